import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";
import { py, pyName, snippetTexts } from "./code.js";
import { configString, modelId } from "./model-fields.js";

/** The transformers class that loads the base model of each PEFT task type. */
const AUTO_MODEL_BY_TASK_TYPE: Readonly<Record<string, string>> = {
  CAUSAL_LM: "AutoModelForCausalLM",
  SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
  SEQ_CLS: "AutoModelForSequenceClassification",
  TOKEN_CLS: "AutoModelForTokenClassification",
  QUESTION_ANS: "AutoModelForQuestionAnswering",
  FEATURE_EXTRACTION: "AutoModel",
};

/**
 * PEFT: the base model named in the adapter config, loaded with the class of the adapter's task type,
 * and the adapter on top. A task type we cannot map or a missing base model gives a warning instead.
 */
export const peft = (model: ModelData): string[] => {
  const id = modelId(model);
  const taskType = configString(model, "peft", "task_type");
  const autoModel = taskType !== undefined ? ownEntry(AUTO_MODEL_BY_TASK_TYPE, taskType) : undefined;
  if (autoModel === undefined) {
    return snippetTexts(py`# Task type is invalid.`);
  }
  const base = configString(model, "peft", "base_model_name_or_path");
  if (base === undefined) {
    return snippetTexts(py`# Base model is not found.`);
  }
  const autoClass = pyName(autoModel);
  return snippetTexts(py`
    from peft import PeftModel
    from transformers import ${autoClass}

    base_model = ${autoClass}.from_pretrained(${base})
    model = PeftModel.from_pretrained(base_model, ${id})`);
};

import type { ModelData } from "../model-data.js";
import { isPythonIdentifier, type LiteralValue } from "../snippets/quote.js";
import { lines, py, pyBlock, pyName, snippetTexts, trusted, type Code } from "./code.js";
import { SAMPLE_MEDIA } from "./media.js";
import { isConversational, modelId, needsRemoteCode, pipelineTag, stringOrUndefined } from "./model-fields.js";
import { chatMessages, sampleObject, sampleText } from "./task-sample.js";

/** transformersInfo with its class names checked: they are printed as code, so they must be identifiers. */
interface CheckedTransformersInfo {
  autoModel: string;
  processor?: string;
  customClass?: string;
  pipelineTag?: string;
}

function checkedInfo(model: ModelData): CheckedTransformersInfo | undefined {
  const info: unknown = model.transformersInfo;
  if (info === null || typeof info !== "object") {
    return undefined;
  }
  const { auto_model, processor, custom_class, pipeline_tag } = info as Record<string, unknown>;
  if (!isPythonIdentifier(auto_model)) {
    return undefined;
  }
  return {
    autoModel: auto_model,
    processor: isPythonIdentifier(processor) ? processor : undefined,
    customClass: stringOrUndefined(custom_class),
    pipelineTag: stringOrUndefined(pipeline_tag),
  };
}

function remoteCodeArg(model: ModelData, info?: CheckedTransformersInfo): Code {
  return needsRemoteCode(model) || info?.customClass !== undefined ? trusted(", trust_remote_code=True") : trusted("");
}

function field(values: Record<string, unknown>, key: string, fallback: string): string {
  return stringOrUndefined(values[key]) ?? fallback;
}

const textCall = (model: ModelData): Code => py`pipe(${sampleText(model, "Hello, world!")})`;
const imageCall = (): Code => py`pipe(${SAMPLE_MEDIA.imageParrots})`;
const audioCall = (): Code => py`pipe(${SAMPLE_MEDIA.speech})`;
const chatCall = (model: ModelData, call: Code): Code => py`
  messages = ${pyBlock(chatMessages(model, sampleText(model, "Who are you?")))}
  ${call}`;

/** The minimal call for each task the `pipeline()` helper supports; tasks mapped to undefined only build the pipeline. */
const PIPELINE_CALLS: Readonly<Record<string, ((model: ModelData) => Code) | undefined>> = {
  "audio-classification": audioCall,
  "automatic-speech-recognition": audioCall,
  "depth-estimation": imageCall,
  "document-question-answering": () =>
    py`pipe(image=${SAMPLE_MEDIA.document}, question=${"What is the invoice number?"})`,
  "feature-extraction": textCall,
  "fill-mask": textCall,
  "image-classification": imageCall,
  "image-feature-extraction": imageCall,
  "image-segmentation": imageCall,
  "image-text-to-text": (model) => chatCall(model, py`pipe(text=messages)`),
  "image-to-image": imageCall,
  "image-to-text": imageCall,
  "mask-generation": () => py`pipe(${SAMPLE_MEDIA.imageParrots}, points_per_batch=64)`,
  "object-detection": imageCall,
  "question-answering": (model) => {
    const sample = sampleObject(model);
    return py`pipe(question=${field(sample, "question", "What is my name?")}, context=${field(sample, "context", "My name is Clara and I live in Berkeley.")})`;
  },
  summarization: textCall,
  "table-question-answering": (model) => {
    const sample = sampleObject(model);
    const table =
      sample.table !== null && typeof sample.table === "object"
        ? sample.table
        : { Repository: ["Transformers"], Stars: ["36542"] };
    return py`
      table = ${pyBlock(table)}
      pipe(table=table, query=${field(sample, "query", "How many stars does the transformers repository have?")})`;
  },
  "text-classification": textCall,
  "text-generation": (model) => (isConversational(model) ? chatCall(model, py`pipe(messages)`) : textCall(model)),
  "text-to-audio": textCall,
  "text-to-speech": textCall,
  "text2text-generation": textCall,
  "token-classification": textCall,
  translation: textCall,
  "video-classification": undefined,
  "visual-question-answering": () => py`pipe(image=${SAMPLE_MEDIA.image}, question=${"How many cats are there?"})`,
  "zero-shot-audio-classification": () =>
    py`pipe(${SAMPLE_MEDIA.speech}, candidate_labels=${["speech", "music", "noise"]})`,
  "zero-shot-classification": (model) =>
    py`pipe(${sampleText(model, "I love this movie!")}, candidate_labels=${["refund", "legal", "faq"]})`,
  "zero-shot-image-classification": () =>
    py`pipe(${SAMPLE_MEDIA.image}, candidate_labels=${["animals", "humans", "landscape"]})`,
  "zero-shot-object-detection": () =>
    py`pipe(${SAMPLE_MEDIA.image}, candidate_labels=${["cat", "remote control", "couch"]})`,
};

function pipelineSnippet(model: ModelData, id: string, task: string, remote: Code): Code | undefined {
  if (!Object.hasOwn(PIPELINE_CALLS, task)) {
    return undefined;
  }
  const call = PIPELINE_CALLS[task];
  return lines(
    py`
      # Use a pipeline as a high-level helper
      from transformers import pipeline

      pipe = pipeline(${task}, model=${id}${remote})`,
    call !== undefined && call(model),
  );
}

function isRecord(value: LiteralValue | undefined): value is { [key: string]: LiteralValue } {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * One content part in the shape a processor's `apply_chat_template` loads: it only reads parts of type
 * `image` (with `url`, `path`, `image` or `base64`), so an OpenAI-style `image_url` part would reach the
 * template as text and the model would never see the picture. Text parts and others pass unchanged.
 */
function processorPart(part: LiteralValue): LiteralValue {
  if (!isRecord(part) || part.type !== "image_url") {
    return part;
  }
  const imageUrl = part.image_url;
  const url = isRecord(imageUrl) ? imageUrl.url : undefined;
  return typeof url === "string" ? { type: "image", url } : part;
}

/**
 * Chat messages for a processor (not a tokenizer): image parts in the processor's shape, and plain-text
 * content as one text part, since processors iterate over the parts of every message.
 */
function processorMessages(messages: LiteralValue[]): LiteralValue[] {
  return messages.map((message) => {
    if (!isRecord(message)) {
      return message;
    }
    const content = message.content;
    if (typeof content === "string") {
      return { ...message, content: [{ type: "text", text: content }] };
    }
    return Array.isArray(content) ? { ...message, content: content.map(processorPart) } : message;
  });
}

/** Chat models with a tokenizer or processor: format the conversation with the chat template and generate. */
function chatGeneration(model: ModelData, processorVar: Code, isTokenizer: boolean): Code {
  const sample = chatMessages(model, "Who are you?");
  const messages = isTokenizer ? sample : processorMessages(sample);
  return py`

    messages = ${pyBlock(messages)}
    inputs = ${processorVar}.apply_chat_template(
        messages,
        add_generation_prompt=True,
        tokenize=True,
        return_dict=True,
        return_tensors="pt",
    ).to(model.device)

    outputs = model.generate(**inputs, max_new_tokens=40)
    print(${processorVar}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`;
}

/** The tasks whose models AutoModelWithLMHead loaded as encoder-decoders (AutoModelForSeq2SeqLM now). */
const SEQ2SEQ_TASKS = new Set(["text2text-generation", "translation", "summarization"]);

/**
 * The auto class to print for a record's `auto_model`. transformers 5 removed two classes that records still
 * name (both deprecated in 4.x's `models/auto/modeling_auto.py`, "will be removed in v5.0"): AutoModelForVision2Seq,
 * whose models AutoModelForImageTextToText loads (its mapping includes vision-encoder-decoder), and
 * AutoModelWithLMHead, split by kind of model into the causal, masked and sequence-to-sequence classes.
 */
function currentAutoClass(autoModel: string, task: string | undefined): string {
  if (autoModel === "AutoModelForVision2Seq") {
    return "AutoModelForImageTextToText";
  }
  if (autoModel === "AutoModelWithLMHead") {
    if (task === "fill-mask") {
      return "AutoModelForMaskedLM";
    }
    return task !== undefined && SEQ2SEQ_TASKS.has(task) ? "AutoModelForSeq2SeqLM" : "AutoModelForCausalLM";
  }
  return autoModel;
}

const CHAT_TASKS = new Set(["text-generation", "image-text-to-text"]);

function directLoadSnippet(
  model: ModelData,
  id: string,
  info: CheckedTransformersInfo,
  task: string | undefined,
  remote: Code,
): Code {
  const autoModel = pyName(info.autoModel);
  if (info.processor === undefined) {
    return py`
      # Load model directly
      from transformers import ${autoModel}

      model = ${autoModel}.from_pretrained(${id}${remote})`;
  }
  const processor = pyName(info.processor);
  const processorVar = trusted(info.processor === "AutoTokenizer" ? "tokenizer" : "processor");
  // Tokenizer classes (AutoTokenizer, LlamaTokenizerFast...) render text templates; the rest are processors.
  const isTokenizer = /Tokenizer(Fast)?$/.test(info.processor);
  const chat = task !== undefined && CHAT_TASKS.has(task) && isConversational(model);
  return lines(
    py`
      # Load model directly
      from transformers import ${processor}, ${autoModel}

      ${processorVar} = ${processor}.from_pretrained(${id}${remote})
      model = ${autoModel}.from_pretrained(${id}${remote})`,
    chat && chatGeneration(model, processorVar, isTokenizer),
  );
}

/**
 * transformers: the `pipeline()` helper for tasks it supports, and loading the model class (and its
 * tokenizer or processor) named by `transformersInfo`. Without transformersInfo the model type is
 * unknown, and only the generic `AutoModel` can be offered.
 */
export const transformers = (model: ModelData): string[] => {
  const id = modelId(model);
  const info = checkedInfo(model);
  const remote = remoteCodeArg(model, info);
  if (info === undefined) {
    return snippetTexts(py`
      # ⚠️ Type of model unknown
      from transformers import AutoModel

      model = AutoModel.from_pretrained(${id}${remote})`);
  }
  const task = pipelineTag(model) ?? info.pipelineTag;
  return snippetTexts(
    task !== undefined && pipelineSnippet(model, id, task, remote),
    directLoadSnippet(model, id, { ...info, autoModel: currentAutoClass(info.autoModel, task) }, task, remote),
  );
};

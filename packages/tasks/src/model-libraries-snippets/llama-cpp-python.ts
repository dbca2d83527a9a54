import type { ModelData } from "../model-data.js";
import { py, pyBlock, snippetTexts } from "./code.js";
import { isConversational, modelId } from "./model-fields.js";
import { chatMessages } from "./task-sample.js";
import { CHAT_MAX_TOKENS } from "./constants.js";

// `from_pretrained` matches file names with fnmatch (case-sensitive): this picks the common 4-bit quant
// whether the repository spells it Q4_K_M or q4_k_m.
const GGUF_FILE_PATTERN = "*[Qq]4_[Kk]_[Mm].gguf";

/** llama-cpp-python: a GGUF file of the repository, then a chat completion or a plain completion. */
export const llama_cpp_python = (model: ModelData): string[] => {
  const id = modelId(model);
  const load = py`
    # pip install llama-cpp-python huggingface_hub
    from llama_cpp import Llama

    llm = Llama.from_pretrained(
        repo_id=${id},
        filename=${GGUF_FILE_PATTERN},
    )

  `;
  if (isConversational(model)) {
    return snippetTexts(py`
      ${load}
      output = llm.create_chat_completion(
          messages=${pyBlock(chatMessages(model, "What is the capital of France?"), "    ")},
          max_tokens=${CHAT_MAX_TOKENS},
      )
      print(output["choices"][0]["message"]["content"])`);
  }
  return snippetTexts(py`
    ${load}
    output = llm("Once upon a time,", max_tokens=${CHAT_MAX_TOKENS}, echo=True)
    print(output["choices"][0]["text"])`);
};

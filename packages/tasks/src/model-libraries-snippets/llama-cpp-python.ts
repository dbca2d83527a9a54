import type { ModelData } from "../model-data.js";
import { py, pyBlock, snippetTexts } from "./code.js";
import { isConversational, modelId } from "./model-fields.js";
import { chatMessages } from "./task-sample.js";
import { CHAT_MAX_TOKENS } from "./constants.js";
import { GGUF_FILE_PLACEHOLDER } from "../gguf-placeholders.js";

/**
 * llama-cpp-python: a GGUF file of the repository, then a chat completion or a plain completion. The file
 * is the `{{GGUF_FILE}}` placeholder, which the page fills with the file a person picks
 * (`fillGGUFPlaceholders`), as the counterpart does.
 */
export const llama_cpp_python = (model: ModelData): string[] => {
  const id = modelId(model);
  const load = py`
    # pip install llama-cpp-python huggingface_hub
    from llama_cpp import Llama

    llm = Llama.from_pretrained(
        repo_id=${id},
        filename=${GGUF_FILE_PLACEHOLDER},
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

import type { ModelData } from "../model-data.js";
import { lines, py, sh, snippetTexts } from "./code.js";
import { isConversational, modelId, pipelineTag, repoName } from "./model-fields.js";
import { CHAT_MAX_TOKENS } from "./constants.js";

/**
 * MLX: text-generation models run with the mlx-lm command line (an interactive chat for chat models);
 * every MLX repository can be downloaded for the MLX examples that read local folders.
 */
export const mlx = (model: ModelData): string[] => {
  const id = modelId(model);
  const download = sh`
    # Download the weights for the MLX examples (https://github.com/ml-explore/mlx-examples)
    pip install huggingface_hub
    hf download ${id} --local-dir ${repoName(model)}`;
  if (pipelineTag(model) !== "text-generation") {
    return snippetTexts(download);
  }
  const run = isConversational(model)
    ? sh`
        # Chat with the model in the terminal
        mlx_lm.chat --model ${id} --max-tokens ${CHAT_MAX_TOKENS}`
    : sh`
        # Generate text from a prompt
        mlx_lm.generate --model ${id} --prompt ${"Once upon a time,"} --max-tokens ${CHAT_MAX_TOKENS}`;
  return snippetTexts(lines(sh`pip install mlx-lm`, run), download);
};

/** mlx-image: models are created by name, as in timm; the name is the repository's without `-mlxim`. */
export const mlxim = (model: ModelData): string[] => {
  const name = repoName(model).replace(/-mlxim$/, "");
  return snippetTexts(py`
    # pip install mlx-image
    from mlxim.model import create_model

    model = create_model(${name})  # downloads the weights from the hub
    model.eval()`);
};

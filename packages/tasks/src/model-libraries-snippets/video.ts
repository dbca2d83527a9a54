import type { ModelData } from "../model-data.js";
import { blank, Code, lines, py, sh, snippetTexts, trusted } from "./code.js";
import { modelId } from "./model-fields.js";
import { generationPrompt } from "./prompts.js";

/** The base repository of LTX-2.5, whose files the Lightricks/LTX-2 README names. */
const LTX_25 = "Lightricks/LTX-2.5";

const LTX_INSTALL = sh`
  git clone https://github.com/Lightricks/LTX-2.git && cd LTX-2
  uv sync --extra natten  # natten is Linux + CUDA only and skipped elsewhere`;

/** The distilled pipeline's model files, downloaded from LTX-2.5 (the README's quick start). */
const LTX_BASE_DOWNLOAD = sh`
  hf auth login  # the repository is gated: accept its terms on the hub first
  hf download Lightricks/LTX-2.5 \\
      diffusion_models/ltx-2.5-22b-distilled-transformer-bf16.safetensors \\
      text_encoders/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors \\
      vae/ltx-2.5-video-vae-bf16.safetensors \\
      vae/ltx-2.5-audio-vae-bf16.safetensors \\
      latent_upscale_models/ltx-2.5-latent-spatial-upscaler-x2-bf16-1.0.safetensors \\
      --local-dir models/ltx-2.5`;

/** The distilled pipeline's command, one argument a line. */
function ltxCommand(args: (Code | false)[]): Code {
  const present = args.filter((arg): arg is Code => arg instanceof Code);
  return trusted(
    ["uv run python -m ltx_pipelines.distilled", ...present.map((arg) => `    ${arg.text}`)].join(" \\\n"),
  );
}

/**
 * LTX-2: video (and audio) generation with the repository's pipelines. The base model runs as the README
 * shows; another repository (a LoRA of LTX-2.5) is downloaded next to it and passed with `--lora`.
 */
export const ltx = (model: ModelData): string[] => {
  const id = modelId(model);
  const prompt = generationPrompt(
    model,
    "A red fox walks through fresh snow at dawn, its breath visible in the cold air.",
  );
  const lora = id !== LTX_25;
  return snippetTexts(
    LTX_INSTALL,
    lora
      ? sh`
        ${LTX_BASE_DOWNLOAD}
        # this repository: a LoRA for LTX-2.5 (LTX-2.3 LoRAs need the LTX-2.3 files, see MODELS-LTX-2.3.md)
        hf download ${id} --local-dir models/lora
        LORA=$(ls models/lora/*.safetensors | head -n 1)`
      : LTX_BASE_DOWNLOAD,
    ltxCommand([
      sh`--transformer-path models/ltx-2.5/diffusion_models/ltx-2.5-22b-distilled-transformer-bf16.safetensors`,
      sh`--text-encoder-path models/ltx-2.5/text_encoders/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors`,
      sh`--video-vae-path models/ltx-2.5/vae/ltx-2.5-video-vae-bf16.safetensors`,
      sh`--audio-vae-path models/ltx-2.5/vae/ltx-2.5-audio-vae-bf16.safetensors`,
      sh`--spatial-upsampler-path models/ltx-2.5/latent_upscale_models/ltx-2.5-latent-spatial-upscaler-x2-bf16-1.0.safetensors`,
      lora && sh`--lora "$LORA" 1.0`,
      sh`--num-frames 121`,
      sh`--seed 42`,
      sh`--output-path output.mp4`,
      sh`--prompt ${prompt}`,
    ]),
  );
};

/** The VideoPrism checkpoints the package maps hub ids to (`CHECKPOINTS` in videoprism/models.py). */
const VIDEOPRISM_CHECKPOINTS: Record<string, { frames: number; textEncoder: boolean }> = {
  "google/videoprism-base-f16r288": { frames: 16, textEncoder: false },
  "google/videoprism-large-f8r288": { frames: 8, textEncoder: false },
  "google/videoprism-lvt-base-f16r288": { frames: 16, textEncoder: true },
  "google/videoprism-lvt-large-f8r288": { frames: 8, textEncoder: true },
};

/**
 * VideoPrism (JAX): `get_model` and `load_pretrained_weights` take a configuration name or one of the four
 * hub ids the package maps; the video-text (LvT) models also encode text queries.
 */
export const videoprism = (model: ModelData): string[] => {
  const id = modelId(model);
  const known = Object.hasOwn(VIDEOPRISM_CHECKPOINTS, id) ? VIDEOPRISM_CHECKPOINTS[id] : undefined;
  const frames = known?.frames ?? 16;
  const header = lines(
    py`
      # pip install git+https://github.com/google-deepmind/videoprism.git
      import jax
      import numpy as np
      from videoprism import models as vp
    `,
    blank,
    known === undefined &&
      py`
        # The package loads the repositories it knows (google/videoprism-*-f16r288, -f8r288) by id; for other
        # weights, pass checkpoint_path= to load_pretrained_weights with a model name of vp.MODELS.`,
    py`
      flax_model = vp.get_model(${id})
      loaded_state = vp.load_pretrained_weights(${id})

      # frames with values in [0, 1]: [batch, frames, 288, 288, 3]
      video = np.zeros((1, ${frames}, 288, 288, 3), dtype=np.float32)`,
  );
  if (known?.textEncoder === true) {
    return snippetTexts(py`
      ${header}
      text_tokenizer = vp.load_text_tokenizer("c4_en")
      text_ids, text_paddings = vp.tokenize_texts(text_tokenizer, ["a person cooking", "a dog running on a beach"])

      @jax.jit
      def forward_fn(inputs, text_token_ids, text_token_paddings):
          return flax_model.apply(loaded_state, inputs, text_token_ids, text_token_paddings, train=False)

      video_embeddings, text_embeddings, _ = forward_fn(video, text_ids, text_paddings)`);
  }
  return snippetTexts(py`
    ${header}

    @jax.jit
    def forward_fn(inputs):
        return flax_model.apply(loaded_state, inputs, train=False)

    embeddings, _ = forward_fn(video)  # [batch, tokens, channels]`);
};

import type { ModelData } from "../model-data.js";
import { py, snippetTexts, trusted, type Code } from "./code.js";
import { hasTag, modelId } from "./model-fields.js";
import { generationPrompt } from "./prompts.js";

interface SamplingSettings {
  pipelineClass: Code;
  /** Extra constructor arguments of the pipeline class. */
  pipelineArgs: Code;
  steps: number;
  cfgWeight: number;
}

// Flux (schnell) is distilled for few steps without classifier-free guidance; Stable Diffusion 3 needs both.
const FLUX: SamplingSettings = {
  pipelineClass: trusted("FluxPipeline"),
  pipelineArgs: trusted("shift=1.0,"),
  steps: 4,
  cfgWeight: 0,
};
const STABLE_DIFFUSION_3: SamplingSettings = {
  pipelineClass: trusted("DiffusionPipeline"),
  pipelineArgs: trusted("shift=3.0,\n    use_t5=False,"),
  steps: 50,
  cfgWeight: 5,
};

/** DiffusionKit (MLX on Apple silicon): Flux models (tag `flux`) or Stable Diffusion 3, 512x512 samples. */
export const diffusionkit = (model: ModelData): string[] => {
  const id = modelId(model);
  const settings = hasTag(model, "flux") ? FLUX : STABLE_DIFFUSION_3;
  return snippetTexts(py`
    # pip install diffusionkit
    from diffusionkit.mlx import ${settings.pipelineClass}

    pipeline = ${settings.pipelineClass}(
        ${settings.pipelineArgs}
        model_version=${id},
        low_memory_mode=True,
        a16=True,
        w16=True,
    )

    HEIGHT = 512
    WIDTH = 512
    NUM_STEPS = ${settings.steps}
    CFG_WEIGHT = ${settings.cfgWeight}

    image, _ = pipeline.generate_image(
        ${generationPrompt(model, "a photo of a cat")},
        cfg_weight=CFG_WEIGHT,
        num_steps=NUM_STEPS,
        latent_size=(HEIGHT // 8, WIDTH // 8),
    )
    image.save("image.png")`);
};

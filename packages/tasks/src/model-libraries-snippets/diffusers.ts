import type { ModelData } from "../model-data.js";
import { blank, lines, py, snippetTexts, type Code } from "./code.js";
import { cardBaseModel, hasTag, modelId, pipelineTag } from "./model-fields.js";
import { generationPrompt } from "./prompts.js";

const DEFAULT_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
const INIT_IMAGE = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png";
// A Canny edge map: the conditioning image of the diffusers ControlNet guide.
const CONTROL_IMAGE =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/input_image_vermeer.png";
// Textual-inversion concepts rarely name their base model; most were trained on Stable Diffusion 1.5.
const TEXTUAL_INVERSION_DEFAULT_BASE = "stable-diffusion-v1-5/stable-diffusion-v1-5";

/** How a pipeline is run and its output saved, by the model's task: extra imports, then the calls. */
function runPipeline(model: ModelData): { utils?: Code; run: Code } {
  const prompt = generationPrompt(model, DEFAULT_PROMPT);
  switch (pipelineTag(model)) {
    case "image-to-image":
      return {
        utils: py`from diffusers.utils import load_image`,
        run: py`
          init_image = load_image(${INIT_IMAGE})
          prompt = ${prompt}
          image = pipe(prompt=prompt, image=init_image).images[0]
          image.save("output.png")`,
      };
    case "text-to-video":
      return {
        utils: py`from diffusers.utils import export_to_video`,
        run: py`
          prompt = ${prompt}
          frames = pipe(prompt=prompt).frames[0]
          export_to_video(frames, "output.mp4")`,
      };
    case "image-to-video":
      return {
        utils: py`from diffusers.utils import export_to_video, load_image`,
        run: py`
          image = load_image(${INIT_IMAGE})
          frames = pipe(image=image).frames[0]
          export_to_video(frames, "output.mp4")`,
      };
    default:
      return {
        run: py`
          prompt = ${prompt}
          image = pipe(prompt).images[0]
          image.save("output.png")`,
      };
  }
}

/** A DiffusionPipeline from `source`, with an optional adapter-loading line, run for the model's task. */
function pipelineSnippet(model: ModelData, source: string, loadAdapter?: Code): Code {
  const { utils, run } = runPipeline(model);
  return lines(
    py`
      import torch
      from diffusers import DiffusionPipeline`,
    utils,
    blank,
    py`pipe = DiffusionPipeline.from_pretrained(${source}, torch_dtype=torch.bfloat16)`,
    loadAdapter,
    py`pipe.to("cuda")`,
    blank,
    run,
  );
}

function controlNetPipeline(model: ModelData, id: string, base: string): Code {
  return py`
    import torch
    from diffusers import AutoPipelineForText2Image, ControlNetModel
    from diffusers.utils import load_image

    controlnet = ControlNetModel.from_pretrained(${id}, torch_dtype=torch.float16)
    pipe = AutoPipelineForText2Image.from_pretrained(${base}, controlnet=controlnet, torch_dtype=torch.float16)
    pipe.to("cuda")

    control_image = load_image(${CONTROL_IMAGE})
    prompt = ${generationPrompt(model, "the mona lisa")}
    image = pipe(prompt, image=control_image).images[0]
    image.save("output.png")`;
}

const MISSING_BASE = py`# ⚠️ The model card does not name a base model (cardData.base_model): loading the repository as a pipeline`;

/**
 * diffusers: a pipeline loaded from the repository, or, for adapters, the base model from the card with
 * the adapter on top (LoRA weights, a ControlNet, a textual-inversion embedding). The prompt is the
 * model's trigger words when it has some.
 */
export const diffusers = (model: ModelData): string[] => {
  const id = modelId(model);
  const base = cardBaseModel(model);
  if (hasTag(model, "controlnet")) {
    return snippetTexts(
      base !== undefined ? controlNetPipeline(model, id, base) : lines(MISSING_BASE, pipelineSnippet(model, id)),
    );
  }
  if (hasTag(model, "lora")) {
    return snippetTexts(
      base !== undefined
        ? pipelineSnippet(model, base, py`pipe.load_lora_weights(${id})`)
        : lines(MISSING_BASE, pipelineSnippet(model, id)),
    );
  }
  if (hasTag(model, "textual_inversion")) {
    return snippetTexts(
      pipelineSnippet(model, base ?? TEXTUAL_INVERSION_DEFAULT_BASE, py`pipe.load_textual_inversion(${id})`),
    );
  }
  return snippetTexts(pipelineSnippet(model, id));
};

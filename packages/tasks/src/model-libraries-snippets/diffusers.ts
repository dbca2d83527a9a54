import type { ModelData } from "../model-data.js";
import { blank, lines, py, snippetTexts, trusted, type Code } from "./code.js";
import { cardBaseModel, hasTag, instancePrompt, modelId, pipelineTag, repoName, tags } from "./model-fields.js";
import { generationPrompt } from "./prompts.js";

const DEFAULT_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
const INIT_IMAGE = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png";
// The painting the diffusers ControlNet guide turns into a conditioning image (edges, depth...).
const CONTROL_SOURCE_IMAGE =
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
    py`pipe = DiffusionPipeline.from_pretrained(${source}, dtype=torch.bfloat16)`,
    loadAdapter,
    py`pipe.to("cuda")`,
    blank,
    run,
  );
}

/** The ControlNet and pipeline classes of a base model family, and the call's name for the control image. */
interface ControlNetFamily {
  model: Code;
  pipeline: Code;
  imageArg: Code;
  dtype: Code;
}

const CONTROLNET_SD: ControlNetFamily = {
  model: trusted("ControlNetModel"),
  pipeline: trusted("AutoPipelineForText2Image"),
  imageArg: trusted("image"),
  dtype: trusted("torch.float16"),
};
const CONTROLNET_FLUX: ControlNetFamily = {
  model: trusted("FluxControlNetModel"),
  pipeline: trusted("FluxControlNetPipeline"),
  imageArg: trusted("control_image"),
  dtype: trusted("torch.bfloat16"),
};
const CONTROLNET_SD3: ControlNetFamily = {
  model: trusted("SD3ControlNetModel"),
  pipeline: trusted("StableDiffusion3ControlNetPipeline"),
  imageArg: trusted("control_image"),
  dtype: trusted("torch.bfloat16"),
};

function controlNetFamily(base: string): ControlNetFamily {
  const name = base.toLowerCase();
  if (name.includes("flux")) {
    return CONTROLNET_FLUX;
  }
  return name.includes("stable-diffusion-3") ? CONTROLNET_SD3 : CONTROLNET_SD;
}

/**
 * A ControlNet is conditioned on a map of one kind (Canny edges, depth, pose...), named by its id or tags.
 * Edges and depth are computed from the sample painting; for other kinds the painting is only a stand-in.
 */
function controlImage(model: ModelData): { imports?: Code; make: Code } {
  const hints = [modelId(model), ...tags(model)].join(" ").toLowerCase();
  if (hints.includes("depth")) {
    return {
      imports: py`from transformers import pipeline`,
      make: py`
        # A depth map of the painting, the kind of image this ControlNet follows
        depth_estimator = pipeline("depth-estimation")
        control_image = depth_estimator(load_image(${CONTROL_SOURCE_IMAGE}))["depth"].convert("RGB")`,
    };
  }
  if (hints.includes("canny") || hints.includes("edge")) {
    return {
      imports: py`
        import cv2
        import numpy as np
        from PIL import Image`,
      make: py`
        # Canny edges of the painting, the kind of image this ControlNet follows
        edges = cv2.Canny(np.array(load_image(${CONTROL_SOURCE_IMAGE})), 100, 200)
        control_image = Image.fromarray(np.stack([edges] * 3, axis=-1))`,
    };
  }
  return {
    make: py`
      # Replace this with a conditioning image of the kind this ControlNet was trained on (pose, segmentation,
      # scribble...): the painting itself only suits tile or inpainting ControlNets
      control_image = load_image(${CONTROL_SOURCE_IMAGE})`,
  };
}

function controlNetPipeline(model: ModelData, id: string, base: string): Code {
  const family = controlNetFamily(base);
  const control = controlImage(model);
  return lines(
    control.imports,
    py`
      import torch
      from diffusers import ${family.pipeline}, ${family.model}
      from diffusers.utils import load_image

      controlnet = ${family.model}.from_pretrained(${id}, dtype=${family.dtype})
      pipe = ${family.pipeline}.from_pretrained(${base}, controlnet=controlnet, dtype=${family.dtype})
      pipe.to("cuda")
    `,
    blank,
    control.make,
    blank,
    py`
      prompt = ${generationPrompt(model, "the mona lisa")}
      image = pipe(prompt, ${family.imageArg}=control_image).images[0]
      image.save("output.png")`,
  );
}

/**
 * The token a textual-inversion embedding is loaded under: the one in the card's trigger prompt
 * (`<cat-toy>`), else `<repository name>`. The snippet passes it to `load_textual_inversion`, so the
 * embedding answers to it whatever name the file stored.
 */
function textualInversionToken(model: ModelData): string {
  return /<[^<>\s]+>/.exec(instancePrompt(model) ?? "")?.[0] ?? `<${repoName(model)}>`;
}

function textualInversionPipeline(model: ModelData, id: string, base: string): Code {
  const token = textualInversionToken(model);
  const trigger = instancePrompt(model);
  const prompt = trigger !== undefined && trigger.includes(token) ? trigger : `a photo of ${token}`;
  return py`
    import torch
    from diffusers import DiffusionPipeline

    pipe = DiffusionPipeline.from_pretrained(${base}, dtype=torch.bfloat16)
    pipe.load_textual_inversion(${id}, token=${token})
    pipe.to("cuda")

    prompt = ${prompt}  # the concept's token is what brings the embedding into the image
    image = pipe(prompt).images[0]
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
    return snippetTexts(textualInversionPipeline(model, id, base ?? TEXTUAL_INVERSION_DEFAULT_BASE));
  }
  return snippetTexts(pipelineSnippet(model, id));
};

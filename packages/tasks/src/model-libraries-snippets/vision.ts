import type { ModelData } from "../model-data.js";
import { py, sh, snippetTexts, trusted } from "./code.js";
import { SAMPLE_MEDIA } from "./media.js";
import { modelId, pipelineTag, repoName } from "./model-fields.js";
import { jsString, shellSingleQuoted } from "../snippets/quote.js";
import { generationPrompt } from "./prompts.js";

/** AraClip: Arabic CLIP, matching an image against Arabic captions. */
export const araclip = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/Arabic-Clip/Araclip.git
    import numpy as np
    import requests
    from PIL import Image
    from araclip import AraClip

    model = AraClip.from_pretrained(${modelId(model)})

    image = Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw)
    labels = ["قطتان نائمتان على أريكة", "كلب يلعب في الحديقة", "رجل يقود سيارة"]
    image_features = model.embed(image=image)
    text_features = np.stack([model.embed(text=label) for label in labels])
    similarities = text_features @ image_features
    print(labels[np.argmax(similarities)])`);

/** BEN2: background removal, returning the foreground with an alpha channel. */
export const ben2 = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/PramaLLC/BEN2.git
    import requests
    import torch
    from PIL import Image
    from ben2 import AutoModel

    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = AutoModel.from_pretrained(${modelId(model)}).to(device).eval()

    image = Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw)
    foreground = model.inference(image)
    foreground.save("foreground.png")`);

/** BiRefNet: segmentation through transformers' remote code (the repository ships the model). */
export const birefnet = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install transformers timm kornia
    import requests
    import torch
    from PIL import Image
    from torchvision import transforms
    from transformers import AutoModelForImageSegmentation

    model = AutoModelForImageSegmentation.from_pretrained(${modelId(model)}, trust_remote_code=True).eval()

    image = Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw).convert("RGB")
    preprocess = transforms.Compose([
        transforms.Resize((1024, 1024)),
        transforms.ToTensor(),
        transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
    ])
    with torch.no_grad():
        mask = model(preprocess(image).unsqueeze(0))[-1].sigmoid()[0].squeeze()
    transforms.ToPILImage()(mask).resize(image.size).save("mask.png")`);

/** The encoder settings of each Depth Anything V2 size (from the project's README). */
const DEPTH_ANYTHING_V2_ENCODERS: readonly [pattern: RegExp, encoder: string][] = [
  [/small/i, "vits"],
  [/base/i, "vitb"],
  [/giant/i, "vitg"],
  [/large/i, "vitl"],
];

/** Depth Anything V2: the checkpoint of the repository's size, loaded into the project's model class. */
export const depth_anything_v2 = (model: ModelData): string[] => {
  const id = modelId(model);
  const encoder = DEPTH_ANYTHING_V2_ENCODERS.find(([pattern]) => pattern.test(id))?.[1] ?? "vitl";
  return snippetTexts(py`
    # Install from https://github.com/DepthAnything/Depth-Anything-V2 (run from a clone of the repository)
    import cv2
    import torch
    from huggingface_hub import hf_hub_download
    from depth_anything_v2.dpt import DepthAnythingV2

    model_configs = {
        "vits": {"encoder": "vits", "features": 64, "out_channels": [48, 96, 192, 384]},
        "vitb": {"encoder": "vitb", "features": 128, "out_channels": [96, 192, 384, 768]},
        "vitl": {"encoder": "vitl", "features": 256, "out_channels": [256, 512, 1024, 1024]},
        "vitg": {"encoder": "vitg", "features": 384, "out_channels": [1536, 1536, 1536, 1536]},
    }
    encoder = ${encoder}

    model = DepthAnythingV2(**model_configs[encoder])
    checkpoint = hf_hub_download(repo_id=${id}, filename=f"depth_anything_v2_{encoder}.pth")
    model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
    model.eval()

    raw_image = cv2.imread("image.jpg")
    depth = model.infer_image(raw_image)  # HxW depth map as a numpy array`);
};

/** Depth Pro: the checkpoint downloaded where the package looks for it, then metric depth and focal length. */
export const depth_pro = (model: ModelData): string[] =>
  snippetTexts(
    sh`
      # Download the checkpoint to ./checkpoints, where depth_pro looks for it
      pip install huggingface_hub git+https://github.com/apple/ml-depth-pro.git
      hf download ${modelId(model)} --local-dir checkpoints`,
    py`
      import depth_pro

      # Load the model and its preprocessing transform
      model, transform = depth_pro.create_model_and_transforms()
      model.eval()

      # Load and preprocess an image (f_px is the focal length from EXIF, when present)
      image, _, f_px = depth_pro.load_rgb("example.png")
      image = transform(image)

      prediction = model.infer(image, f_px=f_px)
      depth = prediction["depth"]  # depth in meters
      focallength_px = prediction["focallength_px"]  # focal length in pixels`,
  );

/** The HTRflow pipeline step that uses a model of each task. */
function htrflowStep(model: ModelData): { step: string; engine: string } {
  return pipelineTag(model) === "image-to-text"
    ? { step: "TextRecognition", engine: "TrOCR" }
    : { step: "Segmentation", engine: "yolo" };
}

/**
 * HTRflow: a pipeline of the model's step and a text export, from the command line (YAML) or from Python
 * (htrflow 0.2.6: `Pipeline.from_config` reads a YAML file, `auto_import` turns images into documents).
 */
export const htrflow = (model: ModelData): string[] => {
  const id = modelId(model);
  const { step, engine } = htrflowStep(model);
  // One printf argument per YAML line; the id is a YAML double-quoted scalar (JSON-style escapes).
  const yamlLines = [
    "steps:",
    `- step: ${step}`,
    "  settings:",
    `    model: ${engine}`,
    "    model_settings:",
    `      model: ${jsString(id)}`,
    "- step: Export",
    "  settings:",
    "    format: txt",
    "    dest: outputs",
  ];
  return snippetTexts(
    sh`
      pip install htrflow
      printf '%s\\n' ${trusted(yamlLines.map((line) => shellSingleQuoted(line)).join(" "))} > pipeline.yaml
      htrflow pipeline pipeline.yaml image.jpg`,
    py`
      import yaml
      from htrflow.pipeline.pipeline import Pipeline
      from htrflow.pipeline.steps import auto_import

      config = {
          "steps": [
              {"step": ${step}, "settings": {"model": ${engine}, "model_settings": {"model": ${id}}}},
              {"step": "Export", "settings": {"format": "txt", "dest": "outputs"}},
          ],
      }
      with open("pipeline.yaml", "w") as file:
          yaml.safe_dump(config, file)

      pipeline = Pipeline.from_config("pipeline.yaml")  # reads a YAML file
      for document in auto_import(["image.jpg"]):
          pipeline.run(document)  # the Export step writes the text to ./outputs`,
  );
};

/** MatAnyone: video matting from a first-frame mask. */
export const matanyone = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/pq-yang/MatAnyone.git
    from matanyone import InferenceCore

    processor = InferenceCore(${modelId(model)})
    foreground_path, alpha_path = processor.process_video(
        input_path="video.mp4",  # the video to matte
        mask_path="mask.png",  # a mask of the subject in the first frame
        output_path="outputs",
    )`);

/** OpenCLIP: model, preprocessing and tokenizer from the hub, scoring an image against captions. */
export const open_clip = (model: ModelData): string[] => {
  const uri = `hf-hub:${modelId(model)}`;
  return snippetTexts(py`
    # pip install open_clip_torch
    import requests
    import torch
    from PIL import Image
    import open_clip

    model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${uri})
    tokenizer = open_clip.get_tokenizer(${uri})
    model.eval()

    image = preprocess_val(Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw)).unsqueeze(0)
    text = tokenizer(["a diagram", "a dog", "a cat"])
    with torch.no_grad():
        image_features = model.encode_image(image)
        text_features = model.encode_text(text)
        image_features /= image_features.norm(dim=-1, keepdim=True)
        text_features /= text_features.norm(dim=-1, keepdim=True)
        probs = (100.0 * image_features @ text_features.T).softmax(dim=-1)
    print(probs)`);
};

/** Perception Encoder: PE-Core models are CLIP models; the other variants are vision transformers. */
export const perception_encoder = (model: ModelData): string[] => {
  const name = repoName(model);
  if (/core/i.test(name)) {
    return snippetTexts(py`
      # Run from a clone of https://github.com/facebookresearch/perception_models
      import core.vision_encoder.pe as pe
      import core.vision_encoder.transforms as transforms

      model = pe.CLIP.from_config(${name}, pretrained=True)  # downloads the checkpoint from the hub
      preprocess = transforms.get_image_transform(model.image_size)
      tokenizer = transforms.get_text_tokenizer(model.context_length)`);
  }
  return snippetTexts(py`
    # Run from a clone of https://github.com/facebookresearch/perception_models
    import core.vision_encoder.pe as pe

    model = pe.VisionTransformer.from_config(${name}, pretrained=True)  # downloads the checkpoint from the hub`);
};

/** SAM 2: point-prompted masks on an image, or masks propagated through a video. */
export const sam2 = (model: ModelData): string[] => {
  const id = modelId(model);
  const image = py`
    # pip install git+https://github.com/facebookresearch/sam2.git
    import numpy as np
    import requests
    import torch
    from PIL import Image
    from sam2.sam2_image_predictor import SAM2ImagePredictor

    predictor = SAM2ImagePredictor.from_pretrained(${id})
    image = np.array(Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw).convert("RGB"))

    with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
        predictor.set_image(image)
        masks, scores, logits = predictor.predict(point_coords=np.array([[320, 240]]), point_labels=np.array([1]))`;
  const video = py`
    # pip install git+https://github.com/facebookresearch/sam2.git
    import numpy as np
    import torch
    from sam2.sam2_video_predictor import SAM2VideoPredictor

    predictor = SAM2VideoPredictor.from_pretrained(${id})

    with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
        state = predictor.init_state("video_frames")  # a folder of JPEG frames
        # Click on the object to track in the first frame
        frame_idx, object_ids, masks = predictor.add_new_points_or_box(
            state, frame_idx=0, obj_id=1, points=np.array([[210, 350]], dtype=np.float32), labels=np.array([1], np.int32)
        )
        for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
            print(frame_idx, masks.shape)`;
  return snippetTexts(image, video);
};

/** timm: the model from the hub with its own preprocessing, classifying a sample image. */
export const timm = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install timm
    import requests
    import timm
    import torch
    from PIL import Image

    model = timm.create_model(${`hf_hub:${modelId(model)}`}, pretrained=True)
    model.eval()

    config = timm.data.resolve_data_config({}, model=model)
    transform = timm.data.create_transform(**config)
    image = Image.open(requests.get(${SAMPLE_MEDIA.image}, stream=True).raw).convert("RGB")
    with torch.no_grad():
        probabilities = model(transform(image).unsqueeze(0)).softmax(dim=-1)
    print(probabilities.topk(5))`);

/**
 * Ultralytics: YOLO weights are plain `.pt` files whose names vary between repositories, so the snippet
 * lists them and loads the first one.
 */
export const ultralytics = (model: ModelData): string[] => {
  const id = modelId(model);
  return snippetTexts(py`
    # pip install ultralytics huggingface_hub
    from huggingface_hub import hf_hub_download, list_repo_files
    from ultralytics import YOLO

    weights = sorted(f for f in list_repo_files(${id}) if f.endswith(".pt"))
    print(weights)  # pick another file of this list for a different model size
    model = YOLO(hf_hub_download(${id}, weights[0]))

    results = model.predict(${SAMPLE_MEDIA.image})
    results[0].save("prediction.jpg")`);
};

/** YOLOv10 (THU-MIG's fork of ultralytics): models load directly from the hub. */
export const yolov10 = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/THU-MIG/yolov10.git
    from ultralytics import YOLOv10

    model = YOLOv10.from_pretrained(${modelId(model)})
    results = model.predict(source=${SAMPLE_MEDIA.image}, save=True)`);

/** VFIMamba: video frame interpolation, from a clone of the project. */
export const vfimamba = (model: ModelData): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/MCG-NJU/VFIMamba
    from Trainer_finetune import Model

    model = Model.from_pretrained(${modelId(model)})`);

/** How the Sana project runs one family of its checkpoints: the config, the image size, the pipeline. */
interface SanaCheckpoint {
  config: string;
  size: number;
  sprint: boolean;
}

// The checkpoint families of the project's model zoo (NVlabs/Sana asset/docs/model_zoo.md and configs/, read
// 2026-11-28), by repository name: the config each one is run with differs by size, resolution and version.
const SANA_CHECKPOINTS: ReadonlyArray<{ name: RegExp; checkpoint: (match: RegExpExecArray) => SanaCheckpoint }> = [
  {
    name: /^Sana_(600M|1600M)_(512|1024)px(?:_MultiLing|_BF16)?$/i,
    checkpoint: ([, params, size]) => ({
      config: `configs/sana_config/${size}ms/Sana_${params!.toUpperCase()}_img${size}.yaml`,
      size: Number(size),
      sprint: false,
    }),
  },
  {
    name: /^Sana_1600M_2Kpx_BF16$/i,
    checkpoint: () => ({
      config: "configs/sana_config/2048ms/Sana_1600M_img2048_bf16.yaml",
      size: 2048,
      sprint: false,
    }),
  },
  {
    name: /^Sana_1600M_4Kpx_BF16$/i,
    checkpoint: () => ({
      config: "configs/sana_config/4096ms/Sana_1600M_img4096_bf16.yaml",
      size: 4096,
      sprint: false,
    }),
  },
  {
    name: /^SANA1\.5_1\.6B_1024px$/i,
    checkpoint: () => ({
      config: "configs/sana1-5_config/1024ms/Sana_1600M_1024px_allqknorm_bf16_lr2e5.yaml",
      size: 1024,
      sprint: false,
    }),
  },
  {
    name: /^Sana_Sprint_(0\.6|1\.6)B_1024px$/i,
    checkpoint: ([, billions]) => ({
      config: `configs/sana_sprint_config/1024ms/SanaSprint_${billions === "0.6" ? "600M" : "1600M"}_1024px_allqknorm_bf16_scm_ladd.yaml`,
      size: 1024,
      sprint: true,
    }),
  },
];

function sanaCheckpoint(name: string): SanaCheckpoint | undefined {
  for (const family of SANA_CHECKPOINTS) {
    const match = family.name.exec(name);
    if (match !== null) return family.checkpoint(match);
  }
  return undefined;
}

const SANA_PROMPT = 'a cyberpunk cat with a neon sign that says "Sana"';

/** A `_diffusers` repository: diffusers' own Sana pipelines load it. */
function sanaDiffusers(model: ModelData, id: string, sprint: boolean): string[] {
  const pipeline = trusted(sprint ? "SanaSprintPipeline" : "SanaPipeline");
  return snippetTexts(py`
    # pip install -U diffusers transformers
    import torch
    from diffusers import ${pipeline}

    pipe = ${pipeline}.from_pretrained(${id}, dtype=torch.bfloat16)
    pipe.to("cuda")

    image = pipe(prompt=${generationPrompt(model, SANA_PROMPT)}).images[0]
    image.save("sana.png")`);
}

/**
 * Sana: a `_diffusers` repository through diffusers; a checkpoint of the project's model zoo through the project's
 * pipeline with the config of its family. Another checkpoint gets no config guessed: the snippet lists its files.
 */
export const sana = (model: ModelData): string[] => {
  const id = modelId(model);
  const name = repoName(model);
  const diffusersRepo = /_diffusers$/i.exec(name);
  if (diffusersRepo !== null) {
    return sanaDiffusers(model, id, /sprint/i.test(name));
  }
  const checkpoint = sanaCheckpoint(name);
  if (checkpoint === undefined) {
    return snippetTexts(py`
      # Run from a clone of https://github.com/NVlabs/Sana: pick the config of this checkpoint's family under
      # configs/ (asset/docs/model_zoo.md lists them), then load it as in the project's README
      from huggingface_hub import list_repo_files

      print([path for path in list_repo_files(${id}) if path.endswith(".pth")])`);
  }
  const weights = `hf://${id}/checkpoints/${name}.pth`;
  const prompt = generationPrompt(model, SANA_PROMPT);
  if (checkpoint.sprint) {
    return snippetTexts(py`
      # Run from a clone of https://github.com/NVlabs/Sana
      import torch
      from app.sana_sprint_pipeline import SanaSprintPipeline
      from torchvision.utils import save_image

      device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
      generator = torch.Generator(device=device).manual_seed(42)

      sana = SanaSprintPipeline(${checkpoint.config})
      sana.from_pretrained(${weights})

      image = sana(
          prompt=${prompt},
          height=${checkpoint.size},
          width=${checkpoint.size},
          num_inference_steps=2,  # Sprint is distilled for one to four steps
          generator=generator,
      )
      save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`);
  }
  return snippetTexts(py`
    # Run from a clone of https://github.com/NVlabs/Sana
    import torch
    from app.sana_pipeline import SanaPipeline
    from torchvision.utils import save_image

    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    generator = torch.Generator(device=device).manual_seed(42)

    sana = SanaPipeline(${checkpoint.config})
    sana.from_pretrained(${weights})

    image = sana(
        prompt=${prompt},
        height=${checkpoint.size},
        width=${checkpoint.size},
        guidance_scale=5.0,
        pag_guidance_scale=2.0,
        num_inference_steps=18,
        generator=generator,
    )
    save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`);
};

/**
 * TerraTorch builds backbones by registry name, which follows the repository's name
 * (`Prithvi-EO-2.0-300M-TL` -> `prithvi_eo_v2_300_tl`, `TerraMind-1.0-large` -> `terramind_v1_large`).
 */
function terratorchRegistryName(name: string): string {
  return name
    .toLowerCase()
    .replace(/-(\d+)\.0(?=-|$)/g, "-v$1")
    .replace(/-(\d+)m(?=-|$)/g, "-$1")
    .replace(/[^a-z0-9]+/g, "_");
}

export const terratorch = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install terratorch
    from terratorch.registry import BACKBONE_REGISTRY

    # Backbones are registered under the model's name; check one with: "name" in BACKBONE_REGISTRY
    model = BACKBONE_REGISTRY.build(${terratorchRegistryName(repoName(model))}, pretrained=True)`);

/**
 * 3DTopia-XL: image-to-3D with the project's inference script (weights come from the hub). The shipped
 * config leaves both checkpoint paths empty, so they are given on the command line (OmegaConf overrides).
 */
export const threedtopia_xl = (model: ModelData): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/3DTopia/3DTopia-XL after "bash install.sh"
    import subprocess
    from huggingface_hub import snapshot_download

    snapshot_download(repo_id=${modelId(model)}, local_dir="pretrained")
    subprocess.run(
        [
            "python", "inference.py", "./configs/inference_dit.yml",
            "checkpoint_path=pretrained/model_sview_dit_fp16.pt",
            "model.vae_checkpoint_path=pretrained/model_vae_fp16.pt",
        ],
        check=True,
    )`);

/** MeshAnything: meshes from point clouds or dense meshes with the project's script (weights from the hub). */
export const mesh_anything = (): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/buaacyw/MeshAnything after "pip install -r requirements.txt"
    import subprocess

    # Turns the example meshes into artist-like meshes in ./mesh_output
    subprocess.run(
        ["python", "main.py", "--input_dir", "examples", "--out_dir", "mesh_output", "--input_type", "mesh", "--mc"],
        check=True,
    )`);

/** SEED-Story: the story model on top of Llama 2, instantiated from the project's Hydra configs. */
export const seed_story = (): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/TencentARC/SEED-Story
    import hydra
    from omegaconf import OmegaConf

    llm_cfg = OmegaConf.load("configs/clm_models/llama2chat7b_lora.yaml")
    llm = hydra.utils.instantiate(llm_cfg, torch_dtype="fp16")

    seed_story_cfg = OmegaConf.load("configs/clm_models/agent_7b_sft.yaml")
    seed_story = hydra.utils.instantiate(seed_story_cfg, llm=llm)`);

/** fastai: a Learner from the hub; the predict call stays a comment, its input depends on the model. */
export const fastai = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install fastai huggingface_hub
    from huggingface_hub import from_pretrained_fastai

    learn = from_pretrained_fastai(${modelId(model)})
    # prediction = learn.predict(item)  # an item of the kind the model was trained on`);

/** pxia: models of the pxia collection, loaded by their auto class. */
export const pxia = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install pxia
    from pxia import AutoModel

    model = AutoModel.from_pretrained(${modelId(model)})`);

/** pythae: variational autoencoders, loaded by their auto class. */
export const pythae = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install pythae
    from pythae.models import AutoModel

    model = AutoModel.load_from_hf_hub(${modelId(model)})`);

import type { ModelData } from "../model-data.js";
import { lines, py, sh, snippetTexts } from "./code.js";
import { hasTag, modelId } from "./model-fields.js";

/**
 * Describe Anything: a caption for a masked region of an image (or of a video, for the `-Video` models, which
 * read 8 frames). `prompt_mode` is the crop pair the class splits on "+": the scripts' "focal_prompt" is
 * their alias for "full+focal_crop".
 */
export const describe_anything = (model: ModelData): string[] => {
  const id = modelId(model);
  const video = /video/i.test(id);
  const setup = py`
    # pip install git+https://github.com/NVlabs/describe-anything
    from PIL import Image
    from dam import DescribeAnythingModel

    dam = DescribeAnythingModel(model_path=${id}, conv_mode="v1", prompt_mode="full+focal_crop")`;
  if (video) {
    return snippetTexts(py`
      ${setup}

      # 8 frames of the video and, for each, a mask of the object (white where it is)
      frames = [Image.open(f"frames/{i:05d}.jpg").convert("RGB") for i in range(8)]
      masks = [Image.open(f"masks/{i:05d}.png").convert("L") for i in range(8)]
      query = "Video: " + "<image>" * 8 + "\\nGiven the video in the form of a sequence of frames above, describe the object in the masked region in the video in detail."
      print(dam.get_description(frames, masks, query, temperature=0.2, top_p=0.5, num_beams=1, max_new_tokens=512))`);
  }
  return snippetTexts(py`
    ${setup}

    image = Image.open("image.jpg").convert("RGB")
    mask = Image.open("mask.png").convert("L")  # white where the region to describe is
    query = "<image>\\nDescribe the masked region in detail."
    print(dam.get_description(image, mask, query, temperature=0.2, top_p=0.5, num_beams=1, max_new_tokens=512))`);
};

/**
 * SAM 3D Body: a 3D human mesh from one image, with the repository's helpers (run from a clone set up as its
 * INSTALL.md says). Meta's checkpoints are gated: accept the terms on the hub and log in first.
 */
export const sam_3d_body = (model: ModelData): string[] =>
  snippetTexts(py`
    # Run from a clone of https://github.com/facebookresearch/sam-3d-body, installed as its INSTALL.md says.
    # The checkpoints are gated: accept their terms on the hub, then log in (hf auth login) or set HF_TOKEN.
    import cv2
    import numpy as np
    from notebook.utils import setup_sam_3d_body
    from tools.vis_utils import visualize_sample_together

    estimator = setup_sam_3d_body(hf_repo_id=${modelId(model)})

    image_bgr = cv2.imread("person.jpg")
    outputs = estimator.process_one_image(cv2.cvtColor(image_bgr, cv2.COLOR_BGR2RGB))

    rendering = visualize_sample_together(image_bgr, outputs, estimator.faces)
    cv2.imwrite("mesh.jpg", rendering.astype(np.uint8))`);

/**
 * SAM 3D Objects: shape, texture and layout of a masked object from one image. The pipeline configuration
 * and the checkpoints it names sit in the repository's `checkpoints/` folder, which is downloaded whole;
 * the inference helpers live in the clone's `notebook/` folder.
 */
export const sam_3d_objects = (model: ModelData): string[] =>
  snippetTexts(
    sh`
      # From a clone of https://github.com/facebookresearch/sam-3d-objects, set up as its doc/setup.md says.
      # The checkpoints are gated: accept their terms on the hub, then log in (hf auth login) or set HF_TOKEN.
      hf download ${modelId(model)} --local-dir checkpoints/hf-download
      mv checkpoints/hf-download/checkpoints checkpoints/hf`,
    py`
      import sys

      sys.path.append("notebook")
      from inference import Inference, load_image, load_single_mask

      inference = Inference("checkpoints/hf/pipeline.yaml", compile=False)

      image = load_image("scene/image.png")
      mask = load_single_mask("scene", index=0)  # reads scene/0.png: the mask of the object to reconstruct

      output = inference(image, mask, seed=42)
      output["gs"].save_ply("object.ply")  # a Gaussian splat`,
  );

/**
 * RenderFormer: renders triangle-mesh scenes with a transformer. The repository's scripts convert a scene
 * description to its HDF5 format and render it with the model named by `--model_id`.
 */
export const renderformer = (model: ModelData): string[] =>
  snippetTexts(sh`
    git clone https://github.com/microsoft/renderformer && cd renderformer
    pip install -r requirements.txt
    python3 -c "import imageio; imageio.plugins.freeimage.download()"  # HDR image support

    # Convert an example scene, then render it (writes an HDR .exr and a .png per view)
    python3 scene_processor/convert_scene.py examples/cbox.json --output_h5_path tmp/cbox/cbox.h5
    python3 infer.py --h5_file tmp/cbox/cbox.h5 --model_id ${modelId(model)} --output_dir output/cbox/`);

/**
 * CollectorVision: trading-card recognition with two ONNX models, a corner detector (Cornelius) and an
 * embedder (Milo), each constructed from a checkpoint file. The repository's `.onnx` file is found by listing it.
 */
export const collectorvision = (model: ModelData): string[] => {
  const id = modelId(model);
  const embedder = /milo|embed/i.test(id);
  return snippetTexts(
    lines(
      py`
        # pip install git+https://github.com/HanClinto/CollectorVision.git
        import collector_vision as cvg`,
      embedder ? py`from PIL import Image` : py`import cv2`,
      py`
        from huggingface_hub import hf_hub_download, list_repo_files

        checkpoint = hf_hub_download(${id}, next(f for f in list_repo_files(${id}) if f.endswith(".onnx")))`,
      embedder
        ? py`
          embedder = cvg.NeuralEmbedder(checkpoint)
          card = Image.open("card.png")  # a straightened card, as NeuralCornerDetector's dewarp gives
          embedding = embedder.embed(card)  # compare with a catalog: cvg.Catalog.load(...).search(embedding)`
        : py`
          detector = cvg.NeuralCornerDetector(checkpoint)
          image = cv2.imread("photo.jpg")
          detection = detector.detect(image)
          card = detection.dewarp(image)  # the card, straightened, as a PIL image`,
    ),
  );
};

/**
 * LVFace: face embeddings from ONNX exports, with the `LVFaceONNXInferencer` of the repository's `inference_onnx.py`
 * (run from a clone; the package is not on PyPI). It takes `model_path` and `use_gpu` only. A repository may hold
 * several sizes, each an `.onnx` file in its own folder, so the snippet lists them and takes the first.
 */
export const lvface = (model: ModelData): string[] => {
  const id = modelId(model);
  return snippetTexts(py`
    # git clone https://github.com/bytedance/LVFace && cd LVFace
    # pip install onnxruntime-gpu opencv-python requests huggingface_hub  (onnxruntime instead, for the CPU)
    from huggingface_hub import hf_hub_download, list_repo_files
    from inference_onnx import LVFaceONNXInferencer

    onnx_files = sorted(f for f in list_repo_files(${id}) if f.endswith(".onnx"))
    print(onnx_files)  # one per model size
    inferencer = LVFaceONNXInferencer(hf_hub_download(${id}, onnx_files[0]), use_gpu=True)  # use_gpu=False: the CPU

    # aligned face crops; each is resized to 112x112
    first = inferencer.infer_from_image("face1.jpg")
    second = inferencer.infer_from_image("face2.jpg")
    print(inferencer.calculate_similarity(first, second))  # cosine similarity, from -1 to 1`);
};

/**
 * nobg: background removal; `AutoModel` reads the repository's tags for the class, and `process` runs the
 * whole pipeline (its processor built from the model's config). Promptable models (SAM3) also take a text
 * prompt naming what to keep.
 */
export const nobg = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install nobg
    from nobg import AutoModel

    model = AutoModel.from_pretrained(${modelId(model)})
    ${
      hasTag(model, "promptable")
        ? py`cutout = model.process("photo.jpg", "the main foreground subject")  # the prompt names what to keep`
        : py`cutout = model.process("photo.jpg")  # a path, URL, numpy array or PIL image`
    }
    cutout.save("cutout.png")  # RGBA, at the photo's resolution`);

/**
 * GaussianFormer: renders 3D Gaussian-splat scenes with a transformer (RenderFormer's design). Installed from
 * a clone; `render(gaussians, mask, c2w, fov)` takes scenes prepared by the repository's
 * `gaussian_scene_processor`, so the snippet loads the pipeline and names what rendering needs.
 */
export const gaussianformer = (model: ModelData): string[] =>
  snippetTexts(py`
    # git clone https://github.com/SVLwoof/gaussianformer && cd gaussianformer  (run from the clone)
    from gaussianformer.pipelines.rendering_pipeline import GaussianFormerRenderingPipeline

    pipeline = GaussianFormerRenderingPipeline.from_pretrained(${modelId(model)})
    pipeline.to("cuda")
    # images = pipeline.render(gaussians, mask, c2w, fov, resolution=512): Gaussians [batch, n, dim], a valid mask
    # [batch, n], camera-to-world matrices [batch, views, 4, 4] and fields of view in degrees [batch, views, 1]`);

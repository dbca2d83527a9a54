import type { ModelData } from "../model-data.js";
import { py, sh, snippetTexts } from "./code.js";
import { modelId } from "./model-fields.js";

/** Anemoi: a weather-forecast checkpoint from the hub, run by the default runner. */
export const anemoi = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install anemoi-inference
    from anemoi.inference.config.run import RunConfiguration
    from anemoi.inference.runners.default import DefaultRunner

    config = RunConfiguration(checkpoint={"huggingface": ${modelId(model)}})
    runner = DefaultRunner(config)`);

/**
 * CXR Foundation: chest X-ray embeddings. The ELIXR-C model turns an image into feature maps, the
 * ELIXR-B text model (QFormer) turns those into contrastive image embeddings.
 */
export const cxr_foundation = (): string[] =>
  snippetTexts(py`
    # pip install huggingface_hub tensorflow tensorflow-text pillow
    import io

    import numpy as np
    import requests
    import tensorflow as tf
    import tensorflow_text  # registers the ops the text model needs
    from huggingface_hub import snapshot_download
    from PIL import Image

    snapshot_download("google/cxr-foundation", local_dir="cxr-foundation", allow_patterns=["elixr-c-v2-pooled/*", "pax-elixr-b-text/*"])

    # A chest X-ray as a grayscale PNG inside a tf.train.Example
    url = "https://upload.wikimedia.org/wikipedia/commons/c/c8/Chest_Xray_PA_3-8-2010.png"
    image = Image.open(io.BytesIO(requests.get(url, headers={"User-Agent": "example"}).content)).convert("L")
    png = io.BytesIO()
    image.save(png, format="PNG")
    example = tf.train.Example()
    example.features.feature["image/encoded"].bytes_list.value.append(png.getvalue())
    example.features.feature["image/format"].bytes_list.value.append(b"png")

    elixrc = tf.saved_model.load("cxr-foundation/elixr-c-v2-pooled")
    feature_maps = elixrc.signatures["serving_default"](input_example=tf.constant([example.SerializeToString()]))["feature_maps_0"].numpy()

    qformer = tf.saved_model.load("cxr-foundation/pax-elixr-b-text")
    output = qformer.signatures["serving_default"](
        image_feature=feature_maps.tolist(),
        ids=np.zeros((1, 1, 128), dtype=np.int32).tolist(),
        paddings=np.zeros((1, 1, 128), dtype=np.float32).tolist(),
    )
    print(output["all_contrastive_img_emb"].shape)`);

/**
 * Derm Foundation: embeddings of a skin image, from the TensorFlow SavedModel on the hub (loaded with
 * TensorFlow itself: huggingface_hub 1.0 removed `from_pretrained_keras`).
 */
export const derm_foundation = (): string[] =>
  snippetTexts(py`
    # pip install huggingface_hub tensorflow pillow
    import io

    import tensorflow as tf
    from huggingface_hub import snapshot_download
    from PIL import Image

    # The model takes a 448x448 PNG inside a tf.train.Example
    image = Image.open("skin_image.png").convert("RGB").resize((448, 448))
    png = io.BytesIO()
    image.save(png, format="PNG")
    example = tf.train.Example(
        features=tf.train.Features(
            feature={"image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[png.getvalue()]))}
        )
    )

    model = tf.saved_model.load(snapshot_download("google/derm-foundation"))
    infer = model.signatures["serving_default"]
    output = infer(inputs=tf.constant([example.SerializeToString()]))
    embedding = output["embedding"].numpy().flatten()
    print(embedding.shape)`);

/**
 * FleXray: segmentation of anatomical structures in X-ray images. `flexify` (the package's command) and
 * `FleXraySegmenter.from_pretrained` load a model bundle by repository id; a prediction holds logits,
 * probabilities and masks, one channel per label of the bundle's `label_schema.json`.
 */
export const flexray = (model: ModelData): string[] => {
  const id = modelId(model);
  return snippetTexts(
    sh`
      pip install flexray
      flexify --model-id ${id} --input image.png --output-dir predictions  # --tta-samples 8 averages 8 passes`,
    py`
      from fxr.inference import FleXraySegmenter

      segmenter = FleXraySegmenter.from_pretrained(${id})  # on CUDA when available
      prediction = segmenter.predict("image.png", threshold=0.5)
      print(segmenter.label_names)  # the structure of each channel
      masks = prediction.masks  # uint8, batch x channels x height x width`,
  );
};

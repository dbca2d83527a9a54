import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";
import { isPythonIdentifier } from "../snippets/quote.js";
import { blank, lines, py, pyName, snippetTexts, type Code } from "./code.js";
import { configSection, modelId } from "./model-fields.js";
import { SAMPLE_MEDIA } from "./media.js";

function hfUri(model: ModelData): string {
  return `hf://${modelId(model)}`;
}

/** Keras 3: any backend, the model file loaded straight from the hub. */
export const keras = (model: ModelData): string[] =>
  snippetTexts(py`
    # Keras 3 runs on JAX, PyTorch or TensorFlow: pick one before importing keras
    import os
    os.environ["KERAS_BACKEND"] = "jax"

    import keras

    model = keras.saving.load_model(${hfUri(model)})`);

/**
 * tf-keras: Keras 2 SavedModel repositories. huggingface_hub 1.0 removed `from_pretrained_keras`, which did
 * exactly this: download the repository, then load it with tf-keras (Keras 2).
 */
export const tf_keras = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install tf-keras huggingface_hub
    # Keras 2 SavedModels load with tf-keras; Keras 3 cannot read them
    import tf_keras
    from huggingface_hub import snapshot_download

    model = tf_keras.models.load_model(snapshot_download(${modelId(model)}))`);

/** What each KerasHub task class is asked to do once loaded, and the imports that needs. */
const TASK_CALLS: Readonly<Record<string, { imports?: Code; call: Code }>> = {
  CausalLM: { call: py`print(task.generate("Keras is a", max_length=64))` },
  Seq2SeqLM: { call: py`print(task.generate("The quick brown fox jumped.", max_length=64))` },
  TextClassifier: { call: py`print(task.predict(["What an amazing movie!", "A total waste of my time."]))` },
  ImageClassifier: {
    imports: py`
      import keras
      import numpy as np`,
    call: py`
      image = keras.utils.load_img(keras.utils.get_file(origin=${SAMPLE_MEDIA.image}))
      print(task.predict(np.array(image)[None, ...]))`,
  },
  TextToImage: {
    imports: py`import keras`,
    call: py`
      image = task.generate("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k")
      keras.utils.save_img("output.png", image)`,
  },
};

/**
 * Task classes whose head is built for a number of classes. The hub lists every task a backbone fits
 * (`keras_hub.tasks`), not the head the preset saved, and a preset without a saved head of that class
 * needs `num_classes` (the constructor raises TypeError without it).
 */
const NEEDS_NUM_CLASSES = new Set(["TextClassifier", "ImageClassifier", "ImageSegmenter", "ObjectDetector"]);

function kerasHubTasks(model: ModelData): string[] {
  const tasks: unknown = configSection(model, "keras_hub")?.tasks;
  return Array.isArray(tasks) ? tasks.filter((task): task is string => isPythonIdentifier(task)) : [];
}

/**
 * KerasHub: one snippet per task class listed in the model's config (`keras_hub.tasks`), each loaded from
 * the preset on the hub; without tasks, the backbone. Task names are class names, so only identifiers
 * are printed (others are skipped).
 */
export const keras_hub = (model: ModelData): string[] => {
  const uri = hfUri(model);
  const tasks = kerasHubTasks(model);
  if (tasks.length === 0) {
    return snippetTexts(py`
      import keras_hub

      # The model has no task head listed in its config: load its backbone
      backbone = keras_hub.models.Backbone.from_preset(${uri})`);
  }
  return snippetTexts(
    ...tasks.map((taskName) => {
      const cls = pyName(taskName);
      const use = ownEntry(TASK_CALLS, taskName);
      const load = NEEDS_NUM_CLASSES.has(taskName)
        ? py`
            try:
                # The ${cls} head saved with the preset
                task = keras_hub.models.${cls}.from_preset(${uri})
            except TypeError:
                # The preset holds only a backbone: add a new head for your classes (to fine-tune)
                task = keras_hub.models.${cls}.from_preset(${uri}, num_classes=2)`
        : py`
            # Load the model with its ${cls} task head
            task = keras_hub.models.${cls}.from_preset(${uri})`;
      return lines(use?.imports, py`import keras_hub`, blank, load, use !== undefined && blank, use?.call);
    }),
  );
};

import type { ModelData } from "../model-data.js";
import { lines, py, pyName, snippetTexts } from "./code.js";
import { modelId, pipelineTag } from "./model-fields.js";

/** The ZeroModels Auto class of each task (docs/auto.md: one Auto per task, exported from zeromodels.auto). */
const ZEROMODELS_TASK_AUTOS: Record<string, string> = {
  "image-classification": "AutoZMImageClassify",
  "object-detection": "AutoZMDetect",
  "image-segmentation": "AutoZMSemanticSegment",
  "depth-estimation": "AutoZMDepthEstimation",
  "text-generation": "AutoZMTextGenerate",
  "image-text-to-text": "AutoZMConditionalGenerate",
  "fill-mask": "AutoZMMaskedLM",
  "text-classification": "AutoZMSequenceClassify",
  "token-classification": "AutoZMTokenClassify",
  "question-answering": "AutoZMQnA",
  "zero-shot-image-classification": "AutoZMZeroShotClassify",
};

/**
 * ZeroModels: Keras 3 models loaded by their repository's `model_type`. The Auto classes read a repository
 * given as a `zeromodels/...` id or as `hf:<org>/<repo>` for any other; the task's Auto loads the head too.
 */
export const zeromodels = (model: ModelData): string[] => {
  const id = modelId(model);
  const reference = id.startsWith("zeromodels/") ? id : `hf:${id}`;
  const task = pipelineTag(model);
  const auto =
    task !== undefined && Object.hasOwn(ZEROMODELS_TASK_AUTOS, task) ? ZEROMODELS_TASK_AUTOS[task] : undefined;
  return snippetTexts(
    lines(
      py`
        # pip install -U zeromodels
        import os

        os.environ["KERAS_BACKEND"] = "jax"  # or "torch" or "tensorflow", before Keras is imported
      `,
      auto === undefined ? py`from zeromodels import AutoZModel` : py`from zeromodels.auto import ${pyName(auto)}`,
      py``,
      auto === undefined
        ? py`model = AutoZModel.from_weights(${reference})  # the backbone; zeromodels.auto has one Auto per task`
        : py`model = ${pyName(auto)}.from_weights(${reference})`,
    ),
  );
};

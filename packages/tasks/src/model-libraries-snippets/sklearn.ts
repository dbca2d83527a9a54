import type { ModelData } from "../model-data.js";
import { py, snippetTexts } from "./code.js";
import { configSection, configString, hasTag, modelId, stringOrUndefined } from "./model-fields.js";

// The file name the hub's download counter looks for in scikit-learn repositories without skops metadata.
const DEFAULT_JOBLIB_FILE = "sklearn_model.joblib";

function skopsModelFile(model: ModelData): string | undefined {
  const section = configSection(model, "sklearn");
  const file: unknown = section?.model;
  if (file === null || typeof file !== "object") {
    return undefined;
  }
  return stringOrUndefined((file as Record<string, unknown>).file);
}

/**
 * scikit-learn: with skops metadata (tag `skops`), the model file and format named in config.json
 * (a pickle through joblib, or the skops format, which asks which types to trust); otherwise the
 * conventional joblib file. Either way the file comes from the repository through `hf_hub_download`.
 */
export const sklearn = (model: ModelData): string[] => {
  const id = modelId(model);
  if (!hasTag(model, "skops")) {
    return snippetTexts(py`
      # pip install scikit-learn joblib huggingface_hub
      import joblib
      from huggingface_hub import hf_hub_download

      # joblib files are pickles: only load them from sources you trust
      model = joblib.load(hf_hub_download(${id}, ${DEFAULT_JOBLIB_FILE}))`);
  }
  const file = skopsModelFile(model);
  if (file === undefined) {
    return snippetTexts(py`# ⚠️ Model filename not specified in config.json`);
  }
  if (configString(model, "sklearn", "model_format") === "skops") {
    return snippetTexts(py`
      # pip install skops huggingface_hub
      from huggingface_hub import hf_hub_download
      from skops.io import get_untrusted_types, load

      path = hf_hub_download(${id}, ${file})
      # skops refuses types it does not know: review this list before trusting it
      untrusted_types = get_untrusted_types(file=path)
      print(untrusted_types)
      model = load(path, trusted=untrusted_types)`);
  }
  return snippetTexts(py`
    # pip install skops joblib huggingface_hub
    import joblib
    from huggingface_hub import hf_hub_download

    # the model is a pickle: only load it from sources you trust
    # (https://skops.readthedocs.io/en/stable/persistence.html)
    model = joblib.load(hf_hub_download(${id}, ${file}))`);
};

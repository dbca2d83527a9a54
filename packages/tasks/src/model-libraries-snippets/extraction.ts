import type { ModelData } from "../model-data.js";
import { py, snippetTexts } from "./code.js";
import { modelId } from "./model-fields.js";
import { textInput } from "./prompts.js";

/**
 * GLiNER2: one model for entities, classification and structured extraction. `AutoExtractor` loads the
 * architecture the checkpoint was saved with (span, the GLiNER2 class, or the newer boundary models).
 */
export const gliner2 = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install "gliner2[local]"
    from gliner2 import AutoExtractor

    extractor = AutoExtractor.from_pretrained(${modelId(model)})

    text = ${textInput(model, "Apple CEO Tim Cook presented the new iPhone in Cupertino on Tuesday.")}
    result = extractor.extract_entities(text, ["company", "person", "product", "location", "date"])
    print(result)  # {"entities": {"company": [...], "person": [...], ...}}`);

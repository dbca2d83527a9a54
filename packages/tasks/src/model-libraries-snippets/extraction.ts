import type { ModelData } from "../model-data.js";
import { blank, lines, py, sh, snippetTexts, trusted } from "./code.js";
import { modelId, widgetText } from "./model-fields.js";
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

/** The repositories of the releases jev-style 0.3 knows (jev_style/models.py, README): it loads them pinned. */
const JEV_STYLE_RELEASES = /^chaoliangUNSW\/Jev-Style-(0\.8B|2B)-Decision-v3(-MLX|-GGUF)?$/i;

/**
 * Jev-Style: small decision models that answer typed questions (yes/no `noul`, `choice`, `score`) with
 * probabilities. `JevStyle.from_pretrained` picks the backend from the repository name (`-GGUF` runs on
 * llama.cpp through the release's scorer program, `-MLX` on MLX, others on PyTorch). A repository that is not one
 * of the package's releases runs the Python runtime file it ships, which the package refuses without
 * `trust_remote_code=True`.
 */
export const jev_style = (model: ModelData): string[] => {
  const id = modelId(model);
  const name = id.slice(id.lastIndexOf("/") + 1);
  const gguf = /gguf/i.test(name);
  const mlx = !gguf && /mlx/i.test(name);
  const known = JEV_STYLE_RELEASES.test(id);
  const setup = gguf
    ? sh`
      pip install jev-style
      # GGUF builds are scored by the release's own llama.cpp program: build it once from the repository's sources
      hf download ${id} --include build_jev_score.sh --include "*.cpp" --local-dir jev-score
      export JEV_SCORER=$(sh jev-score/build_jev_score.sh /path/to/llama.cpp | tail -n 1)`
    : mlx
      ? sh`pip install "jev-style[mlx]"  # Apple silicon`
      : sh`pip install "jev-style[torch]"`;
  const options = [
    !known && "trust_remote_code=True",
    gguf && 'quant="Q4_K_M"',
    gguf && 'scorer=os.environ["JEV_SCORER"]',
  ].filter((option): option is string => typeof option === "string");
  const load =
    options.length === 0
      ? py`js = JevStyle.from_pretrained(${id})`
      : py`js = JevStyle.from_pretrained(${id}, ${trusted(options.join(", "))})`;
  return snippetTexts(
    setup,
    lines(
      gguf && py`import os`,
      py`from jev_style import JevStyle, choice, noul, score`,
      blank,
      !known && py`# not a release jev-style knows: loading it runs the Python runtime file the repository ships`,
      load,
      py`
        out = js.decide(${widgetText(model) ?? "I was charged twice for one order. Please fix this today."}, {
            "billing": noul("This message is about billing."),
            "team": choice("Which team should handle it?", ["billing", "shipping", "tech"]),
            "urgency": score("How urgent is it?", ["can wait", "this week", "today"]),
        })
        print(out["answers"]["team"]["choice"], out["answers"]["team"]["probabilities"])`,
    ),
  );
};

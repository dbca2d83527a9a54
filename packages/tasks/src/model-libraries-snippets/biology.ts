import type { ModelData } from "../model-data.js";
import { py, sh, snippetTexts } from "./code.js";
import { hasTag, modelId, pipelineTag, stringOrUndefined } from "./model-fields.js";
import { textInput } from "./prompts.js";

/**
 * MultiMolecule: DNA, RNA and protein models; importing the package registers its models, tokenisers and
 * pipelines with transformers. Secondary-structure and fill-mask models get their pipeline; the others
 * give embeddings of a sequence (the widget's, with the mask token filled in).
 */
export const multimolecule = (model: ModelData): string[] => {
  const id = modelId(model);
  const example = textInput(model, "UAGCUUAUCAGACUGAUGUUGA");
  if (hasTag(model, "rna-secondary-structure")) {
    return snippetTexts(py`
      # pip install multimolecule
      import multimolecule  # registers the models and pipelines with transformers
      from transformers import pipeline

      predictor = pipeline("rna-secondary-structure", model=${id})
      print(predictor(${example})["secondary_structure"])  # dot-bracket notation`);
  }
  if (pipelineTag(model) === "fill-mask") {
    return snippetTexts(py`
      # pip install multimolecule
      import multimolecule  # registers the models and pipelines with transformers
      from transformers import pipeline

      predictor = pipeline("fill-mask", model=${id})
      print(predictor(${example}))`);
  }
  const mask = stringOrUndefined(model.mask_token) ?? "<mask>";
  return snippetTexts(py`
    # pip install multimolecule
    from multimolecule import AutoModel, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(${id})
    model = AutoModel.from_pretrained(${id})

    inputs = tokenizer(${example.split(mask).join("N")}, return_tensors="pt")
    embeddings = model(**inputs).last_hidden_state`);
};

/**
 * OpenDDE: biomolecular structure prediction from a JSON job description. The CLI fetches its checkpoint
 * (aurekaresearch/OpenDDE) itself; the job below turns off the MSA and template searches, so it needs no
 * search databases.
 */
export const opendde = (): string[] =>
  snippetTexts(sh`
    pip install "opendde[gpu]"  # or: pip install opendde (CPU)
    opendde doctor  # checks Python, CUDA and the kernels

    cat > job.json <<'JSON'
    [{"name": "tiny", "modelSeeds": [101], "sequences": [{"proteinChain": {"sequence": "ACDEFGHIK", "count": 1}}]}]
    JSON
    opendde pred -i job.json -o ./output -n opendde_v1 --use_msa false --use_template false --use_rna_msa false --sample 1`);

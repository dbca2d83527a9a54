import type { ModelData } from "../model-data.js";
import { sh, snippetTexts } from "./code.js";
import { modelId } from "./model-fields.js";

/**
 * UniWorld (univa): image understanding and generation, run with the repository's CLI from a clone. The
 * model also needs FLUX.1-dev (gated) for generation and SigLIP 2 for images, downloaded beside it.
 */
export const univa = (model: ModelData): string[] =>
  snippetTexts(sh`
    git clone https://github.com/PKU-YuanGroup/UniWorld-V1 && cd UniWorld-V1
    pip install -r requirements.txt
    pip install flash_attn --no-build-isolation

    hf download ${modelId(model)} --local-dir models/univa
    hf download black-forest-labs/FLUX.1-dev --local-dir models/flux  # gated: accept its terms on the hub and log in first
    hf download google/siglip2-so400m-patch16-512 --local-dir models/siglip

    python -m univa.serve.cli --model_path models/univa --flux_path models/flux --siglip_path models/siglip
    # a web demo: python app.py with the same three paths (--nf4 for 24 GB GPUs)`);

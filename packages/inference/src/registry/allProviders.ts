// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npm run generate`.

/**
 * Every provider module, in alphabetical order: the order of INFERENCE_PROVIDERS and of the
 * unknown-provider error. Imported by the main entry (through registry.ts) only: the core entry and the
 * provider modules never import it, so their bundles carry only the providers a caller names.
 */
import { baseten } from "../providers/baseten/index.js";
import { blackForestLabs } from "../providers/black-forest-labs/index.js";
import { cerebras } from "../providers/cerebras/index.js";
import { cohere } from "../providers/cohere/index.js";
import { deepinfra } from "../providers/deepinfra/index.js";
import { falAi } from "../providers/fal-ai/index.js";
import { featherlessAi } from "../providers/featherless-ai/index.js";
import { fireworksAi } from "../providers/fireworks-ai/index.js";
import { groq } from "../providers/groq/index.js";
import { hfInference } from "../providers/hf-inference/index.js";
import { hyperbolic } from "../providers/hyperbolic/index.js";
import { nebius } from "../providers/nebius/index.js";
import { novita } from "../providers/novita/index.js";
import { nscale } from "../providers/nscale/index.js";
import { openai } from "../providers/openai/index.js";
import { ovhcloud } from "../providers/ovhcloud/index.js";
import { publicai } from "../providers/publicai/index.js";
import { replicate } from "../providers/replicate/index.js";
import { sambanova } from "../providers/sambanova/index.js";
import { scaleway } from "../providers/scaleway/index.js";
import { together } from "../providers/together/index.js";
import { wavespeed } from "../providers/wavespeed/index.js";
import { zaiOrg } from "../providers/zai-org/index.js";

export const ALL_PROVIDERS = [
  baseten,
  blackForestLabs,
  cerebras,
  cohere,
  deepinfra,
  falAi,
  featherlessAi,
  fireworksAi,
  groq,
  hfInference,
  hyperbolic,
  nebius,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  replicate,
  sambanova,
  scaleway,
  together,
  wavespeed,
  zaiOrg,
] as const;

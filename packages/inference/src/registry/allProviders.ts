// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npm run generate`.

/**
 * Every provider module, in alphabetical order: the order of INFERENCE_PROVIDERS and of the
 * unknown-provider error. Imported by the main entry (through registry.ts) only: the core entry and the
 * provider modules never import it, so their bundles carry only the providers a caller names.
 */
import { baseten } from "../providers/baseten.js";
import { blackForestLabs } from "../providers/black-forest-labs.js";
import { cerebras } from "../providers/cerebras.js";
import { cohere } from "../providers/cohere.js";
import { deepinfra } from "../providers/deepinfra.js";
import { falAi } from "../providers/fal-ai.js";
import { featherlessAi } from "../providers/featherless-ai.js";
import { fireworksAi } from "../providers/fireworks-ai.js";
import { groq } from "../providers/groq.js";
import { hfInference } from "../providers/hf-inference.js";
import { hyperbolic } from "../providers/hyperbolic.js";
import { nebius } from "../providers/nebius.js";
import { novita } from "../providers/novita.js";
import { nscale } from "../providers/nscale.js";
import { openai } from "../providers/openai.js";
import { ovhcloud } from "../providers/ovhcloud.js";
import { publicai } from "../providers/publicai.js";
import { replicate } from "../providers/replicate.js";
import { sambanova } from "../providers/sambanova.js";
import { scaleway } from "../providers/scaleway.js";
import { together } from "../providers/together.js";
import { wavespeed } from "../providers/wavespeed.js";
import { zaiOrg } from "../providers/zai-org.js";

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

// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npx vitest run --project inference test/generated.test.ts --update`.

/**
 * Every provider module, in alphabetical order: the order of INFERENCE_PROVIDERS and of the
 * unknown-provider error. Imported by the main entry (through registry.ts) only: the core entry and the
 * provider modules never import it, so their bundles carry only the providers a caller names.
 */
import { blackForestLabs } from "../providers/black-forest-labs.js";
import { cerebras } from "../providers/cerebras.js";
import { cohere } from "../providers/cohere.js";
import { falAi } from "../providers/fal-ai.js";
import { fireworksAi } from "../providers/fireworks-ai.js";
import { hfInference } from "../providers/hf-inference.js";
import { hyperbolic } from "../providers/hyperbolic.js";
import { nebius } from "../providers/nebius.js";
import { novita } from "../providers/novita.js";
import { openai } from "../providers/openai.js";
import { replicate } from "../providers/replicate.js";
import { sambanova } from "../providers/sambanova.js";
import { together } from "../providers/together.js";

export const ALL_PROVIDERS = [
  blackForestLabs,
  cerebras,
  cohere,
  falAi,
  fireworksAi,
  hfInference,
  hyperbolic,
  nebius,
  novita,
  openai,
  replicate,
  sambanova,
  together,
] as const;

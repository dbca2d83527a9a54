// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npx vitest run --project inference test/generated.test.ts --update`.

/**
 * INFERENCE_PROVIDERS, exported by both entries. The names are spelled out rather than read from the
 * modules, which would bundle every provider with the list (the core entry must stay provider-free); the
 * type is read from the registry, so a list that disagrees with it does not compile.
 */
import type { ProviderNames } from "./registry.js";

export const INFERENCE_PROVIDERS: ProviderNames = [
  "black-forest-labs",
  "cerebras",
  "cohere",
  "fal-ai",
  "fireworks-ai",
  "hf-inference",
  "hyperbolic",
  "nebius",
  "novita",
  "openai",
  "replicate",
  "sambanova",
  "together",
];

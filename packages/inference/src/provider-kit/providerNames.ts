// Generated from the modules of src/providers/ by test/generated.test.ts: do not edit. After a change there, run
// `npx vitest run --project inference test/generated.test.ts --update`.

/**
 * INFERENCE_PROVIDERS, exported by both entries. The names are spelled out rather than read from the
 * modules, which would bundle every provider with the list (the core entry must stay provider-free); the
 * type is read from the registry, so a list that disagrees with it does not compile.
 */
import type { ProviderNames } from "./registry.js";

export const INFERENCE_PROVIDERS: ProviderNames = [
  "baseten",
  "black-forest-labs",
  "cerebras",
  "cohere",
  "deepinfra",
  "fal-ai",
  "featherless-ai",
  "fireworks-ai",
  "groq",
  "hf-inference",
  "hyperbolic",
  "nebius",
  "novita",
  "nscale",
  "openai",
  "ovhcloud",
  "publicai",
  "replicate",
  "sambanova",
  "scaleway",
  "together",
  "wavespeed",
  "zai-org",
];

/**
 * INFERENCE_PROVIDERS, exported by both entries. Its type is read from the registry (a type-only import),
 * so a list that misses a provider of the registry, has one too many, or another order does not compile;
 * test/provider-registry.test.ts compares the values. The names are spelled out rather than read from the
 * modules at run time because that would bundle every provider with the list: the core entry must stay
 * provider-free, and an app that imports only the list from the main entry gets 173 bytes gzipped, not 5.8 KB.
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

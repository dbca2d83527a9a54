/**
 * The providers' names: the one list everything else reads (the registry checks its modules against it, at
 * type level and in test/provider-registry.test.ts). Exported as INFERENCE_PROVIDERS by both entries; a
 * constant without imports, so it bundles no provider.
 */
export const INFERENCE_PROVIDERS = [
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
] as const;

/** A provider's name. */
export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];

/**
 * Which provider runs a call (the `provider` argument of the task functions):
 * - a provider's name;
 * - "auto": the first live provider of the model's hub mapping, in the hub's order, among the call's providers
 *   that serve the task;
 * - an ordered list: the first that serves the model, then the next one whenever a provider fails in a way
 *   another may not (5xx, 429, network error, timeout); never after a 4xx. The error then says what each
 *   provider answered (InferenceRoutingError).
 * Default: "hf-inference".
 */
export type ProviderChoice = InferenceProvider | "auto" | readonly InferenceProvider[];

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

/** The providers' names and the "auto" policy, as 4.x exports them (the values `provider` takes besides lists). */
export const PROVIDERS_OR_POLICIES = [...INFERENCE_PROVIDERS, "auto"] as const;

/**
 * Each provider's organization on the hub (hf.co/<org>), 4.x's PROVIDERS_HUB_ORGS: the values of 4.13.30's
 * types.ts, and for the providers 4.13.30 no longer lists (black-forest-labs, hyperbolic, nebius, sambanova)
 * those of the 4.x types.ts that still listed them (huggingface.js, packages/inference/src/types.ts; both read
 * 2026-11-28).
 */
export const PROVIDERS_HUB_ORGS: Readonly<Record<(typeof INFERENCE_PROVIDERS)[number], string>> = {
  baseten: "baseten",
  "black-forest-labs": "black-forest-labs",
  cerebras: "cerebras",
  cohere: "CohereLabs",
  deepinfra: "DeepInfra",
  "fal-ai": "fal",
  "featherless-ai": "featherless-ai",
  "fireworks-ai": "fireworks-ai",
  groq: "groq",
  "hf-inference": "hf-inference",
  hyperbolic: "Hyperbolic",
  nebius: "nebius",
  novita: "novita",
  nscale: "nscale",
  openai: "openai",
  ovhcloud: "ovhcloud",
  publicai: "publicai",
  replicate: "replicate",
  sambanova: "sambanovasystems",
  scaleway: "scaleway",
  together: "togethercomputer",
  wavespeed: "wavespeed",
  "zai-org": "zai-org",
};

/** A provider's name or "auto" (4.x's name for it). */
export type InferenceProviderOrPolicy = (typeof PROVIDERS_OR_POLICIES)[number];

/**
 * Which provider runs a call (the `provider` argument of the task functions):
 * - a provider's name;
 * - "auto": the first live provider of the model's hub mapping, in the hub's order, among the call's providers
 *   that serve the task;
 * - an ordered list: the first that serves the model, then the next one whenever a provider fails in a way
 *   another may not (5xx, 429, network error, timeout); never after a 4xx. The error then says what each
 *   provider answered (InferenceRoutingError).
 * Default: "auto", as in 4.x. For chat (chatCompletion, chatCompletionStream) "auto" and no provider mean the
 * router's own OpenAI-compatible route (https://router.huggingface.co/v1/chat/completions, the bare model id in
 * the body: the router picks the provider), which takes a hub token only; with `endpointUrl`, hf-inference.
 */
export type ProviderChoice = InferenceProvider | "auto" | readonly InferenceProvider[];

// The inference snippet generator: `snippets.getInferenceSnippets` of the package (see getInferenceSnippets.ts).
export { getInferenceSnippets, type InferenceSnippetOptions } from "./getInferenceSnippets.js";
// The router's word on what a provider supports for a model (`opts.providerCapabilities`).
export type { ProviderCapabilities } from "./validate.js";

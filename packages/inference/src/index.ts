export { InferenceClient, InferenceClientEndpoint, HfInference } from "./InferenceClient.js";
export { InferenceOutputError } from "./errors.js";
export {
  InferenceClientError,
  InferenceInputError,
  InferenceHubError,
  InferenceProviderError,
  InferenceNetworkError,
  InferenceTimeoutError,
  InferenceStreamError,
  InferencePollingError,
  InferenceRoutingError,
  InferenceResponseTooLargeError,
  type ErrorDetails,
  type ProviderAttempt,
} from "./errors.js";
export * from "./types.js";
export { INFERENCE_PROVIDERS } from "./spec/providers.js";
export { retiredProviderSince } from "./registry/registry.js";
export * from "./tasksWithAllProviders.js";
import * as snippets from "./snippets/index.js";
export { snippets };

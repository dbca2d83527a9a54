/**
 * What both entries (index.ts, core.ts) export besides their client and task functions: the errors, the
 * public types of the vocabulary (spec/) and INFERENCE_PROVIDERS.
 */
export {
  InferenceOutputError,
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

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
  type HttpRequest,
  type HttpResponse,
  type ProviderAttempt,
  InferenceHttpError,
  // 4.x's names of the same classes (README, "Errors"): `instanceof` holds under either name.
  InferenceInputError as InferenceClientInputError,
  InferenceOutputError as InferenceClientProviderOutputError,
  InferenceRoutingError as InferenceClientRoutingError,
} from "./errors.js";
export { InferenceClientProviderApiError, InferenceClientHubApiError } from "./lib/errors4x.js";
export * from "./types.js";
export { INFERENCE_PROVIDERS, PROVIDERS_OR_POLICIES, PROVIDERS_HUB_ORGS } from "./spec/providers.js";
export { setLogger, type Logger } from "./utils/logger.js";

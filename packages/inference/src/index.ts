export { InferenceClient, InferenceClientEndpoint, HfInference } from "./InferenceClient.js";
export { InferenceOutputError } from "./lib/InferenceOutputError.js";
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
} from "./lib/errors.js";
export * from "./types.js";
export { INFERENCE_PROVIDERS } from "./provider-kit/providerNames.js";
export { retiredProviderSince } from "./provider-kit/registry.js";
export * from "./tasksWithAllProviders.js";
import * as snippets from "./snippets/index.js";
export { snippets };

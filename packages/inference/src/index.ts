export { InferenceClient, InferenceClientEndpoint, HfInference } from "./InferenceClient.js";
export * from "./common.js";
export { retiredProviderSince, getProviderHelper, PROVIDERS } from "./registry/registry.js";
export { makeRequestOptions, makeRequestOptionsFromResolvedModel } from "./lib/makeRequestOptions.js";
export * from "./tasksWithAllProviders.js";
import * as snippets from "./snippets/index.js";
export { snippets };

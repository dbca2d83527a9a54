export { InferenceClient, InferenceClientEndpoint, HfInference } from "./InferenceClient.js";
export * from "./common.js";
export { retiredProviderSince } from "./registry/registry.js";
export * from "./tasksWithAllProviders.js";
import * as snippets from "./snippets/index.js";
export { snippets };

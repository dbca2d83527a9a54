/**
 * `@hubkit/inference/core`: the client with no provider built in, for bundles that should carry only the
 * providers they use. Calls use the providers of the `providers` option, each imported from
 * `@hubkit/inference/providers/<name>`:
 *
 *   const client = new InferenceClient("hf_...", { providers: [together] });
 *   await chatCompletion({ accessToken, provider: "together", model, messages }, { providers: [together] });
 *
 * Everything else (arguments, results, errors) is the main entry's.
 */
export { InferenceClient, InferenceClientEndpoint } from "./InferenceClientCore.js";
export * from "./common.js";
export * from "./tasks/index.js";
export { makeRequestOptions, makeRequestOptionsFromResolvedModel } from "./lib/makeRequestOptions.js";

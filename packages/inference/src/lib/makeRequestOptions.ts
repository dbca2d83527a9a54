/**
 * Request building: the one place that decides URL, headers and body of every inference call.
 *
 * - `makeRequestOptions` (async) validates the arguments, resolves the model (default model of the task,
 *   hub provider mapping, LoRA weights) and then calls:
 * - `makeRequestOptionsFromResolvedModel` (sync, no network): given the provider-side model id, the
 *   provider helper (lib/findProviderHelper.ts, among the call's providers) and the mapping, returns
 *   `{ url, info }` where `info` is the RequestInit (method, headers, body, credentials, signal).
 *
 * The snippet generator builds its snippets from `makeRequestOptionsFromResolvedModel`, so a snippet shows
 * exactly the request the client would send.
 */
import { HF_HEADER_X_BILL_TO } from "../config.js";
import type { JsonObject } from "../utils/schema.js";
import type {
  AuthMethod,
  BaseArgs,
  InferenceProviderModelMapping,
  InferenceTask,
  Options,
  RequestArgs,
  RequestHelper,
} from "../spec/index.js";
import { binaryBody, blobOf, isBinary, type BinaryInput } from "../utils/binary.js";
import { InferenceHubError, InferenceInputError, notServed } from "../errors.js";
import { getDefaultModel } from "./getDefaultModel.js";
import { getInferenceProviderMapping } from "./getInferenceProviderMapping.js";
import type { HubRequestOptions } from "./hub.js";
import { userAgent } from "./http.js";
import { assertEndpointUrl, assertModelId } from "./ids.js";
import { isUrl } from "./isUrl.js";

/** A built request: its URL, and the RequestInit to send, whose headers are a plain record made for it. */
export interface BuiltRequest {
  url: string;
  info: RequestInit & { headers: Record<string, string> };
}

/** A call's arguments as the request builder takes them: one provider, and the task's payload. */
export type RequestBuildArgs = RequestArgs & { data?: BinaryInput; stream?: boolean };
export type RequestBuildOptions = Options & {
  /** The task being run; known for every task function (only `request()` may leave it out). */
  task?: InferenceTask | undefined;
};

/** The hub lookups of a call: its fetch, signal, timeout, retries, and its cookies when it sends them. */
export function hubOptionsOf(options: RequestBuildOptions | undefined): HubRequestOptions {
  return {
    fetch: options?.fetch,
    signal: options?.signal,
    timeout: options?.timeout,
    retry_on_error: options?.retry_on_error,
    credentials: credentialsMode(options?.includeCredentials),
  };
}

/** Validates, resolves the model through the hub, and builds the request. */
export async function makeRequestOptions(
  args: BaseArgs & JsonObject,
  providerHelper: RequestHelper,
  options?: RequestBuildOptions,
): Promise<BuiltRequest> {
  // The helper's provider, as in 4.x (a call's own `provider` may be "auto", a policy, not a provider).
  const provider = providerHelper.provider;
  const task = options?.task;
  const maybeModel = args.model;

  if (args.endpointUrl !== undefined && provider !== "hf-inference") {
    throw new InferenceInputError("Cannot use endpointUrl with a third-party provider.");
  }
  if (maybeModel && isUrl(maybeModel)) {
    throw new InferenceInputError("Model URLs are no longer supported. Use endpointUrl instead.");
  }
  if (args.endpointUrl !== undefined) {
    assertEndpointUrl(args.endpointUrl);
    // A dedicated endpoint serves one model: no default model, no hub lookup.
    return makeRequestOptionsFromResolvedModel(
      maybeModel ?? args.endpointUrl,
      providerHelper,
      args,
      undefined,
      options,
    );
  }
  const hubOptions = hubOptionsOf(options);
  let hfModel: string;
  if (maybeModel) {
    assertModelId(maybeModel);
    hfModel = maybeModel;
  } else if (task) {
    hfModel = await getDefaultModel(task, hubOptions);
  } else {
    throw new InferenceInputError("No model provided, and no task has been specified.");
  }

  if (providerHelper.clientSideRoutingOnly && !maybeModel) {
    throw new InferenceInputError(`Provider ${provider} requires a model ID to be passed directly.`);
  }
  // No lookup where the model id is known without the hub: the router's "auto" chat route resolves the hub id
  // itself; a closed-source provider takes its own id, prefixed on our side.
  const mapping: InferenceProviderModelMapping | null =
    providerHelper.serverRouted || providerHelper.clientSideRoutingOnly
      ? {
          providerId: providerHelper.serverRouted ? hfModel : removeProviderPrefix(hfModel, provider),
          hfModelId: hfModel,
          status: "live",
          task: task ?? "conversational",
        }
      : await getInferenceProviderMapping(
          {
            accessToken: args.accessToken,
            modelId: hfModel,
            provider,
            task,
            equivalentTasks: providerHelper.equivalentTasks,
          },
          hubOptions,
        );
  if (!mapping) {
    throw notServed(
      new InferenceHubError(`We have not been able to find inference provider information for model ${hfModel}.`),
    );
  }
  const complete = providerHelper.completeMapping
    ? await providerHelper.completeMapping(mapping, { accessToken: args.accessToken, options: hubOptions })
    : mapping;
  return makeRequestOptionsFromResolvedModel(complete.providerId, providerHelper, args, complete, options);
}

/**
 * Builds `{ url, info }` for an already resolved provider-side model id. Pure and synchronous: no network,
 * no hub lookup. `args` are the call's arguments (accessToken, provider, model, endpointUrl are read and
 * left out of the body); binary calls carry their bytes in `args.data`.
 */
export function makeRequestOptionsFromResolvedModel(
  resolvedModel: string,
  providerHelper: RequestHelper,
  args: RequestBuildArgs | (BaseArgs & JsonObject),
  mapping: InferenceProviderModelMapping | undefined,
  options?: RequestBuildOptions,
): BuiltRequest {
  const { accessToken, endpointUrl, provider: _provider, model: _model, ...remainingArgs } = args;
  const task = options?.task;
  const authMethod = resolveAuthMethod(providerHelper, accessToken, options?.includeCredentials);

  const url = providerHelper.makeUrl({ authMethod, model: endpointUrl ?? resolvedModel, task, endpointUrl });
  // A file in `data` (a Blob, an ArrayBuffer, a Buffer or any other view) is the body, as in 3.8.1.
  const data = "data" in args ? args.data : undefined;
  const file = isBinary(data) ? data : undefined;
  const headers = providerHelper.prepareHeaders({ accessToken, authMethod }, file !== undefined);
  if (options?.billTo) headers[HF_HEADER_X_BILL_TO] = options.billTo;
  headers["User-Agent"] = userAgent();

  const params = { args: remainingArgs, model: resolvedModel, task, mapping };
  let body: BodyInit;
  if (file === undefined) body = providerHelper.makeBody(params);
  // Upload routes that take multipart/form-data: the file is one part, the payload's fields the others.
  else if (providerHelper.makeFormBody) body = providerHelper.makeFormBody(params, blobOf(file));
  else body = binaryBody(file);

  const info: BuiltRequest["info"] = { headers, method: "POST", body };
  const credentials = credentialsMode(options?.includeCredentials);
  if (credentials) info.credentials = credentials;
  if (options?.signal) info.signal = options.signal;
  return { url, info };
}

function resolveAuthMethod(
  helper: RequestHelper,
  accessToken: string | undefined,
  includeCredentials: string | boolean | undefined,
): AuthMethod {
  if (helper.clientSideRoutingOnly) {
    if (accessToken?.startsWith("hf_")) {
      throw new InferenceInputError(`Provider ${helper.provider} is closed-source and does not support HF tokens.`);
    }
    return "provider-key";
  }
  if (accessToken) return accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
  if (includeCredentials === "include" || includeCredentials === true) return "credentials-include";
  return "none";
}

/** Whether a call with this token goes through the hub's router (not straight to the provider). */
export function isRouted(helper: RequestHelper, accessToken: string | undefined): boolean {
  return !helper.clientSideRoutingOnly && !(accessToken && !accessToken.startsWith("hf_"));
}

const CREDENTIALS: readonly RequestCredentials[] = ["include", "omit", "same-origin"];

/** The fetch credentials mode of `includeCredentials`: a mode name as is, `true` as "include". */
function credentialsMode(includeCredentials: string | boolean | undefined): RequestCredentials | undefined {
  if (typeof includeCredentials === "string") {
    const mode = CREDENTIALS.find((candidate) => candidate === includeCredentials);
    if (mode === undefined) {
      throw new InferenceInputError(
        `Invalid includeCredentials ${JSON.stringify(includeCredentials)}: expected true, false, "include", "omit" or "same-origin".`,
      );
    }
    return mode;
  }
  return includeCredentials === true ? "include" : undefined;
}

/** "openai/gpt-4o" -> "gpt-4o"; closed-source providers want their own ids, prefixed on our side. */
function removeProviderPrefix(model: string, provider: string): string {
  if (!model.startsWith(`${provider}/`)) {
    throw new InferenceInputError(`Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`);
  }
  return model.slice(provider.length + 1);
}

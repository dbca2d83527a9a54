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
import type { TaskProviderHelper } from "../provider-kit/providerHelper.js";
import type {
  AuthMethod,
  InferenceProvider,
  InferenceProviderModelMapping,
  InferenceTask,
  Options,
  RequestArgs,
} from "../types.js";
import { InferenceHubError, InferenceInputError } from "./errors.js";
import { getDefaultModel } from "./getDefaultModel.js";
import { getInferenceProviderMapping } from "./getInferenceProviderMapping.js";
import { userAgent } from "./http.js";
import { isUrl } from "./isUrl.js";

export type RequestBuildArgs = RequestArgs & { data?: Blob | ArrayBuffer; stream?: boolean };
export type RequestBuildOptions = Options & {
  /** The task being run; known for every task function (only `request()` may leave it out). */
  task?: InferenceTask;
};

/** Validates, resolves the model through the hub, and builds the request. */
export async function makeRequestOptions(
  args: RequestBuildArgs,
  providerHelper: TaskProviderHelper,
  options?: RequestBuildOptions,
): Promise<{ url: string; info: RequestInit }> {
  const provider: InferenceProvider = args.provider ?? "hf-inference";
  const task = options?.task;
  const maybeModel = args.model;

  if (args.endpointUrl && provider !== "hf-inference") {
    throw new InferenceInputError("Cannot use endpointUrl with a third-party provider.");
  }
  if (maybeModel && isUrl(maybeModel)) {
    throw new InferenceInputError("Model URLs are no longer supported. Use endpointUrl instead.");
  }
  if (args.endpointUrl) {
    // A dedicated endpoint serves one model: no default model, no hub lookup.
    return makeRequestOptionsFromResolvedModel(
      maybeModel ?? args.endpointUrl,
      providerHelper,
      args,
      undefined,
      options,
    );
  }
  if (!maybeModel && !task) {
    throw new InferenceInputError("No model provided, and no task has been specified.");
  }
  if (maybeModel) assertModelId(maybeModel);
  const hubOptions = { fetch: options?.fetch, signal: options?.signal };
  const hfModel = maybeModel ?? (await getDefaultModel(task as InferenceTask, hubOptions));

  if (providerHelper.clientSideRoutingOnly && !maybeModel) {
    throw new InferenceInputError(`Provider ${provider} requires a model ID to be passed directly.`);
  }
  const mapping = providerHelper.clientSideRoutingOnly
    ? ({
        providerId: removeProviderPrefix(hfModel, provider),
        hfModelId: hfModel,
        status: "live",
        task: task ?? "conversational",
      } satisfies InferenceProviderModelMapping)
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
    throw new InferenceHubError(`We have not been able to find inference provider information for model ${hfModel}.`);
  }
  return makeRequestOptionsFromResolvedModel(mapping.providerId, providerHelper, args, mapping, options);
}

/**
 * Builds `{ url, info }` for an already resolved provider-side model id. Pure and synchronous: no network,
 * no hub lookup. `args` are the call's arguments (accessToken, provider, model, endpointUrl are read and
 * left out of the body); binary calls carry their bytes in `args.data`.
 */
export function makeRequestOptionsFromResolvedModel(
  resolvedModel: string,
  providerHelper: TaskProviderHelper,
  args: RequestBuildArgs,
  mapping: InferenceProviderModelMapping | undefined,
  options?: RequestBuildOptions,
): { url: string; info: RequestInit } {
  const { accessToken, endpointUrl, provider: _provider, model: _model, ...remainingArgs } = args;
  const task = options?.task;
  const authMethod = resolveAuthMethod(providerHelper, accessToken, options?.includeCredentials);

  const url = providerHelper.makeUrl({ authMethod, model: endpointUrl ?? resolvedModel, task });
  const binary = "data" in args && args.data !== undefined && args.data !== null;
  const headers = providerHelper.prepareHeaders({ accessToken, authMethod }, binary);
  if (options?.billTo) headers[HF_HEADER_X_BILL_TO] = options.billTo;
  headers["User-Agent"] = userAgent();

  const body = binary
    ? (args.data as Blob | ArrayBuffer)
    : providerHelper.makeBody({ args: remainingArgs as Record<string, unknown>, model: resolvedModel, task, mapping });

  const info: RequestInit = { headers, method: "POST", body };
  const credentials = credentialsMode(options?.includeCredentials);
  if (credentials) info.credentials = credentials;
  if (options?.signal) info.signal = options.signal;
  return { url, info };
}

function resolveAuthMethod(
  helper: TaskProviderHelper,
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

function credentialsMode(includeCredentials: string | boolean | undefined): RequestCredentials | undefined {
  if (typeof includeCredentials === "string") return includeCredentials as RequestCredentials;
  return includeCredentials === true ? "include" : undefined;
}

/**
 * Model ids end up in URL paths (hub lookups, routes): refuse the characters and segments that would
 * change which URL is requested (query, fragment, dot segments), so an id taken from user input cannot
 * send the caller's token to another path. Every real hub id passes.
 */
function assertModelId(model: string): void {
  const segments = model.split("/");
  const bad =
    /[?#\\\s%]/.test(model) || segments.some((segment) => segment === "" || segment === "." || segment === "..");
  if (bad) {
    throw new InferenceInputError(
      `Invalid model id ${JSON.stringify(model)}: expected a hub model id such as "org/name" (no empty or dot segments, no ?, #, %, backslash or whitespace).`,
    );
  }
}

/** "openai/gpt-4o" -> "gpt-4o"; closed-source providers want their own ids, prefixed on our side. */
function removeProviderPrefix(model: string, provider: InferenceProvider): string {
  if (!model.startsWith(`${provider}/`)) {
    throw new InferenceInputError(`Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`);
  }
  return model.slice(provider.length + 1);
}

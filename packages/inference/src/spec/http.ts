/** What the request machinery and a provider helper exchange: auth, URL and body parameters, mappings. */
import type { HubTask, InferenceTask, ModelId } from "./args.js";
import type { InferenceProvider } from "./providers.js";

/**
 * How the request authenticates: a hub token through the router, a provider key straight to the provider,
 * the browser's cookies (credentials: include) through the router, or nothing.
 */
export type AuthMethod = "none" | "hf-token" | "credentials-include" | "provider-key";

export interface HeaderParams {
  accessToken?: string | undefined;
  authMethod: AuthMethod;
}

export interface UrlParams {
  authMethod: AuthMethod;
  /** Provider-side model id (or the endpoint URL when one was given). */
  model: string;
  task?: InferenceTask | undefined;
  /** The call's endpointUrl (hf-inference), already validated; `model` is then that URL too. */
  endpointUrl?: string | undefined;
}

/**
 * How textToImage gives its image (its `outputType`, 4.x's names): a Blob (default), the URL the provider
 * answered, a data URL, or the provider's JSON answer as it is.
 */
export type OutputType = "url" | "dataUrl" | "blob" | "json";

export interface BodyParams<T = Record<string, unknown>> {
  /** The call's arguments without accessToken, endpointUrl, provider and model. */
  args: T;
  /** Provider-side model id. */
  model: string;
  mapping?: InferenceProviderModelMapping | undefined;
  task?: InferenceTask | undefined;
}

/** One provider's entry of a model's `inferenceProviderMapping`, as the client resolved it. */
export interface InferenceProviderModelMapping {
  /** Kind of adapter the model is, e.g. "lora". */
  adapter?: string;
  /** File of the adapter weights in the model repository (found by the client for LoRA adapters). */
  adapterWeightsPath?: string;
  hfModelId: ModelId;
  /** The model's id on the provider side. */
  providerId: string;
  status: "live" | "staging";
  task: HubTask;
}

/** One entry of a model's mapping with its provider named, 4.x's InferenceProviderMappingEntry. */
export interface InferenceProviderMappingEntry extends InferenceProviderModelMapping {
  provider: string;
  type?: "single-model" | "tag-filter";
}

/** A model's `inferenceProviderMapping` as the hub returns it: provider name to entry. */
export type InferenceProviderMapping = Partial<
  Record<InferenceProvider, Omit<InferenceProviderModelMapping, "hfModelId" | "adapterWeightsPath">>
>;

/** Limits of a task that polls an asynchronous job (fal-ai queue, black-forest-labs). */
export interface PollingOptions {
  /** Milliseconds between two status requests. Default: the provider's (fal-ai 500, black-forest-labs 1000). */
  intervalMs?: number;
  /** Status requests at most. Default: the provider's (fal-ai 1200, black-forest-labs 5). */
  maxAttempts?: number;
  /**
   * Overall deadline of the call, from its start to its result (polling and result download included), in
   * milliseconds. Default 600000 (ten minutes); `Infinity` for none. Exceeded: InferenceTimeoutError.
   */
  timeout?: number;
}

/** A non-2xx answer, read (its text is capped, see lib/http.ts). */
export interface ErrorAnswer {
  status: number;
  contentType: string | null;
  /** The JSON value when the content type is JSON (the text when it does not parse); else the text. */
  body: unknown;
  isJson: boolean;
}

/** The call the answer belongs to. */
export interface ErrorCall {
  /** A streaming call (its errors read slightly differently in 3.8.1). */
  stream: boolean;
  /** A chat completion call: some statuses then mean "this server has no chat route". */
  chatCompletion: boolean;
  /** The model as the caller named it (or the endpoint URL), for the chat-completion message. */
  model: string | undefined;
}

export interface ProviderErrors {
  /** The error's message, and the body it keeps. */
  read(answer: ErrorAnswer, call: ErrorCall): { message: string; body: unknown };
  /** Response headers that carry the provider's id of the request; the first present wins. */
  readonly requestIdHeaders: readonly string[];
}

/** An absolute point in time (Date.now() scale) and the limit it stands for, for messages. */
export interface Deadline {
  at: number;
  ms: number;
  /** What has to finish by then, e.g. "The fal-ai task". */
  what: string;
}

/** How a call's hub lookups are sent: its send options, and the browser's cookies when it sends them to the router. */
export type HubRequestOptions = SendOptions & {
  credentials?: RequestCredentials | undefined;
};

/** A hub lookup made for a call: the call's token (sent when it is a hub token) and how it reaches the hub. */
export interface HubLookup {
  accessToken: string | undefined;
  options: HubRequestOptions;
}

export interface SendOptions {
  fetch?: typeof fetch | undefined;
  /** false: a 503 or 429 answer is returned at once instead of being retried. */
  retry_on_error?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Milliseconds one request may take (see Options.timeout); already validated. */
  timeout?: number | undefined;
  /** No request or wait goes past this (a polled task's overall deadline). */
  deadline?: Deadline | undefined;
  /** Largest 2xx answer read whole, in bytes (see Options.maxResponseSize); already validated. */
  maxResponseSize?: number | undefined;
  /** Largest result file downloaded, in bytes (see Options.maxDownloadSize); already validated. */
  maxDownloadSize?: number | undefined;
}

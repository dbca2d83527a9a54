import type { ChatCompletionInput, PipelineType, WidgetType } from "@hubkit/tasks";
import type { ProviderTasks, RequestHelper } from "./provider-kit/providerHelper.js";
import type { ALL_PROVIDERS } from "./provider-kit/registry.js";
import type { BinaryInput } from "./utils/binary.js";

/** Hub model id, like "meta-llama/Llama-3.3-70B-Instruct". */
export type ModelId = string;

export interface Options {
  /**
   * (Default: true) When the provider (or the hub) answers 503 (model loading, overloaded) or 429 (rate
   * limited), send the same request again, a bounded number of times with jittered exponential backoff,
   * never sooner than its Retry-After asks (up to a cap; see `RETRY_POLICY`). `false` returns the answer as
   * an error at once.
   */
  retry_on_error?: boolean;
  /** Fetch implementation used for every call the client makes (hub lookups, inference, polling, downloads). */
  fetch?: typeof fetch;
  /** Aborts the call: every request, retry wait, polling wait and stream read. Its reason is thrown. */
  signal?: AbortSignal;
  /**
   * Milliseconds one HTTP request may take, from sending it to the end of its answer (default 600000, ten
   * minutes; `Infinity` for no limit). For a stream, the longest wait for the answer and then between two
   * chunks, so a long stream that keeps sending never times out. Exceeded: InferenceTimeoutError.
   */
  timeout?: number;
  /** Limits of tasks that poll an asynchronous job (fal-ai queue, black-forest-labs): see PollingOptions. */
  polling?: PollingOptions;
  /**
   * Largest server-sent event a stream may carry, in characters (default 16 MiB). A larger one, or an
   * endless line, stops the stream with an InferenceStreamError instead of filling memory.
   */
  maxEventSize?: number;
  /**
   * Largest answer read whole, in bytes, counted as it arrives once any compression is undone (default
   * 134217728, 128 MiB; `Infinity` for no limit): a JSON or text answer, or a file answered as the body. Past
   * it, reading stops, the connection is closed, and the call fails with an InferenceResponseTooLargeError.
   */
  maxResponseSize?: number;
  /**
   * Largest result file the client downloads from a URL a provider answers (generated images, audio, video),
   * in bytes (default 536870912, 512 MiB; `Infinity` for no limit). Past it: InferenceResponseTooLargeError.
   */
  maxDownloadSize?: number;
  /**
   * Credentials mode of the request: a string is passed to fetch as is, `true` means "include", anything
   * else leaves fetch's default.
   */
  includeCredentials?: string | boolean;
  /**
   * Organization to bill the request to (sent as the X-HF-Bill-To header). The caller must be a member of an
   * organization with Enterprise Hub.
   */
  billTo?: string;
  /**
   * The providers the call may use, each imported from `@hubkit/inference/providers/<name>`. The main
   * entry has all of them by default (this narrows the choice); `@hubkit/inference/core` has none unless
   * they are given here, so a bundle carries only the providers it names.
   */
  providers?: readonly InferenceProviderModule[];
}

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

/**
 * Tasks the hub's router serves that are newer than the pipeline tags of @hubkit/tasks (which mirror
 * @huggingface/tasks 0.18): image editing and video from a prompt and an optional image.
 */
export type NewerTask = "image-text-to-image" | "image-text-to-video";

/** Every pipeline type the client can route, plus chat ("conversational") and the newer tasks. */
export type InferenceTask = Exclude<PipelineType, "other"> | "conversational" | NewerTask;

/** A task name as the hub's provider mappings give it. */
export type HubTask = WidgetType | NewerTask;

/**
 * A provider's name: the `provider` of one of the modules the registry lists (provider-kit/registry.ts).
 * A type-only import, so the core entry, which uses this type too, still bundles no provider.
 */
export type InferenceProvider = (typeof ALL_PROVIDERS)[number]["provider"];

/**
 * Which provider runs a call (the `provider` argument of the task functions):
 * - a provider's name;
 * - "auto": the first live provider of the model's hub mapping, in the hub's order, among the call's providers
 *   that serve the task;
 * - an ordered list: the first that serves the model, then the next one whenever a provider fails in a way
 *   another may not (5xx, 429, network error, timeout); never after a 4xx. The error then says what each
 *   provider answered (InferenceRoutingError).
 * Default: "hf-inference".
 */
export type ProviderChoice = InferenceProvider | "auto" | readonly InferenceProvider[];

/**
 * One provider as calls see it: its name and the helper of every task it serves. Each is exported by
 * `@hubkit/inference/providers/<name>` (e.g. `together`) and registered through the `providers` option.
 */
export interface InferenceProviderModule<P extends string = InferenceProvider> {
  /** The provider's name; each provider module states it as a literal (`InferenceProviderModule<"together">`). */
  readonly provider: P;
  readonly tasks: ProviderTasks;
  /** The helper of `request()` calls that name no task (hf-inference only). */
  readonly withoutTask?: RequestHelper;
  /**
   * The router no longer serves this provider (since the given date, e.g. "2026-07-01"): calls through the
   * router fail at once, without a request; calls with the provider's own key still go to its API.
   * "auto" never picks it.
   */
  readonly retired?: { readonly since: string };
}

export interface BaseArgs {
  /**
   * A hub token (`hf_...`, routed through the hub's router) or a provider's own key (sent straight to the
   * provider). Without any token calls are anonymous and rate-limited.
   */
  accessToken?: string;
  /**
   * Hub model id. When absent, the first recommended model of the task is used (read from the hub's
   * /api/tasks). URLs are rejected: use `endpointUrl` for a dedicated endpoint.
   */
  model?: ModelId;
  /**
   * URL of a dedicated endpoint, absolute (`https://...`) or on the current origin (`/proxy/model`); replaces
   * the routed URL (hf-inference only).
   */
  endpointUrl?: string;
  /** Inference provider that runs the model. Defaults to "hf-inference". Task functions also take "auto" and lists. */
  provider?: InferenceProvider;
}

/** BaseArgs as the task functions take them: `provider` is a ProviderChoice. */
export type TaskBaseArgs = Omit<BaseArgs, "provider"> & {
  /** Which provider runs the call (see ProviderChoice). Defaults to "hf-inference". */
  provider?: ProviderChoice;
};

export type RequestArgs = BaseArgs &
  (
    | { data: BinaryInput }
    | { inputs: unknown }
    | { prompt: string }
    | { text: string }
    | { audio_url: string }
    | ChatCompletionInput
  ) & {
    parameters?: Record<string, unknown>;
  };

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

/** A model's `inferenceProviderMapping` as the hub returns it: provider name to entry. */
export type InferenceProviderMapping = Partial<
  Record<InferenceProvider, Omit<InferenceProviderModelMapping, "hfModelId" | "adapterWeightsPath">>
>;

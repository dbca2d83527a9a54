import type { ChatCompletionInput, PipelineType, WidgetType } from "@hubkit/tasks";
import type { TaskProviderHelper } from "./provider-kit/providerHelper.js";
import type { ALL_PROVIDERS } from "./provider-kit/registry.js";

/** Hub model id, like "meta-llama/Llama-3.3-70B-Instruct". */
export type ModelId = string;

export interface Options {
  /**
   * (Default: true) When the provider answers 503 (model loading, overloaded), send the same request again,
   * a bounded number of times with exponential backoff (see `RETRY_POLICY`). `false` returns the 503 as an error.
   */
  retry_on_error?: boolean;
  /** Fetch implementation used for every call the client makes (hub lookups, inference, polling, downloads). */
  fetch?: typeof fetch;
  /** Aborts the call, including retry waits and polling. */
  signal?: AbortSignal;
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

/** Every pipeline type the client can route, plus chat ("conversational"). */
export type InferenceTask = Exclude<PipelineType, "other"> | "conversational";

/**
 * A provider's name: the `provider` of one of the modules the registry lists (provider-kit/registry.ts).
 * A type-only import, so the core entry, which uses this type too, still bundles no provider.
 */
export type InferenceProvider = (typeof ALL_PROVIDERS)[number]["provider"];

/**
 * One provider as calls see it: its name and the helper of every task it serves. Each is exported by
 * `@hubkit/inference/providers/<name>` (e.g. `together`) and registered through the `providers` option.
 */
export interface InferenceProviderModule<P extends string = InferenceProvider> {
  /** The provider's name; each provider module states it as a literal (`InferenceProviderModule<"together">`). */
  readonly provider: P;
  readonly tasks: Readonly<Partial<Record<InferenceTask, TaskProviderHelper>>>;
  /** The helper of `request()` calls that name no task (hf-inference only). */
  readonly withoutTask?: TaskProviderHelper;
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
  /** Full URL of a dedicated endpoint; replaces the routed URL (hf-inference only). */
  endpointUrl?: string;
  /** Inference provider that runs the model. Defaults to "hf-inference". */
  provider?: InferenceProvider;
}

export type RequestArgs = BaseArgs &
  (
    | { data: Blob | ArrayBuffer }
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
  accessToken?: string;
  authMethod: AuthMethod;
}

export interface UrlParams {
  authMethod: AuthMethod;
  /** Provider-side model id (or the endpoint URL when one was given). */
  model: string;
  task?: InferenceTask;
}

export interface BodyParams<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The call's arguments without accessToken, endpointUrl, provider and model. */
  args: T;
  /** Provider-side model id. */
  model: string;
  mapping?: InferenceProviderModelMapping | undefined;
  task?: InferenceTask;
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
  task: WidgetType;
}

/** A model's `inferenceProviderMapping` as the hub returns it: provider name to entry. */
export type InferenceProviderMapping = Partial<
  Record<InferenceProvider, Omit<InferenceProviderModelMapping, "hfModelId" | "adapterWeightsPath">>
>;

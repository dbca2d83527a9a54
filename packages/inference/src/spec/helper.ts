/**
 * The one interface every provider implements, once per task it serves (provider-kit/providerHelper.ts
 * builds them), and the provider module that lists them.
 */
import type { JsonObject } from "../utils/schema.js";
import type { HubTask, InferenceTask, TaskBaseArgs } from "./args.js";
import type {
  BodyParams,
  HeaderParams,
  HubLookup,
  InferenceProviderModelMapping,
  OutputType,
  PollingOptions,
  ProviderErrors,
  SendOptions,
  UrlParams,
} from "./http.js";
import type { InferenceProvider, InferenceProviderOrPolicy } from "./providers.js";
import type { HelperTask, OutputOf } from "./tasks.js";

/** What getResponse may need besides the parsed answer: the request it answers and how to fetch more. */
export interface ResponseContext extends SendOptions {
  /** URL of the request that produced the answer. */
  url: string;
  /** Headers of that request (polling reuses them where the provider asks for it). */
  headers: Record<string, string>;
  /** textToImage's outputType (see OutputType). */
  outputType?: OutputType | undefined;
  /** The fetch to use for polling and downloads (the caller's custom fetch, if any). */
  fetch: typeof fetch;
  /** When the call started (Date.now()): the overall deadline of a polled task counts from there. */
  startedAt: number;
  /** The call's polling options (see Options.polling). */
  polling?: PollingOptions | undefined;
  /** How the provider's error answers read (follow-up requests report errors like the first one). */
  errors: ProviderErrors;
}

/**
 * What the request builder needs from a helper, for any task: the erased view of TaskProviderHelper.
 * Arguments arrive here as plain data (from a task function, or from the snippet generator's samples).
 */
export interface RequestHelper {
  /** The provider, or "auto" for the router's own chat route (provider-kit/routerChat.ts). */
  readonly provider: InferenceProviderOrPolicy;
  /** The task this helper serves; undefined for hf-inference's task-less `request()` helper. */
  readonly task: InferenceTask | undefined;
  /** The provider's own base URL (used when the caller passes a provider key). */
  readonly baseUrl: string;
  /** Requests always go straight to the provider (closed-source providers: no router, no hub lookup). */
  readonly clientSideRoutingOnly: boolean;
  /** The router picks the provider from the hub model id in the body: no hub lookup (the "auto" chat route). */
  readonly serverRouted?: boolean | undefined;
  /**
   * Tasks a model's hub mapping may name for this helper to run the model, when more than its own task
   * (hf-inference runs feature-extraction and sentence-similarity models with the same pipeline).
   */
  readonly equivalentTasks?: readonly HubTask[] | undefined;
  /** How this provider's error answers read (message, request id). */
  readonly errors: ProviderErrors;
  /** Base URL for this auth method: the router's `{router}/{provider}` unless authenticating with a provider key. */
  makeBaseUrl(params: UrlParams): string;
  /** Path after the base URL. */
  makeRoute(params: UrlParams): string;
  /** Full request URL. */
  makeUrl(params: UrlParams): string;
  /** Authorization and Content-Type (and provider extras such as replicate's `Prefer: wait`). */
  prepareHeaders(params: HeaderParams, isBinary: boolean): Record<string, string>;
  /** The JSON payload the provider expects. */
  preparePayload(params: BodyParams): JsonObject;
  /** The serialized request body. */
  makeBody(params: BodyParams): string;
  /**
   * The body kind of upload routes that take multipart/form-data (provider-kit/multipart.ts): present, the
   * file of a binary call is sent as one part of a FormData next to the payload's fields, instead of as
   * the whole body. Absent: a binary call sends the file itself, any other call JSON (makeBody).
   */
  makeFormBody?(params: BodyParams, file: Blob): FormData;
  /**
   * Asynchronous input preparation that must happen before the request is built (e.g. fal-ai wants
   * audio as a base64 data URL inside JSON). Absent for most helpers.
   */
  prepareInput?(args: TaskBaseArgs & JsonObject): Promise<TaskBaseArgs & JsonObject>;
  /**
   * Completes the model's resolved mapping with what this provider's bodies read besides it, before the
   * request is built (fal-ai, replicate, wavespeed: a LoRA adapter's weights file, from the hub's file tree).
   * Absent for most helpers: they read nothing more, and nothing more is looked up.
   */
  completeMapping?(mapping: InferenceProviderModelMapping, hub: HubLookup): Promise<InferenceProviderModelMapping>;
  /** Content types of binary input the provider accepts, when it refuses others (snippets pick a sample file of one). */
  readonly acceptedInputTypes?: readonly string[] | undefined;
  /** Turns the provider's parsed answer (JSON value or Blob) into the task's result, or throws InferenceOutputError. */
  getResponse(response: unknown, context: ResponseContext): Promise<unknown>;
}

/** The helper of one task on one provider: its result is the task's output. */
export interface TaskProviderHelper<N extends HelperTask = HelperTask> extends RequestHelper {
  readonly task: N;
  getResponse(response: unknown, context: ResponseContext): Promise<OutputOf<N>>;
}

/** A provider's task table: under each task, a helper for that task. */
export type ProviderTasks = { readonly [N in HelperTask]?: TaskProviderHelper<N> };

/**
 * One provider as calls see it: its name and the helper of every task it serves. Each is exported by
 * `@hubkit/inference/providers/<name>` (e.g. `together`) and registered through the `providers` option.
 */
export interface InferenceProviderModule<P extends string = InferenceProvider> {
  /** The provider's name; each provider module states it as a literal (`InferenceProviderModule<"together">`). */
  readonly provider: P;
  readonly tasks: ProviderTasks;
  /**
   * Every task the provider serves, when `tasks` holds only some of them: the main entry's per-task tables
   * (registry/tasks/) carry one task's helpers, and a call of another task is refused naming these. Absent:
   * the keys of `tasks`.
   */
  readonly servedTasks?: readonly HelperTask[];
  /** The helper of `request()` calls that name no task (hf-inference only). */
  readonly withoutTask?: RequestHelper;
  /**
   * The router no longer serves this provider (since the given date, e.g. "2026-07-01"): calls through the
   * router fail at once, without a request; calls with the provider's own key still go to its API.
   * "auto" never picks it.
   */
  readonly retired?: { readonly since: string };
}

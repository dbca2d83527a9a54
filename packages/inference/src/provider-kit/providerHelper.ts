/**
 * The one interface every provider implements, once per task it supports. A helper answers the same few
 * questions for every provider: base URL, route, headers, body, and how the answer becomes the task's
 * result. Provider quirks stay in the provider's own module; the registry (registry.ts) maps
 * provider -> task -> helper.
 *
 * The request side (makeUrl, prepareHeaders, makeBody) is pure and synchronous, so the snippet generator
 * can print exactly the request the client sends (see lib/makeRequestOptions.ts).
 */
import type { WidgetType } from "@hubkit/tasks";
import { HF_ROUTER_URL } from "../config.js";
import type {
  AuthMethod,
  BaseArgs,
  BodyParams,
  HeaderParams,
  InferenceProvider,
  InferenceTask,
  UrlParams,
} from "../types.js";

/** What getResponse may need besides the parsed answer: the request it answers and how to fetch more. */
export interface ResponseContext {
  /** URL of the request that produced the answer. */
  url: string;
  /** Headers of that request (polling reuses them where the provider asks for it). */
  headers: Record<string, string>;
  /** textToImage's outputType: a URL (or data URL) instead of a Blob. */
  outputType?: "url" | "blob";
  /** The fetch to use for polling and downloads (the caller's custom fetch, if any). */
  fetch: typeof fetch;
  signal?: AbortSignal;
}

export interface TaskProviderHelper<TOutput = unknown> {
  readonly provider: InferenceProvider;
  /** The task this helper serves; undefined for hf-inference's task-less `request()` helper. */
  readonly task: InferenceTask | undefined;
  /** The provider's own base URL (used when the caller passes a provider key). */
  readonly baseUrl: string;
  /** Requests always go straight to the provider (closed-source providers: no router, no hub lookup). */
  readonly clientSideRoutingOnly: boolean;
  /**
   * Tasks a model's hub mapping may name for this helper to run the model, when more than its own task
   * (hf-inference runs feature-extraction and sentence-similarity models with the same pipeline).
   */
  readonly equivalentTasks?: readonly WidgetType[];
  /** Base URL for this auth method: the router's `{router}/{provider}` unless authenticating with a provider key. */
  makeBaseUrl(params: UrlParams): string;
  /** Path after the base URL. */
  makeRoute(params: UrlParams): string;
  /** Full request URL. */
  makeUrl(params: UrlParams): string;
  /** Authorization and Content-Type (and provider extras such as replicate's `Prefer: wait`). */
  prepareHeaders(params: HeaderParams, isBinary: boolean): Record<string, string>;
  /** The JSON payload the provider expects. */
  preparePayload(params: BodyParams): Record<string, unknown>;
  /** The serialized request body. */
  makeBody(params: BodyParams): string;
  /**
   * Asynchronous input preparation that must happen before the request is built (e.g. fal-ai wants
   * audio as a base64 data URL inside JSON). Absent for most helpers.
   */
  prepareInput?(args: BaseArgs & Record<string, unknown>): Promise<BaseArgs & Record<string, unknown>>;
  /** Content types of binary input the provider accepts, when it refuses others (snippets pick a sample file of one). */
  readonly acceptedInputTypes?: readonly string[];
  /** Turns the provider's parsed answer (JSON value or Blob) into the task's result, or throws InferenceOutputError. */
  getResponse(response: unknown, context: ResponseContext): Promise<TOutput>;
}

/** The parts a provider module writes; everything else has the common default. */
export interface HelperSpec<TOutput> {
  provider: InferenceProvider;
  task: InferenceTask | undefined;
  baseUrl: string;
  clientSideRoutingOnly?: boolean;
  equivalentTasks?: readonly WidgetType[];
  makeRoute(params: UrlParams): string;
  getResponse(response: unknown, context: ResponseContext): Promise<TOutput>;
  preparePayload?(params: BodyParams): Record<string, unknown>;
  makeUrl?(params: UrlParams, defaultUrl: (params: UrlParams) => string): string;
  /** Authorization header value for this auth method, when the provider does not use "Bearer {token}". */
  authorization?(token: string, authMethod: AuthMethod): string;
  /** Headers added to every request of this helper. */
  extraHeaders?: Record<string, string>;
  /** Content-Type even for binary bodies (fal-ai always sends JSON). */
  alwaysJson?: boolean;
  prepareInput?(args: BaseArgs & Record<string, unknown>): Promise<BaseArgs & Record<string, unknown>>;
  acceptedInputTypes?: readonly string[];
}

/** Joins a base URL and a route with exactly one slash. */
export function joinUrl(base: string, route: string): string {
  return `${base.replace(/\/+$/, "")}/${route.replace(/^\/+/, "")}`;
}

/** Builds a helper from its spec, filling in the shared behaviour. */
export function defineHelper<TOutput>(spec: HelperSpec<TOutput>): TaskProviderHelper<TOutput> {
  const makeBaseUrl = (params: UrlParams) =>
    params.authMethod === "provider-key" ? spec.baseUrl : `${HF_ROUTER_URL}/${spec.provider}`;
  const defaultUrl = (params: UrlParams) => joinUrl(makeBaseUrl(params), spec.makeRoute(params));
  const preparePayload = spec.preparePayload ?? ((params: BodyParams) => params.args);
  const helper: TaskProviderHelper<TOutput> = {
    provider: spec.provider,
    task: spec.task,
    baseUrl: spec.baseUrl,
    clientSideRoutingOnly: spec.clientSideRoutingOnly ?? false,
    equivalentTasks: spec.equivalentTasks,
    acceptedInputTypes: spec.acceptedInputTypes,
    makeBaseUrl,
    makeRoute: spec.makeRoute,
    makeUrl: spec.makeUrl ? (params) => spec.makeUrl!(params, defaultUrl) : defaultUrl,
    prepareHeaders({ accessToken, authMethod }, isBinary) {
      const headers: Record<string, string> = {};
      // No token, no header: 3.8.1 sent "Bearer undefined", which servers read as a bad token.
      if (accessToken && authMethod !== "none" && authMethod !== "credentials-include") {
        headers.Authorization = spec.authorization
          ? spec.authorization(accessToken, authMethod)
          : `Bearer ${accessToken}`;
      }
      if (spec.extraHeaders) Object.assign(headers, spec.extraHeaders);
      if (!isBinary || spec.alwaysJson) headers["Content-Type"] = "application/json";
      return headers;
    },
    preparePayload,
    makeBody: (params) => JSON.stringify(preparePayload(params)),
    getResponse: spec.getResponse,
  };
  if (spec.prepareInput) helper.prepareInput = spec.prepareInput;
  return helper;
}

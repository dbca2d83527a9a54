/**
 * The one interface every provider implements, once per task it serves. A helper answers the same few
 * questions for every provider: base URL, route, headers, body, how the answer becomes the task's result,
 * and how the provider's error answers read. Provider quirks stay in the provider's own module.
 *
 * Helpers are typed by task (`TaskProviderHelper<"text-to-image">`): a provider module's task table only
 * accepts, under each task, a helper for that task, whose payload function reads that task's arguments and
 * whose result is that task's output (tasks/table.ts says what both are). The request side (makeUrl,
 * prepareHeaders, makeBody) is pure and synchronous, so the snippet generator can print exactly the
 * request the client sends (see lib/makeRequestOptions.ts).
 */
import { HF_ROUTER_URL } from "../config.js";
import type { SendOptions } from "../lib/http.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import type { HelperTask, OutputOf, PayloadOf } from "../tasks/table.js";
import type {
  AuthMethod,
  BodyParams,
  HeaderParams,
  InferenceProvider,
  InferenceTask,
  TaskBaseArgs,
  UrlParams,
  HubTask,
} from "../types.js";
import { defaultErrors, type ProviderErrors } from "./errors.js";
import type { FormBody } from "./multipart.js";
import type { JsonObject, Schema } from "./schema.js";

/** What getResponse may need besides the parsed answer: the request it answers and how to fetch more. */
export interface ResponseContext extends SendOptions {
  /** URL of the request that produced the answer. */
  url: string;
  /** Headers of that request (polling reuses them where the provider asks for it). */
  headers: Record<string, string>;
  /** textToImage's outputType: a URL (or data URL) instead of a Blob. */
  outputType?: "url" | "blob";
  /** The fetch to use for polling and downloads (the caller's custom fetch, if any). */
  fetch: typeof fetch;
  /** When the call started (Date.now()): the overall deadline of a polled task counts from there. */
  startedAt: number;
  /** The call's polling options (see Options.polling). */
  polling?: PollingOptions | undefined;
  /** How the provider's error answers read (follow-up requests report errors like the first one). */
  errors: ProviderErrors;
}

/** Limits of a task that polls an asynchronous job (fal-ai queue, black-forest-labs). */
export interface PollingOptions {
  /** Milliseconds between two status requests. Default: the provider's (fal-ai 500, black-forest-labs 1000). */
  intervalMs?: number;
  /** Status requests at most. Default: the provider's (fal-ai 1200, black-forest-labs 5). */
  maxAttempts?: number;
  /** Overall deadline of the call, from its start to its result, in milliseconds. Default 600000 (10 minutes). */
  timeout?: number;
}

/**
 * What the request builder needs from a helper, for any task: the erased view of TaskProviderHelper.
 * Arguments arrive here as plain data (from a task function, or from the snippet generator's samples).
 */
export interface RequestHelper {
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

/** The parts a provider module writes for one task; everything else has the common default. */
export interface HelperSpec<N extends HelperTask, Answer> {
  provider: InferenceProvider;
  task: N;
  baseUrl: string;
  clientSideRoutingOnly?: boolean;
  equivalentTasks?: readonly HubTask[] | undefined;
  makeRoute(params: UrlParams): string;
  makeUrl?(params: UrlParams, defaultUrl: (params: UrlParams) => string): string;
  /** The JSON body, from the task's arguments (typed: tasks/table.ts PayloadOf). Default: the arguments. */
  preparePayload?(params: BodyParams<PayloadOf<N>>): JsonObject;
  /** Authorization header value for this auth method, when the provider does not use "Bearer {token}". */
  authorization?(token: string, authMethod: AuthMethod): string;
  /** Headers added to every request of this helper. */
  extraHeaders?: Record<string, string>;
  /** Content-Type even for binary bodies (fal-ai always sends JSON). */
  alwaysJson?: boolean;
  prepareInput?(args: TaskBaseArgs & JsonObject): Promise<TaskBaseArgs & JsonObject>;
  acceptedInputTypes?: readonly string[];
  /** Binary calls go as multipart/form-data made this way (provider-kit/multipart.ts), the fields from preparePayload. */
  formBody?: FormBody;
  /** The provider's answer, declared once: its runtime check and its type. */
  answer: Schema<Answer>;
  /** The InferenceOutputError message (after "Invalid inference output: ") when the answer does not match. */
  expected: string | ((response: unknown) => string);
  /** The task's result from the checked answer. */
  getResponse(answer: Answer, context: ResponseContext): Promise<OutputOf<N>> | OutputOf<N>;
  /** How the provider's error answers read; default: the counterpart's reading (provider-kit/errors.ts). */
  errors?: ProviderErrors;
}

/**
 * The payload function as the request builder calls it: with arguments that are plain data. The typed
 * spec function is seen through this method signature (method parameters are compared both ways), the one
 * place where the task-typed arguments meet the untyped request data.
 */
interface ErasedPayload {
  preparePayload?(params: BodyParams): JsonObject;
}

/** Joins a base URL and a route with exactly one slash. */
export function joinUrl(base: string, route: string): string {
  return `${base.replace(/\/+$/, "")}/${route.replace(/^\/+/, "")}`;
}

/** Builds a helper from its spec, filling in the shared behaviour. */
export function defineHelper<N extends HelperTask, Answer>(spec: HelperSpec<N, Answer>): TaskProviderHelper<N> {
  const makeBaseUrl = (params: UrlParams) =>
    params.authMethod === "provider-key" ? spec.baseUrl : `${HF_ROUTER_URL}/${spec.provider}`;
  const defaultUrl = (params: UrlParams) => joinUrl(makeBaseUrl(params), spec.makeRoute(params));
  const erased: ErasedPayload = spec;
  const preparePayload = (params: BodyParams): JsonObject =>
    erased.preparePayload ? erased.preparePayload(params) : params.args;
  const { answer, expected } = spec;
  const helper: TaskProviderHelper<N> = {
    provider: spec.provider,
    task: spec.task,
    baseUrl: spec.baseUrl,
    clientSideRoutingOnly: spec.clientSideRoutingOnly ?? false,
    equivalentTasks: spec.equivalentTasks,
    acceptedInputTypes: spec.acceptedInputTypes,
    errors: spec.errors ?? defaultErrors,
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
    async getResponse(response, context) {
      if (!answer(response)) {
        throw new InferenceOutputError(typeof expected === "string" ? expected : expected(response), {
          url: context.url,
        });
      }
      return spec.getResponse(response, context);
    },
  };
  if (spec.prepareInput) helper.prepareInput = spec.prepareInput;
  const form = spec.formBody;
  if (form) helper.makeFormBody = (params, file) => form(preparePayload(params), file);
  return helper;
}

/**
 * The one interface every provider implements, once per task it serves. A helper answers the same few
 * questions for every provider: base URL, route, headers, body, how the answer becomes the task's result,
 * and how the provider's error answers read. Provider quirks stay in the provider's own module.
 *
 * Helpers are typed by task (`TaskProviderHelper<"text-to-image">`): a provider module's task table only
 * accepts, under each task, a helper for that task, whose payload function reads that task's arguments and
 * whose result is that task's output (spec/tasks.ts says what both are; the interfaces are spec/helper.ts). The request side (makeUrl,
 * prepareHeaders, makeBody) is pure and synchronous, so the snippet generator can print exactly the
 * request the client sends (see lib/makeRequestOptions.ts).
 */
import { HF_ROUTER_URL } from "../config.js";
import { InferenceOutputError } from "../errors.js";
import type { HelperTask, OutputOf, PayloadOf } from "../spec/tasks.js";
import type {
  AuthMethod,
  BodyParams,
  HubTask,
  InferenceProviderOrPolicy,
  ProviderErrors,
  RequestHelper,
  ResponseContext,
  TaskBaseArgs,
  TaskProviderHelper,
  UrlParams,
} from "../spec/index.js";
import { defaultErrors } from "./errors.js";
import type { FormBody } from "./multipart.js";
import type { JsonObject, Schema } from "../utils/schema.js";

/** The parts a provider module writes for one task; everything else has the common default. */
export interface HelperSpec<N extends HelperTask, Answer> {
  provider: InferenceProviderOrPolicy;
  task: N;
  baseUrl: string;
  clientSideRoutingOnly?: boolean;
  serverRouted?: boolean;
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
  /** See RequestHelper.completeMapping (lib/getInferenceProviderMapping.ts's withAdapterWeights). */
  completeMapping?: RequestHelper["completeMapping"];
  acceptedInputTypes?: readonly string[];
  /** Binary calls go as multipart/form-data made this way (provider-kit/multipart.ts), the fields from preparePayload. */
  formBody?: FormBody;
  /** The provider's answer, declared once: its runtime check and its type. */
  answer: Schema<Answer>;
  /** The InferenceOutputError message (after "Invalid inference output: ") when the answer does not match. */
  expected: string | ((response: unknown) => string);
  /** The task's result from the checked answer (see AsIsSpec for an answer that is the result as it is). */
  getResponse(answer: Answer, context: ResponseContext): Promise<OutputOf<N>> | OutputOf<N>;
  /** How the provider's error answers read; default: the counterpart's reading (provider-kit/errors.ts). */
  errors?: ProviderErrors;
}

/** A spec whose checked answer is the task's result as it is: it leaves getResponse out. */
export type AsIsSpec<N extends HelperTask> = Omit<HelperSpec<N, OutputOf<N>>, "getResponse"> & {
  getResponse?: undefined;
};

/** A helper's spec: one that reads the checked answer into the result, or one whose answer is the result. */
export type AnySpec<N extends HelperTask, Answer> = HelperSpec<N, Answer> | AsIsSpec<N>;

/** The spec with a getResponse: the answer as it is when the spec leaves it out. */
function withReader<N extends HelperTask, Answer>(spec: AnySpec<N, Answer>): HelperSpec<N, unknown> {
  if (spec.getResponse !== undefined) return spec;
  const asIs: HelperSpec<N, OutputOf<N>> = { ...spec, getResponse: (answer) => answer };
  return asIs;
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
export function defineHelper<N extends HelperTask, Answer>(written: AnySpec<N, Answer>): TaskProviderHelper<N> {
  const spec = withReader(written);
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
    serverRouted: spec.serverRouted,
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
  if (spec.completeMapping) helper.completeMapping = spec.completeMapping;
  const form = spec.formBody;
  if (form) helper.makeFormBody = (params, file) => form(preparePayload(params), file);
  return helper;
}

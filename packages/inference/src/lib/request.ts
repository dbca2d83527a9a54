/**
 * Running a call: choose its candidate providers (providerPolicy.ts), and for each in turn prepare the
 * request (helper, task input, hub mapping), send it (http.ts), and read the answer; the first success is
 * the result. A provider that does not serve the model or the task is skipped before anything is sent; one
 * that fails in a way another may not (5xx, 429, network error, timeout: `isRetryable`) hands over to the
 * next; anything else, or the last failure, ends the call. Once a provider has accepted the request (a 2xx),
 * its answer is the call's, polling and downloads included: a job is never sent twice.
 */
import { unchecked, type JsonObject, type Schema } from "../utils/schema.js";
import type { HelperTask, OutputOf } from "../spec/tasks.js";
import type {
  BaseArgs,
  InferenceProviderModule,
  InferenceTask,
  OutputType,
  ProviderChoice,
  RequestHelper,
  ResponseContext,
  SendOptions,
  TaskBaseArgs,
  TaskProviderHelper,
} from "../spec/index.js";
import { DEFAULT_MAX_EVENT_SIZE } from "../utils/sse.js";
import { DEFAULT_MAX_DOWNLOAD_SIZE, DEFAULT_MAX_RESPONSE_SIZE, readBodyBlob, readBodyText } from "./body.js";
import {
  InferenceClientError,
  InferenceInputError,
  InferenceProviderError,
  InferenceRoutingError,
  InferenceStreamError,
  isNotServed,
  notServed,
  type ProviderAttempt,
  InferenceOutputError,
} from "../errors.js";
import { EventStream, type OpenedStream } from "./eventStream.js";
import { findProviderModule, helperOf, requestHelperOf } from "./findProviderHelper.js";
import { errorFromResponse, isJsonContentType, requestIdOf, send, type Sent } from "./http.js";
import {
  hubOptionsOf,
  isRouted,
  makeRequestOptions,
  type BuiltRequest,
  type RequestBuildOptions,
} from "./makeRequestOptions.js";
import { ENDPOINT_PROVIDER, listedProviders, type PickAuto } from "./providerPolicy.js";
import { redactUrl } from "../utils/redact.js";
import { DEFAULT_TIMEOUT_MS, positiveOption } from "./timer.js";

export type InnerRequestOptions = RequestBuildOptions & {
  /** Chat completion call: some error statuses then mean "this server has no chat route". */
  chatCompletion?: boolean;
  /** textToImage's outputType, handed to the response parser. */
  outputType?: OutputType;
};

/**
 * The candidate that stands for the router's own route of a task (chat: provider-kit/routerChat.ts), which
 * "auto" and no provider mean when the task function has one, instead of a provider picked from the mapping.
 */
const ROUTER = "auto";

/**
 * What "auto" (or no provider) means for a task, handed in by the task function (tasks/define.ts): the helper of
 * the router's own route for the task (chat), or the function that picks a provider from the model's mapping
 * (providerPolicy.ts's pickFromMapping). Handed in, so a chat bundle does not carry the mapping's pick.
 */
export type AutoRoute<H extends RequestHelper> = H | PickAuto;

/** A streaming task function's task, and what "auto" means for it. */
export interface StreamRoute {
  task: HelperTask;
  auto: AutoRoute<RequestHelper>;
}

/** The router's own route of `auto`, if it is one (a helper; a picking function is not). */
function routerOf<H extends RequestHelper>(auto: AutoRoute<H> | undefined): H | undefined {
  return typeof auto === "function" ? undefined : auto;
}

/** What a task's `prepare` turns the caller's arguments into: the request's arguments (the provider is set after). */
export type PreparedArgs = TaskBaseArgs & JsonObject;

/** How a task turns the caller's arguments into the request's (binary body, base64 images, ...). */
export type PrepareInput<A> = (args: A, helper: RequestHelper) => PreparedArgs | Promise<PreparedArgs>;

/** The caller's arguments, as any task function takes them. */
type CallArgs = TaskBaseArgs & object;

/** Options validated once per call. */
function sendOptions(options: InnerRequestOptions | undefined): SendOptions {
  return {
    fetch: options?.fetch,
    signal: options?.signal,
    retry_on_error: options?.retry_on_error,
    timeout: positiveOption(options?.timeout, "timeout", DEFAULT_TIMEOUT_MS),
    maxResponseSize: positiveOption(options?.maxResponseSize, "maxResponseSize", DEFAULT_MAX_RESPONSE_SIZE, "bytes"),
    maxDownloadSize: positiveOption(options?.maxDownloadSize, "maxDownloadSize", DEFAULT_MAX_DOWNLOAD_SIZE, "bytes"),
  };
}

/** One provider's request, ready to send. */
interface Prepared<H extends RequestHelper = RequestHelper> extends BuiltRequest {
  provider: string;
  helper: H;
}

/** How a call finds its helper in a provider's module: by its task (typed), or `request()`'s way. */
type PickHelper<H extends RequestHelper> = (module: InferenceProviderModule) => H;

/**
 * Finds the provider's helper and builds its request. Errors that mean the provider does not serve this
 * call (task not served, model not mapped to it, retired from the router) are marked for the fallback.
 */
async function prepare<H extends RequestHelper, A extends CallArgs>(
  provider: string,
  pick: PickHelper<H>,
  task: InferenceTask | undefined,
  args: A,
  prepareInput: PrepareInput<A> | undefined,
  options: InnerRequestOptions | undefined,
  router?: H,
): Promise<Prepared<H>> {
  let helper: H;
  if (provider === ROUTER && router !== undefined) {
    helper = router;
  } else {
    const module = findProviderModule(options?.providers, provider);
    try {
      helper = pick(module);
    } catch (error) {
      if (task !== undefined && error instanceof Error) notServed(error);
      throw error;
    }
    assertRoutable(module, helper, args.accessToken);
  }
  const input: PreparedArgs = prepareInput ? await prepareInput(args, helper) : args;
  const requestArgs: BaseArgs & JsonObject = { ...input, provider: helper.provider };
  const { url, info } = await makeRequestOptions(requestArgs, helper, { ...options, task });
  return { provider, helper, url, info };
}

/** A provider the router no longer serves is only reachable with its own key: said at once, nothing is sent. */
function assertRoutable(module: InferenceProviderModule, helper: RequestHelper, accessToken: string | undefined): void {
  if (module.retired === undefined || !isRouted(helper, accessToken)) return;
  throw notServed(
    new InferenceInputError(
      `Provider ${module.provider} was retired from the router on ${module.retired.since}: call it with its own API key, or choose another provider.`,
    ),
  );
}

function describeFailure(error: unknown): string {
  if (error instanceof InferenceClientError) {
    const status = error.status !== undefined ? `HTTP ${error.status}: ` : "";
    return `${status}${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The error that ends a call after `attempts` (the last one is the error that ended it). */
function finalError(attempts: ProviderAttempt[]): unknown {
  if (attempts.length === 1) return attempts[0]?.error;
  const lines = attempts.map(({ provider, error }) => `${provider}: ${describeFailure(error)}`).join("; ");
  return new InferenceRoutingError(`No provider could serve the call. ${lines}`, attempts);
}

/**
 * Tries `candidates` in order: `prepare` (skipped when the provider does not serve the call), then
 * `exchange` (the request; falls back on a retryable failure); `finish` reads the accepted answer, with no
 * fallback after that.
 */
async function tryProviders<P extends { provider: string }, A, R>(
  candidates: readonly string[],
  prepareOne: (provider: string) => Promise<P>,
  exchange: (prepared: P) => Promise<A>,
  finish: (prepared: P, answer: A) => Promise<R> | R,
): Promise<R> {
  const attempts: ProviderAttempt[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const provider = candidates[i] as string;
    const last = i === candidates.length - 1;
    let prepared: P;
    try {
      prepared = await prepareOne(provider);
    } catch (error) {
      attempts.push({ provider, error });
      if (last || !isNotServed(error)) throw finalError(attempts);
      continue;
    }
    let answer: A;
    try {
      answer = await exchange(prepared);
    } catch (error) {
      attempts.push({ provider, error });
      if (last || !(error instanceof InferenceClientError && error.isRetryable)) throw finalError(attempts);
      continue;
    }
    return finish(prepared, answer);
  }
  throw finalError(attempts);
}

/**
 * The answer of a 2xx response: JSON for application/json, a Blob otherwise, read under the request's timer
 * and within `maxResponseSize` (lib/body.ts).
 */
async function readAnswer(sent: Sent, prepared: Prepared, limit: number): Promise<unknown> {
  const { response, timer } = sent;
  try {
    if (isJsonContentType(response.headers.get("Content-Type"))) {
      const text = await readBodyText(sent, prepared.url, "maxResponseSize", limit);
      try {
        return JSON.parse(text);
      } catch {
        throw new InferenceProviderError(`The server answered invalid JSON: ${text.slice(0, 200)}`, {
          status: response.status,
          url: prepared.url,
          body: text,
          requestId: requestIdOf(response.headers, prepared.helper.errors),
          retryable: false,
        });
      }
    }
    return await readBodyBlob(sent, prepared.url, "maxResponseSize", limit);
  } finally {
    timer.release();
  }
}

/** The model as error messages name it: the model id, or the endpoint's URL without its credentials. */
function callModel(args: CallArgs): string | undefined {
  return args.model ?? (args.endpointUrl === undefined ? undefined : redactUrl(args.endpointUrl));
}

/**
 * The provider a task's call tries when no lookup is needed: the one its `provider` argument names; with
 * "auto" or none, hf-inference for a dedicated endpoint, the router's own route when the task has one (chat,
 * as 4.x). Undefined: "auto" picks from the model's mapping, or a list. (A call without a task,
 * `streamingRequest()`, takes one provider: singleProvider.)
 */
function singleCandidate(args: CallArgs, auto: AutoRoute<RequestHelper>): string | undefined {
  const choice = args.provider;
  if (choice !== undefined && choice !== "auto") return typeof choice === "string" ? choice : undefined;
  if (args.endpointUrl !== undefined) return ENDPOINT_PROVIDER;
  return routerOf(auto) === undefined ? undefined : ROUTER;
}

/** The providers a call tries, in order: a list, or the provider its task's "auto" picks (providerPolicy.ts). */
async function candidatesOf(
  task: HelperTask,
  args: CallArgs,
  options: InnerRequestOptions | undefined,
  auto: AutoRoute<RequestHelper>,
): Promise<readonly string[]> {
  const choice = args.provider;
  if (choice !== undefined && choice !== "auto") return listedProviders(choice);
  // singleCandidate answers "auto" with a router's route (and with an endpoint) before this.
  if (typeof auto !== "function") return [ROUTER];
  return [
    await auto({ model: args.model, accessToken: args.accessToken }, task, options?.providers, hubOptionsOf(options)),
  ];
}

/** Sends one provider's request and reads its 2xx answer; a non-2xx answer is the provider's error. */
async function exchange(
  prepared: Prepared,
  args: CallArgs,
  options: InnerRequestOptions | undefined,
  send_: SendOptions,
): Promise<unknown> {
  const sent = await send(prepared.url, prepared.info, send_);
  if (!sent.response.ok) {
    throw await errorFromResponse(sent, prepared, prepared.helper.errors, {
      stream: false,
      chatCompletion: options?.chatCompletion === true,
      model: callModel(args),
    });
  }
  return readAnswer(sent, prepared, send_.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE);
}

/**
 * Runs a task function's call: its candidate providers in turn, then the helper's parser (with what it
 * needs for polling and downloads) on the accepted answer.
 */
export async function runTask<N extends HelperTask, A extends CallArgs>(
  task: N,
  args: A,
  options: InnerRequestOptions | undefined,
  prepareInput: PrepareInput<A> | undefined,
  auto: AutoRoute<TaskProviderHelper<N>>,
): Promise<OutputOf<N>> {
  const startedAt = Date.now();
  const send_ = sendOptions(options);
  const pick = (module: InferenceProviderModule) => helperOf(module, task);
  const finish = (prepared: Prepared<TaskProviderHelper<N>>, data: unknown) =>
    prepared.helper.getResponse(data, responseContext(prepared, options, send_, startedAt));
  const single = singleCandidate(args, auto);
  if (single !== undefined) {
    // One provider, the common case: no fallback machinery on the way (each layer is a promise turn).
    const prepared = await prepare(single, pick, task, args, prepareInput, options, routerOf(auto));
    return finish(prepared, await exchange(prepared, args, options, send_));
  }
  return tryProviders(
    await candidatesOf(task, args, options, auto),
    (provider) => prepare(provider, pick, task, args, prepareInput, options),
    (prepared) => exchange(prepared, args, options, send_),
    finish,
  );
}

/** `request()`: one provider, the task of `options.task` if any, the answer as `answer` accepts it. */
export async function runRequest<T>(
  args: CallArgs,
  options: InnerRequestOptions | undefined,
  answer: Schema<T>,
): Promise<T> {
  const send_ = sendOptions(options);
  const task = options?.task;
  return tryProviders(
    [singleProvider(args.provider)],
    (provider) => prepare(provider, (module) => requestHelperOf(module, task), task, args, undefined, options),
    (prepared) => exchange(prepared, args, options, send_),
    (prepared, data) => {
      if (answer(data)) return data;
      throw new InferenceOutputError("Expected an answer of the requested shape", { url: prepared.url });
    },
  );
}

/** `request()` and `streamingRequest()` take one provider, as in 3.8.1. */
function singleProvider(choice: ProviderChoice | undefined): string {
  if (choice === undefined) return ENDPOINT_PROVIDER;
  if (typeof choice !== "string" || choice === "auto") {
    throw new InferenceInputError(
      'request() and streamingRequest() take one provider name; "auto" and lists are for the task functions.',
    );
  }
  return choice;
}

function responseContext(
  prepared: Prepared,
  options: InnerRequestOptions | undefined,
  send_: SendOptions,
  startedAt: number,
): ResponseContext {
  return {
    // The call's validated send options (fetch, signal, retries, timeout, size limits), fetch defaulted.
    ...send_,
    fetch: send_.fetch ?? fetch,
    url: prepared.url,
    // The builder's own record, made for this request: used as is.
    headers: prepared.info.headers,
    startedAt,
    polling: options?.polling,
    outputType: options?.outputType,
    errors: prepared.helper.errors,
  };
}

/**
 * Sends a streaming request (`stream: true` is added to the arguments) and yields the JSON value of every
 * server-sent event until `[DONE]` or the end of the stream, each checked with `event`. Breaking out of the
 * loop early cancels the response body. Nothing is sent before the first `next()`, and errors (choosing
 * the provider too) surface there. A list of providers falls back until one answers with a stream.
 * `route` is the task function's task and its "auto"; without one (`streamingRequest()`) the call takes one
 * provider, as `request()` does.
 */
export function innerStreamingRequest<T>(
  route: StreamRoute | undefined,
  args: CallArgs,
  event: Schema<T>,
  options?: InnerRequestOptions,
  onStart?: () => void,
): AsyncGenerator<T> {
  const maxEventSize = options?.maxEventSize;
  return new EventStream<T>(
    async (): Promise<OpenedStream | undefined> => {
      onStart?.();
      const send_ = sendOptions(options);
      positiveOption(maxEventSize, "maxEventSize", DEFAULT_MAX_EVENT_SIZE, "characters");
      const single = route === undefined ? singleProvider(args.provider) : singleCandidate(args, route.auto);
      const candidates =
        single !== undefined || route === undefined
          ? [single ?? ENDPOINT_PROVIDER]
          : await candidatesOf(route.task, args, options, route.auto);
      const task = route?.task ?? options?.task;
      const streamArgs = { ...args, stream: true };
      return tryProviders(
        candidates,
        (provider) =>
          prepare(
            provider,
            (module) => requestHelperOf(module, task),
            task,
            streamArgs,
            undefined,
            options,
            routerOf(route?.auto),
          ),
        async (prepared) => {
          const sent = await send(prepared.url, prepared.info, send_);
          const { response, timer } = sent;
          if (!response.ok) {
            throw await errorFromResponse(sent, prepared, prepared.helper.errors, {
              stream: true,
              chatCompletion: options?.chatCompletion === true,
              model: callModel(args),
            });
          }
          const contentType = response.headers.get("Content-Type");
          if (!contentType?.startsWith("text/event-stream")) {
            timer.release();
            await response.body?.cancel().catch(() => undefined);
            throw new InferenceStreamError(
              `Server does not support event stream content type, it returned ${contentType ?? "no content type"}`,
              { url: prepared.url, status: response.status },
            );
          }
          if (response.body === null) {
            timer.release();
            return undefined;
          }
          return { body: response.body, timer };
        },
        (_prepared, opened) => opened,
      );
    },
    options?.signal,
    event,
    maxEventSize,
  );
}

/** Parses a text/event-stream body into JSON values (the reading half of innerStreamingRequest). */
export function readEventStream<T>(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  event: Schema<T> = unchecked<T>(),
): AsyncGenerator<T> {
  return new EventStream<T>(async () => ({ body }), signal, event);
}

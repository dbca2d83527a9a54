/**
 * The two request primitives every task function uses: build the request, send it (503 retry, abort),
 * check the status, and parse the answer (JSON, Blob, or a server-sent event stream).
 */
import type { TaskProviderHelper, ResponseContext } from "../providers/providerHelper.js";
import { abortReason } from "../utils/delay.js";
import { SseParser, type ServerSentEvent } from "../utils/sse.js";
import { InferenceProviderError, InferenceStreamError } from "./errors.js";
import { errorFromResponse, isJsonContentType, sendWithRetry, streamErrorFromResponse } from "./http.js";
import { makeRequestOptions, type RequestBuildArgs, type RequestBuildOptions } from "./makeRequestOptions.js";

export type InnerRequestOptions = RequestBuildOptions & {
  /** Chat completion call: some error statuses then mean "this server has no chat route". */
  chatCompletion?: boolean;
  /** textToImage's outputType, handed to the response parser. */
  outputType?: "url" | "blob";
};

export interface ResponseWrapper<T> {
  data: T;
  requestContext: { url: string; info: RequestInit };
}

/** Sends the request and returns the parsed answer: JSON for application/json, a Blob otherwise. */
export async function innerRequest<T>(
  args: RequestBuildArgs,
  providerHelper: TaskProviderHelper,
  options?: InnerRequestOptions,
): Promise<ResponseWrapper<T>> {
  const { url, info } = await makeRequestOptions(args, providerHelper, options);
  const response = await sendWithRetry(url, info, options ?? {});
  const requestContext = { url, info };
  if (!response.ok) {
    throw await errorFromResponse(response, {
      url,
      chatCompletion: options?.chatCompletion,
      model: args.model ?? args.endpointUrl,
    });
  }
  if (isJsonContentType(response.headers.get("Content-Type"))) {
    const text = await response.text();
    try {
      return { data: JSON.parse(text) as T, requestContext };
    } catch {
      throw new InferenceProviderError(`The server answered invalid JSON: ${text.slice(0, 200)}`, {
        status: response.status,
        url,
        body: text,
      });
    }
  }
  return { data: (await response.blob()) as T, requestContext };
}

/** Runs a task: request, then the helper's parser with what it needs for polling and downloads. */
export async function runTask<T>(
  args: RequestBuildArgs,
  providerHelper: TaskProviderHelper<T>,
  options: InnerRequestOptions | undefined,
): Promise<T> {
  const { data, requestContext } = await innerRequest<unknown>(args, providerHelper, options);
  return providerHelper.getResponse(data, responseContext(requestContext, options));
}

export function responseContext(
  requestContext: { url: string; info: RequestInit },
  options: InnerRequestOptions | undefined,
): ResponseContext {
  const context: ResponseContext = {
    url: requestContext.url,
    headers: { ...(requestContext.info.headers as Record<string, string>) },
    fetch: options?.fetch ?? fetch,
  };
  if (options?.outputType) context.outputType = options.outputType;
  if (options?.signal) context.signal = options.signal;
  return context;
}

/**
 * Sends a streaming request (`stream: true` is added to the arguments) and yields the JSON value of
 * every server-sent event until `[DONE]` or the end of the stream. Breaking out of the loop early
 * cancels the response body.
 *
 * One generator does everything (no `yield*` chain): every layer of async generators costs a few
 * promise turns per event, and streams carry thousands of events. `providerHelper` may be a function so
 * that errors in choosing it surface on the first `next()`, like every other error of a stream.
 */
export async function* innerStreamingRequest<T>(
  args: RequestBuildArgs,
  providerHelper: TaskProviderHelper | (() => TaskProviderHelper),
  options?: InnerRequestOptions,
): AsyncGenerator<T> {
  const helper = typeof providerHelper === "function" ? providerHelper() : providerHelper;
  const { url, info } = await makeRequestOptions({ ...args, stream: true }, helper, options);
  const response = await sendWithRetry(url, info, options ?? {});
  if (!response.ok) {
    throw await streamErrorFromResponse(response, {
      url,
      chatCompletion: options?.chatCompletion,
      model: args.model ?? args.endpointUrl,
    });
  }
  const contentType = response.headers.get("Content-Type");
  if (!contentType?.startsWith("text/event-stream")) {
    await response.body?.cancel().catch(() => undefined);
    throw new InferenceStreamError(
      `Server does not support event stream content type, it returned ${contentType ?? "no content type"}`,
    );
  }
  if (!response.body) return;
  const reader = new EventStreamReader<T>(response.body, options?.signal);
  try {
    for (let batch = await reader.next(); batch !== undefined; batch = await reader.next()) {
      for (let i = 0; i < batch.length; i++) yield batch[i] as T;
    }
  } finally {
    await reader.close();
  }
}

/** Parses a text/event-stream body into JSON values (the loop of innerStreamingRequest, on its own). */
export async function* readEventStream<T>(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<T> {
  const reader = new EventStreamReader<T>(body, signal);
  try {
    for (let batch = await reader.next(); batch !== undefined; batch = await reader.next()) {
      for (let i = 0; i < batch.length; i++) yield batch[i] as T;
    }
  } finally {
    await reader.close();
  }
}

/**
 * Reads an event-stream body chunk by chunk; each `next()` returns the JSON values of the events the
 * chunk completed (possibly none), or undefined once the stream is over ([DONE] or its end).
 */
class EventStreamReader<T> {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private readonly parser = new SseParser();
  private readonly events: ServerSentEvent[] = [];
  private finished = false;
  /** An error met after some values of the same chunk: thrown once those values are delivered. */
  private pendingError: unknown = undefined;

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.reader = body.getReader();
  }

  async next(): Promise<T[] | undefined> {
    if (this.pendingError !== undefined) throw this.pendingError;
    if (this.finished) return undefined;
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await this.reader.read();
    } catch (cause) {
      if (this.signal?.aborted) throw abortReason(this.signal);
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new InferenceStreamError(`The event stream was interrupted before it ended: ${reason}`, { cause });
    }
    const events = this.events;
    events.length = 0;
    if (chunk.done) {
      this.parser.push(this.decoder.decode(), events);
      this.parser.end(events);
      this.finished = true;
    } else {
      this.parser.push(this.decoder.decode(chunk.value, { stream: true }), events);
    }
    const values: T[] = [];
    for (let i = 0; i < events.length; i++) {
      const event = events[i] as ServerSentEvent;
      const data = event.data;
      if (data === "[DONE]") {
        this.finished = true;
        break;
      }
      if (data === "") continue;
      // A last event cut off by the end of the stream is kept only when it is whole JSON, as the
      // event-stream standard (and the counterpart) would drop it.
      if (event.incomplete && !isJson(data)) continue;
      try {
        values.push(parseEventData<T>(data));
      } catch (error) {
        if (values.length === 0) throw error;
        this.pendingError = error;
        break;
      }
    }
    return values.length === 0 && this.finished ? undefined : values;
  }

  /** Releases the body: cancels it when the stream was left before its end. */
  async close(): Promise<void> {
    if (this.finished) this.reader.releaseLock();
    else await this.reader.cancel().catch(() => undefined);
  }
}
function isJson(data: string): boolean {
  try {
    JSON.parse(data);
    return true;
  } catch {
    return false;
  }
}

function parseEventData<T>(data: string): T {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (cause) {
    const excerpt = data.length > 200 ? `${data.slice(0, 200)}...` : data;
    throw new InferenceStreamError(`An event of the stream is not JSON: ${excerpt}`, { cause });
  }
  if (typeof value === "object" && value !== null && "error" in value && (value as { error: unknown }).error) {
    const error = (value as { error: unknown }).error;
    const message =
      typeof error === "string"
        ? error
        : typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string"
          ? (error as { message: string }).message
          : JSON.stringify(error);
    throw new InferenceStreamError(`Error forwarded from backend: ${message}`);
  }
  return value as T;
}

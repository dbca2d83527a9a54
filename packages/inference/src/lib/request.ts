/**
 * The two request primitives every task function uses: build the request, send it (503 retry, abort),
 * check the status, and parse the answer (JSON, Blob, or a server-sent event stream).
 */
import type { TaskProviderHelper, ResponseContext } from "../provider-kit/providerHelper.js";
import { InferenceProviderError, InferenceStreamError } from "./errors.js";
import { EventStream } from "./eventStream.js";
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
 * cancels the response body. Nothing is sent before the first `next()`; `providerHelper` may be a
 * function so that errors in choosing it surface there too, like every other error of a stream.
 */
export function innerStreamingRequest<T>(
  args: RequestBuildArgs,
  providerHelper: TaskProviderHelper | (() => TaskProviderHelper),
  options?: InnerRequestOptions,
): AsyncGenerator<T> {
  return new EventStream<T>(async () => {
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
    return response.body ?? undefined;
  }, options?.signal);
}

/** Parses a text/event-stream body into JSON values (the reading half of innerStreamingRequest). */
export function readEventStream<T>(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<T> {
  return new EventStream<T>(async () => body, signal);
}

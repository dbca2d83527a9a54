/**
 * The small HTTP core every request goes through, whatever the provider: send with the request timeout and
 * the caller's signal, retry 503 and 429 answers (utils/retry.ts), turn a failure to connect into an
 * InferenceNetworkError, read an error answer within a size cap. It knows no provider: how an error answer
 * reads is the provider's (provider-kit/errors.ts), handed in by the caller.
 */
import { PACKAGE_NAME, PACKAGE_VERSION } from "../config.js";
import { abortReason, delay } from "../utils/delay.js";
import { retryDelayMs, shouldRetry } from "../utils/retry.js";
import { InferenceNetworkError, InferenceProviderError } from "../errors.js";
import { redactUrlIn } from "../utils/redact.js";
import { RequestTimer } from "./timer.js";
import { readCappedText, type Sent } from "./body.js";
import type { ErrorAnswer, ErrorCall, ProviderErrors, SendOptions } from "../spec/index.js";

/** `@hubkit/inference/3.8.1`, plus the browser's own user agent when there is one. */
export function userAgent(): string {
  const base = `${PACKAGE_NAME}/${PACKAGE_VERSION}`;
  const nav = (globalThis as { navigator?: { userAgent?: unknown } }).navigator;
  return typeof nav?.userAgent === "string" && nav.userAgent !== "" ? `${base} ${nav.userAgent}` : base;
}

export type { Sent };

/**
 * fetch() under the caller's signal and the request timeout, with 503 and 429 answers retried (bounded
 * backoff with jitter, Retry-After honoured up to the cap). The answer's body is still to be read, under
 * `timer` (timer.guard), which the caller releases afterwards.
 */
export async function send(url: string, info: RequestInit, options: SendOptions): Promise<Sent> {
  const fetchFn = options.fetch ?? fetch;
  // The caller's signal goes to fetch, so an abort closes the connection (see lib/timer.ts).
  const init = options.signal !== undefined && info.signal === undefined ? { ...info, signal: options.signal } : info;
  for (let retriesDone = 0; ; retriesDone++) {
    if (options.signal?.aborted) throw abortReason(options.signal);
    const timer = new RequestTimer(options.signal, options.timeout, options.deadline, url);
    let response: Response;
    try {
      response = await timer.guard(fetchFn(url, init));
    } catch (error) {
      timer.release();
      throw timer.failure(error, (cause) => networkError(url, info, cause));
    }
    // A limit that passes while the body is read closes its connection.
    timer.onStop(() => void response.body?.cancel().catch(() => undefined));
    if (!shouldRetry(response.status, retriesDone, options.retry_on_error)) return { response, timer };
    const wait = retryDelayMs(retriesDone, response.headers.get("Retry-After"));
    // No retry that the deadline would cut short: the answer is the error.
    if (options.deadline !== undefined && Date.now() + wait >= options.deadline.at) return { response, timer };
    timer.release();
    // Free the connection before waiting; the body of a 503 or 429 is not needed.
    await response.body?.cancel().catch(() => undefined);
    await delay(wait, options.signal);
  }
}

/** fetch rejects with a TypeError when it cannot reach the server; a custom fetch's own errors pass as they are. */
function networkError(url: string, info: RequestInit, cause: unknown): unknown {
  if (!(cause instanceof TypeError)) return cause;
  const reason = cause.cause instanceof Error ? `${cause.message} (${cause.cause.message})` : cause.message;
  // fetch quotes a URL it refuses (one with user:password@): the cause is kept only without the URL's credentials.
  const shown = redactUrlIn(reason, url);
  return new InferenceNetworkError(`The request to ${url} failed before any answer: ${shown}`, {
    url,
    requestHeaders: headerRecord(info.headers),
    cause: shown === reason ? cause : new TypeError(shown),
  });
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> | undefined {
  return headers === undefined ? undefined : Object.fromEntries(new Headers(headers));
}

export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  return contentType.startsWith("application/json") || contentType.startsWith("application/problem+json");
}

/** The error of a non-2xx answer: read (capped), then worded by the provider's reader. */
export async function errorFromResponse(
  sent: Sent,
  request: { url: string; info: RequestInit },
  errors: ProviderErrors,
  call: ErrorCall,
): Promise<InferenceProviderError> {
  const { response, timer } = sent;
  const contentType = response.headers.get("Content-Type");
  const isJson = isJsonContentType(contentType);
  let text: string;
  try {
    text = await readCappedText(response, timer);
  } catch {
    text = "";
  } finally {
    timer.release();
  }
  let body: unknown = text;
  if (isJson) {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON after all: the text is the body.
    }
  }
  const answer: ErrorAnswer = { status: response.status, contentType, body, isJson };
  const { message, body: kept } = errors.read(answer, call);
  return new InferenceProviderError(message, {
    status: response.status,
    url: request.url,
    body: kept,
    requestId: requestIdOf(response.headers, errors),
    requestHeaders: headerRecord(request.info.headers),
    method: request.info.method,
    requestBody: request.info.body,
  });
}

export function requestIdOf(headers: Headers, errors: ProviderErrors): string | undefined {
  for (const name of errors.requestIdHeaders) {
    const value = headers.get(name);
    if (value !== null) return value;
  }
  return undefined;
}

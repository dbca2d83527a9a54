/**
 * The small HTTP core every call goes through: send (with the 503 retry policy and abort), then turn a
 * non-OK answer into an error with the counterpart's message. Parsing of OK answers is in request.ts.
 */
import { PACKAGE_NAME, PACKAGE_VERSION } from "../config.js";
import { abortReason, delay } from "../utils/delay.js";
import { retryDelayMs, shouldRetry } from "../utils/retry.js";
import { InferenceProviderError } from "./errors.js";

/** `@hubkit/inference/3.8.1`, plus the browser's own user agent when there is one. */
export function userAgent(): string {
  const base = `${PACKAGE_NAME}/${PACKAGE_VERSION}`;
  const nav = (globalThis as { navigator?: { userAgent?: unknown } }).navigator;
  return typeof nav?.userAgent === "string" && nav.userAgent !== "" ? `${base} ${nav.userAgent}` : base;
}

export interface SendOptions {
  fetch?: typeof fetch;
  retry_on_error?: boolean;
  signal?: AbortSignal;
}

/** fetch() with the retry policy of utils/retry.ts applied to 503 answers. */
export async function sendWithRetry(url: string, info: RequestInit, options: SendOptions): Promise<Response> {
  const fetchFn = options.fetch ?? fetch;
  for (let retriesDone = 0; ; retriesDone++) {
    if (options.signal?.aborted) throw abortReason(options.signal);
    const response = await fetchFn(url, info);
    if (!shouldRetry(response.status, retriesDone, options.retry_on_error)) return response;
    // Free the connection before waiting; the body of a 503 is not needed.
    await response.body?.cancel().catch(() => undefined);
    await delay(retryDelayMs(retriesDone, response.headers.get("Retry-After")), options.signal);
  }
}

export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  return contentType.startsWith("application/json") || contentType.startsWith("application/problem+json");
}

interface ErrorContext {
  url: string;
  /** The call was a chat completion: 400/422/404/500 then say the server may not support chat. */
  chatCompletion?: boolean;
  /** Model named in the chat-completion message (the model argument, or the endpoint URL). */
  model?: string;
}

const CHAT_UNSUPPORTED_STATUSES = new Set([400, 404, 422, 500]);

/** The error for a non-OK answer of a non-streaming call. */
export async function errorFromResponse(response: Response, context: ErrorContext): Promise<InferenceProviderError> {
  const contentType = response.headers.get("Content-Type");
  const details = { status: response.status, url: context.url };
  if (isJsonContentType(contentType)) {
    const body = await readJsonOrText(response);
    if (context.chatCompletion && CHAT_UNSUPPORTED_STATUSES.has(response.status)) {
      return new InferenceProviderError(
        `Server ${context.model} does not seem to support chat completion. Error: ${JSON.stringify(errorField(body))}`,
        { ...details, body },
      );
    }
    const reported = errorField(body);
    // Like the counterpart, the message is the JSON of `error` (or `detail`), so a string keeps its quotes.
    const message = reported !== undefined ? JSON.stringify(reported) : JSON.stringify(body);
    return new InferenceProviderError(message, { ...details, body });
  }
  if (contentType?.startsWith("text/plain")) {
    const text = await response.text().catch(() => "");
    return new InferenceProviderError(text || `HTTP ${response.status}`, { ...details, body: text });
  }
  await response.body?.cancel().catch(() => undefined);
  return new InferenceProviderError("An error occurred while fetching the blob", { ...details, body: undefined });
}

/** The error for a non-OK answer of a streaming call. */
export async function streamErrorFromResponse(
  response: Response,
  context: ErrorContext,
): Promise<InferenceProviderError> {
  const details = { status: response.status, url: context.url };
  if (isJsonContentType(response.headers.get("Content-Type"))) {
    const body = await readJsonOrText(response);
    if (context.chatCompletion && CHAT_UNSUPPORTED_STATUSES.has(response.status)) {
      const reported = errorField(body);
      return new InferenceProviderError(
        `Server ${context.model} does not seem to support chat completion. Error: ${typeof reported === "string" ? reported : JSON.stringify(reported)}`,
        { ...details, body },
      );
    }
    const message = streamErrorMessage(body);
    if (message !== undefined) return new InferenceProviderError(message, { ...details, body });
    return new InferenceProviderError(`Server response contains error: ${response.status}`, { ...details, body });
  }
  const text = await response.text().catch(() => "");
  return new InferenceProviderError(`Server response contains error: ${response.status}`, { ...details, body: text });
}

/** `error`, else `detail`, of a JSON error body. */
function errorField(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return record.error ?? record.detail;
}

/** The human message of a JSON error body in the shapes providers use (TGI, OpenAI, Sambanova). */
function streamErrorMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === "string") return record.error;
  const nested = record.error as Record<string, unknown> | null | undefined;
  if (typeof nested === "object" && nested !== null && typeof nested.message === "string") return nested.message;
  if (typeof record.message === "string") return record.message;
  return undefined;
}

async function readJsonOrText(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The errors of the client. Every one is an `InferenceClientError`: it says whether trying again may help
 * (`isRetryable`), and, when an HTTP exchange was involved, its status, URL, the provider's request id and
 * the request's headers with every credential redacted (and the URL's own: see redact.ts). Messages keep the wording of
 * @huggingface/inference 3.8.1, so code that matches on them keeps working; each 3.8.1-era class is a
 * subclass of the base (InferenceOutputError too, which stays a TypeError: see InferenceOutputError.ts).
 */

import { redactUrl, redactUrlIn } from "./utils/redact.js";

/** An HTTP exchange an error came from, as far as it is known. */
export interface ErrorDetails {
  /** HTTP status of the answer. */
  status?: number | undefined;
  /** URL of the request; its credentials are redacted before it is stored, and in the message. */
  url?: string | undefined;
  /** The provider's (or the hub's) id of the request, from the answer's headers, for support tickets. */
  requestId?: string | undefined;
  /** The request's headers; credentials are redacted before they are stored. */
  requestHeaders?: Record<string, string> | undefined;
  /** The answer's parsed JSON error body, or its text. */
  body?: unknown;
  /** Overrides the class's default for `isRetryable`. */
  retryable?: boolean | undefined;
  cause?: unknown;
  /** HTTP method of the request (default "POST"; hub lookups say "GET"). */
  method?: string | undefined;
  /** The request's body as sent (a JSON text is parsed for `httpRequest.body`; a file or form is named). */
  requestBody?: unknown;
}

/** The request of an HTTP error, in 4.x's shape (`httpRequest`): credentials redacted as everywhere. */
export interface HttpRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** The answer of an HTTP error, in 4.x's shape (`httpResponse`). */
export interface HttpResponse {
  requestId: string;
  status: number;
  body: Record<string, unknown> | string;
}

/** Headers that carry credentials: their values never leave an error. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|x-key|x-api-key|api-key)$/i;

/** A copy of `headers` with the value of every credential header replaced by "[redacted]". */
export function redactHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = SECRET_HEADER.test(name) ? "[redacted]" : value;
  return out;
}

/** 429 (rate limited) and 5xx answers may succeed later or elsewhere; other statuses will not. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === 429 || (status !== undefined && status >= 500 && status <= 599);
}

/** What every error of the client carries; see ErrorDetails. */
export interface InferenceClientErrorFields {
  readonly isRetryable: boolean;
  readonly status: number | undefined;
  readonly url: string | undefined;
  readonly requestId: string | undefined;
  readonly requestHeaders: Record<string, string> | undefined;
}

/** Brand of every error of the client, so InferenceOutputError (a TypeError) is an InferenceClientError too. */
const BRAND: unique symbol = Symbol.for("@hubkit/inference.InferenceClientError");

/** Sets the fields of InferenceClientErrorFields on `error` (shared by the base class and InferenceOutputError). */
export function initClientError(
  error: Error & { -readonly [K in keyof InferenceClientErrorFields]: InferenceClientErrorFields[K] },
  name: string,
  details: ErrorDetails,
  retryableByDefault: boolean,
): void {
  error.name = name;
  error.isRetryable = details.retryable ?? retryableByDefault;
  error.status = details.status;
  error.url = details.url === undefined ? undefined : redactUrl(details.url);
  error.requestId = details.requestId;
  error.requestHeaders = redactHeaders(details.requestHeaders);
  Object.defineProperty(error, BRAND, { value: true });
}

/** The base class of every error the client throws (an aborted call throws its signal's reason instead). */
export class InferenceClientError extends Error implements InferenceClientErrorFields {
  declare readonly isRetryable: boolean;
  declare readonly status: number | undefined;
  declare readonly url: string | undefined;
  declare readonly requestId: string | undefined;
  declare readonly requestHeaders: Record<string, string> | undefined;

  constructor(message: string, details: ErrorDetails = {}) {
    // Redacted before the stack trace, which repeats the message, is captured.
    super(redactUrlIn(message, details.url), details.cause === undefined ? undefined : { cause: details.cause });
    initClientError(this, "InferenceClientError", details, isRetryableStatus(details.status));
  }

  /** `instanceof InferenceClientError` also holds for InferenceOutputError, which must stay a TypeError. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== InferenceClientError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && BRAND in value;
  }
}

/** The call's arguments or options cannot work (bad model id, unknown provider, missing task, ...). */
export class InferenceInputError extends InferenceClientError {
  constructor(message: string) {
    super(message, { retryable: false });
    this.name = "InferenceInputError";
  }
}

/**
 * An error that comes with an HTTP exchange (4.x's InferenceClientHttpRequestError): its request and answer
 * in 4.x's shapes, `httpRequest` and `httpResponse`, read from the error's own (redacted) fields.
 */
export abstract class InferenceHttpError extends InferenceClientError {
  /** HTTP method of the request. */
  readonly method: string;
  /** The request's body as sent: a JSON text, or the file or form of an upload. */
  readonly requestBody: unknown;
  /** The parsed JSON error body, or the text body, when there was one. */
  readonly body: unknown;
  constructor(message: string, details: ErrorDetails) {
    super(message, details);
    this.method = details.method ?? "POST";
    const sent = details.requestBody;
    // A body may quote URLs with credentials (a dedicated endpoint's URL is its chat `model`): redacted as in messages.
    this.requestBody = typeof sent === "string" ? redactUrlIn(sent, details.url) : sent;
    this.body = details.body;
  }

  /** The request, 4.x's field: URL, method, headers (credentials redacted), the JSON object sent (if one was). */
  get httpRequest(): HttpRequest {
    const sent = this.requestBody;
    let body: unknown;
    try {
      body = typeof sent === "string" ? JSON.parse(sent) : undefined;
    } catch {
      // Not JSON: left out, as a file or a form is (4.x names those).
    }
    return {
      url: this.url ?? "",
      method: this.method,
      headers: this.requestHeaders,
      body: isJsonObject(body) ? body : undefined,
    };
  }

  /** The answer, 4.x's field: request id ("" when none), status (0 when there was no answer), body. */
  get httpResponse(): HttpResponse {
    const body = this.body;
    return {
      requestId: this.requestId ?? "",
      status: this.status ?? 0,
      body: typeof body === "string" || isJsonObject(body) ? body : (JSON.stringify(body) ?? ""),
    };
  }
}

/** A parsed JSON object (not an array, a file or a form). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A hub lookup (provider mapping, LoRA file listing, default model per task) failed or had no answer. 4.x's
 * InferenceClientHubApiError is this class as `instanceof` sees it (lib/errors4x.ts).
 */
export class InferenceHubError extends InferenceHttpError {
  constructor(message: string, status?: number, details: Omit<ErrorDetails, "status"> = {}) {
    super(message, { method: "GET", ...details, status });
    this.name = "InferenceHubError";
  }
}

/**
 * The provider answered with a non-2xx status. 4.x's InferenceClientProviderApiError is this class as
 * `instanceof` sees it (lib/errors4x.ts).
 */
export class InferenceProviderError extends InferenceHttpError {
  declare readonly status: number;
  declare readonly url: string;
  constructor(message: string, details: ErrorDetails & { status: number; url: string }) {
    super(message, details);
    this.name = "InferenceProviderError";
  }
}

/** The request could not reach the server, or its connection broke (DNS, refused, reset, TLS). */
export class InferenceNetworkError extends InferenceClientError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(message, { retryable: true, ...details });
    this.name = "InferenceNetworkError";
  }
}

/** A request (the `timeout` option) or a polled task (its overall deadline) took too long. */
export class InferenceTimeoutError extends InferenceClientError {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, details: ErrorDetails = {}) {
    super(message, { retryable: true, ...details });
    this.name = "InferenceTimeoutError";
    this.timeoutMs = timeoutMs;
  }
}

/**
 * An answer (the `maxResponseSize` option) or a result file the client downloads (`maxDownloadSize`) is larger
 * than its limit: reading stopped there, and the connection was closed. Not retryable: the same request gets the
 * same answer.
 */
export class InferenceResponseTooLargeError extends InferenceClientError {
  /** The limit that was exceeded, in bytes. */
  readonly limit: number;
  /** Bytes known to be in the body: those received before reading stopped, or its announced Content-Length. */
  readonly size: number;
  /** The option that sets the limit. */
  readonly option: "maxResponseSize" | "maxDownloadSize";
  constructor(
    message: string,
    limit: { bytes: number; option: "maxResponseSize" | "maxDownloadSize"; size: number },
    details: ErrorDetails = {},
  ) {
    super(message, { retryable: false, ...details });
    this.name = "InferenceResponseTooLargeError";
    this.limit = limit.bytes;
    this.size = limit.size;
    this.option = limit.option;
  }
}

/** A server-sent event stream could not be read: wrong content type, an error event, a torn stream. */
export class InferenceStreamError extends InferenceClientError {
  constructor(message: string, options: ErrorDetails = {}) {
    super(message, { retryable: false, ...options });
    this.name = "InferenceStreamError";
  }
}

/** An asynchronous job (black-forest-labs, fal-ai queue) could not be polled to completion, or failed. */
export class InferencePollingError extends InferenceClientError {
  constructor(message: string, options: ErrorDetails = {}) {
    super(message, options);
    this.name = "InferencePollingError";
  }
}

/** One provider's failure in a call that could fall back to another provider. */
export interface ProviderAttempt {
  provider: string;
  error: unknown;
}

/**
 * The call could not be routed: every provider of a call (`provider: [...]` or "auto") failed or was skipped
 * (the message says what each one answered; `attempts` has the errors, and the fields of the last one are this
 * error's fields), or the router's "auto" chat route was asked without a hub token (no attempt). Also 4.x's
 * InferenceClientRoutingError, which is constructed with a message only.
 */
export class InferenceRoutingError extends InferenceClientError {
  readonly attempts: readonly ProviderAttempt[];
  constructor(message: string, attempts: readonly ProviderAttempt[] = []) {
    const last = attempts.at(-1)?.error;
    const fields = last instanceof InferenceClientError ? last : undefined;
    super(message, {
      status: fields?.status,
      url: fields?.url,
      requestId: fields?.requestId,
      requestHeaders: fields?.requestHeaders,
      retryable: fields?.isRetryable ?? false,
      cause: last,
    });
    this.name = "InferenceRoutingError";
    this.attempts = attempts;
  }
}

/**
 * Errors that mean "this provider does not serve this call" (no mapping for it, mapped to another task, no
 * helper for the task, retired from the router), raised before anything is sent: a list of providers skips
 * to the next one on them (lib/request.ts).
 */
const NOT_SERVED = new WeakSet<object>();

export function notServed<E extends Error>(error: E): E {
  NOT_SERVED.add(error);
  return error;
}

export function isNotServed(error: unknown): boolean {
  return typeof error === "object" && error !== null && NOT_SERVED.has(error);
}

/**
 * The provider answered, but not in the shape the task promises. A TypeError, as in 3.8.1, and an
 * InferenceClientError too (`instanceof InferenceClientError` holds through the base class's brand check).
 * Also 4.x's InferenceClientProviderOutputError (same class; the message keeps 3.8.1's wording around 4.x's).
 */
export class InferenceOutputError extends TypeError implements InferenceClientErrorFields {
  declare readonly isRetryable: boolean;
  declare readonly status: number | undefined;
  declare readonly url: string | undefined;
  declare readonly requestId: string | undefined;
  declare readonly requestHeaders: Record<string, string> | undefined;

  constructor(expected: string, details: ErrorDetails = {}) {
    super(
      redactUrlIn(
        `Invalid inference output: ${expected}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
        details.url,
      ),
    );
    initClientError(this, "InferenceOutputError", details, false);
  }
}

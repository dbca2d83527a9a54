/**
 * How a provider's error answers read: which message an InferenceProviderError carries, which body it keeps,
 * and where the provider's request id is. Each provider module names its reader (`errors` in its helpers);
 * most use `defaultErrors`, the reading of @huggingface/inference 3.8.1, whose messages code may match on.
 * lib/http.ts only reads the answer and hands it here: it knows no provider's error shape.
 */
import { isObject } from "../utils/schema.js";
import type { ErrorAnswer, ErrorCall, ProviderErrors } from "../spec/index.js";

const CHAT_UNSUPPORTED_STATUSES = new Set([400, 404, 422, 500]);

/** `error`, else `detail`, of a JSON error body (TGI, most providers; FastAPI's `detail`). */
export function errorField(body: unknown): unknown {
  return isObject(body) ? (body.error ?? body.detail) : undefined;
}

/** The human message of a JSON error body in the shapes providers use: TGI `error`, OpenAI `error.message`, `message`. */
export function streamErrorMessage(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  if (typeof body.error === "string") return body.error;
  if (isObject(body.error) && typeof body.error.message === "string") return body.error.message;
  if (typeof body.message === "string") return body.message;
  return undefined;
}

function readDefault({ status, body, isJson, contentType }: ErrorAnswer, call: ErrorCall) {
  if (call.stream) {
    if (!isJson) return { message: `Server response contains error: ${status}`, body };
    if (call.chatCompletion && CHAT_UNSUPPORTED_STATUSES.has(status)) {
      const reported = errorField(body);
      const detail = typeof reported === "string" ? reported : JSON.stringify(reported);
      return { message: `Server ${call.model} does not seem to support chat completion. Error: ${detail}`, body };
    }
    return { message: streamErrorMessage(body) ?? `Server response contains error: ${status}`, body };
  }
  if (isJson) {
    const reported = errorField(body);
    if (call.chatCompletion && CHAT_UNSUPPORTED_STATUSES.has(status)) {
      return {
        message: `Server ${call.model} does not seem to support chat completion. Error: ${JSON.stringify(reported)}`,
        body,
      };
    }
    // Like the counterpart, the message is the JSON of `error` (or `detail`), so a string keeps its quotes.
    return { message: JSON.stringify(reported !== undefined ? reported : body), body };
  }
  if (contentType?.startsWith("text/plain")) {
    const text = typeof body === "string" ? body : "";
    return { message: text || `HTTP ${status}`, body: text };
  }
  return { message: "An error occurred while fetching the blob", body: undefined };
}

/** The counterpart's reading, and `x-request-id` for the request id (the router's, OpenAI's, most providers'). */
export const defaultErrors: ProviderErrors = { read: readDefault, requestIdHeaders: ["x-request-id"] };

/**
 * The reading of providers that are new since 3.8.1 and answer errors as OpenAI does
 * (`{ error: { message, type, code } }`; Groq, Nscale, Z.ai, ...): the provider's own message, whichever
 * of the usual fields holds it, rather than the JSON of the whole `error` object. No 3.8.1 code matches on
 * these providers' messages.
 */
export const openAiErrors: ProviderErrors = {
  read(answer, call) {
    if (answer.isJson) {
      const body = answer.body;
      const message =
        streamErrorMessage(body) ?? (isObject(body) && typeof body.detail === "string" ? body.detail : undefined);
      if (message !== undefined && message !== "") return { message, body };
    }
    return readDefault(answer, call);
  },
  requestIdHeaders: ["x-request-id"],
};

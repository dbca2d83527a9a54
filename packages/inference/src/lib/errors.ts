/**
 * One error class per kind of failure. Messages keep the wording of @huggingface/inference 3.8.1 so code
 * that matches on them keeps working; the classes add what the message cannot carry (status, body, URL).
 * Every class extends Error, so `instanceof Error` and `.message` behave as before.
 */

/** The call's arguments or options cannot work (bad model id, unknown provider, missing task, ...). */
export class InferenceInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InferenceInputError";
  }
}

/** A hub lookup (provider mapping, LoRA file listing, default model per task) failed or had no answer. */
export class InferenceHubError extends Error {
  /** HTTP status of the hub answer, when the failure came from one. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "InferenceHubError";
    this.status = status;
  }
}

/** The provider answered with a non-2xx status. */
export class InferenceProviderError extends Error {
  readonly status: number;
  readonly url: string;
  /** The parsed JSON error body, or the text body, when there was one. */
  readonly body: unknown;
  constructor(message: string, details: { status: number; url: string; body: unknown }) {
    super(message);
    this.name = "InferenceProviderError";
    this.status = details.status;
    this.url = details.url;
    this.body = details.body;
  }
}

/** A server-sent event stream could not be read: wrong content type, an error event, a torn stream. */
export class InferenceStreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InferenceStreamError";
  }
}

/** An asynchronous job (black-forest-labs, fal-ai queue) could not be polled to completion. */
export class InferencePollingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InferencePollingError";
  }
}

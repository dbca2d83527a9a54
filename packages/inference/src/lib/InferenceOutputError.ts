import { initClientError, type ErrorDetails, type InferenceClientErrorFields } from "./errors.js";
import { redactUrlIn } from "./redact.js";

/**
 * The provider answered, but not in the shape the task promises. A TypeError, as in 3.8.1, and an
 * InferenceClientError too (`instanceof InferenceClientError` holds through the base class's brand check).
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

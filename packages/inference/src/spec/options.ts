/** The options of every call. */
import type { InferenceProviderModule } from "./helper.js";
import type { PollingOptions } from "./http.js";

export interface Options {
  /**
   * (Default: true) When the provider (or the hub) answers 503 (model loading, overloaded) or 429 (rate
   * limited), send the same request again, a bounded number of times with jittered exponential backoff,
   * never sooner than its Retry-After asks (up to a cap; see `RETRY_POLICY`). `false` returns the answer as
   * an error at once.
   */
  retry_on_error?: boolean;
  /** Fetch implementation used for every call the client makes (hub lookups, inference, polling, downloads). */
  fetch?: typeof fetch;
  /** Aborts the call: every request, retry wait, polling wait and stream read. Its reason is thrown. */
  signal?: AbortSignal;
  /**
   * Milliseconds one HTTP request may take, from sending it to the end of its answer (default 600000, ten
   * minutes; `Infinity` for no limit). For a stream, the longest wait for the answer and then between two
   * chunks, so a long stream that keeps sending never times out. Exceeded: InferenceTimeoutError.
   */
  timeout?: number;
  /** Limits of tasks that poll an asynchronous job (fal-ai queue, black-forest-labs): see PollingOptions. */
  polling?: PollingOptions;
  /**
   * Largest server-sent event a stream may carry, in characters (default 16 MiB). A larger one, or an
   * endless line, stops the stream with an InferenceStreamError instead of filling memory.
   */
  maxEventSize?: number;
  /**
   * Largest answer read whole, in bytes, counted as it arrives once any compression is undone (default
   * 134217728, 128 MiB; `Infinity` for no limit): a JSON or text answer, or a file answered as the body. Past
   * it, reading stops, the connection is closed, and the call fails with an InferenceResponseTooLargeError.
   */
  maxResponseSize?: number;
  /**
   * Largest result file the client downloads from a URL a provider answers (generated images, audio, video),
   * in bytes (default 536870912, 512 MiB; `Infinity` for no limit). Past it: InferenceResponseTooLargeError.
   */
  maxDownloadSize?: number;
  /**
   * Credentials mode of the request: a string is passed to fetch as is, `true` means "include", anything
   * else leaves fetch's default.
   */
  includeCredentials?: string | boolean;
  /**
   * Organization to bill the request to (sent as the X-HF-Bill-To header). The caller must be a member of an
   * organization with Enterprise Hub.
   */
  billTo?: string;
  /**
   * The providers the call may use, each imported from `@hubkit/inference/providers/<name>`. The main
   * entry has all of them by default (this narrows the choice); `@hubkit/inference/core` has none unless
   * they are given here, so a bundle carries only the providers it names.
   */
  providers?: readonly InferenceProviderModule[];
}

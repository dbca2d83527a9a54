/**
 * Time limits of requests: the `timeout` option (per request; for a stream, per wait for the answer and for
 * each next chunk) and the overall deadline of a polled task. A RequestTimer owns the AbortSignal a request
 * is sent with: it follows the caller's signal and fires on the limit, and every wait of the request goes
 * through `guard`, so a fetch that ignores signals cannot hang a call either.
 */
import { abortReason } from "../utils/delay.js";
import { InferenceInputError, InferenceTimeoutError } from "./errors.js";

/** Default of the `timeout` option: 10 minutes (a long generation answers within it; a dead server does not). */
export const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

/** The largest delay setTimeout takes (larger ones fire at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An absolute point in time (Date.now() scale) and the limit it stands for, for messages. */
export interface Deadline {
  at: number;
  ms: number;
  /** What has to finish by then, e.g. "the fal-ai task". */
  what: string;
}

/**
 * A validated duration option: a positive number of milliseconds, or Infinity for none. Anything else is the
 * caller's mistake, said at once (a NaN or negative timeout would otherwise fire at once or never).
 */
export function durationOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value > 0)) {
    throw new InferenceInputError(
      `Invalid ${name}: ${String(value)}. Expected a positive number of milliseconds (Infinity for no limit).`,
    );
  }
  return value;
}

export class RequestTimer {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  /** Last activity (send, or a chunk of a stream): the request timeout counts from there. */
  private last = Date.now();
  private released = false;
  /** Set when a limit fired. */
  private expired: InferenceTimeoutError | undefined = undefined;
  private readonly onParentAbort: (() => void) | undefined;
  /** The answer is an event stream being read: the timeout is then the longest silence between chunks. */
  private streaming = false;

  constructor(
    private readonly parent: AbortSignal | undefined,
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
    private readonly deadline: Deadline | undefined,
    private readonly url: string,
  ) {
    this.signal = this.controller.signal;
    if (parent !== undefined) {
      if (parent.aborted) this.controller.abort(abortReason(parent));
      else {
        this.onParentAbort = () => this.controller.abort(abortReason(parent));
        parent.addEventListener("abort", this.onParentAbort, { once: true });
      }
    }
    this.arm(this.remaining(this.last));
  }

  /** From now on the request is a stream being read: `touch` on every chunk, the timeout is per silence. */
  streamStarted(): void {
    this.streaming = true;
    this.last = Date.now();
  }

  /** Activity on the request (a chunk of a stream arrived): its timeout starts again. */
  touch(): void {
    this.last = Date.now();
  }

  /** The request is over: no more firing, no listener left on the caller's signal. */
  release(): void {
    this.released = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.onParentAbort !== undefined) this.parent?.removeEventListener("abort", this.onParentAbort);
  }

  /** `promise`, or a rejection as soon as the request is aborted (the caller's signal, or a limit). */
  guard<T>(promise: Promise<T>): Promise<T> {
    const signal = this.signal;
    if (signal.aborted) {
      promise.then(discard, () => undefined);
      return Promise.reject(signal.reason);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        promise.then(discard, () => undefined);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      promise.then(
        (value) => {
          signal.removeEventListener("abort", onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      );
    });
  }

  /**
   * What a rejection of the request means for the caller: the caller's abort reason, the timeout, or
   * `otherwise(error)` (a network failure) when neither aborted it.
   */
  failure(error: unknown, otherwise: (error: unknown) => unknown): unknown {
    if (this.expired !== undefined) return this.expired;
    if (this.parent?.aborted) return abortReason(this.parent);
    return otherwise(error);
  }

  private remaining(now: number): number {
    const idle = this.last + this.timeoutMs - now;
    return this.deadline === undefined ? idle : Math.min(idle, this.deadline.at - now);
  }

  private arm(ms: number): void {
    if (ms === Infinity) return;
    this.timer = setTimeout(this.fire, Math.max(0, Math.min(ms, MAX_TIMER_MS)));
  }

  private readonly fire = (): void => {
    this.timer = undefined;
    if (this.released) return;
    const now = Date.now();
    const left = this.remaining(now);
    if (left > 0) {
      this.arm(left);
      return;
    }
    const deadline = this.deadline;
    this.expired =
      deadline !== undefined && deadline.at <= now
        ? new InferenceTimeoutError(`${deadline.what} did not finish within ${deadline.ms} ms`, deadline.ms, {
            url: this.url,
          })
        : new InferenceTimeoutError(
            this.streaming
              ? `The event stream from ${this.url} sent nothing for ${this.timeoutMs} ms (the timeout option)`
              : `The request to ${this.url} got no answer within ${this.timeoutMs} ms (the timeout option)`,
            this.timeoutMs,
            { url: this.url },
          );
    this.controller.abort(this.expired);
  };
}

/** A late answer nobody waits for any more: its body is let go so its connection is freed. */
function discard(value: unknown): void {
  if (value instanceof Response) value.body?.cancel().catch(() => undefined);
}

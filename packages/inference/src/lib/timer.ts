/**
 * Time limits of requests: the `timeout` option (per request; for a stream, per wait for the answer and for
 * each next chunk) and the overall deadline of a polled task. A RequestTimer races every wait of a request
 * (`guard`) against the limit and the caller's signal, so a fetch that ignores signals cannot hang a call.
 *
 * Why no AbortController per request: creating one and its signal costs about 5 µs in Node 20 (each signal is
 * made transferable), and every listener on it almost 1 µs more; on a cached call that would double the
 * client's own cost. The caller's signal goes to fetch as it is (aborting the connection); a timeout rejects
 * the wait at once, cancels the body when the answer has arrived (which closes its connection) and lets go
 * of an answer that arrives later. Expiries are kept by one shared timer (lib/watchdog.ts).
 */
import { abortReason } from "../utils/delay.js";
import { InferenceInputError, InferenceTimeoutError } from "../errors.js";
import { unwatch, watch, type Watched } from "./watchdog.js";
import type { Deadline } from "../spec/index.js";

/** Default of the `timeout` option: 10 minutes (a long generation answers within it; a dead server does not). */
export const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * A validated limit option: a positive number of `unit` (milliseconds for durations; bytes or characters for
 * the size limits), or Infinity for none. Anything else is the caller's mistake, said at once (a NaN or
 * negative timeout would otherwise fire at once or never). One function for every limit: they read alike.
 */
export function positiveOption(value: unknown, name: string, fallback: number, unit = "milliseconds"): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value > 0)) {
    throw new InferenceInputError(
      `Invalid ${name}: ${String(value)}. Expected a positive number of ${unit} (Infinity for no limit).`,
    );
  }
  return value;
}

export class RequestTimer implements Watched {
  /** Last activity (send, or a chunk of a stream): the request timeout counts from there. */
  private last = Date.now();
  private released = false;
  /** Set when a limit fired. */
  private expired: InferenceTimeoutError | undefined = undefined;
  /** The rejections of the waits in progress, and what runs when the request ends early. */
  private readonly stops = new Set<(reason: unknown) => void>();
  private readonly onParentAbort: (() => void) | undefined = undefined;
  /** The answer is an event stream being read: the timeout is then the longest silence between chunks. */
  private streaming = false;

  constructor(
    private readonly parent: AbortSignal | undefined,
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
    private readonly deadline: Deadline | undefined,
    private readonly url: string,
  ) {
    if (parent !== undefined && !parent.aborted) {
      this.onParentAbort = () => this.stop(abortReason(parent));
      parent.addEventListener("abort", this.onParentAbort, { once: true });
    }
    watch(this);
  }

  /** Why the request is over early (the caller's abort, or a limit), or undefined while it runs. */
  get reason(): unknown {
    if (this.expired !== undefined) return this.expired;
    return this.parent?.aborted ? abortReason(this.parent) : undefined;
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

  /** Runs `stop` if the request ends early (the caller aborts, or a limit passes), e.g. to cancel a reader. */
  onStop(stop: (reason: unknown) => void): void {
    this.stops.add(stop);
  }

  /** The request is over: no more firing, no listener left on the caller's signal. */
  release(): void {
    this.released = true;
    unwatch(this);
    this.stops.clear();
    if (this.onParentAbort !== undefined) this.parent?.removeEventListener("abort", this.onParentAbort);
  }

  /** `promise`, or a rejection as soon as the request ends early (the caller's signal, or a limit). */
  guard<T>(promise: Promise<T>): Promise<T> {
    const early = this.reason;
    if (early !== undefined) {
      promise.then(discard, () => undefined);
      return Promise.reject(early);
    }
    return new Promise<T>((resolve, reject) => {
      const stop = (reason: unknown) => {
        promise.then(discard, () => undefined);
        reject(reason);
      };
      this.stops.add(stop);
      promise.then(
        (value) => {
          this.stops.delete(stop);
          resolve(value);
        },
        (error: unknown) => {
          this.stops.delete(stop);
          reject(error);
        },
      );
    });
  }

  /**
   * What a rejection of the request means for the caller: the timeout, the caller's abort reason, or
   * `otherwise(error)` (a network failure) when neither ended it.
   */
  failure(error: unknown, otherwise: (error: unknown) => unknown): unknown {
    return this.reason ?? otherwise(error);
  }

  private stop(reason: unknown): void {
    const stops = [...this.stops];
    this.stops.clear();
    for (const stop of stops) stop(reason);
  }

  expiresAt(): number {
    const idle = this.last + this.timeoutMs;
    return this.deadline === undefined ? idle : Math.min(idle, this.deadline.at);
  }

  expire(now: number): void {
    if (this.released) return;
    if (this.expiresAt() > now) {
      // Activity since it was scheduled (a stream's chunks): watched again for the rest.
      watch(this);
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
    this.stop(this.expired);
  }
}

/** A late answer nobody waits for any more: its body is let go so its connection is freed. */
function discard(value: unknown): void {
  if (value instanceof Response) value.body?.cancel().catch(() => undefined);
}

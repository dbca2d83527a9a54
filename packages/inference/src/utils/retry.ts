/**
 * Retries of 503 (a model loading, an overloaded server) and 429 (rate limited) answers: the same request is
 * sent again after an exponentially growing, jittered wait, a bounded number of times, and never sooner than
 * the server's Retry-After asks (within the cap). 3.8.1 retried 503 at once and forever, and 429 never.
 */
export const RETRY_POLICY = {
  /** Retries after the first attempt (so at most 6 requests). */
  maxRetries: 5,
  /**
   * Backoff before retry n (from 0): baseDelayMs * 2^n (100, 200, 400, 800, 1600 ms), of which the second half
   * is random ("equal jitter"), so clients that failed together do not come back together.
   */
  baseDelayMs: 100,
  /** Upper bound of any single wait, Retry-After included: a server asking for longer gets this. */
  maxDelayMs: 8000,
} as const;

/** The statuses that are retried: a model loading or an overloaded server (503), a rate limit (429). */
export function isRetriedStatus(status: number): boolean {
  return status === 503 || status === 429;
}

/** Whether this answer should be retried, given how many retries were already made. */
export function shouldRetry(status: number, retriesDone: number, retryOnError: boolean | undefined): boolean {
  return isRetriedStatus(status) && retryOnError !== false && retriesDone < RETRY_POLICY.maxRetries;
}

/** Milliseconds to wait before retry number `retriesDone + 1`; `random` is in [0, 1). */
export function retryDelayMs(retriesDone: number, retryAfter: string | null, random: number = Math.random()): number {
  const backoff = RETRY_POLICY.baseDelayMs * 2 ** retriesDone;
  const jittered = backoff / 2 + (random * backoff) / 2;
  const asked = parseRetryAfter(retryAfter);
  return Math.round(Math.min(RETRY_POLICY.maxDelayMs, Math.max(jittered, asked ?? 0)));
}

/** Retry-After as milliseconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * 503 handling. The provider (or the router) answers 503 while a model loads or when it is overloaded; the
 * request is sent again with exponential backoff, a bounded number of times, honouring Retry-After.
 * 3.8.1 retried immediately and forever; a bounded policy cannot hammer a server or hang a caller.
 */
export const RETRY_POLICY = {
  /** Retries after the first attempt (so at most 6 requests). */
  maxRetries: 5,
  /** Wait before the first retry; doubled for each next one (100, 200, 400, 800, 1600 ms). */
  baseDelayMs: 100,
  /** Upper bound of any single wait, Retry-After included. */
  maxDelayMs: 8000,
} as const;

/** Whether this answer should be retried, given how many retries were already made. */
export function shouldRetry(status: number, retriesDone: number, retryOnError: boolean | undefined): boolean {
  return status === 503 && retryOnError !== false && retriesDone < RETRY_POLICY.maxRetries;
}

/** Milliseconds to wait before retry number `retriesDone + 1`. */
export function retryDelayMs(retriesDone: number, retryAfter: string | null): number {
  const backoff = RETRY_POLICY.baseDelayMs * 2 ** retriesDone;
  const asked = parseRetryAfter(retryAfter);
  return Math.min(RETRY_POLICY.maxDelayMs, Math.max(backoff, asked ?? 0));
}

/** Retry-After as milliseconds: either delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Polling an asynchronous job until it ends, for every provider that answers "come back later" (fal-ai's
 * queue, black-forest-labs): wait, ask for the status, read it; again, within bounds. Bounded three ways:
 * a number of status requests (`maxAttempts`), a wait between them (`intervalMs`), and an overall deadline
 * of the call (`timeout`, counted from the call's start, so the final download is within it too). Each has
 * a provider default and a `polling` option to change it; the caller's signal and the request timeout reach
 * every wait and every request. The provider module says what a status answer means.
 */
import { InferenceInputError, InferencePollingError, InferenceTimeoutError } from "../errors.js";
import { send, type Sent } from "../lib/http.js";
import { readCappedText } from "../lib/body.js";
import { positiveOption } from "../lib/timer.js";
import type { Deadline, PollingOptions, ResponseContext } from "../spec/index.js";
import { delay } from "../utils/delay.js";
import { streamErrorMessage } from "./errors.js";

/** Default overall deadline of a polled call: ten minutes. */
export const DEFAULT_POLLING_TIMEOUT_MS = 10 * 60 * 1000;

/** What one status answer says. */
export type PollStep<T> = { done: true; value: T } | { done: false };

export interface PollSpec<T> {
  /** Whose job it is, for messages: "fal-ai", "black-forest-labs". */
  provider: string;
  /** The provider's defaults (Options.polling overrides each). */
  defaults: { intervalMs: number; maxAttempts: number };
  /** The status request of attempt `attempt` (from 0). */
  request(attempt: number): { url: string; init: RequestInit };
  /** Reads a status answer (2xx or not): done with a value, not yet, or throws (the job failed). */
  read(sent: Sent, url: string): Promise<PollStep<T>>;
  /** The error when every attempt was made and the job is still not done. */
  exhausted(attempts: number): Error;
}

function countOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new InferenceInputError(`Invalid ${name}: ${String(value)}. Expected a whole number of at least 1.`);
  }
  return value;
}

function intervalOption(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InferenceInputError(
      `Invalid polling.intervalMs: ${String(value)}. Expected a finite number of milliseconds, 0 or more.`,
    );
  }
  return value;
}

/** The overall deadline of a polled call (Options.polling.timeout), counted from the call's start. */
export function pollingDeadline(context: ResponseContext, provider: string): Deadline | undefined {
  const ms = positiveOption(context.polling?.timeout, "polling.timeout", DEFAULT_POLLING_TIMEOUT_MS);
  return ms === Infinity ? undefined : { at: context.startedAt + ms, ms, what: `The ${provider} task` };
}

/** The limits of this call's polling: the provider's defaults, overridden by the `polling` option. */
export function pollingLimits(
  options: PollingOptions | undefined,
  defaults: PollSpec<unknown>["defaults"],
): { intervalMs: number; maxAttempts: number } {
  return {
    intervalMs: intervalOption(options?.intervalMs, defaults.intervalMs),
    maxAttempts: countOption(options?.maxAttempts, "polling.maxAttempts", defaults.maxAttempts),
  };
}

/**
 * Polls until `spec.read` says done, the attempts run out, the deadline passes or the caller aborts. The
 * context given to `read` (and to what follows, such as the result's download) carries the deadline.
 */
export async function poll<T>(spec: PollSpec<T>, context: ResponseContext): Promise<T> {
  const { intervalMs, maxAttempts } = pollingLimits(context.polling, spec.defaults);
  const deadline = context.deadline ?? pollingDeadline(context, spec.provider);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (deadline !== undefined) {
      const left = deadline.at - Date.now();
      if (left <= intervalMs) {
        // Waiting would end past the deadline: the deadline is what ends the call.
        await delay(Math.max(0, left), context.signal);
        throw new InferenceTimeoutError(`${deadline.what} did not finish within ${deadline.ms} ms`, deadline.ms, {
          url: context.url,
        });
      }
    }
    await delay(intervalMs, context.signal);
    const { url, init } = spec.request(attempt);
    const sent = await send(url, init, { ...context, deadline });
    let step: PollStep<T>;
    try {
      step = await spec.read(sent, url);
    } finally {
      sent.timer.release();
    }
    if (step.done) return step.value;
  }
  throw spec.exhausted(maxAttempts);
}

/** The JSON of a status answer (undefined when it is not JSON), read within the size cap and the request timer. */
export async function readStatusJson(sent: Sent): Promise<unknown> {
  const text = await readCappedText(sent.response, sent.timer);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Follows a job whose status is a GET on `url` with the submit request's headers (wavespeed, zai-org): a
 * non-2xx status answer ends the call with the provider's message; `read` says what a JSON status means.
 * Gives the value and the context (with the job's deadline) for what follows, such as the download.
 */
export async function pollJob<T>(
  provider: string,
  url: string,
  context: ResponseContext,
  defaults: PollSpec<T>["defaults"],
  read: (body: unknown, url: string) => PollStep<T>,
): Promise<{ value: T; context: ResponseContext }> {
  const bounded: ResponseContext = { ...context, deadline: pollingDeadline(context, provider) };
  const value = await poll<T>(
    {
      provider,
      defaults,
      request: () => ({ url, init: { headers: context.headers } }),
      async read(sent, polled) {
        const body = await readStatusJson(sent);
        const status = sent.response.status;
        if (sent.response.ok) return read(body, polled);
        const message = streamErrorMessage(body);
        throw new InferencePollingError(
          `${provider} could not report the job (HTTP ${status})${message ? `: ${message}` : ""}`,
          { status, url: polled, body },
        );
      },
      exhausted: (attempts) =>
        new InferencePollingError(
          `${provider} did not finish the job after ${attempts} status requests (the polling.maxAttempts option)`,
          { url },
        ),
    },
    bounded,
  );
  return { value, context: bounded };
}

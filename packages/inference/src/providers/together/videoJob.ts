/**
 * Following a Together video job to its file (together.ts submits it):
 * `GET {submit URL}/{id}` until `status` is `completed` (the file is `outputs.video_url`) or `failed` (the
 * message is `error.message`, or the ones under `info.errors`); `queued`, `in_progress` or no status mean
 * "not yet", `cancelled` or anything else ends the call. Checked 2026-11-26 against docs.together.ai
 * ("Videos overview", "Retrieve video": statuses queued, in_progress, completed, failed, cancelled) and
 * huggingface.js 4.13.28 (a status every 2 s, at most 150 times).
 */
import { downloadBlob } from "../../lib/download.js";
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { isSafeId } from "../../lib/ids.js";
import { pollJob } from "../../provider-kit/polling.js";
import { isObject, object, optional, string, unknown } from "../../utils/schema.js";
import type { ResponseContext } from "../../spec/index.js";

const VIDEO_POLLING = { intervalMs: 2000, maxAttempts: 150 } as const;
const PENDING = new Set(["queued", "in_progress"]);

const videoJob = object({
  status: optional(string),
  outputs: optional(object({ video_url: optional(string) })),
  error: optional(unknown),
  info: optional(unknown),
});

/** Together's words for a failed job: `error.message`, or the messages under `info.errors`. */
function failureDetail(body: { error?: unknown; info?: unknown }): string {
  if (isObject(body.error) && typeof body.error.message === "string") return `: ${body.error.message}`;
  const errors = isObject(body.info) && Array.isArray(body.info.errors) ? body.info.errors : [];
  const messages = errors.flatMap((e: unknown) => (isObject(e) && typeof e.message === "string" ? [e.message] : []));
  return messages.length > 0 ? `: ${messages.join("; ")}` : "";
}

/** Follows the job at `{submit URL}/{id}` (through the router when the submit went there) and downloads its video. */
export async function followVideoJob(answer: { id: string }, context: ResponseContext): Promise<Blob> {
  // The id becomes a path segment of the status URL: nothing in it may change the URL's structure.
  if (!isSafeId(answer.id) || answer.id.includes("/")) {
    throw new InferenceOutputError(`Expected a video job id from together, got ${JSON.stringify(answer.id)}`);
  }
  const done = await pollJob<string>("together", `${context.url}/${answer.id}`, context, VIDEO_POLLING, (body, url) => {
    if (!videoJob(body)) throw new InferencePollingError("Expected { status } from together", { url, body });
    if (body.status === undefined || PENDING.has(body.status)) return { done: false };
    const video = body.outputs?.video_url;
    if (body.status === "completed") {
      if (video !== undefined) return { done: true, value: video };
      throw new InferenceOutputError("Expected { outputs: { video_url: string } } from a completed together job");
    }
    throw new InferencePollingError(`together ended the video job with status ${body.status}${failureDetail(body)}`, {
      url,
      body,
      retryable: false,
    });
  });
  return downloadBlob(done.value, done.context);
}

/**
 * Reading a body whole (a 2xx answer: JSON, text or a file; a result file the client downloads) within a size
 * limit, under the request's timer; or its first bytes only (an error answer, a hub answer: readCappedText).
 *
 * Bytes are counted as they arrive, after fetch has undone any Content-Encoding (a gzip bomb counts what it
 * unpacks to), and reading stops at the first chunk past the limit, which is not kept: the reader is cancelled
 * (closing the connection) and an InferenceResponseTooLargeError names the limit, the URL and the size. An
 * answer whose Content-Length is already past the limit is refused before reading. When the request's timeout or
 * the caller's signal ends the request while its body is read, the reader is cancelled too, so nothing keeps
 * arriving after the call has failed (fetch's own `text()` and `blob()` lock the body, which then cannot be
 * cancelled).
 */
import { InferenceResponseTooLargeError } from "../errors.js";
import { bytesOfBuffer } from "../utils/binary.js";
import type { RequestTimer } from "./timer.js";

/** A request's answer, with the timer that still bounds the reading of its body (release it when done). */
export interface Sent {
  response: Response;
  timer: RequestTimer;
}

/** Default of `maxResponseSize`: far above any JSON answer or generated file, far below memory trouble. */
export const DEFAULT_MAX_RESPONSE_SIZE = 128 * 1024 * 1024;
/** Default of `maxDownloadSize`: room for minutes of generated video. */
export const DEFAULT_MAX_DOWNLOAD_SIZE = 512 * 1024 * 1024;

export type SizeOptionName = "maxResponseSize" | "maxDownloadSize";

const WHAT: Record<SizeOptionName, string> = { maxResponseSize: "The answer", maxDownloadSize: "The result file" };

function tooLarge(
  url: string,
  status: number,
  option: SizeOptionName,
  limit: number,
  size: number,
  announced: boolean,
): InferenceResponseTooLargeError {
  const message = announced
    ? `${WHAT[option]} from ${url} announces ${size} bytes, more than the ${option} option allows (${limit} bytes); it was not read.`
    : `${WHAT[option]} from ${url} is larger than the ${option} option allows (${limit} bytes); reading stopped at ${size} bytes.`;
  return new InferenceResponseTooLargeError(message, { bytes: limit, option, size }, { url, status });
}

const ignore = (): undefined => undefined;

/**
 * The chunks of the body and their size in bytes, or a rejection when the request ends early. Past `limit`:
 * the error `past` makes (its size then, and whether the Content-Length announced it) is thrown; without
 * `past`, the body is cut at `limit` bytes and the rest cancelled.
 */
async function readChunks(
  { response, timer }: Sent,
  limit: number,
  past?: (size: number, announced: boolean) => Error,
): Promise<{ chunks: Uint8Array[]; size: number }> {
  const body = response.body;
  if (body === null) return { chunks: [], size: 0 };
  const announced = Number(response.headers.get("Content-Length"));
  if (past && announced > limit && response.headers.get("Content-Encoding") === null) {
    void body.cancel().catch(ignore);
    throw past(announced, true);
  }
  const reader = body.getReader();
  // A limit or an abort cancels the reader: a pending read ends at once, whatever fetch made the body.
  timer.onStop(() => void reader.cancel().catch(ignore));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (true) {
      const chunk = await reader.read();
      const stopped = timer.reason;
      if (stopped !== undefined) throw stopped;
      if (chunk.done) return { chunks, size };
      size += chunk.value.byteLength;
      if (size > limit) {
        if (past) throw past(size, false);
        chunks.push(chunk.value.subarray(0, chunk.value.byteLength - (size - limit)));
        void reader.cancel().catch(ignore);
        return { chunks, size: limit };
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    // Not awaited: a body whose source never settles its cancel must not hang the call.
    void reader.cancel().catch(ignore);
    throw timer.failure(error, (cause) => cause);
  }
}

/** Made on first use: evaluating the module touches no global (`sideEffects: false`, tree-shaking.test.ts). */
let decoder: TextDecoder | undefined;

/** The error past a size option's limit, for readChunks. */
function pastOption(sent: Sent, url: string, option: SizeOptionName, limit: number) {
  return (size: number, announced: boolean) => tooLarge(url, sent.response.status, option, limit, size, announced);
}

/** The body as UTF-8 text (a byte order mark dropped, as fetch's `text()` does), within `limit` bytes. */
export async function readBodyText(sent: Sent, url: string, option: SizeOptionName, limit: number): Promise<string> {
  return textOf(await readChunks(sent, limit, pastOption(sent, url, option, limit)));
}

/** Error answers are read up to this many bytes: enough for any error message, bounded for a hostile server. */
export const ERROR_BODY_LIMIT = 64 * 1024;

/** The text of a body, at most `limit` bytes of it (the rest is cancelled), under the request's timer. */
export async function readCappedText(
  response: Response,
  timer: RequestTimer,
  limit = ERROR_BODY_LIMIT,
): Promise<string> {
  return textOf(await readChunks({ response, timer }, limit));
}

/** The chunks' text (a character cut by a cap is a replacement character). */
function textOf({ chunks, size }: { chunks: Uint8Array[]; size: number }): string {
  decoder ??= new TextDecoder();
  if (chunks.length === 1) return decoder.decode(chunks[0]);
  // Decoded once, whole: a streaming decode is several times slower, and the bytes are all here.
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return decoder.decode(bytes);
}

/** The body as a Blob typed with its Content-Type (as fetch's `blob()` types it), within `limit` bytes. */
export async function readBodyBlob(sent: Sent, url: string, option: SizeOptionName, limit: number): Promise<Blob> {
  const type = sent.response.headers.get("Content-Type") ?? "";
  const { chunks } = await readChunks(sent, limit, pastOption(sent, url, option, limit));
  // Views of their own buffers (no copy): Blob takes no view of shared memory.
  return new Blob(chunks.map(bytesOfBuffer), { type: type.replace(/\s*;\s*/g, ";") });
}

import { createBrotliDecompress, createGunzip, createInflate, type BrotliDecompress, type Gunzip } from "node:zlib";

/** The content codings the relay decodes (it asks the hub for gzip or brotli). */
export type ContentCoding = "identity" | "gzip" | "deflate" | "br";

/**
 * A body's Content-Encoding as one coding the relay decodes, or undefined: an unknown coding, or several in a row
 * (`gzip, gzip`, which would multiply a bomb's ratio).
 */
export function contentCoding(header: string | null): ContentCoding | undefined {
  const coding = (header ?? "identity").trim().toLowerCase();
  if (coding === "" || coding === "identity") return "identity";
  if (coding === "gzip" || coding === "x-gzip") return "gzip";
  if (coding === "deflate" || coding === "br") return coding;
  return undefined;
}

/** `promise`, or the signal's reason as soon as it aborts, whichever comes first. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** A body read whole: its decoded bytes, or which bound it passed, or why it does not decode. */
export type RelayedBody =
  { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: "sent" | "decoded" } | { undecodable: string };

/** Decoded output comes in pieces of this size (zlib's default is 16 KiB: more trips to the thread pool). */
const DECODED_PIECE_BYTES = 64 * 1024;

function decoderFor(coding: Exclude<ContentCoding, "identity">): Gunzip | BrotliDecompress {
  const options = { chunkSize: DECODED_PIECE_BYTES };
  if (coding === "br") return createBrotliDecompress(options);
  return coding === "gzip" ? createGunzip(options) : createInflate(options);
}

class Undecodable extends Error {}

function concatenated(pieces: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.byteLength;
  }
  return whole;
}

/**
 * Reads a body whole, decoding it as it arrives (zlib, in its thread pool), and counts what arrives and what it
 * decodes to before a piece is kept: once either passes `maxBytes` it stops, cancelling the body and the decoder,
 * so a gzip bomb costs what `maxBytes` of output costs, found after its first kilobytes. Every wait ends when
 * `signal` aborts (the relay's deadline, or the browser leaving), with its reason.
 */
export async function readDecodedBody(
  body: ReadableStream<Uint8Array>,
  coding: ContentCoding,
  maxBytes: number,
  signal: AbortSignal,
): Promise<RelayedBody> {
  const reader = body.getReader();
  const decoder = coding === "identity" ? undefined : decoderFor(coding);
  const pieces: Uint8Array[] = [];
  let sent = 0;
  let decoded = 0;
  let finished = false;
  decoder?.on("data", (piece: Buffer) => {
    decoded += piece.byteLength;
    if (decoded > maxBytes) decoder.destroy();
    else pieces.push(piece);
  });
  const failed = new Promise<never>((_, reject) => {
    decoder?.on("error", (error) => reject(new Undecodable(error.message)));
  });
  failed.catch(() => undefined);
  // Resolves once the decoder has taken `piece` in (its output is counted by then), or has stopped.
  const decode = (piece: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (decoder === undefined || decoder.destroyed) resolve();
      else decoder.write(piece, () => resolve());
    });
  const decodeTheRest = () =>
    new Promise<void>((resolve) => {
      if (decoder === undefined || decoder.destroyed) return resolve();
      decoder.once("end", resolve);
      decoder.once("close", resolve);
      decoder.end();
    });
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) break;
      sent += value.byteLength;
      if (sent > maxBytes) return { tooLarge: "sent" };
      if (decoder === undefined) pieces.push(value);
      else await untilAborted(Promise.race([decode(value), failed]), signal);
      if (decoded > maxBytes) return { tooLarge: "decoded" };
    }
    finished = true;
    await untilAborted(Promise.race([decodeTheRest(), failed]), signal);
    if (decoded > maxBytes) return { tooLarge: "decoded" };
    return { bytes: concatenated(pieces, decoder === undefined ? sent : decoded) };
  } catch (error) {
    if (error instanceof Undecodable && !signal.aborted) return { undecodable: error.message };
    throw error;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    decoder?.destroy();
  }
}

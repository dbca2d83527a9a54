import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { lingerAfterAnswer } from "./linger.js";

/**
 * The largest request body the local router takes. The largest request a page sends is the fal-ai speech
 * recognition of the recorded `sample2.wav` (3.8 MB), which the client sends as base64 inside JSON: 5.07 MB.
 * 8 MiB leaves room for that and nothing near the 500 MiB an attacker might send.
 */
export const MAX_REPLAY_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The most the real-mode relay takes from the hub for one answer, decoded (and as sent, when encoded): it holds the
 * answer whole before relaying it, so that a hub going wrong gets a clear 502 or 504. The hub API's largest answers
 * the page asks for are a model record with its file list (about 60 bytes a file: some 1.2 MB for a repository of
 * 20,000 files) and a model card (the page reads 512 KiB of it); 16 MiB leaves room for far larger ones.
 */
export const MAX_RELAYED_BODY_BYTES = 16 * 1024 * 1024;

/** How long the real-mode relay waits for the hub, headers and body together. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}

/** Methods whose requests the server never reads a body of (a fetch Request of them has none). */
const BODILESS_METHODS = new Set(["GET", "HEAD"]);

/**
 * Answers 413 as soon as a body is known to be larger than `maxBytes`: at once when Content-Length says so,
 * otherwise (chunked) when the streamed body passes the limit, with Hono's bodyLimit (what was read is dropped, at
 * most `maxBytes` is held). Where no body is expected (`maxBytes` 0, or a GET or HEAD, whose body nothing would
 * read) any body is refused at once, chunked or not, before a byte of it is read. The answer closes the
 * connection (after a short, bounded lingering read: see linger.ts), so the rest of the body is never read.
 */
export function limitBody(maxBytes: number, what?: string): MiddlewareHandler {
  const refuse = (c: Context, takesBody: boolean) => {
    const error = takesBody
      ? `The request body is larger than ${describeBytes(maxBytes)}, the most ${what ?? `${c.req.method} ${c.req.path}`} takes`
      : `${c.req.method} ${c.req.path} takes no request body`;
    lingerAfterAnswer(c);
    return c.json({ error }, 413, { connection: "close" });
  };
  const streamed = bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, true) });
  return async (c, next) => {
    const takesBody = maxBytes > 0 && !BODILESS_METHODS.has(c.req.method);
    // HTTP/1.1 frames a body by Content-Length or by chunks, and Node's parser holds a body to its Content-Length;
    // only a chunked body has to be counted as it arrives. (Not touching the body here keeps the fast way the
    // Node adapter reads a body whole.)
    if (c.req.header("transfer-encoding") !== undefined) return takesBody ? streamed(c, next) : refuse(c, false);
    const length = c.req.header("content-length");
    if (length !== undefined && Number(length) > (takesBody ? maxBytes : 0)) return refuse(c, takesBody);
    await next();
  };
}

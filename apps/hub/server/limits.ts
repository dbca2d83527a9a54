import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * The largest request body the local router takes. The largest request a page sends is the fal-ai speech
 * recognition of the recorded `sample2.wav` (3.8 MB), which the client sends as base64 inside JSON: 5.07 MB.
 * 8 MiB leaves room for that and nothing near the 500 MiB an attacker might send.
 */
export const MAX_REPLAY_BODY_BYTES = 8 * 1024 * 1024;

/** How long the real-mode relay waits for the hub, headers and body together. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}

/**
 * Answers 413 as soon as a body is known to be larger than `maxBytes`: at once when Content-Length says so,
 * otherwise (chunked) when the streamed body passes the limit, with Hono's bodyLimit (what was read is dropped, at
 * most `maxBytes` is held). The answer closes the connection, so the rest of the body is never read.
 */
export function limitBody(maxBytes: number, what?: string): MiddlewareHandler {
  const tooLarge = (c: Context) => {
    const route = what ?? `${c.req.method} ${c.req.path}`;
    const error =
      maxBytes === 0
        ? `${route} takes no request body`
        : `The request body is larger than ${describeBytes(maxBytes)}, the most ${route} takes`;
    return c.json({ error }, 413, { connection: "close" });
  };
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    // HTTP/1.1 frames a body by Content-Length or by chunks, and Node's parser holds a body to its Content-Length;
    // only a chunked body has to be counted as it arrives. (Not touching the body here keeps the fast way the
    // Node adapter reads a body whole.)
    if (c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    const length = c.req.header("content-length");
    if (length !== undefined && Number(length) > maxBytes) return tooLarge(c);
    await next();
  };
}

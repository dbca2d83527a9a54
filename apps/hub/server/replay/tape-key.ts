import { createHash } from "node:crypto";

/**
 * What identifies a recorded exchange: the URL as the client passed it, the method only when the client gave one,
 * and the body when there was one (a binary body counts as `{}`, as `JSON.stringify` turns a Blob into `{}`).
 */
export interface TapeRequest {
  url: string;
  method?: string | undefined;
  body?: string | BinaryBody | undefined;
}

/** Marker for a binary request body: only its existence takes part in the key. */
export type BinaryBody = Record<string, never>;

export const BINARY_BODY: BinaryBody = Object.freeze({}) as BinaryBody;

/** The tape key: SHA-256 (hex) of `JSON.stringify({ url, method, body })`, undefined properties left out. */
export function tapeKey(request: TapeRequest): string {
  const { url, method, body } = request;
  return createHash("sha256").update(JSON.stringify({ url, method, body }), "utf8").digest("hex");
}

/** Short fingerprint of a request body, for error messages that must name a request without dumping it. */
export function bodyFingerprint(body: TapeRequest["body"]): string {
  if (body === undefined) return "no body";
  if (typeof body !== "string") return "binary body";
  const sha = createHash("sha256").update(body, "utf8").digest("hex").slice(0, 12);
  return `body sha256 ${sha}, ${body.length} chars`;
}

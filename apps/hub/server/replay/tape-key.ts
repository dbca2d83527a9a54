import { createHash } from "node:crypto";

/**
 * What identifies a recorded exchange: the URL as the client passed it, the method only when the client gave one,
 * and the body when there was one: a text body as its exact text, bytes and forms by their fingerprints (below).
 */
export interface TapeRequest {
  url: string;
  method?: string | undefined;
  body?: BodyKey | undefined;
}

/** A request body as the key sees it. */
export type BodyKey = string | BinaryBodyKey | FormBodyKey;

/** Bytes (a Blob, an ArrayBuffer, a typed array): their SHA-256 and length. */
export interface BinaryBodyKey {
  readonly sha256: string;
  readonly bytes: number;
}

/** A multipart/form-data body: the SHA-256 of its canonical parts (body-key.ts) and how many there are. */
export interface FormBodyKey {
  readonly formSha256: string;
  readonly parts: number;
}

/** The tape key: SHA-256 (hex) of `JSON.stringify({ url, method, body })`, undefined properties left out. */
export function tapeKey(request: TapeRequest): string {
  const { url, method, body } = request;
  return sha256Hex(JSON.stringify({ url, method, body }));
}

/**
 * The key the recordings of tapes.json gave a request with a binary body: `JSON.stringify` turns a Blob into `{}`,
 * so it holds no byte of the body. Used only to find those recordings (tapes.ts keys them again on the sample each
 * one sent); no request is ever looked up with it.
 */
export function recordedBinaryKey(url: string, method: string | undefined): string {
  return sha256Hex(JSON.stringify({ url, method, body: {} }));
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The key of a binary body: its bytes' SHA-256 and length. */
export function binaryBodyKey(bytes: Uint8Array): BinaryBodyKey {
  return { sha256: sha256Hex(bytes), bytes: bytes.byteLength };
}

/** Names a body for a developer without dumping it: its size and fingerprint. */
export function describeBody(body: BodyKey | undefined): string {
  if (body === undefined) return "no body";
  if (typeof body === "string") return `${body.length} characters of text, sha256 ${sha256Hex(body)}`;
  if ("formSha256" in body) return `a form of ${body.parts} parts, sha256 ${body.formSha256} of its parts`;
  return `${body.bytes} bytes, sha256 ${body.sha256}`;
}

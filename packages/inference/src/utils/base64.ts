import { InferenceOutputError } from "../errors.js";
import { bytesOf, type BinaryInput } from "./binary.js";

// Base64 for browsers and Node alike (no Buffer): encodes in slices so large files do not overflow the
// argument limit of String.fromCharCode.
const SLICE = 0x8000;

export function base64FromBytes(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + SLICE) as unknown as number[]);
  }
  return btoa(binary);
}

/** Decodes base64 from a provider's answer; malformed base64 is an InferenceOutputError, not a DOMException. */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new InferenceOutputError("Expected base64 data, got a string that is not base64");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The base64 of a file: a Blob, an ArrayBuffer or a view of one (a Buffer: its own bytes, not its pool's). */
export async function base64FromBlob(blob: BinaryInput): Promise<string> {
  return base64FromBytes(await bytesOf(blob));
}

/**
 * A file as a `data:<type>;base64,...` URL (providers that take files inside JSON). A Blob without a type
 * (or bytes, which have none) is labelled `fallbackType`; a type with characters a data URL cannot carry is too.
 */
export async function dataUrlFromBlob(blob: BinaryInput, fallbackType: string): Promise<string> {
  const declared = blob instanceof Blob ? blob.type : "";
  const type = /^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : fallbackType;
  return `data:${type};base64,${await base64FromBlob(blob)}`;
}

/** Decodes a `data:<type>;base64,<payload>` URL into a Blob of that type. */
export function blobFromDataUrl(url: string): Blob | undefined {
  const match = /^data:([^;,]*)(;[^,]*)?,/.exec(url);
  if (!match) return undefined;
  const payload = url.slice(match[0].length);
  const isBase64 = (match[2] ?? "").split(";").includes("base64");
  const type = match[1] || "text/plain";
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = isBase64 ? bytesFromBase64(payload) : new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    // A malformed data URL decodes to nothing; the caller reports it.
    return undefined;
  }
  return new Blob([bytes], { type });
}

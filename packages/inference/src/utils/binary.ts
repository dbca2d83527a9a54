/**
 * A file's bytes, in whatever form a caller holds them: a Blob, an ArrayBuffer, or any view of memory
 * (a Node Buffer, which `fs.readFileSync` returns, a typed array, a DataView). 3.8.1 sent any `data` it was
 * given as the body, so a Buffer worked there; every task reads files through these few functions, so
 * each form means the same bytes everywhere (raw body, multipart part, base64, data URL).
 */
import { InferenceInputError } from "../errors.js";

export type BinaryInput = Blob | ArrayBuffer | ArrayBufferView;

/** What a refused file is, for the message: "a string", "an object", "undefined". */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}

/** An ArrayBuffer, also one from another realm (a vm context, a test environment) where instanceof fails. */
function isArrayBuffer(value: unknown): value is ArrayBuffer {
  return value instanceof ArrayBuffer || Object.prototype.toString.call(value) === "[object ArrayBuffer]";
}

export function isBinary(value: unknown): value is BinaryInput {
  return value instanceof Blob || isArrayBuffer(value) || ArrayBuffer.isView(value);
}

/** `value` as a file, or an InferenceInputError naming `where` (e.g. "visualQuestionAnswering: inputs.image"). */
export function binaryInput(value: unknown, where: string): BinaryInput {
  if (isBinary(value)) return value;
  throw new InferenceInputError(
    `${where} must be a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array), got ${kindOf(value)}`,
  );
}

/**
 * The bytes of an ArrayBuffer or of a view's own range (a Buffer often sits at an offset of a larger
 * pool), without a copy; a view of shared memory is copied, as fetch and Blob take only plain buffers.
 */
export function bytesOfBuffer(value: ArrayBuffer | ArrayBufferView): Uint8Array<ArrayBuffer> {
  if (!ArrayBuffer.isView(value)) return new Uint8Array(value);
  const { buffer, byteOffset, byteLength } = value;
  if (buffer instanceof ArrayBuffer) return new Uint8Array(buffer, byteOffset, byteLength);
  const copy = new Uint8Array(byteLength);
  copy.set(new Uint8Array(buffer, byteOffset, byteLength));
  return copy;
}

/** The request body of a file: a Blob (its type becomes the Content-Type) or the bytes themselves. */
export function binaryBody(value: BinaryInput): Blob | Uint8Array<ArrayBuffer> {
  return value instanceof Blob ? value : bytesOfBuffer(value);
}

/** A Blob of the file (a Blob as it is; bytes carry no type). */
export function blobOf(value: BinaryInput): Blob {
  return value instanceof Blob ? value : new Blob([bytesOfBuffer(value)]);
}

/** The file's bytes (read from a Blob). */
export async function bytesOf(value: BinaryInput): Promise<Uint8Array> {
  return value instanceof Blob ? new Uint8Array(await value.arrayBuffer()) : bytesOfBuffer(value);
}

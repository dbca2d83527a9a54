/**
 * The reader's refusals. A `GGUFFormatError` says which field of the file was wrong and why (`field` is a path such
 * as `tensor_count`, `metadata["general.name"]` or `tensor_infos[3].shape[1]`, `reason` a stable code), so a caller
 * can tell a crafted file from a network failure (`GGUFFetchError`, with the HTTP status when there was one).
 * Messages never carry the request's headers (they may hold a token) nor a URL's query.
 */

/** Why a file was refused: one code per kind of fault. */
export type GGUFFormatReason =
  | "magic"
  | "version"
  | "truncated"
  | "header-too-large"
  | "count-too-large"
  | "length-too-large"
  | "array-too-deep"
  | "too-many-array-elements"
  | "value-type"
  | "bool-value"
  | "duplicate-key"
  | "reserved-key"
  | "alignment"
  | "dims"
  | "dim-too-large"
  | "tensor-type"
  | "tensor-size"
  | "tensor-offset"
  | "tensor-beyond-file"
  | "file-size-unknown";

export class GGUFFormatError extends Error {
  override name = "GGUFFormatError";
  constructor(
    /** Where in the file: `tensor_count`, `metadata["key"]`, `tensor_infos[3].shape[1]`... */
    readonly field: string,
    readonly reason: GGUFFormatReason,
    /** What was wrong, without the field. */
    readonly detail: string,
  ) {
    super(`Invalid GGUF file: ${field}: ${detail}`);
  }

  /** The same refusal, its field placed inside `prefix` (an item's path). */
  within(prefix: string): GGUFFormatError {
    const separator = this.field === "" || this.field.startsWith("[") ? "" : ".";
    return new GGUFFormatError(`${prefix}${separator}${this.field}`, this.reason, this.detail);
  }
}

export class GGUFFetchError extends Error {
  override name = "GGUFFetchError";
  constructor(
    message: string,
    /** HTTP status of the answer, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A URL as errors may show it: origin and path, no query or fragment (signed URLs carry tokens there). */
export function displayUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

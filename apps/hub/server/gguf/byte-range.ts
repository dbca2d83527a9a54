/**
 * One `Range: bytes=...` request header read against a file of which the server holds only the first `held` bytes
 * (a GGUF header, the tensor data left out) of a declared `size`. Only a single range is answered; anything else is
 * refused rather than guessed at, and every answer is bounded by `maxSpan`.
 */
export type RangeAnswer =
  | { kind: "partial"; start: number; end: number } // inclusive end, as Content-Range writes it
  | { kind: "unsatisfiable" }
  | { kind: "missing" }
  | { kind: "malformed"; reason: string };

/** At most 15 digits: every such number is a safe integer, and a longer one is no file we serve. */
const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

export function readByteRange(header: string | undefined, held: number, size: number, maxSpan: number): RangeAnswer {
  if (header === undefined) return { kind: "missing" };
  if (header.length > 64) return { kind: "malformed", reason: "the Range header is longer than 64 characters" };
  const match = SINGLE_RANGE.exec(header.trim());
  if (match === null) return { kind: "malformed", reason: "only one range, bytes=start-end, is served" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "malformed", reason: "the range names no byte" };
  let start: number;
  let end: number;
  if (first === "") {
    // A suffix range: the last `last` bytes of the file.
    const length = Number(last);
    if (length === 0) return { kind: "unsatisfiable" };
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === "" ? size - 1 : Number(last);
    if (end < start) return { kind: "malformed", reason: "the range ends before it starts" };
  }
  // Bytes past what is held (the tensor data) are not served: a range starting there cannot be answered, and one
  // reaching into it is answered up to the held bytes' end (a shorter 206, which range readers accept).
  if (start >= held || start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, held - 1, size - 1, start + maxSpan - 1) };
}

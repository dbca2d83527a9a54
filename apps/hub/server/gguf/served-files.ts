import { readByteRange } from "./byte-range.js";

/** A GGUF file the offline hub serves: its header's bytes (the tensor data left out) and the whole file's size. */
export interface ServedGguf {
  header: Uint8Array;
  /** The declared size of the whole file (header and tensor data), as Content-Range's total says it. */
  size: number;
}

/** Served GGUF files by `{org}/{name}/{path}`. */
export type ServedGgufFiles = ReadonlyMap<string, ServedGguf>;

/** The most bytes one answer carries (a reader asks 2 MB at a time; headers with big vocabularies need a few). */
export const MAX_RANGE_SPAN = 8 * 1024 * 1024;

/** The error body every refused request gets, naming the file and why. */
function refusal(status: 400 | 404 | 416, error: string, size?: number): Response {
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "no-store" };
  if (status === 416 && size !== undefined) headers["content-range"] = `bytes */${size}`;
  return new Response(JSON.stringify({ error }), { status, headers });
}

/**
 * The answer to a GET of a served GGUF file: 206 with the asked bytes of its header (Content-Range with the whole
 * file's size), 416 for a range past the header, 400 for no Range or one we do not serve (several ranges, a
 * malformed one), 404 for a file we do not serve. A whole file is never answered: only its header is here.
 */
export function ggufFileResponse(files: ServedGgufFiles, key: string, range: string | undefined): Response {
  const file = files.get(key);
  if (file === undefined) return refusal(404, `No GGUF file ${key} is served here`);
  const answer = readByteRange(range, file.header.length, file.size, MAX_RANGE_SPAN);
  switch (answer.kind) {
    case "missing":
      return refusal(400, `${key} is served by range requests only (its header; the tensor data is left out)`);
    case "malformed":
      return refusal(400, `Range of ${key}: ${answer.reason}`);
    case "unsatisfiable":
      return refusal(416, `Range of ${key}: only the header's ${file.header.length} bytes are served`, file.size);
    case "partial":
      return new Response(file.header.slice(answer.start, answer.end + 1), {
        status: 206,
        headers: {
          "content-type": "application/octet-stream",
          "content-range": `bytes ${answer.start}-${answer.end}/${file.size}`,
          "accept-ranges": "bytes",
          "cache-control": "no-cache",
        },
      });
  }
}

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sampleContentType } from "../shared/sample-media.js";

export interface Media {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * The sample media (shared/sample-media.ts) of a folder by name, each file read from disk once: a media player asks for the same file
 * again and again in byte ranges (sample2.wav is 3.8 MB).
 */
export function mediaLibrary(mediaDir: string): (name: string) => Media | undefined {
  const read = new Map<string, Media>();
  return (name) => {
    const known = read.get(name);
    if (known !== undefined) return known;
    const contentType = sampleContentType(name);
    const path = join(mediaDir, name);
    if (contentType === undefined || !existsSync(path)) return undefined;
    const media = { contentType, body: new Uint8Array(readFileSync(path)) };
    read.set(name, media);
    return media;
  };
}

/**
 * The byte range a `Range: bytes=a-b` header asks for (media players seek with it): undefined for the whole file,
 * "invalid" when it cannot be served.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null || (match[1] === "" && match[2] === "")) return "invalid";
  const [, from, to] = match as unknown as [string, string, string];
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? "invalid" : { start, end };
}

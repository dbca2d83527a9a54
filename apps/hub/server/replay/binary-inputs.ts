/**
 * provider-tapes/binary-inputs.json: for each recording that keyed a binary request body as `{}`, the sample file it
 * sent. The local router keys those recordings on the sample's bytes instead (tapes.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { binaryBodyKey, type BinaryBodyKey } from "./tape-key.js";

/** The sample a recording sent, and its bytes' key. */
export interface BinaryInput {
  sample: string;
  body: BinaryBodyKey;
}

/** Samples by the key the recording has in tapes.json. */
export type BinaryInputs = ReadonlyMap<string, BinaryInput>;

const TAPE_KEY = /^[0-9a-f]{64}$/;
/** A file of the media folder: a plain name, never a path. */
const SAMPLE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Reads and checks the table; each sample's bytes come from `mediaDir`. */
export function readBinaryInputs(path: string, mediaDir: string): BinaryInputs {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  const recordings = isRecord(parsed) ? parsed.recordings : undefined;
  if (!isRecord(recordings)) throw new Error(`${path}: expected { about, recordings: { <tape key>: { sample } } }`);
  const bodies = new Map<string, BinaryBodyKey>();
  const inputs = new Map<string, BinaryInput>();
  for (const [key, entry] of Object.entries(recordings)) {
    const sample = isRecord(entry) ? entry.sample : undefined;
    if (!TAPE_KEY.test(key)) throw new Error(`${path}: ${JSON.stringify(key)} is not a tape key (64 hex digits)`);
    if (typeof sample !== "string" || !SAMPLE_NAME.test(sample)) {
      throw new Error(`${path}: recording ${key}: "sample" must name a file of ${mediaDir}`);
    }
    const file = join(mediaDir, sample);
    if (!existsSync(file)) throw new Error(`${path}: recording ${key}: no sample file ${file}`);
    let body = bodies.get(sample);
    if (body === undefined) {
      body = binaryBodyKey(readFileSync(file));
      bodies.set(sample, body);
    }
    inputs.set(key, { sample, body });
  }
  return inputs;
}

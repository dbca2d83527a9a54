import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { binaryBodyKey, type BodyKey } from "../server/replay/tape-key.js";
import { TapeLibrary, type RecordedExchange } from "../server/replay/tapes.js";

/** The library the local router replays from, read from the same files. */
export const tapeLibrary = TapeLibrary.fromFiles({
  recorded: dataPath(DATA_DIR, "tapes"),
  synthetic: dataPath(DATA_DIR, "syntheticTapes"),
  binaryInputs: dataPath(DATA_DIR, "binaryInputs"),
  media: dataPath(DATA_DIR, "media"),
});
const ROUTER = "https://router.huggingface.co/hf-inference";

/** The bytes of the sample file the binary-body recording of `url` sent. */
export function recordedSample(url: string): Buffer {
  const sample = tapeLibrary.binaryRecordings.find((recording) => recording.url === url)?.sample;
  if (sample === undefined) throw new Error(`No recording of ${url} with a known binary input`);
  return sampleFile(sample);
}

/**
 * The parsed JSON answer recorded for a POST: of a JSON body, or, when `body` is "binary", of the sample file the
 * recording sent.
 */
export function recordedAnswer<T = unknown>(path: string, body: unknown): T {
  const url = path.startsWith("https://") ? path : `${ROUTER}/${path}`;
  const key: BodyKey = body === "binary" ? binaryBodyKey(recordedSample(url)) : JSON.stringify(body);
  const hit = tapeLibrary.find({ url, method: "POST", body: key });
  if (hit === undefined) throw new Error(`No recording for POST ${url}`);
  return JSON.parse(hit.exchange.response.body) as T;
}

/** The seven sample files of provider-tapes/ (its README), by name. */
export const SAMPLE_FILES = [
  "bird_canny.png",
  "cats.png",
  "cheetah.png",
  "invoice.png",
  "sample1.flac",
  "sample2.wav",
  "stormtrooper_depth.png",
] as const;

export function sampleFile(name: string): Buffer {
  return readFileSync(join(dataPath(DATA_DIR, "media"), name));
}

/** A recording of tapes.json whose binary request body was keyed as `{}`. */
export interface BinaryBodyRecording {
  key: string;
  exchange: RecordedExchange;
}

/**
 * Found as the brief says, independently of the code under test: the stored key equals the key of
 * (url, method, body `{}`).
 */
export function binaryBodyRecordings(): BinaryBodyRecording[] {
  const parsed: unknown = JSON.parse(readFileSync(dataPath(DATA_DIR, "tapes"), "utf8"));
  const found: BinaryBodyRecording[] = [];
  for (const [key, exchange] of Object.entries(parsed as Record<string, RecordedExchange>)) {
    const legacy = createHash("sha256")
      .update(JSON.stringify({ url: exchange.url, method: exchange.init?.method, body: {} }))
      .digest("hex");
    if (legacy === key) found.push({ key, exchange });
  }
  return found;
}

/** Where the local server answers a recorded URL: `/router/...` for the router, `/replay?url=` for any other. */
export function localPathOf(url: string): string {
  const router = "https://router.huggingface.co";
  return url.startsWith(`${router}/`) ? `/router${url.slice(router.length)}` : `/replay?url=${encodeURIComponent(url)}`;
}

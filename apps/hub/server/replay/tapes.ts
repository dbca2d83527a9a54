import { readFileSync } from "node:fs";
import { readBinaryInputs, type BinaryInputs } from "./binary-inputs.js";
import { recordedUrlFor } from "./provider-urls.js";
import { recordedBinaryKey, tapeKey, type TapeRequest } from "./tape-key.js";

/** One recorded exchange of provider-tapes/tapes.json (see its README). */
export interface RecordedExchange {
  url: string;
  init?: { method?: string; headers?: Record<string, string>; body?: string };
  response: { status: number; statusText?: string; headers: Record<string, string>; body: string };
}

export interface TapeHit {
  /** The key the request was found under. */
  key: string;
  /** The URL the recording was found under (the direct provider URL for routed requests). */
  recordedUrl: string;
  exchange: RecordedExchange;
}

/** A recording that keyed a binary body as `{}`: its key there, and the sample it is replayed for, if known. */
export interface BinaryRecording {
  recordedKey: string;
  url: string;
  /** Undefined: nobody knows which bytes it answered, so it replays for none. */
  sample: string | undefined;
}

export interface TapeFiles {
  /** tapes.json: recorded exchanges keyed by SHA-256. */
  recorded: string;
  /** synthetic-tapes.json: `{ about, exchanges }`, same keys. */
  synthetic: string;
  /** binary-inputs.json: the sample each `{}`-keyed recording sent. */
  binaryInputs: string;
  /** The folder of those samples. */
  media: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === "string");
}

function isExchange(value: unknown): value is RecordedExchange {
  if (!isRecord(value) || typeof value.url !== "string" || !isRecord(value.response)) return false;
  const { init, response } = value;
  const initOk =
    init === undefined ||
    (isRecord(init) &&
      (init.method === undefined || typeof init.method === "string") &&
      (init.body === undefined || typeof init.body === "string") &&
      (init.headers === undefined || isStringRecord(init.headers)));
  return (
    initOk &&
    typeof response.status === "number" &&
    typeof response.body === "string" &&
    (response.statusText === undefined || typeof response.statusText === "string") &&
    isStringRecord(response.headers)
  );
}

/** The exchanges of one file, each checked: a malformed one is named with its key. */
function readExchanges(path: string, pick: (parsed: unknown) => unknown): Map<string, RecordedExchange> {
  const exchanges = pick(JSON.parse(readFileSync(path, "utf8")));
  if (!isRecord(exchanges)) throw new Error(`${path}: expected recorded exchanges keyed by SHA-256`);
  const checked = new Map<string, RecordedExchange>();
  for (const [key, exchange] of Object.entries(exchanges)) {
    if (!isExchange(exchange)) throw new Error(`${path}: exchange ${key} is not { url, init?, response }`);
    checked.set(key, exchange);
  }
  return checked;
}

/**
 * The recorded exchanges, looked up by the key the README defines. The recordings that keyed a binary body as `{}`
 * (no byte of it) are keyed again on the bytes of the sample they sent, from `binaryInputs`; one whose sample is
 * not known is left out, so no bytes replay it.
 */
export class TapeLibrary {
  readonly size: number;
  readonly binaryRecordings: readonly BinaryRecording[];
  private readonly entries = new Map<string, RecordedExchange>();

  constructor(exchanges: ReadonlyMap<string, RecordedExchange>, binaryInputs: BinaryInputs = new Map()) {
    const binaryRecordings: BinaryRecording[] = [];
    for (const [key, exchange] of exchanges) {
      const method = exchange.init?.method;
      if (key !== recordedBinaryKey(exchange.url, method)) {
        this.add(key, exchange);
        continue;
      }
      const input = binaryInputs.get(key);
      binaryRecordings.push({ recordedKey: key, url: exchange.url, sample: input?.sample });
      if (input !== undefined) this.add(tapeKey({ url: exchange.url, method, body: input.body }), exchange);
    }
    const known = new Set(binaryRecordings.map((recording) => recording.recordedKey));
    const stray = [...binaryInputs.keys()].filter((key) => !known.has(key));
    if (stray.length > 0) {
      throw new Error(`binary inputs name no recording that keyed a binary body as {}: ${stray.join(", ")}`);
    }
    this.binaryRecordings = binaryRecordings;
    this.size = this.entries.size;
  }

  private add(key: string, exchange: RecordedExchange): void {
    if (this.entries.has(key)) throw new Error(`two exchanges under one key ${key} (${exchange.url})`);
    this.entries.set(key, exchange);
  }

  /**
   * The recordings and the synthetic exchanges in one library; a recording wins over a synthetic exchange with the
   * same key.
   */
  static fromFiles(files: TapeFiles): TapeLibrary {
    const synthetic = readExchanges(files.synthetic, (parsed) => (isRecord(parsed) ? parsed.exchanges : undefined));
    const recorded = readExchanges(files.recorded, (parsed) => parsed);
    return new TapeLibrary(new Map([...synthetic, ...recorded]), readBinaryInputs(files.binaryInputs, files.media));
  }

  /** The recording for a request: first under its own URL, then under the direct provider URL it stands for. */
  find(request: TapeRequest): TapeHit | undefined {
    const candidates = [request.url, recordedUrlFor(request.url)];
    for (const url of new Set(candidates)) {
      const key = tapeKey({ ...request, url });
      const exchange = this.entries.get(key);
      if (exchange !== undefined) return { key, recordedUrl: url, exchange };
    }
    return undefined;
  }
}

import { readFileSync } from "node:fs";
import { recordedUrlFor } from "./provider-urls.js";
import { tapeKey, type TapeRequest } from "./tape-key.js";

/** One recorded exchange of provider-tapes/tapes.json (see its README). */
export interface RecordedExchange {
  url: string;
  init?: { method?: string; headers?: Record<string, string>; body?: string };
  response: { status: number; statusText?: string; headers: Record<string, string>; body: string };
}

export interface TapeHit {
  key: string;
  /** The URL the recording was found under (the direct provider URL for routed requests). */
  recordedUrl: string;
  exchange: RecordedExchange;
}

/** The recorded exchanges, looked up by the key the README defines. */
export class TapeLibrary {
  readonly size: number;

  constructor(private readonly entries: Readonly<Record<string, RecordedExchange>>) {
    this.size = Object.keys(entries).length;
  }

  static fromFile(path: string): TapeLibrary {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new Error(`${path}: expected an object of recorded exchanges keyed by SHA-256`);
    }
    return new TapeLibrary(parsed as Record<string, RecordedExchange>);
  }

  /**
   * The recordings and the synthetic exchanges (`{ about, exchanges }`, same keys) in one library; a recording
   * wins over a synthetic exchange with the same key.
   */
  static fromFiles(recorded: string, synthetic: string): TapeLibrary {
    const parsed: unknown = JSON.parse(readFileSync(synthetic, "utf8"));
    const exchanges =
      parsed !== null && typeof parsed === "object" && "exchanges" in parsed ? parsed.exchanges : undefined;
    if (exchanges === null || typeof exchanges !== "object" || Array.isArray(exchanges)) {
      throw new Error(`${synthetic}: expected { about, exchanges } with exchanges keyed by SHA-256`);
    }
    return new TapeLibrary({
      ...(exchanges as Record<string, RecordedExchange>),
      ...TapeLibrary.fromFile(recorded).entries,
    });
  }

  /** The recording for a request: first under its own URL, then under the direct provider URL it stands for. */
  find(request: TapeRequest): TapeHit | undefined {
    const candidates = [request.url, recordedUrlFor(request.url)];
    for (const url of new Set(candidates)) {
      const key = tapeKey({ ...request, url });
      const exchange = this.entries[key];
      if (exchange !== undefined) return { key, recordedUrl: url, exchange };
    }
    return undefined;
  }
}

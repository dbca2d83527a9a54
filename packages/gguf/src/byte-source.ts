/**
 * Where header bytes come from: a Blob (a File in the browser, `fs.openAsBlob` in Node) or a URL read by range
 * requests. Both hold the bytes read so far from offset 0 and grow on demand, a chunk at a time, never past the
 * header cap: the reader asks for the end it needs, and nothing more is fetched.
 */
import { displayUrl, GGUFFetchError } from "./errors.js";
import { CHUNK_BYTES, LIMITS } from "./limits.js";

export interface ByteSource {
  /** The bytes read so far, from offset 0 (`length` of them are valid). */
  readonly bytes: Uint8Array;
  readonly length: number;
  /** The file's size, when known (a Blob's size, an HTTP answer's Content-Range or Content-Length). */
  readonly size: number | undefined;
  /** True once the file has no more bytes to give. */
  readonly ended: boolean;
  /** Bytes read from the file or network (a range's body counted as it arrives). */
  readonly bytesFetched: number;
  /** Makes bytes [0, end) available; when the file is shorter, sets `ended` instead. */
  grow(end: number): Promise<void>;
}

/** Common buffer handling: a buffer that doubles (up to the cap) as bytes arrive. */
abstract class GrowingSource implements ByteSource {
  bytes = new Uint8Array(0);
  length = 0;
  size: number | undefined;
  ended = false;
  bytesFetched = 0;

  async grow(end: number): Promise<void> {
    while (!this.ended && this.length < end) {
      // Whole chunks from the start of the file, as the counterpart asks for them, but only those needed.
      let target = Math.ceil(end / CHUNK_BYTES) * CHUNK_BYTES;
      target = Math.min(target, LIMITS.headerBytes);
      if (this.size !== undefined) target = Math.min(target, this.size);
      if (target <= this.length) {
        this.ended = true;
        return;
      }
      const before = this.length;
      await this.read(this.length, target);
      if (this.length === before) this.ended = true;
    }
  }

  /** Reads bytes [start, end) (fewer at the end of the file) and appends them with `append`. */
  protected abstract read(start: number, end: number): Promise<void>;

  protected append(chunk: Uint8Array): void {
    const needed = this.length + chunk.length;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.min(Math.max(needed, this.bytes.length * 2), LIMITS.headerBytes));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length = needed;
  }
}

export class BlobSource extends GrowingSource {
  constructor(private readonly blob: Blob) {
    super();
    this.size = blob.size;
  }

  protected async read(start: number, end: number): Promise<void> {
    const chunk = new Uint8Array(await this.blob.slice(start, end).arrayBuffer());
    this.bytesFetched += chunk.length;
    this.append(chunk);
  }
}

export interface HttpSourceOptions {
  fetch?: typeof fetch;
  additionalFetchHeaders?: Record<string, string>;
}

const CONTENT_RANGE = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i;

export class HttpSource extends GrowingSource {
  constructor(
    private readonly url: URL,
    private readonly options: HttpSourceOptions,
  ) {
    super();
  }

  protected async read(start: number, end: number): Promise<void> {
    const fetchFn = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchFn(this.url.href, {
        headers: { ...this.options.additionalFetchHeaders, Range: `bytes=${start}-${end - 1}` },
      });
    } catch (cause) {
      throw new GGUFFetchError(`Could not fetch ${displayUrl(this.url)}`, undefined, { cause });
    }
    if (response.status === 416) {
      // The range starts at or after the end of the file.
      await response.body?.cancel();
      this.ended = true;
      return;
    }
    if (response.status === 206) {
      const range = CONTENT_RANGE.exec(response.headers.get("content-range")?.trim() ?? "");
      if (range === null || Number(range[1]) !== start) {
        await response.body?.cancel();
        throw new GGUFFetchError(
          `${displayUrl(this.url)} answered a range request with a Content-Range that is not the range asked for`,
          206,
        );
      }
      this.noteSize(range[3]);
      await this.take(response, 0, end - start);
      return;
    }
    if (response.status === 200) {
      // A server that ignores Range sends the whole file: skip what is already here, keep what is needed.
      this.noteSize(response.headers.get("content-length") ?? undefined);
      await this.take(response, start, end - start);
      return;
    }
    await response.body?.cancel();
    throw new GGUFFetchError(
      `Fetching ${displayUrl(this.url)} failed with HTTP status ${response.status}`,
      response.status,
    );
  }

  private noteSize(value: string | undefined): void {
    if (value === undefined || !/^\d+$/.test(value)) return;
    const size = Number(value);
    if (Number.isSafeInteger(size)) this.size = size;
  }

  /** Reads the body, drops its first `skip` bytes, appends at most `keep` bytes and cancels the rest. */
  private async take(response: Response, skip: number, keep: number): Promise<void> {
    if (response.body === null) return;
    const reader = response.body.getReader();
    let kept = 0;
    try {
      while (kept < keep) {
        const { done, value } = await reader.read();
        if (done) {
          // A short body is the end of the file, unless the file is known to be longer (the next read goes on).
          if (this.size === undefined || this.length >= this.size) this.ended = true;
          return;
        }
        this.bytesFetched += value.length;
        let chunk = value;
        if (skip > 0) {
          const dropped = Math.min(skip, chunk.length);
          skip -= dropped;
          chunk = chunk.subarray(dropped);
        }
        if (chunk.length > keep - kept) chunk = chunk.subarray(0, keep - kept);
        this.append(chunk);
        kept += chunk.length;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
}

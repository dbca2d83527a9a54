import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";

/**
 * Bodies the server sends again and again (the page's HTML, the playground's 366 KB of chat templates) are
 * compressed once with Node's zlib, in its thread pool, and served in the encoding the browser prefers.
 * The built scripts and styles are compressed at build time instead (scripts/precompress.ts); other JSON and text
 * answers as they are sent (compressAnswers).
 */
export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send, from `Accept-Encoding` (q-values honoured, `*` included), among those `available`: the
 * most wanted, brotli first on a tie; none when the browser wants none of them. Identity is always acceptable
 * here, since the server has every body as it is.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlyArray<"br" | "gzip"> = ["br", "gzip"],
): Encoding {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return "identity";
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q ?? 0;
  let best: { encoding: Encoding; q: number } = { encoding: "identity", q: 0 };
  for (const encoding of available) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > best.q) best = { encoding, q };
  }
  return best.encoding;
}

/** Adds `Accept-Encoding` to a response's Vary once, whatever was there. */
export function varyOnEncoding(headers: Headers): void {
  const current = headers.get("vary");
  if (current === null || current.trim() === "") headers.set("vary", "Accept-Encoding");
  else if (current.trim() !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) {
    headers.set("vary", `${current}, Accept-Encoding`);
  }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison, as If-None-Match uses: W/"x" and "x" are the same validator.
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

/** One body in every encoding the server offers, with a validator that names its content. */
export class Precompressed {
  private constructor(
    private readonly contentType: string,
    private readonly bodies: Readonly<Record<Encoding, Uint8Array<ArrayBuffer>>>,
    readonly etag: string,
  ) {}

  static async of(body: string | Uint8Array, contentType: string): Promise<Precompressed> {
    const identity = new Uint8Array(typeof body === "string" ? Buffer.from(body, "utf8") : body);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // Weak: the validator stands for the content, whichever encoding carries it.
    const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`;
    return new Precompressed(contentType, { identity, br: new Uint8Array(br), gzip: new Uint8Array(gz) }, etag);
  }

  /** The body in the encoding the request prefers, or 304 when the browser already holds it. */
  respond(c: Context, cacheControl: string): Response {
    const headers = new Headers({ "cache-control": cacheControl, etag: this.etag, "content-type": this.contentType });
    varyOnEncoding(headers);
    if (etagMatches(c.req.header("if-none-match"), this.etag)) return new Response(null, { status: 304, headers });
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (encoding !== "identity") headers.set("content-encoding", encoding);
    return new Response(this.bodies[encoding], { status: 200, headers });
  }
}

/** A Precompressed body made on first use and kept, remade when `version` (say a file's mtime) changes. */
export class LazyPrecompressed {
  private current: { version: string; body: Promise<Precompressed> } | undefined;

  constructor(private readonly make: () => Promise<Precompressed>) {}

  get(version = ""): Promise<Precompressed> {
    if (this.current === undefined || this.current.version !== version) {
      const body = this.make();
      // A failed make is not kept: the next request tries again.
      body.catch(() => {
        if (this.current?.body === body) this.current = undefined;
      });
      this.current = { version, body };
    }
    return this.current.body;
  }
}

/** Text formats worth compressing; event streams are not (each event must leave at once). */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)\s*(?:;|$)/i;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

interface Stored {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Compressed answers of routes whose answer depends on nothing but the URL (the offline hub API over a catalogue
 * that never changes while the server runs): each is compressed once. Bounded in entries and bytes; the oldest
 * entry goes first.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Stored>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 512,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  get(key: string): Response | undefined {
    const stored = this.entries.get(key);
    return stored && new Response(stored.body, { status: stored.status, headers: stored.headers });
  }

  set(key: string, stored: Stored): void {
    if (stored.body.byteLength > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, stored);
    this.bytes += stored.body.byteLength;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const stored = this.entries.get(key);
    if (stored === undefined) return;
    this.bytes -= stored.body.byteLength;
    this.entries.delete(key);
  }
}

function compressBody(body: Uint8Array, encoding: "br" | "gzip"): Uint8Array<ArrayBuffer> {
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : gzipSync(body);
  return new Uint8Array(compressed);
}

/**
 * Compresses answers that are in memory whole (the local hub API's JSON, replayed JSON and text, stand-in SVGs)
 * with zlib, in the encoding the browser prefers; brotli at quality 5 costs about what gzip does and saves more.
 * Routes whose answers stream (event streams, the real-mode relay) are not given this middleware. With a `cache`,
 * successful GET answers are kept compressed by URL and encoding (only for routes whose answer is the URL's alone).
 * `cacheControl` is set on answers that have none.
 */
export function compressAnswers(cache?: AnswerCache, cacheControl?: string): MiddlewareHandler {
  return async (c, next) => {
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    const key = cache !== undefined && c.req.method === "GET" ? `${encoding} ${c.req.url}` : undefined;
    const kept = key === undefined ? undefined : cache?.get(key);
    if (kept !== undefined) {
      c.res = undefined;
      c.res = kept;
      return;
    }
    await next();
    const res = c.res;
    if (cacheControl !== undefined && !res.headers.has("cache-control")) res.headers.set("cache-control", cacheControl);
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("content-encoding") || !COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
    if (res.body === null) return;
    varyOnEncoding(res.headers);
    if (encoding === "identity" && key === undefined) return;
    const plain = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    const body = encoding === "identity" || plain.byteLength < MIN_BYTES ? plain : compressBody(plain, encoding);
    if (body !== plain) headers.set("content-encoding", encoding);
    if (key !== undefined && res.status === 200) cache?.set(key, { status: res.status, headers: [...headers], body });
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}

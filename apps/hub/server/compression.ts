import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";

/**
 * Bodies the server sends again and again (the page's HTML, the playground's 366 KB of chat templates) are
 * compressed once with Node's zlib, in its thread pool, and served in the encoding the browser prefers.
 * The built scripts and styles are compressed at build time instead (scripts/precompress.ts).
 */
export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send, from `Accept-Encoding` (q-values honoured, `*` included): brotli, then gzip, then none.
 * Identity is always acceptable here, since the server has it for every body.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return "identity";
  const accepted = parseAccept(acceptEncoding);
  const q = (name: string): number => {
    const explicit = accepted.find((entry) => entry.type.toLowerCase() === name);
    return explicit?.q ?? accepted.find((entry) => entry.type === "*")?.q ?? 0;
  };
  const br = q("br");
  const gz = q("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
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

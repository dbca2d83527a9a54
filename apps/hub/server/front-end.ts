import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { LazyPrecompressed, Precompressed, preferredEncoding, varyOnEncoding, type Encoding } from "./compression.js";

/** One built asset in every encoding the build wrote for it. */
interface Asset {
  contentType: string;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * The build's `assets/` folder, held in memory (about 1.2 MB with the compressed copies): answered by exact file
 * name, so no request path ever reaches the file system. The folder is read again when a name is missing (a new
 * build while the server runs), at most once a second.
 */
class AssetFolder {
  private files = new Map<string, Asset>();
  private readAt = 0;

  constructor(private readonly dir: string) {
    this.read();
  }

  get(name: string): Asset | undefined {
    const known = this.files.get(name);
    if (known !== undefined || Date.now() - this.readAt < 1000) return known;
    this.read();
    return this.files.get(name);
  }

  private read(): void {
    this.readAt = Date.now();
    if (!existsSync(this.dir)) return;
    const names = readdirSync(this.dir);
    const present = new Set(names);
    const files = new Map<string, Asset>();
    for (const name of names) {
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const path = join(this.dir, name);
      if (!statSync(path).isFile()) continue;
      const bodies: Asset["bodies"] = { identity: new Uint8Array(readFileSync(path)) };
      if (present.has(`${name}.br`)) bodies.br = new Uint8Array(readFileSync(`${path}.br`));
      if (present.has(`${name}.gz`)) bodies.gzip = new Uint8Array(readFileSync(`${path}.gz`));
      files.set(name, { contentType: getMimeType(name) ?? "application/octet-stream", bodies });
    }
    this.files = files;
  }
}

function assetResponse(c: Context, asset: Asset): Response {
  const headers = new Headers({
    "content-type": asset.contentType,
    "cache-control": "public, max-age=31536000, immutable",
  });
  let body = asset.bodies.identity;
  const available = (["br", "gzip"] as const).filter((encoding) => asset.bodies[encoding] !== undefined);
  if (available.length > 0) {
    varyOnEncoding(headers);
    const encoding = preferredEncoding(c.req.header("accept-encoding"), available);
    if (encoding !== "identity") {
      headers.set("content-encoding", encoding);
      body = asset.bodies[encoding];
    }
  }
  return new Response(body ?? null, { status: 200, headers });
}

/**
 * The built front end: `/assets/*` (content-hashed file names, so cached for a year; brotli and gzip copies
 * written at build time by scripts/precompress.ts) and the single page for every other path (revalidated on each
 * visit, so a new build is picked up; compressed once per build).
 */
export function serveFrontEnd(app: Hono, staticDir: string): void {
  const indexPath = join(staticDir, "index.html");
  const page = new LazyPrecompressed(async () =>
    Precompressed.of(await readFile(indexPath), "text/html; charset=utf-8"),
  );
  const assets = new AssetFolder(join(staticDir, "assets"));

  app.get("/assets/:name", (c) => {
    const asset = assets.get(c.req.param("name"));
    if (asset === undefined) return c.text(`No such asset: ${c.req.path}`, 404, { "cache-control": "no-store" });
    return assetResponse(c, asset);
  });
  app.get("/assets/*", (c) => c.text(`No such asset: ${c.req.path}`, 404, { "cache-control": "no-store" }));

  // Every other page path is the single-page app; it routes on the client.
  app.get("*", async (c) => {
    const built = existsSync(indexPath) ? statSync(indexPath) : undefined;
    if (built === undefined) {
      return c.text(`The front end is not built (${indexPath} is missing): run "npm run build -w apps/hub".`, 503);
    }
    const body = await page.get(`${built.mtimeMs}:${built.size}`);
    return body.respond(c, "no-cache");
  });
}

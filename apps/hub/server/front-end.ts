import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { LazyPrecompressed, Precompressed, varyOnEncoding } from "./compression.js";

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

  // Only a built front end is served (an unbuilt one gets the 503 below, without serveStatic's console warning).
  if (existsSync(staticDir)) {
    const assets = serveStatic({ root: staticDir, precompressed: true });
    app.get("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
        varyOnEncoding(c.res.headers);
      }
    });
    app.get("/assets/*", assets);
  }
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

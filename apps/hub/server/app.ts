import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppConfig } from "../src/hub-types.js";
import { ROUTER_ORIGIN } from "../src/lib/replay-protocol.js";
import { readChatTemplates } from "./chat-templates.js";
import { Catalogue } from "./hub/catalogue.js";
import { createHubApi } from "./hub/hub-api.js";
import { byteRange, mediaLibrary } from "./media.js";
import { dataPath } from "./paths.js";
import { replay, TRANSPORT_HEADERS } from "./replay/replay.js";
import { TapeLibrary } from "./replay/tapes.js";

export interface AppOptions {
  /** The reference data folder (the repository's fixtures/), laid out as `DATA_FILES` says. */
  dataDir: string;
  /** The built front end (Vite's output); when missing, pages answer with how to build it. */
  staticDir: string;
  /** `offline`: local hub API and tape replay; `real`: /api is proxied to `hubUrl` and the page calls the real router. */
  mode: "offline" | "real";
  hubUrl: string;
  routerUrl: string;
  /** Task data served at /api/tasks. */
  tasks: () => Readonly<Record<string, unknown>>;
  /** Pause between replayed stream events (ms). */
  sseEventDelayMs?: number;
  /** The fetch used to reach the real hub in `real` mode. */
  upstreamFetch?: typeof fetch;
}

/** Copies an upstream answer, minus headers that described the upstream transport. */
function relayed(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of TRANSPORT_HEADERS) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The whole server as a Hono app, testable through `app.request(...)` without listening. */
export function createApp(options: AppOptions): Hono {
  const { dataDir, staticDir, mode } = options;
  const catalogue = Catalogue.fromFiles(dataPath(dataDir, "sampleModels"), dataPath(dataDir, "demoModels"));
  const tapes = TapeLibrary.fromFile(dataPath(dataDir, "tapes"));
  // Serialized once: every playground visit asks for the same 378 KB of JSON.
  const chatTemplatesJson = JSON.stringify(readChatTemplates(dataPath(dataDir, "chatTemplates")));
  const replayOptions = { sseEventDelayMs: options.sseEventDelayMs ?? 40 };
  const upstreamFetch = options.upstreamFetch ?? fetch;
  const app = new Hono();

  const config: AppConfig = { mode, hubUrl: options.hubUrl, routerUrl: options.routerUrl, tapeCount: tapes.size };
  app.get("/_hubkit/config", (c) => c.json(config));
  // Real models' published chat templates for the playground: reference data of this app in both modes (the sample
  // records carry only a short stand-in template, and the real hub has no route that lists templates).
  // Gzipped on the wire: 67 KB instead of 378 KB.
  app.get("/_hubkit/chat-templates", compress(), (c) =>
    c.body(chatTemplatesJson, 200, { "content-type": "application/json" }),
  );

  if (mode === "offline") {
    app.route("/api", createHubApi({ catalogue, tasks: options.tasks }));
  } else {
    app.all("/api/*", async (c) => {
      const url = new URL(c.req.url);
      const upstream = `${options.hubUrl}${url.pathname}${url.search}`;
      try {
        const headers = new Headers();
        const authorization = c.req.header("authorization");
        if (authorization !== undefined) headers.set("authorization", authorization);
        return relayed(await upstreamFetch(upstream, { method: c.req.method, headers }));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return c.json({ error: `Could not reach the hub at ${options.hubUrl}: ${reason}` }, 502);
      }
    });
  }

  // The local router: router.huggingface.co paths, and any other recorded URL (provider polling, result files).
  app.all("/router/*", (c) => {
    const url = new URL(c.req.url);
    return replay(
      tapes,
      c.req.raw,
      `${ROUTER_ORIGIN}${url.pathname.slice("/router".length)}${url.search}`,
      replayOptions,
    );
  });
  app.all("/replay", (c) => {
    const original = c.req.query("url");
    if (original === undefined || original === "") {
      return c.json({ error: "Missing ?url=: the original URL of the request to replay" }, 400);
    }
    return replay(tapes, c.req.raw, original, replayOptions);
  });

  const media = mediaLibrary(dataPath(dataDir, "media"));
  app.get("/media/:name", (c) => {
    const file = media(c.req.param("name"));
    if (file === undefined) return c.json({ error: `No sample media named ${c.req.param("name")}` }, 404);
    // Not cached: a player's partial download must never hold a cache entry the widget's own fetch waits on.
    const headers = { "content-type": file.contentType, "cache-control": "no-store", "accept-ranges": "bytes" };
    const range = byteRange(c.req.header("range"), file.body.length);
    if (range === "invalid") {
      return c.body(null, 416, { ...headers, "content-range": `bytes */${file.body.length}` });
    }
    if (range === undefined) return c.body(file.body, 200, headers);
    const part = file.body.subarray(range.start, range.end + 1);
    return c.body(part, 206, { ...headers, "content-range": `bytes ${range.start}-${range.end}/${file.body.length}` });
  });

  const indexPath = join(staticDir, "index.html");
  app.use("/assets/*", async (c, next) => {
    c.header("cache-control", "public, max-age=31536000, immutable");
    await next();
  });
  // Only a built front end is served (an unbuilt one gets the 503 below, without serveStatic's console warning).
  if (existsSync(staticDir)) app.use("*", serveStatic({ root: staticDir }));
  // Every other page path is the single-page app; it routes on the client.
  app.get("*", (c) => {
    if (c.req.path.startsWith("/assets/")) return c.text(`No such asset: ${c.req.path}`, 404);
    if (!existsSync(indexPath)) {
      return c.text(`The front end is not built (${indexPath} is missing): run "npm run build -w apps/hub".`, 503);
    }
    return c.html(readFileSync(indexPath, "utf8"));
  });
  return app;
}

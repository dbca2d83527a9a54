import { Hono } from "hono";
import { ROUTER_ORIGIN } from "../../shared/replay-protocol.js";
import { compressAnswers } from "../compression.js";
import { limitBody } from "../limits.js";
import { replay, type ReplayOptions } from "../replay/replay.js";
import type { TapeLibrary } from "../replay/tapes.js";

/** Whether a request path is the local router's: the only routes that read a request body. */
export function isLocalRouterPath(path: string): boolean {
  return path === "/replay" || path.startsWith("/router/");
}

/**
 * The local router (mounted at `/`): router.huggingface.co's paths at `/router/*`, and any other recorded URL
 * (provider polling, result files) at `/replay?url=...`, each answered from the recordings only for the exact
 * request recorded. Its request bodies are read up to `maxBodyBytes`; its JSON and text answers are compressed as
 * they are sent (event streams are not, so each event goes out at once).
 */
export function localRouterRoutes(tapes: TapeLibrary, maxBodyBytes: number, options: ReplayOptions): Hono {
  const routes = new Hono();
  const compressed = compressAnswers();
  const bodyLimit = limitBody(maxBodyBytes, "the local router");
  for (const path of ["/router/*", "/replay"]) routes.use(path, compressed, bodyLimit);
  routes.all("/router/*", (c) => {
    const url = new URL(c.req.url);
    return replay(tapes, c.req.raw, `${ROUTER_ORIGIN}${url.pathname.slice("/router".length)}${url.search}`, options);
  });
  routes.all("/replay", (c) => {
    const original = c.req.query("url");
    if (original === undefined || original === "") {
      return c.json({ error: "Missing ?url=: the original URL of the request to replay" }, 400);
    }
    return replay(tapes, c.req.raw, original, options);
  });
  return routes;
}

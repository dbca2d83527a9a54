import { Hono } from "hono";
import { ggufRangeRelay, type RangeRelayOptions } from "../gguf/range-relay.js";
import { ggufFileResponse, type ServedGgufFiles } from "../gguf/served-files.js";

/** A top-level `.gguf` file of a repository at main, where the hub's resolve URL serves it. */
const GGUF_FILE = "/:org/:name/resolve/main/:file{[^/]+\\.gguf}";

/**
 * Offline mode's GGUF files (mounted at `/`, before the local hub so its compression never touches a ranged
 * answer): `/{org}/{name}/resolve/main/{file}.gguf` by range, as the hub's resolve URL answers a range reader.
 */
export function ggufFileRoutes(files: ServedGgufFiles): Hono {
  const routes = new Hono();
  routes.get(GGUF_FILE, (c) => {
    const key = `${c.req.param("org")}/${c.req.param("name")}/${c.req.param("file")}`;
    return ggufFileResponse(files, key, c.req.header("range"));
  });
  return routes;
}

/** Real mode's GGUF files: the same path relayed to the hub by range (server/gguf/range-relay.ts). */
export function relayedGgufFileRoutes(relay: RangeRelayOptions): Hono {
  const routes = new Hono();
  routes.get(GGUF_FILE, ggufRangeRelay(relay));
  return routes;
}

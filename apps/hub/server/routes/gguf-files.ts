import { Hono } from "hono";
import { ggufFileResponse, type ServedGgufFiles } from "../gguf/served-files.js";

/**
 * Offline mode's GGUF files (mounted at `/`, before the local hub so its compression never touches a ranged
 * answer): `/{org}/{name}/resolve/main/{file}.gguf` by range, as the hub's resolve URL answers a range reader.
 */
export function ggufFileRoutes(files: ServedGgufFiles): Hono {
  const routes = new Hono();
  routes.get("/:org/:name/resolve/main/:file{[^/]+\\.gguf}", (c) => {
    const key = `${c.req.param("org")}/${c.req.param("name")}/${c.req.param("file")}`;
    return ggufFileResponse(files, key, c.req.header("range"));
  });
  return routes;
}

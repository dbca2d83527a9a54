import { Hono } from "hono";
import { byteRange, mediaLibrary } from "../media.js";

/**
 * The sample media the recordings were made with, by name (mounted at `/media`), with byte ranges for the players.
 * Not cached: a player's partial download must never hold a cache entry the widget's own fetch waits on.
 */
export function mediaRoutes(mediaDir: string): Hono {
  const routes = new Hono();
  const media = mediaLibrary(mediaDir);
  routes.get("/:name", (c) => {
    const file = media(c.req.param("name"));
    if (file === undefined) return c.json({ error: `No sample media named ${c.req.param("name")}` }, 404);
    const headers = { "content-type": file.contentType, "cache-control": "no-store", "accept-ranges": "bytes" };
    const range = byteRange(c.req.header("range"), file.body.length);
    if (range === "invalid") {
      return c.body(null, 416, { ...headers, "content-range": `bytes */${file.body.length}` });
    }
    if (range === undefined) return c.body(file.body, 200, headers);
    const part = file.body.subarray(range.start, range.end + 1);
    return c.body(part, 206, { ...headers, "content-range": `bytes ${range.start}-${range.end}/${file.body.length}` });
  });
  return routes;
}

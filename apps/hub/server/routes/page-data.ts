import { Hono } from "hono";
import { compress } from "hono/compress";
import { AnswerCache, compressAnswers } from "../compression.js";
import { isPageDataFailure, modelCard, modelPageData, type PageDataSource } from "../page-data.js";

/** A failure's status as an error status Hono sends (anything odd from upstream becomes 502). */
function statusOf(status: number): 400 | 404 | 413 | 429 | 500 | 502 | 503 | 504 {
  const known = [400, 404, 413, 429, 500, 502, 503, 504] as const;
  return known.find((candidate) => candidate === status) ?? 502;
}

/**
 * A model page's data and its rendered card (mounted at `/_hubkit`: `/page-data/{id}`, `/model-card/{id}`), for a
 * page whose HTML did not carry them. With `stable` (the local catalogue) an answer depends on the URL alone, so
 * each is made and compressed once.
 */
export function pageDataRoutes(source: PageDataSource, stable: boolean): Hono {
  const routes = new Hono();
  for (const path of ["/page-data/*", "/model-card/*"]) {
    routes.use(path, stable ? compressAnswers(new AnswerCache(), "no-cache") : compress());
  }
  routes.get("/page-data/:org/:name", async (c) => {
    const data = await modelPageData(`${c.req.param("org")}/${c.req.param("name")}`, source, c.req.raw.signal);
    return isPageDataFailure(data) ? c.json({ error: data.error }, statusOf(data.status)) : c.json(data);
  });
  routes.get("/model-card/:org/:name", async (c) => {
    const card = await modelCard(`${c.req.param("org")}/${c.req.param("name")}`, source, c.req.raw.signal);
    return "error" in card ? c.json({ error: card.error }, statusOf(card.status)) : c.json(card);
  });
  return routes;
}

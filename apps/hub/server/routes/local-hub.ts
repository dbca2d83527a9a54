import { Hono } from "hono";
import { AnswerCache, compressAnswers } from "../compression.js";
import { readmeResponse } from "../hub/cards.js";
import type { Catalogue } from "../hub/catalogue.js";
import { createHubApi, parseModelQuery, type HubApiOptions } from "../hub/hub-api.js";

/**
 * Offline mode's hub, over the embedded catalogue (mounted at `/`): the hub API at `/api`, a repository's model
 * card where the hub serves it (`/{org}/{name}/resolve/{revision}/README.md`), and the model list's facet counts
 * (`/_hubkit/model-facets`: the real hub has no such route). The catalogue never changes while the server runs, so
 * each answer is compressed once.
 */
export function localHubRoutes(catalogue: Catalogue, tasks: HubApiOptions["tasks"]): Hono {
  const routes = new Hono();
  routes.use("/api/*", compressAnswers(new AnswerCache(), "no-cache"));
  routes.route("/api", createHubApi({ catalogue, tasks }));
  routes.use("/:org/:name/resolve/*", compressAnswers(new AnswerCache(), "no-cache"));
  routes.get("/:org/:name/resolve/:revision/README.md", (c) => {
    const id = `${c.req.param("org")}/${c.req.param("name")}`;
    return readmeResponse(catalogue, id, c.req.param("revision"));
  });
  // The list's facet counts under the same filters as /api/models.
  routes.get("/_hubkit/model-facets", (c) => {
    const query = parseModelQuery(new URL(c.req.url).searchParams, catalogue.index.defaultSort);
    if (typeof query === "string") return c.json({ error: query }, 400);
    return c.json(catalogue.index.facets(query));
  });
  return routes;
}

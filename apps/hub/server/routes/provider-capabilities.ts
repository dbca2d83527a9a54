import { Hono } from "hono";
import type { CapabilityAnswer } from "../../shared/provider-capabilities.js";
import type { RouterModels } from "../router-models.js";

/**
 * `/_hubkit/provider-capabilities/{org}/{name}`: what the router says each provider of the model supports (tool
 * calling, structured output). Real mode reads the router's list (server/router-models.ts). Offline there is no
 * answer to give: no published copy of the router's /v1/models was found to record (fixtures/README.md), and a
 * capability is a fact, so the page is told it is unknown rather than shown a guess.
 */
export const OFFLINE_REASON =
  "Offline, Hubkit has no recorded answer of the router's list of models (/v1/models), which says which providers " +
  "support tool calling and structured output; with the real router (HUBKIT_MODE=real) the code is shown where the " +
  "router says the provider supports them.";

export function providerCapabilityRoutes(models: RouterModels | undefined): Hono {
  const routes = new Hono();
  routes.get("/provider-capabilities/:org/:name", async (c) => {
    const id = `${c.req.param("org")}/${c.req.param("name")}`;
    if (models === undefined) return c.json({ known: false, reason: OFFLINE_REASON } satisfies CapabilityAnswer);
    const result = await models.forModel(id, c.req.raw.signal);
    if ("error" in result) return c.json({ error: result.error }, result.status, { "cache-control": "no-store" });
    return c.json(result.answer);
  });
  return routes;
}

import { Hono } from "hono";
import type { AppConfig } from "../../shared/hub-types.js";
import type { LazyPrecompressed } from "../compression.js";

/**
 * The app's own settings and reference data, the same in both modes (mounted at `/_hubkit`): `/config`, and the
 * real models' published chat templates for the playground at `/chat-templates` (the sample records carry only a
 * short stand-in template, and the real hub has no route that lists templates).
 */
export function appDataRoutes(config: AppConfig, chatTemplates: LazyPrecompressed): Hono {
  const routes = new Hono();
  routes.get("/config", (c) => c.json(config));
  routes.get("/chat-templates", async (c) => (await chatTemplates.get()).respond(c, "no-cache"));
  return routes;
}

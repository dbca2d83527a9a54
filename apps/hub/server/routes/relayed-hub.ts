import { Hono } from "hono";
import { compress } from "hono/compress";
import { hubRelay, type RelayOptions } from "../hub/relay.js";

/**
 * Real mode's hub (mounted at `/`): `/api/*` and a repository's model card (`/{org}/{name}/resolve/main/README.md`,
 * text only, as every relayed answer) are relayed to the configured hub, read whole and bounded by the relay, and
 * compressed on the way out. The model list's facet counts exist for the local catalogue only: in real mode the
 * page shows its filters without counts.
 */
export function relayedHubRoutes(relay: RelayOptions): Hono {
  const routes = new Hono();
  routes.get("/_hubkit/model-facets", (c) =>
    c.json({ error: `Filter counts exist for the local catalogue only; the hub at ${relay.hubUrl} has none` }, 404),
  );
  routes.all("/api/*", compress(), hubRelay(relay));
  routes.get("/:org/:name/resolve/main/README.md", compress(), hubRelay(relay));
  return routes;
}

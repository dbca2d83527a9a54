import type { AppConfig } from "../../shared/hub-types.js";
import { HUB_ORIGIN, ROUTER_ORIGIN } from "../../shared/replay-protocol.js";
import type { Endpoints } from "./real-fetch.js";

/**
 * The hub and router the server is configured with (`GET /_hubkit/config`, read once by the app shell). Until it
 * has arrived, the well-known addresses stand in; hub API calls go to this app's /api either way.
 */
let config: Pick<AppConfig, "hubUrl" | "routerUrl"> = { hubUrl: HUB_ORIGIN, routerUrl: ROUTER_ORIGIN };

export function setServerConfig(next: AppConfig): void {
  config = { hubUrl: next.hubUrl, routerUrl: next.routerUrl };
}

/** Where the real router's requests go from this page. */
export function realEndpoints(): Endpoints {
  return { origin: window.location.origin, ...config };
}

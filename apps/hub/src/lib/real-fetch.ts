/**
 * Try-it with the real router: the inference client was written for `https://huggingface.co` and
 * `https://router.huggingface.co`; this fetch sends its hub API calls to this app's `/api` (which the server relays
 * to the hub it is configured with, HUBKIT_HUB_URL, or answers itself offline), its other hub calls to the
 * configured hub, and its router calls to the configured router. Every other URL (a provider reached with its own
 * key, a result file, data: and blob: URLs) goes out unchanged.
 */
import { HUB_ORIGIN, ROUTER_ORIGIN } from "../../shared/replay-protocol.js";

export interface Endpoints {
  /** Origin of this app, e.g. `http://127.0.0.1:5173`. */
  origin: string;
  /** The configured hub and router (the server's config). */
  hubUrl: string;
  routerUrl: string;
}

function joined(base: string, rest: string): string {
  return `${base.replace(/\/+$/, "")}${rest}`;
}

/** Where a request of the client goes with the real router. */
export function realUrlFor(url: string, endpoints: Endpoints): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const rest = `${parsed.pathname}${parsed.search}`;
  if (parsed.origin === HUB_ORIGIN) {
    return parsed.pathname.startsWith("/api/") ? joined(endpoints.origin, rest) : joined(endpoints.hubUrl, rest);
  }
  if (parsed.origin === ROUTER_ORIGIN) return joined(endpoints.routerUrl, rest);
  return url;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** Wraps `base` so the client's hub and router calls reach the configured hub and router. */
export function createRealFetch(base: typeof fetch, endpoints: () => Endpoints): typeof fetch {
  return (input, init) => {
    const url = urlOf(input);
    const target = realUrlFor(url, endpoints());
    if (target === url) return base(input, init);
    return base(input instanceof Request ? new Request(target, input) : target, init);
  };
}

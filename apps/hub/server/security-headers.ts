import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of the app's HTML: only what the built app loads. Scripts, styles and fonts come
 * from this origin only (no inline script, no eval, no plugins, no workers, no <base>); the page cannot be framed.
 * Images and media also come from `data:` and `blob:` (results, masks, the favicon) and from https hosts, since a
 * real hub's widget examples and a vision chat's image are addresses on hosts no list can name. Requests go to this
 * origin, to the configured router, and to https hosts, because with the real router the client talks to
 * providers directly (a provider key) and downloads their result files (fal.media, replicate.delivery,
 * delivery-*.bfl.ai, ...).
 */
export function appContentSecurityPolicy(routerUrl: string): string {
  const router = new URL(routerUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' data: blob: ${router} https:`,
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Everything else the server sends (JSON, replayed provider answers, media, stand-ins) is data: opened on its own
 * in a tab it runs nothing and loads nothing, whatever its type says.
 */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** On every answer: no sniffing a type other than the one sent, no referrer, no use by other sites' pages. */
const COMMON_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "no-referrer"],
  ["cross-origin-resource-policy", "same-origin"],
];

/** On the page only: no framing (also for browsers without frame-ancestors), its own browsing context group. */
const PAGE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["x-frame-options", "DENY"],
  ["cross-origin-opener-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
];

/**
 * Security headers on every answer, and the CSP that fits it: the app's policy on HTML, a sandbox on anything
 * else. No Strict-Transport-Security: whether the host is served over https is the TLS terminator's to say.
 */
export function securityHeaders(routerUrl: string): MiddlewareHandler {
  const pagePolicy = appContentSecurityPolicy(routerUrl);
  return async (c, next) => {
    await next();
    // A 304 updates the headers of the answer the browser holds: a policy picked for an answer without a body
    // would replace the page's own (and a sandbox there blocks the app's scripts on the next visit).
    if (c.res.status === 304) return;
    const headers = c.res.headers;
    for (const [name, value] of COMMON_HEADERS) headers.set(name, value);
    if (/^\s*text\/html\s*(?:;|$)/i.test(headers.get("content-type") ?? "")) {
      for (const [name, value] of PAGE_HEADERS) headers.set(name, value);
      headers.set("content-security-policy", pagePolicy);
    } else {
      headers.set("content-security-policy", DATA_CONTENT_SECURITY_POLICY);
    }
  };
}

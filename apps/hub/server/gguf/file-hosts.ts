/**
 * Where the real-mode range relay may follow the hub's redirect for a file's bytes. The hub answers a resolve URL
 * with a redirect to its storage and CDN hosts; which hosts those are changes as its storage evolves, so the rule is
 * the one the hub's own documentation gives for firewalls: the `hf.co` and `huggingface.co` domains and their
 * subdomains, over HTTPS on port 443. Read on 2026-11-28 (stored copies):
 *
 * - huggingface/hub-docs, docs/hub/models-downloading.md, "Downloading behind a proxy or firewall" (commit 242f4a1,
 *   2026-08-22; PRs #2628 and #2647): huggingface.co, cas-server.xethub.hf.co, cas-server.xethub-eu.hf.co,
 *   transfer.xethub.hf.co, transfer.xethub-eu.hf.co, us.aws.cdn.hf.co, us.gcp.cdn.hf.co, cdn-lfs-us-1.hf.co and
 *   cdn-lfs-eu-1.hf.co, "all over HTTPS / port 443"; the `hf.co` and `huggingface.co` suffixes "cover every current
 *   and future storage and CDN endpoint", and the hostnames "may change".
 * - https://huggingface.co/.well-known/meta.json (pointed to by hub-docs PR #2727 for generated allowlists):
 *   lfsDomains cdn-lfs.hf.co, cdn-lfs-us-1.hf.co, cdn-lfs-eu-1.hf.co, transfer.xethub.hf.co,
 *   transfer.xethub-eu.hf.co; cdnDomains such as us.aws.cdn.hf.co and us-east1.us.gcp.cdn.hf.co.
 * - hub-docs PR #2647 (2026-07-16) dropped the legacy hosts from that list (cas-bridge.xethub.hf.co, the global
 *   cdn-lfs.hf.co, cdn-lfs-*.huggingface.co); a redirect to them still matches the rule.
 *
 * A host is matched by its whole name (a URL parser lower-cases it): `hf.co.example.com` or `evilhf.co` do not pass,
 * nor does a URL with credentials or another port, nor plain HTTP, since the answer is a file of the hub's.
 */
const HUB_DOMAINS = ["hf.co", "huggingface.co"] as const;

export function isHubStorageUrl(url: URL): boolean {
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  const host = url.hostname;
  return HUB_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The configured hub itself (a loopback one in tests, or a mirror), or one of the hub's storage hosts. */
export function defaultFileHosts(hubUrl: string): (url: URL) => boolean {
  const hub = new URL(hubUrl);
  return (url) => (url.origin === hub.origin && url.username === "" && url.password === "") || isHubStorageUrl(url);
}

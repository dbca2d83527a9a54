import { ROUTER_ORIGIN } from "../../shared/replay-protocol.js";

/**
 * Direct base URL of each third-party provider (facts from the 3.8.1 client). The tapes were recorded against these
 * addresses, so a request routed through `router.huggingface.co/{provider}/...` is looked up under the direct URL.
 * hf-inference is absent on purpose: its recordings keep the router URL.
 */
export const PROVIDER_BASE_URLS: Readonly<Record<string, string>> = {
  "black-forest-labs": "https://api.us1.bfl.ai",
  cerebras: "https://api.cerebras.ai",
  cohere: "https://api.cohere.com",
  "fal-ai": "https://fal.run",
  "fireworks-ai": "https://api.fireworks.ai",
  hyperbolic: "https://api.hyperbolic.xyz",
  nebius: "https://api.studio.nebius.ai",
  novita: "https://api.novita.ai",
  openai: "https://api.openai.com",
  replicate: "https://api.replicate.com",
  sambanova: "https://api.sambanova.ai",
  together: "https://api.together.xyz",
};

/**
 * The URL a routed request was recorded under: `https://router.huggingface.co/{provider}/{route}` becomes
 * `{provider base URL}/{route}` for third-party providers; any other URL is returned unchanged.
 */
export function recordedUrlFor(url: string): string {
  if (!url.startsWith(`${ROUTER_ORIGIN}/`)) return url;
  const rest = url.slice(ROUTER_ORIGIN.length + 1);
  const slash = rest.indexOf("/");
  const provider = slash === -1 ? rest : rest.slice(0, slash);
  const base = PROVIDER_BASE_URLS[provider];
  if (base === undefined) return url;
  const route = slash === -1 ? "" : rest.slice(slash + 1).replace(/^\/+/, "");
  return `${base}/${route}`;
}

import type { InferenceClient, InferenceProvider } from "@hubkit/inference";
import type { InferenceTarget } from "../lib/settings.js";
import { offlineFetch } from "../lib/offline-fetch.js";
import { createRealFetch } from "../lib/real-fetch.js";
import { realEndpoints } from "../lib/server-config.js";

/** The client of a run and the provider it calls, checked against the providers the client knows. */
export interface RunClient {
  client: InferenceClient;
  provider: InferenceProvider;
}

/** The fetch a run goes through: the replaying one offline, the configured hub and router with the real router. */
export function targetFetch(target: InferenceTarget): typeof fetch {
  return target === "offline"
    ? offlineFetch
    : createRealFetch((input, init) => globalThis.fetch(input, init), realEndpoints);
}

/**
 * The inference client for a run, loaded on first use (it is not part of the page's initial JavaScript). Offline,
 * it gets the replaying fetch through its public `fetch` option; with the real router, a fetch that sends its hub
 * and router calls to the hub and router the server is configured with (lib/real-fetch.ts). `fetchOverride` is
 * the probe's fetch (widget/probe.ts), which stops at the first provider request.
 * `provider` comes from the model's mapping (data from the hub): a name the client does not know is said here.
 */
export async function createClient(
  accessToken: string,
  target: InferenceTarget,
  provider: string,
  fetchOverride?: typeof fetch,
): Promise<RunClient> {
  const { InferenceClient, INFERENCE_PROVIDERS } = await import("@hubkit/inference");
  if (typeof InferenceClient !== "function") throw new Error("@hubkit/inference does not provide InferenceClient");
  const known = INFERENCE_PROVIDERS.find((name) => name === provider);
  if (known === undefined) throw new Error(`The inference client does not know the provider "${provider}".`);
  return { client: new InferenceClient(accessToken, { fetch: fetchOverride ?? targetFetch(target) }), provider: known };
}

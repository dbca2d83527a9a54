import type { InferenceTarget } from "../lib/settings.js";
import { offlineFetch } from "../lib/offline-fetch.js";
import { createRealFetch } from "../lib/real-fetch.js";
import { realEndpoints } from "../lib/server-config.js";
import type { WidgetClient } from "./client.js";

/**
 * The inference client for a run, loaded on first use (it is not part of the page's initial JavaScript). Offline,
 * it gets the replaying fetch through its public `fetch` option; with the real router, a fetch that sends its hub
 * and router calls to the hub and router the server is configured with (lib/real-fetch.ts).
 */
export async function createClient(accessToken: string, target: InferenceTarget): Promise<WidgetClient> {
  const { InferenceClient } = await import("@hubkit/inference");
  if (typeof InferenceClient !== "function") throw new Error("@hubkit/inference does not provide InferenceClient");
  const options = {
    fetch:
      target === "offline"
        ? offlineFetch
        : createRealFetch((input, init) => globalThis.fetch(input, init), realEndpoints),
  };
  // The widgets build arguments from run-time data (a provider name read from the mapping, inputs per task), so
  // they call the client through the looser WidgetClient view of the same methods.
  return new InferenceClient(accessToken, options) as unknown as WidgetClient;
}

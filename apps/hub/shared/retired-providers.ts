/**
 * A model's provider mapping without the providers the hub's router no longer serves: the page offers only
 * the others (snippets, widget), and says which were left out and since when. `since` comes from the
 * inference client's provider modules (retiredProviderSince), so the page and the client agree.
 */
import type { ProviderMapping } from "./hub-types.js";

export interface RetiredProvider {
  provider: string;
  since: string;
}

export function withoutRetired(
  mapping: ProviderMapping,
  retiredSince: (provider: string) => string | undefined,
): { served: ProviderMapping; retired: RetiredProvider[] } {
  const served: ProviderMapping = {};
  const retired: RetiredProvider[] = [];
  for (const [provider, entry] of Object.entries(mapping)) {
    const since = retiredSince(provider);
    if (since === undefined) served[provider] = entry;
    else retired.push({ provider, since });
  }
  return { served, retired };
}

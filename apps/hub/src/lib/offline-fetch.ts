import { createReplayFetch, type StandInNotice } from "./replay-fetch.js";

/**
 * The page's offline fetch, handed to the inference client through its public `fetch` option. The client sends
 * every request of a run through it (the call, hub lookups, polling, result downloads), so the page's global fetch
 * stays untouched. Same-origin, data: and blob: requests pass through unchanged.
 */
const standInListeners = new Set<(notice: StandInNotice) => void>();

export const offlineFetch: typeof fetch = (input, init) => {
  const replaying = createReplayFetch((i, n) => globalThis.fetch(i, n), {
    origin: window.location.origin,
    onStandIn: (notice) => standInListeners.forEach((listener) => listener(notice)),
  });
  return replaying(input, init);
};

/** Listen for stand-in answers (while a widget run is in progress, say). */
export function onStandIn(listener: (notice: StandInNotice) => void): () => void {
  standInListeners.add(listener);
  return () => standInListeners.delete(listener);
}

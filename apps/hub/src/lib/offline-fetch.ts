import { createReplayFetch, type StandInNotice } from "./replay-fetch.js";

/**
 * The page's offline fetch. The inference client receives it through its public `fetch` option, and, because the
 * client downloads provider result files and polls with the global fetch, the global fetch is routed through it too
 * while offline replay is on. Same-origin, data: and blob: requests always pass through untouched.
 */
const standInListeners = new Set<(notice: StandInNotice) => void>();
let active = false;
let installed = false;
let originalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export const offlineFetch: typeof fetch = (input, init) => {
  const replaying = createReplayFetch(originalFetch, {
    origin: window.location.origin,
    onStandIn: (notice) => standInListeners.forEach((listener) => listener(notice)),
  });
  return replaying(input, init);
};

/** Turns offline replay of the global fetch on or off (installs the wrapper once). */
export function setOfflineReplay(on: boolean): void {
  active = on;
  if (installed || !on) return;
  installed = true;
  originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => (active ? offlineFetch(input, init) : originalFetch(input, init));
}

/** Listen for stand-in answers (while a widget run is in progress, say). */
export function onStandIn(listener: (notice: StandInNotice) => void): () => void {
  standInListeners.add(listener);
  return () => standInListeners.delete(listener);
}

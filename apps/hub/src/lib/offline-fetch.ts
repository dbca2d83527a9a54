import { NOTHING_RECORDED, REPLAY_KEY_HEADER } from "../../shared/replay-protocol.js";
import { createReplayFetch, type StandInNotice } from "./replay-fetch.js";

/**
 * The page's offline fetch, handed to the inference client through its public `fetch` option. The client sends
 * every request of a run through it (the call, hub lookups, polling, result downloads), so the page's global fetch
 * stays untouched. Same-origin, data: and blob: requests pass through unchanged.
 */
const standInListeners = new Set<(notice: StandInNotice) => void>();

/**
 * Nothing was recorded for a request the client sent offline. Thrown by the fetch itself, so the client passes it
 * on as it is and never reads the local router's 404 as the provider's answer (a chat model would otherwise "not
 * seem to support chat completion").
 */
export class ReplayMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReplayMissingError";
  }
}

async function missingMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body !== null && typeof body === "object" && "error" in body && typeof body.error === "string")
      return body.error;
  } catch {
    // Not the local router's JSON: its usual words.
  }
  return NOTHING_RECORDED;
}

export const offlineFetch: typeof fetch = async (input, init) => {
  const replaying = createReplayFetch((i, n) => globalThis.fetch(i, n), {
    origin: window.location.origin,
    onStandIn: (notice) => standInListeners.forEach((listener) => listener(notice)),
  });
  return throwIfUnrecorded(await replaying(input, init));
};

/** The local router's "nothing recorded" answer becomes a ReplayMissingError; any other answer passes. */
export async function throwIfUnrecorded(response: Response): Promise<Response> {
  if (response.status === 404 && response.headers.get(REPLAY_KEY_HEADER) === "none") {
    throw new ReplayMissingError(await missingMessage(response));
  }
  return response;
}

/** Listen for stand-in answers (while a widget run is in progress, say). */
export function onStandIn(listener: (notice: StandInNotice) => void): () => void {
  standInListeners.add(listener);
  return () => standInListeners.delete(listener);
}

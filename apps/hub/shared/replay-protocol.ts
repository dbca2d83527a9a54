/**
 * What the page's replaying fetch (src/lib/replay-fetch.ts) and the local router (server/replay/replay.ts) agree
 * on: the origins the inference client calls, and the headers that carry what the client really sent, since the
 * recordings are keyed on exactly that.
 */
export const HUB_ORIGIN = "https://huggingface.co";
export const ROUTER_ORIGIN = "https://router.huggingface.co";

/** The method the client passed, or NO_METHOD when it called `fetch(url)` without options. */
export const ORIGINAL_METHOD_HEADER = "x-hubkit-method";
export const NO_METHOD = "none";
/** What the client's body was: one of BODY_KINDS. Without it the server goes by the body's Content-Type. */
export const BODY_KIND_HEADER = "x-hubkit-body";
/**
 * `text`: a string, looked up by its exact text; `binary`: bytes (Blob, ArrayBuffer, a typed array or DataView),
 * looked up by their SHA-256; `form`: a FormData, looked up by its parts (names, file names, types, bytes), whatever
 * boundary the browser chose.
 */
export const BODY_KINDS = ["text", "binary", "form"] as const;
export type BodyKind = (typeof BODY_KINDS)[number];
/** Set on replayed answers whose binary body was not recorded: the recorded content type. */
export const STAND_IN_HEADER = "x-hubkit-stand-in";
/**
 * The key of the replayed answer's recording, or `none` on the local router's 404 when nothing was recorded for the
 * request (its JSON `error` is NOTHING_RECORDED; src/lib/offline-fetch.ts turns it into a ReplayMissingError).
 */
export const REPLAY_KEY_HEADER = "x-hubkit-replay";
/**
 * Sent by the widget before a run: the local router answers whether a recording matches the request (a
 * `ReplayProbe` as JSON) instead of replaying it.
 */
export const PROBE_HEADER = "x-hubkit-probe";

/** The local router's answer to a probe. */
export interface ReplayProbe {
  recorded: boolean;
  /** The recorded answer's status, when there is a recording. */
  status?: number;
}

/** What a person reads when nothing was recorded for their input: the `error` of the local router's 404. */
export const NOTHING_RECORDED =
  "Nothing was recorded for this input, so there is no answer to show. Offline, only the recorded example inputs have answers; the real router answers any input (it needs a Hugging Face token).";

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
/** Whether the client's body was `text` or `binary`. */
export const BODY_KIND_HEADER = "x-hubkit-body";
/** Set on replayed answers whose binary body was not recorded: the recorded content type. */
export const STAND_IN_HEADER = "x-hubkit-stand-in";
/** The tape key of the replayed answer, or `none` when nothing was recorded for the request. */
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

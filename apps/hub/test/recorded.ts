import { DATA_DIR, dataPath } from "../server/paths.js";
import { BINARY_BODY } from "../server/replay/tape-key.js";
import { TapeLibrary } from "../server/replay/tapes.js";

const tapes = TapeLibrary.fromFile(dataPath(DATA_DIR, "tapes"));
const ROUTER = "https://router.huggingface.co/hf-inference";

/** The parsed JSON answer recorded for a POST (a JSON body, or a binary one when `body` is "binary"). */
export function recordedAnswer<T = unknown>(path: string, body: unknown): T {
  const url = path.startsWith("https://") ? path : `${ROUTER}/${path}`;
  const hit = tapes.find({ url, method: "POST", body: body === "binary" ? BINARY_BODY : JSON.stringify(body) });
  if (hit === undefined) throw new Error(`No recording for POST ${url}`);
  return JSON.parse(hit.exchange.response.body) as T;
}

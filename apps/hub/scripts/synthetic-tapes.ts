/**
 * Writes fixtures/provider-tapes/synthetic-tapes.json: exchanges nobody recorded, for the demo records of tasks
 * the 3.8.1 recordings do not cover, in the shapes the providers document. Each is made by running the widget's
 * own call through the real client; the requests it sends are keyed as the local router keys what the page sends
 * (replay-fetch.ts, body-key.ts: text by its text, bytes and forms by their fingerprints, so an exchange answers
 * only the input it was made with) and answered as the provider's documentation shows. Run it again when the client's requests change:
 * `npx tsx --conditions=@hubkit/source scripts/synthetic-tapes.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { InferenceClient } from "@hubkit/inference";
import type { RecordedExchange } from "../server/replay/tapes.js";
import { bodyKeyOf } from "../server/replay/body-key.js";
import { tapeKey, type BodyKey } from "../server/replay/tape-key.js";
import { bodyKindOf } from "../src/lib/replay-fetch.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { TASK_WIDGETS } from "../shared/widget/task-table.js";
import { inputFromExample } from "../shared/widget/defaults.js";
import type { CatalogueModel } from "../shared/hub-types.js";

const MODEL = "Wan-AI/Wan2.1-I2V-14B-480P";
const demo = (JSON.parse(readFileSync(dataPath(DATA_DIR, "demoModels"), "utf8")) as { models: CatalogueModel[] })
  .models;
const record = demo.find((m) => m.id === MODEL);
if (record === undefined) throw new Error(`${MODEL} is not a demo record`);
const mapping = record.inferenceProviderMapping ?? {};
const example = record.widgetData?.[0];
if (example === undefined) throw new Error(`${MODEL} has no widget example`);

const exchanges: Record<string, RecordedExchange> = {};
const json = (body: unknown) => ({
  status: 200,
  statusText: "OK",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** fal's queue, as docs.fal.ai/model-endpoints/queue documents it: submit, status, result; then the file. */
function falQueue(url: URL, method: string | undefined): RecordedExchange["response"] {
  const base = "https://queue.fal.run/fal-ai/wan-i2v/requests/hubkit-synthetic-1";
  if (method === "POST") {
    return json({
      request_id: "hubkit-synthetic-1",
      status: "IN_QUEUE",
      response_url: base,
      status_url: `${base}/status`,
      cancel_url: `${base}/cancel`,
      queue_position: 0,
    });
  }
  if (url.pathname.endsWith("/status"))
    return json({ status: "COMPLETED", request_id: "hubkit-synthetic-1", response_url: base });
  if (url.host === "fal.media")
    return { status: 200, statusText: "OK", headers: { "content-type": "video/mp4" }, body: "" };
  return json({
    video: { url: "https://fal.media/files/hubkit-synthetic/wan-i2v.mp4", content_type: "video/mp4" },
    seed: 42,
  });
}

/** A body's key as the local router computes it from what the page's fetch sends (its bytes and Content-Type). */
async function bodyKey(body: BodyInit | null | undefined): Promise<BodyKey | undefined> {
  if (body === undefined || body === null) return undefined;
  const sent = new Request("http://capture.invalid/", { method: "POST", body });
  const bytes = new Uint8Array(await sent.arrayBuffer());
  if (bytes.byteLength === 0) return undefined;
  return bodyKeyOf(bytes, bodyKindOf(body), sent.headers.get("content-type") ?? "");
}

const capture: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.host === "huggingface.co") {
    return Response.json({ _id: "demo", id: MODEL, inferenceProviderMapping: mapping });
  }
  const method = init?.method;
  const body = typeof init?.body === "string" ? init.body : undefined;
  const response = falQueue(url, method);
  exchanges[tapeKey({ url: url.href, method, body: await bodyKey(init?.body) })] = {
    url: url.href,
    init: { ...(method !== undefined && { method }), ...(body !== undefined && body.length < 1000 && { body }) },
    response,
  };
  return new Response(response.body === "" ? new Uint8Array(16) : response.body, {
    status: response.status,
    headers: response.headers,
  });
};

const widget = TASK_WIDGETS["image-to-video"];
if (widget === undefined) throw new Error("no image-to-video widget");
const image = readFileSync(dataPath(DATA_DIR, "media") + "/cheetah.png");
await widget.run(
  {
    // No token: the offline widget's client, which goes through the router.
    client: new InferenceClient("", { fetch: capture }),
    model: MODEL,
    provider: "fal-ai",
    streaming: false,
    signal: new AbortController().signal,
    onUpdate: () => undefined,
    loadMedia: async () => new Blob([image], { type: "image/png" }),
  },
  inputFromExample(example, widget.input),
);

const file = {
  about:
    "Synthetic provider exchanges (ours, not recordings): for demo records of tasks the 3.8.1 recordings do not cover. Same format and keys as tapes.json (see README.md); the answers follow each provider's documented response shapes (fal-ai: docs.fal.ai/model-endpoints/queue, read 2026-11-25). Binary answers have an empty body, as in the recordings. Written by apps/hub/scripts/synthetic-tapes.ts.",
  exchanges,
};
writeFileSync(dataPath(DATA_DIR, "syntheticTapes"), `${JSON.stringify(file, null, 1)}\n`);
console.log(`${Object.keys(exchanges).length} exchanges`);

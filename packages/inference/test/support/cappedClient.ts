/**
 * One call of the client, run in a child Node process with a small heap (`--max-old-space-size`) by
 * answer-limits.test.ts, against that test's loopback server: `cappedClient.ts <origin> <scenario>`. Prints one
 * line of JSON: how the call ended (the error's class and fields, or the size of the result) and the process's
 * peak memory. A memory blow-up shows as the child aborting instead (no JSON, a non-zero exit).
 */
import * as hf from "../../src/index.js";

const [origin = "", scenario = ""] = process.argv.slice(2);

/** Every host goes to the loopback server, as `https://x.example/p` -> `{origin}/x.example/p` (support/loopback.ts). */
const toLoopback: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin === origin) return fetch(url, init);
  return fetch(`${origin}/${url.host}${url.pathname}${url.search}`, init);
};

const SCENARIOS: Record<string, () => Promise<unknown>> = {
  /** A JSON answer that unpacks to 1.5 GiB, with the default limits. */
  json: () => hf.textClassification({ endpointUrl: `${origin}/bomb/json?api_key=SECRET-KEY-1`, inputs: "x" }),
  /** A file answered as the body (hf-inference text-to-image) that unpacks to 1.5 GiB, with the default limits. */
  file: () => hf.textToImage({ endpointUrl: `${origin}/bomb/png`, inputs: "a cat" }, { outputType: "blob" }),
  /** A result file to download (the image fal-ai names) that unpacks to 1.5 GiB; the client's maxDownloadSize: 32 MiB. */
  download: () =>
    new hf.InferenceClient("fal-key", { fetch: toLoopback, maxDownloadSize: 32 * 1024 * 1024 }).textToImage(
      { provider: "fal-ai", model: "org/model", inputs: "bomb" },
      { outputType: "blob" },
    ),
  /** A chat stream of 300,000 events (about 60 MB), read to its end. */
  stream: async () => {
    let events = 0;
    for await (const chunk of hf.chatCompletionStream({
      endpointUrl: `${origin}/long-stream`,
      messages: [{ role: "user", content: "hi" }],
    })) {
      if (chunk.choices.length > 0) events++;
    }
    return { events };
  },
};

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 20);

/** How the call ended: an error's class and fields (InferenceResponseTooLargeError's among them), or its result. */
function describe(value: unknown): Record<string, unknown> {
  if (value instanceof Error) {
    const fields = value instanceof hf.InferenceClientError ? { url: value.url } : {};
    const limits = Object.fromEntries(
      (["limit", "size", "option"] as const).filter((key) => key in value).map((key) => [key, Reflect.get(value, key)]),
    );
    return { error: value.name, message: value.message.slice(0, 1000), ...fields, ...limits };
  }
  if (value instanceof Blob) return { blob: value.size };
  return { result: value };
}

const run = SCENARIOS[scenario];
if (run === undefined) throw new Error(`unknown scenario ${scenario}`);
const outcome = await run().then(describe, describe);
sample();
clearInterval(sampler);
process.stdout.write(`${JSON.stringify({ ...outcome, peakRss })}\n`);

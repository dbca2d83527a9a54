/**
 * @hubkit/inference against @huggingface/inference 3.8.1, in one process, on the same loopback server:
 *   (a) server-sent-event stream throughput (a large chat stream), over a real socket and from memory;
 *   (b) per-request overhead of a small JSON call, over a real socket and from memory;
 *   (c) the minified + gzipped browser bundle of each client, whole and per entry point (tree-shaking),
 *       including the provider-free core entry with a single provider;
 *   (d) the runtime export names of both packages.
 * Writes results/inference.md. Run after `npm run build`: `npm run bench:inference -w benchmarks`.
 *
 * Before and after a change, in the same run: BENCH_BASELINE_DIST=<a build of the package before the change>
 * adds that build as a third client (streams, requests, bundles) and a "before" column to every table, so
 * both are measured under the same load. Make one with `bash inference/baseline.sh <git ref>`.
 */

import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as peer from "@huggingface/inference";
import { build } from "esbuild";
import { Bench } from "tinybench";
import * as hub from "../../packages/inference/dist/index.js";
import { SseParser, type ServerSentEvent } from "../../packages/inference/dist/utils/sse.js";
import { Utf8ChunkDecoder } from "../../packages/inference/dist/utils/utf8.js";

const HERE = dirname(fileURLToPath(import.meta.url));
/** A build of @hubkit/inference from before a change (see the header), measured side by side when given. */
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST;
const baseline: InferenceApi | undefined = BASELINE_DIST
  ? ((await import(pathToFileURL(join(BASELINE_DIST, "index.js")).href)) as InferenceApi)
  : undefined;
const HUB_DIST = join(HERE, "../../packages/inference/dist/index.js");
const HUB_CORE = join(HERE, "../../packages/inference/dist/core.js");
const HUB_TOGETHER = join(HERE, "../../packages/inference/dist/providers/together/index.js");
const HUB_TOGETHER_CHAT = join(HERE, "../../packages/inference/dist/providers/together/chat.js");
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 2000);
const EVENTS = Number(process.env.BENCH_STREAM_EVENTS ?? 20_000);
const CHUNK_BYTES = 16 * 1024;

// ---- the stream: a realistic OpenAI-style chat stream --------------------------------------------

/** An OpenAI-style chat stream (what chatCompletionStream reads from every chat provider). */
function chatStreamBody(events: number): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < events; i++) {
    const chunk = {
      id: "chatcmpl-9LMk9097xG2NSLCLTmIoqvIWmHGtc",
      object: "chat.completion.chunk",
      created: 1714879341,
      model: "meta-llama/Llama-3.3-70B-Instruct",
      system_fingerprint: "3.0.1-sha-bb9095a",
      choices: [{ index: 0, delta: { role: "assistant", content: ` token${i}` }, logprobs: null, finish_reason: null }],
    };
    parts.push(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  parts.push("data: [DONE]\n\n");
  return Buffer.from(parts.join(""));
}

/** A text-generation-inference token stream (what textGenerationStream reads): smaller events. */
function tokenStreamBody(events: number): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < events; i++) {
    const event = {
      index: i,
      token: { id: 1000 + i, text: " a", logprob: -0.25, special: false },
      generated_text: null,
      details: null,
    };
    parts.push(`data:${JSON.stringify(event)}\n\n`);
  }
  return Buffer.from(parts.join(""));
}

function chunked(body: Buffer): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < body.length; i += CHUNK_BYTES) chunks.push(body.subarray(i, i + CHUNK_BYTES));
  return chunks;
}

const STREAM = chatStreamBody(EVENTS);
const STREAM_CHUNKS = chunked(STREAM);
const TOKENS = tokenStreamBody(EVENTS);
const TOKEN_CHUNKS = chunked(TOKENS);
const LABELS = JSON.stringify([
  [
    { label: "POSITIVE", score: 0.9998 },
    { label: "NEGATIVE", score: 0.0002 },
  ],
]);

// ---- the loopback server -------------------------------------------------------------------------

async function writeAll(res: ServerResponse, chunks: Uint8Array[]): Promise<void> {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  for (const chunk of chunks) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.url?.startsWith("/stream")) void writeAll(res, STREAM_CHUNKS);
    else if (req.url?.startsWith("/tokens")) void writeAll(res, TOKEN_CHUNKS);
    else {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(LABELS);
    }
  });
});
// Idle keep-alive sockets must outlive the pauses between interleaved rounds: a server closing one while
// the client reuses it fails a POST with ECONNRESET (for both clients alike).
server.keepAliveTimeout = 10 * 60 * 1000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A fetch that answers from memory: isolates the client's own cost from the HTTP stack. */
const memoryFetch: typeof fetch = async (input) => {
  const url = String(input);
  if (url.includes("/stream") || url.includes("/tokens")) {
    const chunks = url.includes("/stream") ? STREAM_CHUNKS : TOKEN_CHUNKS;
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < chunks.length) controller.enqueue(chunks[i++] as Uint8Array);
        else controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  }
  return new Response(LABELS, { headers: { "Content-Type": "application/json" } });
};

// ---- the two clients behind one shape ------------------------------------------------------------

interface Client {
  name: string;
  stream(fetchFn: typeof fetch | undefined): Promise<number>;
  tokens(fetchFn: typeof fetch | undefined): Promise<number>;
  classify(fetchFn: typeof fetch | undefined): Promise<unknown>;
}

const chatArgs = { endpointUrl: `${ORIGIN}/stream`, model: "tgi", messages: [{ role: "user", content: "hi" }] };
const tokenArgs = { endpointUrl: `${ORIGIN}/tokens`, inputs: "hi" };
const classifyArgs = { endpointUrl: `${ORIGIN}/classify`, inputs: "I like you. I love you." };

/** The three functions the benchmark calls, which both packages export with the same signatures. */
interface InferenceApi {
  chatCompletionStream(args: typeof chatArgs, options: { fetch?: typeof fetch }): AsyncIterable<{ choices: unknown[] }>;
  textGenerationStream(
    args: typeof tokenArgs,
    options: { fetch?: typeof fetch },
  ): AsyncIterable<{ token: { id: number } }>;
  textClassification(args: typeof classifyArgs, options: { fetch?: typeof fetch }): Promise<unknown>;
}

function clientOf(name: string, api: InferenceApi): Client {
  const options = (fetchFn: typeof fetch | undefined) => (fetchFn ? { fetch: fetchFn } : {});
  return {
    name,
    async stream(fetchFn) {
      let n = 0;
      for await (const chunk of api.chatCompletionStream(chatArgs, options(fetchFn))) {
        if (chunk.choices.length > 0) n++;
      }
      return n;
    },
    async tokens(fetchFn) {
      let n = 0;
      for await (const event of api.textGenerationStream(tokenArgs, options(fetchFn))) {
        if (event.token.id > 0) n++;
      }
      return n;
    },
    classify: (fetchFn) => api.textClassification(classifyArgs, options(fetchFn)),
  };
}

const clients: Client[] = [clientOf("@hubkit/inference", hub), clientOf("@huggingface/inference", peer)];
const before: Client | undefined = baseline ? clientOf("@hubkit/inference (before)", baseline) : undefined;

// ---- measurements --------------------------------------------------------------------------------

/**
 * Mean latency (ms) of each task. The machine is shared, so the tasks are interleaved: ROUNDS rounds,
 * each running every task for a slice of the time budget (tinybench), and each task's result is the
 * median of its per-round means. A burst of outside load then hits both clients alike.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

async function timeTasks(tasks: Array<[string, () => Promise<unknown>]>): Promise<number[]> {
  const perRound: number[][] = tasks.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [name, fn]] of tasks.entries()) {
      const bench = new Bench({ time: TIME_MS / ROUNDS, warmup: round === 0 });
      bench.add(name, fn);
      await bench.run();
      const result = bench.tasks[0]?.result as { latency?: { mean: number } } | undefined;
      if (result?.latency === undefined) {
        const cause = (result as { error?: unknown } | undefined)?.error;
        throw new Error(`benchmark ${name} failed`, { cause });
      }
      perRound[index]?.push(result.latency.mean);
    }
  }
  return perRound.map((means) => {
    const sorted = [...means].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  });
}

async function gzippedBundle(entry: string): Promise<{ minified: number; gzipped: number }> {
  const out = await build({
    stdin: { contents: entry, resolveDir: HERE, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/** The data of every event of a stream, to time JSON.parse alone: a cost both clients pay. */
function eventDatas(body: Buffer): string[] {
  return body
    .toString()
    .split("\n\n")
    .map((event) => event.replace(/^data: ?/, ""))
    .filter((data) => data !== "" && data !== "[DONE]");
}
const CHAT_DATAS = eventDatas(STREAM);
const TOKEN_DATAS = eventDatas(TOKENS);
const parseAll = async (datas: string[]) => {
  let n = 0;
  for (const data of datas) if (JSON.parse(data) !== null) n++;
  return n;
};

/** The HTTP part alone, paid by both clients: fetch the chat stream from the loopback server, read every chunk. */
async function readRawChat(): Promise<number> {
  const response = await fetch(`${ORIGIN}/stream`, { method: "POST", body: "{}" });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return bytes;
}

/**
 * The `for await` protocol alone: a minimal hand-written iterator handing out already parsed values,
 * one settled promise each. No stream iterator can cost less per event.
 */
const READY_VALUES = CHAT_DATAS.map((data) => JSON.parse(data) as { choices: unknown[] });
async function forAwaitFloor(): Promise<number> {
  let i = 0;
  const iterator: AsyncIterableIterator<{ choices: unknown[] }> = {
    [Symbol.asyncIterator]: () => iterator,
    next: () =>
      Promise.resolve(
        i < READY_VALUES.length
          ? { value: READY_VALUES[i++] as { choices: unknown[] }, done: false }
          : { value: undefined, done: true as const },
      ),
  };
  let n = 0;
  for await (const chunk of iterator) if (chunk.choices.length > 0) n++;
  return n;
}

/** Hubkit's decoding and event framing alone (no JSON.parse, no iteration), over the in-memory chunks. */
async function frameChat(): Promise<number> {
  const decoder = new Utf8ChunkDecoder();
  const parser = new SseParser();
  const events: ServerSentEvent[] = [];
  let n = 0;
  for (const chunk of STREAM_CHUNKS) {
    events.length = 0;
    parser.push(decoder.decode(chunk), events);
    n += events.length;
  }
  return n;
}

const mbps = (ms: number, bytes = STREAM.length) => bytes / 1e6 / (ms / 1000);

/** What the baseline build is: the ref inference/baseline.sh built it from, else its directory. */
function baselineRef(): string {
  try {
    return `@hubkit/inference at ${readFileSync(join(BASELINE_DIST ?? "", "BASELINE_REF"), "utf8").trim()}`;
  } catch {
    return `BENCH_BASELINE_DIST=${BASELINE_DIST}`;
  }
}

/** The before / after section: the same client before and after the change, timed in the same rounds. */
function beforeAfter(times: number[]): string[] {
  const [cl, acl, cm, acm, tl, atl, tm, atm, rl, arl, rm, arm] = times as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const row = (what: string, beforeMs: number, afterMs: number, bytes?: number) =>
    bytes === undefined
      ? `| ${what} | ${(beforeMs * 1000).toFixed(1)} µs | ${(afterMs * 1000).toFixed(1)} µs | ${(afterMs / beforeMs).toFixed(3)} |`
      : `| ${what} | ${rate(beforeMs, bytes)} | ${rate(afterMs, bytes)} | ${(afterMs / beforeMs).toFixed(3)} |`;
  return [
    `## Before and after the change (the build of ${baselineRef()} as before)`,
    "",
    "The same client, built before the change and after it, timed in the same rounds. Time ratio after / before: below 1 is faster.",
    "",
    "| measure | before | after | time ratio |",
    "| --- | --- | --- | --- |",
    row("chat stream, loopback", cl, acl, STREAM.length),
    row("chat stream, memory", cm, acm, STREAM.length),
    row("token stream, loopback", tl, atl, TOKENS.length),
    row("token stream, memory", tm, atm, TOKENS.length),
    row("textClassification request, loopback", rl, arl),
    row("textClassification request, memory", rm, arm),
    "",
  ];
}
const rate = (ms: number, bytes = STREAM.length) =>
  `${mbps(ms, bytes).toFixed(1)} MB/s (${Math.round((EVENTS / ms) * 1000).toLocaleString("en")} events/s)`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const x = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

async function main(): Promise<void> {
  // Every client must read every event before it is timed.
  for (const client of before ? [...clients, before] : clients) {
    for (const fetchFn of [undefined, memoryFetch]) {
      const chat = await client.stream(fetchFn);
      const tokens = await client.tokens(fetchFn);
      if (chat !== EVENTS || tokens !== EVENTS)
        throw new Error(`${client.name} read ${chat} and ${tokens} of ${EVENTS} events`);
    }
  }

  const [
    hubLoop,
    peerLoop,
    hubMem,
    peerMem,
    hubTokLoop,
    peerTokLoop,
    hubTokMem,
    peerTokMem,
    jsonChat,
    jsonTokens,
    rawChat,
    framing,
    iterationFloor,
  ] = (await timeTasks([
    ["hubkit chat stream (loopback)", () => (clients[0] as Client).stream(undefined)],
    ["peer chat stream (loopback)", () => (clients[1] as Client).stream(undefined)],
    ["hubkit chat stream (memory)", () => (clients[0] as Client).stream(memoryFetch)],
    ["peer chat stream (memory)", () => (clients[1] as Client).stream(memoryFetch)],
    ["hubkit token stream (loopback)", () => (clients[0] as Client).tokens(undefined)],
    ["peer token stream (loopback)", () => (clients[1] as Client).tokens(undefined)],
    ["hubkit token stream (memory)", () => (clients[0] as Client).tokens(memoryFetch)],
    ["peer token stream (memory)", () => (clients[1] as Client).tokens(memoryFetch)],
    ["JSON.parse of the chat events", () => parseAll(CHAT_DATAS)],
    ["JSON.parse of the token events", () => parseAll(TOKEN_DATAS)],
    ["raw read of the chat stream (loopback)", readRawChat],
    ["hubkit decoding and framing of the chat stream", frameChat],
    ["for await over ready values", forAwaitFloor],
  ])) as [number, number, number, number, number, number, number, number, number, number, number, number, number];
  const jsonOnly = { chat: jsonChat, tokens: jsonTokens };
  // The build before the change and the current one, timed in rounds of their own right after, each measure
  // of one right after the same measure of the other, so that a burst of outside load hits both alike.
  const beforeTimes = before
    ? ((await timeTasks([
        ["hubkit before: chat stream (loopback)", () => before.stream(undefined)],
        ["hubkit after: chat stream (loopback)", () => (clients[0] as Client).stream(undefined)],
        ["hubkit before: chat stream (memory)", () => before.stream(memoryFetch)],
        ["hubkit after: chat stream (memory)", () => (clients[0] as Client).stream(memoryFetch)],
        ["hubkit before: token stream (loopback)", () => before.tokens(undefined)],
        ["hubkit after: token stream (loopback)", () => (clients[0] as Client).tokens(undefined)],
        ["hubkit before: token stream (memory)", () => before.tokens(memoryFetch)],
        ["hubkit after: token stream (memory)", () => (clients[0] as Client).tokens(memoryFetch)],
        ["hubkit before: request (loopback)", () => before.classify(undefined)],
        ["hubkit after: request (loopback)", () => (clients[0] as Client).classify(undefined)],
        ["hubkit before: request (memory)", () => before.classify(memoryFetch)],
        ["hubkit after: request (memory)", () => (clients[0] as Client).classify(memoryFetch)],
      ])) as number[])
    : undefined;

  const [hubReq, peerReq, hubReqMem, peerReqMem] = (await timeTasks([
    ["hubkit request (loopback)", () => (clients[0] as Client).classify(undefined)],
    ["peer request (loopback)", () => (clients[1] as Client).classify(undefined)],
    ["hubkit request (memory)", () => (clients[0] as Client).classify(memoryFetch)],
    ["peer request (memory)", () => (clients[1] as Client).classify(memoryFetch)],
  ])) as [number, number, number, number];

  // [label, our entry, the counterpart's entry]; the counterpart has no per-provider entry, so its
  // one-provider rows are the same import without the provider choice.
  const main = JSON.stringify(HUB_DIST);
  const peerPkg = JSON.stringify("@huggingface/inference");
  const sameImport = (what: string): [string, string] => [
    `export { ${what} } from ${main};`,
    `export { ${what} } from ${peerPkg};`,
  ];
  const oneProvider = (body: string) =>
    `import { chatCompletion, InferenceClient } from ${JSON.stringify(HUB_CORE)};\n` +
    `import { together } from ${JSON.stringify(HUB_TOGETHER)};\n${body}`;
  const entries: Array<[string, string, string]> = [
    ["whole package (`export *`)", `export * from ${main};`, `export * from ${peerPkg};`],
    ["InferenceClient (every task)", ...sameImport("InferenceClient")],
    ["chatCompletionStream only", ...sameImport("chatCompletionStream")],
    ["textClassification only", ...sameImport("textClassification")],
    ["textToImage only", ...sameImport("textToImage")],
    ["chatCompletion only (main entry, every provider)", ...sameImport("chatCompletion")],
    [
      "chatCompletion with one provider: core + providers/together",
      oneProvider(
        "export const chat = (args, options) => chatCompletion(args, { ...options, providers: [together] });",
      ),
      `export { chatCompletion } from ${peerPkg};`,
    ],
    [
      "chatCompletion with one provider's chat entry: core + providers/together/chat",
      `import { chatCompletion } from ${JSON.stringify(HUB_CORE)};\n` +
        `import { together } from ${JSON.stringify(HUB_TOGETHER_CHAT)};\n` +
        "export const chat = (args, options) => chatCompletion(args, { ...options, providers: [together] });",
      `export { chatCompletion } from ${peerPkg};`,
    ],
    [
      "InferenceClient with one provider: core + providers/together",
      oneProvider('export const client = new InferenceClient("", { providers: [together] });'),
      `export { InferenceClient } from ${peerPkg};`,
    ],
  ];
  const bundles: string[] = [];
  const baselineDir = BASELINE_DIST === undefined ? undefined : JSON.stringify(BASELINE_DIST).slice(1, -1);
  for (const [label, ourEntry, theirEntry] of entries) {
    const ours = await gzippedBundle(ourEntry);
    const theirs = await gzippedBundle(theirEntry);
    const row = `| ${label} | ${kb(ours.minified)} / ${kb(ours.gzipped)} | ${kb(theirs.minified)} / ${kb(theirs.gzipped)} | ${x(theirs.gzipped, ours.gzipped)} |`;
    if (baselineDir === undefined) {
      bundles.push(row);
      continue;
    }
    const hubDir = JSON.stringify(dirname(HUB_DIST)).slice(1, -1);
    // An entry the baseline build does not have yet (a chat entry) has no "before".
    const old = await gzippedBundle(ourEntry.split(hubDir).join(baselineDir)).catch(() => undefined);
    bundles.push(old === undefined ? `${row} (none) |` : `${row} ${kb(old.minified)} / ${kb(old.gzipped)} |`);
  }

  const peerNames = Object.keys(peer).sort();
  const hubNames = new Set(Object.keys(hub));
  const missing = peerNames.filter((name) => !hubNames.has(name));
  const extra = [...hubNames].filter((name) => !peerNames.includes(name)).sort();

  const lines = [
    "# Inference client benchmark",
    "",
    `@hubkit/inference against @huggingface/inference 3.8.1, one process, Node ${process.version}. Each task runs ${TIME_MS} ms in total (tinybench), interleaved with the other client's in ${ROUNDS} rounds; figures are the median of the per-round means.`,
    "Loopback rows go through a real HTTP server on 127.0.0.1 (same server for both); memory rows use a `fetch` that answers from memory, which isolates the client's own cost.",
    "",
    `## Server-sent events: ${EVENTS.toLocaleString("en")} events per stream, sent in 16 KB chunks`,
    "",
    `Chat stream: OpenAI-style chunks read with chatCompletionStream (${(STREAM.length / 1e6).toFixed(2)} MB). Token stream: text-generation-inference tokens read with textGenerationStream (${(TOKENS.length / 1e6).toFixed(2)} MB).`,
    "",
    "| stream | transport | @hubkit/inference | @huggingface/inference | throughput ratio |",
    "| --- | --- | --- | --- | --- |",
    `| chat | loopback | ${rate(hubLoop)} | ${rate(peerLoop)} | ${x(peerLoop, hubLoop)} |`,
    `| chat | memory | ${rate(hubMem)} | ${rate(peerMem)} | ${x(peerMem, hubMem)} |`,
    `| tokens | loopback | ${rate(hubTokLoop, TOKENS.length)} | ${rate(peerTokLoop, TOKENS.length)} | ${x(peerTokLoop, hubTokLoop)} |`,
    `| tokens | memory | ${rate(hubTokMem, TOKENS.length)} | ${rate(peerTokMem, TOKENS.length)} | ${x(peerTokMem, hubTokMem)} |`,
    "",
    `Both clients must JSON.parse every event, and that share is the same for both: parsing the same events alone takes ${jsonOnly.chat.toFixed(1)} ms for the chat stream and ${jsonOnly.tokens.toFixed(1)} ms for the token stream (timed in the same rounds), against ${hubMem.toFixed(1)} / ${peerMem.toFixed(1)} ms and ${hubTokMem.toFixed(1)} / ${peerTokMem.toFixed(1)} ms for the whole stream in memory (Hubkit / counterpart). The larger the events, the more of the time is JSON.parse and the closer the ratio gets to 1; loopback rows add the HTTP stack, also shared.`,
    "",
    `Where the time of the chat stream goes (ms per stream, same rounds): fetching and reading the raw body from the loopback server, with no parsing at all, takes ${rawChat.toFixed(1)} ms; JSON.parse of the events ${jsonOnly.chat.toFixed(1)} ms; both are paid by both clients, ${(rawChat + jsonOnly.chat).toFixed(1)} ms together. Hubkit's own work on top is ${(hubLoop - rawChat - jsonOnly.chat).toFixed(1)} ms over loopback (${(hubMem - jsonOnly.chat).toFixed(1)} ms in memory), of which decoding and event framing take ${framing.toFixed(1)} ms, handing out ${EVENTS.toLocaleString("en")} values through \`for await\` at least ${iterationFloor.toFixed(1)} ms (a minimal iterator over ready values: one settled promise per value is the protocol's minimum), and the rest is garbage collection and the per-chunk reads; the counterpart's own work is ${(peerLoop - rawChat - jsonOnly.chat).toFixed(1)} ms. A 2x ratio over loopback would need Hubkit's own work at or below ${((peerLoop - rawChat - jsonOnly.chat - (rawChat + jsonOnly.chat)) / 2).toFixed(1)} ms: (shared + theirs) / (shared + ours) >= 2 means ours <= (theirs - shared) / 2.`,
    "",
    "## Per-request overhead: textClassification on a dedicated endpoint (small JSON answer)",
    "",
    "| transport | @hubkit/inference | @huggingface/inference | speed-up |",
    "| --- | --- | --- | --- |",
    `| loopback | ${(hubReq * 1000).toFixed(0)} µs/request | ${(peerReq * 1000).toFixed(0)} µs/request | ${x(peerReq, hubReq)} |`,
    `| memory | ${(hubReqMem * 1000).toFixed(1)} µs/request | ${(peerReqMem * 1000).toFixed(1)} µs/request | ${x(peerReqMem, hubReqMem)} |`,
    "",
    "## Browser bundle (esbuild --bundle --minify, ESM, platform browser; minified / gzip -9)",
    "",
    baseline
      ? "| entry | @hubkit/inference | @huggingface/inference | gzipped ratio | @hubkit/inference before |"
      : "| entry | @hubkit/inference | @huggingface/inference | gzipped ratio |",
    baseline ? "| --- | --- | --- | --- | --- |" : "| --- | --- | --- | --- |",
    ...bundles,
    "",
    "The first row includes each package's snippet generator (the `snippets` namespace export); the other rows are the client alone. In the main entry the provider is a runtime argument, so a task function keeps every provider's helper for every task (the registry); what tree-shaking removes there is the other task functions and the client class. The core entry (`@hubkit/inference/core`) knows no provider: the one-provider rows register together explicitly (`providers: [together]`, from `@hubkit/inference/providers/together`) and carry no other provider's code. The counterpart has no such entry, so its side of those rows is the same import with every provider.",
    "",
    ...(beforeTimes === undefined ? [] : beforeAfter(beforeTimes)),
    "## Export names",
    "",
    `Runtime exports of @huggingface/inference missing from @hubkit/inference: ${missing.length === 0 ? "none" : missing.join(", ")}.`,
    `Additional exports of @hubkit/inference: ${extra.join(", ") || "none"}.`,
    "",
  ];
  const report = lines.join("\n");
  writeFileSync(join(HERE, "../results/inference.md"), report);
  console.log(report);
  server.close();
  server.closeAllConnections();
}

await main();

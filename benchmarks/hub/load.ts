/**
 * Load on the hub server (apps/hub/server), with autocannon, 50 concurrent clients on loopback:
 *   - the model page's API calls (the app config, the model record, its provider mapping), as a browser sends them;
 *   - a replayed chat stream (the recorded cerebras stream, 7 events) through the local router, with no pause
 *     between events (the server's own cost) and with the default 40 ms pause (what a page sees).
 * `--memory`: mixed traffic over every kind of route for BENCH_MEMORY_MINUTES (10) minutes, with the server's
 * memory before, right after, and after a minute's rest.
 * `--compare <commit>`: the same rows for the server of an older commit too (its apps/hub extracted with git archive),
 * side by side, each run right after the other.
 * The server runs in a child process (serve.ts); build the front end first (`npm run build -w apps/hub`).
 * Writes results/hub.md (or results/hub-memory.md). `npm run bench:hub -w benchmarks`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { olderVersion, startServer as startServerProcess, type Server, type Version } from "./server-process.js";
import type { MemoryReport } from "./serve.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, "..", "results");
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const MEMORY_MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 180);
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "application/json" };

function startServer(sseDelayMs: number, version?: Version): Promise<Server> {
  return startServerProcess({ BENCH_SSE_DELAY_MS: String(sseDelayMs) }, version);
}

type Request = autocannon.Request;

const modelPath = MODEL.split("/").map(encodeURIComponent).join("/");
const MODEL_PAGE_API: Request[] = [
  { method: "GET", path: "/_hubkit/config", headers: BROWSER },
  { method: "GET", path: `/api/models/${modelPath}`, headers: BROWSER },
  { method: "GET", path: `/api/models/${modelPath}?expand[]=inferenceProviderMapping`, headers: BROWSER },
];

/** What the page's replaying fetch sends for the widget's streamed chat on cerebras (a recorded exchange). */
const CHAT_STREAM: Request = {
  method: "POST",
  path: "/router/cerebras/v1/chat/completions",
  headers: {
    "content-type": "application/json",
    "x-hubkit-method": "POST",
    "x-hubkit-body": "text",
    accept: "text/event-stream",
    "accept-encoding": BROWSER["accept-encoding"],
  },
  body: JSON.stringify({
    messages: [{ role: "user", content: "Say 'this is a test'" }],
    stream: true,
    model: "llama3.1-8b",
  }),
};

/** The model page's entry script, from the build manifest. */
function entryScript(): string {
  const manifestPath = join(HERE, "../../apps/hub/dist/.vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error(`${manifestPath} names no entry chunk: build apps/hub first`);
  return `/${entry.file}`;
}

interface Row {
  what: string;
  version?: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
  failures: number;
}

async function load(origin: string, what: string, requests: Request[], seconds = SECONDS): Promise<Row> {
  // A short warm-up first, so the numbers are of the optimized server, not of its first seconds.
  await autocannon({ url: origin, connections: CONNECTIONS, duration: Math.min(5, seconds), requests });
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, requests });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
    failures,
  };
}

/** One request of each, checked, so a benchmark never measures error answers. */
async function check(origin: string, requests: Request[]): Promise<void> {
  for (const request of requests) {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as string | undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}`);
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function throughput(versions: Version[]): Promise<void> {
  const rows: Row[] = [];
  const scenarios: Array<{ what: string; requests: Request[]; sseDelayMs: number }> = [
    {
      what: "model page API calls (config, record, mapping; one request each)",
      requests: MODEL_PAGE_API,
      sseDelayMs: 0,
    },
    { what: "replayed chat stream, no pause between events", requests: [CHAT_STREAM], sseDelayMs: 0 },
    { what: "replayed chat stream, 40 ms between events (the default)", requests: [CHAT_STREAM], sseDelayMs: 40 },
  ];
  // One scenario at a time, each version right after the other, so a busy moment of the machine hits both.
  for (const scenario of scenarios) {
    for (const version of versions) {
      const server = await startServer(scenario.sseDelayMs, version);
      try {
        await check(server.origin, scenario.requests);
        const row = await load(server.origin, scenario.what, scenario.requests);
        rows.push({ ...row, version: version.label });
        console.log(
          `${scenario.what} | ${version.label}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99} ms`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  const table = [
    `# Hub server under load`,
    "",
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row after a 5 s warm-up, loopback, a fresh server ` +
      `process per row, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Requests carry the ` +
      "Accept-Encoding of a browser.",
    "",
    "| what | server | requests/s | p50 latency | p99 latency | bytes per answer | failed |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.what} | ${row.version} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.bytesPerRequest.toFixed(0)} | ${row.failures} |`,
    ),
    "",
  ].join("\n");
  writeFileSync(join(RESULTS, "hub.md"), table);
  console.log(table);
}

async function memory(versions: Version[]): Promise<void> {
  const tables: string[] = [];
  for (const version of versions) tables.push(await memoryOf(version));
  const text = tables.join("\n");
  writeFileSync(join(RESULTS, "hub-memory.md"), text);
  console.log(text);
}

async function memoryOf(version: Version): Promise<string> {
  const server = await startServer(0, version);
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    const mix: Request[] = [
      { method: "GET", path: "/", headers: { "accept-encoding": BROWSER["accept-encoding"] } },
      { method: "GET", path: entryScript(), headers: { "accept-encoding": BROWSER["accept-encoding"] } },
      ...MODEL_PAGE_API,
      { method: "GET", path: "/api/models", headers: BROWSER },
      { method: "GET", path: "/api/models?search=llama&expand[]=config", headers: BROWSER },
      { method: "GET", path: `/api/models/${modelPath}/tree/main`, headers: BROWSER },
      { method: "GET", path: "/_hubkit/chat-templates", headers: BROWSER },
      CHAT_STREAM,
      {
        method: "POST",
        path: "/router/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        headers: { "content-type": "application/json", "x-hubkit-method": "POST", "x-hubkit-body": "text" },
        body: JSON.stringify({ inputs: "I like you. I love you." }),
      },
      { method: "GET", path: "/media/cats.png", headers: { range: "bytes=0-65535" } },
    ];
    await check(server.origin, mix);
    await settle(2000);
    const start = await server.memory(false);
    const startCollected = await server.memory(true);
    const row = await load(server.origin, "mixed traffic", mix, MEMORY_MINUTES * 60);
    const end = await server.memory(false);
    // V8 gives back the young generation it grew under load once allocation stops for a while (its memory reducer):
    // the server's memory is read each half minute of rest, for three minutes, then after a full GC.
    const rest: Array<{ seconds: number; memory: MemoryReport }> = [];
    for (let seconds = 30; seconds <= REST_SECONDS; seconds += 30) {
      await settle(30_000);
      rest.push({ seconds, memory: await server.memory(false) });
    }
    const rested = rest.at(-1)?.memory ?? end;
    const restedCollected = await server.memory(true);
    const ratio = (a: number, b: number) => `${a >= b ? "+" : ""}${((a / b - 1) * 100).toFixed(1)}%`;
    const memoryRow = (what: string, m: MemoryReport, base?: MemoryReport) =>
      `| ${what} | ${mib(m.rss)}${base ? ` (${ratio(m.rss, base.rss)})` : ""} | ${mib(m.heapTotal)} | ${mib(m.spaces.new_space ?? 0)} | ${mib(m.heapUsed)} | ${mib(m.external)} |`;
    return [
      `# Hub server memory under ${MEMORY_MINUTES} minutes of mixed traffic: ${version.label}`,
      "",
      `autocannon, ${CONNECTIONS} connections cycling through ${mix.length} requests (HTML, the entry script, the model page's API calls, ` +
        `the model list, a search with configs, tree/main, the chat templates, a replayed chat stream, a replayed classification, ` +
        `a media range); Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
      "",
      `${row.requestsPerSecond.toFixed(0)} requests/s on average, p99 ${row.p99} ms, ${row.failures} failed.`,
      "",
      "| server memory | RSS | V8 heap | of which young generation | heap used | external (buffers) |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      memoryRow("at start", start),
      memoryRow("at start, after a full GC", startCollected),
      memoryRow("right after the run", end, start),
      ...rest.map(({ seconds, memory }) => memoryRow(`after ${seconds} s of rest`, memory, start)),
      memoryRow("then after a full GC", restedCollected, start),
      "",
      `Resting, RSS is back to ${ratio(rested.rss, start.rss)} of where it started.`,
      "",
    ].join("\n");
  } finally {
    await server.stop();
  }
}

const compareAt = process.argv.indexOf("--compare");
const compareWith = compareAt === -1 ? undefined : process.argv[compareAt + 1];
const versions: Version[] = [
  ...(compareWith === undefined ? [] : [olderVersion(compareWith)]),
  { label: compareWith === undefined ? "this commit" : "after" },
];
await (process.argv.includes("--memory") ? memory(versions) : throughput(versions));

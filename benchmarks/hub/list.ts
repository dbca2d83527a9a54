/**
 * The model list's server side on a generated catalogue (default 100 000 records, `BENCH_LIST_MODELS`): building
 * the index once, then each kind of request through the whole app route (`GET /api/models?...` and
 * `GET /_hubkit/model-facets?...` as the page sends them: parsing, index, JSON), timed over repeated runs.
 * Writes results/hub-list.md. `npm run bench:hub:list -w benchmarks`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { Catalogue } from "../../apps/hub/server/hub/catalogue.js";
import { createHubApi, parseModelQuery } from "../../apps/hub/server/hub/hub-api.js";
import { generateCatalogue } from "./catalogue-generator.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const COUNT = Number(process.env.BENCH_LIST_MODELS ?? 100_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 30);

const generatedAt = performance.now();
const catalogue = new Catalogue(generateCatalogue(COUNT, 1));
const generated = performance.now() - generatedAt;
const indexAt = performance.now();
const index = catalogue.index;
const built = performance.now() - indexAt;

const app = new Hono();
app.route("/api", createHubApi({ catalogue, tasks: () => ({}) }));
app.get("/_hubkit/model-facets", (c) => {
  const query = parseModelQuery(new URL(c.req.url).searchParams);
  return typeof query === "string" ? c.json({ error: query }, 400) : c.json(index.facets(query));
});

// What the list page asks for: a page of 30 and the facet counts, for each kind of view.
const CASES: ReadonlyArray<readonly [string, string]> = [
  ["first page, by downloads", "sort=downloads&limit=30"],
  ["first page, trending", "sort=trendingScore&limit=30"],
  ["page 200, by likes", "sort=likes&limit=30&p=200"],
  ["last update, oldest first", "sort=lastModified&direction=1&limit=30"],
  ["search (substring of id)", "search=instruct&limit=30"],
  ["search, no match", "search=zzzz-none&limit=30"],
  ["task filter", "pipeline_tag=text-generation&limit=30"],
  ["task + license + language", "pipeline_tag=text-generation&license=mit&language=fr&limit=30&sort=likes"],
  ["runnable on a provider", "inference_provider=all&limit=30&sort=trendingScore"],
  ["search + provider + library", "search=chat&inference_provider=together&library=transformers&limit=30"],
];

interface Row {
  name: string;
  route: string;
  median: number;
  p95: number;
  max: number;
  cpuMedian: number;
  total: string;
}

async function time(
  path: string,
): Promise<{ median: number; p95: number; max: number; cpuMedian: number; total: string }> {
  const samples: number[] = [];
  const cpu: number[] = [];
  let total = "";
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.request(path);
    const body = await response.text();
    const took = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    total = response.headers.get("x-total-count") ?? "";
    // The first runs warm the JIT.
    if (i >= 3) {
      samples.push(took);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: samples[samples.length - 1] ?? NaN,
    cpuMedian: cpu[Math.floor(cpu.length / 2)] ?? NaN,
    total,
  };
}

const rows: Row[] = [];
for (const [name, qs] of CASES) {
  rows.push({ name, route: "list", ...(await time(`/api/models?${qs}`)) });
  rows.push({ name, route: "facets", ...(await time(`/_hubkit/model-facets?${qs}`)), total: "" });
}

const ms = (value: number) => value.toFixed(1);
const lines = [
  `# Model list on a generated catalogue of ${COUNT.toLocaleString("en")} records`,
  "",
  `Node ${process.version}, ${RUNS} timed runs per row after 3 warm-up runs, each a whole request through the app`,
  `(parsing, index, JSON body). Catalogue generated in ${ms(generated)} ms; index built once in ${ms(built)} ms.`,
  `Load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} on ${availableParallelism()} cores (wall-clock p95 and max include time other processes took; CPU`,
  "ms is this process's own time for the request).",
  "",
  "| request | route | matches | median ms | p95 ms | max ms | CPU ms (median) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.route} | ${row.total} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(row.max)} | ${ms(row.cpuMedian)} |`,
  ),
  "",
];
const out = join(HERE, "..", "results", "hub-list.md");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, lines.join("\n"));
process.stdout.write(lines.join("\n"));
const worst = Math.max(...rows.map((row) => row.median));
if (worst >= 100) process.stdout.write(`\nSLOW: a median of ${ms(worst)} ms is over the 100 ms budget\n`);

/**
 * @hubkit/jinja against @huggingface/jinja and nunjucks on the chat-template corpus:
 *   (a) parse once, render many; (b) parse + render; plus the gzipped browser bundle of each engine.
 * Every engine renders the same (template, scenario) pairs: those jinja2 renders and the engine runs without
 * throwing. Writes results/jinja.md. Run after `npm run build`: `npm run bench:jinja -w benchmarks`.
 */

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Template as PeerTemplate } from "@huggingface/jinja";
import { build } from "esbuild";
import nunjucks from "nunjucks";
import { Bench } from "tinybench";
import { Template as HubTemplate } from "../../packages/jinja/dist/index.js";
import { readFixtureJson, fixturePath } from "../../test-support/fixtures.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1500);

interface Scenario {
  name: string;
  context: Record<string, unknown>;
}
type Reference = { ok: true; output: string } | { ok: false; error: string };

// The corpus pins strftime_now to this instant; pin Date so every engine sees the same clock.
const FIXED_NOW = new Date(2025, 3, 16, 9, 30).getTime();
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date>) {
    super(...((args.length === 0 ? [FIXED_NOW] : args) as [number]));
  }
} as DateConstructor;

const files = readFixtureJson<{ file: string }[]>("chat-templates/index.json").map((e) => e.file);
const scenarios = readFixtureJson<{ scenarios: Scenario[] }>("chat-templates/scenarios.json").scenarios;
const expected = readFixtureJson<{ results: Record<string, Record<string, Reference>> }>(
  "chat-templates/expected-public.json",
).results;
const sources = new Map(files.map((f) => [f, readFileSync(fixturePath(`chat-templates/${f}`), "utf8")]));

/** An engine: compile a source, render a compiled template. */
interface Engine<T> {
  name: string;
  compile(source: string): T;
  render(template: T, context: Record<string, unknown>): string;
}

const hubkit: Engine<HubTemplate> = {
  name: "@hubkit/jinja",
  compile: (source) => new HubTemplate(source),
  render: (t, context) => t.render(context),
};

const peer: Engine<PeerTemplate> = {
  name: "@huggingface/jinja",
  compile: (source) => new PeerTemplate(source),
  render: (t, context) => t.render(context),
};

const nunjucksEnv = new nunjucks.Environment(null, { autoescape: false, trimBlocks: true, lstripBlocks: true });
nunjucksEnv.addGlobal("raise_exception", (message: string) => {
  throw new Error(message);
});
nunjucksEnv.addFilter("tojson", (value: unknown) => JSON.stringify(value));
const nunjucksEngine: Engine<nunjucks.Template> = {
  name: "nunjucks",
  compile: (source) => nunjucks.compile(source, nunjucksEnv),
  render: (t, context) => t.render(context),
};

interface Pair {
  file: string;
  scenario: Scenario;
}

/** The pairs jinja2 renders (ok in the published results) that `engine` also renders without throwing. */
function runnable<T>(engine: Engine<T>, candidates: readonly Pair[]): { pairs: Pair[]; matches: number } {
  const pairs: Pair[] = [];
  let matches = 0;
  for (const pair of candidates) {
    try {
      const output = engine.render(engine.compile(sources.get(pair.file) as string), pair.scenario.context);
      pairs.push(pair);
      const ref = expected[pair.file]?.[pair.scenario.name];
      if (ref?.ok && ref.output === output) matches++;
    } catch {
      // the engine cannot run this pair: it is left out of its comparison
    }
  }
  return { pairs, matches };
}

const okPairs: Pair[] = files.flatMap((file) =>
  scenarios.filter((s) => expected[file]?.[s.name]?.ok === true).map((scenario) => ({ file, scenario })),
);

async function measure<T>(engine: Engine<T>, pairs: readonly Pair[], label: string) {
  const compiled = new Map<string, T>();
  for (const p of pairs) if (!compiled.has(p.file)) compiled.set(p.file, engine.compile(sources.get(p.file) as string));
  const jobs = pairs.map((p) => ({
    template: compiled.get(p.file) as T,
    source: sources.get(p.file) as string,
    context: p.scenario.context,
  }));
  const bench = new Bench({ time: TIME_MS, warmup: true });
  bench.add(`${label} render`, () => {
    for (const job of jobs) engine.render(job.template, job.context);
  });
  bench.add(`${label} parse+render`, () => {
    for (const job of jobs) engine.render(engine.compile(job.source), job.context);
  });
  await bench.run();
  const [render, parseRender] = bench.tasks.map((t) => {
    const result = t.result as { latency?: { mean: number } };
    if (result.latency === undefined) throw new Error(`benchmark ${t.name} failed`);
    return result.latency.mean;
  });
  return { render: render as number, parseRender: parseRender as number };
}

/** The minified browser bundle of `entry`: its size, and its size gzipped (level 9). */
async function bundleSize(entry: string, resolveDir: string): Promise<{ minified: number; gzipped: number }> {
  const out = await build({
    stdin: { contents: entry, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
  });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
const ratio = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}x`;

async function main(): Promise<void> {
  const hub = runnable(hubkit, okPairs);
  const hf = runnable(peer, okPairs);
  const nj = runnable(nunjucksEngine, okPairs);
  const shared = hub.pairs.filter((p) => hf.pairs.includes(p));
  const njShared = hub.pairs.filter((p) => nj.pairs.includes(p));
  const njTemplates = new Set(njShared.map((p) => p.file)).size;

  const hubMain = await measure(hubkit, shared, "hubkit");
  const hfMain = await measure(peer, shared, "huggingface");
  const hubNj = await measure(hubkit, njShared, "hubkit (nunjucks subset)");
  const njMain = await measure(nunjucksEngine, njShared, "nunjucks");

  const hubBundle = await bundleSize(
    `export * from ${JSON.stringify(join(HERE, "../../packages/jinja/dist/index.js"))};`,
    HERE,
  );
  const peerBundle = await bundleSize(`export * from "@huggingface/jinja";`, HERE);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  const lines = [
    "# Chat-template engine benchmark",
    "",
    `Corpus: ${files.length} real chat templates x ${scenarios.length} public scenarios; ${okPairs.length} pairs that jinja2 renders.`,
    `Node ${process.version}, ${TIME_MS} ms per task (tinybench), times are one pass over all pairs.`,
    "",
    `Output identical to jinja2: @hubkit/jinja ${hub.matches}/${okPairs.length}, @huggingface/jinja ${hf.matches}/${okPairs.length}, nunjucks ${nj.matches}/${okPairs.length}.`,
    "",
    `## @hubkit/jinja vs @huggingface/jinja (${shared.length} pairs both render)`,
    "",
    "| task | @hubkit/jinja | @huggingface/jinja | speed-up |",
    "| --- | --- | --- | --- |",
    `| parse once, render many | ${fmt(hubMain.render)} | ${fmt(hfMain.render)} | ${ratio(hfMain.render, hubMain.render)} |`,
    `| parse + render | ${fmt(hubMain.parseRender)} | ${fmt(hfMain.parseRender)} | ${ratio(hfMain.parseRender, hubMain.parseRender)} |`,
    "",
    `## @hubkit/jinja vs nunjucks (${njShared.length} pairs from ${njTemplates} templates nunjucks runs)`,
    "",
    "| task | @hubkit/jinja | nunjucks | speed-up |",
    "| --- | --- | --- | --- |",
    `| parse once, render many | ${fmt(hubNj.render)} | ${fmt(njMain.render)} | ${ratio(njMain.render, hubNj.render)} |`,
    `| parse + render | ${fmt(hubNj.parseRender)} | ${fmt(njMain.parseRender)} | ${ratio(njMain.parseRender, hubNj.parseRender)} |`,
    "",
    "## Browser bundle (esbuild --bundle --minify, ESM, platform browser; gzip -9)",
    "",
    "| engine | minified | gzipped |",
    "| --- | --- | --- |",
    `| @hubkit/jinja | ${kb(hubBundle.minified)} | ${kb(hubBundle.gzipped)} |`,
    `| @huggingface/jinja | ${kb(peerBundle.minified)} | ${kb(peerBundle.gzipped)} |`,
    "",
    "Per-module breakdown of @hubkit/jinja's bundle: `npx tsx jinja/size.ts` (from `benchmarks/`).",
    "",
  ];
  const report = lines.join("\n");
  writeFileSync(join(HERE, "../results/jinja.md"), report);
  console.log(report);
}

await main();

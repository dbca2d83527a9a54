/**
 * @hubkit/jinja against @huggingface/jinja and nunjucks on the chat-template corpus:
 *   (a) parse once, render many; (b) parse + render of a template seen for the first time (Hubkit's cache of
 *   compiled templates off); (c) parse + render of templates seen before (`new Template(source)` per request, as
 *   apps call it: Hubkit finds it in its cache); plus the gzipped browser bundle of each engine, and how Hubkit
 *   copes with hostile templates (time to stop an exponential one, built-ins on large inputs).
 * Every engine renders the same (template, scenario) pairs: those jinja2 renders and the engine runs without
 * throwing. Writes results/jinja.md. Run after `npm run build`: `npm run bench:jinja -w benchmarks`.
 *
 * Each time is taken by measure.mjs in a plain Node process of its own (one engine, one task), the engines of a
 * comparison alternating run by run; the table gives the median of BENCH_JINJA_ROUNDS runs (5 by default) of CPU
 * time. BENCH_JINJA_BASELINE=<dir of another build's dist> adds a before/after table against that build, and its
 * bundle sizes (build the baseline from an earlier commit; BENCH_JINJA_BASELINE_LABEL names it in the tables).
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Template as PeerTemplate } from "@huggingface/jinja";
import { build } from "esbuild";
import nunjucks from "nunjucks";
import { Template as HubTemplate } from "../../packages/jinja/dist/index.js";
import { readFixtureJson, fixturePath } from "../../test-support/fixtures.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const HUBKIT_DIST = join(HERE, "../../packages/jinja/dist");
const ROUNDS = Number(process.env.BENCH_JINJA_ROUNDS ?? 5);

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

const TASKS = ["render", "parse + render, first sight", "parse + render, seen before"] as const;
type Task = (typeof TASKS)[number];

/**
 * The median CPU time of each task for each engine (a build's dist directory or a peer's package name) over
 * `pairs`: every run in a plain Node process of its own (measure.mjs), the engines taking turns to go first.
 */
function timeTasks(engines: readonly string[], pairs: readonly Pair[]): Map<string, Times> {
  const dir = mkdtempSync(join(tmpdir(), "bench-jinja-"));
  const pairsFile = join(dir, "pairs.json");
  writeFileSync(pairsFile, JSON.stringify(pairs.map((p) => [p.file, p.scenario.name])));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  const times = new Map(engines.map((e) => [e, new Map<Task, number[]>(TASKS.map((t) => [t, []]))]));
  try {
    for (const task of TASKS) {
      for (let round = 0; round < ROUNDS; round++) {
        const order = engines.map((_, i) => engines[(i + round) % engines.length] as string);
        for (const engine of order) {
          // No loader flags: the child runs the builds as they ship.
          const run = spawnSync(process.execPath, [join(HERE, "measure.mjs"), engine, task, pairsFile], {
            encoding: "utf8",
          });
          if (run.status !== 0) throw new Error(`measuring ${task} with ${engine} failed: ${run.stderr}`);
          times
            .get(engine)
            ?.get(task)
            ?.push(Number(run.stdout.trim().split("\n").at(-1)));
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return new Map(
    [...times].map(([engine, byTask]) => [
      engine,
      {
        render: median(byTask.get("render") ?? []),
        "parse + render, first sight": median(byTask.get("parse + render, first sight") ?? []),
        "parse + render, seen before": median(byTask.get("parse + render, seen before") ?? []),
      },
    ]),
  );
}

/** Milliseconds `run` takes (the best of `times`). */
function timed(run: () => unknown, times = 3): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * Hostile templates: the exponential macro (stopped by the step budget) and large-input built-ins, with the
 * limits a row lifts to time the built-in itself.
 */
const LIFTED = { maxSteps: Infinity, maxMemory: Infinity, timeoutMs: Infinity };
const HOSTILE: { what: string; template: string; python: boolean; options?: typeof LIFTED }[] = [
  {
    what: "2^40 macro calls, stopped by the default step budget",
    template: "{% macro t(n) %}{% if n > 0 %}{{ t(n - 1) }}{{ t(n - 1) }}{% endif %}{% endmacro %}{{ t(40) }}",
    python: false,
  },
  { what: "`unique` over 100 000 items", template: "{{ (range(100000)|list)|unique|list|length }}", python: true },
  {
    what: "`dict(d, **{k: v})`, 8 000 rounds (quadratic in CPython too; past the default budgets, lifted here)",
    template:
      "{% set ns = namespace(d={}) %}{% for i in range(8000) %}{% set ns.d = dict(ns.d, **{('k' ~ i): i}) %}{% endfor %}{{ ns.d|length }}",
    python: true,
    options: LIFTED,
  },
  { what: "a dict of 50 000 int keys", template: "{{ dict(range(100000)|batch(2))|length }}", python: true },
];

/** jinja2's time for each template (best of three), or null without python3 and jinja2. */
function jinja2Times(templates: readonly string[]): (number | null)[] {
  const script = [
    "import json, sys, time",
    "from jinja2.sandbox import ImmutableSandboxedEnvironment",
    "env = ImmutableSandboxedEnvironment()",
    "out = []",
    "for source in json.load(sys.stdin):",
    "    t = env.from_string(source)",
    "    best = None",
    "    for _ in range(3):",
    "        start = time.perf_counter(); t.render(); took = (time.perf_counter() - start) * 1000",
    "        best = took if best is None else min(best, took)",
    "    out.append(best)",
    "print(json.dumps(out))",
  ].join("\n");
  const run = spawnSync("python3", ["-c", script], { input: JSON.stringify(templates), encoding: "utf8" });
  if (run.status !== 0) return templates.map(() => null);
  return JSON.parse(run.stdout) as number[];
}

function hostileTimes(): { what: string; hubkit: number; outcome: string; jinja2: number | null }[] {
  const python = jinja2Times(HOSTILE.filter((h) => h.python).map((h) => h.template));
  return HOSTILE.map((h) => {
    let outcome = "";
    const hubkitMs = timed(() => {
      try {
        outcome = new HubTemplate(h.template, h.options).render({});
      } catch (error) {
        outcome = (error as Error).name;
      }
    });
    return { what: h.what, hubkit: hubkitMs, outcome, jinja2: h.python ? (python.shift() ?? null) : null };
  });
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
type Times = Record<Task, number>;
function timesOf(measured: Map<string, Times>, engine: string): Times {
  const times = measured.get(engine);
  if (times === undefined) throw new Error(`no times for ${engine}`);
  return times;
}
/** A table row's cells: ours, theirs, how many times faster ours is. */
const row = (ours: Times, theirs: Times, task: Task) =>
  `${fmt(ours[task])} | ${fmt(theirs[task])} | ${ratio(theirs[task], ours[task])}`;

async function main(): Promise<void> {
  const hub = runnable(hubkit, okPairs);
  const hf = runnable(peer, okPairs);
  const nj = runnable(nunjucksEngine, okPairs);
  const shared = hub.pairs.filter((p) => hf.pairs.includes(p));
  const njShared = hub.pairs.filter((p) => nj.pairs.includes(p));
  const njTemplates = new Set(njShared.map((p) => p.file)).size;

  const vsPeer = timeTasks([HUBKIT_DIST, "@huggingface/jinja"], shared);
  const vsNunjucks = timeTasks([HUBKIT_DIST, "nunjucks"], njShared);
  const hostile = hostileTimes();
  const baselineDir = process.env.BENCH_JINJA_BASELINE;
  const compared = baselineDir === undefined ? null : timeTasks([baselineDir, HUBKIT_DIST], hub.pairs);
  const hubMain = timesOf(vsPeer, HUBKIT_DIST);
  const hfMain = timesOf(vsPeer, "@huggingface/jinja");
  const hubNj = timesOf(vsNunjucks, HUBKIT_DIST);
  const njMain = timesOf(vsNunjucks, "nunjucks");

  // The whole package, and what an app importing only `Template` ships; the same for the baseline build, if any.
  const bundles = async (dist: string) => {
    const index = JSON.stringify(join(dist, "index.js"));
    return {
      all: await bundleSize(`export * from ${index};`, HERE),
      template: await bundleSize(`export { Template } from ${index};`, HERE),
    };
  };
  const hubBundle = await bundles(HUBKIT_DIST);
  const baselineBundle = baselineDir === undefined ? null : await bundles(baselineDir);
  const peerBundle = await bundleSize(`export * from "@huggingface/jinja";`, HERE);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const baselineName = process.env.BENCH_JINJA_BASELINE_LABEL ?? baselineDir ?? "";

  const lines = [
    "# Chat-template engine benchmark",
    "",
    `Corpus: ${files.length} real chat templates x ${scenarios.length} public scenarios; ${okPairs.length} pairs that jinja2 renders.`,
    `Node ${process.version}. Times are one pass over all pairs: CPU time, the median of ${ROUNDS} runs, each in a plain`,
    "Node process of its own (`measure.mjs`), the engines compared taking turns.",
    "",
    `Output identical to jinja2: @hubkit/jinja ${hub.matches}/${okPairs.length}, @huggingface/jinja ${hf.matches}/${okPairs.length}, nunjucks ${nj.matches}/${okPairs.length}.`,
    "",
    `## @hubkit/jinja vs @huggingface/jinja (${shared.length} pairs both render)`,
    "",
    "| task | @hubkit/jinja | @huggingface/jinja | speed-up |",
    "| --- | --- | --- | --- |",
    `| parse once, render many | ${row(hubMain, hfMain, "render")} |`,
    `| parse + render, template seen for the first time | ${row(hubMain, hfMain, "parse + render, first sight")} |`,
    `| parse + render, template seen before (\`new Template(source)\` per request) | ${row(hubMain, hfMain, "parse + render, seen before")} |`,
    "",
    `## @hubkit/jinja vs nunjucks (${njShared.length} pairs from ${njTemplates} templates nunjucks runs)`,
    "",
    "| task | @hubkit/jinja | nunjucks | speed-up |",
    "| --- | --- | --- | --- |",
    `| parse once, render many | ${row(hubNj, njMain, "render")} |`,
    `| parse + render, first sight | ${row(hubNj, njMain, "parse + render, first sight")} |`,
    `| parse + render, seen before | ${row(hubNj, njMain, "parse + render, seen before")} |`,
    "",
    "## Browser bundle (esbuild --bundle --minify, ESM, platform browser; gzip -9)",
    "",
    "| engine | minified | gzipped |",
    "| --- | --- | --- |",
    `| @hubkit/jinja | ${kb(hubBundle.all.minified)} | ${kb(hubBundle.all.gzipped)} |`,
    `| @hubkit/jinja, \`Template\` only | ${kb(hubBundle.template.minified)} | ${kb(hubBundle.template.gzipped)} |`,
    ...(baselineBundle === null
      ? []
      : [
          `| @hubkit/jinja before (${baselineName}) | ${kb(baselineBundle.all.minified)} | ${kb(baselineBundle.all.gzipped)} |`,
          `| @hubkit/jinja before, \`Template\` only | ${kb(baselineBundle.template.minified)} | ${kb(baselineBundle.template.gzipped)} |`,
        ]),
    `| @huggingface/jinja | ${kb(peerBundle.minified)} | ${kb(peerBundle.gzipped)} |`,
    "",
    "Per-module breakdown of @hubkit/jinja's bundle: `npx tsx jinja/size.ts` (from `benchmarks/`).",
    "",
    "## Hostile templates (@hubkit/jinja with default limits; jinja2 in the same sandbox, for scale)",
    "",
    "| template | @hubkit/jinja | outcome | jinja2 |",
    "| --- | --- | --- | --- |",
    ...hostile.map(
      (h) =>
        `| ${h.what} | ${fmt(h.hubkit)} | ${h.outcome} | ${h.jinja2 === null ? "(does not stop)" : fmt(h.jinja2)} |`,
    ),
    "",
    ...(compared === null
      ? []
      : [
          `## Before (${baselineName}) and after, two builds of @hubkit/jinja on the ${hub.pairs.length} pairs it renders, measured as above`,
          "",
          "| task | before | after | after / before |",
          "| --- | --- | --- | --- |",
          ...TASKS.map((task) => {
            const before = timesOf(compared, baselineDir ?? "")[task];
            const after = timesOf(compared, HUBKIT_DIST)[task];
            return `| ${task} | ${fmt(before)} | ${fmt(after)} | ${(after / before).toFixed(2)} |`;
          }),
          "",
        ]),
  ];
  const report = lines.join("\n");
  writeFileSync(join(HERE, "../results/jinja.md"), report);
  console.log(report);
}

await main();

/**
 * One timing for bench.ts, in a plain Node process that loads nothing but the fixtures and the engine under test:
 *   node jinja/measure.mjs <engine> <task> <pairs.json>
 * engine: the directory of a build of @hubkit/jinja (its dist), "@huggingface/jinja" or "nunjucks";
 * task: "render", "parse + render, first sight" or "parse + render, seen before";
 * pairs.json: the [template file, scenario name] pairs to run, as bench.ts chose them.
 * Prints the CPU milliseconds one pass over the pairs takes: the best of a dozen stretches of at least 150 ms.
 *
 * Plain JavaScript on purpose: under tsx every module it loads, the build under test included, is rewritten so
 * that each function keeps its name (a call per closure made), which costs compiling code more than some of
 * what is measured, and peers loaded from node_modules are left alone. CPU time, not wall time: the machine is
 * shared, and a process that is not running accrues none.
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../../fixtures/chat-templates");
const [engineName, task, pairsFile] = process.argv.slice(2);

// The corpus pins strftime_now to this instant, as bench.ts does.
const FIXED_NOW = new Date(2025, 3, 16, 9, 30).getTime();
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length === 0 ? [FIXED_NOW] : args));
  }
};

/** An engine as the tasks use it: compile (cached where the engine caches), compile afresh, render. */
async function loadEngine(name) {
  if (name === "@huggingface/jinja") {
    const { Template } = await import("@huggingface/jinja");
    const compile = (source) => new Template(source);
    return { compile, fresh: compile, render: (t, context) => t.render(context) };
  }
  if (name === "nunjucks") {
    const { default: nunjucks } = await import("nunjucks");
    const env = new nunjucks.Environment(null, { autoescape: false, trimBlocks: true, lstripBlocks: true });
    env.addGlobal("raise_exception", (message) => {
      throw new Error(message);
    });
    env.addFilter("tojson", (value) => JSON.stringify(value));
    const compile = (source) => nunjucks.compile(source, env);
    return { compile, fresh: compile, render: (t, context) => t.render(context) };
  }
  const build = await import(pathToFileURL(join(name, "index.js")).href);
  const uncached = build.TemplateEnvironment === undefined ? null : new build.TemplateEnvironment({ cacheSize: 0 });
  return {
    compile: (source) => new build.Template(source),
    fresh: (source) => (uncached === null ? new build.Template(source) : uncached.fromString(source)),
    render: (t, context) => t.render(context),
  };
}

const engine = await loadEngine(engineName);
const scenarios = new Map(
  JSON.parse(readFileSync(join(FIXTURES, "scenarios.json"), "utf8")).scenarios.map((s) => [s.name, s.context]),
);
const sources = new Map();
const pairs = JSON.parse(readFileSync(pairsFile, "utf8")).map(([file, scenario]) => {
  if (!sources.has(file)) sources.set(file, readFileSync(join(FIXTURES, file), "utf8"));
  return { source: sources.get(file), context: scenarios.get(scenario) };
});

// Only what the task needs is set up: first sight never compiles through a cache (a cache holding every template
// would start the measurement with V8 allocating the next compilations' objects in the old generation).
const compiled = task === "render" ? new Map([...sources.values()].map((s) => [s, engine.compile(s)])) : null;
const runs = {
  render: () => pairs.forEach((p) => engine.render(compiled.get(p.source), p.context)),
  "parse + render, first sight": () => pairs.forEach((p) => engine.render(engine.fresh(p.source), p.context)),
  "parse + render, seen before": () => pairs.forEach((p) => engine.render(engine.compile(p.source), p.context)),
};
const run = runs[task];
if (run === undefined) throw new Error(`unknown task ${task}`);

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let best = Infinity;
for (let stretch = 0; stretch < 12; stretch++) {
  const start = cpu();
  let n = 0;
  while (cpu() - start < 150) {
    run();
    n++;
  }
  best = Math.min(best, (cpu() - start) / n);
}
console.log(best);

/**
 * One measurement for bench.ts's before/after table, in a process that loads nothing but the fixtures and the
 * build under test (a benchmark process holding the peers and their data measured some tasks twice as slow):
 *   tsx jinja/measure.ts <dir of a build's dist> <task>
 * prints the CPU milliseconds one pass of `task` takes over every corpus pair jinja2 renders and the build renders
 * too: the best of a dozen stretches of 150 ms. CPU time, not wall time: the machine is shared, and a process that
 * is not running accrues none.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixturePath, readFixtureJson } from "../../test-support/fixtures.ts";

interface Build {
  Template: new (source: string) => { render(context: Record<string, unknown>): string };
  TemplateEnvironment?: new (options: { cacheSize: number }) => {
    fromString(source: string): { render(context: Record<string, unknown>): string };
  };
}
interface Scenario {
  name: string;
  context: Record<string, unknown>;
}

const [dir, task] = process.argv.slice(2) as [string, string];
const build = (await import(join(dir, "index.js"))) as Build;

// The corpus pins strftime_now to this instant, as bench.ts does.
const FIXED_NOW = new Date(2025, 3, 16, 9, 30).getTime();
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date>) {
    super(...((args.length === 0 ? [FIXED_NOW] : args) as [number]));
  }
} as DateConstructor;

const files = readFixtureJson<{ file: string }[]>("chat-templates/index.json").map((e) => e.file);
const scenarios = readFixtureJson<{ scenarios: Scenario[] }>("chat-templates/scenarios.json").scenarios;
const sources = new Map(files.map((f) => [f, readFileSync(fixturePath(`chat-templates/${f}`), "utf8")]));
const pairs = files
  .flatMap((file) => scenarios.map((scenario) => ({ source: sources.get(file) as string, context: scenario.context })))
  .filter((p) => {
    try {
      new build.Template(p.source).render(p.context);
      return true;
    } catch {
      return false;
    }
  });

const uncached = build.TemplateEnvironment === undefined ? null : new build.TemplateEnvironment({ cacheSize: 0 });
const fresh = (source: string) => (uncached === null ? new build.Template(source) : uncached.fromString(source));
const compiled = new Map(pairs.map((p) => [p.source, new build.Template(p.source)]));
const runs: Record<string, () => void> = {
  render: () => pairs.forEach((p) => compiled.get(p.source)?.render(p.context)),
  "parse + render, first sight": () => pairs.forEach((p) => fresh(p.source).render(p.context)),
  "parse + render, seen before": () => pairs.forEach((p) => new build.Template(p.source).render(p.context)),
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

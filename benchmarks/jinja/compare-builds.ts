/**
 * Safety net for refactoring @hubkit/jinja (size or speed work): runs about 26 000 templates through an engine and
 * records everything a caller can observe (the output, or the error's class, message, line and position; the
 * formatter's output with two indents; the tokens with and without whitespace control; the AST), then checks that
 * another engine observes exactly the same.
 *
 *   npm run build -w packages/jinja && cp -r packages/jinja/dist /tmp/jinja-baseline   # before the change
 *   npx tsx benchmarks/jinja/compare-builds.ts record /tmp/jinja-baseline/index.js /tmp/jinja-baseline.json
 *   npx tsx benchmarks/jinja/compare-builds.ts check /tmp/jinja-baseline.json           # after: the sources
 *
 * The templates: the feature table, the corpus x all scenarios, samples of every fuzz family (more than the tests
 * draw), truncated corpus templates and random tag soup (syntax errors), and every template-like string literal
 * in the test files. The clock and Math.random are pinned so the two runs see the same world.
 */

import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as acorn from "acorn";
import { transformSync } from "esbuild";
import fc from "fast-check";
import { FEATURES } from "../../packages/jinja/test/fixtures/features.ts";
import { MORE_SCENARIOS, SCENARIOS } from "../../packages/jinja/test/fixtures/scenarios.ts";
import {
  FUZZ_CONTEXT,
  chatTemplate,
  conversation,
  expression,
  filters,
  formatting,
  scopedTemplate,
  strings,
  template,
  whitespace,
} from "../../packages/jinja/test/fuzz/grammar.ts";
import type * as Jinja from "../../packages/jinja/src/index.ts";
import { readFixtureJson, fixturePath } from "../../test-support/fixtures.ts";

type Engine = typeof Jinja;

const FIXED_NOW = new Date(2025, 3, 16, 9, 30).getTime();
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date>) {
    super(...((args.length === 0 ? [FIXED_NOW] : args) as [number]));
  }
} as DateConstructor;
// A fixed sequence restarted for every case: a constant would make any "draw until it differs" loop spin forever
// (jinja2's lipsum draws a word until it differs from the last one).
let randomState = 1;
const restartRandom = () => {
  randomState = 1;
};
Math.random = () => {
  randomState = (randomState * 48271) % 2147483647;
  return randomState / 2147483647;
};

const HERE = dirname(fileURLToPath(import.meta.url));
const TEST_DIR = join(HERE, "../../packages/jinja/test");

interface Case {
  template: string;
  context: Record<string, unknown>;
}

function collectCases(): Case[] {
  const cases: Case[] = [];
  const add = (template: string, context: Record<string, unknown> = FUZZ_CONTEXT) => cases.push({ template, context });
  for (const row of Object.values(FEATURES).flat()) add(row.template, row.context ?? {});
  const SEED = 777;
  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, seed: number) =>
    fc.sample(arbitrary, { numRuns, seed });
  for (const e of sample(expression, 3000, SEED)) add(`{{ ${e} }}`);
  for (const t of sample(template, 1500, SEED + 1)) add(t);
  for (const t of sample(scopedTemplate, 1500, SEED + 3)) add(`{% set _ = 0 %}${t}`);
  for (const family of [formatting, strings, filters]) for (const t of sample(family, 3000, SEED + 4)) add(t);
  for (const t of sample(whitespace, 1500, SEED + 7)) add(t);
  for (const [t, context] of sample(fc.tuple(chatTemplate, conversation), 800, SEED + 2)) add(t, context);

  const files = readFixtureJson<{ file: string }[]>("chat-templates/index.json").map((e) => e.file);
  for (const file of files) {
    const source = readFileSync(fixturePath(`chat-templates/${file}`), "utf8");
    for (const s of [...SCENARIOS, ...MORE_SCENARIOS]) add(source, s.context);
    // Cut anywhere: mostly "Unexpected end of template" with its position and what was expected.
    for (let k = 1; k < 40; k++) add(source.slice(0, Math.floor((source.length * k) / 40)), SCENARIOS[0]?.context);
  }

  const pieces = [
    ..."{{ }} {% %} {# #} {%- -%} ( ) [ ] { } , : | ~ + - * ** // . = @ $ ! ;".split(" "),
    ..."if for in endif endfor set else elif macro endmacro call endcall filter endfilter with endwith".split(" "),
    ..."block endblock break continue loop recursive generation include print namespace raw endraw".split(" "),
    ..."x upper is not defined and or None true 1 1.5 0x1F 1_000 1e5 ns.a 's' '\\x4' \"\\u12\" \\n".split(" "),
  ];
  const soup = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 });
  for (const words of sample(soup, 6000, SEED + 9)) add(words.join(" "));

  // Every template-looking string literal in the tests (parser errors, sandbox probes, limits...).
  for (const file of readdirSync(TEST_DIR).filter((f) => f.endsWith(".ts"))) {
    const js = transformSync(readFileSync(join(TEST_DIR, file), "utf8"), { loader: "ts" }).code;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      if (node === null || typeof node !== "object") return;
      const n = node as { type?: string; value?: unknown; quasis?: { value: { cooked?: string } }[] };
      const literal =
        n.type === "Literal"
          ? n.value
          : n.type === "TemplateLiteral" && n.quasis?.length === 1
            ? n.quasis[0]?.value.cooked
            : null;
      if (typeof literal === "string" && /\{[{%#]|[%}]\}/.test(literal)) add(literal);
      for (const value of Object.values(n)) visit(value);
    };
    visit(acorn.parse(js, { ecmaVersion: "latest", sourceType: "module" }));
  }
  return cases;
}

/** What a caller sees of a call: its value, or the error's class and details. */
function observe(engine: Engine, run: () => unknown): unknown {
  try {
    return { ok: run() };
  } catch (error) {
    if (!(error instanceof Error)) return { thrown: String(error) };
    const e = error as Error & { line?: unknown; position?: unknown; detail?: unknown };
    const { name, message, line, position, detail } = e;
    return { name, message, line, position, detail, templateError: error instanceof engine.TemplateError };
  }
}

/** What one engine shows: each case's render, keyed by template and context; each template's other views. */
interface Observations {
  renders: Record<string, unknown>;
  templates: Record<string, unknown>;
}

function record(engine: Engine, cases: readonly Case[]): Observations {
  const observed: Observations = { renders: {}, templates: {} };
  const both = { trim_blocks: true, lstrip_blocks: true };
  for (const { template, context } of cases) {
    const key = `${template}\u0000${JSON.stringify(context)}`;
    if (Object.hasOwn(observed.renders, key)) continue;
    restartRandom();
    observed.renders[key] = observe(engine, () => new engine.Template(template).render(context));
    if (!Object.hasOwn(observed.templates, template)) {
      observed.templates[template] = {
        format: observe(engine, () => engine.format(template)),
        formatTab: observe(engine, () => engine.format(template, { indent: "\t" })),
        tokens: observe(engine, () => JSON.stringify(engine.tokenize(template, both))),
        tokensPlain: observe(engine, () => JSON.stringify(engine.tokenize(template))),
        ast: observe(engine, () => JSON.stringify(engine.parse(engine.tokenize(template, both)))),
      };
    }
  }
  return observed;
}

/**
 * Compares by key, so a test that adds or removes templates shifts nothing: only what both recordings hold is
 * compared, and what one of them lacks is counted apart. Returns how many shared entries differ.
 */
function compare(label: string, before: Record<string, unknown>, after: Record<string, unknown>): number {
  let differing = 0;
  let shared = 0;
  for (const [key, then] of Object.entries(before)) {
    if (!Object.hasOwn(after, key)) continue;
    shared++;
    const [was, now] = [JSON.stringify(then), JSON.stringify(after[key])];
    if (was === now) continue;
    if (differing < 10)
      console.log(
        `${label} differs for ${JSON.stringify(key.slice(0, 300))}:\n  before: ${was.slice(0, 1200)}\n  after:  ${now.slice(0, 1200)}`,
      );
    differing++;
  }
  const gone = Object.keys(before).length - shared;
  const added = Object.keys(after).length - shared;
  console.log(`${label}: ${shared} compared, ${differing} differ (${gone} only before, ${added} only after)`);
  return differing;
}

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  const cases = collectCases();
  if (mode === "record" && rest.length === 2) {
    const [build, output] = rest as [string, string];
    const observed = record((await import(build)) as Engine, cases);
    writeFileSync(output, JSON.stringify(observed));
    console.log(`recorded ${Object.keys(observed.renders).length} cases from ${build} into ${output}`);
    return;
  }
  if (mode === "check" && rest.length >= 1) {
    const [baseline, build = "../../packages/jinja/src/index.ts"] = rest as [string, string?];
    const expected = JSON.parse(readFileSync(baseline, "utf8")) as Observations;
    const observed = record((await import(build)) as Engine, cases);
    const differing =
      compare("renders", expected.renders, observed.renders) +
      compare("templates", expected.templates, observed.templates);
    process.exitCode = differing === 0 ? 0 : 1;
    return;
  }
  console.error("usage: compare-builds.ts record <build index.js> <baseline.json> | check <baseline.json> [build]");
  process.exitCode = 2;
}

await main();

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Template, TemplateError, format } from "../src/index.js";
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
} from "./fuzz/grammar.js";
import { renderWithJinja2, useFixedClock, type OracleResult } from "./oracle/oracle.js";

useFixedClock();

/** Renders, and turns anything that is not output or a TemplateError into a failure of the property. */
function outcome(
  source: string,
  context: Record<string, unknown>,
): { ok: true; output: string } | { ok: false; error: TemplateError } {
  try {
    return { ok: true, output: new Template(source).render(context) };
  } catch (error) {
    if (!(error instanceof TemplateError)) throw new Error(`non-template error for ${source}`, { cause: error });
    if (error.message.startsWith("Internal error")) throw new Error(`engine bug for ${source}`, { cause: error });
    return { ok: false, error };
  }
}

const SEED = Number(process.env.FUZZ_SEED ?? 20250416);

/** Python prints these with memory addresses or object reprs we cannot reproduce. */
const UNCOMPARABLE =
  /at 0x|<generator|<list_reverseiterator|<dict_(keys|values|items)object|<built-in|<function|<bound method|<jinja2|<Macro|<LoopContext|<Namespace|generator object/i;

describe("random templates", () => {
  it("render or throw the engine's own error, never anything else", () => {
    fc.assert(
      fc.property(template, (source) => {
        outcome(source, FUZZ_CONTEXT);
      }),
      { numRuns: 400, seed: SEED },
    );
  }, 60_000);

  it("random text with tag-like noise renders or throws a TemplateError", () => {
    const noise = fc.array(
      fc.constantFrom(
        "{{",
        "}}",
        "{%",
        "%}",
        "{#",
        "#}",
        "-",
        "+",
        " ",
        "x",
        "if",
        "for",
        "end",
        "'",
        '"',
        "(",
        "]",
        "|",
        ".",
        "\n",
      ),
      {
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(noise, (parts) => {
        outcome(parts.join(""), FUZZ_CONTEXT);
      }),
      { numRuns: 1000, seed: SEED },
    );
  }, 60_000);

  it("format() keeps what a template renders", () => {
    fc.assert(
      fc.property(template, (source) => {
        let formatted: string;
        try {
          formatted = format(source);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
          return;
        }
        const a = outcome(source, FUZZ_CONTEXT);
        const b = outcome(formatted, FUZZ_CONTEXT);
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok && !UNCOMPARABLE.test(a.output)) expect(b.output).toBe(a.output);
        expect(format(formatted)).toBe(formatted);
      }),
      { numRuns: 300, seed: SEED },
    );
  }, 60_000);
});

describe("the sandbox holds under random probing", () => {
  const bases = fc.constantFrom(
    "''",
    "[]",
    "{}",
    "s",
    "xs",
    "d",
    "m[0]",
    "range",
    "namespace",
    "cycler",
    "joiner",
    "loop",
    "f",
    "n",
    "1",
    "missing",
    "(1, 2)",
    "(s|upper)",
  );
  const attrs = fc.constantFrom(
    "constructor",
    "__proto__",
    "prototype",
    "__class__",
    "__mro__",
    "__subclasses__",
    "__globals__",
    "__init__",
    "__dict__",
    "__base__",
    "call",
    "apply",
    "bind",
    "toString",
    "valueOf",
    "hasOwnProperty",
    "__defineGetter__",
    "caller",
    "arguments",
    "name",
    "length",
    "mro",
    "func_globals",
    "gi_frame",
    "__code__",
    "__builtins__",
    "__import__",
    "system",
    "popen",
    "eval",
    "Function",
  );
  const probe = fc
    .tuple(bases, fc.array(fc.tuple(attrs, fc.constantFrom("dot", "item", "call")), { minLength: 1, maxLength: 4 }))
    .map(([base, steps]) => {
      let e: string = base;
      for (const [attr, how] of steps)
        e = how === "dot" ? `${e}.${attr}` : how === "item" ? `${e}['${attr}']` : `${e}.${attr}('return globalThis')`;
      return `{% for _ in [1] %}{{ ${e} }}{% endfor %}`;
    });
  const context = { ...FUZZ_CONTEXT, s: "str", xs: [1], d: { a: 1 }, f: (x: unknown) => x };

  it("no probe reaches a JavaScript function or object", () => {
    fc.assert(
      fc.property(probe, (source) => {
        const result = outcome(source, context);
        if (result.ok) expect(result.output).not.toMatch(/native code|function|\[object|globalThis|process/);
      }),
      { numRuns: 2000, seed: SEED },
    );
  }, 60_000);
});

/**
 * The same outcome: the same output, or both raise; a runtime error with jinja2's message (the parser's syntax
 * errors are worded its own way).
 */
function sameOutcome(ours: ReturnType<typeof outcome>, ref: OracleResult): boolean {
  if (ours.ok || ref.ok) return ours.ok && ref.ok && ours.output === ref.output;
  if (ref.error.startsWith("TemplateSyntaxError") || ref.error.startsWith("TemplateAssertionError")) return true;
  return (ours.error as TemplateError & { detail?: string }).detail === ref.error.slice(ref.error.indexOf(": ") + 2);
}

/**
 * Renders every case with jinja2 and with this engine; the cases whose outcomes differ (output, raising, or the
 * message), leaving out those whose jinja2 result `comparable` rejects. `show` is what a mismatch reports.
 */
function mismatchesWithJinja2<C extends { template: string; context: Record<string, unknown> }>(
  cases: readonly C[],
  show: (c: C) => object,
  comparable: (ref: OracleResult) => boolean = () => true,
): unknown[] {
  const reference = renderWithJinja2(cases);
  return cases.flatMap((c, i) => {
    const ref = reference[i];
    if (ref === undefined || !comparable(ref)) return [];
    const ours = outcome(c.template, c.context);
    return sameOutcome(ours, ref)
      ? []
      : [{ ...show(c), jinja2: ref, ours: ours.ok ? ours.output : ours.error.message }];
  });
}

describe("differential against Python jinja2 on generated templates", () => {
  const expressions = fc.sample(expression, { numRuns: 600, seed: SEED }).map((e) => `{{ ${e} }}`);
  const templates = fc.sample(template, { numRuns: 300, seed: SEED + 1 });
  // Context `x` exists, so reading it before a frame assigns it shows which scoping rule applied.
  const scoped = fc.sample(scopedTemplate, { numRuns: 400, seed: SEED + 3 }).map((t) => `{% set _ = 0 %}${t}`);
  const formats = fc.sample(formatting, { numRuns: 600, seed: SEED + 4 });
  const texts = fc.sample(strings, { numRuns: 600, seed: SEED + 5 });
  const filtered = fc.sample(filters, { numRuns: 600, seed: SEED + 6 });
  const layouts = fc.sample(whitespace, { numRuns: 400, seed: SEED + 7 });
  const sources = [...expressions, ...templates, ...scoped, ...formats, ...texts, ...filtered, ...layouts];

  it("renders what jinja2 renders, and throws where jinja2 raises", () => {
    const mismatches = mismatchesWithJinja2(
      sources.map((source) => ({ template: source, context: FUZZ_CONTEXT })),
      (c) => ({ source: c.template }),
      (ref) => (ref.ok ? !UNCOMPARABLE.test(ref.output) : !ref.error.startsWith("RecursionError")),
    );
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("differential against Python jinja2 on chat-shaped templates and random conversations", () => {
  const cases = fc.sample(fc.tuple(chatTemplate, conversation), { numRuns: 400, seed: SEED + 2 });

  it("renders what jinja2 renders, and throws where jinja2 raises", () => {
    const mismatches = mismatchesWithJinja2(
      cases.map(([template, context]) => ({ template, context })),
      (c) => ({ source: c.template, context: c.context }),
    );
    expect(mismatches).toEqual([]);
  }, 120_000);
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, Template, TemplateError, TemplateLimitError, TemplateSyntaxError } from "../src/index.js";

function limitError(run: () => unknown): TemplateLimitError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateLimitError);
    return error as TemplateLimitError;
  }
  throw new Error("expected a limit error");
}

describe("limits: untrusted templates fail clearly instead of hanging or exhausting memory", () => {
  it("has documented defaults (range as jinja2's sandbox)", () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxOutputLength: 10_000_000,
      maxLoopIterations: 1_000_000,
      maxRangeLength: 100_000,
      maxRecursionDepth: 200,
      maxSteps: 1_000_000,
      maxMemory: 2 ** 28,
      timeoutMs: 5_000,
    });
  });

  it("caps the output", () => {
    const t = new Template("{% for i in range(100) %}0123456789{% endfor %}", { maxOutputLength: 500 });
    expect(limitError(() => t.render()).message).toContain("Output exceeds the limit of 500 characters");
  });

  it("caps strings built by operations (multiplication, concatenation, joins, padding, formatting)", () => {
    for (const source of [
      "{% set s = 'ab' * 1000 %}",
      "{% set ns = namespace(s='x') %}{% for i in range(20) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
      "{% set ns = namespace(s='x') %}{% for i in range(20) %}{% set ns.s = ns.s + ns.s %}{% endfor %}",
      "{{ 'x'.center(5000) }}",
      "{{ '%5000s'|format('x') }}",
      "{{ '{:>5000}'.format('x') }}",
      "{{ [1] * 5000 }}",
    ]) {
      limitError(() => new Template(source, { maxOutputLength: 1000 }).render());
    }
  });

  it("caps loop iterations across the whole render", () => {
    const t = new Template("{% for i in range(100) %}{% for j in range(100) %}{% endfor %}{% endfor %}", {
      maxLoopIterations: 5000,
    });
    expect(limitError(() => t.render()).message).toContain("more than 5000 iterations");
  });

  it("caps range() like jinja2's sandbox (MAX_RANGE = 100000)", () => {
    expect(limitError(() => new Template("{{ range(100001)|length }}").render()).message).toContain("Range too big");
    expect(new Template("{{ range(100000)|length }}").render()).toBe("100000");
    limitError(() => new Template("{{ range(11)|list }}", { maxRangeLength: 10 }).render());
  });

  it("caps recursion of macros and recursive loops", () => {
    const macro = new Template("{% macro m(n) %}{{ m(n + 1) }}{% endmacro %}{{ m(0) }}");
    expect(limitError(() => macro.render()).message).toContain("Macro calls nested deeper than 200 levels");
    const loop = new Template("{% for x in [1] recursive %}{{ loop([1]) }}{% endfor %}", { maxRecursionDepth: 20 });
    expect(limitError(() => loop.render()).message).toContain("deeper than 20");
  });

  it("a render after a failed one starts from clean counters", () => {
    const t = new Template("{% for i in range(n) %}x{% endfor %}", { maxLoopIterations: 10 });
    limitError(() => t.render({ n: 20 }));
    expect(t.render({ n: 10 })).toBe("x".repeat(10));
  });

  it("accepts per-render overrides and rejects invalid values", () => {
    const t = new Template("{{ 'x' * 100 }}");
    limitError(() => t.render({}, { maxOutputLength: 50 }));
    expect(() => new Template("x", { maxLoopIterations: -1 })).toThrow(TemplateError);
    expect(() => new Template("x", { maxOutputLength: 1.5 })).toThrow(TemplateError);
  });

  it("refuses absurdly nested templates with a syntax error rather than a stack overflow", () => {
    expect(() => new Template("{{ " + "[".repeat(5000) + "]".repeat(5000) + " }}")).toThrow(/nested too deeply/);
    expect(() => new Template("{% if x %}".repeat(1000) + "{% endif %}".repeat(1000))).toThrow(/nested too deeply/);
  });

  it("names the limit in the error and in its message", () => {
    const cases: [string, Record<string, number>, string][] = [
      ["{{ 'x' * 100 }}", { maxOutputLength: 50 }, "maxOutputLength"],
      ["{% for i in range(10) %}{% endfor %}", { maxLoopIterations: 5 }, "maxLoopIterations"],
      ["{{ range(11)|list }}", { maxRangeLength: 10 }, "maxRangeLength"],
      ["{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}", { maxRecursionDepth: 5 }, "maxRecursionDepth"],
      ["{% for i in range(10) %}{{ i|string }}{% endfor %}", { maxSteps: 12 }, "maxSteps"],
    ];
    for (const [source, options, limit] of cases) {
      const error = limitError(() => new Template(source, options).render());
      expect(error.limit, source).toBe(limit);
      expect(error.message, source).toContain(`(${limit})`);
    }
  });
});

describe("the step budget: loop iterations, calls and filter applications of one render", () => {
  const TWO_TO_THE_40 =
    "{% macro t(n) %}{% if n > 0 %}{{ t(n - 1) }}{{ t(n - 1) }}{% endif %}{% endmacro %}{{ t(40) }}";

  it("stops the 2^40 macro calls with the default limits (bench.ts times it)", () => {
    // (No deadline: on a busy machine it could come first.)
    expect(limitError(() => new Template(TWO_TO_THE_40, { timeoutMs: Infinity }).render()).limit).toBe("maxSteps");
  }, 60_000);

  it.each([
    [
      "mutual recursion through caller",
      "{% macro twice() %}{{ caller() }}{{ caller() }}{% endmacro %}" +
        "{% macro t(n) %}{% if n > 0 %}{% call twice() %}{{ t(n - 1) }}{% endcall %}{% endif %}{% endmacro %}{{ t(40) }}",
    ],
    [
      "nested call blocks fanning out",
      "{% macro twice() %}{{ caller() }}{{ caller() }}{% endmacro %}" +
        "{% call twice() %}".repeat(40) +
        "x" +
        "{% endcall %}".repeat(40),
    ],
    [
      "fan-out through filters applied to macro results",
      "{% macro t(n) %}{% if n > 0 %}{{ t(n - 1)|length }}{{ t(n - 1)|trim }}{% endif %}{% endmacro %}{{ t(40) }}",
    ],
    [
      "fan-out through filters with macro arguments",
      "{% macro t(n) %}{% if n > 0 %}{{ [t(n - 1), t(n - 1)]|join }}{% endif %}{% endmacro %}{{ t(40) }}",
    ],
    [
      "recursive loop fan-out",
      "{% for n in [40] recursive %}{% if n > 0 %}{{ loop([n - 1, n - 1]) }}{% endif %}{% endfor %}",
    ],
    [
      "filters applied by map and select",
      "{% for i in range(20) %}{{ range(100000)|map('string')|select('string')|list|length }}{% endfor %}",
    ],
  ])(
    "stops %s",
    (_what, source) => {
      const error = limitError(() => new Template(source, { timeoutMs: Infinity }).render());
      expect(["maxSteps", "maxLoopIterations"]).toContain(error.limit);
    },
    60_000,
  );

  it("counts every kind of step, and a fraction of a unit for what each works through", () => {
    const steps = (source: string) => {
      for (let budget = 0; ; budget++) {
        try {
          new Template(source, { maxSteps: budget }).render();
          return budget;
        } catch (error) {
          if (!(error instanceof TemplateLimitError)) throw error;
        }
      }
    };
    expect(steps("{{ 1 + 2 }}{% if x %}{% endif %}")).toBe(0);
    // range() is a call, then its list (24 bytes: 3/64 of a unit) and 3 iterations: 4.05 units.
    expect(steps("{% for i in range(3) %}{% endfor %}")).toBe(5);
    expect(steps("{{ x|trim|upper }}")).toBe(2);
    expect(steps("{% macro m() %}{% endmacro %}{{ m() }}{{ m() }}")).toBe(2);
    // A call, reading 3 characters (3/64), the list of 2 parts (half a unit each and 32 bytes: 1/16), printing each
    // part (1 each): 4.2 units.
    expect(steps("{{ 'a b'.split() }}")).toBe(5);
    // A step, and the body's text as a value (2 bytes).
    expect(steps("{% generation %}x{% endgeneration %}")).toBe(2);
  });

  it("has a wall-clock deadline", () => {
    const error = limitError(() => new Template(TWO_TO_THE_40, { maxSteps: Infinity, timeoutMs: 20 }).render());
    expect(error.limit).toBe("timeoutMs");
    expect(error.message).toContain("Rendering took longer than 20 ms");
    expect(new Template("{{ 1 }}", { timeoutMs: 1000 }).render()).toBe("1");
  });

  it("counts the fill of a batch, so a huge batch size fails on the budget before memory", () => {
    const error = limitError(() => new Template("{{ [1]|batch(10**7, 0)|list|length }}").render());
    expect(error.limit).toBe("maxSteps");
    expect(new Template("{{ [1, 2, 3]|batch(2, 0)|list }}").render()).toBe("[[1, 2], [3, 0]]");
  });
});

describe("deep expressions are refused when parsed, never with a raw RangeError", () => {
  it.each([
    ["calls", "{{ f" + "()".repeat(2500) + " }}"],
    ["filters", "{{ x" + "|upper".repeat(10000) + " }}"],
    ["attributes", "{{ x" + ".a".repeat(10000) + " }}"],
    ["subscripts", "{{ x" + "[0]".repeat(10000) + " }}"],
    ["additions", "{{ 1" + " + 1".repeat(10000) + " }}"],
    ["logical operators", "{{ 1" + " and 1".repeat(10000) + " }}"],
    ["unary operators", "{{ " + "-".repeat(10000) + "1 }}"],
    ["negations", "{{ " + "not ".repeat(10000) + "1 }}"],
    ["conditionals", "{{ 1" + " if 1 else 1".repeat(10000) + " }}"],
  ])("%s", (_what, source) => {
    let caught: unknown;
    try {
      new Template(source).render({ x: "a", f: () => 1 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TemplateSyntaxError);
    expect((caught as Error).message).toMatch(/nested too deeply/);
  });

  it("accepts long flat expressions: concatenation and comparison chains are one node", () => {
    expect(new Template("{{ 'a'" + " ~ 'a'".repeat(5000) + " }}").render()).toHaveLength(5001);
    expect(new Template("{{ 1" + " < 2".repeat(5000) + " }}").render()).toBe("False");
  });
});

describe("built-ins are no slower than CPython's asymptotically (these took seconds to minutes when quadratic)", () => {
  it("unique hashes what Python hashes", () => {
    expect(new Template("{{ (range(100000)|list)|unique|list|length }}").render()).toBe("100000");
    expect(new Template("{{ (range(50000)|list + range(50000)|list)|unique|list|length }}").render()).toBe("50000");
  });

  it("dict(d, **{k: v}) copies d once per round (bench.ts times 8000 rounds); numeric keys are found by hash", () => {
    const rounds =
      "{% set ns = namespace(d={}) %}{% for i in range(2000) %}{% set ns.d = dict(ns.d, **{('k' ~ i): i}) %}{% endfor %}";
    expect(new Template(`${rounds}{{ ns.d|length }} {{ ns.d.k1999 }}`).render()).toBe("2000 1999");
    // 50 000 pairs [0, 1], [2, 3], ...: int keys, and a float and a bool key equal to an int one.
    const pairs = "dict(range(100000)|batch(2))";
    expect(
      new Template(`{% set d = ${pairs} %}{{ d|length }} {{ d[99998] }} {{ d[2.0] }} {{ d[true] }}`).render(),
    ).toBe("50000 99999 3 ");
    expect(new Template(`{{ dict([(1, 'a'), (true, 'b'), (1.0, 'c'), (2, 'd')]) }}`).render()).toBe("{1: 'c', 2: 'd'}");
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, Template, TemplateError, TemplateLimitError } from "../src/index.js";

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
      timeoutMs: Infinity,
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
});

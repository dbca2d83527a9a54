import { describe, expect, it } from "vitest";
import { SecurityError, Template, TemplateError } from "../src/index.js";

/** Renders, returning the output or the error's class name. */
function outcome(source: string, context: Record<string, unknown> = {}): string {
  try {
    return new Template(source).render(context);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    return `<${error.name}>`;
  }
}

const context = { x: { a: 1 }, xs: [1], s: "str", f: (v: unknown) => v };

describe("the sandbox: no path from a template to JavaScript internals", () => {
  it.each([
    "{{ x.constructor }}",
    "{{ x.__proto__ }}",
    "{{ x.prototype }}",
    "{{ x['constructor'] }}",
    "{{ x['__proto__'] }}",
    "{{ xs.constructor }}",
    "{{ s.constructor }}",
    "{{ ''.constructor }}",
    "{{ [].constructor }}",
    "{{ {}.constructor }}",
    "{{ f.constructor }}",
    "{{ f.call }}",
    "{{ f.apply }}",
    "{{ f.bind }}",
    "{{ x.toString }}",
    "{{ x.valueOf }}",
    "{{ x.hasOwnProperty }}",
    "{{ x.__defineGetter__ }}",
    "{{ range.constructor }}",
    "{{ namespace.constructor }}",
    "{{ cycler.__init__ }}",
    "{{ ''.__class__ }}",
    "{{ missing.__class__ }}",
    "{{ raise_exception.__globals__ }}",
    "{{ s.upper.constructor }}",
    "{{ s.upper.__self__ }}",
  ])("%s is undefined (prints nothing)", (source) => {
    expect(outcome(source, context)).toBe("");
  });

  it.each([
    "{% for i in [1] %}{{ loop.__class__ }}{{ loop.constructor }}{% endfor %}",
    "{% set ns = namespace(a=1) %}{{ ns.__class__ }}{{ ns.constructor }}{{ ns._attrs }}",
    "{% macro m() %}{% endmacro %}{{ m.constructor }}{{ m.__call__ }}{{ m._body }}",
  ])("engine objects expose only their documented attributes: %s", (source) => {
    expect(outcome(source)).toBe("");
  });

  it.each([
    ["{{ x.constructor('return process')() }}", "<UndefinedError>"],
    ["{{ [].pop.constructor('return 1')() }}", "<SecurityError>"],
    ["{{ ''.__class__.__mro__[1].__subclasses__() }}", "<SecurityError>"],
    ["{{ f.constructor('return globalThis')() }}", "<UndefinedError>"],
    ["{{ s.upper.constructor('return 1')() }}", "<UndefinedError>"],
    ["{{ range.__init__() }}", "<SecurityError>"],
    ["{{ ''.__class__.__mro__ }}", "<SecurityError>"],
    ["{{ [].__class__.__base__ }}", "<SecurityError>"],
  ])("calling through a probe fails with the engine's own error: %s", (source, expected) => {
    expect(outcome(source, context)).toBe(expected);
  });

  it.each([
    ["{{ xs.append(2) }}", { xs: [1] }],
    ["{{ xs.pop() }}", { xs: [1] }],
    ["{{ xs.extend([2]) }}", { xs: [1] }],
    ["{{ xs.sort() }}", { xs: [2, 1] }],
    ["{{ x.update({'b': 2}) }}", { x: { a: 1 } }],
    ["{{ x.pop('a') }}", { x: { a: 1 } }],
    ["{{ x.clear() }}", { x: { a: 1 } }],
  ])("refuses to mutate context data, as jinja2's immutable sandbox does: %s", (source, ctx) => {
    const before = JSON.stringify(ctx);
    expect(() => new Template(source).render(ctx)).toThrow(SecurityError);
    expect(JSON.stringify(ctx)).toBe(before);
  });

  it("never mutates the context, even through namespace and set", () => {
    const ctx = { messages: [{ role: "user", content: "hi" }], d: { k: 1 } };
    const before = JSON.stringify(ctx);
    new Template(
      "{% set ns = namespace(m=messages) %}{% set ns.m = ns.m + [1] %}{% set messages = [] %}{% set d = {'k': 2} %}{{ ns.m|length }}",
    ).render(ctx);
    expect(JSON.stringify(ctx)).toBe(before);
  });

  it("only context values and the engine's built-ins are callable", () => {
    expect(outcome("{{ f(1) }}", context)).toBe("1");
    expect(outcome("{{ s() }}", context)).toBe("<TemplateRuntimeError>");
    expect(outcome("{{ x() }}", context)).toBe("<TemplateRuntimeError>");
    expect(outcome("{{ Object }}{{ globalThis }}{{ process }}{{ require }}{{ eval }}")).toBe("");
    expect(outcome("{{ eval('1') }}")).toBe("<UndefinedError>");
  });

  it("a context with prototype-named keys is read as data", () => {
    const ctx = JSON.parse('{"d": {"__proto__": "p", "constructor": "c", "toString": "t"}}') as Record<string, unknown>;
    expect(outcome("{{ d['constructor'] }}|{{ d.toString }}|{{ d|length }}", ctx)).toBe("c|t|3");
  });
});

describe("unusual JavaScript values in the context stay inside the engine's errors", () => {
  const circular: Record<string, unknown> = { name: "loop" };
  circular.self = circular;
  const throwing = Object.defineProperty({}, "boom", {
    enumerable: true,
    get: () => {
      throw new Error("getter");
    },
  });
  const weird: Record<string, unknown> = {
    big: 10n,
    sym: Symbol("s"),
    date: new Date(0),
    set: new Set([1]),
    instance: new (class Thing {
      secret = 1;
    })(),
    circular,
    throwing,
    undef: undefined,
  };

  it.each([
    ["{{ big }}|{{ big + 1 }}|{{ big is integer }}", "10|11|True"],
    ["{{ sym }}", "<symbol>"],
    ["{{ date }}|{{ date.getTime }}|{{ date.constructor }}", "<object>||"],
    ["{{ instance }}|{{ instance.secret }}", "<object>|"],
    ["{{ circular }}", "{'name': 'loop', 'self': {...}}"],
    ["{{ undef }}|{{ undef is defined }}", "|False"],
  ])("%s", (source, expected) => {
    expect(outcome(source, weird)).toBe(expected);
  });

  it.each(["{{ set|list }}", "{{ circular|tojson }}", "{{ throwing.boom }}", "{% for x in date %}{% endfor %}"])(
    "%s fails with a TemplateError",
    (source) => {
      expect(outcome(source, weird)).toMatch(/^<\w+Error>$/);
    },
  );
});

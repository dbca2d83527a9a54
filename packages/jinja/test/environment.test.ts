import { describe, expect, it } from "vitest";
import {
  Template,
  TemplateEnvironment,
  TemplateError,
  TemplateLimitError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  defineFilter,
  defineFunction,
  defineTest,
  parse,
  tokenize,
  type TagDefinition,
} from "../src/index.js";
import { compile as compileWith, type CompileEnvironment } from "../src/compiler.js";
import type { Program } from "../src/ast.js";
import { DEFAULT_LIMITS } from "../src/runtime/runtime.js";
import { analyze } from "../src/symbols.js";

/** Compiles a parsed program with the default limits, its facts found by walking it. */
const compile = (program: Program, env: CompileEnvironment) =>
  compileWith(program, env, DEFAULT_LIMITS, analyze(program.body));
import { renderWithJinja2 } from "./oracle/oracle.js";

/** The error a render throws (a TemplateError), or fails the test. */
function errorOf(run: () => unknown): TemplateError {
  try {
    run();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error("expected an error");
}

describe("TemplateEnvironment: jinja2's Environment, configured as transformers configures it", () => {
  it("renders as Template does, with transformers' tags and globals", () => {
    const env = new TemplateEnvironment();
    const source =
      "{% generation %}{{ 'a'|upper }}{% endgeneration %}{{ range(2)|list }}{{ raise_exception is defined }}";
    expect(env.fromString(source).render()).toBe(new Template(source).render());
    expect(env.fromString(source).render()).toBe("A[0, 1]True");
  });

  it("takes default limits", () => {
    const env = new TemplateEnvironment({ maxOutputLength: 5 });
    expect(errorOf(() => env.fromString("{{ 'x' * 10 }}").render())).toBeInstanceOf(TemplateLimitError);
    expect(env.fromString("{{ 'x' * 10 }}", { maxOutputLength: 100 }).render()).toBe("x".repeat(10));
    expect(() => new TemplateEnvironment({ maxSteps: -1 })).toThrow(TemplateError);
  });

  it("keeps its additions to itself", () => {
    const a = new TemplateEnvironment();
    const b = new TemplateEnvironment();
    a.filters.set(
      "twice",
      defineFilter("twice(value)", (v) => `${String(v)}${String(v)}`),
    );
    expect(a.fromString("{{ 'x'|twice }}").render()).toBe("xx");
    expect(errorOf(() => b.fromString("{{ 'x'|twice }}"))).toBeInstanceOf(TemplateSyntaxError);
    expect(errorOf(() => new Template("{{ 'x'|twice }}")).message).toBe("No filter named 'twice'. (line 1, column 8)");
  });
});

describe("filters, tests and functions added by the user", () => {
  const env = new TemplateEnvironment();
  env.filters.set(
    "shout",
    defineFilter("shout(value, times=, end=)", (value, times = 1, end = "!") => {
      if (typeof times !== "number") throw new TypeError("times must be a number");
      return `${String(value).toUpperCase()}${String(end)}`.repeat(times);
    }),
  );
  env.tests.set(
    "prime",
    defineTest("prime(n)", (n) => typeof n === "number" && n > 1 && [2, 3, 5, 7].every((p) => n === p || n % p !== 0)),
  );
  env.globals.set(
    "greet",
    defineFunction("greet(name, *more)", (name, ...more) => [name, ...more].map((n) => `hi ${String(n)}`).join(", ")),
  );
  env.globals.set("site", { name: "hub" });

  it("are called with their arguments bound as Python binds them", () => {
    expect(
      env.fromString("{{ 'a'|shout }} {{ 'a'|shout(2) }} {{ 'a'|shout(end='?') }} {{ 'a'|shout(2, '.') }}").render(),
    ).toBe("A! A!A! A? A.A.");
    expect(env.fromString("{{ range(12)|select('prime')|list }} {{ 9 is prime }} {{ 7 is not prime }}").render()).toBe(
      "[2, 3, 5, 7, 11] False False",
    );
    expect(env.fromString("{{ ['a', 'b']|map('shout')|join }} {{ greet('x', 'y') }} {{ site.name }}").render()).toBe(
      "A!B! hi x, hi y hub",
    );
  });

  it("replace a built-in of the same name, as in jinja2 (`defined` too)", () => {
    const template = "{{ 1 is defined }} {{ x is not defined }}";
    const own = new TemplateEnvironment();
    own.tests.set(
      "defined",
      defineTest("defined(value)", () => false),
    );
    // jinja2 3.1 with `env.tests["defined"] = lambda value: False` renders "False True".
    expect(own.fromString(template).render()).toBe("False True");
    expect(new TemplateEnvironment().fromString(template).render()).toBe("True True");
  });

  it("refuse wrong arguments in CPython's words, as the built-ins do", () => {
    const cases: [string, string][] = [
      ["{{ 'a'|shout(1, 2, 3) }}", "shout() takes from 1 to 3 positional arguments but 4 were given"],
      ["{{ 'a'|shout(bogus=1) }}", "shout() got an unexpected keyword argument 'bogus'"],
      ["{{ 'a'|shout(1, times=2) }}", "shout() got multiple values for argument 'times'"],
      ["{{ 1 is prime(2) }}", "prime() takes 1 positional argument but 2 were given"],
      ["{{ greet() }}", "greet() missing 1 required positional argument: 'name'"],
    ];
    for (const [source, message] of cases) expect(errorOf(() => env.fromString(source).render()).detail).toBe(message);
  });

  it("word their arguments' errors as CPython does for Python functions of the same signatures (jinja2 checks)", () => {
    const python = {
      filters: { shout: "def shout(value, times=1, end='!'):\n    return (str(value).upper() + end) * times" },
      tests: { prime: "def prime(n):\n    return n > 1" },
      globals: { greet: "def greet(name, *more):\n    return name" },
    };
    const calls = ["'a'|shout(1, 2, 3)", "'a'|shout(bogus=1)", "'a'|shout(1, times=2)", "1 is prime(2)", "greet()"];
    const reference = renderWithJinja2(calls.map((call) => ({ template: `{{ ${call} }}`, context: {}, python })));
    calls.forEach((call, i) => {
      const ref = reference[i];
      const ours = errorOf(() => env.fromString(`{{ ${call} }}`).render()).detail;
      expect(ref?.ok === false ? ref.error : ref, call).toBe(`TypeError: ${ours}`);
    });
  }, 60_000);

  it("wrap what the function throws, naming it, and let template errors through", () => {
    expect(errorOf(() => env.fromString("{{ 'a'|shout('x') }}").render()).message).toBe(
      "Filter 'shout' failed: times must be a number (line 1)",
    );
    const raising = new TemplateEnvironment();
    raising.globals.set(
      "fail",
      defineFunction("fail()", () => {
        throw new TemplateRuntimeError("mine");
      }),
    );
    expect(errorOf(() => raising.fromString("{{ fail() }}").render()).message).toBe("mine (line 1)");
  });

  it("are never folded at compile time (a function of the clock or of state stays live)", () => {
    let calls = 0;
    const counting = new TemplateEnvironment();
    counting.filters.set(
      "count",
      defineFilter("count(value)", () => ++calls),
    );
    const template = counting.fromString("{{ 1|count }}");
    expect(calls).toBe(0);
    expect(template.render()).toBe("1");
    expect(template.render()).toBe("2");
  });

  it("show in `is filter` and `is test`, and globals are read when the template runs", () => {
    expect(env.fromString("{{ 'shout' is filter }} {{ 'prime' is test }} {{ 'prime' is filter }}").render()).toBe(
      "True True False",
    );
    const late = new TemplateEnvironment();
    const template = late.fromString("{{ later is defined }}");
    late.globals.set("later", 1);
    expect(template.render()).toBe("True");
    expect(template.render({ later: undefined })).toBe("True");
  });

  it("are typed by their signature", () => {
    defineFilter("f(value, a, b=)", (value: unknown, a: unknown, b?: unknown) => [value, a, b]);
    defineFunction("g(*rest)", (...rest: unknown[]) => rest.length);
    // @ts-expect-error the signature has one parameter, the function two
    defineFilter("f(value)", (value: unknown, extra: unknown) => [value, extra]);
    // @ts-expect-error a test returns a boolean
    defineTest("t(value)", () => "yes");
    expect(() => defineFilter("not a signature", () => 1)).toThrow(TemplateError);
  });
});

describe("statement tags added by the user, as jinja2 extensions add them", () => {
  const env = new TemplateEnvironment();
  const shout: TagDefinition = { body: true, render: (_args, body) => body().toUpperCase() };
  const repeat: TagDefinition = {
    body: true,
    signature: "times, sep=",
    render: ([times, sep = ""], body) => Array.from({ length: Number(times) }, body).join(String(sep)),
  };
  const stamp: TagDefinition = { signature: "label", render: ([label]) => `[${String(label)}]` };
  env.tags.set("shout", shout).set("repeat", repeat).set("stamp", stamp);

  it("render their bodies in a scope of their own, with their arguments bound", () => {
    const template = env.fromString(
      "{% set x = 'out' %}{% shout %}{{ x }} {% set x = 'in' %}{{ x }}{% endshout %} {{ x }}|" +
        "{% for i in range(2) %}{% repeat 2, sep=i %}{{ loop.index }}{% endrepeat %};{% endfor %}|{% stamp 'v' ~ 1 %}",
    );
    expect(template.render()).toBe("OUT IN out|101;212;|[v1]");
  });

  it("check their arguments and their nesting as other tags", () => {
    expect(errorOf(() => env.fromString("{% repeat %}x{% endrepeat %}").render()).detail).toBe(
      "repeat() missing 1 required positional argument: 'times'",
    );
    expect(errorOf(() => env.fromString("{% shout 1 %}x{% endshout %}").render()).detail).toBe(
      "shout() takes 0 positional arguments but 1 was given",
    );
    expect(errorOf(() => env.fromString("{% shout %}x")).message).toBe(
      "Unexpected end of template, expected 'endshout' (to close 'shout') (line 1, column 13)",
    );
    expect(errorOf(() => new Template("{% shout %}x{% endshout %}")).message).toMatch(/^Unknown tag 'shout'/);
  });

  it("format back as they were written, and count as steps", () => {
    const template = env.fromString("{% repeat 2, sep='-' %}x{% endrepeat %}{% stamp 'a' %}");
    expect(template.format()).toBe("{%- repeat 2, sep='-' -%}\n    x\n{%- endrepeat -%}\n{%- stamp 'a' -%}");
    expect(env.fromString(template.format()).render()).toBe("x-x[a]");
    expect(errorOf(() => env.fromString("{% stamp 1 %}", { maxSteps: 0 }).render())).toBeInstanceOf(TemplateLimitError);
  });
});

describe("each compilation keeps its state to itself", () => {
  it("a parse can start inside another (as a loader for include would) and neither sees the other's state", () => {
    const inner = "{% for a in [1] %}{{ a }}{% endfor %}";
    const seen: string[] = [];
    // A tag table that parses another template whenever the parser asks it about a tag.
    const tags = new (class extends Map<string, TagDefinition> {
      override has(name: string): boolean {
        seen.push(parse(tokenize(inner)).body[0]?.type ?? "");
        return super.has(name);
      }
    })([["mark", { render: () => "m" }]]);
    const program = parse(tokenize("{% if x %}{% mark %}{% endif %}{{ y }}"), tags);
    expect(program.body.map((n) => n.type)).toEqual(["If", "Output"]);
    expect(seen).toEqual(["For"]);
  });

  it("a compilation can start inside another: the inner one compiles and folds on its own", () => {
    const outer = new TemplateEnvironment();
    const innerOutputs: string[] = [];
    // A filter table that compiles and renders another template whenever the compiler looks a filter up.
    class Compiling extends Map<string, TemplateEnvironment["filters"] extends Map<string, infer F> ? F : never> {
      override get(name: string) {
        innerOutputs.push(compile(parse(tokenize("{{ (1 + 2) ~ 'x' }}")), outer)({}, outer.limits));
        return outer.filters.get(name);
      }
    }
    const env: CompileEnvironment = {
      filters: new Compiling(),
      tests: outer.tests,
      globals: outer.globals,
      tags: outer.tags,
      methods: outer.methods,
      foldable: outer.foldable,
    };
    const run = compile(parse(tokenize("{% for i in [1, 2] %}{{ i|string }}{% endfor %}{{ 2 * 3 }}")), env);
    expect(run({}, outer.limits)).toBe("126");
    expect(innerOutputs).toEqual(["3x", "3x"]);
  });
});

describe("the cache of compiled templates", () => {
  it("compiles a source once per environment and options, and drops the least recently used", () => {
    const env = new TemplateEnvironment({ cacheSize: 2 });
    const a = env.fromString("{{ 1 }}");
    expect(env.fromString("{{ 1 }}").parsed).toBe(a.parsed);
    expect(env.fromString("{{ 1 }}", { maxSteps: 10 }).parsed).not.toBe(a.parsed);
    env.fromString("{{ 2 }}");
    env.fromString("{{ 3 }}");
    expect(env.fromString("{{ 1 }}").parsed).not.toBe(a.parsed);
    expect(new Template("{{ 1 }}").parsed).toBe(new Template("{{ 1 }}").parsed);
    expect(new TemplateEnvironment({ cacheSize: 0 }).fromString("{{ 1 }}").parsed).not.toBe(a.parsed);
  });

  it("keeps templates that failed to compile out", () => {
    const env = new TemplateEnvironment();
    expect(errorOf(() => env.fromString("{{ 1|nope }}"))).toBeInstanceOf(TemplateSyntaxError);
    env.filters.set(
      "nope",
      defineFilter("nope(value)", () => "ok"),
    );
    expect(env.fromString("{{ 1|nope }}").render()).toBe("ok");
  });
});

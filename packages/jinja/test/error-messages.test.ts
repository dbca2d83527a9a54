/**
 * Error messages against Python jinja2. Every case of the generated matrix (error-cases.ts) is rendered by
 * jinja2 (one batch) and by this engine: where jinja2 raises, the engine must raise a TemplateError whose
 * `detail` is jinja2's message (the text after its "ExceptionClass: "); where jinja2 renders, the engine must
 * render the same text. The few cases where the same text is not reasonable are listed in KNOWN_DIFFERENCES
 * with the reason, and asserted as they are.
 */

import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Template, TemplateError } from "../src/index.js";
import { errorCases } from "./error-cases.js";
import { renderWithJinja2, useFixedClock, type OracleResult } from "./oracle/oracle.js";

useFixedClock();

type Outcome = { output: string } | { error: string };

interface KnownDifference {
  template: string;
  jinja2: Outcome;
  ours: Outcome;
  why: string;
}

const raises = (error: string): Outcome => ({ error });
const renders = (output: string): Outcome => ({ output });

const QUALIFIED =
  "Python names transformers' helpers by the function that defines them (`make_environment.<locals>.` in the " +
  "reference renderer, `_compile_jinja_template.<locals>.` in transformers itself); the engine has no such function";
const KEY_ERROR =
  "Python's KeyError message is the missing key's repr alone (the class name says the rest); the engine has one " +
  "error class for all of these, so the detail names the KeyError";
const SET_OPERATIONS = "dict views' set operations (`keys() - other`) are not implemented: the engine has no set type";
const GENERIC_ALIAS = "`dict['x']` is a typing generic alias in Python; the engine's `dict` is only the constructor";
const ADDRESS_WORDS = "Python prints the object with its memory address (and a generator with its function name)";
const CLASS_ATTRIBUTE =
  "Python finds `items` on the class `dict`, an unbound method; the engine's `dict` has no attributes";

/** Where the engine's text differs from jinja2's on purpose; each row is asserted as it is. */
const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  ...(
    [
      ["raise_exception()", "raise_exception() missing 1 required positional argument: 'message'"],
      ["raise_exception(1, x=2)", "raise_exception() got an unexpected keyword argument 'x'"],
      ["raise_exception(1, 2)", "raise_exception() takes 1 positional argument but 2 were given"],
      ["raise_exception(x=1)", "raise_exception() got an unexpected keyword argument 'x'"],
      ["strftime_now()", "strftime_now() missing 1 required positional argument: 'format'"],
      ["strftime_now('%Y', 1)", "strftime_now() takes 1 positional argument but 2 were given"],
      ["strftime_now(x=1)", "strftime_now() got an unexpected keyword argument 'x'"],
      ["('a')|tojson(false, none, none, false, 1)", "tojson() takes from 1 to 5 positional arguments but 6 were given"],
      ["('a')|tojson(bogus=1)", "tojson() got an unexpected keyword argument 'bogus'"],
      ["('a')|tojson(false, ensure_ascii=false)", "tojson() got multiple values for argument 'ensure_ascii'"],
    ] as const
  ).map(([expression, message]) => ({
    template: `{{ ${expression} }}`,
    jinja2: raises(`make_environment.<locals>.${message}`),
    ours: raises(message),
    why: QUALIFIED,
  })),
  ...(["'{a}'.format()", "'%(a)s' % {}", "'{a}'.format_map({})"] as const).map((expression) => ({
    template: `{{ ${expression} }}`,
    jinja2: raises("'a'"),
    ours: raises("KeyError: 'a'"),
    why: KEY_ERROR,
  })),
  ...(["{'a': 1}.items() - 1", "1 - {'a': 1}.items()"] as const).map((expression) => ({
    template: `{{ ${expression} }}`,
    jinja2: raises("'int' object is not iterable"),
    ours: raises(
      `unsupported operand type(s) for -: '${expression.startsWith("1") ? "int' and 'dict_items" : "dict_items' and 'int"}'`,
    ),
    why: SET_OPERATIONS,
  })),
  ...(["{'a': 1}.keys() - 1", "1 - {'a': 1}.keys()"] as const).map((expression) => ({
    template: `{{ ${expression} }}`,
    jinja2: raises("'int' object is not iterable"),
    ours: raises(
      `unsupported operand type(s) for -: '${expression.startsWith("1") ? "int' and 'dict_keys" : "dict_keys' and 'int"}'`,
    ),
    why: SET_OPERATIONS,
  })),
  {
    template: "{{ (-8) ** 0.5 }}",
    jinja2: renders("(1.7319121124709868e-16+2.8284271247461903j)"),
    ours: raises("complex numbers (negative base, fractional power) are not supported"),
    why: "Python's result is a complex number, which the engine does not have (the README lists this)",
  },
  {
    template: "{{ dict.x.y }}",
    jinja2: renders(""),
    ours: raises("'type object' has no attribute 'x'"),
    why: GENERIC_ALIAS,
  },
  {
    template: "{{ dict.x() }}",
    jinja2: renders("{}"),
    ours: raises("'type object' has no attribute 'x'"),
    why: GENERIC_ALIAS,
  },
  {
    template: "{{ dict['x'].y }}",
    jinja2: renders(""),
    ours: raises("'type object' has no attribute 'x'"),
    why: GENERIC_ALIAS,
  },
  {
    template: "{{ (dict)|dictsort }}",
    jinja2: raises("unbound method dict.items() needs an argument"),
    ours: raises("'type' object has no attribute 'items'"),
    why: CLASS_ATTRIBUTE,
  },
  ...(["([1]|reject)", "range", "cycler(1)"] as const).map((value) => ({
    template: `{{ (${value})|wordcount }}`,
    jinja2: renders({ "([1]|reject)": "5", range: "4", "cycler(1)": "6" }[value]),
    ours: renders({ "([1]|reject)": "2", range: "2", "cycler(1)": "4" }[value]),
    why: `${ADDRESS_WORDS}: the words counted differ`,
  })),
  {
    template: "{{ dict(**1) }}",
    jinja2: raises("jinja2.sandbox.SandboxedEnvironment.call() argument after ** must be a mapping, not int"),
    ours: raises("argument after ** must be a mapping, not int"),
    why: "Python names jinja2's internal call proxy, which templates never see",
  },
];

/** Outputs with an object's address cannot be the same (the README lists this). */
const ADDRESS = /0x[0-9a-f]{6,}/i;

function ours(
  template: string,
  context: Record<string, unknown> = {},
): { ok: true; output: string } | { ok: false; error: unknown } {
  try {
    return { ok: true, output: new Template(template).render(context) };
  } catch (error) {
    return { ok: false, error };
  }
}

function detail(error: unknown): string {
  return error instanceof TemplateError
    ? String((error as TemplateError & { detail?: unknown }).detail)
    : String(error);
}

const asOutcome = (result: ReturnType<typeof ours>): Outcome =>
  result.ok ? renders(result.output) : raises(detail(result.error));

/** jinja2's outcome: its message without the "ExceptionClass: " prefix. */
function reference(result: OracleResult): Outcome {
  return result.ok ? renders(result.output) : raises(result.error.slice(result.error.indexOf(": ") + 2));
}

const CASES = errorCases();
const known = new Map(KNOWN_DIFFERENCES.map((row) => [row.template, row]));

/**
 * The type names Python's messages use for the values a template can hold: builtins, jinja2's and markupsafe's
 * classes (plain and module-qualified), and what the engine calls values from the context that are no Python type.
 */
const PYTHON_TYPES = new Set(
  (
    "int float str list tuple dict NoneType None bool Undefined Namespace Macro range generator Markup dict_items " +
    "dict_keys dict_values list_reverseiterator reversed dict_reversekeyiterator dict_reversevalueiterator " +
    "dict_reverseitemiterator range_iterator builtin_function_or_method function type method Cycler " +
    "Joiner LoopContext slice _GroupTuple jinja2.filters._GroupTuple jinja2.utils.Namespace jinja2.utils.Cycler jinja2.utils.Joiner jinja2.runtime.Macro " +
    "jinja2.runtime.LoopContext jinja2.runtime.Undefined markupsafe.Markup"
  ).split(" "),
);

/** Where a message names a type: `'int' object`, `not int`, `of type 'float'`, `'int' and 'str'`... */
const TYPE_SLOTS = [
  /'([\w.]+)' object\b/g,
  /'([\w.]+) object' has no/g,
  /^([\w.]+) object has no element/g,
  /, not '?([\w.]+)'?/g,
  /\(not "([\w.]+)"\)/g,
  /of type '?([\w.]+)'?/g,
  /instances of '([\w.]+)' and '([\w.]+)'/g,
  /operand type\(s\) for [^:]+: '([\w.]+)' and '([\w.]+)'/g,
  /bad operand type for [^:]+: '([\w.]+)'/g,
  /non-iterable ([\w.]+) object/g,
  /type ([\w.]+) doesn't define/g,
  /expected str instance, ([\w.]+) found/g,
  /argument of type '([\w.]+)'/g,
  /unhashable type: '([\w.]+)'/g,
];

/** The type names a message mentions, wherever Python would name a type. */
function namedTypes(message: string): string[] {
  return TYPE_SLOTS.flatMap((re) => [...message.matchAll(re)].flatMap((m) => m.slice(1)));
}

/** What `typeof` says in JavaScript: never a type name in a message. */
const JS_TYPES = new Set(["number", "string", "object", "undefined", "boolean", "bigint", "symbol"]);

describe("error messages against Python jinja2 (generated matrix)", () => {
  let results: OracleResult[] = [];
  let outcomes: ReturnType<typeof ours>[] = [];

  beforeAll(() => {
    results = renderWithJinja2(CASES.map((c) => ({ template: c.template, context: c.context ?? {} })));
    // Rendered here, once the clock is pinned (strftime_now).
    outcomes = CASES.map((c) => ours(c.template, c.context));
  }, 60_000);

  it("is a matrix of thousands of cases, most of which make jinja2 raise", () => {
    expect(results).toHaveLength(CASES.length);
    expect(new Set(CASES.map((c) => c.template)).size).toBe(CASES.length);
    expect(results.filter((r) => !r.ok).length).toBeGreaterThan(4000);
  });

  it("raises where jinja2 raises, and only there", () => {
    const disagreements = CASES.flatMap((c, i) => {
      const expected = results[i] as OracleResult;
      const actual = outcomes[i] as ReturnType<typeof ours>;
      if (expected.ok === actual.ok || known.has(c.template)) return [];
      return [{ template: c.template, jinja2: reference(expected), ours: asOutcome(actual) }];
    });
    expect(disagreements).toEqual([]);
  });

  it("raises nothing but the engine's own TemplateError, each with a detail", () => {
    const foreign = CASES.flatMap((c, i) => {
      const actual = outcomes[i] as ReturnType<typeof ours>;
      if (actual.ok) return [];
      const ok =
        actual.error instanceof TemplateError &&
        detail(actual.error) !== "" &&
        !detail(actual.error).startsWith("Internal error");
      return ok ? [] : [{ template: c.template, error: String(actual.error) }];
    });
    expect(foreign).toEqual([]);
  });

  const families = [...new Set(CASES.map((c) => c.family))];
  it.each(families)("%s: jinja2's message, word for word", (family) => {
    const mismatches = CASES.flatMap((c, i) => {
      if (c.family !== family || known.has(c.template)) return [];
      const expected = reference(results[i] as OracleResult);
      const actual = asOutcome(outcomes[i] as ReturnType<typeof ours>);
      if ("output" in expected && ADDRESS.test(expected.output)) return [];
      return JSON.stringify(expected) === JSON.stringify(actual)
        ? []
        : [{ template: c.template, jinja2: expected, ours: actual }];
    });
    expect(mismatches).toEqual([]);
  });

  it("differs from jinja2 only as KNOWN_DIFFERENCES says, in cases the matrix has", () => {
    const rows = KNOWN_DIFFERENCES.map((row) => {
      const i = CASES.findIndex((c) => c.template === row.template);
      return {
        template: row.template,
        inMatrix: i >= 0,
        jinja2: i >= 0 ? reference(results[i] as OracleResult) : null,
        ours: asOutcome(ours(row.template)),
      };
    });
    expect(rows).toEqual(
      KNOWN_DIFFERENCES.map((row) => ({ template: row.template, inMatrix: true, jinja2: row.jinja2, ours: row.ours })),
    );
  });

  it("names Python's types in its messages, never JavaScript's", () => {
    const bad = CASES.flatMap((c, i) => {
      const actual = outcomes[i] as ReturnType<typeof ours>;
      if (actual.ok) return [];
      const names = namedTypes(detail(actual.error)).filter((name) => !PYTHON_TYPES.has(name));
      return names.length === 0 ? [] : [{ template: c.template, message: detail(actual.error), names }];
    });
    expect(bad).toEqual([]);
  });
});

describe("type names in messages (property)", () => {
  class Custom {}
  /** Values a context can hold, including JavaScript values that are no Python type. */
  const context: Record<string, unknown> = {
    i: 3,
    f: 1.5,
    s: "text",
    l: [1, "a"],
    t: { a: 1 },
    n: null,
    b: true,
    fn: () => 1,
    date: new Date(0),
    set: new Set([1]),
    big: 10n,
    custom: new Custom(),
    map: new Map([[1, 2]]),
  };
  const FOREIGN = new Set(["Date", "Set", "BigInt", "Custom"]);
  const operand = fc.constantFrom(
    ...Object.keys(context),
    "nope",
    "1",
    "'a'",
    "[1]",
    "none",
    "range(2)",
    "('a'|safe)",
    "namespace(a=1)",
    "(s|reject)",
    "dict",
    "range",
    "cycler(1)",
    "s.upper",
  );
  const filterName = fc.constantFrom(
    ..."abs attr batch center count default dictsort escape first float groupby indent int items join last length list lower max min replace reverse round safe slice sort string sum title tojson trim truncate unique upper wordcount filesizeformat".split(
      " ",
    ),
  );
  const methodName = fc.constantFrom(
    ..."split strip startswith endswith center join replace count find index format format_map zfill partition get items copy removeprefix".split(
      " ",
    ),
  );
  const expression = fc.oneof(
    fc
      .tuple(operand, fc.constantFrom("+", "-", "*", "/", "//", "%", "**", "<", ">=", "in", "~"), operand)
      .map(([a, op, b]) => `${a} ${op} ${b}`),
    fc.tuple(operand, fc.constantFrom("-", "+")).map(([a, op]) => `${op}${a}`),
    fc
      .tuple(operand, filterName, fc.array(operand, { maxLength: 3 }))
      .map(([a, f, args]) => `(${a})|${f}(${args.join(", ")})|list`),
    fc
      .tuple(operand, methodName, fc.array(operand, { maxLength: 3 }))
      .map(([a, m, args]) => `${a}.${m}(${args.join(", ")})`),
    fc.tuple(operand, operand).map(([a, k]) => `${a}[${k}].x.y`),
    fc.tuple(operand, fc.array(operand, { maxLength: 2 })).map(([a, args]) => `${a}(${args.join(", ")})`),
  );
  const template = fc.oneof(
    expression.map((e) => `{{ ${e} }}`),
    operand.map((v) => `{% for a, b in [${v}] %}{% endfor %}`),
    operand.map((v) => `{% for a in ${v} %}{% endfor %}`),
  );

  it("an error from any operation on any value names only Python types (or a context value's class)", () => {
    fc.assert(
      fc.property(template, (source) => {
        let error: unknown = null;
        try {
          new Template(source).render(context);
        } catch (e) {
          error = e;
        }
        if (error === null) return;
        expect(error, source).toBeInstanceOf(TemplateError);
        const message = detail(error);
        expect(message, source).not.toMatch(/^Internal error/);
        for (const name of namedTypes(message)) {
          expect(JS_TYPES.has(name), `${source}: ${message}`).toBe(false);
          expect(PYTHON_TYPES.has(name) || FOREIGN.has(name), `${source}: ${message}`).toBe(true);
        }
      }),
      { numRuns: 3000, seed: Number(process.env.FUZZ_SEED ?? 20250416) },
    );
  }, 60_000);
});

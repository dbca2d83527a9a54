/**
 * A generated matrix of templates that make jinja2 raise at run time (and some that do not, around them): every
 * operator over representative values of each Python type, comparisons and `in`, subscripts and slices with bad
 * keys, attribute access and calls on every kind of value, unpacking, and every filter, test, method and global
 * called with wrong-typed operands and arguments and with too many, too few or unknown arguments.
 * error-messages.test.ts renders each case with Python jinja2 and with this engine and compares the messages.
 */

export interface ErrorCase {
  /** The part of the engine the case aims at, for grouping failures. */
  family: string;
  template: string;
  /** Variables, for the values that reach templates through the context (dicts are plain objects then). */
  context?: Record<string, unknown>;
}

/** A value a template can hold, written as an expression; `prelude` defines the names it needs. */
interface Value {
  type: string;
  expr: string;
  prelude?: string;
}

const MACRO = "{% macro m(a) %}{{ a }}{% endmacro %}";
const NAMESPACE = "{% set ns = namespace(a=1) %}";

/** One value of each kind the core operations see. */
const CORE: readonly Value[] = [
  { type: "int", expr: "1" },
  { type: "float", expr: "1.5" },
  { type: "str", expr: "'a'" },
  { type: "list", expr: "[1]" },
  { type: "tuple", expr: "(1,)" },
  { type: "dict", expr: "{'a': 1}" },
  { type: "NoneType", expr: "none" },
  { type: "bool", expr: "true" },
  { type: "Undefined", expr: "nope" },
  { type: "Namespace", expr: "ns", prelude: NAMESPACE },
  { type: "Macro", expr: "m", prelude: MACRO },
  { type: "range", expr: "range(2)" },
];

/** Everything else a template can get hold of. */
const EXOTIC: readonly Value[] = [
  { type: "float (integral)", expr: "2.0" },
  { type: "generator", expr: "([1]|reject)" },
  { type: "Markup", expr: "('a'|safe)" },
  { type: "dict_items", expr: "{'a': 1}.items()" },
  { type: "dict_keys", expr: "{'a': 1}.keys()" },
  { type: "list_reverseiterator", expr: "([1]|reverse)" },
  { type: "dict_reversekeyiterator", expr: "({'a': 1}|reverse)" },
  { type: "_GroupTuple", expr: "([1]|groupby(0))[0]" },
  { type: "builtin_function_or_method", expr: "'a'.upper" },
  { type: "function (range)", expr: "range" },
  { type: "type (dict)", expr: "dict" },
  { type: "type (namespace)", expr: "namespace" },
  { type: "function (raise_exception)", expr: "raise_exception" },
  { type: "Cycler", expr: "cycler(1)" },
  { type: "Joiner", expr: "joiner()" },
  { type: "empty str", expr: "''" },
  { type: "negative int", expr: "-2" },
  { type: "zero", expr: "0" },
  { type: "zero float", expr: "0.0" },
  { type: "false", expr: "false" },
  { type: "empty list", expr: "[]" },
];

const ALL: readonly Value[] = [...CORE, ...EXOTIC];
const [INT, , STR, LIST] = CORE as [Value, Value, Value, Value];
/** The values filters and tests get as operands: the core ones and the kinds of object that are not data. */
const OPERANDS: readonly Value[] = [
  ...CORE,
  ...EXOTIC.filter((v) => ["generator", "Markup", "function (range)", "type (dict)", "Cycler"].includes(v.type)),
];

function withPrelude(body: string, ...values: readonly Value[]): string {
  const preludes = [...new Set(values.flatMap((v) => (v.prelude === undefined ? [] : [v.prelude])))];
  return preludes.join("") + body;
}

const out = (e: string, ...values: readonly Value[]) => withPrelude(`{{ ${e} }}`, ...values);

function* binaryOperators(): Generator<ErrorCase> {
  for (const op of ["+", "-", "*", "/", "//", "%", "**"]) {
    for (const a of CORE) {
      for (const b of CORE) yield { family: `operator ${op}`, template: out(`${a.expr} ${op} ${b.expr}`, a, b) };
    }
    // The rest of the values against an int, and for + and * (which sequences implement) a str and a list too.
    const partners = op === "+" || op === "*" ? [INT, STR, LIST] : [INT];
    for (const x of EXOTIC) {
      for (const y of partners) {
        yield { family: `operator ${op}`, template: out(`${x.expr} ${op} ${y.expr}`, x, y) };
        yield { family: `operator ${op}`, template: out(`${y.expr} ${op} ${x.expr}`, x, y) };
      }
    }
  }
  // Division and modulo by zero, and overflowing powers.
  for (const [a, op, b] of [
    ["1", "/", "0"],
    ["1", "/", "0.0"],
    ["1.5", "/", "0"],
    ["1", "//", "0"],
    ["1.5", "//", "0"],
    ["1", "//", "0.0"],
    ["1", "%", "0"],
    ["1.5", "%", "0"],
    ["1", "%", "0.0"],
    ["true", "%", "false"],
    ["0", "**", "-1"],
    ["0.0", "**", "-1"],
    ["(-8)", "**", "0.5"],
    ["10.0", "**", "400"],
    ["1", "/", "false"],
  ] as const) {
    yield { family: "arithmetic errors", template: out(`${a} ${op} ${b}`) };
  }
}

function* unaryOperators(): Generator<ErrorCase> {
  for (const op of ["-", "+"]) {
    for (const v of ALL) yield { family: `unary ${op}`, template: out(`${op}${v.expr}`, v) };
  }
}

function* comparisons(): Generator<ErrorCase> {
  for (const op of ["<", "<=", ">", ">="]) {
    // Python's message names the operator: one full square, the others against an int and a str.
    for (const a of CORE) {
      for (const b of op === "<" ? CORE : [INT, STR]) {
        yield { family: `compare ${op}`, template: out(`${a.expr} ${op} ${b.expr}`, a, b) };
      }
    }
  }
  for (const a of CORE) {
    for (const b of ALL) yield { family: "operator in", template: out(`${a.expr} in ${b.expr}`, a, b) };
    for (const b of [INT, STR, LIST])
      yield { family: "operator not in", template: out(`${a.expr} not in ${b.expr}`, a, b) };
  }
  // Ordering inside containers and chains.
  for (const e of ["[1] < ['a']", "(1, 'a') < (1, 2)", "[1] < (1,)", "{} < {}", "1 < 2 < 'a'", "none < none"]) {
    yield { family: "compare nested", template: out(e) };
  }
}

/** Keys of every type, including ones no container accepts. */
const KEYS = ["0", "5", "-9", "1.0", "1.5", "'x'", "none", "true", "[1]", "{}", "(1,)", "nope"];
const CONTAINERS = [
  "'abc'",
  "[1, 2]",
  "(1, 2)",
  "{'a': 1}",
  "range(3)",
  "none",
  "1",
  "nope",
  "('a'|safe)",
  "([1]|reject)",
  "ns",
  "m",
];

function* subscripts(): Generator<ErrorCase> {
  const valueOf = (expr: string) => ALL.find((v) => v.expr === expr) ?? { type: "", expr };
  for (const c of CONTAINERS) {
    const v = valueOf(c);
    // A missing item is undefined: reading an attribute of it raises with the item's description.
    for (const k of KEYS) yield { family: "subscript", template: out(`${c}[${k}].y`, v) };
    for (const s of ["'x':", ":1.5", "::0", "::'a'", "none:none", "[1]:", "1:2"]) {
      yield { family: "slice", template: out(`${c}[${s}]`, v) };
    }
  }
}

function* attributes(): Generator<ErrorCase> {
  for (const v of ALL) {
    yield { family: "attribute", template: out(`${v.expr}.x.y`, v) };
    yield { family: "attribute", template: out(`${v.expr}.x()`, v) };
    yield { family: "attribute", template: out(`${v.expr}['x'].y`, v) };
    yield { family: "call", template: out(`${v.expr}()`, v) };
    yield { family: "call", template: out(`${v.expr}(1, x=2)`, v) };
  }
  for (const e of [
    "m(1, 2)",
    "m(b=1)",
    "m(1, a=2)",
    "m(caller=1)",
    "ns.a()",
    "ns.b.c",
    "ns.__class__",
    "[].append(1)",
    "{}.update(x=1)",
    "''.__class__.x",
    "range.__name__",
  ]) {
    yield { family: "call", template: out(e, ...CORE) };
  }
  for (const body of [
    "{{ loop() }}",
    "{{ loop(1, 2) }}",
    "{{ loop.cycle() }}",
    "{{ loop.x.y }}",
    "{{ loop + 1 }}",
    "{{ loop.changed(1, x=1) }}",
    "{{ loop.index.x.y }}",
    "{{ loop.previtem.y }}",
    "{{ loop.nextitem.y }}",
  ]) {
    yield { family: "loop object", template: `{% for i in [1] %}${body}{% endfor %}` };
  }
  yield { family: "loop object", template: "{% for i in [[1]] recursive %}{{ loop(1) }}{% endfor %}" };
  yield { family: "loop object", template: "{% for i in [[1]] recursive %}{{ loop() }}{% endfor %}" };
  for (const e of [
    "cycler(1).next(1)",
    "cycler(1).reset(1)",
    "cycler(1).x.y",
    "joiner()(1)",
    "joiner()(x=1)",
    "cycler(1) + 1",
    "joiner() + 1",
  ]) {
    yield { family: "global objects", template: out(e) };
  }
}

function* unpacking(): Generator<ErrorCase> {
  for (const v of ALL) {
    yield { family: "unpack for", template: withPrelude(`{% for a, b in [${v.expr}] %}{% endfor %}`, v) };
    yield { family: "unpack set", template: withPrelude(`{% set a, b = ${v.expr} %}`, v) };
    yield { family: "iterate", template: withPrelude(`{% for a in ${v.expr} %}{% endfor %}`, v) };
  }
  for (const t of [
    "{% set a, b = [1, 2, 3] %}",
    "{% set a, b = [] %}",
    "{% for a, (b, c) in [[1, 2]] %}{% endfor %}",
    "{% set ns2 = 1 %}{% set ns2.a = 1 %}",
    "{% set a, b = 'abc' %}",
  ]) {
    yield { family: "unpack other", template: t };
  }
}

/**
 * A filter's parameters after the value, as in jinja2's signature, each with a valid value: `name!value` for a
 * required one, `name=value` for an optional one (its default).
 */
interface FilterSpec {
  params: string;
  /** Returns a generator: the case lists it so it runs. */
  lazy?: boolean;
  /** Takes *args/**kwargs, so arity is not checked by Python. */
  variadic?: boolean;
}

const FILTERS: Record<string, FilterSpec> = {
  abs: { params: "" },
  attr: { params: "name!'a'" },
  batch: { params: "linecount!2 fill_with=none", lazy: true },
  capitalize: { params: "" },
  center: { params: "width=80" },
  count: { params: "" },
  default: { params: "default_value='' boolean=false" },
  dictsort: { params: "case_sensitive=false by='key' reverse=false" },
  escape: { params: "" },
  filesizeformat: { params: "binary=false" },
  first: { params: "" },
  float: { params: "default=0.0" },
  forceescape: { params: "" },
  format: { params: "", variadic: true },
  groupby: { params: "attribute!'a' default=none case_sensitive=false" },
  indent: { params: "width=4 first=false blank=false" },
  int: { params: "default=0 base=10" },
  items: { params: "", lazy: true },
  join: { params: "d='' attribute=none" },
  last: { params: "" },
  length: { params: "" },
  list: { params: "" },
  lower: { params: "" },
  map: { params: "", variadic: true, lazy: true },
  max: { params: "case_sensitive=false attribute=none" },
  min: { params: "case_sensitive=false attribute=none" },
  reject: { params: "", variadic: true, lazy: true },
  rejectattr: { params: "", variadic: true, lazy: true },
  replace: { params: "old!'a' new!'b' count=none" },
  reverse: { params: "" },
  round: { params: "precision=0 method='common'" },
  safe: { params: "" },
  select: { params: "", variadic: true, lazy: true },
  selectattr: { params: "", variadic: true, lazy: true },
  slice: { params: "slices!2 fill_with=none", lazy: true },
  sort: { params: "reverse=false case_sensitive=false attribute=none" },
  string: { params: "" },
  striptags: { params: "" },
  sum: { params: "attribute=none start=0" },
  title: { params: "" },
  tojson: { params: "ensure_ascii=false indent=none separators=none sort_keys=false" },
  trim: { params: "chars=none" },
  truncate: { params: "length=255 killwords=false end='...' leeway=none" },
  unique: { params: "case_sensitive=false attribute=none", lazy: true },
  upper: { params: "" },
  wordcount: { params: "" },
};

interface Param {
  name: string;
  valid: string;
  required: boolean;
}

function parseParams(spec: string): Param[] {
  return spec
    .split(" ")
    .filter((w) => w !== "")
    .map((w) => {
      const [name, valid] = w.split(/[!=]/) as [string, string];
      return { name, valid, required: w.includes("!") };
    });
}

/** Wrong-typed arguments: each is the wrong type for most parameters. */
const BAD_ARGS = ["'x'", "1.5", "none", "[1]", "{}", "-1", "nope", "true"];

/** Calls with parameter `i` set to `bad`, positionally and by keyword, the others valid. */
function badCalls(params: readonly Param[], i: number, bad: string): string[][] {
  const positional = params.slice(0, i + 1).map((p, j) => (j === i ? bad : p.valid));
  const keyword = params.flatMap((p, j) =>
    j < i ? [p.valid] : j === i ? [`${p.name}=${bad}`] : p.required ? [`${p.name}=${p.valid}`] : [],
  );
  return [positional, keyword];
}

/** Calls with the wrong number of arguments: one too many, an unknown keyword, a repeated one, none at all. */
function arityCalls(params: readonly Param[]): string[][] {
  const required = params.filter((p) => p.required).map((p) => p.valid);
  const calls = [
    [...params.map((p) => p.valid), "1"],
    [...required, "bogus=1"],
  ];
  const first = params[0];
  if (first !== undefined) calls.push([first.valid, `${first.name}=${first.valid}`]);
  if (required.length > 0) calls.push([]);
  return calls;
}

function filterCall(name: string, spec: FilterSpec, value: string, args: readonly string[]): string {
  const call = args.length === 0 ? name : `${name}(${args.join(", ")})`;
  return `{{ (${value})|${call}${spec.lazy === true ? "|list" : ""} }}`;
}

function* filters(): Generator<ErrorCase> {
  for (const [name, spec] of Object.entries(FILTERS)) {
    const family = `filter ${name}`;
    const params = parseParams(spec.params);
    const required = params.filter((p) => p.required).map((p) => p.valid);
    for (const v of OPERANDS) yield { family, template: withPrelude(filterCall(name, spec, v.expr, required), v) };
    for (let i = 0; i < params.length; i++) {
      for (const bad of BAD_ARGS) {
        const [positional, keyword] = badCalls(params, i, bad) as [string[], string[]];
        yield { family, template: filterCall(name, spec, "'a b'", positional) };
        yield { family, template: filterCall(name, spec, "[1, 2]", keyword) };
      }
    }
    if (spec.variadic !== true) {
      for (const args of arityCalls(params))
        yield { family: `${family} arity`, template: filterCall(name, spec, "'a'", args) };
    }
  }
  // The filters that name other filters and tests, and attribute paths.
  for (const e of [
    "[1]|map|list",
    "[1]|map(1)|list",
    "[1]|map('nope')|list",
    "[1]|map(attribute='a', x=1)|list",
    "[1]|map('int', 1, 2, 3)|list",
    "[1]|select(1)|list",
    "[1]|select('nope')|list",
    "[1]|select('odd', 1)|list",
    "[1]|selectattr|list",
    "[1]|selectattr('a', 'nope')|list",
    "[1]|rejectattr('a', 'odd', 2)|list",
    "[{'a': 1}]|selectattr('a', 'divisibleby')|list",
    "[1]|reject('lt')|list",
    "'%d'|format('x')",
    "'%s %s'|format(1)",
    "'%s'|format(1, x=2)",
    "'%(a)s'|format(1)",
    "'%q'|format(1)",
    "[{'a': 1}, {'a': 'b'}]|sort(attribute='a')",
    "[1, 'a']|sort",
    "[1, 'a']|max",
    "[1, 'a']|min",
    "[[1], 2]|unique|list",
    "[{}]|unique|list",
    "[1, 'a']|sum",
    "[1]|sum(start='a')",
    "['a']|sum",
    "[1]|sum(attribute='x')",
    "[[1], 'a']|sum",
    "{'a': 1, 'b': 'x'}|dictsort(by='value')",
    "[1]|groupby('a')",
    "[1, 'a']|groupby(0)",
    "{}|groupby('a')",
    "[1]|join(attribute='x.y')",
    "[none]|join(attribute='x')",
    "'x'|int(base=1)",
    "'x'|int(base=37)",
    "'x'|int(base='a')",
    "'a'|indent(1.5)",
    "'a'|indent(none)",
    "'a'|truncate(1)",
    "'a'|truncate(5, leeway=-1)",
    "'aaaaaaaaaaa'|truncate(3, end='x', leeway=0)",
    "'a'|round",
    "1|round(method='x')",
    "1|round(1.5)",
    "'a'|center(-1)",
    "1|filesizeformat",
    "'x'|filesizeformat",
    "{'a': 1}|tojson(indent='x')",
    "{1: 1}|tojson",
    "{(1,): 1}|tojson",
    "nope|tojson",
    "range(2)|tojson",
    "ns|tojson",
    "(1.5 * 1e308 * 10)|tojson",
    "1|attr(1)",
    "[1]|batch(0)|list",
    "[1]|batch(-1)|list",
    "[1]|slice(0)|list",
    "[1]|slice(-1)|list",
    "'abc'|replace('a', 'b', 'x')",
    "'abc'|replace(1, 2)",
    "'abc'|replace('a')",
    "1|items|list",
    "none|items|list",
    "[1]|items|list",
  ]) {
    yield { family: "filter specifics", template: `{% set ns = namespace(a=1) %}{{ ${e} }}` };
  }
  yield { family: "filter name", template: "{{ 1|nope }}" };
  yield { family: "filter name", template: "{% if true %}{{ 1|nope }}{% endif %}" };
  yield { family: "filter name", template: "{{ 1 is nope }}" };
  yield { family: "filter name", template: "{% if true %}{{ 1 is nope }}{% endif %}" };
  yield { family: "filter name", template: "{% if 1 is nope %}{% endif %}" };
  yield { family: "filter name", template: "{% filter nope %}x{% endfilter %}" };
}

/** A test's parameters after the value, as in jinja2's signature (see FilterSpec). */
const TESTS: Record<string, string> = {
  boolean: "",
  callable: "",
  defined: "",
  divisibleby: "num!3",
  escaped: "",
  even: "",
  false: "",
  filter: "",
  float: "",
  in: "seq![1]",
  integer: "",
  iterable: "",
  lower: "",
  mapping: "",
  none: "",
  number: "",
  odd: "",
  sameas: "other!1",
  sequence: "",
  string: "",
  test: "",
  true: "",
  undefined: "",
  upper: "",
  eq: "b!1",
  equalto: "b!1",
  ne: "b!1",
  lt: "b!1",
  lessthan: "b!1",
  le: "b!1",
  gt: "b!1",
  greaterthan: "b!1",
  ge: "b!1",
};

function* tests(): Generator<ErrorCase> {
  for (const [name, spec] of Object.entries(TESTS)) {
    const family = `test ${name}`;
    const params = parseParams(spec);
    const call = (value: string, args: readonly string[]) =>
      `{{ ${value} is ${name}${args.length === 0 ? "" : `(${args.join(", ")})`} }}`;
    const required = params.map((p) => p.valid);
    for (const v of OPERANDS) yield { family, template: withPrelude(call(v.expr, required), v) };
    for (let i = 0; i < params.length; i++) {
      for (const bad of BAD_ARGS)
        for (const args of badCalls(params, i, bad)) yield { family, template: call("3", args) };
    }
    for (const args of arityCalls(params)) yield { family: `${family} arity`, template: call("1", args) };
  }
}

/** Methods by receiver, with their parameters (Python's names, see FilterSpec). */
const METHODS: Record<string, Record<string, string>> = {
  "'a b'": {
    capitalize: "",
    casefold: "",
    center: "width!5 fillchar='_'",
    count: "sub!'a' start=0 end=none",
    endswith: "suffix!'a' start=0 end=none",
    expandtabs: "tabsize=8",
    find: "sub!'a' start=0 end=none",
    format: "",
    format_map: "mapping!{}",
    index: "sub!'a' start=0 end=none",
    isalnum: "",
    isalpha: "",
    isascii: "",
    isdecimal: "",
    isdigit: "",
    isidentifier: "",
    islower: "",
    isnumeric: "",
    isprintable: "",
    isspace: "",
    istitle: "",
    isupper: "",
    join: "iterable!['x']",
    ljust: "width!5 fillchar='_'",
    lower: "",
    lstrip: "chars=none",
    partition: "sep!'-'",
    removeprefix: "prefix!'a'",
    removesuffix: "suffix!'a'",
    replace: "old!'a' new!'b' count=-1",
    rfind: "sub!'a' start=0 end=none",
    rindex: "sub!'a' start=0 end=none",
    rjust: "width!5 fillchar='_'",
    rpartition: "sep!'-'",
    rsplit: "sep=none maxsplit=-1",
    rstrip: "chars=none",
    split: "sep=none maxsplit=-1",
    splitlines: "keepends=false",
    startswith: "prefix!'a' start=0 end=none",
    strip: "chars=none",
    swapcase: "",
    title: "",
    upper: "",
    zfill: "width!5",
  },
  "[1, 2]": { count: "value!1", index: "value!1 start=0 stop=9", copy: "" },
  "(1, 2)": { count: "value!1", index: "value!1 start=0 stop=9" },
  "{'a': 1}": { get: "key!'a' default=none", items: "", keys: "", values: "", copy: "" },
  "range(3)": { index: "value!1", count: "value!1" },
};

function* methods(): Generator<ErrorCase> {
  for (const [receiver, table] of Object.entries(METHODS)) {
    for (const [name, spec] of Object.entries(table)) {
      const family = `method ${name}`;
      const params = parseParams(spec);
      const call = (args: readonly string[], on = receiver) => `{{ ${on}.${name}(${args.join(", ")}) }}`;
      for (let i = 0; i < params.length; i++) {
        for (const bad of BAD_ARGS) for (const args of badCalls(params, i, bad)) yield { family, template: call(args) };
      }
      for (const args of arityCalls(params)) yield { family: `${family} arity`, template: call(args) };
      if (receiver === "'a b'" && params.length > 0) {
        yield {
          family: `${family} markup`,
          template: call(
            params.map((p) => p.valid),
            "('a b'|safe)",
          ),
        };
        yield { family: `${family} markup`, template: call([...params.map((p) => p.valid), "1"], "('a b'|safe)") };
      }
    }
  }
  for (const e of [
    "'a'.join([1])",
    "'a'.join(1)",
    "'a'.join(['b', none])",
    "'{0}'.format()",
    "'{a}'.format()",
    "'{'.format()",
    "'}'.format()",
    "'{0:d}'.format('a')",
    "'{0:x}'.format(1.5)",
    "'{0.x}'.format(1)",
    "'{0[1]}'.format([])",
    "'{0!z}'.format(1)",
    "'{:q}'.format(1)",
    "'{0:,s}'.format('a')",
    "'{}{0}'.format(1, 2)",
    "'%d' % 'x'",
    "'%s %s' % 1",
    "'%s' % (1, 2)",
    "'%(a)s' % 1",
    "'%(a)s' % {}",
    "'%z' % 1",
    "'%c' % 'ab'",
    "'%c' % 1.5",
    "'%x' % 1.5",
    "'%' % ()",
    "'a'.format_map(1)",
    "'{a}'.format_map({})",
    "'a'.center(3, 'xy')",
    "'a'.center(3, 1)",
    "'a'.split('')",
    "'a'.rsplit('')",
    "'a'.partition('')",
    "'a'.index('z')",
    "'a'.rindex('z')",
    "[1].index(5)",
    "(1,).index(5)",
    "[1].index(1, 'a')",
    "'a'.startswith(['a'])",
    "'a'.startswith(('a', 1))",
    "'a'.endswith((1,))",
    "'a'.count('a', 'x')",
    "'a'.expandtabs(1.5)",
    "'a'.splitlines('x')",
    "'a'.zfill(1.5)",
    "{'a': 1}.get([1])",
    "{'a': 1}.get({})",
    "[1].count()",
    "[1].count(1, 2)",
    "'a'.strip('a', 'b')",
    "range(3).index(5)",
    "range(3).index('a')",
    "range(3).start.x.y",
    "cycler(1, 2).items()",
  ]) {
    yield { family: "method specifics", template: out(e) };
  }
}

function* globals(): Generator<ErrorCase> {
  for (const e of [
    "range()",
    "range('a')",
    "range(1.5)",
    "range(1, 'a')",
    "range(1, 2, 0)",
    "range(1, 2, 3, 4)",
    "range(x=1)",
    "range(none)",
    "range(nope)",
    "range([1])",
    "range(1, 2, 1.5)",
    "dict(1)",
    "dict([1])",
    "dict([[1, 2, 3]])",
    "dict(['ab', 'c'])",
    "dict(1, 2)",
    "dict({}, {})",
    "dict(nope)",
    "dict([nope])",
    "namespace(1)",
    "namespace([1])",
    "namespace({1: 2})",
    "namespace(1, 2)",
    "cycler()",
    "joiner(1, 2)",
    "joiner(x=1)",
    "raise_exception()",
    "raise_exception(1, 2)",
    "raise_exception(x=1)",
    "strftime_now()",
    "strftime_now(1)",
    "strftime_now('%Y', 1)",
    "strftime_now(format='%Y')",
    "strftime_now(x=1)",
    "nope()",
    "nope(1)",
    "range(2).x()",
    "namespace(x=1, **{1: 2})",
    "dict(**1)",
    "range(*1)",
    "range(*nope)",
  ]) {
    yield { family: "global", template: out(e) };
  }
}

/** Values as a caller passes them (JSON-like): what the operations above see through variables. */
const CONTEXT: Record<string, unknown> = {
  d: { a: 1, items: "shadowed" },
  l: [1, 2],
  s: "a b",
  i: 1,
  f: 1.5,
  n: null,
  b: true,
  nested: { x: { y: [1, { z: "deep" }] } },
};

function* contextValues(): Generator<ErrorCase> {
  const operations = [
    "$.get()",
    "$.get([1])",
    "$.items(1)",
    "$.keys(x=1)",
    "$.x.y",
    "$['x'].y",
    "$[0].y",
    "$.a.y",
    "$ + 1",
    "1 - $",
    "$ * 'a'",
    "$ < 1",
    "1 in $",
    "$|dictsort",
    "$|sort('x')",
    "$|attr(1)",
    "$|length(1)",
    "$|first(1)",
    "$.append(1)",
    "$.update()",
    "$.pop()",
    "$.copy(1)",
    "$()",
    "$.split(1)",
    "$.x.y.z",
    "$|join(1, 2, 3)",
    "$.index(5)",
    "$.count()",
    "$|tojson(indent='x')",
    "$|sum",
    "$|max",
    "-$",
    "$|int(1, 2, 3)",
  ];
  for (const name of Object.keys(CONTEXT)) {
    for (const op of operations) {
      yield { family: "context value", template: `{{ ${op.replace("$", name)} }}`, context: CONTEXT };
    }
    yield { family: "context value", template: `{% for a, b in ${name} %}{% endfor %}`, context: CONTEXT };
    yield { family: "context value", template: `{% for a, b in [${name}] %}{% endfor %}`, context: CONTEXT };
  }
  // A loop filter meets a failing item only when the loop gets to it (or never, after a break).
  const loops = { xs: [{ a: 2 }, { a: "s" }], pairs: [[1, 2], 3] };
  for (const body of ["{{ x.a }}{% break %}", "{{ x.a }}", "{{ 1 / 0 }}", "{{ loop.length }}", "{{ loop.last }}"]) {
    yield { family: "loop filter", template: `{% for x in xs if x.a > 1 %}${body}{% endfor %}`, context: loops };
  }
  yield {
    family: "loop filter",
    template: "{% for a, b in pairs if a %}{{ a }}{% break %}{% endfor %}",
    context: loops,
  };
  yield { family: "loop filter", template: "{% for a, b in pairs if a %}{{ a }}{% endfor %}", context: loops };
  // jinja2 writes a folded negative base into its Python, where it binds looser than **.
  for (const base of ["-2", "(1 - 3)", "-2.5", "-true"]) {
    yield { family: "folded power", template: `{{ ${base} ** i }}`, context: CONTEXT };
    yield { family: "folded power", template: `{{ ${base} ** s }}`, context: CONTEXT };
  }
  // reverse turns a TypeError met while it lists a generator into its own error.
  for (const e of [
    "(1|unique)|reverse",
    "(1|batch(2))|reverse",
    "(l|map('upper', 1))|reverse",
    "(l|map('nope'))|reverse",
  ]) {
    yield { family: "filter specifics", template: `{{ ${e} }}`, context: CONTEXT };
  }
  yield { family: "context value", template: "{{ nested.x.y[1].z.w.q }}", context: CONTEXT };
  yield { family: "context value", template: "{{ nested.x.y[5].z }}", context: CONTEXT };
  yield { family: "context value", template: "{{ nested['x']['q'].z }}", context: CONTEXT };
}

/** The whole matrix, in a stable order, each template once. */
export function errorCases(): ErrorCase[] {
  const all = [
    ...binaryOperators(),
    ...unaryOperators(),
    ...comparisons(),
    ...subscripts(),
    ...attributes(),
    ...unpacking(),
    ...filters(),
    ...tests(),
    ...methods(),
    ...globals(),
    ...contextValues(),
  ];
  const seen = new Set<string>();
  return all.filter((c) => !seen.has(c.template) && seen.add(c.template));
}

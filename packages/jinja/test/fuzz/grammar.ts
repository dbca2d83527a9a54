/**
 * fast-check arbitraries for random templates and contexts: expressions, statements and whitespace
 * control drawn from the constructs chat templates use, so generated cases exercise real semantics.
 */

import fc from "fast-check";

/** A context every generated template may read (all JSON, like chat-template contexts). */
export const FUZZ_CONTEXT: Record<string, unknown> = {
  s: "Hello, World",
  x: "X",
  e: "",
  w: "  spaced out \n",
  q: 'it\'s "quoted" <b>&',
  uni: "ünï 日本 🙂",
  i: 7,
  z: 0,
  neg: -3,
  f: 2.5,
  g: 0.1,
  t: true,
  no: false,
  n: null,
  xs: [3, 1, 2],
  strs: ["b", "A", "c"],
  empty: [],
  d: { b: 2, a: 1, "key with space": "v" },
  ed: {},
  m: [
    { role: "system", content: "Be brief." },
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Yo", tool_calls: [{ function: { name: "f", arguments: { x: 1 } } }] },
  ],
  nested: { a: { b: [1, { c: "deep" }] } },
};

const VARIABLES = [...Object.keys(FUZZ_CONTEXT), "missing"];

const STRINGS = [
  "",
  "a",
  "Ab c",
  "x,y,,z",
  " pad ",
  "é",
  "日本",
  "it's",
  'say "hi"',
  "a\\nb",
  "{{x}}",
  "<tag>",
  "%s",
  "{}",
  "0",
  "12",
  "-4",
];
const INTS = [-3, -1, 0, 1, 2, 3, 7, 10, 255];
const FLOATS = ["0.5", "1.0", "2.25", "-1.5", "1e-5", "1e16", "0.1", "3.0"];

const quote = (s: string) => `'${s.replace(/'/g, "\\'")}'`;

export const atom: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...VARIABLES) },
  { weight: 2, arbitrary: fc.constantFrom(...STRINGS).map(quote) },
  { weight: 2, arbitrary: fc.constantFrom(...INTS).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...FLOATS) },
  { weight: 1, arbitrary: fc.constantFrom("none", "true", "false", "None", "True", "[]", "{}", "()") },
);

const FILTERS_NO_ARGS = [
  "length",
  "count",
  "list",
  "first",
  "last",
  "lower",
  "upper",
  "title",
  "capitalize",
  "trim",
  "string",
  "tojson",
  "int",
  "float",
  "abs",
  "sort",
  "unique",
  "reverse",
  "join",
  "sum",
  "max",
  "min",
  "wordcount",
  "items",
  "dictsort",
  "escape",
  "safe",
  "round",
  "center",
];

const methodCall = (recv: string): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(
        "strip()",
        "upper()",
        "lower()",
        "title()",
        "split()",
        "split(',')",
        "splitlines()",
        "capitalize()",
        "isdigit()",
        "lstrip('H')",
      ),
      fc.constantFrom(
        "startswith('H')",
        "endswith(('d', 'x'))",
        "replace('l', 'L')",
        "replace('l', '', 1)",
        "find('o')",
        "count('l')",
        "rsplit(' ', 1)",
      ),
      fc.constantFrom(
        "get('a')",
        "get('zz', 5)",
        "items()",
        "keys()",
        "values()",
        "index(1)",
        "count(1)",
        "format(1, 2)",
        "join(['p', 'q'])",
        "zfill(4)",
      ),
    )
    .map((m) => `${recv}.${m}`);

export const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => {
  const sub = tie("expr");
  return {
    expr: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: atom },
      { weight: 1, arbitrary: fc.array(sub, { maxLength: 3 }).map((xs) => `[${xs.join(", ")}]`) },
      { weight: 1, arbitrary: fc.tuple(sub, sub).map(([a, b]) => `(${a}, ${b})`) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(fc.constantFrom("'k'", "'a'", "1", "'z'"), sub), { maxLength: 3 })
          .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(", ")}}`),
      },
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            sub,
            fc.constantFrom(
              "+",
              "-",
              "*",
              "/",
              "//",
              "%",
              "~",
              "and",
              "or",
              "==",
              "!=",
              "<",
              "<=",
              ">",
              ">=",
              "in",
              "not in",
            ),
            sub,
          )
          .map(([a, op, b]) => `(${a} ${op} ${b})`),
      },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom("not ", "-"), sub).map(([op, a]) => `(${op}${a})`) },
      { weight: 3, arbitrary: fc.tuple(sub, fc.constantFrom(...FILTERS_NO_ARGS)).map(([a, f]) => `(${a}|${f})`) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            sub,
            fc.constantFrom(
              "default('dflt')",
              "default(0, true)",
              "join(', ')",
              "replace('a', 'b')",
              "truncate(5, true)",
              "indent(2)",
              "map('upper')|list",
              "select('odd')|list",
              "reject('none')|list",
              "selectattr('role', 'eq', 'user')|list",
              "map(attribute='role')|list",
              "batch(2)|list",
              "slice(2)|list",
              "tojson(indent=2)",
              "tojson(sort_keys=true)",
              "format(1)",
              "sort(reverse=true)",
              "groupby('role')|list",
              "round(1)",
              "int(-1)",
              "center(9)",
              "attr('role')",
              "first",
              "trim('H')",
              "unique|list",
              "reverse|list",
            ),
          )
          .map(([a, f]) => `(${a}|${f})`),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            sub,
            fc.constantFrom(
              "defined",
              "undefined",
              "none",
              "string",
              "number",
              "integer",
              "float",
              "mapping",
              "iterable",
              "sequence",
              "boolean",
              "true",
              "false",
              "odd",
              "even",
              "divisibleby 3",
              "eq 1",
              "ne 'a'",
              "lt 5",
              "in [1, 'a']",
              "lower",
              "upper",
              "callable",
              "sameas none",
            ),
            fc.boolean(),
          )
          .map(([a, t, neg]) => `(${a} is ${neg ? "not " : ""}${t})`),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(sub, fc.constantFrom("role", "content", "a", "b", "c", "0", "missing", "items", "upper"))
          .map(([a, k]) => `${a}.${k}`),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            sub,
            fc.constantFrom("0", "1", "-1", "'a'", "'role'", "'content'", "1:", ":-1", "::-1", "1:3", "::2", "'b'"),
          )
          .map(([a, k]) => `${a}[${k}]`),
      },
      { weight: 1, arbitrary: fc.tuple(sub, sub, sub).map(([a, c, b]) => `(${a} if ${c} else ${b})`) },
      { weight: 1, arbitrary: fc.tuple(sub, sub).map(([a, c]) => `(${a} if ${c})`) },
      { weight: 2, arbitrary: sub.chain(methodCall) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "range(3)|list",
          "range(1, 7, 2)|list",
          "namespace(a=1).a",
          "dict(a=1, b=[2])",
          "(range(4)|list)[1:]",
        ),
      },
    ),
  };
}).expr;

const TEXTS = ["", "x", " ", "\n", "  \n  ", "\t", "line\n", "\n\n", " a b ", "é"];

/** A tag opener/closer with random whitespace control. */
const open = fc.constantFrom("{%", "{%-", "{%+");
const close = fc.constantFrom("%}", "-%}", "+%}");
const outOpen = fc.constantFrom("{{", "{{-");
const outClose = fc.constantFrom("}}", "-}}");
const text = fc.constantFrom(...TEXTS);

export const statement: fc.Arbitrary<string> = fc.letrec<{ stmt: string; body: string }>((tie) => {
  const body = tie("body");
  return {
    body: fc.array(tie("stmt"), { maxLength: 3 }).map((xs) => xs.join("")),
    stmt: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 3, arbitrary: text },
      { weight: 4, arbitrary: fc.tuple(outOpen, expression, outClose).map(([o, e, c]) => `${o} ${e} ${c}`) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(open, expression, close, body, fc.option(body), open, close, text)
          .map(
            ([o, e, c, b, els, o2, c2, t]) =>
              `${o} if ${e} ${c}${b}${els === null ? "" : `${o2} else ${c2}${t}${els}`}${o2} endif ${c2}`,
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            open,
            fc.constantFrom("x", "k, v", "item"),
            expression,
            fc.option(expression),
            close,
            body,
            fc.boolean(),
            open,
            close,
          )
          .map(
            ([o, target, iter, cond, c, b, withElse, o2, c2]) =>
              `${o} for ${target} in ${iter}${cond === null ? "" : ` if ${cond}`} ${c}${b}{{ loop.index }}${withElse ? `${o2} else ${c2}E` : ""}${o2} endfor ${c2}`,
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(open, fc.constantFrom("x", "y", "s", "a, b", "ns.v"), expression, close)
          .map(([o, t, e, c]) => `${o} set ns = namespace(v=0) ${c}${o} set ${t} = ${e} ${c}`),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(open, close, body).map(([o, c, b]) => `${o} set blk ${c}${b}${o} endset ${c}{{ blk }}`),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(body, expression)
          .map(
            ([b, arg]) =>
              `{% macro mac(p, q='dq') %}[{{ p }}|{{ q }}]${b}{% endmacro %}{{ mac(${arg}) }}{{ mac(1, q=2) }}`,
          ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(open, close, body).map(([o, c, b]) => `${o} filter upper ${c}${b}${o} endfilter ${c}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "{# comment #}",
          "{#- c -#}",
          "{% raw %}{{ raw }}{% endraw %}",
          "{% generation %}g{% endgeneration %}",
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom("{% break %}", "{% continue %}")
          .map((s) => `{% for b in [1, 2] %}${s}{{ b }}{% endfor %}`),
      },
    ),
  };
}).stmt;

/** Whole templates: a few statements with text between them. */
export const template: fc.Arbitrary<string> = fc
  .array(statement, { minLength: 1, maxLength: 4 })
  .map((xs) => xs.join(""));

// ---- chat-template-shaped templates over random conversations ----

const ROLES = ["system", "user", "assistant", "tool", "developer"];
const CONTENTS = [
  "Hi",
  "",
  "  padded  ",
  "multi\nline",
  "<think>r</think>answer",
  'it\'s "q"',
  "{{x}}",
  "ünï 🙂",
  "a</s>b",
];

const toolCall = fc.record({
  id: fc.constantFrom("call_1", "abc123XYZ"),
  type: fc.constant("function"),
  function: fc.record({
    name: fc.constantFrom("get_weather", "search"),
    arguments: fc.oneof(
      fc.constant({ city: "Paris", days: 2, ratio: 0.5, flag: true, none: null }),
      fc.constant('{"q": "x"}'),
    ),
  }),
});

const content = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONTENTS) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant([{ type: "image" }, { type: "text", text: "look" }]) },
);

export const conversation: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    messages: fc.array(
      fc.record(
        {
          role: fc.constantFrom(...ROLES),
          content,
          tool_calls: fc.array(toolCall, { maxLength: 2 }),
          reasoning_content: fc.constantFrom("why", ""),
        },
        { requiredKeys: ["role", "content"] },
      ),
      { maxLength: 5 },
    ),
    add_generation_prompt: fc.boolean(),
    bos_token: fc.constantFrom("<s>", "", "<|begin_of_text|>"),
    eos_token: fc.constantFrom("</s>", ""),
    tools: fc.constantFrom(
      [
        {
          type: "function",
          function: {
            name: "get_weather",
            description: "Weather.",
            parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
          },
        },
      ],
      [],
    ),
    enable_thinking: fc.boolean(),
  },
  { requiredKeys: ["messages"] },
);

const chatPiece = fc.constantFrom(
  "{{ bos_token }}",
  "{% if messages[0]['role'] == 'system' %}{% set sys = messages[0]['content'] %}{% set loop_messages = messages[1:] %}{% else %}{% set sys = none %}{% set loop_messages = messages %}{% endif %}{{ sys }}|{{ loop_messages|length }}",
  "{% for message in messages %}{% if message['role'] == 'user' %}{{ '[INST] ' + message['content'] + ' [/INST]' }}{% elif message['role'] == 'assistant' %}{{ message['content'] + eos_token }}{% endif %}{% endfor %}",
  "{%- for message in messages %}\n<|{{ message.role }}|>\n{{ message.content | trim }}{% if not loop.last %}\n{% endif %}\n{%- endfor %}",
  "{% for m in messages %}{% if m.content is string %}{{ m.content }}{% else %}{% for c in m.content %}{% if c.type == 'text' %}{{ c.text }}{% else %}<img>{% endif %}{% endfor %}{% endif %}{% endfor %}",
  "{% for m in messages %}{% if m.tool_calls %}{% for tc in m.tool_calls %}{% set f = tc.function if tc.function is defined else tc %}{{ f.name }}({{ f.arguments if f.arguments is string else f.arguments|tojson }}){% endfor %}{% endif %}{% endfor %}",
  "{% set ns = namespace(last_user=-1) %}{% for m in messages %}{% if m.role == 'user' %}{% set ns.last_user = loop.index0 %}{% endif %}{% endfor %}{{ ns.last_user }}",
  "{% for m in messages|selectattr('role', 'equalto', 'user') %}{{ loop.index }}:{{ m.content }};{% endfor %}",
  "{% if tools %}{% for t in tools %}{{ t | tojson(indent=2) }}{% endfor %}{% endif %}",
  "{% for m in messages %}{% if m.role == 'assistant' and m.content is string and '</think>' in m.content %}{{ m.content.split('</think>')[-1].lstrip('\\n') }}{% endif %}{% endfor %}",
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% if enable_thinking is defined and not enable_thinking %}<think>\\n\\n</think>\\n\\n{% endif %}{% endif %}",
  "{% for m in messages %}{% if (m.role == 'user') != (loop.index0 % 2 == 0) %}{{ raise_exception('alternate') }}{% endif %}{% endfor %}",
  "{{ messages|map(attribute='role')|join(',') }}|{{ messages|rejectattr('content')|list|length }}",
  "{% for m in messages %}{{ m.reasoning_content|default('') }}{{ m.content|string|length }}{% endfor %}",
  "{{ (messages|last).role if messages else 'none' }}",
  "{% for m in messages %}{{- m.role|capitalize -}}: {{ m.content if m.content is not none else '' }}\n{% endfor %}",
);

/** Templates assembled from fragments real chat templates use, with random whitespace between them. */
export const chatTemplate: fc.Arbitrary<string> = fc
  .array(fc.tuple(chatPiece, fc.constantFrom("", "\n", "  \n", "\n\n")), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([piece, gap]) => piece + gap).join(""));

// ---- scoping: assignments and reads across loops, macros, call/filter/set/with blocks ----

const scopedName = fc.constantFrom("x", "y", "i");

/** Templates that read and assign a few names across frames, where jinja2's scoping rules decide the output. */
export const scopedTemplate: fc.Arbitrary<string> = fc.letrec<{ stmt: string; body: string }>((tie) => {
  const body = tie("body");
  return {
    body: fc.array(tie("stmt"), { maxLength: 3 }).map((xs) => xs.join("")),
    stmt: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scopedName.map((n) => `{{ ${n} }}`),
      fc.tuple(scopedName, scopedName).map(([a, b]) => `{% set ${a} = ${b} ~ '${a}' %}`),
      fc.tuple(scopedName, body).map(([a, b]) => `{% for ${a} in [1, 2] %}${b}{% endfor %}`),
      fc.tuple(scopedName, body, body).map(([a, b, c]) => `{% if ${a} is defined %}${b}{% else %}${c}{% endif %}`),
      fc.tuple(body, scopedName).map(([b, a]) => `{% macro m(p=${a}) %}[{{ p }}${b}]{% endmacro %}{{ m() }}`),
      body.map((b) => `{% macro w() %}<{{ caller() }}>{% endmacro %}{% call w() %}${b}{% endcall %}`),
      body.map((b) => `{% filter upper %}${b}{% endfilter %}`),
      fc.tuple(scopedName, body).map(([a, b]) => `{% with ${a} = 'w' %}${b}{% endwith %}`),
      fc.tuple(scopedName, body).map(([a, b]) => `{% set ${a} %}${b}{% endset %}{{ ${a} }}`),
      body.map((b) => `{% for q in [1, 2] %}{% if loop.first %}{% continue %}{% endif %}${b}{% else %}E{% endfor %}`),
    ),
  };
}).body;

// ---- number and string formatting: format specs, printf conversions, rounding ----

const formatValue = fc.constantFrom(
  "0",
  "1",
  "-1",
  "7",
  "255",
  "3.14159",
  "-2.5",
  "0.5",
  "1e16",
  "1e-7",
  "2.675",
  "0.125",
  "123456.789",
  "'abc'",
  "'é日'",
  "true",
  "none",
  "[1, 2]",
  "1.0",
  "100.0",
  "-0.0",
  "0.000123",
);
const formatSpec = fc
  .tuple(
    fc.constantFrom("", "<", ">", "^", "=", "*<", "0>", "_^"),
    fc.constantFrom("", "+", "-", " "),
    fc.constantFrom("", "#"),
    fc.constantFrom("", "0"),
    fc.constantFrom("", "1", "5", "10"),
    fc.constantFrom("", ",", "_"),
    fc.constantFrom("", ".0", ".1", ".2", ".3", ".10"),
    fc.constantFrom("", "d", "f", "F", "e", "E", "g", "G", "%", "x", "X", "o", "b", "s", "c", "n"),
  )
  .map((p) => p.join(""));
const percentSpec = fc
  .tuple(
    fc.constantFrom("", "-", "+", " ", "0", "#", "-0"),
    fc.constantFrom("", "1", "6", "12"),
    fc.constantFrom("", ".0", ".2", ".5"),
    fc.constantFrom("s", "r", "d", "i", "f", "F", "e", "E", "g", "G", "x", "X", "o", "c", "a"),
  )
  .map((p) => "%" + p.join(""));

/** `'{spec}'.format(v)`, `'%spec' % v`, the format/round/int/float filters, and the arithmetic operators (no `**`: C's pow and JavaScript's differ in the last digit). */
export const formatting: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(formatSpec, formatValue).map(([s, v]) => `{{ '{:${s}}'.format(${v}) }}`),
  fc.tuple(percentSpec, formatValue).map(([s, v]) => `{{ '${s}' % ${v} }}`),
  fc.tuple(percentSpec, formatValue).map(([s, v]) => `{{ '${s}'|format(${v}) }}`),
  fc
    .tuple(
      formatValue,
      fc.constantFrom(
        "round",
        "round(1)",
        "round(2)",
        "round(0, 'floor')",
        "round(1, 'ceil')",
        "int",
        "float",
        "string",
        "abs",
        "tojson",
      ),
    )
    .map(([v, f]) => `{{ ${v}|${f} }}`),
  fc
    .tuple(formatValue, formatValue, fc.constantFrom("+", "-", "*", "/", "//", "%"))
    .map(([a, b, op]) => `{{ ${a} ${op} ${b} }}`),
);

// ---- string methods and filters on awkward text (Unicode case rules, Python whitespace, astral characters) ----

const awkwardText = fc.constantFrom(
  "''",
  "'a'",
  "'  Hello World  '",
  "'a,b,,c'",
  "'ß straße'",
  "'ǆ ǳ'",
  "'ΣΑΣ σ'",
  "'İstanbul'",
  "'x\\ty\\nz'",
  "'\\u00a0pad\\u3000'",
  "'🙂 emoji 🙂'",
  "'they\\'re bill\\'s'",
  "'hello-world_foo'",
  "'1,234'",
  "'٣٤'",
  "'²'",
  "'ABC'",
  "'aBc'",
  "'\\x85x\\x1c'",
  "'line1\\r\\nline2\\u2028line3'",
  "'\\ufeffbom'",
);
const textArg = fc.constantFrom(
  "",
  "' '",
  "','",
  "'a'",
  "'l'",
  "None",
  "1",
  "-1",
  "2",
  "0",
  "'ab'",
  "('a', 'H')",
  "10",
  "'*'",
  "'🙂'",
);
const strMethod = fc.constantFrom(
  "strip",
  "lstrip",
  "rstrip",
  "split",
  "rsplit",
  "splitlines",
  "startswith",
  "endswith",
  "upper",
  "lower",
  "title",
  "capitalize",
  "swapcase",
  "casefold",
  "replace",
  "count",
  "find",
  "rfind",
  "index",
  "isdigit",
  "isdecimal",
  "isnumeric",
  "isalpha",
  "isalnum",
  "isspace",
  "isupper",
  "islower",
  "istitle",
  "isidentifier",
  "center",
  "ljust",
  "rjust",
  "zfill",
  "partition",
  "rpartition",
  "removeprefix",
  "removesuffix",
  "expandtabs",
  "join",
);
const textFilter = fc.constantFrom(
  "upper",
  "lower",
  "title",
  "capitalize",
  "trim",
  "length",
  "wordcount",
  "reverse|join",
  "list",
  "center(12)",
  "truncate(5)",
  "indent(2)",
  "first",
  "last",
  "tojson",
  "string",
  "escape",
  "replace('a', 'X')",
);

/** Python string methods and text filters over strings where JavaScript's own behaviour differs. */
export const strings: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(text, strMethod, fc.array(textArg, { maxLength: 2 }))
    .map(([s, m, a]) => `{{ ${s}.${m}(${a.filter(Boolean).join(", ")}) }}`),
  fc.tuple(awkwardText, textFilter).map(([s, f]) => `{{ ${s}|${f} }}`),
  fc
    .tuple(awkwardText, awkwardText, fc.constantFrom("<", "==", "in", "+", "~"))
    .map(([a, b, op]) => `{{ ${a} ${op} ${b} }}`),
  fc
    .tuple(text, fc.constantFrom("[0]", "[-1]", "[1:3]", "[::-1]", "[::2]", "|length", "[2:]"))
    .map(([s, x]) => `{{ ${s}${x} }}`),
  awkwardText.map((s) => `{{ [${s}] }}{{ {${s}: ${s}} }}`),
);

// ---- filters with their arguments over values of every type ----

const filterOperand = fc.constantFrom(
  "[3, 1, 2]",
  "['b', 'A', 'c', 'a']",
  "[]",
  "[1.5, 2, 0.5]",
  "[{'n': 2, 'g': 'x'}, {'n': 1, 'g': 'y'}, {'n': 3, 'g': 'x'}]",
  "{'b': 2, 'a': 1, 'C': 3}",
  "{}",
  "'hello world'",
  "''",
  "none",
  "undefined_thing",
  "42",
  "-2.5",
  "true",
  "[[1, 2], [3]]",
  "[none, 0, '', 'x']",
  "('t', 'u')",
  "range(5)",
  "[1, 'a']",
  "{'k': [1, {'d': none}]}",
);
const filterWithArgs = fc.constantFrom(
  "sort",
  "sort(reverse=true)",
  "sort(attribute='n')",
  "sort(attribute='g,n')",
  "sort(case_sensitive=true)",
  "dictsort",
  "dictsort(by='value')",
  "dictsort(reverse=true)",
  "groupby('g')|list",
  "groupby('g')|map(attribute='grouper')|list",
  "map('string')|list",
  "map(attribute='n')|list",
  "map(attribute='n', default=0)|list",
  "map('upper')|list",
  "select|list",
  "select('odd')|list",
  "select('string')|list",
  "reject('none')|list",
  "selectattr('n')|list",
  "selectattr('n', 'gt', 1)|list",
  "rejectattr('g', 'eq', 'x')|list",
  "unique|list",
  "unique(attribute='g')|list",
  "batch(2)|list",
  "batch(2, '-')|list",
  "slice(2)|list",
  "slice(2, 0)|list",
  "sum",
  "sum(attribute='n')",
  "sum(start=10)",
  "min",
  "max",
  "min(attribute='n')",
  "max(case_sensitive=true)",
  "join",
  "join(', ')",
  "join('|', attribute='n')",
  "default('d')",
  "default('d', true)",
  "d",
  "tojson",
  "tojson(indent=2)",
  "tojson(sort_keys=true)",
  "tojson(separators=(',', ':'))",
  "tojson(ensure_ascii=true)",
  "indent",
  "indent(2, true)",
  "indent('>', blank=true)",
  "first",
  "last",
  "length",
  "count",
  "list",
  "reverse|list",
  "string",
  "int",
  "float",
  "abs",
  "round",
  "items|list",
  "attr('n')",
  "capitalize",
  "title",
  "trim",
  "truncate(4)",
  "center(8)",
  "wordcount",
  "escape",
  "safe",
  "upper",
  "lower",
  "format(1)",
  "replace('l', 'L')",
  "filesizeformat",
  "striptags",
);

/** Every filter, with typical arguments, on operands of every type (errors must match too). */
export const filters: fc.Arbitrary<string> = fc.tuple(filterOperand, filterWithArgs).map(([v, f]) => `{{ ${v}|${f} }}`);

// ---- whitespace control: every tag form with `-`/`+`, text of spaces, tabs, newlines (CRLF too) ----

const layout = fc.constantFrom(
  "",
  " ",
  "  ",
  "\n",
  "\n  ",
  "  \n",
  "\t",
  "\n\n",
  " \n \n ",
  "\r\n",
  "x",
  "x\n",
  "\u00a0",
  "\u3000\n",
);
const layoutPiece = fc.oneof(
  layout,
  fc.tuple(open, close).map(([o, c]) => `${o} if true ${c}A${o} endif ${c}`),
  fc.tuple(fc.constantFrom("{{", "{{-", "{{+"), fc.constantFrom("}}", "-}}")).map(([o, c]) => `${o} 'v' ${c}`),
  fc.tuple(fc.constantFrom("{#", "{#-", "{#+"), fc.constantFrom("#}", "-#}", "+#}")).map(([o, c]) => `${o} c ${c}`),
  fc
    .tuple(open, fc.constantFrom("%}", "-%}"), open, close)
    .map(([o, c, o2, c2]) => `${o} raw ${c} r {{x}} ${o2} endraw ${c2}`),
  fc.tuple(open, close).map(([o, c]) => `${o} for i in [1, 2] ${c}\n  {{ i }}\n${o} endfor ${c}`),
  fc.tuple(open, close).map(([o, c]) => `${o} set z = 1 ${c}`),
);

/** Layout-heavy templates, where trim_blocks, lstrip_blocks and the `-`/`+` markers decide every character. */
export const whitespace: fc.Arbitrary<string> = fc
  .array(layoutPiece, { minLength: 1, maxLength: 8 })
  .map((xs) => xs.join(""));

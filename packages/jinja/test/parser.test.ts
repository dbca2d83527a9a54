import { describe, expect, it } from "vitest";
import { Template, TemplateSyntaxError, parse, tokenize, type AST } from "../src/index.js";

/** An expression as a fully parenthesised s-expression, to read precedence off. */
function shape(e: AST.Expression): string {
  switch (e.type) {
    case "Const":
      return JSON.stringify(e.value);
    case "Name":
      return e.name;
    case "Binary":
      return `(${e.op} ${shape(e.left)} ${shape(e.right)})`;
    case "Logical":
      return `(${e.op} ${shape(e.left)} ${shape(e.right)})`;
    case "Unary":
      return `(${e.op} ${shape(e.operand)})`;
    case "Concat":
      return `(~ ${e.parts.map(shape).join(" ")})`;
    case "Compare":
      return `(cmp ${shape(e.left)} ${e.ops.map((o) => `${o.op} ${shape(o.right)}`).join(" ")})`;
    case "Filter":
      return `(|${e.name} ${[e.operand, ...e.args].map(shape).join(" ")})`;
    case "Test":
      return `(is${e.negated ? "-not" : ""}-${e.name} ${[e.operand, ...e.args].map(shape).join(" ")})`;
    case "Conditional":
      return `(if ${shape(e.test)} ${shape(e.then)} ${e.orelse ? shape(e.orelse) : "_"})`;
    case "Getattr":
      return `(. ${shape(e.object)} ${e.name})`;
    case "Getitem":
      return `([] ${shape(e.object)} ${shape(e.index)})`;
    case "Slice":
      return `(: ${[e.start, e.stop, e.step].map((x) => (x ? shape(x) : "_")).join(" ")})`;
    case "Call":
      return `(call ${shape(e.callee)}${e.args.map((a) => " " + shape(a)).join("")}${e.kwargs.map((k) => ` ${k.name}=${shape(k.value)}`).join("")})`;
    case "List":
      return `[${e.items.map(shape).join(" ")}]`;
    case "Tuple":
      return `(tuple ${e.items.map(shape).join(" ")})`;
    case "Dict":
      return `{${e.keys.map((k, i) => `${shape(k)}: ${shape(e.values[i] as AST.Expression)}`).join(", ")}}`;
    case "NamespaceRef":
      return `${e.name}.${e.attr}`;
  }
}

function expressionOf(source: string): string {
  const program = parse(tokenize(`{{ ${source} }}`));
  const output = program.body[0];
  if (output?.type !== "Output") throw new Error("expected an output node");
  return shape(output.expr);
}

describe("parse: operator precedence and associativity (jinja2's grammar)", () => {
  it.each([
    ["1 + 2 * 3", "(+ 1 (* 2 3))"],
    ["1 - 2 - 3", "(- (- 1 2) 3)"],
    ["2 ** 3 ** 2", "(** (** 2 3) 2)"],
    ["-2 ** 2", "(** (- 2) 2)"],
    ["a ~ b + c", "(+ (~ a b) c)"],
    ["a + b ~ c", "(+ a (~ b c))"],
    ["a * b ~ c", "(~ (* a b) c)"],
    ["not a == b", "(not (cmp a == b))"],
    ["a or b and c", "(or a (and b c))"],
    ["not a or b", "(or (not a) b)"],
    ["a < b <= c", "(cmp a < b <= c)"],
    ["a not in b", "(cmp a not in b)"],
    ["-x | abs", "(|abs (- x))"],
    ["a + b | f", "(+ a (|f b))"],
    ["a + b is defined", "(+ a (is-defined b))"],
    ["not x is defined", "(not (is-defined x))"],
    ["x is not none", "(is-not-none x)"],
    ["x is divisibleby 3", "(is-divisibleby x 3)"],
    ["x is divisibleby(3)", "(is-divisibleby x 3)"],
    ["a if b else c if d else e", "(if b a (if d c e))"],
    ["a if b", "(if b a _)"],
    ["x.y[0].z", "(. ([] (. x y) 0) z)"],
    ["x.0", "([] x 0)"],
    ["x[1:2]", "([] x (: 1 2 _))"],
    ["x[::-1]", "([] x (: _ _ (- 1)))"],
    ["f(1, k=2)", "(call f 1 k=2)"],
    ["s.split(',')[0]", '([] (call (. s split) ",") 0)'],
    ["x | join(', ') | upper", '(|upper (|join x ", "))'],
    ["'a' 'b'", '"ab"'],
    ["[1, (2, 3), {'k': none}]", '[1 (tuple 2 3) {"k": null}]'],
    ["(1,)", "(tuple 1)"],
    ["()", "(tuple )"],
    ["1, 2", "(tuple 1 2)"],
  ])("%s", (source, expected) => {
    expect(expressionOf(source)).toBe(expected);
  });
});

describe("parse: statements", () => {
  it("builds if/elif/else branches", () => {
    const [node] = parse(tokenize("{% if a %}1{% elif b %}2{% else %}3{% endif %}")).body;
    expect(node).toMatchObject({
      type: "If",
      branches: [{ test: { name: "a" } }, { test: { name: "b" } }],
      orelse: [{ value: "3" }],
    });
  });

  it("builds for loops with targets, inline filters, recursion and else", () => {
    const [node] = parse(tokenize("{% for k, v in d.items() if v recursive %}x{% else %}y{% endfor %}")).body;
    expect(node).toMatchObject({
      type: "For",
      target: { type: "Tuple" },
      recursive: true,
      filter: { name: "v" },
      orelse: [{ value: "y" }],
    });
  });

  it("builds set forms: plain, tuple, namespace attribute, block with filters", () => {
    const body = parse(
      tokenize("{% set a = 1 %}{% set a, b = 1, 2 %}{% set ns.x = 1 %}{% set c | upper %}t{% endset %}"),
    ).body;
    expect(body.map((n) => n.type)).toEqual(["Set", "Set", "Set", "SetBlock"]);
    expect(body[2]).toMatchObject({ target: { type: "NamespaceRef", name: "ns", attr: "x" } });
    expect(body[3]).toMatchObject({ filters: [{ name: "upper" }] });
  });

  it("builds macros with defaults and call blocks with caller parameters", () => {
    const [macro, call] = parse(tokenize("{% macro m(a, b=2) %}{% endmacro %}{% call(x) m(1) %}{% endcall %}")).body;
    expect(macro).toMatchObject({ type: "Macro", name: "m", params: [{ name: "a", default: null }, { name: "b" }] });
    expect(call).toMatchObject({ type: "CallBlock", params: [{ name: "x" }], call: { type: "Call" } });
  });
});

describe("syntax errors name what was expected and where", () => {
  it.each([
    ["{% if x %}never closed", "Unexpected end of template, expected 'elif' or 'else' or 'endif'", 1, 23],
    ["{% for x in y %}\n{% endif %}", "Unexpected tag 'endif', expected 'endfor' or 'else'", 2, 4],
    ["{% frobnicate %}", "Unknown tag 'frobnicate'", 1, 4],
    ["{{ 1 + }}", "Unexpected '}}'", 1, 8],
    ["{{ x", "Unexpected end of template, expected '}}'", 1, 5],
    ["{% if x", "Unexpected end of template, expected '%}'", 1, 8],
    ["{% set 1 = 2 %}", "Cannot assign to a constant", 1, 10],
    ["{% macro m(a=1, b) %}{% endmacro %}", "Non-default argument follows default argument", 1, 18],
    ["{{ x is defined is string }}", "You cannot chain multiple tests with 'is'", 1, 17],
    ["{% for loop in x %}{% endfor %}", "Can't assign to special loop variable", 1, 4],
    ["{% break %}", "'break' outside loop", 1, 4],
    ["{{ x | nosuchfilter }}", "No filter named 'nosuchfilter'", 1, 8],
    ["{{ x is nosuchtest }}", "No test named 'nosuchtest'", 1, 6],
    ["{% call m %}{% endcall %}", "Expected a call after 'call'", 1, 11],
    ["{{ " + "(".repeat(300) + "1" + ")".repeat(300) + " }}", "nested too deeply", 1, 0],
  ])("%j", (source, message, line, column) => {
    let caught: unknown;
    try {
      new Template(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TemplateSyntaxError);
    const error = caught as TemplateSyntaxError;
    expect(error.message).toContain(message);
    expect(error.position.line).toBe(line);
    if (column > 0) expect(error.position.column).toBe(column);
    expect(error.message).toMatch(/\(line \d+, column \d+\)$/);
  });

  it("accepts an unknown filter inside an if, failing only if that branch runs (as jinja2 3.x does)", () => {
    const t = new Template("{% if x %}{{ x | nosuchfilter }}{% endif %}ok");
    expect(t.render({ x: false })).toBe("ok");
    expect(() => t.render({ x: true })).toThrow("No filter named 'nosuchfilter'");
  });
});

import { describe, expect, it } from "vitest";
import { children, type Node } from "../src/ast.js";
import { parse, tokenize } from "../src/index.js";
import { analyze, newFacts } from "../src/symbols.js";
import { corpusIndex, corpusTemplate } from "./corpus.js";

/** Every node object reachable from `root` through any field, except assignment targets (a reflective walk). */
function reachable(root: Node): Set<object> {
  const out = new Set<object>();
  const walk = (value: unknown, key: string): void => {
    if (value === null || typeof value !== "object" || key === "target" || key === "targets") return;
    if (Array.isArray(value)) return value.forEach((v) => walk(v, ""));
    if ("type" in value && "pos" in value) out.add(value);
    for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const [k, v] of Object.entries(root)) walk(v, k);
  return out;
}

/** Every node below `root` through children(). */
function descendants(root: Node, out = new Set<object>()): Set<object> {
  for (const child of children(root)) {
    out.add(child);
    descendants(child, out);
  }
  return out;
}

const sources = [
  ...corpusIndex().map(({ file }) => corpusTemplate(file)),
  "{% for a, b in x if a recursive %}{{ loop(a) }}{% else %}{% break %}{% endfor %}{% set ns.x = 1 %}" +
    "{% set y %}{{ f(*a, k=1, **b)|join(', ') is not none }}{% endset %}{% macro m(p, q=2) %}{{ caller() }}{% endmacro %}" +
    "{% call(z) m(1) %}{{ z[1:2:-1] ~ {'k': [1, (2,)]}['k'] }}{% endcall %}{% filter upper(1) %}{{ -x if y else not z }}" +
    "{% endfilter %}{% with a = 1 %}{{ a < b <= c }}{% endwith %}{% block b scoped %}{% autoescape true %}" +
    "{% generation %}{% print 1 and 2 or 3 %}{% endgeneration %}{% endautoescape %}{% endblock %}{# c #}{% include 'x' %}",
  // Reads of `loop` in every place one can stand, and targets named like it (which read nothing).
  "{% for x in loop %}{% endfor %}{% for x in y if loop %}{% endfor %}{% for x in y %}{% for z in w %}{{ loop.index }}" +
    "{% endfor %}{% endfor %}{% for x in y %}{% macro m(a=loop) %}{% endmacro %}{% endfor %}{% for x in y %}" +
    "{% set loop, b = 1, 2 %}{% set ns.loop = 1 %}{% endfor %}{% for x in y %}{% else %}{{ loop }}{% endfor %}" +
    "{% for loop in y %}{% endfor %}{% for x in y %}{{ f(k=loop) }}{% endfor %}{% for x in y %}{% with a = loop %}" +
    "{% endwith %}{% endfor %}{% call(c) m(1) %}{% set d = 2 %}{% endcall %}",
];

describe("children(node)", () => {
  it("reaches every node a reflective walk of the AST reaches (assignment targets aside), on every corpus template", () => {
    for (const source of sources) {
      const program = parse(tokenize(source, { trim_blocks: true, lstrip_blocks: true }));
      const viaChildren = new Set<object>();
      for (const statement of program.body) {
        viaChildren.add(statement);
        descendants(statement, viaChildren);
      }
      const viaFields = new Set<object>(program.body);
      for (const statement of program.body) for (const n of reachable(statement)) viaFields.add(n);
      expect(viaChildren.size).toBe(viaFields.size);
      for (const n of viaFields) expect(viaChildren.has(n)).toBe(true);
    }
  }, 60_000);
});

describe("what the parser learns on the way", () => {
  it("is what a walk of the finished tree finds: the names the template binds, the loops that name `loop`", () => {
    for (const source of sources) {
      const facts = newFacts();
      const program = parse(tokenize(source, { trim_blocks: true, lstrip_blocks: true }), undefined, facts);
      const walked = analyze(program.body);
      expect([...facts.bound].sort()).toEqual([...walked.bound].sort());
      expect(facts.loopUsers).toEqual(walked.loopUsers);
      expect([...facts.loopUsers].every((n) => walked.loopUsers.has(n))).toBe(true);
    }
  }, 60_000);
});

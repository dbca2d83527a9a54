/**
 * Pretty-printer: re-prints a parsed template with one tag per line, indented by nesting.
 * Every tag strips the layout whitespace around it (`{%- ... -%}`), and text whose edges are whitespace
 * (or that contains tag openers) is written as a string literal, so the result renders exactly like the
 * original under trim_blocks and lstrip_blocks.
 */

import type * as A from "./ast.js";
import { tokenize } from "./lexer.js";
import { parse } from "./parser.js";
import { PY_SPACE } from "./pytext.js";
import { floatToString, intToString } from "./runtime/repr.js";

export interface FormatOptions {
  /** Spaces per level, or the string to indent with. Default 4. */
  indent?: string | number;
}

/**
 * Formats template source (parsed with trim_blocks and lstrip_blocks, as Template does), or a parsed
 * Program with an indent, as the counterpart's `format(program, indent)` takes them.
 */
export function format(template: string | A.Program, options: FormatOptions | string | number = {}): string {
  const indent = typeof options === "object" ? options.indent : options;
  const program =
    typeof template === "string" ? parse(tokenize(template, { trim_blocks: true, lstrip_blocks: true })) : template;
  return formatProgram(program, indent);
}

export function formatProgram(program: A.Program, indent: string | number = 4): string {
  const unit = typeof indent === "number" ? " ".repeat(Math.max(0, indent)) : indent;
  const lines: string[] = [];
  new Printer(unit, lines).body(program.body, 0, false);
  return lines.join("\n");
}

const EDGE_SPACE = new RegExp(`^[${PY_SPACE}]|[${PY_SPACE}]$`);

/** Text that can stand on its own line between stripping tags without changing the output. */
function isPlainText(text: string): boolean {
  return text !== "" && !EDGE_SPACE.test(text) && !/\{[{%#]/.test(text);
}

/** A string literal jinja2's lexer reads back as `s`. */
export function stringLiteral(s: string): string {
  let out = "'";
  for (const ch of s) {
    const code = ch.codePointAt(0) as number;
    if (ch === "'" || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += "\\x" + code.toString(16).padStart(2, "0");
    else out += ch;
  }
  return out + "'";
}

// Binding strength of each expression form, weakest first (jinja2's parser levels).
const P = {
  cond: 1,
  or: 2,
  and: 3,
  not: 4,
  compare: 5,
  add: 6,
  concat: 7,
  mul: 8,
  pow: 9,
  unary: 10,
  postfix: 12,
  atom: 13,
};

function precedence(e: A.Expression): number {
  switch (e.type) {
    case "Conditional":
      return P.cond;
    case "Logical":
      return e.op === "or" ? P.or : P.and;
    case "Unary":
      return e.op === "not" ? P.not : P.unary;
    case "Compare":
      return P.compare;
    case "Binary":
      return e.op === "+" || e.op === "-" ? P.add : e.op === "**" ? P.pow : P.mul;
    case "Concat":
      return P.concat;
    case "Filter":
    case "Test":
      return P.unary;
    case "Getattr":
    case "Getitem":
    case "Call":
      return P.postfix;
    default:
      return P.atom;
  }
}

function isBareTest(e: A.Expression): boolean {
  return e.type === "Test" && e.args.length === 0 && e.kwargs.length === 0;
}

export function expression(e: A.Expression): string {
  // A test without arguments would take a following name (`if`, `in`...) as its argument: bracket it.
  const sub = (x: A.Expression, min: number): string =>
    precedence(x) >= min && !isBareTest(x) ? expression(x) : `(${expression(x)})`;
  const args = (positional: readonly A.Expression[], keywords: readonly A.Keyword[]): string =>
    [...positional.map((a) => expression(a)), ...keywords.map((k) => `${k.name}=${expression(k.value)}`)].join(", ");
  switch (e.type) {
    case "Const":
      if (e.kind === "str") return stringLiteral(e.value as string);
      if (e.kind === "none") return "none";
      if (e.kind === "bool") return e.value ? "true" : "false";
      if (e.kind === "int") return intToString(e.value as number);
      return floatToString(e.value as number);
    case "Name":
      return e.name;
    case "List":
      return `[${e.items.map((i) => expression(i)).join(", ")}]`;
    case "Tuple":
      return e.items.length === 1
        ? `(${expression(e.items[0] as A.Expression)},)`
        : `(${e.items.map((i) => expression(i)).join(", ")})`;
    case "Dict":
      return `{${e.keys.map((k, i) => `${expression(k)}: ${expression(e.values[i] as A.Expression)}`).join(", ")}}`;
    case "Getattr":
      return `${sub(e.object, P.postfix)}.${e.name}`;
    case "Getitem":
      return `${sub(e.object, P.postfix)}[${e.index.type === "Slice" ? expression(e.index) : expression(e.index)}]`;
    case "Slice":
      return `${e.start ? expression(e.start) : ""}:${e.stop ? expression(e.stop) : ""}${e.step ? `:${expression(e.step)}` : ""}`;
    case "Call": {
      const extra = [
        ...(e.starArgs ? [`*${expression(e.starArgs)}`] : []),
        ...(e.starKwargs ? [`**${expression(e.starKwargs)}`] : []),
      ];
      const all = [args(e.args, e.kwargs), ...extra].filter((s) => s !== "").join(", ");
      return `${sub(e.callee, P.postfix)}(${all})`;
    }
    case "Filter": {
      const call = e.args.length + e.kwargs.length > 0 ? `(${args(e.args, e.kwargs)})` : "";
      return `${sub(e.operand, P.unary)} | ${e.name}${call}`;
    }
    case "Test": {
      const call = e.args.length + e.kwargs.length > 0 ? `(${args(e.args, e.kwargs)})` : "";
      return `${sub(e.operand, P.unary)} is ${e.negated ? "not " : ""}${e.name}${call}`;
    }
    case "Unary":
      if (e.op === "not") return `not ${sub(e.operand, P.not)}`;
      return `${e.op}${e.operand.type === "Unary" && e.operand.op !== "not" ? expression(e.operand) : sub(e.operand, P.postfix)}`;
    case "Binary": {
      const p = precedence(e);
      return `${sub(e.left, p)} ${e.op} ${sub(e.right, p === P.pow ? P.unary : p + 1)}`;
    }
    case "Logical": {
      const p = precedence(e);
      return `${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`;
    }
    case "Concat":
      return e.parts.map((x) => sub(x, P.mul)).join(" ~ ");
    case "Compare":
      return [sub(e.left, P.add), ...e.ops.map((o) => `${o.op} ${sub(o.right, P.add)}`)].join(" ");
    case "Conditional":
      return `${sub(e.then, P.or)} if ${sub(e.test, P.or)}${e.orelse ? ` else ${sub(e.orelse, P.cond)}` : ""}`;
    case "NamespaceRef":
      return `${e.name}.${e.attr}`;
  }
}

/** Assignment targets: `x`, `a, b`, `ns.attr`. */
function target(t: A.Target): string {
  if (t.type === "Tuple")
    return t.items.map((i) => (i.type === "Tuple" ? `(${target(i)})` : target(i as A.Target))).join(", ");
  return expression(t);
}

function params(ps: readonly A.Parameter[]): string {
  return ps.map((p) => (p.default === null ? p.name : `${p.name}=${expression(p.default)}`)).join(", ");
}

function filterCall(f: A.FilterCall): string {
  const all = [...f.args.map((a) => expression(a)), ...f.kwargs.map((k) => `${k.name}=${expression(k.value)}`)];
  return all.length > 0 ? `${f.name}(${all.join(", ")})` : f.name;
}

class Printer {
  constructor(
    private readonly unit: string,
    private readonly lines: string[],
  ) {}

  private line(depth: number, text: string): void {
    this.lines.push(this.unit.repeat(depth) + text);
  }

  private tag(depth: number, inner: string): void {
    this.line(depth, `{%- ${inner} -%}`);
  }

  body(nodes: readonly A.Statement[], depth: number, escaping: boolean): void {
    // Adjacent texts (around a raw block) print as one, or the line breaks between them would become text.
    const merged: A.Statement[] = [];
    for (const node of nodes) {
      const last = merged[merged.length - 1];
      if (node.type === "Text" && last?.type === "Text")
        merged[merged.length - 1] = { ...last, value: last.value + node.value };
      else merged.push(node);
    }
    for (const node of merged) this.statement(node, depth, escaping);
  }

  private statement(n: A.Statement, depth: number, escaping: boolean): void {
    const body = (nodes: readonly A.Statement[], esc = escaping) => this.body(nodes, depth + 1, esc);
    switch (n.type) {
      case "Text":
        if (!escaping && isPlainText(n.value)) this.line(depth, n.value);
        else this.line(depth, `{{- ${stringLiteral(n.value)}${escaping ? " | safe" : ""} -}}`);
        return;
      case "Output":
        this.line(depth, `{{- ${expression(n.expr)} -}}`);
        return;
      case "Comment":
        this.line(depth, `{#- ${n.value.trim().replace(/#\}/g, "# }")} -#}`);
        return;
      case "If":
        n.branches.forEach((b, i) => {
          this.tag(depth, `${i === 0 ? "if" : "elif"} ${this.test(b.test)}`);
          body(b.body);
        });
        if (n.orelse !== null) {
          this.tag(depth, "else");
          body(n.orelse);
        }
        this.tag(depth, "endif");
        return;
      case "For": {
        const filter = n.filter ? ` if ${expression(n.filter)}` : "";
        this.tag(depth, `for ${target(n.target)} in ${this.test(n.iter)}${filter}${n.recursive ? " recursive" : ""}`);
        body(n.body);
        if (n.orelse !== null) {
          this.tag(depth, "else");
          body(n.orelse);
        }
        this.tag(depth, "endfor");
        return;
      }
      case "Set":
        this.tag(depth, `set ${target(n.target)} = ${expression(n.value)}`);
        return;
      case "SetBlock":
        this.tag(depth, `set ${target(n.target)}${n.filters.map((f) => ` | ${filterCall(f)}`).join("")}`);
        body(n.body);
        this.tag(depth, "endset");
        return;
      case "Macro":
        this.tag(depth, `macro ${n.name}(${params(n.params)})`);
        body(n.body);
        this.tag(depth, "endmacro");
        return;
      case "CallBlock":
        this.tag(depth, `call${n.params.length > 0 ? `(${params(n.params)})` : ""} ${expression(n.call)}`);
        body(n.body);
        this.tag(depth, "endcall");
        return;
      case "FilterBlock":
        this.tag(depth, `filter ${n.filters.map(filterCall).join(" | ")}`);
        body(n.body);
        this.tag(depth, "endfilter");
        return;
      case "With":
        this.tag(
          depth,
          `with ${n.targets.map((t, i) => `${target(t)} = ${expression(n.values[i] as A.Expression)}`).join(", ")}`,
        );
        body(n.body);
        this.tag(depth, "endwith");
        return;
      case "Block":
        this.tag(depth, `block ${n.name}${n.scoped ? " scoped" : ""}${n.required ? " required" : ""}`);
        body(n.body);
        this.tag(depth, "endblock");
        return;
      case "Generation":
        this.tag(depth, "generation");
        body(n.body);
        this.tag(depth, "endgeneration");
        return;
      case "Autoescape":
        this.tag(depth, `autoescape ${expression(n.value)}`);
        body(n.body, true);
        this.tag(depth, "endautoescape");
        return;
      case "Break":
        this.tag(depth, "break");
        return;
      case "Continue":
        this.tag(depth, "continue");
        return;
      case "Unsupported":
        this.tag(depth, `${n.tag}${n.source ? " " + n.source : ""}`);
        return;
    }
  }

  /** `if` tests and `for` iterables are parsed without a top-level conditional expression. */
  private test(e: A.Expression): string {
    return e.type === "Conditional" || isBareTest(e) ? `(${expression(e)})` : expression(e);
  }
}

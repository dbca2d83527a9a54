/**
 * Pretty-printer: re-prints a parsed template with one tag per line, indented by nesting.
 * Every tag strips the layout whitespace around it (`{%- ... -%}`), and text whose edges are whitespace
 * (or that contains tag openers) is written as a string literal, so the result renders exactly like the
 * original under trim_blocks and lstrip_blocks.
 */

import type * as A from "./ast.js";
import { tokenize } from "./lexer.js";
import * as Level from "./levels.js";
import { PRECEDENCE, parse } from "./parser.js";
import { PY_SPACE } from "./pytext.js";
import { floatToString, intToString, quoteWith } from "./runtime/repr.js";

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

/**
 * What keeps text from standing on its own line between stripping tags without changing the output: whitespace at
 * an edge, or a tag opener.
 */
const NOT_ON_ITS_OWN = new RegExp(`^[${PY_SPACE}]|[${PY_SPACE}]$|\\{[{%#]`);

/** The level of a binary operator (see PRECEDENCE). */
const level = (op: string): number => PRECEDENCE.get(op) as number;

function precedence(e: A.Expression): number {
  switch (e.type) {
    case "Conditional":
      return Level.cond;
    case "Logical":
    case "Binary":
      return level(e.op);
    case "Unary":
      return e.op === "not" ? Level.not : Level.unary;
    case "Compare":
      return Level.compare;
    case "Concat":
      return Level.concat;
    case "Filter":
    case "Test":
      return Level.unary;
    case "Getattr":
    case "Getitem":
    case "Call":
      return Level.postfix;
    default:
      return Level.atom;
  }
}

/** `a, k=v, *s, **t` */
function args(call: Pick<A.Call, "args" | "kwargs"> & Partial<Pick<A.Call, "starArgs" | "starKwargs">>): string {
  const all = [...call.args.map(expression), ...call.kwargs.map((k) => `${k.name}=${expression(k.value)}`)];
  if (call.starArgs) all.push(`*${expression(call.starArgs)}`);
  if (call.starKwargs) all.push(`**${expression(call.starKwargs)}`);
  return all.join(", ");
}

/** `name` or `name(args)` of a filter or test. */
function applied(name: string, f: { args: A.Expression[]; kwargs: A.Keyword[] }): string {
  const all = args(f);
  return all ? `${name}(${all})` : name;
}

/**
 * `x` bracketed unless it binds at least as strongly as `min`. (`if` tests and `for` iterables are parsed without
 * a top-level conditional expression, so they take `Level.or`.)
 */
function sub(x: A.Expression, min: number): string {
  // A test without arguments would take a following name (`if`, `in`...) as its argument: always bracketed.
  const bareTest = x.type === "Test" && x.args.length === 0 && x.kwargs.length === 0;
  return precedence(x) >= min && !bareTest ? expression(x) : `(${expression(x)})`;
}

function expression(e: A.Expression): string {
  const list = (xs: readonly A.Expression[]) => xs.map(expression).join(", ");
  switch (e.type) {
    case "Const":
      if (e.kind === "str") return quoteWith(e.value as string, "'", false);
      if (e.kind === "none") return "none";
      if (e.kind === "bool") return String(e.value);
      if (e.kind === "int") return intToString(e.value as number | bigint);
      return floatToString(e.value as number);
    case "Name":
      return e.name;
    case "List":
      return `[${list(e.items)}]`;
    case "Tuple":
      return `(${list(e.items)}${e.items.length === 1 ? "," : ""})`;
    case "Dict":
      return `{${e.keys.map((k, i) => `${expression(k)}: ${expression(e.values[i] as A.Expression)}`).join(", ")}}`;
    case "Getattr":
      return `${sub(e.object, Level.postfix)}.${e.name}`;
    case "Getitem":
      return `${sub(e.object, Level.postfix)}[${expression(e.index)}]`;
    case "Slice":
      return `${e.start ? expression(e.start) : ""}:${e.stop ? expression(e.stop) : ""}${e.step ? `:${expression(e.step)}` : ""}`;
    case "Call":
      return `${sub(e.callee, Level.postfix)}(${args(e)})`;
    case "Filter":
      return `${sub(e.operand, Level.unary)} | ${applied(e.name, e)}`;
    case "Test":
      return `${sub(e.operand, Level.unary)} is ${e.negated ? "not " : ""}${applied(e.name, e)}`;
    case "Unary":
      if (e.op === "not") return `not ${sub(e.operand, Level.not)}`;
      // `- -x`: a sign's operand may be another sign unbracketed.
      return `${e.op}${sub(e.operand, e.operand.type === "Unary" && e.operand.op !== "not" ? Level.unary : Level.postfix)}`;
    case "Binary":
    case "Logical": {
      // Left-associative: the right operand brackets at its own level (`a - (b - c)`, `(2 ** 3) ** 2`).
      const p = level(e.op);
      return `${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`;
    }
    case "Concat":
      return e.parts.map((x) => sub(x, Level.concat + 1)).join(" ~ ");
    case "Compare":
      return sub(e.left, Level.compare + 1) + e.ops.map((o) => ` ${o.op} ${sub(o.right, Level.compare + 1)}`).join("");
    case "Conditional":
      return `${sub(e.then, Level.or)} if ${sub(e.test, Level.or)}${e.orelse ? ` else ${sub(e.orelse, Level.cond)}` : ""}`;
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

/** One tag of a block statement and the body that follows it. */
type Section = [tag: string, body: readonly A.Statement[]];

/**
 * A statement with a body as its sections: the opening tag and body, then `elif`/`else` ones. Its end tag is `end`
 * and the opening tag's first word.
 */
function sections(n: A.Statement): Section[] | null {
  const orelse = (body: readonly A.Statement[] | null): Section[] => (body === null ? [] : [["else", body]]);
  let head: string;
  switch (n.type) {
    case "If":
      return [
        ...n.branches.map((b, i): Section => [`${i === 0 ? "if" : "elif"} ${sub(b.test, Level.or)}`, b.body]),
        ...orelse(n.orelse),
      ];
    case "For": {
      const filter = n.filter ? ` if ${expression(n.filter)}` : "";
      head = `for ${target(n.target)} in ${sub(n.iter, Level.or)}${filter}${n.recursive ? " recursive" : ""}`;
      return [[head, n.body], ...orelse(n.orelse)];
    }
    case "SetBlock":
      head = `set ${target(n.target)}${n.filters.map((f) => ` | ${applied(f.name, f)}`).join("")}`;
      break;
    case "Macro":
      head = `macro ${n.name}(${params(n.params)})`;
      break;
    case "CallBlock":
      head = `call${n.params.length > 0 ? `(${params(n.params)})` : ""} ${expression(n.call)}`;
      break;
    case "FilterBlock":
      head = `filter ${n.filters.map((f) => applied(f.name, f)).join(" | ")}`;
      break;
    case "With":
      head = `with ${n.targets.map((t, i) => `${target(t)} = ${expression(n.values[i] as A.Expression)}`).join(", ")}`;
      break;
    case "Block":
      head = `block ${n.name}${n.scoped ? " scoped" : ""}${n.required ? " required" : ""}`;
      break;
    case "Tag":
      return n.body === null ? null : [[tagHead(n), n.body]];
    case "Autoescape":
      head = `autoescape ${expression(n.value)}`;
      break;
    default:
      return null;
  }
  return [[head, n.body]];
}

/** A tag of the environment's with its arguments: `name a, k=v`. */
function tagHead(n: A.Tag): string {
  return [n.name, args(n)].join(" ").trim();
}

/** A statement without a body, as its one line. */
function single(n: A.Statement, escaping: boolean): string {
  switch (n.type) {
    case "Text":
      if (!escaping && n.value !== "" && !NOT_ON_ITS_OWN.test(n.value)) return n.value;
      return `{{- ${quoteWith(n.value, "'", false)}${escaping ? " | safe" : ""} -}}`;
    case "Output":
      return `{{- ${expression(n.expr)} -}}`;
    case "Comment":
      return `{#- ${n.value.trim().replace(/#\}/g, "# }")} -#}`;
    case "Set":
      return `{%- set ${target(n.target)} = ${expression(n.value)} -%}`;
    case "Unsupported":
      return `{%- ${n.tag}${n.source ? " " + n.source : ""} -%}`;
    case "Tag":
      return `{%- ${tagHead(n)} -%}`;
    default:
      // Break and Continue
      return `{%- ${n.type.toLowerCase()} -%}`;
  }
}

export function formatProgram(program: A.Program, indent: string | number = 4): string {
  const unit = typeof indent === "number" ? " ".repeat(Math.max(0, indent)) : indent;
  const lines: string[] = [];
  const body = (nodes: readonly A.Statement[], depth: number, escaping: boolean): void => {
    const line = (text: string) => lines.push(unit.repeat(depth) + text);
    let previous: A.Statement | undefined;
    for (let n of nodes) {
      // Adjacent texts (around a raw block) print as one, or the line breaks between them would become text: the
      // previous one's line gives way.
      if (n.type === "Text" && previous?.type === "Text") {
        n = { ...previous, value: previous.value + n.value };
        lines.pop();
      }
      previous = n;
      const parts = sections(n);
      if (parts === null) {
        line(single(n, escaping));
        continue;
      }
      for (const [tag, inner] of parts) {
        line(`{%- ${tag} -%}`);
        body(inner, depth + 1, escaping || n.type === "Autoescape");
      }
      line(`{%- end${/^[^ (]+/.exec(parts[0]?.[0] ?? "")?.[0]} -%}`);
    }
  };
  body(program.body, 0, false);
  return lines.join("\n");
}

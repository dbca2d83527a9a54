import type * as A from "./ast.js";
import { syntaxError } from "./errors.js";
import { sourceOf, type Token, type TokenType } from "./lexer.js";
import { eachTargetName, newFacts, type Facts } from "./symbols.js";
import { DEFAULT_TAGS, type TagDefinition } from "./tags.js";
import * as Level from "./levels.js";

/** Deeper nesting than this is refused with a syntax error instead of exhausting the stack. */
const MAX_NESTING = 200;

/**
 * The binary operators' levels: or < and < (not) < comparisons < + - < ~ < * / // % < **, one row each from
 * Level.or to Level.power (consecutive numbers).
 */
export const PRECEDENCE: ReadonlyMap<string, number> = new Map(
  [
    ["or"],
    ["and"],
    [],
    ["==", "!=", "<", "<=", ">", ">=", "in", "not in"],
    ["+", "-"],
    ["~"],
    ["*", "/", "//", "%"],
    ["**"],
  ].flatMap((ops, i) => ops.map((op) => [op, Level.or + i] as const)),
);

/** The names that are constants, in both spellings jinja2 accepts. */
const CONSTANTS = new Map([
  ["true", true],
  ["True", true],
  ["false", false],
  ["False", false],
  ["none", null],
  ["None", null],
]);

/** Tokens that may start a test's single argument written without parentheses (`x is divisibleby 3`). */
const TEST_ARG_START = new Set<TokenType>(["name", "string", "integer", "float"]);

/** How an error names a token: tag delimiters without their whitespace-control sign, strings quoted as JSON. */
function describe(token: Token): string {
  const { type, value } = token;
  if (type === "eof") return "end of template";
  if (type === "text") return "template text";
  // variable_begin, block_end...
  if (type.includes("_")) return `'${value.replace(/[-+]/, "")}'`;
  return `'${type === "string" ? JSON.stringify(value) : value}'`;
}

function quoteList(names: readonly string[]): string {
  return names.map((n) => `'${n}'`).join(" or ");
}

interface CallArgs {
  args: A.Expression[];
  kwargs: A.Keyword[];
  /** `*args` and `**kwargs` */
  starArgs: A.Expression | null;
  starKwargs: A.Expression | null;
}

/**
 * Parses a number literal; an integer is exact past 2^53 (a bigint), as Python's ints are. JavaScript reads
 * Python's `0b`, `0o` and `0x` prefixes (either case) as Python does; the lexer allows no other leading zero.
 */
function parseNumber(text: string, float = false): number | bigint {
  const clean = text.replace(/_/g, "");
  const n = Number(clean);
  return float || Number.isSafeInteger(n) ? n : BigInt(clean);
}

/** The state of one parse: each `parse` call makes its own, so parses never share it (one may start inside another). */
interface Parser {
  readonly tokens: Token[];
  readonly source: string;
  readonly tags: ReadonlyMap<string, TagDefinition>;
  i: number;
  depth: number;
  /** Names of the blocks being parsed, innermost last, for "expected 'endfor'" messages. */
  readonly openBlocks: string[];
  /** What the compiler would otherwise walk the tree for (see symbols.ts), learnt on the way. */
  readonly facts: Facts;
  /** How many reads of `loop` have been parsed: a `for` whose body adds to it names its loop. */
  loopReads: number;
}

/**
 * Builds the AST from tokens with jinja2's grammar and operator precedence
 * (or < and < not < comparisons < + - < ~ < * / // % < ** < unary < postfix, filters and tests).
 * `tags` are the statement tags an environment adds (by default transformers' `generation`). `facts`, when
 * given, receives what the compiler needs to know of the whole template (the names it binds, the loops that
 * name `loop`), so that it need not walk the tree for them.
 */
export function parse(
  tokens: Token[],
  tags: ReadonlyMap<string, TagDefinition> = DEFAULT_TAGS,
  facts: Facts = newFacts(),
): A.Program {
  const p: Parser = {
    tokens,
    source: sourceOf(tokens),
    tags,
    i: 0,
    depth: 0,
    openBlocks: [],
    facts,
    loopReads: 0,
  };
  return { type: "Program", body: parseBody(p, []), source: p.source };
}

// ---- token stream helpers ----

function peek(p: Parser, offset = 0): Token {
  // Past the end: the end-of-template token.
  return p.tokens[p.i + offset] ?? (p.tokens.at(-1) as Token);
}
function next(p: Parser): Token {
  const token = peek(p);
  if (p.i < p.tokens.length - 1) p.i++;
  return token;
}
/** The last token consumed. */
function previous(p: Parser): Token {
  return p.tokens[p.i - 1] ?? (p.tokens.at(-1) as Token);
}
/** Where the last token consumed ends: the `end` of the node it closes. */
function end(p: Parser): number {
  return previous(p).end;
}
function isOp(p: Parser, value: string, token = peek(p)): boolean {
  return token.type === "operator" && token.value === value;
}
function isName(p: Parser, value: string, token = peek(p)): boolean {
  return token.type === "name" && token.value === value;
}
/** Consumes the current token if it `matches`. */
function skip(p: Parser, matches: boolean): boolean {
  if (matches) next(p);
  return matches;
}
function skipOp(p: Parser, value: string): boolean {
  return skip(p, isOp(p, value));
}
function skipName(p: Parser, value: string): boolean {
  return skip(p, isName(p, value));
}
function fail(p: Parser, message: string, token: Token = peek(p)) {
  return syntaxError(message, p.source, token.start, token.end);
}
function expectOp(p: Parser, value: string): Token {
  if (!isOp(p, value)) throw fail(p, `Expected '${value}', got ${describe(peek(p))}`);
  return next(p);
}
function expectType(p: Parser, type: TokenType, what: string): Token {
  if (peek(p).type !== type) throw fail(p, `Expected ${what}, got ${describe(peek(p))}`);
  return next(p);
}
function expectName(p: Parser, what: string): string {
  return expectType(p, "name", what).value;
}
function endOfTag(p: Parser): boolean {
  return peek(p).type === "block_end" || peek(p).type === "eof";
}
function expectEnd(p: Parser, type: "block_end" | "variable_end", what: string): void {
  if (peek(p).type === "eof") throw fail(p, `Unexpected end of template, expected ${what}`);
  expectType(p, type, what);
}
function enter(p: Parser): void {
  if (++p.depth > MAX_NESTING) throw fail(p, `Template is nested too deeply (more than ${MAX_NESTING} levels)`);
}
/** Parses `inner` one nesting level deeper. */
function nested<T>(p: Parser, inner: () => T): T {
  enter(p);
  const result = inner();
  p.depth--;
  return result;
}
/** Comma-separated items up to `close` (a trailing comma allowed), then `close`. */
function items(p: Parser, close: string, item: () => void): void {
  let first = true;
  while (!isOp(p, close)) {
    if (!first) expectOp(p, ",");
    first = false;
    if (isOp(p, close)) break;
    item();
  }
  expectOp(p, close);
}

// ---- statements ----

/**
 * Parses template content until a block tag named in `endNames` (left as the current token, after `{%`)
 * or the end of the template (an error if `endNames` is not empty).
 */
function parseBody(p: Parser, endNames: readonly string[]): A.Statement[] {
  const body: A.Statement[] = [];
  for (;;) {
    const token = peek(p);
    switch (token.type) {
      case "text":
      case "comment":
        body.push({
          type: token.type === "text" ? "Text" : "Comment",
          pos: token.start,
          end: token.end,
          value: token.value,
        });
        next(p);
        break;
      case "variable_begin": {
        next(p);
        const expr = parseTuple(p, () => parseExpression(p));
        expectEnd(p, "variable_end", "'}}'");
        body.push({ type: "Output", pos: token.start, end: end(p), expr });
        break;
      }
      case "block_begin": {
        next(p);
        const tag = peek(p);
        if (tag.type === "name" && endNames.includes(tag.value)) return body;
        parseStatement(p, body, endNames);
        expectEnd(p, "block_end", "'%}'");
        break;
      }
      case "eof":
        if (endNames.length > 0) {
          throw fail(
            p,
            `Unexpected end of template, expected ${quoteList(endNames)} (to close '${p.openBlocks.at(-1) ?? ""}')`,
          );
        }
        return body;
      default:
        throw fail(p, `Unexpected ${describe(token)}`);
    }
  }
}

/** Parses `{% ... %}` contents up to (not including) `%}`, appending the node(s) to `body`. */
function parseStatement(p: Parser, body: A.Statement[], endNames: readonly string[]): void {
  const token = peek(p);
  if (token.type !== "name") throw fail(p, `Expected a tag name, got ${describe(token)}`);
  const name = token.value;
  const parseTag = Object.hasOwn(STATEMENTS, name) ? STATEMENTS[name] : p.tags.has(name) ? parseExtension : undefined;
  if (parseTag === undefined) {
    if (endNames.length > 0) throw fail(p, `Unexpected tag '${name}', expected ${quoteList(endNames)}`);
    throw fail(p, `Unknown tag '${name}'`);
  }
  enter(p);
  p.openBlocks.push(name);
  next(p);
  parseTag(p, body, token.start);
  p.openBlocks.pop();
  p.depth--;
}

/** After the tag's arguments: `%}`, the body, and the end tag name (consumed, `%}` left for the caller). */
function block(p: Parser, endNames: readonly string[]): { body: A.Statement[]; end: string } {
  skipOp(p, ":");
  expectEnd(p, "block_end", "'%}'");
  const body = parseBody(p, endNames);
  return { body, end: next(p).value };
}

/** A block closed by `end<tag>` of the tag being parsed, followed directly by `%}` (the caller expects it). */
function simpleBlock(p: Parser): A.Statement[] {
  return block(p, [`end${p.openBlocks.at(-1)}`]).body;
}

/** Loader p.tags parse (their arguments are skipped) and fail when run: there is no loader. */
function parseUnsupported(p: Parser, body: A.Statement[], pos: number): void {
  const tag = previous(p).value;
  const start = peek(p).start;
  while (!endOfTag(p)) next(p);
  body.push({ type: "Unsupported", pos, end: end(p), tag, source: p.source.slice(start, peek(p).start).trim() });
}

/** A tag the environment adds: call-like arguments without parentheses, then a body if it has one. */
function parseExtension(p: Parser, body: A.Statement[], pos: number): void {
  const name = previous(p).value;
  const call: CallArgs = { args: [], kwargs: [], starArgs: null, starKwargs: null };
  const at = peek(p);
  while (!endOfTag(p)) {
    if (call.args.length + call.kwargs.length > 0) expectOp(p, ",");
    if (isOp(p, "*") || isOp(p, "**")) throw fail(p, "'*' and '**' are not supported in tag arguments");
    parseArgument(p, call, at);
  }
  const headEnd = end(p);
  const inner = p.tags.get(name)?.body ? simpleBlock(p) : null;
  body.push({ type: "Tag", pos, end: headEnd, name, args: call.args, kwargs: call.kwargs, body: inner });
}

const STATEMENTS: Record<string, (p: Parser, body: A.Statement[], pos: number) => void> = {
  if(p, body, pos) {
    const branches: A.IfBranch[] = [];
    let endName = "elif";
    let branchPos = pos;
    while (endName === "elif") {
      const test = parseTuple(p, () => parseExpression(p, false));
      const testEnd = end(p);
      const branch = block(p, ["elif", "else", "endif"]);
      branches.push({ test, body: branch.body, pos: branchPos, end: testEnd });
      endName = branch.end;
      branchPos = previous(p).start;
    }
    const orelse = endName === "else" ? simpleBlock(p) : null;
    body.push({ type: "If", pos, end: (branches[0] as A.IfBranch).end, branches, orelse });
  },
  for(p, body, pos) {
    const reads = p.loopReads;
    const target = parseAssignTarget(p, ["in"], false);
    if (!skipName(p, "in")) throw fail(p, `Expected 'in', got ${describe(peek(p))}`);
    const iter = parseTuple(p, () => parseExpression(p, false), ["recursive"]);
    const filter = skipName(p, "if") ? parseExpression(p) : null;
    const recursive = skipName(p, "recursive");
    const headEnd = end(p);
    const { body: loopBody, end: endName } = block(p, ["endfor", "else"]);
    const orelse = endName === "else" ? simpleBlock(p) : null;
    const node: A.For = { type: "For", pos, end: headEnd, target, iter, filter, recursive, body: loopBody, orelse };
    if (p.loopReads !== reads) p.facts.loopUsers.add(node);
    body.push(node);
  },
  set(p, body, pos) {
    const target = parseAssignTarget(p, undefined, true);
    if (skipOp(p, "=")) {
      const value = parseTuple(p, () => parseExpression(p));
      body.push({ type: "Set", pos, end: end(p), target, value });
    } else {
      const filters = parseFilterChain(p, false);
      const headEnd = end(p);
      body.push({ type: "SetBlock", pos, end: headEnd, target, filters, body: simpleBlock(p) });
    }
  },
  macro(p, body, pos) {
    const name = expectName(p, "a macro name");
    p.facts.bound.add(name);
    const params = parseSignature(p);
    const headEnd = end(p);
    body.push({ type: "Macro", pos, end: headEnd, name, params, body: simpleBlock(p) });
  },
  call(p, body, pos) {
    const params = isOp(p, "(") ? parseSignature(p) : [];
    const call = parseExpression(p);
    if (call.type !== "Call") throw fail(p, "Expected a call after 'call'");
    body.push({ type: "CallBlock", pos, end: end(p), params, call, body: simpleBlock(p) });
  },
  filter(p, body, pos) {
    const filters = parseFilterChain(p, true);
    body.push({ type: "FilterBlock", pos, end: end(p), filters, body: simpleBlock(p) });
  },
  with(p, body, pos) {
    const targets: A.Target[] = [];
    const values: A.Expression[] = [];
    while (!endOfTag(p)) {
      if (targets.length > 0) expectOp(p, ",");
      targets.push(parseAssignTarget(p, undefined, false));
      expectOp(p, "=");
      values.push(parseExpression(p));
    }
    body.push({ type: "With", pos, end: end(p), targets, values, body: simpleBlock(p) });
  },
  block(p, body, pos) {
    const name = expectName(p, "a block name");
    const scoped = skipName(p, "scoped");
    const required = skipName(p, "required");
    if (isOp(p, "-")) throw fail(p, "Use an underscore instead of a dash in block names");
    const headEnd = end(p);
    const blockBody = simpleBlock(p);
    if (peek(p).type === "name") {
      const endName = next(p);
      if (endName.value !== name) throw fail(p, `Expected 'endblock' for block '${name}'`, endName);
    }
    body.push({ type: "Block", pos, end: headEnd, name, scoped, required, body: blockBody });
  },
  print(p, body, pos) {
    let first = true;
    while (!endOfTag(p)) {
      if (!first) expectOp(p, ",");
      first = false;
      const expr = parseExpression(p);
      body.push({ type: "Output", pos, end: end(p), expr });
    }
  },
  autoescape(p, body, pos) {
    const value = parseExpression(p);
    body.push({ type: "Autoescape", pos, end: end(p), value, body: simpleBlock(p) });
  },
  break: (p, body, pos) => body.push({ type: "Break", pos, end: end(p) }),
  continue: (p, body, pos) => body.push({ type: "Continue", pos, end: end(p) }),
  include: parseUnsupported,
  extends: parseUnsupported,
  import: parseUnsupported,
  from: parseUnsupported,
};

function parseSignature(p: Parser): A.Parameter[] {
  const params: A.Parameter[] = [];
  expectOp(p, "(");
  items(p, ")", () => {
    const name = expectName(p, "a parameter name");
    let def: A.Expression | null = null;
    if (skipOp(p, "=")) def = parseExpression(p);
    else if (params.some((q) => q.default !== null)) throw fail(p, "Non-default argument follows default argument");
    params.push({ name, default: def });
    p.facts.bound.add(name);
  });
  return params;
}

/** An assignment target: the names it binds are bound in the template, and it reads none. */
function parseAssignTarget(p: Parser, endNames: string[] | undefined, namespace: boolean): A.Target {
  const reads = p.loopReads;
  const node = parseTuple(p, () => parsePrimary(p, namespace), endNames);
  checkAssignable(p, node);
  const target = node as A.Target;
  p.loopReads = reads;
  eachTargetName(target, (name) => p.facts.bound.add(name));
  return target;
}

/** (A name is never one of the CONSTANTS: the parser reads those as constants, which this refuses.) */
function checkAssignable(p: Parser, node: A.Expression): void {
  if (node.type === "Tuple") node.items.forEach((item) => checkAssignable(p, item));
  else if (node.type !== "Name" && node.type !== "NamespaceRef") {
    throw fail(p, `Cannot assign to ${node.type === "Const" ? "a constant" : `'${node.type.toLowerCase()}'`}`);
  }
}

// ---- expressions ----

function parseExpression(p: Parser, condexpr = true): A.Expression {
  return condexpr ? parseConditional(p) : binary(p, Level.or);
}

/**
 * jinja2's parse_tuple: comma-separated `item`s become a tuple, a single one stays itself. `endNames` end it as
 * its closing tokens do; with `explicitParens` (inside brackets) it may be empty.
 */
function parseTuple(
  p: Parser,
  item: () => A.Expression,
  endNames?: readonly string[],
  explicitParens = false,
): A.Expression {
  const pos = peek(p).start;
  const list: A.Expression[] = [];
  let isTuple = false;
  for (;;) {
    if (list.length > 0) expectOp(p, ",");
    if (isTupleEnd(p, endNames)) break;
    list.push(item());
    if (isOp(p, ",")) isTuple = true;
    else break;
  }
  if (!isTuple) {
    const only = list[0];
    if (only !== undefined) return only;
    if (!explicitParens) throw fail(p, `Expected an expression, got ${describe(peek(p))}`);
  }
  return { type: "Tuple", pos, end: end(p), items: list };
}

function isTupleEnd(p: Parser, endNames: readonly string[] | undefined): boolean {
  const t = peek(p);
  if (t.type === "variable_end" || t.type === "block_end" || t.type === "eof" || isOp(p, ")")) return true;
  return endNames !== undefined && t.type === "name" && endNames.includes(t.value);
}

function parseConditional(p: Parser): A.Expression {
  const base = p.depth;
  let pos = peek(p).start;
  let expr = parseExpression(p, false);
  while (skipName(p, "if")) {
    enter(p);
    const test = parseExpression(p, false);
    const orelse = skipName(p, "else") ? parseConditional(p) : null;
    expr = { type: "Conditional", pos, end: end(p), test, then: expr, orelse };
    pos = peek(p).start;
  }
  p.depth = base;
  return expr;
}

/** The binary operator the current token spells (`not in` takes two p.tokens), or "". */
function binaryOperator(p: Parser): string {
  const t = peek(p);
  if (t.type === "operator") return t.value;
  if (t.type !== "name") return "";
  return t.value === "not" && isName(p, "in", peek(p, 1)) ? "not in" : t.value;
}

/**
 * Operators binding at least as strongly as `min`, by precedence climbing over PRECEDENCE: `not` is a prefix
 * at its own level, comparisons chain into one Compare node, `~` collects its operands into one Concat node.
 * Each operator applied nests the tree one level deeper, which counts against MAX_NESTING.
 */
function binary(p: Parser, min: number): A.Expression {
  const base = p.depth;
  const start = peek(p).start;
  let left: A.Expression;
  if (min <= Level.not && isName(p, "not")) {
    const pos = next(p).start;
    const operand = nested(p, () => binary(p, Level.not));
    left = { type: "Unary", pos, end: end(p), op: "not", operand };
  } else left = parseUnary(p, true);
  let concat: A.Concat | null = null;
  for (;;) {
    let op = binaryOperator(p);
    const level = PRECEDENCE.get(op);
    if (level === undefined || level < min) {
      p.depth = base;
      return left;
    }
    if (level === Level.compare) {
      enter(p);
      const ops: A.Compare["ops"] = [];
      for (; PRECEDENCE.get(op) === Level.compare; op = binaryOperator(p)) {
        next(p);
        if (op === "not in") next(p);
        ops.push({ op: op as A.CompareOperator, right: binary(p, Level.compare + 1) });
      }
      left = { type: "Compare", pos: start, end: end(p), left, ops };
      continue;
    }
    const pos = next(p).start;
    if (op !== "~" || left !== concat) enter(p);
    const right = binary(p, level + 1);
    if (op === "~") {
      if (left === concat) {
        concat.parts.push(right);
        concat.end = end(p);
      } else left = concat = { type: "Concat", pos: start, end: end(p), parts: [left, right] };
    } else if (op === "or" || op === "and") left = { type: "Logical", pos, end: end(p), op, left, right };
    else left = { type: "Binary", pos, end: end(p), op: op as A.BinaryOperator, left, right };
  }
}

function parseUnary(p: Parser, withFilter: boolean): A.Expression {
  const base = p.depth;
  enter(p);
  const t = peek(p);
  let node: A.Expression;
  if (isOp(p, "-") || isOp(p, "+")) {
    const pos = next(p).start;
    const operand = parseUnary(p, false);
    node = { type: "Unary", pos, end: end(p), op: t.value as "-" | "+", operand };
  } else node = parsePrimary(p, false);
  node = parsePostfix(p, node);
  if (withFilter) node = parseFilterExpression(p, node);
  p.depth = base;
  return node;
}

function parsePrimary(p: Parser, namespace: boolean): A.Expression {
  const t = peek(p);
  const pos = t.start;
  switch (t.type) {
    case "name": {
      next(p);
      const value = t.value;
      const e = t.end;
      const constant = CONSTANTS.get(value);
      if (constant !== undefined) {
        return { type: "Const", pos, end: e, kind: constant === null ? "none" : "bool", value: constant };
      }
      if (namespace && skipOp(p, ".")) {
        const attr = expectName(p, "an attribute name");
        return { type: "NamespaceRef", pos, end: end(p), name: value, attr };
      }
      if (value === "loop") p.loopReads++;
      return { type: "Name", pos, end: e, name: value };
    }
    case "string": {
      // Adjacent string literals concatenate, as in Python.
      let value = next(p).value;
      while (peek(p).type === "string") value += next(p).value;
      return { type: "Const", pos, end: end(p), kind: "str", value };
    }
    case "integer":
    case "float": {
      next(p);
      const float = t.type === "float";
      return { type: "Const", pos, end: t.end, kind: float ? "float" : "int", value: parseNumber(t.value, float) };
    }
    case "operator":
      if (skipOp(p, "(")) {
        const inner = nested(p, () => parseTuple(p, () => parseExpression(p), undefined, true));
        expectOp(p, ")");
        return inner;
      }
      if (skipOp(p, "[")) {
        const list: A.Expression[] = [];
        nested(p, () => items(p, "]", () => list.push(parseExpression(p))));
        return { type: "List", pos, end: end(p), items: list };
      }
      if (skipOp(p, "{")) {
        const keys: A.Expression[] = [];
        const values: A.Expression[] = [];
        nested(p, () =>
          items(p, "}", () => {
            keys.push(parseExpression(p));
            expectOp(p, ":");
            values.push(parseExpression(p));
          }),
        );
        return { type: "Dict", pos, end: end(p), keys, values };
      }
      break;
    default:
      break;
  }
  throw fail(p, `Unexpected ${describe(t)}`);
}

/** `node(...)`: a call of what came before. */
function callOf(p: Parser, node: A.Expression): A.Call {
  const pos = peek(p).start;
  const args = parseCallArgs(p);
  return { type: "Call", pos, end: end(p), callee: node, ...args };
}

/** Calls, attributes and subscripts after a primary; each nests the tree one level deeper. */
function parsePostfix(p: Parser, node: A.Expression): A.Expression {
  for (;;) {
    if (isOp(p, ".") || isOp(p, "[")) {
      enter(p);
      node = parseSubscript(p, node);
    } else if (isOp(p, "(")) {
      enter(p);
      node = callOf(p, node);
    } else return node;
  }
}

/** Filters, tests and calls after a unary expression; each nests the tree one level deeper. */
function parseFilterExpression(p: Parser, node: A.Expression): A.Expression {
  for (;;) {
    if (isOp(p, "|")) {
      for (const f of parseFilterChain(p, false)) {
        enter(p);
        node = { type: "Filter", pos: f.pos, end: f.end, operand: node, name: f.name, args: f.args, kwargs: f.kwargs };
      }
    } else if (isName(p, "is")) {
      enter(p);
      node = parseTest(p, node);
    } else if (isOp(p, "(")) {
      enter(p);
      node = callOf(p, node);
    } else return node;
  }
}

function parseSubscript(p: Parser, node: A.Expression): A.Expression {
  const t = next(p);
  if (t.value === ".") {
    const attr = next(p);
    if (attr.type === "name") return { type: "Getattr", pos: t.start, end: attr.end, object: node, name: attr.value };
    if (attr.type !== "integer") throw fail(p, "Expected a name or number after '.'", attr);
    return {
      type: "Getitem",
      pos: t.start,
      end: attr.end,
      object: node,
      index: { type: "Const", pos: attr.start, end: attr.end, kind: "int", value: parseNumber(attr.value) },
    };
  }
  const args: A.Expression[] = [];
  nested(p, () => items(p, "]", () => args.push(parseSubscribed(p))));
  const index: A.Expression =
    args.length === 1 ? (args[0] as A.Expression) : { type: "Tuple", pos: t.start, end: end(p), items: args };
  return { type: "Getitem", pos: t.start, end: end(p), object: node, index };
}

function parseSubscribed(p: Parser): A.Expression {
  const pos = peek(p).start;
  let start: A.Expression | null = null;
  if (!isOp(p, ":")) {
    const expr = parseExpression(p);
    if (!isOp(p, ":")) return expr;
    start = expr;
  }
  next(p);
  const atEnd = () => isOp(p, "]") || isOp(p, ",");
  let stop: A.Expression | null = null;
  let step: A.Expression | null = null;
  if (!isOp(p, ":") && !atEnd()) stop = parseExpression(p);
  if (skipOp(p, ":") && !atEnd()) step = parseExpression(p);
  return { type: "Slice", pos, end: end(p), start, stop, step };
}

/** One argument of a call (or of a tag): `*x`, `**x`, `name=x` or `x`, in the order Python allows. */
function parseArgument(p: Parser, call: CallArgs, open: Token): void {
  const ensure = (ok: boolean) => {
    if (!ok) throw fail(p, "Invalid syntax for function call expression", open);
  };
  if (skipOp(p, "*")) {
    ensure(call.starArgs === null && call.starKwargs === null);
    call.starArgs = parseExpression(p);
  } else if (skipOp(p, "**")) {
    ensure(call.starKwargs === null);
    call.starKwargs = parseExpression(p);
  } else if (peek(p).type === "name" && isOp(p, "=", peek(p, 1))) {
    ensure(call.starKwargs === null);
    const name = next(p).value;
    next(p);
    call.kwargs.push({ name, value: parseExpression(p) });
  } else {
    ensure(call.starArgs === null && call.starKwargs === null && call.kwargs.length === 0);
    call.args.push(parseExpression(p));
  }
}

function parseCallArgs(p: Parser): CallArgs {
  const open = expectOp(p, "(");
  const call: CallArgs = { args: [], kwargs: [], starArgs: null, starKwargs: null };
  nested(p, () => items(p, ")", () => parseArgument(p, call, open)));
  return call;
}

/** Arguments of a filter or test: no `*` or `**`. */
function plainArgs(p: Parser, kind: string, at?: Token): Pick<A.Call, "args" | "kwargs"> {
  const call = parseCallArgs(p);
  if (call.starArgs !== null || call.starKwargs !== null) {
    throw fail(p, `'*' and '**' are not supported in ${kind} arguments`, at);
  }
  return { args: call.args, kwargs: call.kwargs };
}

/** A dotted filter or test name. */
function dottedName(p: Parser, what: string): string {
  let name = expectName(p, what);
  while (skipOp(p, ".")) name += "." + expectName(p, what);
  return name;
}

/** `name(args)` after `|` (or at the start of a filter block / block set). */
function parseFilterCall(p: Parser): A.FilterCall {
  const t = peek(p);
  const name = dottedName(p, "a filter name");
  const call = isOp(p, "(") ? plainArgs(p, "filter", t) : { args: [], kwargs: [] };
  return { name, ...call, pos: t.start, end: end(p) };
}

function parseFilterChain(p: Parser, startInline: boolean): A.FilterCall[] {
  const filters: A.FilterCall[] = [];
  if (startInline) filters.push(parseFilterCall(p));
  while (skipOp(p, "|")) filters.push(parseFilterCall(p));
  return filters;
}

function parseTest(p: Parser, node: A.Expression): A.Expression {
  const pos = next(p).start;
  const negated = skipName(p, "not");
  const name = dottedName(p, "a test name");
  let args: A.Expression[] = [];
  let kwargs: A.Keyword[] = [];
  if (isOp(p, "(")) ({ args, kwargs } = plainArgs(p, "test"));
  else if (
    (TEST_ARG_START.has(peek(p).type) || isOp(p, "[") || isOp(p, "{")) &&
    !isName(p, "else") &&
    !isName(p, "or") &&
    !isName(p, "and")
  ) {
    if (isName(p, "is")) throw fail(p, "You cannot chain multiple tests with 'is'");
    args = [parsePostfix(p, parsePrimary(p, false))];
  }
  return { type: "Test", pos, end: end(p), operand: node, name, args, kwargs, negated };
}

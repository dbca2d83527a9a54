import type * as A from "./ast.js";
import { TemplateSyntaxError, positionAt } from "./errors.js";
import { sourceOf, type Token, type TokenType } from "./lexer.js";

/** Deeper nesting than this is refused with a syntax error instead of exhausting the stack. */
const MAX_NESTING = 200;

/**
 * Binding strength of each expression form, weakest first (jinja2's parser levels). The parser climbs
 * the binary operators by these numbers and the formatter brackets by them, so the two cannot disagree.
 */
export const LEVEL = { cond: 1, or: 2, not: 4, compare: 5, unary: 10, postfix: 12, atom: 13 } as const;

/** The binary operators' levels: or < and < (not) < comparisons < + - < ~ < * / // % < **. */
export const PRECEDENCE: ReadonlyMap<string, number> = new Map([
  ["or", LEVEL.or],
  ["and", 3],
  ...["==", "!=", "<", "<=", ">", ">=", "in", "not in"].map((op) => [op, LEVEL.compare] as const),
  ["+", 6],
  ["-", 6],
  ["~", 7],
  ["*", 8],
  ["/", 8],
  ["//", 8],
  ["%", 8],
  ["**", 9],
]);

/** Tokens that may start a test's single argument written without parentheses (`x is divisibleby 3`). */
const TEST_ARG_START = new Set<TokenType>(["name", "string", "integer", "float"]);

const TOKEN_DESCRIPTIONS: Partial<Record<TokenType, string>> = {
  block_begin: "'{%'",
  block_end: "'%}'",
  variable_begin: "'{{'",
  variable_end: "'}}'",
  eof: "end of template",
  text: "template text",
};

function describe(token: Token): string {
  return TOKEN_DESCRIPTIONS[token.type] ?? `'${token.type === "string" ? JSON.stringify(token.value) : token.value}'`;
}

function quoteList(names: readonly string[]): string {
  return names.map((n) => `'${n}'`).join(" or ");
}

type CallArgs = Pick<A.Call, "args" | "kwargs" | "starArgs" | "starKwargs">;

// The parser's state: parsing is synchronous and never re-entered, so one set of module variables serves every
// call (as in TypeScript's own parser); `parse` resets them. Plain module functions keep the hot paths monomorphic.
let tokens: Token[] = [];
let last: Token;
let i = 0;
let depth = 0;
let source = "";
/** Names of the blocks being parsed, innermost last, for "expected 'endfor'" messages. */
let openBlocks: string[] = [];

/**
 * Builds the AST from tokens with jinja2's grammar and operator precedence
 * (or < and < not < comparisons < + - < ~ < * / // % < ** < unary < postfix, filters and tests).
 */
export function parse(list: Token[]): A.Program {
  tokens = list;
  last = list[list.length - 1] as Token;
  i = 0;
  depth = 0;
  source = sourceOf(list);
  openBlocks = [];
  try {
    return { type: "Program", body: parseBody([]), source };
  } finally {
    tokens = []; // not kept alive by the module, even after an error
  }
}

// ---- token stream helpers ----

const peek = (offset = 0): Token => tokens[i + offset] ?? last;
const next = (): Token => {
  const token = peek();
  if (i < tokens.length - 1) i++;
  return token;
};
const isOp = (value: string, token = peek()): boolean => token.type === "operator" && token.value === value;
const isName = (value: string, token = peek()): boolean => token.type === "name" && token.value === value;
/** Consumes the current token if it `matches`. */
const skip = (matches: boolean): boolean => {
  if (matches) next();
  return matches;
};
const skipOp = (value: string): boolean => skip(isOp(value));
const skipName = (value: string): boolean => skip(isName(value));
const fail = (message: string, token: Token = peek()): TemplateSyntaxError =>
  new TemplateSyntaxError(message, positionAt(source, token.start));
const expectOp = (value: string): Token => {
  if (!isOp(value)) throw fail(`Expected '${value}', got ${describe(peek())}`);
  return next();
};
const expectType = (type: TokenType, what: string): Token => {
  if (peek().type !== type) throw fail(`Expected ${what}, got ${describe(peek())}`);
  return next();
};
const expectName = (what: string): string => expectType("name", what).value;
const endOfTag = (): boolean => peek().type === "block_end" || peek().type === "eof";
const expectEnd = (type: "block_end" | "variable_end", what: string): void => {
  if (peek().type === "eof") throw fail(`Unexpected end of template, expected ${what}`);
  expectType(type, what);
};
const enter = (): void => {
  if (++depth > MAX_NESTING) throw fail(`Template is nested too deeply (more than ${MAX_NESTING} levels)`);
};
/** Parses `inner` one nesting level deeper. */
const nested = <T>(inner: () => T): T => {
  enter();
  const result = inner();
  depth--;
  return result;
};
/** Comma-separated items up to `close` (a trailing comma allowed), then `close`. */
const items = (close: string, item: () => void): void => {
  let first = true;
  while (!isOp(close)) {
    if (!first) expectOp(",");
    first = false;
    if (isOp(close)) break;
    item();
  }
  expectOp(close);
};

// ---- statements ----

/**
 * Parses template content until a block tag named in `endNames` (left as the current token, after `{%`)
 * or the end of the template (an error if `endNames` is not empty).
 */
function parseBody(endNames: readonly string[]): A.Statement[] {
  const body: A.Statement[] = [];
  for (;;) {
    const token = peek();
    switch (token.type) {
      case "text":
      case "comment":
        body.push({ type: token.type === "text" ? "Text" : "Comment", pos: token.start, value: token.value });
        next();
        break;
      case "variable_begin": {
        next();
        const expr = parseTuple({ condexpr: true });
        expectEnd("variable_end", "'}}'");
        body.push({ type: "Output", pos: token.start, expr });
        break;
      }
      case "block_begin": {
        next();
        const tag = peek();
        if (tag.type === "name" && endNames.includes(tag.value)) return body;
        parseStatement(body, endNames);
        expectEnd("block_end", "'%}'");
        break;
      }
      case "eof":
        if (endNames.length > 0) {
          throw fail(
            `Unexpected end of template, expected ${quoteList(endNames)} (to close '${openBlocks.at(-1) ?? ""}')`,
          );
        }
        return body;
      default:
        throw fail(`Unexpected ${describe(token)}`);
    }
  }
}

/** Parses `{% ... %}` contents up to (not including) `%}`, appending the node(s) to `body`. */
function parseStatement(body: A.Statement[], endNames: readonly string[]): void {
  const token = peek();
  if (token.type !== "name") throw fail(`Expected a tag name, got ${describe(token)}`);
  const parseTag = Object.hasOwn(STATEMENTS, token.value) ? STATEMENTS[token.value] : undefined;
  if (parseTag === undefined) {
    if (endNames.length > 0) throw fail(`Unexpected tag '${token.value}', expected ${quoteList(endNames)}`);
    throw fail(`Unknown tag '${token.value}'`);
  }
  enter();
  openBlocks.push(token.value);
  next();
  parseTag(body, token.start);
  openBlocks.pop();
  depth--;
}

/** After the tag's arguments: `%}`, the body, and the end tag name (consumed, `%}` left for the caller). */
function block(endNames: readonly string[]): { body: A.Statement[]; end: string } {
  skipOp(":");
  expectEnd("block_end", "'%}'");
  const body = parseBody(endNames);
  return { body, end: next().value };
}

/** A block whose end tag must be followed directly by `%}` (the caller expects it). */
const simpleBlock = (endName: string): A.Statement[] => block([endName]).body;

/** Loader tags parse (their arguments are skipped) and fail when run: there is no loader. */
function parseUnsupported(body: A.Statement[], pos: number): void {
  const tag = tokens[i - 1]?.value ?? "";
  const start = peek().start;
  while (!endOfTag()) next();
  body.push({ type: "Unsupported", pos, tag, source: source.slice(start, peek().start).trim() });
}

const STATEMENTS: Record<string, (body: A.Statement[], pos: number) => void> = {
  if(body, pos) {
    const branches: A.IfBranch[] = [];
    let orelse: A.Statement[] | null = null;
    let branchPos = pos;
    for (;;) {
      const test = parseTuple({ condexpr: false });
      const { body: branchBody, end } = block(["elif", "else", "endif"]);
      branches.push({ test, body: branchBody, pos: branchPos });
      if (end === "elif") {
        branchPos = tokens[i - 1]?.start ?? pos;
        continue;
      }
      if (end === "else") orelse = simpleBlock("endif");
      break;
    }
    body.push({ type: "If", pos, branches, orelse });
  },
  for(body, pos) {
    const target = parseAssignTarget(["in"], false);
    if (!skipName("in")) throw fail(`Expected 'in', got ${describe(peek())}`);
    const iter = parseTuple({ condexpr: false, endNames: ["recursive"] });
    const filter = skipName("if") ? parseExpression() : null;
    const recursive = skipName("recursive");
    const { body: loopBody, end } = block(["endfor", "else"]);
    const orelse = end === "else" ? simpleBlock("endfor") : null;
    body.push({ type: "For", pos, target, iter, filter, recursive, body: loopBody, orelse });
  },
  set(body, pos) {
    const target = parseAssignTarget(undefined, true);
    if (skipOp("=")) body.push({ type: "Set", pos, target, value: parseTuple({ condexpr: true }) });
    else body.push({ type: "SetBlock", pos, target, filters: parseFilterChain(false), body: simpleBlock("endset") });
  },
  macro(body, pos) {
    const name = expectName("a macro name");
    const params = parseSignature();
    body.push({ type: "Macro", pos, name, params, body: simpleBlock("endmacro") });
  },
  call(body, pos) {
    const params = isOp("(") ? parseSignature() : [];
    const call = parseExpression();
    if (call.type !== "Call") throw fail("Expected a call after 'call'");
    body.push({ type: "CallBlock", pos, params, call, body: simpleBlock("endcall") });
  },
  filter(body, pos) {
    const filters = parseFilterChain(true);
    body.push({ type: "FilterBlock", pos, filters, body: simpleBlock("endfilter") });
  },
  with(body, pos) {
    const targets: A.Target[] = [];
    const values: A.Expression[] = [];
    while (!endOfTag()) {
      if (targets.length > 0) expectOp(",");
      targets.push(parseAssignTarget(undefined, false));
      expectOp("=");
      values.push(parseExpression());
    }
    body.push({ type: "With", pos, targets, values, body: simpleBlock("endwith") });
  },
  block(body, pos) {
    const name = expectName("a block name");
    const scoped = skipName("scoped");
    const required = skipName("required");
    if (isOp("-")) throw fail("Use an underscore instead of a dash in block names");
    const blockBody = simpleBlock("endblock");
    if (peek().type === "name") {
      const endName = next();
      if (endName.value !== name) throw fail(`Expected 'endblock' for block '${name}'`, endName);
    }
    body.push({ type: "Block", pos, name, scoped, required, body: blockBody });
  },
  print(body, pos) {
    let first = true;
    while (!endOfTag()) {
      if (!first) expectOp(",");
      first = false;
      body.push({ type: "Output", pos, expr: parseExpression() });
    }
  },
  autoescape(body, pos) {
    const value = parseExpression();
    body.push({ type: "Autoescape", pos, value, body: simpleBlock("endautoescape") });
  },
  generation(body, pos) {
    body.push({ type: "Generation", pos, body: simpleBlock("endgeneration") });
  },
  break: (body, pos) => body.push({ type: "Break", pos }),
  continue: (body, pos) => body.push({ type: "Continue", pos }),
  include: parseUnsupported,
  extends: parseUnsupported,
  import: parseUnsupported,
  from: parseUnsupported,
};

function parseSignature(): A.Parameter[] {
  const params: A.Parameter[] = [];
  expectOp("(");
  items(")", () => {
    const name = expectName("a parameter name");
    let def: A.Expression | null = null;
    if (skipOp("=")) def = parseExpression();
    else if (params.some((p) => p.default !== null)) throw fail("Non-default argument follows default argument");
    params.push({ name, default: def });
  });
  return params;
}

function parseAssignTarget(endNames: string[] | undefined, namespace: boolean): A.Target {
  const target = parseTuple({ simplified: true, endNames, namespace });
  checkAssignable(target);
  return target as A.Target;
}

function checkAssignable(node: A.Expression): void {
  if (node.type === "Name") {
    if (["true", "false", "none", "True", "False", "None"].includes(node.name)) {
      throw fail(`Cannot assign to '${node.name}'`);
    }
  } else if (node.type === "Tuple") node.items.forEach(checkAssignable);
  else if (node.type !== "NamespaceRef") {
    throw fail(`Cannot assign to ${node.type === "Const" ? "a constant" : `'${node.type.toLowerCase()}'`}`);
  }
}

// ---- expressions ----

function parseExpression(condexpr = true): A.Expression {
  return condexpr ? parseConditional() : binary(LEVEL.or);
}

/** jinja2's parse_tuple: comma-separated expressions become a tuple, a single one stays itself. */
function parseTuple(options: {
  condexpr?: boolean;
  simplified?: boolean;
  endNames?: string[] | undefined;
  explicitParens?: boolean;
  namespace?: boolean;
}): A.Expression {
  const pos = peek().start;
  const list: A.Expression[] = [];
  let isTuple = false;
  for (;;) {
    if (list.length > 0) expectOp(",");
    if (isTupleEnd(options.endNames)) break;
    list.push(options.simplified ? parsePrimary(options.namespace === true) : parseExpression(options.condexpr));
    if (isOp(",")) isTuple = true;
    else break;
  }
  if (!isTuple) {
    const only = list[0];
    if (only !== undefined) return only;
    if (!options.explicitParens) throw fail(`Expected an expression, got ${describe(peek())}`);
  }
  return { type: "Tuple", pos, items: list };
}

function isTupleEnd(endNames: string[] | undefined): boolean {
  const t = peek();
  if (t.type === "variable_end" || t.type === "block_end" || t.type === "eof" || isOp(")")) return true;
  return endNames !== undefined && t.type === "name" && endNames.includes(t.value);
}

function parseConditional(): A.Expression {
  let pos = peek().start;
  let expr = parseExpression(false);
  while (skipName("if")) {
    const test = parseExpression(false);
    const orelse = skipName("else") ? parseConditional() : null;
    expr = { type: "Conditional", pos, test, then: expr, orelse };
    pos = peek().start;
  }
  return expr;
}

/** The binary operator the current token spells (`not in` takes two tokens), or "". */
function binaryOperator(): string {
  const t = peek();
  if (t.type === "operator") return t.value;
  if (t.type !== "name") return "";
  return t.value === "not" && isName("in", peek(1)) ? "not in" : t.value;
}

/**
 * Operators binding at least as strongly as `min`, by precedence climbing over PRECEDENCE: `not` is a prefix
 * at its own level, comparisons chain into one Compare node, `~` collects its operands into one Concat node.
 */
function binary(min: number): A.Expression {
  const start = peek().start;
  let left: A.Expression;
  if (min <= LEVEL.not && isName("not")) {
    const pos = next().start;
    left = { type: "Unary", pos, op: "not", operand: nested(() => binary(LEVEL.not)) };
  } else left = parseUnary(true);
  let concat: A.Concat | null = null;
  for (;;) {
    let op = binaryOperator();
    const level = PRECEDENCE.get(op);
    if (level === undefined || level < min) return left;
    if (level === LEVEL.compare) {
      const ops: A.Compare["ops"] = [];
      for (; PRECEDENCE.get(op) === LEVEL.compare; op = binaryOperator()) {
        next();
        if (op === "not in") next();
        ops.push({ op: op as A.CompareOperator, right: binary(LEVEL.compare + 1) });
      }
      left = { type: "Compare", pos: start, left, ops };
      continue;
    }
    const pos = next().start;
    const right = binary(level + 1);
    if (op === "~") {
      if (left === concat) concat.parts.push(right);
      else left = concat = { type: "Concat", pos: start, parts: [left, right] };
    } else if (op === "or" || op === "and") left = { type: "Logical", pos, op, left, right };
    else left = { type: "Binary", pos, op: op as A.BinaryOperator, left, right };
  }
}

function parseUnary(withFilter: boolean): A.Expression {
  enter();
  const t = peek();
  let node: A.Expression =
    isOp("-") || isOp("+")
      ? { type: "Unary", pos: next().start, op: t.value as "-" | "+", operand: parseUnary(false) }
      : parsePrimary(false);
  node = parsePostfix(node);
  if (withFilter) node = parseFilterExpression(node);
  depth--;
  return node;
}

function parsePrimary(namespace: boolean): A.Expression {
  const t = peek();
  const pos = t.start;
  switch (t.type) {
    case "name": {
      next();
      const value = t.value;
      if (value === "true" || value === "True") return { type: "Const", pos, kind: "bool", value: true };
      if (value === "false" || value === "False") return { type: "Const", pos, kind: "bool", value: false };
      if (value === "none" || value === "None") return { type: "Const", pos, kind: "none", value: null };
      if (namespace && skipOp("."))
        return { type: "NamespaceRef", pos, name: value, attr: expectName("an attribute name") };
      return { type: "Name", pos, name: value };
    }
    case "string": {
      // Adjacent string literals concatenate, as in Python.
      let value = next().value;
      while (peek().type === "string") value += next().value;
      return { type: "Const", pos, kind: "str", value };
    }
    case "integer":
      next();
      return { type: "Const", pos, kind: "int", value: parseInteger(t.value) };
    case "float":
      next();
      return { type: "Const", pos, kind: "float", value: Number(t.value.replace(/_/g, "")) };
    case "operator":
      if (skipOp("(")) {
        const inner = nested(() => parseTuple({ condexpr: true, explicitParens: true }));
        expectOp(")");
        return inner;
      }
      if (isOp("[")) {
        next();
        const list: A.Expression[] = [];
        nested(() => items("]", () => list.push(parseExpression())));
        return { type: "List", pos, items: list };
      }
      if (isOp("{")) {
        next();
        const keys: A.Expression[] = [];
        const values: A.Expression[] = [];
        nested(() =>
          items("}", () => {
            keys.push(parseExpression());
            expectOp(":");
            values.push(parseExpression());
          }),
        );
        return { type: "Dict", pos, keys, values };
      }
      break;
    default:
      break;
  }
  throw fail(`Unexpected ${describe(t)}`);
}

/** `node(...)`: a call of what came before. */
const callOf = (node: A.Expression): A.Call => ({ type: "Call", pos: peek().start, callee: node, ...parseCallArgs() });

function parsePostfix(node: A.Expression): A.Expression {
  for (;;) {
    if (isOp(".") || isOp("[")) node = parseSubscript(node);
    else if (isOp("(")) node = callOf(node);
    else return node;
  }
}

function parseFilterExpression(node: A.Expression): A.Expression {
  for (;;) {
    if (isOp("|")) {
      for (const f of parseFilterChain(false)) {
        node = { type: "Filter", pos: f.pos, operand: node, name: f.name, args: f.args, kwargs: f.kwargs };
      }
    } else if (isName("is")) node = parseTest(node);
    else if (isOp("(")) node = callOf(node);
    else return node;
  }
}

function parseSubscript(node: A.Expression): A.Expression {
  const t = next();
  if (t.value === ".") {
    const attr = next();
    if (attr.type === "name") return { type: "Getattr", pos: t.start, object: node, name: attr.value };
    if (attr.type !== "integer") throw fail("Expected a name or number after '.'", attr);
    return {
      type: "Getitem",
      pos: t.start,
      object: node,
      index: { type: "Const", pos: attr.start, kind: "int", value: parseInteger(attr.value) },
    };
  }
  const args: A.Expression[] = [];
  nested(() => {
    while (!isOp("]")) {
      if (args.length > 0) expectOp(",");
      args.push(parseSubscribed());
    }
    expectOp("]");
  });
  const index: A.Expression =
    args.length === 1 ? (args[0] as A.Expression) : { type: "Tuple", pos: t.start, items: args };
  return { type: "Getitem", pos: t.start, object: node, index };
}

function parseSubscribed(): A.Expression {
  const pos = peek().start;
  let start: A.Expression | null = null;
  if (!isOp(":")) {
    const expr = parseExpression();
    if (!isOp(":")) return expr;
    start = expr;
  }
  next();
  const atEnd = () => isOp("]") || isOp(",");
  let stop: A.Expression | null = null;
  let step: A.Expression | null = null;
  if (!isOp(":") && !atEnd()) stop = parseExpression();
  if (skipOp(":") && !atEnd()) step = parseExpression();
  return { type: "Slice", pos, start, stop, step };
}

function parseCallArgs(): CallArgs {
  const open = expectOp("(");
  const args: A.Expression[] = [];
  const kwargs: A.Keyword[] = [];
  let starArgs: A.Expression | null = null;
  let starKwargs: A.Expression | null = null;
  const ensure = (ok: boolean) => {
    if (!ok) throw fail("Invalid syntax for function call expression", open);
  };
  nested(() =>
    items(")", () => {
      if (skipOp("*")) {
        ensure(starArgs === null && starKwargs === null);
        starArgs = parseExpression();
      } else if (skipOp("**")) {
        ensure(starKwargs === null);
        starKwargs = parseExpression();
      } else if (peek().type === "name" && isOp("=", peek(1))) {
        ensure(starKwargs === null);
        const name = next().value;
        next();
        kwargs.push({ name, value: parseExpression() });
      } else {
        ensure(starArgs === null && starKwargs === null && kwargs.length === 0);
        args.push(parseExpression());
      }
    }),
  );
  return { args, kwargs, starArgs, starKwargs };
}

/** Arguments of a filter or test: no `*` or `**`. */
function plainArgs(kind: string, at?: Token): Pick<A.Call, "args" | "kwargs"> {
  const call = parseCallArgs();
  if (call.starArgs !== null || call.starKwargs !== null) {
    throw fail(`'*' and '**' are not supported in ${kind} arguments`, at);
  }
  return { args: call.args, kwargs: call.kwargs };
}

/** A dotted filter or test name. */
function dottedName(what: string): string {
  let name = expectName(what);
  while (skipOp(".")) name += "." + expectName(what);
  return name;
}

/** `name(args)` after `|` (or at the start of a filter block / block set). */
function parseFilterCall(): A.FilterCall {
  const t = peek();
  const name = dottedName("a filter name");
  const { args, kwargs } = isOp("(") ? plainArgs("filter", t) : { args: [], kwargs: [] };
  return { name, args, kwargs, pos: t.start };
}

function parseFilterChain(startInline: boolean): A.FilterCall[] {
  const filters: A.FilterCall[] = [];
  if (startInline) filters.push(parseFilterCall());
  while (skipOp("|")) filters.push(parseFilterCall());
  return filters;
}

function parseTest(node: A.Expression): A.Expression {
  const pos = next().start;
  const negated = skipName("not");
  const name = dottedName("a test name");
  let args: A.Expression[] = [];
  let kwargs: A.Keyword[] = [];
  if (isOp("(")) ({ args, kwargs } = plainArgs("test"));
  else if (
    (TEST_ARG_START.has(peek().type) || isOp("[") || isOp("{")) &&
    !isName("else") &&
    !isName("or") &&
    !isName("and")
  ) {
    if (isName("is")) throw fail("You cannot chain multiple tests with 'is'");
    args = [parsePostfix(parsePrimary(false))];
  }
  return { type: "Test", pos, operand: node, name, args, kwargs, negated };
}

function parseInteger(text: string): number {
  const clean = text.replace(/_/g, "");
  const base = { b: 2, o: 8, x: 16 }[clean[1]?.toLowerCase() ?? ""];
  return base === undefined ? Number(clean) : parseInt(clean.slice(2), base);
}

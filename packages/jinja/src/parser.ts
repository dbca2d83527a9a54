import type * as A from "./ast.js";
import { TemplateSyntaxError, positionAt } from "./errors.js";
import { sourceOf, type Token, type TokenType } from "./lexer.js";

/** Deeper nesting than this is refused with a syntax error instead of exhausting the stack. */
const MAX_NESTING = 200;

const COMPARE_OPERATORS = new Set(["==", "!=", "<", "<=", ">", ">="]);
const MATH2_OPERATORS = new Set(["*", "/", "//", "%"]);
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

/**
 * Builds the AST from tokens with jinja2's grammar and operator precedence
 * (or < and < not < comparisons < + - < ~ < * / // % < ** < unary < postfix, filters and tests).
 */
export function parse(tokens: Token[]): A.Program {
  return new Parser(tokens, sourceOf(tokens)).parseProgram();
}

class Parser {
  private i = 0;
  private depth = 0;
  /** Names of the blocks being parsed, innermost last, for "expected 'endfor'" messages. */
  private readonly openBlocks: string[] = [];

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parseProgram(): A.Program {
    const body = this.parseBody([]);
    return { type: "Program", body, source: this.source };
  }

  // ---- token stream helpers ----

  private get current(): Token {
    return this.tokens[this.i] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private peek(offset = 1): Token {
    return this.tokens[this.i + offset] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private next(): Token {
    const token = this.current;
    if (this.i < this.tokens.length - 1) this.i++;
    return token;
  }

  private isOp(value: string, token = this.current): boolean {
    return token.type === "operator" && token.value === value;
  }

  private isName(value: string, token = this.current): boolean {
    return token.type === "name" && token.value === value;
  }

  private skipOp(value: string): boolean {
    if (!this.isOp(value)) return false;
    this.next();
    return true;
  }

  private skipName(value: string): boolean {
    if (!this.isName(value)) return false;
    this.next();
    return true;
  }

  private expectOp(value: string): Token {
    if (!this.isOp(value)) throw this.fail(`Expected '${value}', got ${describe(this.current)}`);
    return this.next();
  }

  private expectType(type: TokenType, what: string): Token {
    if (this.current.type !== type) throw this.fail(`Expected ${what}, got ${describe(this.current)}`);
    return this.next();
  }

  private expectBlockEnd(): void {
    if (this.current.type === "eof") throw this.fail(`Unexpected end of template, expected '%}'`);
    this.expectType("block_end", "'%}'");
  }

  private fail(message: string, token: Token = this.current): TemplateSyntaxError {
    return new TemplateSyntaxError(message, positionAt(this.source, token.start));
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING) throw this.fail(`Template is nested too deeply (more than ${MAX_NESTING} levels)`);
  }

  // ---- statements ----

  /**
   * Parses template content until a block tag named in `endNames` (left as the current token, after `{%`)
   * or the end of the template (an error if `endNames` is not empty).
   */
  private parseBody(endNames: readonly string[]): A.Statement[] {
    const body: A.Statement[] = [];
    for (;;) {
      const token = this.current;
      switch (token.type) {
        case "text":
          body.push({ type: "Text", pos: token.start, value: token.value });
          this.next();
          break;
        case "comment":
          body.push({ type: "Comment", pos: token.start, value: token.value });
          this.next();
          break;
        case "variable_begin": {
          this.next();
          const expr = this.parseTuple({ condexpr: true });
          if (this.current.type === "eof") throw this.fail("Unexpected end of template, expected '}}'");
          this.expectType("variable_end", "'}}'");
          body.push({ type: "Output", pos: token.start, expr });
          break;
        }
        case "block_begin": {
          this.next();
          const tag = this.current;
          if (tag.type === "name" && endNames.includes(tag.value)) return body;
          this.parseStatement(body, endNames);
          this.expectBlockEnd();
          break;
        }
        case "eof":
          if (endNames.length > 0) {
            throw this.fail(
              `Unexpected end of template, expected ${quoteList(endNames)} (to close '${this.openBlocks.at(-1) ?? ""}')`,
            );
          }
          return body;
        default:
          throw this.fail(`Unexpected ${describe(token)}`);
      }
    }
  }

  /** Parses `{% ... %}` contents up to (not including) `%}`, appending the node(s) to `body`. */
  private parseStatement(body: A.Statement[], endNames: readonly string[]): void {
    const token = this.current;
    if (token.type !== "name") throw this.fail(`Expected a tag name, got ${describe(token)}`);
    const parse = this.statementParsers[token.value];
    if (parse === undefined) {
      if (endNames.length > 0) {
        throw this.fail(`Unexpected tag '${token.value}', expected ${quoteList(endNames)}`);
      }
      throw this.fail(`Unknown tag '${token.value}'`);
    }
    this.enter();
    this.openBlocks.push(token.value);
    this.next();
    parse.call(this, body, token.start);
    this.openBlocks.pop();
    this.depth--;
  }

  private readonly statementParsers: Record<string, (this: Parser, body: A.Statement[], pos: number) => void> = {
    if: Parser.prototype.parseIf,
    for: Parser.prototype.parseFor,
    set: Parser.prototype.parseSet,
    macro: Parser.prototype.parseMacro,
    call: Parser.prototype.parseCallBlock,
    filter: Parser.prototype.parseFilterBlock,
    with: Parser.prototype.parseWith,
    block: Parser.prototype.parseBlock,
    print: Parser.prototype.parsePrint,
    autoescape: Parser.prototype.parseAutoescape,
    generation: Parser.prototype.parseGeneration,
    break: (body, pos) => body.push({ type: "Break", pos }),
    continue: (body, pos) => body.push({ type: "Continue", pos }),
    include: Parser.prototype.parseUnsupported,
    extends: Parser.prototype.parseUnsupported,
    import: Parser.prototype.parseUnsupported,
    from: Parser.prototype.parseUnsupported,
  };

  /** After the tag's arguments: `%}`, the body, and the end tag name (consumed, `%}` left for the caller). */
  private block(endNames: readonly string[]): { body: A.Statement[]; end: string } {
    this.skipOp(":");
    this.expectBlockEnd();
    const body = this.parseBody(endNames);
    const end = this.next().value;
    return { body, end };
  }

  /** A block whose end tag must be followed directly by `%}` (the caller expects it). */
  private simpleBlock(endName: string): A.Statement[] {
    return this.block([endName]).body;
  }

  private parseIf(body: A.Statement[], pos: number): void {
    const branches: A.IfBranch[] = [];
    let orelse: A.Statement[] | null = null;
    let branchPos = pos;
    for (;;) {
      const test = this.parseTuple({ condexpr: false });
      const { body: branchBody, end } = this.block(["elif", "else", "endif"]);
      branches.push({ test, body: branchBody, pos: branchPos });
      if (end === "elif") {
        branchPos = this.tokens[this.i - 1]?.start ?? pos;
        continue;
      }
      if (end === "else") orelse = this.simpleBlock("endif");
      break;
    }
    body.push({ type: "If", pos, branches, orelse });
  }

  private parseFor(body: A.Statement[], pos: number): void {
    const target = this.parseAssignTarget({ endNames: ["in"] });
    if (!this.skipName("in")) throw this.fail(`Expected 'in', got ${describe(this.current)}`);
    const iter = this.parseTuple({ condexpr: false, endNames: ["recursive"] });
    const filter = this.skipName("if") ? this.parseExpression() : null;
    const recursive = this.skipName("recursive");
    const { body: loopBody, end } = this.block(["endfor", "else"]);
    const orelse = end === "else" ? this.simpleBlock("endfor") : null;
    body.push({ type: "For", pos, target, iter, filter, recursive, body: loopBody, orelse });
  }

  private parseSet(body: A.Statement[], pos: number): void {
    const target = this.parseAssignTarget({ namespace: true });
    if (this.skipOp("=")) {
      body.push({ type: "Set", pos, target, value: this.parseTuple({ condexpr: true }) });
      return;
    }
    const filters = this.parseFilterChain(false);
    body.push({ type: "SetBlock", pos, target, filters, body: this.simpleBlock("endset") });
  }

  private parseMacro(body: A.Statement[], pos: number): void {
    const name = this.expectType("name", "a macro name").value;
    const params = this.parseSignature();
    body.push({ type: "Macro", pos, name, params, body: this.simpleBlock("endmacro") });
  }

  private parseCallBlock(body: A.Statement[], pos: number): void {
    const params = this.isOp("(") ? this.parseSignature() : [];
    const call = this.parseExpression();
    if (call.type !== "Call") throw this.fail("Expected a call after 'call'");
    body.push({ type: "CallBlock", pos, params, call, body: this.simpleBlock("endcall") });
  }

  private parseFilterBlock(body: A.Statement[], pos: number): void {
    const filters = this.parseFilterChain(true);
    body.push({ type: "FilterBlock", pos, filters, body: this.simpleBlock("endfilter") });
  }

  private parseWith(body: A.Statement[], pos: number): void {
    const targets: A.Target[] = [];
    const values: A.Expression[] = [];
    while (this.current.type !== "block_end" && this.current.type !== "eof") {
      if (targets.length > 0) this.expectOp(",");
      targets.push(this.parseAssignTarget({}));
      this.expectOp("=");
      values.push(this.parseExpression());
    }
    body.push({ type: "With", pos, targets, values, body: this.simpleBlock("endwith") });
  }

  private parseBlock(body: A.Statement[], pos: number): void {
    const name = this.expectType("name", "a block name").value;
    const scoped = this.skipName("scoped");
    const required = this.skipName("required");
    if (this.isOp("-")) throw this.fail("Use an underscore instead of a dash in block names");
    const blockBody = this.simpleBlock("endblock");
    if (this.current.type === "name") {
      const endName = this.next();
      if (endName.value !== name) throw this.fail(`Expected 'endblock' for block '${name}'`, endName);
    }
    body.push({ type: "Block", pos, name, scoped, required, body: blockBody });
  }

  private parsePrint(body: A.Statement[], pos: number): void {
    let first = true;
    while (this.current.type !== "block_end" && this.current.type !== "eof") {
      if (!first) this.expectOp(",");
      first = false;
      body.push({ type: "Output", pos, expr: this.parseExpression() });
    }
  }

  private parseAutoescape(body: A.Statement[], pos: number): void {
    const value = this.parseExpression();
    body.push({ type: "Autoescape", pos, value, body: this.simpleBlock("endautoescape") });
  }

  private parseGeneration(body: A.Statement[], pos: number): void {
    body.push({ type: "Generation", pos, body: this.simpleBlock("endgeneration") });
  }

  /** Loader tags parse (their arguments are skipped) and fail when run: there is no loader. */
  private parseUnsupported(body: A.Statement[], pos: number): void {
    const tag = this.tokens[this.i - 1]?.value ?? "";
    const start = this.current.start;
    while (this.current.type !== "block_end" && this.current.type !== "eof") this.next();
    body.push({ type: "Unsupported", pos, tag, source: this.source.slice(start, this.current.start).trim() });
  }

  private parseSignature(): A.Parameter[] {
    const params: A.Parameter[] = [];
    this.expectOp("(");
    while (!this.isOp(")")) {
      if (params.length > 0) this.expectOp(",");
      if (this.isOp(")")) break;
      const name = this.expectType("name", "a parameter name").value;
      let def: A.Expression | null = null;
      if (this.skipOp("=")) def = this.parseExpression();
      else if (params.some((p) => p.default !== null)) throw this.fail("Non-default argument follows default argument");
      params.push({ name, default: def });
    }
    this.expectOp(")");
    return params;
  }

  private parseAssignTarget(options: { endNames?: string[]; namespace?: boolean }): A.Target {
    const target = this.parseTuple({ simplified: true, endNames: options.endNames, namespace: options.namespace });
    this.checkAssignable(target);
    return target as A.Target;
  }

  private checkAssignable(node: A.Expression): void {
    if (node.type === "Name") {
      if (["true", "false", "none", "True", "False", "None"].includes(node.name)) {
        throw this.fail(`Cannot assign to '${node.name}'`);
      }
      return;
    }
    if (node.type === "NamespaceRef") return;
    if (node.type === "Tuple") {
      for (const item of node.items) this.checkAssignable(item);
      return;
    }
    throw this.fail(`Cannot assign to ${node.type === "Const" ? "a constant" : `'${node.type.toLowerCase()}'`}`);
  }

  // ---- expressions ----

  parseExpression(condexpr = true): A.Expression {
    return condexpr ? this.parseConditional() : this.parseOr();
  }

  /** jinja2's parse_tuple: comma-separated expressions become a tuple, a single one stays itself. */
  private parseTuple(options: {
    condexpr?: boolean;
    simplified?: boolean;
    endNames?: string[] | undefined;
    explicitParens?: boolean;
    namespace?: boolean | undefined;
  }): A.Expression {
    const pos = this.current.start;
    const items: A.Expression[] = [];
    let isTuple = false;
    for (;;) {
      if (items.length > 0) this.expectOp(",");
      if (this.isTupleEnd(options.endNames)) break;
      if (options.simplified) items.push(this.parsePrimary(options.namespace === true));
      else items.push(this.parseExpression(options.condexpr !== false));
      if (this.isOp(",")) isTuple = true;
      else break;
    }
    if (!isTuple) {
      const only = items[0];
      if (only !== undefined) return only;
      if (!options.explicitParens) throw this.fail(`Expected an expression, got ${describe(this.current)}`);
    }
    return { type: "Tuple", pos, items };
  }

  private isTupleEnd(endNames: string[] | undefined): boolean {
    const t = this.current;
    if (t.type === "variable_end" || t.type === "block_end" || t.type === "eof" || this.isOp(")")) return true;
    return endNames !== undefined && t.type === "name" && endNames.includes(t.value);
  }

  private parseConditional(): A.Expression {
    let pos = this.current.start;
    let expr = this.parseOr();
    while (this.skipName("if")) {
      const test = this.parseOr();
      const orelse = this.skipName("else") ? this.parseConditional() : null;
      expr = { type: "Conditional", pos, test, then: expr, orelse };
      pos = this.current.start;
    }
    return expr;
  }

  private parseOr(): A.Expression {
    let left = this.parseAnd();
    while (this.isName("or")) {
      const pos = this.next().start;
      left = { type: "Logical", pos, op: "or", left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): A.Expression {
    let left = this.parseNot();
    while (this.isName("and")) {
      const pos = this.next().start;
      left = { type: "Logical", pos, op: "and", left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): A.Expression {
    if (this.isName("not")) {
      const pos = this.next().start;
      this.enter();
      const operand = this.parseNot();
      this.depth--;
      return { type: "Unary", pos, op: "not", operand };
    }
    return this.parseCompare();
  }

  private parseCompare(): A.Expression {
    const pos = this.current.start;
    const left = this.parseMath1();
    const ops: A.Compare["ops"] = [];
    for (;;) {
      const t = this.current;
      if (t.type === "operator" && COMPARE_OPERATORS.has(t.value)) {
        this.next();
        ops.push({ op: t.value as A.CompareOperator, right: this.parseMath1() });
      } else if (this.skipName("in")) {
        ops.push({ op: "in", right: this.parseMath1() });
      } else if (this.isName("not") && this.isName("in", this.peek())) {
        this.next();
        this.next();
        ops.push({ op: "not in", right: this.parseMath1() });
      } else break;
    }
    return ops.length === 0 ? left : { type: "Compare", pos, left, ops };
  }

  private parseMath1(): A.Expression {
    let left = this.parseConcat();
    while (this.isOp("+") || this.isOp("-")) {
      const t = this.next();
      left = { type: "Binary", pos: t.start, op: t.value as "+" | "-", left, right: this.parseConcat() };
    }
    return left;
  }

  private parseConcat(): A.Expression {
    const pos = this.current.start;
    const parts = [this.parseMath2()];
    while (this.skipOp("~")) parts.push(this.parseMath2());
    return parts.length === 1 ? (parts[0] as A.Expression) : { type: "Concat", pos, parts };
  }

  private parseMath2(): A.Expression {
    let left = this.parsePow();
    while (this.current.type === "operator" && MATH2_OPERATORS.has(this.current.value)) {
      const t = this.next();
      left = { type: "Binary", pos: t.start, op: t.value as A.BinaryOperator, left, right: this.parsePow() };
    }
    return left;
  }

  private parsePow(): A.Expression {
    let left = this.parseUnary(true);
    while (this.isOp("**")) {
      const t = this.next();
      left = { type: "Binary", pos: t.start, op: "**", left, right: this.parseUnary(true) };
    }
    return left;
  }

  private parseUnary(withFilter: boolean): A.Expression {
    this.enter();
    const t = this.current;
    let node: A.Expression;
    if (this.isOp("-") || this.isOp("+")) {
      this.next();
      node = { type: "Unary", pos: t.start, op: t.value as "-" | "+", operand: this.parseUnary(false) };
    } else {
      node = this.parsePrimary(false);
    }
    node = this.parsePostfix(node);
    if (withFilter) node = this.parseFilterExpression(node);
    this.depth--;
    return node;
  }

  private parsePrimary(namespace: boolean): A.Expression {
    const t = this.current;
    const pos = t.start;
    switch (t.type) {
      case "name": {
        this.next();
        if (t.value === "true" || t.value === "True") return { type: "Const", pos, kind: "bool", value: true };
        if (t.value === "false" || t.value === "False") return { type: "Const", pos, kind: "bool", value: false };
        if (t.value === "none" || t.value === "None") return { type: "Const", pos, kind: "none", value: null };
        if (namespace && this.isOp(".")) {
          this.next();
          const attr = this.expectType("name", "an attribute name").value;
          return { type: "NamespaceRef", pos, name: t.value, attr };
        }
        return { type: "Name", pos, name: t.value };
      }
      case "string": {
        // Adjacent string literals concatenate, as in Python.
        let value = this.next().value;
        while (this.current.type === "string") value += this.next().value;
        return { type: "Const", pos, kind: "str", value };
      }
      case "integer":
        this.next();
        return { type: "Const", pos, kind: "int", value: parseInteger(t.value) };
      case "float":
        this.next();
        return { type: "Const", pos, kind: "float", value: Number(t.value.replace(/_/g, "")) };
      case "operator":
        if (t.value === "(") {
          this.next();
          this.enter();
          const inner = this.parseTuple({ condexpr: true, explicitParens: true });
          this.depth--;
          this.expectOp(")");
          return inner;
        }
        if (t.value === "[") return this.parseList();
        if (t.value === "{") return this.parseDict();
        break;
      default:
        break;
    }
    throw this.fail(`Unexpected ${describe(t)}`);
  }

  private parseList(): A.Expression {
    const pos = this.expectOp("[").start;
    this.enter();
    const items: A.Expression[] = [];
    while (!this.isOp("]")) {
      if (items.length > 0) this.expectOp(",");
      if (this.isOp("]")) break;
      items.push(this.parseExpression());
    }
    this.expectOp("]");
    this.depth--;
    return { type: "List", pos, items };
  }

  private parseDict(): A.Expression {
    const pos = this.expectOp("{").start;
    this.enter();
    const keys: A.Expression[] = [];
    const values: A.Expression[] = [];
    while (!this.isOp("}")) {
      if (keys.length > 0) this.expectOp(",");
      if (this.isOp("}")) break;
      keys.push(this.parseExpression());
      this.expectOp(":");
      values.push(this.parseExpression());
    }
    this.expectOp("}");
    this.depth--;
    return { type: "Dict", pos, keys, values };
  }

  private parsePostfix(node: A.Expression): A.Expression {
    for (;;) {
      if (this.isOp(".") || this.isOp("[")) node = this.parseSubscript(node);
      else if (this.isOp("(")) node = this.parseCall(node);
      else return node;
    }
  }

  private parseFilterExpression(node: A.Expression): A.Expression {
    for (;;) {
      if (this.isOp("|")) node = this.parseFilters(node);
      else if (this.isName("is")) node = this.parseTest(node);
      else if (this.isOp("(")) node = this.parseCall(node);
      else return node;
    }
  }

  private parseSubscript(node: A.Expression): A.Expression {
    const t = this.next();
    if (t.value === ".") {
      const attr = this.next();
      if (attr.type === "name") return { type: "Getattr", pos: t.start, object: node, name: attr.value };
      if (attr.type !== "integer") throw this.fail("Expected a name or number after '.'", attr);
      return {
        type: "Getitem",
        pos: t.start,
        object: node,
        index: { type: "Const", pos: attr.start, kind: "int", value: parseInteger(attr.value) },
      };
    }
    this.enter();
    const args: A.Expression[] = [];
    while (!this.isOp("]")) {
      if (args.length > 0) this.expectOp(",");
      args.push(this.parseSubscribed());
    }
    this.expectOp("]");
    this.depth--;
    const index: A.Expression =
      args.length === 1 ? (args[0] as A.Expression) : { type: "Tuple", pos: t.start, items: args };
    return { type: "Getitem", pos: t.start, object: node, index };
  }

  private parseSubscribed(): A.Expression {
    const pos = this.current.start;
    let start: A.Expression | null = null;
    if (!this.isOp(":")) {
      const expr = this.parseExpression();
      if (!this.isOp(":")) return expr;
      start = expr;
    }
    this.next();
    const atEnd = () => this.isOp("]") || this.isOp(",");
    let stop: A.Expression | null = null;
    let step: A.Expression | null = null;
    if (!this.isOp(":") && !atEnd()) stop = this.parseExpression();
    if (this.skipOp(":") && !atEnd()) step = this.parseExpression();
    return { type: "Slice", pos, start, stop, step };
  }

  private parseCallArgs(): Pick<A.Call, "args" | "kwargs" | "starArgs" | "starKwargs"> {
    const open = this.expectOp("(");
    this.enter();
    const args: A.Expression[] = [];
    const kwargs: A.Keyword[] = [];
    let starArgs: A.Expression | null = null;
    let starKwargs: A.Expression | null = null;
    const ensure = (ok: boolean) => {
      if (!ok) throw this.fail("Invalid syntax for function call expression", open);
    };
    let first = true;
    while (!this.isOp(")")) {
      if (!first) {
        this.expectOp(",");
        if (this.isOp(")")) break;
      }
      first = false;
      if (this.skipOp("*")) {
        ensure(starArgs === null && starKwargs === null);
        starArgs = this.parseExpression();
      } else if (this.skipOp("**")) {
        ensure(starKwargs === null);
        starKwargs = this.parseExpression();
      } else if (this.current.type === "name" && this.isOp("=", this.peek())) {
        ensure(starKwargs === null);
        const name = this.next().value;
        this.next();
        kwargs.push({ name, value: this.parseExpression() });
      } else {
        ensure(starArgs === null && starKwargs === null && kwargs.length === 0);
        args.push(this.parseExpression());
      }
    }
    this.expectOp(")");
    this.depth--;
    return { args, kwargs, starArgs, starKwargs };
  }

  private parseCall(callee: A.Expression): A.Expression {
    const pos = this.current.start;
    return { type: "Call", pos, callee, ...this.parseCallArgs() };
  }

  /** `name(args)` after `|` (or at the start of a filter block / block set). */
  private parseFilterCall(): A.FilterCall {
    const t = this.expectType("name", "a filter name");
    let name = t.value;
    while (this.skipOp(".")) name += "." + this.expectType("name", "a filter name").value;
    if (!this.isOp("(")) return { name, args: [], kwargs: [], pos: t.start };
    const call = this.parseCallArgs();
    if (call.starArgs !== null || call.starKwargs !== null)
      throw this.fail("'*' and '**' are not supported in filter arguments", t);
    return { name, args: call.args, kwargs: call.kwargs, pos: t.start };
  }

  private parseFilterChain(startInline: boolean): A.FilterCall[] {
    const filters: A.FilterCall[] = [];
    if (startInline) filters.push(this.parseFilterCall());
    while (this.skipOp("|")) filters.push(this.parseFilterCall());
    return filters;
  }

  private parseFilters(node: A.Expression): A.Expression {
    while (this.skipOp("|")) {
      const f = this.parseFilterCall();
      node = { type: "Filter", pos: f.pos, operand: node, name: f.name, args: f.args, kwargs: f.kwargs };
    }
    return node;
  }

  private parseTest(node: A.Expression): A.Expression {
    const pos = this.next().start;
    const negated = this.skipName("not");
    let name = this.expectType("name", "a test name").value;
    while (this.skipOp(".")) name += "." + this.expectType("name", "a test name").value;
    let args: A.Expression[] = [];
    let kwargs: A.Keyword[] = [];
    const t = this.current;
    if (this.isOp("(")) {
      const call = this.parseCallArgs();
      if (call.starArgs !== null || call.starKwargs !== null)
        throw this.fail("'*' and '**' are not supported in test arguments");
      args = call.args;
      kwargs = call.kwargs;
    } else if (
      (TEST_ARG_START.has(t.type) || this.isOp("[") || this.isOp("{")) &&
      !this.isName("else") &&
      !this.isName("or") &&
      !this.isName("and")
    ) {
      if (this.isName("is")) throw this.fail("You cannot chain multiple tests with 'is'");
      args = [this.parsePostfix(this.parsePrimary(false))];
    }
    return { type: "Test", pos, operand: node, name, args, kwargs, negated };
  }
}

function parseInteger(text: string): number {
  const clean = text.replace(/_/g, "");
  const prefix = clean.slice(0, 2).toLowerCase();
  if (prefix === "0b") return parseInt(clean.slice(2), 2);
  if (prefix === "0o") return parseInt(clean.slice(2), 8);
  if (prefix === "0x") return parseInt(clean.slice(2), 16);
  return Number(clean);
}

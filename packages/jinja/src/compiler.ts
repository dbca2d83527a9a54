/**
 * Compiles the AST to a tree of closures: each expression becomes `(scope) => value`, each statement
 * `(scope) => signal` writing to the runtime's output. Names, filters and tests are resolved once here.
 */

import type * as A from "./ast.js";
import { callFilter, callTest, FILTERS, TESTS, type FilterFn } from "./builtins/filters.js";
import type { TestFn } from "./builtins/tests.js";
import {
  TemplateError,
  TemplateLimitError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  UndefinedError,
  positionAt,
} from "./errors.js";
import { callAttribute, callValue, getattr, getitem } from "./runtime/access.js";
import { typeError } from "./runtime/fail.js";
import { LoopContext, Macro, type MacroSignature } from "./runtime/objects.js";
import * as ops from "./runtime/ops.js";
import { DEFAULT_LIMITS, Runtime, type RenderLimits } from "./runtime/runtime.js";
import { BINARY, COMPARE, type CompareFn } from "./runtime/operators.js";
import { lookupName } from "./runtime/lookup.js";
import { BREAK, CONTINUE, NORMAL, Scope, enterScope, type Signal, type Stmt } from "./runtime/scope.js";
import { frameSymbols, namesIn, targetNames, type Symbols } from "./symbols.js";
import {
  Markup,
  Namespace,
  PyFloat,
  PyRange,
  Undefined,
  float,
  isDict,
  toStr,
  tuple,
  type Kwargs,
} from "./runtime/values.js";

type Ev = (sc: Scope) => unknown;
type Assign = (sc: Scope, value: unknown) => void;

const EMPTY_ARGS: unknown[] = [];

/** Where the compiler is: inside an `if` (unknown filters fail only when run) and inside a loop body. */
interface Frame {
  soft: boolean;
  inLoop: boolean;
  /** Names known to the frame being compiled and its parents (jinja2's idtracking). */
  symbols: Symbols;
  /** Inside `{% autoescape %}`: literal output must be escaped at run time too, so it is not folded. */
  escaping?: boolean;
}

export type RenderFunction = (context: Record<string, unknown>, limits: Readonly<RenderLimits>) => string;

/** Compiles a program; `limits` also bound what constant folding may build at compile time. */
export function compile(program: A.Program, limits: Readonly<RenderLimits> = DEFAULT_LIMITS): RenderFunction {
  const symbols = frameSymbols(null, [], program.body);
  const missing = symbols.undefinedNames();
  const body = new Compiler(program.source, limits).block(program.body, { soft: false, inLoop: false, symbols });
  return (context, limits) => {
    const rt = new Runtime(context, limits);
    const root = enterScope(null, rt, missing);
    rt.root = root;
    try {
      body(root);
    } catch (error) {
      throw asTemplateError(error);
    }
    return rt.out;
  };
}

/** Anything that escapes as a non-template error is a limit we did not catch earlier, or an engine bug. */
function asTemplateError(error: unknown): TemplateError {
  if (error instanceof TemplateError) return error;
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new TemplateLimitError("Template recursion is too deep for the JavaScript stack");
  }
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new TemplateRuntimeError(`Internal error: ${message}`);
  wrapped.cause = error;
  return wrapped;
}

/** A source position whose line number is only worked out when an error needs it. */
class Where {
  constructor(
    private readonly source: string,
    private readonly pos: number,
  ) {}
  get line(): number {
    return positionAt(this.source, this.pos).line;
  }
}

function located(error: unknown, where: Where): never {
  if (error instanceof TemplateRuntimeError && error.line === undefined) throw error.at(where.line);
  throw error;
}

class Compiler {
  /** Values jinja2 would compute at compile time, by the closure of the expression. */
  private readonly folded = new Map<Ev, unknown>();
  /** Counts expressions that could not be folded, so a parent knows whether all its children were. */
  private unfoldable = 0;
  private readonly foldedNodes = new Set<A.Expression>();
  private readonly foldScope: Scope;

  constructor(
    private readonly source: string,
    limits: Readonly<RenderLimits>,
  ) {
    // Constant evaluation must not read variables: any lookup aborts the fold, as Name.as_const does.
    const noVariables = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw NOT_FOLDABLE;
        },
      },
    );
    const rt = new Runtime(noVariables, limits);
    rt.folding = true;
    this.foldScope = new Scope(null, rt);
  }

  private line(pos: number): Where {
    return new Where(this.source, pos);
  }

  private fail(message: string, pos: number): TemplateSyntaxError {
    return new TemplateSyntaxError(message, positionAt(this.source, pos));
  }

  // ---- statements ----

  block(nodes: readonly A.Statement[], frame: Frame): Stmt {
    const stmts: Stmt[] = [];
    let text = "";
    for (const node of nodes) {
      if (node.type === "Comment") continue;
      if (node.type === "Text") {
        text += node.value;
        continue;
      }
      let stmt: Stmt;
      if (node.type === "Output") {
        // jinja2 writes an output whose value it computed at compile time as text.
        const ev = this.expr(node.expr, frame);
        if (this.folded.has(ev) && frame.escaping !== true) {
          text += this.foldScope.rt.str(this.folded.get(ev));
          continue;
        }
        stmt = this.output(ev, node.pos);
      } else stmt = this.statement(node, frame);
      if (text !== "") stmts.push(writeText(text));
      text = "";
      stmts.push(stmt);
    }
    if (text !== "") stmts.push(writeText(text));
    if (stmts.length === 0) return () => NORMAL;
    if (stmts.length === 1) return stmts[0] as Stmt;
    if (stmts.length === 2) {
      const [a, b] = stmts as [Stmt, Stmt];
      return (sc) => a(sc) || b(sc);
    }
    return (sc) => {
      for (let i = 0; i < stmts.length; i++) {
        const signal = (stmts[i] as Stmt)(sc);
        if (signal !== NORMAL) return signal;
      }
      return NORMAL;
    };
  }

  private statement(node: A.Statement, frame: Frame): Stmt {
    switch (node.type) {
      case "Text":
        return writeText(node.value);
      case "Output":
        return this.output(this.expr(node.expr, frame), node.pos);
      case "If":
        return this.if(node, frame);
      case "For":
        return this.for(node, frame);
      case "Set":
        return this.set(node, frame);
      case "SetBlock":
        return this.setBlock(node, frame);
      case "Macro":
        return this.macro(node, frame);
      case "CallBlock":
        return this.callBlock(node, frame);
      case "FilterBlock":
        return this.filterBlock(node, frame);
      case "With":
        return this.with(node, frame);
      case "Block":
        return this.blockTag(node, frame);
      case "Generation": {
        const symbols = frameSymbols(frame.symbols, [], node.body);
        const missing = symbols.undefinedNames();
        const body = this.block(node.body, { ...frame, soft: false, inLoop: false, symbols });
        return (sc) => body(enterScope(sc, sc.rt, missing));
      }
      case "Autoescape":
        return this.autoescape(node, frame);
      case "Break":
      case "Continue": {
        if (!frame.inLoop) throw this.fail(`'${node.type.toLowerCase()}' outside loop`, node.pos);
        const signal: Signal = node.type === "Break" ? BREAK : CONTINUE;
        return () => signal;
      }
      case "Comment":
        return () => NORMAL;
      case "Unsupported": {
        const message = `'{% ${node.tag} %}' needs a template loader, which this engine does not have`;
        const line = this.line(node.pos);
        return () => located(new TemplateRuntimeError(message), line);
      }
    }
  }

  private output(e: Ev, pos: number): Stmt {
    const line = this.line(pos);
    return (sc) => {
      try {
        const v = e(sc);
        const rt = sc.rt;
        if (typeof v === "string" && !rt.autoescape) rt.write(v);
        else rt.write(rt.autoescape ? ops.escape(v, rt).s : rt.str(v));
      } catch (error) {
        located(error, line);
      }
      return NORMAL;
    };
  }

  private if(node: A.If, frame: Frame): Stmt {
    const soft: Frame = { ...frame, soft: true, inLoop: frame.inLoop };
    const tests = node.branches.map((b) => this.expr(b.test, soft));
    const bodies = node.branches.map((b) => this.block(b.body, soft));
    const lines = node.branches.map((b) => this.line(b.pos));
    const orelse = node.orelse === null ? null : this.block(node.orelse, soft);
    if (tests.length === 1) {
      const [test] = tests as [Ev];
      const [body] = bodies as [Stmt];
      const [line] = lines as [Where];
      return (sc) => {
        let ok: boolean;
        try {
          ok = ops.truthy(test(sc));
        } catch (error) {
          located(error, line);
        }
        if (ok) return body(sc);
        return orelse === null ? NORMAL : orelse(sc);
      };
    }
    return (sc) => {
      for (let i = 0; i < tests.length; i++) {
        let ok: boolean;
        try {
          ok = ops.truthy((tests[i] as Ev)(sc));
        } catch (error) {
          located(error, lines[i] as Where);
        }
        if (ok) return (bodies[i] as Stmt)(sc);
      }
      return orelse === null ? NORMAL : orelse(sc);
    };
  }

  private for(node: A.For, frame: Frame): Stmt {
    const checkTarget = (t: A.Target): void => {
      if (t.type === "Name" && t.name === "loop")
        throw this.fail("Can't assign to special loop variable in for-loop target", node.pos);
      if (t.type === "Tuple") for (const item of t.items) checkTarget(item as A.Target);
    };
    checkTarget(node.target);
    const iter = this.expr(node.iter, frame);
    const assign = this.target(node.target);
    const filter = node.filter === null ? null : this.expr(node.filter, { ...frame, soft: false, inLoop: false });
    const bodySymbols = frameSymbols(frame.symbols, [...targetNames(node.target), "loop"], node.body);
    const bodyMissing = bodySymbols.undefinedNames();
    const body = this.block(node.body, { ...frame, soft: false, inLoop: true, symbols: bodySymbols });
    const elseSymbols = frameSymbols(frame.symbols, [], node.orelse ?? []);
    const elseMissing = elseSymbols.undefinedNames();
    const orelse =
      node.orelse === null
        ? null
        : this.block(node.orelse, { ...frame, soft: false, inLoop: frame.inLoop, symbols: elseSymbols });
    const recursive = node.recursive;
    const line = this.line(node.pos);

    const run = (sc: Scope, iterable: unknown, depth: number): Signal => {
      const rt = sc.rt;
      let items = ops.iterate(iterable, rt);
      if (filter !== null) {
        const kept: unknown[] = [];
        for (const item of items) {
          const ts = new Scope(sc, rt);
          assign(ts, item);
          if (ops.truthy(filter(ts))) kept.push(item);
        }
        items = kept;
      }
      const recurse = recursive
        ? (inner: unknown): string => {
            rt.enter("Recursive loops");
            const saved = rt.out;
            rt.out = "";
            try {
              run(sc, inner, depth + 1);
              return rt.out;
            } finally {
              rt.out = saved;
              rt.leave();
            }
          }
        : null;
      // Always bound: a body that never names `loop` cannot observe it, and the check would cost a walk.
      const loop = new LoopContext(items, depth, recurse);
      let completed = false;
      for (let i = 0; i < items.length; i++) {
        rt.tick();
        const s = enterScope(sc, rt, bodyMissing);
        assign(s, items[i]);
        loop.index0 = i;
        s.vars.set("loop", loop);
        const signal = body(s);
        if (signal === BREAK) break;
        if (signal === NORMAL) completed = true;
      }
      if (!completed && orelse !== null) return orelse(enterScope(sc, rt, elseMissing));
      return NORMAL;
    };

    return (sc) => {
      let iterable: unknown;
      try {
        iterable = iter(sc);
        return run(sc, iterable, 0);
      } catch (error) {
        located(error, line);
      }
    };
  }

  /** How to store a value into a `set`/`for` target in a scope. */
  private target(t: A.Target): Assign {
    switch (t.type) {
      case "Name": {
        const name = t.name;
        return (sc, value) => void sc.vars.set(name, value);
      }
      case "NamespaceRef": {
        const { name, attr } = t;
        return (sc, value) => {
          const ns = lookupName(sc, name);
          if (!(ns instanceof Namespace))
            throw new TemplateRuntimeError("cannot assign attribute on non-namespace object");
          ns.attrs.set(attr, value);
        };
      }
      case "Tuple": {
        const parts = t.items.map((item) => this.target(item as A.Target));
        return (sc, value) => {
          const items = ops.iterate(value, sc.rt);
          if (items.length < parts.length) {
            throw new TemplateRuntimeError(
              `not enough values to unpack (expected ${parts.length}, got ${items.length})`,
            );
          }
          if (items.length > parts.length)
            throw new TemplateRuntimeError(`too many values to unpack (expected ${parts.length})`);
          for (let i = 0; i < parts.length; i++) (parts[i] as Assign)(sc, items[i]);
        };
      }
    }
  }

  private set(node: A.Set, frame: Frame): Stmt {
    const value = this.expr(node.value, frame);
    const assign = this.target(node.target);
    const line = this.line(node.pos);
    return (sc) => {
      try {
        assign(sc, value(sc));
      } catch (error) {
        located(error, line);
      }
      return NORMAL;
    };
  }

  /** Renders `body` in a new scope and returns its output instead of writing it. */
  private capture(body: Stmt, missing: readonly string[]): (sc: Scope) => { text: string; signal: Signal } {
    return (sc) => {
      const rt = sc.rt;
      const saved = rt.out;
      rt.out = "";
      try {
        const signal = body(enterScope(sc, rt, missing));
        return { text: rt.out, signal };
      } finally {
        rt.out = saved;
      }
    };
  }

  private filterChain(filters: readonly A.FilterCall[], frame: Frame): (sc: Scope, value: unknown) => unknown {
    const steps = filters.map((f) => this.filterStep(f.name, f.args, f.kwargs, f.pos, frame));
    return (sc, value) => {
      for (const step of steps) value = step(sc, value);
      return value;
    };
  }

  private setBlock(node: A.SetBlock, frame: Frame): Stmt {
    const symbols = frameSymbols(frame.symbols, [], node.body);
    const body = this.capture(
      this.block(node.body, { ...frame, soft: false, inLoop: frame.inLoop, symbols }),
      symbols.undefinedNames(),
    );
    const chain = this.filterChain(node.filters, frame);
    const assign = this.target(node.target);
    const line = this.line(node.pos);
    return (sc) => {
      try {
        const { text, signal } = body(sc);
        if (signal !== NORMAL) return signal;
        assign(sc, chain(sc, sc.rt.autoescape ? new Markup(text) : text));
      } catch (error) {
        located(error, line);
      }
      return NORMAL;
    };
  }

  /** A macro's (or a call block's caller's) signature and compiled body, in a frame of its own. */
  private macroParts(
    name: string,
    params: readonly A.Parameter[],
    body: readonly A.Statement[],
    frame: Frame,
  ): { sig: MacroSignature; body: Stmt } {
    const names = params.map((p) => p.name);
    const used = namesIn(body);
    const special = (n: string) => !names.includes(n) && used.has(n);
    const catchVarargs = special("varargs");
    const catchKwargs = special("kwargs");
    const usesCaller = special("caller");
    const implicit = [
      ...(usesCaller ? ["caller"] : []),
      ...(catchKwargs ? ["kwargs"] : []),
      ...(catchVarargs ? ["varargs"] : []),
    ];
    const defaults = params.map((p) => p.default);
    const symbols = frameSymbols(frame.symbols, [...names, ...implicit], body, defaults);
    const inner: Frame = { ...frame, soft: false, inLoop: false, symbols };
    const sig: MacroSignature = {
      name,
      params: names,
      defaults: defaults.map((d) => (d === null ? null : this.expr(d, inner))),
      catchVarargs,
      catchKwargs,
      usesCaller,
      missing: symbols.undefinedNames(),
    };
    return { sig, body: this.block(body, inner) };
  }

  private macro(node: A.Macro, frame: Frame): Stmt {
    const { sig, body } = this.macroParts(node.name, node.params, node.body, frame);
    const name = node.name;
    return (sc) => {
      sc.vars.set(name, new Macro(sig, body, sc));
      return NORMAL;
    };
  }

  private callBlock(node: A.CallBlock, frame: Frame): Stmt {
    const { sig, body } = this.macroParts("caller", node.params, node.body, frame);
    const call = this.call(node.call, frame, sig, body);
    const line = this.line(node.pos);
    return (sc) => {
      try {
        sc.rt.write(sc.rt.str(call(sc)));
      } catch (error) {
        located(error, line);
      }
      return NORMAL;
    };
  }

  private filterBlock(node: A.FilterBlock, frame: Frame): Stmt {
    const args = node.filters.flatMap((f) => [...f.args, ...f.kwargs.map((k) => k.value)]);
    const symbols = frameSymbols(frame.symbols, [], node.body, args);
    const body = this.capture(
      this.block(node.body, { ...frame, soft: false, inLoop: frame.inLoop, symbols }),
      symbols.undefinedNames(),
    );
    const chain = this.filterChain(node.filters, frame);
    const line = this.line(node.pos);
    return (sc) => {
      try {
        const { text, signal } = body(sc);
        if (signal !== NORMAL) return signal;
        sc.rt.write(sc.rt.str(chain(sc, sc.rt.autoescape ? new Markup(text) : text)));
      } catch (error) {
        located(error, line);
      }
      return NORMAL;
    };
  }

  private with(node: A.With, frame: Frame): Stmt {
    const values = node.values.map((v) => this.expr(v, frame));
    const targets = node.targets.map((t) => this.target(t));
    const symbols = frameSymbols(
      frame.symbols,
      node.targets.flatMap((t) => targetNames(t)),
      node.body,
    );
    const missing = symbols.undefinedNames();
    const body = this.block(node.body, { ...frame, soft: false, inLoop: frame.inLoop, symbols });
    const line = this.line(node.pos);
    return (sc) => {
      const inner = enterScope(sc, sc.rt, missing);
      try {
        const evaluated = values.map((v) => v(sc));
        targets.forEach((assign, i) => assign(inner, evaluated[i]));
      } catch (error) {
        located(error, line);
      }
      return body(inner);
    };
  }

  private blockTag(node: A.Block, frame: Frame): Stmt {
    if (node.required) {
      const line = this.line(node.pos);
      const message = `Required block '${node.name}' not found`;
      return () => located(new TemplateRuntimeError(message), line);
    }
    // A block renders in a function of its own: it sees the template's names, not the enclosing frame's.
    const symbols = frameSymbols(node.scoped ? frame.symbols : null, [], node.body);
    const missing = symbols.undefinedNames();
    const body = this.block(node.body, { ...frame, soft: false, inLoop: false, symbols });
    const scoped = node.scoped;
    return (sc) => body(enterScope(scoped ? sc : (sc.rt.root as Scope), sc.rt, missing));
  }

  private autoescape(node: A.Autoescape, frame: Frame): Stmt {
    const value = this.expr(node.value, frame);
    const symbols = frameSymbols(frame.symbols, [], node.body, [node.value]);
    const missing = symbols.undefinedNames();
    const body = this.block(node.body, { ...frame, soft: false, inLoop: frame.inLoop, escaping: true, symbols });
    return (sc) => {
      const rt = sc.rt;
      const saved = rt.autoescape;
      rt.autoescape = ops.truthy(value(sc));
      try {
        return body(enterScope(sc, rt, missing));
      } finally {
        rt.autoescape = saved;
      }
    };
  }

  // ---- expressions ----

  /**
   * Compiles an expression. Like jinja2's optimizer, an expression made only of literals and foldable
   * operations is evaluated now: a value it could write back as a literal replaces the expression; any
   * value is remembered (an output of it becomes text, a parent may fold with it).
   */
  expr(node: A.Expression, frame: Frame): Ev {
    const before = this.unfoldable;
    const ev = this.compileExpr(node, frame);
    if (node.type === "Const") {
      this.folded.set(ev, ev(this.foldScope));
      this.foldedNodes.add(node);
      return ev;
    }
    // Evaluate now only if every part is constant, or a constant first operand may short-circuit the rest.
    const attempt =
      this.foldable(node) &&
      (this.unfoldable === before ||
        (node.type === "Logical" && this.foldedNodes.has(node.left)) ||
        (node.type === "Compare" && this.foldedNodes.has(node.left)) ||
        (node.type === "Conditional" && this.foldedNodes.has(node.test)));
    if (!attempt) {
      this.unfoldable = before + 1;
      return ev;
    }
    let value: unknown;
    try {
      value = ev(this.foldScope);
    } catch {
      this.unfoldable = before + 1;
      return ev;
    }
    this.unfoldable = before;
    this.foldedNodes.add(node);
    if (!hasSafeRepr(value)) {
      this.folded.set(ev, value);
      return ev;
    }
    const constant = () => value;
    this.folded.set(constant, value);
    return constant;
  }

  /** Node types jinja2 folds (Name and Call never are; filters that take the context neither). */
  private foldable(node: A.Expression): boolean {
    switch (node.type) {
      case "Name":
      case "Call":
      case "Slice":
      case "NamespaceRef":
        return false;
      case "Filter":
        return FILTERS.has(node.name) && !CONTEXT_FILTERS.has(node.name);
      case "Test":
        return TESTS.has(node.name);
      default:
        return true;
    }
  }

  private compileExpr(node: A.Expression, frame: Frame): Ev {
    switch (node.type) {
      case "Const": {
        const v = node.kind === "float" ? float(node.value as number) : node.value;
        return () => v;
      }
      case "List": {
        const items = node.items.map((i) => this.expr(i, frame));
        return (sc) => items.map((f) => f(sc));
      }
      case "Tuple": {
        const items = node.items.map((i) => this.expr(i, frame));
        return (sc) => tuple(items.map((f) => f(sc)));
      }
      case "Dict": {
        const keys = node.keys.map((k) => this.expr(k, frame));
        const values = node.values.map((v) => this.expr(v, frame));
        return (sc) => {
          const d = new Map<unknown, unknown>();
          for (let i = 0; i < keys.length; i++) ops.dictSet(d, (keys[i] as Ev)(sc), (values[i] as Ev)(sc));
          return d;
        };
      }
      case "Name": {
        const name = node.name;
        return (sc) => lookupName(sc, name);
      }
      case "Getattr": {
        const obj = this.expr(node.object, frame);
        const name = node.name;
        return (sc) => getattr(obj(sc), name, sc.rt);
      }
      case "Getitem":
        return this.getitem(node, frame);
      case "Slice":
        throw this.fail("A slice is only allowed inside a subscript", node.pos);
      case "Call":
        return this.call(node, frame, null, null);
      case "Filter": {
        const operand = this.expr(node.operand, frame);
        const step = this.filterStep(node.name, node.args, node.kwargs, node.pos, frame);
        return (sc) => step(sc, operand(sc));
      }
      case "Test":
        return this.test(node, frame);
      case "Unary": {
        const operand = this.expr(node.operand, frame);
        if (node.op === "not") return (sc) => !ops.truthy(operand(sc));
        if (node.op === "-") return (sc) => ops.negate(operand(sc), sc.rt);
        return (sc) => ops.plus(operand(sc), sc.rt);
      }
      case "Binary":
        return this.binary(node, frame);
      case "Logical": {
        const left = this.expr(node.left, frame);
        const right = this.expr(node.right, frame);
        if (node.op === "and") {
          return (sc) => {
            const l = left(sc);
            return ops.truthy(l) ? right(sc) : l;
          };
        }
        return (sc) => {
          const l = left(sc);
          return ops.truthy(l) ? l : right(sc);
        };
      }
      case "Concat": {
        const parts = node.parts.map((p) => this.expr(p, frame));
        return (sc) => {
          const rt = sc.rt;
          let out = "";
          for (let i = 0; i < parts.length; i++) {
            const v = (parts[i] as Ev)(sc);
            out += typeof v === "string" ? v : rt.str(v);
          }
          rt.checkSize(out.length);
          return out;
        };
      }
      case "Compare":
        return this.compare(node, frame);
      case "Conditional": {
        const soft: Frame = { ...frame, soft: true, inLoop: frame.inLoop };
        const test = this.expr(node.test, soft);
        const then = this.expr(node.then, soft);
        const orelse = node.orelse === null ? null : this.expr(node.orelse, soft);
        const where = this.line(node.pos);
        const undef = () =>
          new Undefined(
            `the inline if-expression on line ${where.line} evaluated to false and no else section was defined.`,
          );
        return (sc) => {
          if (ops.truthy(test(sc))) return then(sc);
          if (orelse !== null) return orelse(sc);
          // jinja2 leaves this undefined to run time (CondExpr.as_const), where a lenient fold would hide errors.
          if (sc.rt.folding) throw NOT_FOLDABLE;
          return undef();
        };
      }
      case "NamespaceRef":
        throw this.fail("A namespace attribute is only allowed as an assignment target", node.pos);
    }
  }

  private getitem(node: A.Getitem, frame: Frame): Ev {
    const obj = this.expr(node.object, frame);
    const index = node.index;
    if (index.type === "Slice") {
      const none = () => null;
      const start = index.start === null ? none : this.expr(index.start, frame);
      const stop = index.stop === null ? none : this.expr(index.stop, frame);
      const step = index.step === null ? none : this.expr(index.step, frame);
      return (sc) => {
        const o = obj(sc);
        const [a, b, c] = [start(sc), stop(sc), step(sc)];
        try {
          return ops.slice(o, a, b, c, sc.rt);
        } catch (error) {
          // Folded at compile time, jinja2 slices through Environment.getitem, which gives undefined.
          if (sc.rt.folding && !(error instanceof UndefinedError)) return new Undefined(null, null, o);
          throw error;
        }
      };
    }
    if (index.type === "Const" && (index.kind === "str" || index.kind === "int")) {
      const key = index.value;
      return (sc) => getitem(obj(sc), key, sc.rt);
    }
    const key = this.expr(index, frame);
    return (sc) => {
      const o = obj(sc);
      return getitem(o, key(sc), sc.rt);
    };
  }

  private binary(node: A.Binary, frame: Frame): Ev {
    const left = this.expr(node.left, frame);
    const right = this.expr(node.right, frame);
    const op = BINARY[node.op];
    if (node.op === "+") {
      return (sc) => {
        const l = left(sc);
        const r = right(sc);
        if (typeof l === "string" && typeof r === "string") {
          sc.rt.checkSize(l.length + r.length);
          return l + r;
        }
        return ops.add(l, r, sc.rt);
      };
    }
    return (sc) => {
      const l = left(sc);
      return op(l, right(sc), sc.rt);
    };
  }

  private compare(node: A.Compare, frame: Frame): Ev {
    const left = this.expr(node.left, frame);
    const rights = node.ops.map((o) => this.expr(o.right, frame));
    const fns = node.ops.map((o) => COMPARE[o.op]);
    if (fns.length === 1) {
      const [fn] = fns as [CompareFn];
      const [right] = rights as [Ev];
      return (sc) => {
        const l = left(sc);
        return fn(l, right(sc), sc.rt);
      };
    }
    return (sc) => {
      let l = left(sc);
      for (let i = 0; i < fns.length; i++) {
        const r = (rights[i] as Ev)(sc);
        if (!(fns[i] as CompareFn)(l, r, sc.rt)) return false;
        l = r;
      }
      return true;
    };
  }

  private args(args: readonly A.Expression[], frame: Frame): (sc: Scope) => unknown[] {
    const fs = args.map((a) => this.expr(a, frame));
    if (fs.length === 0) return () => EMPTY_ARGS;
    if (fs.length === 1) {
      const [f] = fs as [Ev];
      return (sc) => [f(sc)];
    }
    return (sc) => fs.map((f) => f(sc));
  }

  private kwargs(kwargs: readonly A.Keyword[], frame: Frame): ((sc: Scope) => Kwargs) | null {
    if (kwargs.length === 0) return null;
    const names = kwargs.map((k) => k.name);
    const fs = kwargs.map((k) => this.expr(k.value, frame));
    return (sc) => {
      const out: Kwargs = new Map();
      for (let i = 0; i < fs.length; i++) out.set(names[i] as string, (fs[i] as Ev)(sc));
      return out;
    };
  }

  /** Compiles a call; for call blocks, `caller` is the block body passed as a keyword argument. */
  private call(node: A.Call, frame: Frame, callerSig: MacroSignature | null, callerBody: Stmt | null): Ev {
    const positional = this.args(node.args, frame);
    const keywords = this.kwargs(node.kwargs, frame);
    const star = node.starArgs === null ? null : this.expr(node.starArgs, frame);
    const starstar = node.starKwargs === null ? null : this.expr(node.starKwargs, frame);
    const evalArgs = (sc: Scope): [unknown[], Kwargs | null] => {
      let args = positional(sc);
      let kwargs = keywords === null ? null : keywords(sc);
      if (star !== null) args = [...args, ...ops.iterate(star(sc), sc.rt)];
      if (starstar !== null) {
        const extra = starstar(sc);
        if (!isDict(extra)) throw typeError(`argument after ** must be a mapping, not ${sc.rt.typeName(extra)}`);
        kwargs ??= new Map();
        for (const [k, v] of ops.dictItems(extra)) {
          const key = toStr(k);
          if (key === null) throw typeError("keywords must be strings");
          kwargs.set(key, v);
        }
      }
      if (callerSig !== null && callerBody !== null) {
        kwargs ??= new Map();
        kwargs.set("caller", new Macro(callerSig, callerBody, sc));
      }
      return [args, kwargs];
    };
    if (node.callee.type === "Getattr") {
      const obj = this.expr(node.callee.object, frame);
      const name = node.callee.name;
      return (sc) => {
        if (sc.rt.folding) throw NOT_FOLDABLE;
        const o = obj(sc);
        const [args, kwargs] = evalArgs(sc);
        return callAttribute(o, name, args, kwargs, sc.rt);
      };
    }
    const callee = this.expr(node.callee, frame);
    return (sc) => {
      if (sc.rt.folding) throw NOT_FOLDABLE;
      const fn = callee(sc);
      const [args, kwargs] = evalArgs(sc);
      return callValue(fn, args, kwargs, sc.rt);
    };
  }

  private filterStep(
    name: string,
    argNodes: readonly A.Expression[],
    kwargNodes: readonly A.Keyword[],
    pos: number,
    frame: Frame,
  ): (sc: Scope, value: unknown) => unknown {
    const fn: FilterFn | undefined = FILTERS.get(name);
    if (fn === undefined && !frame.soft) throw this.fail(`No filter named '${name}'`, pos);
    const args = this.args(argNodes, frame);
    const kwargs = this.kwargs(kwargNodes, frame);
    if (CONTEXT_FILTERS.has(name) && fn !== undefined) {
      return (sc, value) => {
        if (sc.rt.folding) throw NOT_FOLDABLE;
        return fn(value, args(sc), kwargs === null ? null : kwargs(sc), sc.rt);
      };
    }
    if (fn === undefined)
      return (sc, value) => callFilter(name, value, args(sc), kwargs === null ? null : kwargs(sc), sc.rt);
    if (argNodes.length === 0 && kwargs === null) return (sc, value) => fn(value, EMPTY_ARGS, null, sc.rt);
    return (sc, value) => fn(value, args(sc), kwargs === null ? null : kwargs(sc), sc.rt);
  }

  private test(node: A.Test, frame: Frame): Ev {
    const operand = this.expr(node.operand, frame);
    const negated = node.negated;
    if (node.name === "defined" && node.args.length === 0) {
      return negated ? (sc) => operand(sc) instanceof Undefined : (sc) => !(operand(sc) instanceof Undefined);
    }
    const fn: TestFn | undefined = TESTS.get(node.name);
    if (fn === undefined && !frame.soft) throw this.fail(`No test named '${node.name}'`, node.pos);
    const args = this.args(node.args, frame);
    const kwargs = this.kwargs(node.kwargs, frame);
    const name = node.name;
    return (sc) => {
      const v = operand(sc);
      const a = args(sc);
      const k = kwargs === null ? null : kwargs(sc);
      const result = fn === undefined ? callTest(name, v, a, k, sc.rt) : fn(v, a, k, sc.rt);
      return negated ? !result : result;
    };
  }
}

function writeText(text: string): Stmt {
  return (sc) => {
    sc.rt.write(text);
    return NORMAL;
  };
}

/** Thrown while evaluating at compile time when jinja2 would not fold the expression. */
const NOT_FOLDABLE: unique symbol = Symbol("not foldable");

/** Filters jinja2 never folds: they take the render context. */
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

/** jinja2 replaces a folded sub-expression only by values it can write back as literals. */
function hasSafeRepr(v: unknown): boolean {
  if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "string") return true;
  if (v instanceof PyFloat || v instanceof Markup || v instanceof PyRange) return true;
  if (Array.isArray(v)) return v.every(hasSafeRepr);
  if (isDict(v)) return ops.dictItems(v).every(([k, x]) => hasSafeRepr(k) && hasSafeRepr(x));
  return false;
}

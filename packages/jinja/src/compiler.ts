/**
 * Compiles the AST to a tree of closures: each expression becomes `(scope) => value`, each statement
 * `(scope) => signal` writing to the runtime's output. Filters and tests are looked up once here; names are read
 * through the scope chain at run time (symbols.ts decides which frame owns each).
 */

import { filterArgs } from "./ast.js";
import type * as A from "./ast.js";
import { TemplateError, TemplateLimitError, TemplateRuntimeError, locate, positionAt, syntaxError } from "./errors.js";
import { bind, userSignature } from "./runtime/args.js";
import { callAttribute, callValue, dictAttribute, getattr, getitem } from "./runtime/access.js";
import { isTypeError, typeError } from "./runtime/fail.js";
import { LoopContext, Macro, type MacroSignature } from "./runtime/objects.js";
import * as ops from "./runtime/ops.js";
import { Runtime, type RenderLimits, type RuntimeEnvironment } from "./runtime/runtime.js";
import { quote, typeName } from "./runtime/repr.js";
import { BINARY, COMPARE, type CompareFn } from "./runtime/operators.js";
import { lookupName, lookupRoot } from "./runtime/lookup.js";
import { BREAK, CONTINUE, NORMAL, Scope, enterScope, type Signal, type Stmt } from "./runtime/scope.js";
import { forEachName, frameSymbols, targetNames, type Facts, type Symbols } from "./symbols.js";
import type { TagDefinition } from "./tags.js";
import {
  Markup,
  Namespace,
  PyDict,
  PyFloat,
  PyRange,
  Undefined,
  float,
  isDict,
  isPlainDict,
  toNumber,
  toStr,
  tuple,
  type Kwargs,
} from "./runtime/values.js";

type Ev = (sc: Scope) => unknown;
type Assign = (sc: Scope, value: unknown) => void;
/** A filter applied to a value (filter expressions, filter blocks, block sets). */
type Apply = (sc: Scope, value: unknown) => unknown;

const EMPTY_ARGS: unknown[] = [];

/** What the compiler reads from its environment: the runtime's tables, the tags, what it may fold. */
export interface CompileEnvironment extends RuntimeEnvironment {
  readonly tags: ReadonlyMap<string, TagDefinition>;
  /** The built-ins the compiler may evaluate at compile time, as jinja2's optimizer does (never a user's). */
  readonly foldable: ReadonlySet<unknown>;
}

/**
 * The state of one compilation. Each `compile` makes its own (nothing lives in module variables), so a
 * compilation can start inside another and two never share state. Closures that run at render time capture
 * what they need from it, never the object itself, so a compiled template keeps none of it alive.
 */
interface Compilation {
  readonly source: string;
  readonly env: CompileEnvironment;
  /** Values jinja2 would compute at compile time, by expression. */
  readonly folded: Map<A.Expression, unknown>;
  /** Counts expressions that could not be folded, so a parent knows whether all its children were. */
  unfoldable: number;
  /** The names the template binds anywhere; others are read from the context (or globals) directly. */
  readonly bound: ReadonlySet<string>;
  /** The loops whose body names `loop`. */
  readonly loopUsers: ReadonlySet<A.Node>;
  /** The scope constant expressions are evaluated in, whose runtime is folding. */
  readonly foldScope: Scope;
}

/** Where the compiler is: inside an `if` (unknown filters fail only when run) and inside a loop body. */
interface Frame {
  readonly cx: Compilation;
  soft: boolean;
  inLoop: boolean;
  /** Names known to the frame being compiled and its parents (jinja2's idtracking). */
  symbols: Symbols;
  /** Inside `{% autoescape %}`: literal output must be escaped at run time too, so it is not folded. */
  escaping: boolean;
}

export type RenderFunction = (context: Record<string, unknown>, limits: Readonly<RenderLimits>) => string;

/** Thrown while evaluating at compile time when jinja2 would not fold the expression. */
const NOT_FOLDABLE: unique symbol = Symbol();

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

/** What an error can point at: a node, a filter of a filter block, a stretch of text. */
type Place = A.Node | { pos: number; end: number };

/** Points a template error at `place` in the source of the template `sc` renders (the innermost place wins). */
function at(error: unknown, sc: Scope, place: Place): unknown {
  if (error instanceof TemplateError) locate(error, sc.rt.source, startOf(place), place.end);
  return error;
}

/** Where a place starts: an expression's leftmost operand's start for infix and postfix forms. */
function startOf(node: Place): number {
  if (!("type" in node)) return node.pos;
  switch (node.type) {
    case "Binary":
    case "Logical":
      return startOf(node.left);
    case "Getattr":
    case "Getitem":
      return startOf(node.object);
    case "Call":
      return startOf(node.callee);
    case "Filter":
    case "Test":
      return startOf(node.operand);
    default:
      return node.pos;
  }
}

/** Writes literal text (and folded outputs) found from `pos` to `end` in the source. */
function writeText(text: string, pos: number, end: number): Stmt {
  return (sc) => {
    try {
      sc.rt.write(text);
    } catch (error) {
      throw at(error, sc, { pos, end });
    }
    return NORMAL;
  };
}

/** jinja2 replaces a folded sub-expression only by values it can write back as literals. */
function hasSafeRepr(v: unknown): boolean {
  if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "bigint" || typeof v === "string")
    return true;
  if (v instanceof PyFloat || v instanceof Markup || v instanceof PyRange) return true;
  if (Array.isArray(v)) return v.every(hasSafeRepr);
  if (isDict(v)) return ops.dictItems(v).every(([k, x]) => hasSafeRepr(k) && hasSafeRepr(x));
  return false;
}

// Constant evaluation must not read variables: any lookup aborts the fold, as Name.as_const does.
const NO_VARIABLES = new Proxy(
  {},
  {
    getOwnPropertyDescriptor: () => {
      throw NOT_FOLDABLE;
    },
  },
);

/**
 * Compiles a program with the filters, tests, tags and globals of `env`; `limits` also bound what constant
 * folding may build at compile time.
 */
export function compile(
  program: A.Program,
  env: CompileEnvironment,
  limits: Readonly<RenderLimits>,
  facts: Facts,
): RenderFunction {
  const { source, body: nodes } = program;
  const foldRt = new Runtime(NO_VARIABLES, limits, env, source);
  foldRt.folding = true;
  const cx: Compilation = {
    source,
    env,
    folded: new Map(),
    unfoldable: 0,
    ...facts,
    foldScope: new Scope(null, foldRt),
  };
  const symbols = frameSymbols(null, [], nodes);
  const body = block(nodes, { cx, soft: false, inLoop: false, symbols, escaping: false });
  return (context, limits) => {
    const rt = new Runtime(context, limits, env, source);
    const root = enterScope(null, rt, symbols.missing);
    rt.root = root;
    try {
      body(root);
    } catch (error) {
      throw asTemplateError(error);
    }
    return rt.out;
  };
}

/** A syntax error the compiler finds, at a node. */
const fail = (cx: Compilation, message: string, node: { pos: number; end: number }) =>
  syntaxError(message, cx.source, node.pos, node.end);

/** `f` pointing a runtime error raised inside it (and not placed yet) at `node`, a statement or its head. */
function located<T>(node: { pos: number; end: number }, f: (sc: Scope) => T): (sc: Scope) => T {
  return (sc) => {
    try {
      return f(sc);
    } catch (error) {
      throw at(error, sc, node);
    }
  };
}

/**
 * An inner frame (loop body, macro, block...): its symbols, its compiled body and the names it starts without.
 * `params` are the names the frame binds itself, `expressions` what it evaluates before its body.
 */
function frameOf(
  frame: Frame,
  nodes: readonly A.Statement[],
  inLoop: boolean,
  params: readonly string[] = [],
  expressions: readonly A.Node[] = [],
  parent: Symbols | null = frame.symbols,
): { body: Stmt; missing: readonly string[]; inner: Frame } {
  const symbols = frameSymbols(parent, params, nodes, expressions);
  const inner: Frame = { ...frame, soft: false, inLoop, symbols };
  return { body: block(nodes, inner), missing: symbols.missing, inner };
}

// ---- statements ----

function block(nodes: readonly A.Statement[], frame: Frame): Stmt {
  const { folded, foldScope } = frame.cx;
  const stmts: Stmt[] = [];
  let text = "";
  /** Where the text being gathered starts and ends in the source. */
  let start = 0;
  let end = 0;
  const flush = () => {
    if (text !== "") stmts.push(writeText(text, start, end));
    text = "";
  };
  const gather = (more: string, node: A.Statement) => {
    if (text === "") start = node.pos;
    end = node.end;
    text += more;
  };
  for (const node of nodes) {
    if (node.type === "Comment") continue;
    if (node.type === "Text") {
      gather(node.value, node);
      continue;
    }
    let stmt: Stmt;
    if (node.type === "Output") {
      // jinja2 writes an output whose value it computed at compile time as text.
      const ev = expr(node.expr, frame);
      if (folded.has(node.expr) && !frame.escaping) {
        gather(foldScope.rt.str(folded.get(node.expr)), node);
        continue;
      }
      stmt = output(ev, node);
    } else stmt = statement(node, frame);
    flush();
    stmts.push(stmt);
  }
  flush();
  if (stmts.length === 1) return stmts[0] as Stmt;
  return (sc) => {
    for (let i = 0; i < stmts.length; i++) {
      const signal = (stmts[i] as Stmt)(sc);
      if (signal !== NORMAL) return signal;
    }
    return NORMAL;
  };
}

function output(e: Ev, node: A.Output): Stmt {
  return (sc) => {
    try {
      const v = e(sc);
      const rt = sc.rt;
      rt.write(rt.autoescape ? ops.escape(v, rt).s : rt.str(v));
    } catch (error) {
      throw at(error, sc, node);
    }
    return NORMAL;
  };
}

/** How to store a value into a `set`/`for` target in a scope. */
function target(t: A.Target): Assign {
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
      const parts = t.items.map((item) => target(item as A.Target));
      return (sc, value) => {
        const items = ops.unpack(value, parts.length, sc.rt);
        for (let i = 0; i < parts.length; i++) (parts[i] as Assign)(sc, items[i]);
      };
    }
  }
}

function filterChain(filters: readonly A.FilterCall[], frame: Frame): Apply {
  const steps = filters.map((f) => builtinStep("filter", f, frame));
  return (sc, value) => {
    for (const step of steps) value = step(sc, value);
    return value;
  };
}

interface MacroParts {
  sig: MacroSignature;
  body: Stmt;
}

/** A macro's (or a call block's caller's) signature and compiled body, in a frame of its own. */
function macroParts(
  name: string,
  params: readonly A.Parameter[],
  nodes: readonly A.Statement[],
  frame: Frame,
): MacroParts {
  const names = params.map((p) => p.name);
  const used = new Set<string>();
  forEachName(nodes, (n) => used.add(n));
  const implicit = ["caller", "kwargs", "varargs"].filter((n) => !names.includes(n) && used.has(n));
  const defaults = params.map((p) => p.default);
  const { body, missing, inner } = frameOf(
    frame,
    nodes,
    false,
    [...names, ...implicit],
    defaults.filter((d) => d !== null),
  );
  const sig: MacroSignature = {
    name,
    params: names,
    defaults: defaults.map((d) => (d === null ? null : expr(d, inner))),
    catchVarargs: implicit.includes("varargs"),
    catchKwargs: implicit.includes("kwargs"),
    usesCaller: implicit.includes("caller"),
    missing,
  };
  return { sig, body };
}

/** Writes what a filter chain makes of a captured body (`{% filter %}`), or assigns it (`{% set x %}`). */
function filtered(
  node: A.FilterBlock | A.SetBlock,
  frame: Frame,
  expressions: readonly A.Node[],
  use: (sc: Scope, value: unknown) => void,
): Stmt {
  const { body, missing } = frameOf(frame, node.body, frame.inLoop, [], expressions);
  const chain = filterChain(node.filters, frame);
  return located(node, (sc) => {
    // The body renders in a new scope into an output of its own.
    const rt = sc.rt;
    const saved = rt.out;
    rt.out = "";
    let signal: Signal;
    let text: string;
    try {
      signal = body(enterScope(sc, rt, missing));
      text = rt.built(rt.out);
    } finally {
      rt.out = saved;
    }
    if (signal !== NORMAL) return signal;
    use(sc, chain(sc, rt.autoescape ? new Markup(text) : text));
    return NORMAL;
  });
}

/** One compiler per statement type (`block` handles text, comments and outputs itself). */
function statement(node: Exclude<A.Statement, A.Text | A.Comment | A.Output>, frame: Frame): Stmt {
  const { cx } = frame;
  switch (node.type) {
    case "If": {
      const soft: Frame = { ...frame, soft: true };
      const { branches } = node;
      const tests = branches.map((b) => expr(b.test, soft));
      const bodies = branches.map((b) => block(b.body, soft));
      const orelse = node.orelse === null ? null : block(node.orelse, soft);
      return (sc) => {
        for (let i = 0; i < tests.length; i++) {
          let ok: boolean;
          try {
            ok = ops.truthy((tests[i] as Ev)(sc));
          } catch (error) {
            throw at(error, sc, branches[i] as A.IfBranch);
          }
          if (ok) return (bodies[i] as Stmt)(sc);
        }
        return orelse === null ? NORMAL : orelse(sc);
      };
    }

    case "For": {
      const names = targetNames(node.target);
      if (names.includes("loop")) throw fail(cx, "Can't assign to special loop variable in for-loop target", node);
      const iter = expr(node.iter, frame);
      const assign = target(node.target);
      const filter = node.filter === null ? null : expr(node.filter, { ...frame, soft: false, inLoop: false });
      const loop = frameOf(frame, node.body, true, [...names, "loop"]);
      const orelse = frameOf(frame, node.orelse ?? [], frame.inLoop);
      const recursive = node.recursive;
      const usesLoop = cx.loopUsers.has(node);

      const run = (sc: Scope, iterable: unknown, depth: number): Signal => {
        const rt = sc.rt;
        let items = ops.iterate(iterable, rt);
        // jinja2 filters lazily: an item whose unpacking or test raises is met only when the loop gets to it.
        let pending: unknown = null;
        if (filter !== null) {
          const kept: unknown[] = [];
          try {
            for (const item of items) {
              const ts = new Scope(sc, rt);
              assign(ts, item);
              if (ops.truthy(filter(ts))) kept.push(item);
            }
          } catch (error) {
            pending = error;
          }
          items = kept;
        }
        const recurse = recursive
          ? (inner: unknown) => rt.nested("Recursive loops", (items) => run(sc, items, depth + 1), inner)
          : null;
        // Only a body that names `loop` (itself, or a macro or call block inside it) can observe it.
        const context = usesLoop ? new LoopContext(items, depth, recurse, pending) : null;
        let completed = false;
        for (let i = 0; i < items.length; i++) {
          rt.tick();
          const s = enterScope(sc, rt, loop.missing);
          assign(s, items[i]);
          if (context !== null) {
            context.index0 = i;
            s.vars.set("loop", context);
          }
          const signal = loop.body(s);
          if (signal === BREAK) {
            // A loop left by `break` never meets what its filter raised further on.
            pending = null;
            break;
          }
          if (signal === NORMAL) completed = true;
        }
        if (pending !== null) throw pending;
        return completed ? NORMAL : orelse.body(enterScope(sc, rt, orelse.missing));
      };
      return located(node, (sc) => run(sc, iter(sc), 0));
    }

    case "Set": {
      const value = expr(node.value, frame);
      const assign = target(node.target);
      return located(node, (sc) => {
        assign(sc, value(sc));
        return NORMAL;
      });
    }

    case "SetBlock":
      return filtered(node, frame, [], target(node.target));

    case "FilterBlock":
      return filtered(node, frame, filterArgs(node.filters), (sc, value) => sc.rt.write(sc.rt.str(value)));

    case "Macro": {
      const { sig, body } = macroParts(node.name, node.params, node.body, frame);
      const name = node.name;
      return (sc) => {
        sc.vars.set(name, new Macro(sig, body, sc));
        return NORMAL;
      };
    }

    case "CallBlock": {
      const run = call(node.call, frame, macroParts("caller", node.params, node.body, frame));
      return located(node, (sc) => {
        sc.rt.write(sc.rt.str(run(sc)));
        return NORMAL;
      });
    }

    case "With": {
      const values = exprs(node.values, frame);
      const targets = node.targets.map(target);
      const { body, missing } = frameOf(frame, node.body, frame.inLoop, node.targets.flatMap(targetNames));
      // The values are evaluated outside, then bound in the new scope.
      const enter = located(node, (sc: Scope) => {
        const inner = enterScope(sc, sc.rt, missing);
        const evaluated = values.map((v) => v(sc));
        targets.forEach((assign, i) => assign(inner, evaluated[i]));
        return inner;
      });
      return (sc) => body(enter(sc));
    }

    case "Block": {
      if (node.required) return unsupported(`Required block '${node.name}' not found`, node);
      // A block renders in a function of its own: it sees the template's names, not the enclosing frame's.
      const scoped = node.scoped;
      const { body, missing } = frameOf(frame, node.body, false, [], [], scoped ? frame.symbols : null);
      return (sc) => body(enterScope(scoped ? sc : (sc.rt.root as Scope), sc.rt, missing));
    }

    case "Tag":
      return tag(node, frame);

    case "Autoescape": {
      const value = expr(node.value, frame);
      const { body, missing } = frameOf({ ...frame, escaping: true }, node.body, frame.inLoop, [], [node.value]);
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

    case "Break":
    case "Continue": {
      if (!frame.inLoop) throw fail(cx, `'${node.type.toLowerCase()}' outside loop`, node);
      const signal = node.type === "Break" ? BREAK : CONTINUE;
      return () => signal;
    }

    case "Unsupported":
      return unsupported(`'{% ${node.tag} %}' needs a template loader, which this engine does not have`, node);
  }
}

/**
 * A tag of the environment's: its arguments are evaluated where it stands and bound by its signature, its body
 * renders in a frame of its own (as the caller of jinja2's CallBlock that extensions compile to).
 */
function tag(node: A.Tag, frame: Frame): Stmt {
  const { cx } = frame;
  const def = cx.env.tags.get(node.name);
  if (def === undefined) throw fail(cx, `Unknown tag '${node.name}'`, node);
  const sig = userSignature(node.name, def.signature ?? "", 0);
  const args = argList(node.args, frame);
  const kwargs = kwargList(node.kwargs, frame);
  const inner = node.body === null ? null : frameOf(frame, node.body, false);
  return located(node, (sc) => {
    const rt = sc.rt;
    rt.spend(1);
    const bound = bind(sig, args(sc), kwargs(sc));
    const body = () =>
      inner === null ? "" : rt.nested("Tag bodies", (s: Scope) => inner.body(enterScope(s, rt, inner.missing)), sc);
    const result = def.render(bound.slice(), body);
    if (result !== undefined) rt.write(rt.str(result));
    return NORMAL;
  });
}

/** A statement that fails when it runs (and only then, as in jinja2). */
function unsupported(message: string, node: A.Statement): Stmt {
  return located(node, () => {
    throw new TemplateRuntimeError(message);
  });
}

// ---- expressions ----

/**
 * Compiles an expression. Like jinja2's optimizer, an expression made only of literals and foldable
 * operations is evaluated now: a value it could write back as a literal replaces the expression; any
 * value is remembered (an output of it becomes text, a parent may fold with it).
 */
function expr(node: A.Expression, frame: Frame): Ev {
  const { cx } = frame;
  const before = cx.unfoldable;
  const ev = expression(node, frame);
  // Evaluate now only if every part is constant, or a constant first operand may short-circuit the rest.
  const attempt =
    foldable(node, cx.env) &&
    (cx.unfoldable === before ||
      ((node.type === "Logical" || node.type === "Compare") && cx.folded.has(node.left)) ||
      (node.type === "Conditional" && cx.folded.has(node.test)));
  if (!attempt) {
    cx.unfoldable = before + 1;
    return ev;
  }
  let value: unknown;
  try {
    value = ev(cx.foldScope);
  } catch {
    cx.unfoldable = before + 1;
    return ev;
  }
  cx.unfoldable = before;
  cx.folded.set(node, value);
  return hasSafeRepr(value) ? () => value : ev;
}

/** Node types jinja2 folds (filters that take the context never are, nor unknown filters and tests). */
function foldable(node: A.Expression, env: CompileEnvironment): boolean {
  if (node.type === "Filter") return env.foldable.has(env.filters.get(node.name));
  if (node.type === "Test") return env.foldable.has(env.tests.get(node.name));
  // jinja2 never folds a Name (it reads a variable) or a Call (it may have effects).
  return node.type !== "Name" && node.type !== "Call";
}

const exprs = (nodes: readonly A.Expression[], frame: Frame): Ev[] => nodes.map((n) => expr(n, frame));

/** One compiler per expression type; the forms that can fail point their errors at themselves. */
function expression(node: A.Expression, frame: Frame): Ev {
  const { cx } = frame;
  switch (node.type) {
    case "Const": {
      const v = node.kind === "float" ? float(node.value as number) : node.value;
      return () => v;
    }
    case "List": {
      const items = exprs(node.items, frame);
      return (sc) => items.map((f) => f(sc));
    }
    case "Tuple": {
      const items = exprs(node.items, frame);
      return (sc) => tuple(items.map((f) => f(sc)));
    }
    case "Dict": {
      const keys = exprs(node.keys, frame);
      const values = exprs(node.values, frame);
      return (sc) => {
        const d = new PyDict();
        try {
          for (let i = 0; i < keys.length; i++) ops.dictSet(d, (keys[i] as Ev)(sc), (values[i] as Ev)(sc));
        } catch (error) {
          throw at(error, sc, node);
        }
        return d;
      };
    }
    case "Name": {
      const name = node.name;
      // A name nothing binds is in no scope: skip the walk up the scopes.
      return cx.bound.has(name) ? (sc) => lookupName(sc, name) : (sc) => lookupRoot(sc.rt, name);
    }
    case "Getattr": {
      const obj = expr(node.object, frame);
      const name = node.name;
      // `message.content` on a context dict is an item whenever the name is no dict attribute: decided now.
      const item = !cx.env.methods.isDictAttribute(name) && !name.startsWith("__");
      return (sc) => {
        const o = obj(sc);
        if (item && isPlainDict(o)) return dictAttribute(o, name);
        try {
          return getattr(o, name, sc.rt);
        } catch (error) {
          throw at(error, sc, node);
        }
      };
    }
    case "Getitem":
      return subscript(node, frame);
    case "Slice":
      throw fail(cx, "A slice is only allowed inside a subscript", node);
    case "Call":
      return call(node, frame, null);
    case "Filter": {
      const operand = expr(node.operand, frame);
      const step = builtinStep("filter", node, frame);
      return (sc) => step(sc, operand(sc));
    }
    case "Test": {
      const operand = expr(node.operand, frame);
      const negated = node.negated;
      // The most common test, without arguments: no call at all, unless the environment replaced it (a user's test
      // is never foldable).
      const { env } = cx;
      if (
        node.name === "defined" &&
        node.args.length === 0 &&
        node.kwargs.length === 0 &&
        env.foldable.has(env.tests.get("defined"))
      ) {
        return (sc) => !(operand(sc) instanceof Undefined) !== negated;
      }
      const test = builtinStep("test", node, frame);
      return (sc) => {
        const result = test(sc, operand(sc)) as boolean;
        return negated ? !result : result;
      };
    }
    case "Unary": {
      const operand = expr(node.operand, frame);
      if (node.op === "not") return (sc) => !ops.truthy(operand(sc));
      const op = node.op === "-" ? ops.negate : ops.plus;
      return (sc) => {
        const v = operand(sc);
        try {
          return op(v, sc.rt);
        } catch (error) {
          throw at(error, sc, node);
        }
      };
    }
    case "Binary": {
      const left = expr(node.left, frame);
      const right = expr(node.right, frame);
      const op = BINARY[node.op];
      const { folded, foldScope } = cx;
      // jinja2 writes a folded operand into the Python it generates as its repr, where a negative number binds
      // looser than `**`: `-2 ** x` is -(2 ** x) (when x is not constant too, or the whole power folds).
      const base =
        folded.has(node.left) && !folded.has(node.right) && node.op === "**" ? toNumber(folded.get(node.left)) : null;
      if (base !== null && (base < 0 || Object.is(base, -0))) {
        const magnitude = ops.negate(folded.get(node.left), foldScope.rt);
        return (sc) => {
          const r = right(sc);
          try {
            return ops.negate(op(magnitude, r, sc.rt), sc.rt);
          } catch (error) {
            throw at(error, sc, node);
          }
        };
      }
      return (sc) => {
        const l = left(sc);
        const r = right(sc);
        try {
          return op(l, r, sc.rt);
        } catch (error) {
          throw at(error, sc, node);
        }
      };
    }
    case "Logical": {
      const left = expr(node.left, frame);
      const right = expr(node.right, frame);
      const and = node.op === "and";
      return (sc) => {
        const l = left(sc);
        return ops.truthy(l) === and ? right(sc) : l;
      };
    }
    case "Concat": {
      const parts = exprs(node.parts, frame);
      return (sc) => {
        const rt = sc.rt;
        let out = "";
        for (let i = 0; i < parts.length; i++) {
          const v = (parts[i] as Ev)(sc);
          out += rt.str(v);
        }
        try {
          rt.grow(out.length);
        } catch (error) {
          throw at(error, sc, node);
        }
        return out;
      };
    }
    case "Compare": {
      const left = expr(node.left, frame);
      const rights = node.ops.map((o) => expr(o.right, frame));
      const fns = node.ops.map((o) => COMPARE[o.op]);
      return (sc) => {
        let l = left(sc);
        for (let i = 0; i < fns.length; i++) {
          const r = (rights[i] as Ev)(sc);
          let result: boolean;
          try {
            result = (fns[i] as CompareFn)(l, r, sc.rt);
          } catch (error) {
            throw at(error, sc, node);
          }
          if (!result) return false;
          l = r;
        }
        return true;
      };
    }
    case "Conditional": {
      const soft: Frame = { ...frame, soft: true };
      const test = expr(node.test, soft);
      const then = expr(node.then, soft);
      const orelse = node.orelse === null ? null : expr(node.orelse, soft);
      return (sc) => {
        if (ops.truthy(test(sc))) return then(sc);
        if (orelse !== null) return orelse(sc);
        // jinja2 leaves this undefined to run time (CondExpr.as_const), where a lenient fold would hide errors.
        if (sc.rt.folding) throw NOT_FOLDABLE;
        const line = positionAt(sc.rt.source, node.pos).line;
        return new Undefined(
          `the inline if-expression on line ${line} evaluated to false and no else section was defined.`,
        );
      };
    }
    case "NamespaceRef":
      throw fail(cx, "A namespace attribute is only allowed as an assignment target", node);
  }
}

/** `obj[index]`, `obj.0` and slices. */
function subscript(node: A.Getitem, frame: Frame): Ev {
  const obj = expr(node.object, frame);
  const index = node.index;
  if (index.type === "Slice") {
    const none = () => null;
    const [first, stop, step] = [index.start, index.stop, index.step].map((x) =>
      x === null ? none : expr(x, frame),
    ) as [Ev, Ev, Ev];
    return (sc) => {
      const o = obj(sc);
      const [a, b, c] = [first(sc), stop(sc), step(sc)];
      try {
        return ops.slice(o, a, b, c, sc.rt);
      } catch (error) {
        // Folded at compile time, jinja2 slices through Environment.getitem, which gives undefined for a
        // TypeError; a zero step's ValueError gets through (the expression is then left to run time).
        if (sc.rt.folding && isTypeError(error)) {
          return new Undefined(null, null, o);
        }
        throw at(error, sc, node);
      }
    };
  }
  const key = expr(index, frame);
  return (sc) => {
    const o = obj(sc);
    const k = key(sc);
    // `message['role']` on a context dict: its own entry, when it has one.
    if (typeof k === "string" && isPlainDict(o) && Object.hasOwn(o, k) && o[k] !== undefined) return o[k];
    try {
      return getitem(o, k, sc.rt);
    } catch (error) {
      throw at(error, sc, node);
    }
  };
}

function argList(args: readonly A.Expression[], frame: Frame): (sc: Scope) => unknown[] {
  const fs = exprs(args, frame);
  if (fs.length === 0) return () => EMPTY_ARGS;
  return (sc) => fs.map((f) => f(sc));
}

function kwargList(kwargs: readonly A.Keyword[], frame: Frame): (sc: Scope) => Kwargs | null {
  if (kwargs.length === 0) return () => null;
  const names = kwargs.map((k) => k.name);
  const fs = exprs(
    kwargs.map((k) => k.value),
    frame,
  );
  return (sc) => {
    const out: Kwargs = new Map();
    for (let i = 0; i < fs.length; i++) out.set(names[i] as string, (fs[i] as Ev)(sc));
    return out;
  };
}

/**
 * Compiles a call; for call blocks, `caller` is the block body passed as a keyword argument. Each call is a
 * step of the render's budget (macros, `caller`, functions, methods).
 */
function call(node: A.Call, frame: Frame, caller: MacroParts | null): Ev {
  const positional = argList(node.args, frame);
  const keywords = kwargList(node.kwargs, frame);
  const star = node.starArgs === null ? null : expr(node.starArgs, frame);
  const starstar = node.starKwargs === null ? null : expr(node.starKwargs, frame);
  const callee = node.callee;
  // `obj.name(...)` calls the method without making a bound method object first.
  const method = callee.type === "Getattr" ? callee.name : null;
  const target = expr(callee.type === "Getattr" ? callee.object : callee, frame);
  return (sc) => {
    const rt = sc.rt;
    if (rt.folding) throw NOT_FOLDABLE;
    try {
      // Evaluated in this order: positional arguments, keyword arguments, `*args`, `**kwargs`, then `caller`.
      const f = target(sc);
      let args = positional(sc);
      let kwargs = keywords(sc);
      if (star !== null) {
        const extra = star(sc);
        if (!ops.isIterable(extra)) throw typeError(`Value after * must be an iterable, not ${typeName(extra)}`);
        args = [...args, ...ops.iterate(extra, rt)];
      }
      if (starstar !== null) {
        const extra = starstar(sc);
        if (!isDict(extra)) throw typeError(`argument after ** must be a mapping, not ${typeName(extra)}`);
        kwargs ??= new Map();
        // Each keyword is an entry of a dict of its own (and bound or stored one by one): about a unit.
        const items = ops.dictItems(extra);
        rt.hold(items.length * 32);
        rt.spend(items.length);
        for (const [k, v] of items) {
          const key = toStr(k);
          if (key === null) throw typeError("keywords must be strings");
          kwargs.set(key, v);
        }
      }
      if (caller !== null) (kwargs ??= new Map()).set("caller", new Macro(caller.sig, caller.body, sc));
      rt.apply(f);
      return method === null ? callValue(f, args, kwargs, rt) : callAttribute(f, method, args, kwargs, rt);
    } catch (error) {
      throw at(error, sc, node);
    }
  };
}

/**
 * The filter or test `node` names (looked up now in the environment) applied to a value; `kind` names the table.
 * Applying a filter is a step of the render's budget; errors point at `node`.
 */
function builtinStep(kind: "filter" | "test", node: A.FilterCall | A.Filter | A.Test, frame: Frame): Apply {
  const { cx } = frame;
  const { name, args: argNodes, kwargs: kwargNodes } = node;
  const fn = cx.env[`${kind}s`].get(name);
  if (fn === undefined && !frame.soft) throw fail(cx, `No ${kind} named ${quote(name)}.`, node);
  const args = argList(argNodes, frame);
  const kwargs = kwargList(kwargNodes, frame);
  const filter = kind === "filter";
  const pure = cx.env.foldable.has(fn);
  return (sc, value) => {
    const rt = sc.rt;
    // A filter that takes the render context (or a user's filter or test) is never folded.
    if (!pure && rt.folding) throw NOT_FOLDABLE;
    try {
      const a = args(sc);
      const k = kwargs(sc);
      // An unknown filter or test inside `if` fails only when it runs, once its arguments are in (as in jinja2).
      if (fn === undefined) throw new TemplateRuntimeError(`No ${kind} named ${quote(name)} found.`);
      if (filter) rt.apply(value);
      return fn(value, a, k, rt);
    } catch (error) {
      throw at(error, sc, node);
    }
  };
}

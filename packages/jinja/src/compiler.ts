/**
 * Compiles the AST to a tree of closures: each expression becomes `(scope) => value`, each statement
 * `(scope) => signal` writing to the runtime's output. Filters and tests are looked up once here; names are read
 * through the scope chain at run time (symbols.ts decides which frame owns each).
 */

import type * as A from "./ast.js";
import { FILTERS, TESTS } from "./builtins/filters.js";
import { TemplateError, TemplateLimitError, TemplateRuntimeError, TemplateSyntaxError, positionAt } from "./errors.js";
import { callAttribute, callValue, getattr, getitem } from "./runtime/access.js";
import { isTypeError, typeError } from "./runtime/fail.js";
import { LoopContext, Macro, type MacroSignature } from "./runtime/objects.js";
import * as ops from "./runtime/ops.js";
import { DEFAULT_LIMITS, Runtime, type RenderLimits } from "./runtime/runtime.js";
import { quote } from "./runtime/repr.js";
import { BINARY, COMPARE, type CompareFn } from "./runtime/operators.js";
import { lookupName } from "./runtime/lookup.js";
import { BREAK, CONTINUE, NORMAL, Scope, enterScope, type Signal, type Stmt } from "./runtime/scope.js";
import { forEachName, frameSymbols, targetNames, type Symbols } from "./symbols.js";
import {
  Markup,
  Namespace,
  PyFloat,
  PyRange,
  Undefined,
  float,
  isDict,
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

/** Where the compiler is: inside an `if` (unknown filters fail only when run) and inside a loop body. */
interface Frame {
  soft: boolean;
  inLoop: boolean;
  /** Names known to the frame being compiled and its parents (jinja2's idtracking). */
  symbols: Symbols;
  /** Inside `{% autoescape %}`: literal output must be escaped at run time too, so it is not folded. */
  escaping: boolean;
}

export type RenderFunction = (context: Record<string, unknown>, limits: Readonly<RenderLimits>) => string;

/** Thrown while evaluating at compile time when jinja2 would not fold the expression. */
const NOT_FOLDABLE: unique symbol = Symbol("not foldable");

/** Filters jinja2 never folds: they take the render context. */
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

/** Node types jinja2 never folds (a Name reads a variable, a Call may have effects). */
const NEVER_FOLDED = new Set(["Name", "Call", "Slice", "NamespaceRef"]);

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

function writeText(text: string): Stmt {
  return (sc) => {
    sc.rt.write(text);
    return NORMAL;
  };
}

/** jinja2 replaces a folded sub-expression only by values it can write back as literals. */
function hasSafeRepr(v: unknown): boolean {
  if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "string") return true;
  if (v instanceof PyFloat || v instanceof Markup || v instanceof PyRange) return true;
  if (Array.isArray(v)) return v.every(hasSafeRepr);
  if (isDict(v)) return ops.dictItems(v).every(([k, x]) => hasSafeRepr(k) && hasSafeRepr(x));
  return false;
}

// Compile-time state: compiling is synchronous and never re-entered (folding runs no template code that could
// compile), so module variables serve every call and `compile` resets them. Closures that run at render time
// never read them (they capture what they need), so a compiled template keeps none of it alive.
let source = "";
/** Values jinja2 would compute at compile time, by the closure of the expression. */
let folded = new Map<Ev, unknown>();
let foldedNodes = new Set<A.Expression>();
/** Counts expressions that could not be folded, so a parent knows whether all its children were. */
let unfoldable = 0;
let foldRt: Runtime;
let foldScope: Scope;

// Constant evaluation must not read variables: any lookup aborts the fold, as Name.as_const does.
const NO_VARIABLES = new Proxy(
  {},
  {
    getOwnPropertyDescriptor: () => {
      throw NOT_FOLDABLE;
    },
  },
);

/** Compiles a program; `limits` also bound what constant folding may build at compile time. */
export function compile(program: A.Program, limits: Readonly<RenderLimits> = DEFAULT_LIMITS): RenderFunction {
  source = program.source;
  folded = new Map();
  foldedNodes = new Set();
  unfoldable = 0;
  foldRt = new Runtime(NO_VARIABLES, limits);
  foldRt.folding = true;
  foldScope = new Scope(null, foldRt);
  const symbols = frameSymbols(null, [], program.body);
  let body: Stmt;
  try {
    body = block(program.body, { soft: false, inLoop: false, symbols, escaping: false });
  } finally {
    // The fold tables (which hold the AST) are not kept until the next compilation, even after an error.
    folded = new Map();
    foldedNodes = new Set();
  }
  return (context, limits) => {
    const rt = new Runtime(context, limits);
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

const fail = (message: string, pos: number) => new TemplateSyntaxError(message, positionAt(source, pos));

/** Attaches the line of `pos` in `src` to a runtime error that has none yet (the innermost statement names it). */
function withLine(error: unknown, src: string, pos: number): unknown {
  if (error instanceof TemplateRuntimeError && error.line === undefined) error.at(positionAt(src, pos).line);
  return error;
}

/**
 * `f` attaching the line of `pos` to a runtime error raised inside it. The line is only worked out when an
 * error needs it. (Hot statements inline the same try/catch: one call less per run.)
 */
function located<T>(pos: number, f: (sc: Scope) => T): (sc: Scope) => T {
  const src = source;
  return (sc) => {
    try {
      return f(sc);
    } catch (error) {
      throw withLine(error, src, pos);
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
  expressions: unknown = null,
  parent: Symbols | null = frame.symbols,
): { body: Stmt; missing: readonly string[]; inner: Frame } {
  const symbols = frameSymbols(parent, params, nodes, expressions);
  const inner: Frame = { soft: false, inLoop, symbols, escaping: frame.escaping };
  return { body: block(nodes, inner), missing: symbols.missing, inner };
}

// ---- statements ----

function block(nodes: readonly A.Statement[], frame: Frame): Stmt {
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
      const ev = expr(node.expr, frame);
      if (folded.has(ev) && !frame.escaping) {
        text += foldRt.str(folded.get(ev));
        continue;
      }
      stmt = output(ev, node.pos);
    } else stmt = STATEMENTS[node.type](node as never, frame);
    if (text !== "") stmts.push(writeText(text));
    text = "";
    stmts.push(stmt);
  }
  if (text !== "") stmts.push(writeText(text));
  if (stmts.length === 1) return stmts[0] as Stmt;
  return (sc) => {
    for (let i = 0; i < stmts.length; i++) {
      const signal = (stmts[i] as Stmt)(sc);
      if (signal !== NORMAL) return signal;
    }
    return NORMAL;
  };
}

function output(e: Ev, pos: number): Stmt {
  const src = source;
  return (sc) => {
    try {
      const v = e(sc);
      const rt = sc.rt;
      if (typeof v === "string" && !rt.autoescape) rt.write(v);
      else rt.write(rt.autoescape ? ops.escape(v, rt).s : rt.str(v));
    } catch (error) {
      throw withLine(error, src, pos);
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
  const steps = filters.map((f) => builtinStep("filter", f.name, f.args, f.kwargs, f.pos, frame));
  return (sc, value) => {
    for (const step of steps) value = step(sc, value);
    return value;
  };
}

/** A macro's (or a call block's caller's) signature and compiled body, in a frame of its own. */
function macroParts(
  name: string,
  params: readonly A.Parameter[],
  nodes: readonly A.Statement[],
  frame: Frame,
): { sig: MacroSignature; body: Stmt } {
  const names = params.map((p) => p.name);
  const used = new Set<string>();
  forEachName(nodes, (n) => used.add(n));
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
  const { body, missing, inner } = frameOf(frame, nodes, false, [...names, ...implicit], defaults);
  const sig: MacroSignature = {
    name,
    params: names,
    defaults: defaults.map((d) => (d === null ? null : expr(d, inner))),
    catchVarargs,
    catchKwargs,
    usesCaller,
    missing,
  };
  return { sig, body };
}

/** Writes what a filter chain makes of a captured body (`{% filter %}`), or assigns it (`{% set x %}`). */
function filtered(
  node: A.FilterBlock | A.SetBlock,
  frame: Frame,
  expressions: unknown,
  use: (sc: Scope, value: unknown) => void,
): Stmt {
  const { body, missing } = frameOf(frame, node.body, frame.inLoop, [], expressions);
  const chain = filterChain(node.filters, frame);
  return located(node.pos, (sc) => {
    // The body renders in a new scope into an output of its own.
    const rt = sc.rt;
    const saved = rt.out;
    rt.out = "";
    let signal: Signal;
    let text: string;
    try {
      signal = body(enterScope(sc, rt, missing));
      text = rt.out;
    } finally {
      rt.out = saved;
    }
    if (signal !== NORMAL) return signal;
    use(sc, chain(sc, rt.autoescape ? new Markup(text) : text));
    return NORMAL;
  });
}

/** One compiler per statement type (`block` handles text, comments and outputs itself). */
const STATEMENTS: {
  [T in Exclude<A.Statement["type"], "Text" | "Comment" | "Output">]: (
    node: Extract<A.Statement, { type: T }>,
    frame: Frame,
  ) => Stmt;
} = {
  If(node, frame) {
    const soft: Frame = { ...frame, soft: true };
    const tests = node.branches.map((b) => expr(b.test, soft));
    const bodies = node.branches.map((b) => block(b.body, soft));
    const positions = node.branches.map((b) => b.pos);
    const orelse = node.orelse === null ? null : block(node.orelse, soft);
    const src = source;
    return (sc) => {
      for (let i = 0; i < tests.length; i++) {
        let ok: boolean;
        try {
          ok = ops.truthy((tests[i] as Ev)(sc));
        } catch (error) {
          throw withLine(error, src, positions[i] as number);
        }
        if (ok) return (bodies[i] as Stmt)(sc);
      }
      return orelse === null ? NORMAL : orelse(sc);
    };
  },

  For(node, frame) {
    const checkTarget = (t: A.Target): void => {
      if (t.type === "Name" && t.name === "loop")
        throw fail("Can't assign to special loop variable in for-loop target", node.pos);
      if (t.type === "Tuple") for (const item of t.items) checkTarget(item as A.Target);
    };
    checkTarget(node.target);
    const iter = expr(node.iter, frame);
    const assign = target(node.target);
    const filter = node.filter === null ? null : expr(node.filter, { ...frame, soft: false, inLoop: false });
    const loop = frameOf(frame, node.body, true, [...targetNames(node.target), "loop"]);
    const orelse = frameOf(frame, node.orelse ?? [], frame.inLoop);
    const hasElse = node.orelse !== null;
    const recursive = node.recursive;

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
      // Always bound: a body that never names `loop` cannot observe it, and the check would cost a walk.
      const context = new LoopContext(items, depth, recurse, pending);
      let completed = false;
      let broke = false;
      for (let i = 0; i < items.length; i++) {
        rt.tick();
        const s = enterScope(sc, rt, loop.missing);
        assign(s, items[i]);
        context.index0 = i;
        s.vars.set("loop", context);
        const signal = loop.body(s);
        if (signal === BREAK) {
          broke = true;
          break;
        }
        if (signal === NORMAL) completed = true;
      }
      if (pending !== null && !broke) throw pending;
      if (!completed && hasElse) return orelse.body(enterScope(sc, rt, orelse.missing));
      return NORMAL;
    };
    return located(node.pos, (sc) => run(sc, iter(sc), 0));
  },

  Set(node, frame) {
    const value = expr(node.value, frame);
    const assign = target(node.target);
    return located(node.pos, (sc) => {
      assign(sc, value(sc));
      return NORMAL;
    });
  },

  SetBlock(node, frame) {
    const assign = target(node.target);
    return filtered(node, frame, null, assign);
  },

  FilterBlock(node, frame) {
    return filtered(node, frame, node.filters, (sc, value) => sc.rt.write(sc.rt.str(value)));
  },

  Macro(node, frame) {
    const { sig, body } = macroParts(node.name, node.params, node.body, frame);
    const name = node.name;
    return (sc) => {
      sc.vars.set(name, new Macro(sig, body, sc));
      return NORMAL;
    };
  },

  CallBlock(node, frame) {
    const { sig, body } = macroParts("caller", node.params, node.body, frame);
    const run = call(node.call, frame, sig, body);
    return located(node.pos, (sc) => {
      sc.rt.write(sc.rt.str(run(sc)));
      return NORMAL;
    });
  },

  With(node, frame) {
    const values = node.values.map((v) => expr(v, frame));
    const targets = node.targets.map(target);
    const { body, missing } = frameOf(
      frame,
      node.body,
      frame.inLoop,
      node.targets.flatMap((t) => targetNames(t)),
    );
    // The values are evaluated outside, then bound in the new scope.
    const enter = located(node.pos, (sc: Scope) => {
      const inner = enterScope(sc, sc.rt, missing);
      const evaluated = values.map((v) => v(sc));
      targets.forEach((assign, i) => assign(inner, evaluated[i]));
      return inner;
    });
    return (sc) => body(enter(sc));
  },

  Block(node, frame) {
    if (node.required) return unsupported(`Required block '${node.name}' not found`, node.pos);
    // A block renders in a function of its own: it sees the template's names, not the enclosing frame's.
    const scoped = node.scoped;
    const { body, missing } = frameOf(frame, node.body, false, [], null, scoped ? frame.symbols : null);
    return (sc) => body(enterScope(scoped ? sc : (sc.rt.root as Scope), sc.rt, missing));
  },

  Generation(node, frame) {
    const { body, missing } = frameOf(frame, node.body, false);
    return (sc) => body(enterScope(sc, sc.rt, missing));
  },

  Autoescape(node, frame) {
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
  },

  Break: (node, frame) => loopControl(node, frame, BREAK),
  Continue: (node, frame) => loopControl(node, frame, CONTINUE),

  Unsupported: (node) =>
    unsupported(`'{% ${node.tag} %}' needs a template loader, which this engine does not have`, node.pos),
};

function loopControl(node: A.Break | A.Continue, frame: Frame, signal: Signal): Stmt {
  if (!frame.inLoop) throw fail(`'${node.type.toLowerCase()}' outside loop`, node.pos);
  return () => signal;
}

/** What jinja2 compiles an unknown filter or test inside `if` to: a function that fails once its arguments are in. */
function unknownBuiltin(kind: string, name: string, ..._args: unknown[]): never {
  throw new TemplateRuntimeError(`No ${kind} named ${quote(name)} found.`);
}

/** A statement that fails when it runs (and only then, as in jinja2). */
function unsupported(message: string, pos: number): Stmt {
  return located(pos, () => {
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
  const before = unfoldable;
  const ev = EXPRESSIONS[node.type](node as never, frame);
  if (node.type === "Const") {
    folded.set(ev, ev(foldScope));
    foldedNodes.add(node);
    return ev;
  }
  // Evaluate now only if every part is constant, or a constant first operand may short-circuit the rest.
  const attempt =
    foldable(node) &&
    (unfoldable === before ||
      ((node.type === "Logical" || node.type === "Compare") && foldedNodes.has(node.left)) ||
      (node.type === "Conditional" && foldedNodes.has(node.test)));
  if (!attempt) {
    unfoldable = before + 1;
    return ev;
  }
  let value: unknown;
  try {
    value = ev(foldScope);
  } catch {
    unfoldable = before + 1;
    return ev;
  }
  unfoldable = before;
  foldedNodes.add(node);
  if (!hasSafeRepr(value)) {
    folded.set(ev, value);
    return ev;
  }
  const constant = () => value;
  folded.set(constant, value);
  return constant;
}

/** Node types jinja2 folds (filters that take the context never are, nor unknown filters and tests). */
function foldable(node: A.Expression): boolean {
  if (node.type === "Filter") return FILTERS.has(node.name) && !CONTEXT_FILTERS.has(node.name);
  if (node.type === "Test") return TESTS.has(node.name);
  return !NEVER_FOLDED.has(node.type);
}

const exprs = (nodes: readonly A.Expression[], frame: Frame): Ev[] => nodes.map((n) => expr(n, frame));

/** One compiler per expression type. */
const EXPRESSIONS: {
  [T in A.Expression["type"]]: (node: Extract<A.Expression, { type: T }>, frame: Frame) => Ev;
} = {
  Const(node) {
    const v = node.kind === "float" ? float(node.value as number) : node.value;
    return () => v;
  },
  List(node, frame) {
    const items = exprs(node.items, frame);
    return (sc) => items.map((f) => f(sc));
  },
  Tuple(node, frame) {
    const items = exprs(node.items, frame);
    return (sc) => tuple(items.map((f) => f(sc)));
  },
  Dict(node, frame) {
    const keys = exprs(node.keys, frame);
    const values = exprs(node.values, frame);
    return (sc) => {
      const d = new Map<unknown, unknown>();
      for (let i = 0; i < keys.length; i++) ops.dictSet(d, (keys[i] as Ev)(sc), (values[i] as Ev)(sc));
      return d;
    };
  },
  Name(node) {
    const name = node.name;
    return (sc) => lookupName(sc, name);
  },
  Getattr(node, frame) {
    const obj = expr(node.object, frame);
    const name = node.name;
    return (sc) => getattr(obj(sc), name, sc.rt);
  },
  Getitem(node, frame) {
    const obj = expr(node.object, frame);
    const index = node.index;
    if (index.type === "Slice") {
      const none = () => null;
      const [start, stop, step] = [index.start, index.stop, index.step].map((x) =>
        x === null ? none : expr(x, frame),
      ) as [Ev, Ev, Ev];
      return (sc) => {
        const o = obj(sc);
        const [a, b, c] = [start(sc), stop(sc), step(sc)];
        try {
          return ops.slice(o, a, b, c, sc.rt);
        } catch (error) {
          // Folded at compile time, jinja2 slices through Environment.getitem, which gives undefined for a
          // TypeError; a zero step's ValueError gets through (the expression is then left to run time).
          if (sc.rt.folding && isTypeError(error)) {
            return new Undefined(null, null, o);
          }
          throw error;
        }
      };
    }
    const key = expr(index, frame);
    if (index.type === "Const") {
      const k = folded.get(key);
      return (sc) => getitem(obj(sc), k, sc.rt);
    }
    return (sc) => {
      const o = obj(sc);
      return getitem(o, key(sc), sc.rt);
    };
  },
  Slice(node) {
    throw fail("A slice is only allowed inside a subscript", node.pos);
  },
  Call: (node, frame) => call(node, frame, null, null),
  Filter(node, frame) {
    const operand = expr(node.operand, frame);
    const step = builtinStep("filter", node.name, node.args, node.kwargs, node.pos, frame);
    return (sc) => step(sc, operand(sc));
  },
  Test(node, frame) {
    const operand = expr(node.operand, frame);
    const negated = node.negated;
    const name = node.name;
    // The most common test, without arguments: no call at all.
    if (name === "defined" && node.args.length === 0 && node.kwargs.length === 0) {
      return (sc) => !(operand(sc) instanceof Undefined) !== negated;
    }
    const test = builtinStep("test", name, node.args, node.kwargs, node.pos, frame);
    return (sc) => {
      const result = test(sc, operand(sc)) as boolean;
      return negated ? !result : result;
    };
  },
  Unary(node, frame) {
    const operand = expr(node.operand, frame);
    if (node.op === "not") return (sc) => !ops.truthy(operand(sc));
    const op = node.op === "-" ? ops.negate : ops.plus;
    return (sc) => op(operand(sc), sc.rt);
  },
  Binary(node, frame) {
    const left = expr(node.left, frame);
    const right = expr(node.right, frame);
    const op = BINARY[node.op];
    // jinja2 writes a folded operand into the Python it generates as its repr, where a negative number binds
    // looser than `**`: `-2 ** x` is -(2 ** x) (when x is not constant too, or the whole power folds).
    const base = folded.has(left) && !folded.has(right) && node.op === "**" ? toNumber(folded.get(left)) : null;
    if (base !== null && (base < 0 || Object.is(base, -0))) {
      const magnitude = ops.negate(folded.get(left), foldRt);
      return (sc) => ops.negate(op(magnitude, right(sc), sc.rt), sc.rt);
    }
    return (sc) => {
      const l = left(sc);
      return op(l, right(sc), sc.rt);
    };
  },
  Logical(node, frame) {
    const left = expr(node.left, frame);
    const right = expr(node.right, frame);
    const and = node.op === "and";
    return (sc) => {
      const l = left(sc);
      return ops.truthy(l) === and ? right(sc) : l;
    };
  },
  Concat(node, frame) {
    const parts = exprs(node.parts, frame);
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
  },
  Compare(node, frame) {
    const left = expr(node.left, frame);
    const rights = node.ops.map((o) => expr(o.right, frame));
    const fns = node.ops.map((o) => COMPARE[o.op]);
    return (sc) => {
      let l = left(sc);
      for (let i = 0; i < fns.length; i++) {
        const r = (rights[i] as Ev)(sc);
        if (!(fns[i] as CompareFn)(l, r, sc.rt)) return false;
        l = r;
      }
      return true;
    };
  },
  Conditional(node, frame) {
    const soft: Frame = { ...frame, soft: true };
    const test = expr(node.test, soft);
    const then = expr(node.then, soft);
    const orelse = node.orelse === null ? null : expr(node.orelse, soft);
    const [src, pos] = [source, node.pos];
    return (sc) => {
      if (ops.truthy(test(sc))) return then(sc);
      if (orelse !== null) return orelse(sc);
      // jinja2 leaves this undefined to run time (CondExpr.as_const), where a lenient fold would hide errors.
      if (sc.rt.folding) throw NOT_FOLDABLE;
      const line = positionAt(src, pos).line;
      return new Undefined(
        `the inline if-expression on line ${line} evaluated to false and no else section was defined.`,
      );
    };
  },
  NamespaceRef(node) {
    throw fail("A namespace attribute is only allowed as an assignment target", node.pos);
  },
};

function argList(args: readonly A.Expression[], frame: Frame): (sc: Scope) => unknown[] {
  const fs = exprs(args, frame);
  if (fs.length === 0) return () => EMPTY_ARGS;
  return (sc) => fs.map((f) => f(sc));
}

function kwargList(kwargs: readonly A.Keyword[], frame: Frame): (sc: Scope) => Kwargs | null {
  if (kwargs.length === 0) return () => null;
  const fs = kwargs.map((k) => [k.name, expr(k.value, frame)] as const);
  return (sc) => new Map(fs.map(([name, f]) => [name, f(sc)]));
}

/** Compiles a call; for call blocks, `caller` is the block body passed as a keyword argument. */
function call(node: A.Call, frame: Frame, callerSig: MacroSignature | null, callerBody: Stmt | null): Ev {
  const positional = argList(node.args, frame);
  const keywords = kwargList(node.kwargs, frame);
  const star = node.starArgs === null ? null : expr(node.starArgs, frame);
  const starstar = node.starKwargs === null ? null : expr(node.starKwargs, frame);
  const evalArgs = (sc: Scope): [unknown[], Kwargs | null] => {
    let args = positional(sc);
    let kwargs = keywords(sc);
    if (star !== null) {
      const extra = star(sc);
      if (!ops.isIterable(extra)) throw typeError(`Value after * must be an iterable, not ${sc.rt.typeName(extra)}`);
      args = [...args, ...ops.iterate(extra, sc.rt)];
    }
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
  const callee = node.callee;
  if (callee.type === "Getattr") {
    const obj = expr(callee.object, frame);
    const name = callee.name;
    return (sc) => {
      if (sc.rt.folding) throw NOT_FOLDABLE;
      const o = obj(sc);
      const [args, kwargs] = evalArgs(sc);
      return callAttribute(o, name, args, kwargs, sc.rt);
    };
  }
  const fn = expr(callee, frame);
  return (sc) => {
    if (sc.rt.folding) throw NOT_FOLDABLE;
    const f = fn(sc);
    const [args, kwargs] = evalArgs(sc);
    return callValue(f, args, kwargs, sc.rt);
  };
}

/** A filter or test (looked up now) applied to a value; `kind` names the table. */
function builtinStep(
  kind: "filter" | "test",
  name: string,
  argNodes: readonly A.Expression[],
  kwargNodes: readonly A.Keyword[],
  pos: number,
  frame: Frame,
): Apply {
  const fn = (kind === "filter" ? FILTERS : TESTS).get(name);
  if (fn === undefined && !frame.soft) throw fail(`No ${kind} named ${quote(name)}.`, pos);
  const args = argList(argNodes, frame);
  const kwargs = kwargList(kwargNodes, frame);
  // An unknown filter or test inside `if` fails only when it runs.
  if (fn === undefined) return (sc) => unknownBuiltin(kind, name, args(sc), kwargs(sc));
  if (kind === "filter" && CONTEXT_FILTERS.has(name)) {
    return (sc, value) => {
      if (sc.rt.folding) throw NOT_FOLDABLE;
      return fn(value, args(sc), kwargs(sc), sc.rt);
    };
  }
  // Most filters are applied without arguments: no argument closures to run.
  if (argNodes.length + kwargNodes.length === 0) return (sc, value) => fn(value, EMPTY_ARGS, null, sc.rt);
  return (sc, value) => fn(value, args(sc), kwargs(sc), sc.rt);
}

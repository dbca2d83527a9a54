/** Engine objects templates can hold: loop, macros, cycler, joiner. */

import { TemplateRuntimeError } from "../errors.js";
import { bind, signature, type Signature } from "./args.js";
import { typeError } from "./fail.js";
import { eq } from "./ops.js";
import { quote } from "./repr.js";
import type { Runtime } from "./contract.js";
import { enterScope, type Scope, type Stmt } from "./scope.js";
import { Builtin, PyCallable, PyObject, Undefined, tuple, type Kwargs } from "./values.js";

/** A bound method of an engine object: its Python signature checks the call's arguments. */
function method(sig: Signature, body: (args: unknown[]) => unknown): Builtin {
  return new Builtin("method", `<bound method ${sig.name}>`, (args, kwargs) => body(bind(sig, args, kwargs)));
}

const LOOP_CALL = signature("LoopContext.__call__(self, iterable)");
const LOOP_CYCLE = signature("LoopContext.cycle(self, *args)");
const LOOP_CHANGED = signature("LoopContext.changed(self, *value)");
const CYCLER_NEXT = signature("Cycler.next(self,)");
const CYCLER_RESET = signature("Cycler.reset(self,)");
const JOINER_CALL = signature("Joiner.__call__(self,)");

/** Attributes that need every item of the loop, and those that need the next one. */
const BEYOND = new Set(["length", "revindex", "revindex0"]);
const AHEAD = new Set(["last", "nextitem"]);

/** The `loop` variable inside a for loop. */
export class LoopContext extends PyCallable {
  readonly typeName = "LoopContext";
  index0 = -1;
  private lastChanged: unknown[] | null = null;

  constructor(
    readonly items: readonly unknown[],
    readonly depth0: number,
    private readonly recurse: ((iterable: unknown) => string) | null,
    /** The error a loop filter raised past the items kept so far: asking for what lies beyond meets it. */
    private readonly pending: unknown = null,
  ) {
    super();
  }

  override getattr(name: string): unknown {
    const n = this.items.length;
    const i = this.index0;
    if (this.pending !== null && (BEYOND.has(name) || (i === n - 1 && AHEAD.has(name)))) throw this.pending;
    switch (name) {
      case "index":
        return i + 1;
      case "index0":
        return i;
      case "revindex":
        return n - i;
      case "revindex0":
        return n - i - 1;
      case "first":
        return i === 0;
      case "last":
        return i === n - 1;
      case "length":
        return n;
      case "depth":
        return this.depth0 + 1;
      case "depth0":
        return this.depth0;
      case "previtem":
        return i > 0 ? this.items[i - 1] : new Undefined("there is no previous item");
      case "nextitem":
        return i < n - 1 ? this.items[i + 1] : new Undefined("there is no next item");
      case "cycle":
        return method(LOOP_CYCLE, (args) => {
          if (args.length === 0) throw new TemplateRuntimeError("no items for cycling given");
          return args[this.index0 % args.length];
        });
      case "changed":
        return method(LOOP_CHANGED, (args) => {
          const last = this.lastChanged;
          if (last !== null && last.length === args.length && last.every((v, k) => eq(v, args[k]))) return false;
          this.lastChanged = args;
          return true;
        });
      default:
        return undefined;
    }
  }

  call(args: unknown[], kwargs: Kwargs | null): unknown {
    const [iterable] = bind(LOOP_CALL, args, kwargs);
    if (this.recurse === null) {
      throw typeError("The loop must have the 'recursive' marker to be called recursively.");
    }
    return this.recurse(iterable);
  }

  override repr(): string {
    return `<LoopContext ${this.index0 + 1}/${this.items.length}>`;
  }
}

export interface MacroSignature {
  name: string;
  params: string[];
  /** Default value expressions, evaluated in the macro's scope at call time (null: required). */
  defaults: (((sc: Scope) => unknown) | null)[];
  catchVarargs: boolean;
  catchKwargs: boolean;
  /** The body refers to `caller`, so the macro accepts one. */
  usesCaller: boolean;
  /** Names the macro body owns that start undefined (see symbols.ts). */
  missing: readonly string[];
}

/** A `{% macro %}` (or the `caller` of a call block): renders its body in a fresh scope. */
export class Macro extends PyCallable {
  readonly typeName = "Macro";
  constructor(
    readonly sig: MacroSignature,
    private readonly body: Stmt,
    private readonly scope: Scope,
  ) {
    super();
  }

  call(args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
    const { sig } = this;
    const sc = enterScope(this.scope, rt, sig.missing);
    const remaining = new Map(kwargs ?? []);
    const n = sig.params.length;
    for (let i = 0; i < n; i++) {
      const name = sig.params[i] as string;
      let value: unknown = args[i];
      if (i >= args.length) {
        value = remaining.get(name);
        remaining.delete(name);
      }
      if (value === undefined) {
        const dflt = sig.defaults[i];
        value = dflt ? dflt(sc) : new Undefined(`parameter '${name}' was not provided`, name);
      }
      sc.vars.set(name, value);
    }
    // A `caller` parameter counts as given when the loop above looked it up, or when every argument was positional.
    const callerAt = sig.params.lastIndexOf("caller");
    if (sig.usesCaller && !(callerAt >= 0 && (callerAt >= args.length || args.length >= n))) {
      const caller = remaining.get("caller");
      remaining.delete("caller");
      sc.vars.set("caller", caller ?? new Undefined("No caller defined", "caller"));
    }
    if (sig.catchKwargs) sc.vars.set("kwargs", remaining);
    else if (remaining.size > 0) {
      if (remaining.has("caller")) {
        throw typeError(
          `macro '${sig.name}' was invoked with two values for the special caller argument. This is most likely a bug.`,
        );
      }
      throw typeError(`macro '${sig.name}' takes no keyword argument '${[...remaining.keys()][0] as string}'`);
    }
    if (sig.catchVarargs) sc.vars.set("varargs", tuple(args.slice(n)));
    else if (args.length > n) {
      throw typeError(`macro '${sig.name}' takes not more than ${n} argument(s)`);
    }
    return rt.nested("Macro calls", this.body, sc);
  }

  override getattr(name: string): unknown {
    const { sig } = this;
    switch (name) {
      case "name":
        return sig.name;
      case "arguments":
        return tuple(sig.params.slice());
      case "catch_kwargs":
        return sig.catchKwargs;
      case "catch_varargs":
        return sig.catchVarargs;
      case "caller":
        return sig.usesCaller;
      default:
        return undefined;
    }
  }

  override repr(): string {
    return `<Macro ${quote(this.sig.name)}>`;
  }
}

/** `cycler(a, b, ...)`: `.next()` returns items in turn, `.current`, `.reset()`. */
export class Cycler extends PyObject {
  readonly typeName = "Cycler";
  private pos = 0;
  constructor(private readonly items: unknown[]) {
    super();
  }
  override getattr(name: string): unknown {
    switch (name) {
      case "items":
        return tuple(this.items.slice());
      case "current":
        return this.items[this.pos];
      case "next":
        return method(CYCLER_NEXT, () => {
          const v = this.items[this.pos];
          this.pos = (this.pos + 1) % this.items.length;
          return v;
        });
      case "reset":
        return method(CYCLER_RESET, () => {
          this.pos = 0;
          return null;
        });
      default:
        return undefined;
    }
  }
}

/** `joiner(sep)`: returns '' the first time it is called, then `sep`. */
export class Joiner extends PyCallable {
  readonly typeName = "Joiner";
  private used = false;
  constructor(private readonly sep: unknown) {
    super();
  }
  call(args: unknown[], kwargs: Kwargs | null): unknown {
    bind(JOINER_CALL, args, kwargs);
    if (!this.used) {
      this.used = true;
      return "";
    }
    return this.sep;
  }
}

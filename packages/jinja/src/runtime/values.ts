/**
 * How Python values are represented in JavaScript.
 *
 *   None -> null            bool -> boolean          str -> string (Markup for "safe" strings)
 *   int  -> integral number below 1e21, or bigint (what the engine computes past 2^53 is a bigint)
 *   float -> any other number, or PyFloat when the value is integral (1.0)
 *   list -> Array           tuple -> Array marked with TUPLE
 *   dict -> Dict (built by templates), or a Map or a plain object (from the context)
 *   everything else (undefined, namespace, macros, loop, range, generators...) -> a PyObject subclass
 *
 * JSON contexts map directly onto this model, so rendering needs no conversion pass.
 */

import { TemplateLimitError } from "../errors.js";
import type { Kwargs, Runtime } from "./contract.js";

export type { Kwargs };

/** Modules of the classes jinja2 and markupsafe define: Python names those qualified (`jinja2.utils.Cycler object`). */
const PY_MODULES: Record<string, string> = {
  Namespace: "jinja2.utils",
  Cycler: "jinja2.utils",
  Joiner: "jinja2.utils",
  Macro: "jinja2.runtime",
  LoopContext: "jinja2.runtime",
  Undefined: "jinja2.runtime",
  Markup: "markupsafe",
  _GroupTuple: "jinja2.filters",
};

/** A Python type name with its module when it is not a builtin type, as `type(x).__module__` gives it. */
export function qualifiedTypeName(name: string): string {
  const module = PY_MODULES[name];
  return module === undefined ? name : `${module}.${name}`;
}

/** Base of every engine-made object; the sandbox only ever exposes what these classes choose to. */
export abstract class PyObject {
  /** Python type name, used in error messages. */
  abstract readonly typeName: string;
  /** Attribute access (`obj.name`); `undefined` when there is no such attribute. */
  getattr(_name: string, _rt: Runtime): unknown {
    return undefined;
  }
  truthy(): boolean {
    return true;
  }
  /** Python `repr()` (without the address Python prints). */
  repr(_rt: Runtime): string {
    return `<${qualifiedTypeName(this.typeName)} object>`;
  }
  /** Python `str()`. */
  str(rt: Runtime): string {
    return this.repr(rt);
  }
}

/** Objects that can be called from templates. */
export abstract class PyCallable extends PyObject {
  abstract call(args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown;
}

/** An integral float such as `1.0`, which must print as `1.0`, not `1`. */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** A string marked safe (`|safe`, `|escape`): concatenating plain strings to it escapes them. */
export class Markup {
  constructor(readonly s: string) {}
}

const TUPLE: unique symbol = Symbol();
type Tuple = unknown[] & { [TUPLE]?: true };

export function tuple(items: unknown[]): unknown[] {
  (items as Tuple)[TUPLE] = true;
  return items;
}

export function isTuple(v: unknown): boolean {
  return Array.isArray(v) && (v as Tuple)[TUPLE] === true;
}

/** Field names of a namedtuple (groupby's (grouper, list)), read by attribute access. */
const FIELDS: unique symbol = Symbol();

export function namedTuple(items: unknown[], fields: readonly string[]): unknown[] {
  (tuple(items) as unknown[] & { [FIELDS]?: readonly string[] })[FIELDS] = fields;
  return items;
}

export function tupleFields(v: unknown[]): readonly string[] | undefined {
  return (v as unknown[] & { [FIELDS]?: readonly string[] })[FIELDS];
}

/**
 * Is this number a Python int? Integral and below 1e21: exactly the numbers JSON writes without an
 * exponent, so a context passed through JSON means the same to Python and to us.
 */
export function isIntNumber(n: number): boolean {
  return Number.isInteger(n) && n < 1e21 && n > -1e21;
}

/** A float from any number: results that would read as ints get the PyFloat wrapper. */
export function float(n: number): number | PyFloat {
  return isIntNumber(n) ? new PyFloat(n) : n;
}

export function isFloat(v: unknown): boolean {
  return v instanceof PyFloat || (typeof v === "number" && !isIntNumber(v));
}

export function isInt(v: unknown): v is number | bigint {
  return (typeof v === "number" && isIntNumber(v)) || typeof v === "bigint";
}

/**
 * The number behind an int, float or bool (bool is an int in Python), else null. A bigint comes back as the
 * nearest double: code that needs an int exactly looks at bigints first.
 */
export function toNumber(v: unknown): number | null {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === "bigint") return Number(v);
  return null;
}

/** The exact value of an int (or bool) as a bigint; a float is taken as the integer it holds. */
export const toBigInt = (v: unknown): bigint => (typeof v === "bigint" ? v : BigInt(toNumber(v) as number));

/** Python ints have no size limit; these are bounded so that one operation stays fast (about 315 000 digits). */
export const MAX_INT_BITS = 1_048_576n;

export const intLimit = () => new TemplateLimitError(`Integer results are limited to ${MAX_INT_BITS} bits`);

/** An exact integer result: a number when it is exactly one (up to 2^53), else the bigint. */
export function intOf(b: bigint): number | bigint {
  const n = Number(b);
  if (Number.isSafeInteger(n)) return n;
  // Cheap bound first: a bigint past 2^1024 is Infinity as a double.
  if (!Number.isFinite(n) && BigInt(b.toString(16).length * 4) > MAX_INT_BITS) throw intLimit();
  return b;
}

/** A dict a template built: `odd` once it holds a key stored unlike its hash (True, 1.0), see dictGet. */
export class PyDict extends Map<unknown, unknown> {
  odd?: boolean;
}

/** What all Undefined values hash as (they compare equal). */
const UNDEFINED_KEY: unique symbol = Symbol();

/**
 * A JS value that is the same (SameValueZero) for equal Python values of a hashable type: the text of a str or
 * Markup, one number for equal ints, floats and bools, a string for a tuple of such values; identity for other
 * objects. undefined for tuples holding identity-hashed items (callers compare those by eq).
 */
export function hashKey(v: unknown): unknown {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return Number.isSafeInteger(v) || !Number.isInteger(v) ? v + 0 : BigInt(v);
    case "boolean":
      return v ? 1 : 0;
    case "bigint":
      return intOf(v);
    default:
      break;
  }
  if (v instanceof PyFloat) return hashKey(v.value);
  if (v instanceof Markup) return v.s;
  if (v instanceof Undefined) return UNDEFINED_KEY;
  if (Array.isArray(v)) {
    let key = "\u0000(";
    for (const item of v) {
      const k = hashKey(item);
      if (k === undefined || (k !== null && typeof k === "object")) return undefined;
      key += (typeof k === "string" ? JSON.stringify(k) : typeof k === "symbol" ? "U" : String(k)) + ",";
    }
    return key;
  }
  return v;
}

/** The JS string behind a str or Markup, else null. */
export function toStr(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (v instanceof Markup) return v.s;
  return null;
}

/** Plain JS objects from the context are dicts; so are Maps. */
export function isPlainDict(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

export function isDict(v: unknown): v is Map<unknown, unknown> | Record<string, unknown> {
  return v instanceof Map || isPlainDict(v);
}

/** jinja2's Undefined: prints as '', iterates as empty, fails when used as a value. */
export class Undefined extends PyObject {
  readonly typeName = "Undefined";
  constructor(
    readonly hint: string | null,
    /** The name or key that was missing. */
    readonly name: unknown = null,
    /** What the name was looked up on; NO_OWNER for a missing variable. */
    readonly owner: unknown = NO_OWNER,
    /** The sandbox refused the access: using the value is a security error. */
    readonly unsafe = false,
  ) {
    super();
  }
  override truthy(): boolean {
    return false;
  }
  override repr(): string {
    return "Undefined";
  }
  override str(): string {
    return "";
  }
}

export const NO_OWNER: unique symbol = Symbol();

/** `namespace(...)`: the one object templates may assign attributes to. */
export class Namespace extends PyObject {
  readonly typeName = "Namespace";
  /** Keys are usually names, but `namespace({1: 2})` is allowed as Python's dict() allows it. */
  constructor(readonly attrs: Map<unknown, unknown>) {
    super();
  }
  override getattr(name: string): unknown {
    return this.attrs.get(name);
  }
  override repr(rt: Runtime): string {
    return `<Namespace ${rt.repr(this.attrs)}>`;
  }
}

/** Python's lazy `range` object: its bounds are numbers while every value is a safe integer, else exact bigints. */
export class PyRange extends PyObject {
  readonly typeName = "range";
  readonly start: number | bigint;
  readonly stop: number | bigint;
  readonly step: number | bigint;
  readonly length: number;
  constructor(start: number | bigint, stop: number | bigint, step: number | bigint) {
    super();
    const bounds: [number | bigint, number | bigint, number | bigint] = [start, stop, step];
    [this.start, this.stop, this.step] = bounds;
    const distance = Number(stop) - Number(start);
    if (bounds.every(Number.isSafeInteger) && Number.isSafeInteger(distance)) {
      // Numbers while every value is a safe integer (most ranges): the fast path.
      this.length = Math.max(0, Math.ceil(distance / (step as number)));
      return;
    }
    const [a, b, c] = ([this.start, this.stop, this.step] = bounds.map(BigInt) as [bigint, bigint, bigint]);
    // The distance and the step made positive, then a division rounding up (exact at any size).
    const sign = c < 0n ? -1n : 1n;
    this.length = Math.max(0, Number(((b - a) * sign + c * sign - 1n) / (c * sign)));
  }

  at(i: number): number | bigint {
    const { start, step } = this;
    return typeof step === "bigint" ? intOf(BigInt(start) + BigInt(i) * step) : (start as number) + i * step;
  }
  /** The position of an int (or a value equal to one) in the range, else -1 (`in`, range.index, range.count). */
  indexOf(x: unknown): number {
    const n = toNumber(x);
    if (n === null || !(typeof x === "bigint" || Number.isInteger(n))) return -1;
    // In bigints: an int's (or an integral float's) distance from the start, in steps.
    const distance = toBigInt(x) - BigInt(this.start);
    const step = BigInt(this.step);
    const i = Number(distance / step);
    return distance % step === 0n && i >= 0 && i < this.length ? i : -1;
  }
  override getattr(name: string): unknown {
    return name === "start" || name === "stop" || name === "step" ? intOf(BigInt(this[name])) : undefined;
  }
  toArray(): (number | bigint)[] {
    const out = new Array<number | bigint>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.at(i);
    return out;
  }
  override truthy(): boolean {
    return this.length > 0;
  }
  override repr(): string {
    return `range(${this.start}, ${this.stop}${Number(this.step) === 1 ? "" : `, ${this.step}`})`;
  }
}

/** A one-shot iterator (what `map`, `select`, `reverse` ... return): always truthy, no length. */
export class PyIterator extends PyObject {
  constructor(
    readonly typeName: string,
    readonly it: Iterator<unknown>,
  ) {
    super();
  }
}

/** `dict.keys()`, `.values()`, `.items()`: live views with a length. */
export class DictView extends PyObject {
  readonly typeName: string;
  constructor(
    readonly kind: "keys" | "values" | "items",
    readonly dict: Map<unknown, unknown> | Record<string, unknown>,
  ) {
    super();
    this.typeName = `dict_${kind}`;
  }
  items(): unknown[] {
    const entries: [unknown, unknown][] = this.dict instanceof Map ? [...this.dict] : Object.entries(this.dict);
    return entries.map(([k, v]) => (this.kind === "keys" ? k : this.kind === "values" ? v : tuple([k, v])));
  }
  override truthy(): boolean {
    return this.items().length > 0;
  }
  override repr(rt: Runtime): string {
    return `${this.typeName}(${rt.repr(this.items())})`;
  }
}

/**
 * A callable the engine provides: a global (`range` is a Python function, `dict` and `namespace` are classes), a
 * method of an engine object (`loop.cycle`) or of a value looked up but not called yet (`{% set f = s.upper %}`).
 * `typeName` and `text` (its repr) are Python's for it.
 */
export class Builtin extends PyCallable {
  constructor(
    readonly typeName: string,
    private readonly text: string,
    readonly fn: (args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown,
  ) {
    super();
  }
  call(args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
    return this.fn(args, kwargs, rt);
  }
  override repr(): string {
    return this.text;
  }
}

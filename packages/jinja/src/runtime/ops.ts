/** Python semantics of the operators: truthiness, equality, ordering, arithmetic, `in`, len, iteration. */

import { TemplateRuntimeError } from "../errors.js";
import { dictGet, storedKey, type Dict } from "./dicts.js";
import { typeName } from "./repr.js";
import { failIfUndefined, notAnInteger, typeError, undefinedError } from "./fail.js";
import type { Runtime } from "./contract.js";
import { escapeHtml } from "../pytext.js";
import { formatPercent } from "./strformat.js";
import {
  DictView,
  Markup,
  PyFloat,
  PyIterator,
  PyObject,
  PyRange,
  PyDict,
  Undefined,
  float,
  MAX_INT_BITS,
  hashKey,
  intLimit,
  intOf,
  isDict,
  isFloat,
  isInt,
  isIntNumber,
  isPlainDict,
  isTuple,
  toBigInt,
  toNumber,
  toStr,
  tuple,
} from "./values.js";

// Python's dict lookup is in dicts.ts (strformat needs it, and ops needs strformat); callers keep importing it here.
export { dictGet, type Dict };

// ---- dicts ----

export function dictItems(d: Dict): unknown[][] {
  // Both make a new [key, value] array per entry, which becomes the tuple.
  return (d instanceof Map ? [...d] : Object.entries(d)).map(tuple);
}

function dictSize(d: Dict): number {
  return d instanceof Map ? d.size : Object.keys(d).length;
}

/** `d[key] = value` for dicts the template builds: equal keys (1, 1.0, True) share one entry, the first key kept. */
export function dictSet(d: PyDict, key: unknown, value: unknown): void {
  key = hashableKey(key);
  if (typeof key !== "string" && !d.has(key)) {
    const stored = storedKey(d, key);
    const h = hashKey(key);
    if (stored !== undefined) key = stored;
    else if ((typeof h === "number" || typeof h === "bigint") && h !== key) d.odd = true;
  }
  d.set(key, value);
}

/**
 * A copy of a dict as one the template built (Python's `dict(d)`, `d.copy()`), counted as built: about 32 bytes an
 * entry. (forEach copies a Map faster than `new Map(map)` does.)
 */
export function copyDict(d: Dict, rt: Runtime): PyDict {
  rt.hold(dictSize(d) * 32);
  const copy = new PyDict();
  if (d instanceof PyDict) {
    d.forEach((v, k) => copy.set(k, v));
    copy.odd = d.odd;
  } else {
    // Entry by entry, each key checked: about a unit each.
    rt.spend(dictSize(d));
    for (const [k, v] of d instanceof Map ? d : Object.entries(d)) dictSet(copy, k, v);
  }
  return copy;
}

/** A dict key as stored: Markup keys hash like their text. Lists and dicts cannot be keys. */
export function hashableKey(key: unknown): unknown {
  if (key instanceof Markup) return key.s;
  // keys() and items() views are set-like, so unhashable; values() views hash by identity.
  if ((Array.isArray(key) && !isTuple(key)) || isDict(key) || (key instanceof DictView && key.kind !== "values")) {
    throw typeError(`unhashable type: '${typeName(key)}'`);
  }
  if (Array.isArray(key)) for (const item of key) hashableKey(item);
  return key;
}

// ---- truthiness and equality ----

export function truthy(v: unknown): boolean {
  // JavaScript's truthiness is Python's for bool, str, int, float and None, but for NaN (true in Python).
  if (typeof v !== "object" || v === null) return !!v || v !== v;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof PyObject) return v.truthy();
  if (v instanceof Map) return v.size > 0;
  if (v instanceof Markup) return v.s.length > 0;
  if (v instanceof PyFloat) return v.value !== 0;
  if (isPlainDict(v)) {
    for (const _ in v) return true;
    return false;
  }
  return true;
}

/** Python's `==`; `rt`, when given, counts the work of comparing lists and dicts item by item. */
export function eq(a: unknown, b: unknown, rt?: Runtime): boolean {
  if (a === b) return true;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "string" && tb === "string") return false;
  const na = exactNumber(a);
  if (na !== null) {
    const nb = exactNumber(b);
    return nb !== null && compareNumbers(na, nb) === 0;
  }
  const sa = toStr(a);
  if (sa !== null) return sa === toStr(b);
  if (a === null || b === null || ta !== "object" || tb !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length || isTuple(a) !== isTuple(b)) return false;
    rt?.spend(a.length / 16);
    for (let i = 0; i < a.length; i++) if (!eq(a[i], b[i], rt)) return false;
    return true;
  }
  if (isDict(a)) {
    if (!isDict(b) || dictSize(a) !== dictSize(b)) return false;
    rt?.spend(dictSize(a));
    return dictItems(a).every(([k, v]) => {
      const other = dictGet(b, k);
      return other !== undefined && eq(v, other, rt);
    });
  }
  if (a instanceof Undefined) return b instanceof Undefined;
  if (a instanceof PyRange && b instanceof PyRange) {
    return (
      a.length === b.length && (a.length === 0 || (eq(a.at(0), b.at(0)) && (a.length === 1 || eq(a.step, b.step))))
    );
  }
  return false;
}

// ---- ordering ----

/** The number behind an int, float or bool, a bigint kept as one so that comparing it with a double is exact. */
const exactNumber = (v: unknown): number | bigint | null => (typeof v === "bigint" ? v : toNumber(v));

/** Three-way comparison of two numbers (JavaScript compares a bigint with a double exactly); NaN if unordered. */
function compareNumbers(x: number | bigint, y: number | bigint): number {
  return x < y ? -1 : x > y ? 1 : x !== x || y !== y ? NaN : 0;
}

/**
 * Compares by code point, as Python does (JavaScript's < compares UTF-16 units). Past the common prefix both
 * strings are at the same place in their surrogate pairs, so codePointAt orders them (a lone low surrogate
 * where the pairs share their high one); a string that ends first (undefined) sorts first.
 */
function compareStrings(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (a.codePointAt(i) ?? -1) - (b.codePointAt(i) ?? -1);
}

/** Three-way comparison for `<`, `<=`, `>`, `>=`, sort, min and max. */
export function compare(a: unknown, b: unknown, op: string, rt: Runtime): number {
  const na = exactNumber(a);
  const nb = exactNumber(b);
  if (na !== null && nb !== null) return compareNumbers(na, nb);
  const sa = toStr(a);
  const sb = toStr(b);
  if (sa !== null && sb !== null) {
    // (Compared character by character in JavaScript.)
    rt.spend(Math.min(sa.length, sb.length) / 32);
    return compareStrings(sa, sb);
  }
  if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
    const n = Math.min(a.length, b.length);
    rt.spend(n / 16);
    for (let i = 0; i < n; i++) {
      if (!eq(a[i], b[i], rt)) return compare(a[i], b[i], op, rt);
    }
    return a.length - b.length;
  }
  failIfUndefined(a, rt);
  failIfUndefined(b, rt);
  throw typeError(`'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}

// ---- membership ----

export function contains(container: unknown, item: unknown, rt: Runtime): boolean {
  const s = toStr(container);
  if (s !== null) {
    const needle = toStr(item);
    if (needle === null) throw typeError(`'in <string>' requires string as left operand, not ${typeName(item)}`);
    rt.spend(s.length / 64);
    return s.includes(needle);
  }
  if (isDict(container)) return dictGet(container, hashableKey(item)) !== undefined;
  if (container instanceof Undefined) return false;
  if (container instanceof PyRange) return container.indexOf(item) >= 0;
  if (container instanceof DictView && container.kind !== "values") {
    // Keys (and the key of a (key, value) pair) are looked up by hash.
    if (container.kind === "keys") return dictGet(container.dict, hashableKey(item)) !== undefined;
    if (!isTuple(item) || (item as unknown[]).length !== 2) return false;
    const [k, v] = item as unknown[];
    const found = dictGet(container.dict, hashableKey(k));
    return found !== undefined && eq(found, v, rt);
  }
  if (Array.isArray(container) || container instanceof DictView || container instanceof PyIterator) {
    const items = iterate(container, rt);
    rt.spend(items.length / 16);
    return items.some((x) => eq(x, item, rt));
  }
  throw typeError(`argument of type '${typeName(container)}' is not iterable`);
}

// ---- size and iteration ----

const SURROGATE = /[\ud800-\udfff]/;

/** Code points of a string, for indexing and slicing like Python. */
export function codePoints(s: string): string[] {
  return SURROGATE.test(s) ? Array.from(s) : s.split("");
}

export function hasSurrogates(s: string): boolean {
  return SURROGATE.test(s);
}

export function len(v: unknown, rt: Runtime): number {
  const s = toStr(v);
  // Python's len(str) counts code points.
  if (s !== null) return SURROGATE.test(s) ? Array.from(s).length : s.length;
  if (Array.isArray(v)) return v.length;
  if (isDict(v)) return dictSize(v);
  if (v instanceof DictView) return dictSize(v.dict);
  if (v instanceof PyRange) return v.length;
  if (v instanceof Undefined) {
    if (v.unsafe) throw undefinedError(v, rt);
    return 0;
  }
  throw typeError(`object of type '${typeName(v)}' has no len()`);
}

/** The items a `for` loop (or a filter) sees. Returned arrays must not be mutated. */
export function iterate(v: unknown, rt: Runtime): readonly unknown[] {
  if (Array.isArray(v)) return v;
  const items = materialize(v, rt);
  // A list made here is built (8 bytes an item), which counts as memory and work.
  rt.hold(items.length * 8);
  return items;
}

function materialize(v: unknown, rt: Runtime): unknown[] {
  const s = toStr(v);
  if (s !== null) {
    // A string per code point (those past Latin-1 are objects of their own).
    rt.hold(s.length * 24);
    return codePoints(s);
  }
  if (v instanceof Map) return [...v.keys()];
  if (v instanceof PyObject) {
    if (v instanceof Undefined) return [];
    if (v instanceof PyRange) return v.toArray();
    if (v instanceof DictView) return v.items();
    if (v instanceof PyIterator) {
      const items: unknown[] = [];
      for (let r = v.it.next(); !r.done; r = v.it.next()) {
        rt.spend(1 / 4);
        items.push(r.value);
        if (items.length > rt.limits.maxLoopIterations) rt.tick();
      }
      return items;
    }
  }
  if (isPlainDict(v)) return Object.keys(v);
  throw typeError(`'${typeName(v)}' object is not iterable`);
}

/** Can Python iterate over this value? */
export function isIterable(v: unknown): boolean {
  return isSequenceLike(v) || v instanceof DictView || v instanceof PyIterator;
}

/** Python's `a, b = value`: exactly `n` items, or the ValueError or TypeError unpacking raises. */
export function unpack(value: unknown, n: number, rt: Runtime): readonly unknown[] {
  if (!isIterable(value)) throw typeError(`cannot unpack non-iterable ${typeName(value)} object`);
  const items = iterate(value, rt);
  if (items.length < n)
    throw new TemplateRuntimeError(`not enough values to unpack (expected ${n}, got ${items.length})`);
  if (items.length > n) throw new TemplateRuntimeError(`too many values to unpack (expected ${n})`);
  return items;
}

/** Lazily walks an iterable (for filters that return generators); each item is work (a quarter of a unit). */
export function* lazyIterate(v: unknown, rt: Runtime): Generator<unknown> {
  for (const item of v instanceof PyIterator ? { [Symbol.iterator]: () => v.it } : iterate(v, rt)) {
    rt.spend(1 / 4);
    yield item;
  }
}

// ---- HTML escaping (markupsafe) ----

/** markupsafe.escape: Markup stays as is, everything else is stringified and escaped. */
export function escape(v: unknown, rt: Runtime): Markup {
  if (v instanceof Markup) return v;
  // Checked as the escapes make it grow, before the escaped text is built (and counted once it is).
  return new Markup(rt.built(escapeHtml(rt.str(v), rt)));
}

// ---- arithmetic ----

/** A float result, or an int one (`+ 0`: JavaScript can produce -0 where Python has 0). */
function numeric(floatResult: boolean, result: number): unknown {
  return floatResult ? float(result) : result + 0;
}

/** `seq * times` for a str, list or tuple and an int (or bool) count. */
function repeatSequence(seq: unknown, times: number, rt: Runtime): unknown {
  const count = Math.max(0, times);
  const s = toStr(seq);
  if (s !== null) {
    rt.grow(s.length * count);
    const out = s.repeat(count);
    return seq instanceof Markup ? new Markup(out) : out;
  }
  const items = seq as unknown[];
  const length = items.length * count;
  rt.grow(length, 8);
  // Item by item: nothing is reserved per repetition (an empty list repeated a billion times is empty at once).
  const out = Array.from({ length }, (_, i) => items[i % items.length]);
  return isTuple(items) ? tuple(out) : out;
}

const isSequence = (v: unknown) => Array.isArray(v) || toStr(v) !== null;

/**
 * `a * b` when not both are numbers, in CPython's order: Markup's own `__mul__`/`__rmul__` (which need an int),
 * undefined's (which fail), then a str, list or tuple repeated by an int.
 */
function multiplySequence(a: unknown, b: unknown, rt: Runtime): unknown {
  if (a instanceof Markup || (b instanceof Markup && !(a instanceof Undefined))) {
    const times = a instanceof Markup ? b : a;
    return repeatSequence(a instanceof Markup ? a : b, index(times), rt);
  }
  if (a instanceof Undefined || b instanceof Undefined) return undefined;
  const [seq, times] = isSequence(a) ? [a, b] : [b, a];
  if (!isSequence(seq)) return undefined;
  const n = toIndex(times);
  if (n === null) throw typeError(`can't multiply sequence by non-int of type '${typeName(times)}'`);
  return repeatSequence(seq, n, rt);
}

type BinaryFn = (a: unknown, b: unknown, rt: Runtime) => unknown;

/**
 * A Python arithmetic operator: `calc` on two numbers (bools count; `isF`: either is a float), else `other` on
 * any other operands (undefined: not supported), else Python's "unsupported operand type(s)" TypeError. Two ints
 * whose result (or an operand) lies past 2^53 are computed again by `big` on their exact values, as Python's ints
 * have no size limit; a float operation on an int too large for a double fails as in Python.
 */
function arithmetic(
  op: string,
  calc: (a: number, b: number, isF: boolean) => unknown,
  other: BinaryFn = () => undefined,
  big?: (a: bigint, b: bigint, rt: Runtime) => bigint | null,
): BinaryFn {
  return (a, b, rt) => {
    const na = toNumber(a);
    const nb = toNumber(b);
    if (na !== null && nb !== null) {
      const isF = isFloat(a) || isFloat(b);
      if (
        isF &&
        (typeof a === "bigint" || typeof b === "bigint") &&
        (Math.abs(na) === Infinity || Math.abs(nb) === Infinity)
      ) {
        throw new TemplateRuntimeError("int too large to convert to float");
      }
      const r = calc(na, nb, isF);
      if (
        isF ||
        big === undefined ||
        (Number.isSafeInteger(r) && Number.isSafeInteger(na) && Number.isSafeInteger(nb))
      ) {
        return r;
      }
      const [x, y] = [toBigInt(a), toBigInt(b)];
      // Exact arithmetic on long integers is work in proportion to their length (a unit for 32 bits).
      rt.spend((x.toString(16).length + y.toString(16).length) / 8);
      const exactResult = big(x, y, rt);
      return exactResult === null ? r : intOf(exactResult);
    }
    const result = other(a, b, rt);
    if (result !== undefined) return result;
    failIfUndefined(a, rt);
    failIfUndefined(b, rt);
    throw typeError(`unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`);
  };
}

export const add = arithmetic(
  "+",
  (a, b, isF) => numeric(isF, a + b),
  (a, b, rt) => {
    const sa = toStr(a);
    const sb = toStr(b);
    if (sa !== null && sb !== null) {
      rt.grow(sa.length + sb.length);
      // Adding to Markup escapes the plain side.
      if (a instanceof Markup) return new Markup(sa + escape(b, rt).s);
      if (b instanceof Markup) return new Markup(escape(a, rt).s + sb);
      return sa + sb;
    }
    if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
      rt.grow(a.length + b.length, 8);
      const out = a.concat(b);
      return isTuple(a) ? tuple(out) : out;
    }
    if (b instanceof Undefined) return undefined;
    // Markup's __add__ declines what is not text; str's concatenation names the other operand.
    if (typeof a === "string" || Array.isArray(a)) {
      const kind = typeof a === "string" ? "str" : isTuple(a) ? "tuple" : "list";
      throw typeError(`can only concatenate ${kind} (not "${typeName(b)}") to ${kind}`);
    }
    return undefined;
  },
  (a, b) => a + b,
);

export const sub = arithmetic(
  "-",
  (a, b, isF) => numeric(isF, a - b),
  undefined,
  (a, b) => a - b,
);

export const mul = arithmetic(
  "*",
  (a, b, isF) => numeric(isF, a * b),
  multiplySequence,
  (a, b) => a * b,
);

export const div = arithmetic("/", (a, b, isF) => {
  if (b === 0) throw new TemplateRuntimeError(isF ? "float division by zero" : "division by zero");
  return float(a / b);
});

/** Python's int `//` and `%` round towards negative infinity; bigint division truncates towards zero. */
const bigFloorDiv = (a: bigint, b: bigint): bigint => a / b - (a % b !== 0n && a < 0n !== b < 0n ? 1n : 0n);

export const floordiv = arithmetic(
  "//",
  (a, b, isF) => {
    if (b === 0)
      throw new TemplateRuntimeError(isF ? "float floor division by zero" : "integer division or modulo by zero");
    return numeric(isF, isF ? floatFloorDiv(a, b) : Math.floor(a / b));
  },
  undefined,
  bigFloorDiv,
);

/** CPython's float floor division (float_divmod), which can differ from floor(a / b) by one. */
function floatFloorDiv(a: number, b: number): number {
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && b < 0 !== mod < 0) {
    div -= 1;
  }
  if (div === 0) return a / b < 0 || Object.is(a / b, -0) ? -0 : 0;
  let floor = Math.floor(div);
  if (div - floor > 0.5) floor += 1;
  return floor;
}

export const mod = arithmetic(
  "%",
  (a, b, isF) => {
    if (b === 0) throw new TemplateRuntimeError(isF ? "float modulo" : "integer modulo by zero");
    let r = a % b;
    if (r !== 0 && r < 0 !== b < 0) r += b;
    else if (r === 0 && isF) r = b < 0 ? -0 : 0;
    return numeric(isF, r);
  },
  // `str % values` is printf-style formatting.
  (a, b, rt) => {
    const sa = toStr(a);
    return sa === null ? undefined : formatPercent(sa, b, rt, a instanceof Markup);
  },
  (a, b) => a - bigFloorDiv(a, b) * b,
);

export const pow = arithmetic(
  "** or pow()",
  (a, b, isF) => {
    isF ||= b < 0;
    if (a === 0 && b < 0) throw new TemplateRuntimeError("0.0 cannot be raised to a negative power");
    if (a < 0 && !Number.isInteger(b))
      throw typeError("complex numbers (negative base, fractional power) are not supported");
    // A negative integer power as one division keeps Python's correctly rounded result (10 ** -5 is 1e-05).
    const inverse = Number.isInteger(a) && Number.isInteger(b) && b < 0 ? a ** -b : NaN;
    const r = Number.isSafeInteger(inverse) ? 1 / inverse : a ** b;
    // Python's float power raises instead of returning infinity (integer powers have no limit there).
    if (isF && !Number.isFinite(r) && Number.isFinite(a) && Number.isFinite(b)) {
      throw new TemplateRuntimeError("(34, 'Numerical result out of range')");
    }
    return numeric(isF, r);
  },
  undefined,
  (a, b, rt) => {
    // A negative power is a float; 0, 1 and -1 stay small whatever the power.
    if (b < 0n) return null;
    if (a > 1n || a < -1n) {
      const bits = BigInt(a.toString(2).length) * b;
      if (bits > MAX_INT_BITS) throw intLimit();
      rt.spend(Number(bits) / 32);
    }
    return a ** b;
  },
);

export function negate(v: unknown, rt: Runtime): unknown {
  if (typeof v === "number") return isIntNumber(v) ? 0 - v : -v;
  if (typeof v === "bigint") return intOf(-v);
  if (typeof v === "boolean") return v ? -1 : 0;
  if (v instanceof PyFloat) return float(-v.value);
  failIfUndefined(v, rt);
  throw typeError(`bad operand type for unary -: '${typeName(v)}'`);
}

export function plus(v: unknown, rt: Runtime): unknown {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (toNumber(v) !== null) return v;
  failIfUndefined(v, rt);
  throw typeError(`bad operand type for unary +: '${typeName(v)}'`);
}

// ---- indices and slices ----

/** An index operand as a JS integer: ints and bools only, as Python requires. */
export function toIndex(v: unknown): number | null {
  return isInt(v) || typeof v === "boolean" ? Number(v) : null;
}

/**
 * Python's operator.index() where a size is meant (a count, a width, a range bound): an int (or bool) as a JS
 * integer, else the TypeError Python raises, or its OverflowError past 64 bits.
 */
export function index(v: unknown): number {
  const n = toIndex(v);
  if (n === null) throw notAnInteger(v);
  if (!(Math.abs(n) < 2 ** 63)) throw new TemplateRuntimeError("cannot fit 'int' into an index-sized integer");
  return n;
}

/** Python's slice.indices(): the concrete start, stop and step for a sequence of `length`. */
export function sliceBounds(
  length: number,
  start: unknown,
  stop: unknown,
  step: unknown,
): [start: number, stop: number, step: number] {
  const idx = (v: unknown): number | null => {
    if (v === null || v === undefined) return null;
    const n = toIndex(v);
    if (n === null) throw typeError("slice indices must be integers or None or have an __index__ method");
    return n;
  };
  const st = idx(step) ?? 1;
  if (st === 0) throw new TemplateRuntimeError("slice step cannot be zero");
  // The range an index is clamped to; a missing start is the end the step starts from, a missing stop the other.
  const [lo, hi] = st > 0 ? [0, length] : [-1, length - 1];
  const clamp = (v: unknown, dflt: number): number => {
    const n = idx(v);
    return n === null ? dflt : Math.min(Math.max(n < 0 ? n + length : n, lo), hi);
  };
  return [clamp(start, st > 0 ? lo : hi), clamp(stop, st > 0 ? hi : lo), st];
}

function sliceArray<T>(items: readonly T[], start: unknown, stop: unknown, step: unknown): T[] {
  const [first, end, st] = sliceBounds(items.length, start, stop, step);
  if (st === 1) return items.slice(first, Math.max(first, end));
  const out: T[] = [];
  for (let i = first; st > 0 ? i < end : i > end; i += st) out.push(items[i] as T);
  return out;
}

export function slice(obj: unknown, start: unknown, stop: unknown, step: unknown, rt: Runtime): unknown {
  if (Array.isArray(obj)) {
    // At most a copy of the list.
    rt.hold(obj.length * 8);
    const out = sliceArray(obj, start, stop, step);
    return isTuple(obj) ? tuple(out) : out;
  }
  const s = toStr(obj);
  if (s !== null) {
    rt.spend(s.length / 4);
    const out = sliceArray(codePoints(s), start, stop, step).join("");
    return obj instanceof Markup ? new Markup(out) : out;
  }
  if (obj instanceof PyRange) {
    const [first, end, st] = sliceBounds(obj.length, start, stop, step);
    return new PyRange(obj.at(first), obj.at(end), mul(obj.step, st, rt) as number | bigint);
  }
  failIfUndefined(obj, rt);
  if (isDict(obj)) throw typeError("unhashable type: 'slice'");
  throw typeError(`'${typeName(obj)}' object is not subscriptable`);
}

export function isSequenceLike(v: unknown): boolean {
  return Array.isArray(v) || toStr(v) !== null || isDict(v) || v instanceof PyRange || v instanceof Undefined;
}

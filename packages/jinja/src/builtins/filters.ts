/** jinja2's filters (plus transformers' `tojson`), keyed by name. */

// Bundlers emit modules in the order they are first imported: strformat here first and access last make Template's
// gzipped bundle 27 bytes smaller (`benchmarks/jinja/size.ts`).
import { formatPercent, toFixed } from "../runtime/strformat.js";
import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { failIfUndefined, isTypeError, noAttribute, typeError, undefinedError } from "../runtime/fail.js";
import { toJson, jsonOptions } from "../runtime/json.js";
import {
  add,
  codePoints,
  compare,
  dictGet,
  dictItems,
  div,
  eq,
  escape,
  floordiv,
  hashableKey,
  index,
  isSequenceLike,
  iterate,
  lazyIterate,
  len,
  mod,
  mul,
  pow,
  slice,
  sub,
  toIndex,
  truthy,
} from "../runtime/ops.js";
import { typeName } from "../runtime/repr.js";
import type { Runtime } from "../runtime/contract.js";
import {
  DictView,
  Markup,
  Namespace,
  PyFloat,
  PyIterator,
  PyRange,
  Undefined,
  float,
  hashKey,
  intOf,
  isDict,
  isFloat,
  isTuple,
  namedTuple,
  toNumber,
  toStr,
  tuple,
  type Kwargs,
} from "../runtime/values.js";
import { table, withParams, type BoundBuiltin, type Builtin } from "../runtime/args.js";
import { justify, stripChars } from "./methods.js";
import { TESTS, named } from "./tests.js";
import { attribute, callValue, getitem } from "../runtime/access.js";

/** `s`, its words worked through one by one (title, wordcount: a unit every four characters). */
function wordy(s: string, rt: Runtime): string {
  rt.spend(s.length / 4);
  return s;
}

/** `list(value)`: a new list, counted as built. */
function list(v: unknown, rt: Runtime): unknown[] {
  const items = iterate(v, rt);
  rt.hold(items.length * 8);
  return items.slice();
}

/** The text of a value: Markup's own string, str() of anything else. */
function plain(v: unknown, rt: Runtime): string {
  return v instanceof Markup ? v.s : rt.str(v);
}

/** Applies a str -> str function, keeping Markup-ness. */
function onText(v: unknown, rt: Runtime, f: (s: string) => string): string | Markup {
  return v instanceof Markup ? new Markup(f(v.s)) : f(rt.str(v));
}

// ---- attribute getters (make_attrgetter) ----

type Getter = (item: unknown) => unknown;

/** Reads `attribute` ("a.b.0" walks items) from each item, `dflt` where it is undefined, lower-cased when asked. */
function attrGetter(attribute: unknown, rt: Runtime, ignoreCase: boolean, dflt: unknown = null): Getter {
  const parts =
    attribute === null || attribute === undefined
      ? []
      : typeof attribute === "string"
        ? attribute.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p))
        : [attribute];
  return (item) => {
    for (const part of parts) {
      item = getitem(item, part, rt);
      if (dflt !== null && item instanceof Undefined) item = dflt;
    }
    if (!ignoreCase) return item;
    return typeof item === "string"
      ? item.toLowerCase()
      : item instanceof Markup
        ? new Markup(item.s.toLowerCase())
        : item;
  };
}

/**
 * sorted(items, key=key, reverse=reverse): `reverse` is read as an integer, as list.sort reads it, and works as
 * CPython's does (reverse, stable sort, reverse), so the same pairs are compared (a type error names them).
 */
function sortBy<T>(items: readonly T[], key: (item: T) => unknown, reverse: unknown = 0, rt: Runtime): T[] {
  const reversed = index(reverse) !== 0;
  // A list is built; sorting compares about n log n pairs (half a unit each).
  rt.hold(items.length * 8);
  rt.spend((items.length * Math.log2(items.length + 1)) / 2);
  const keyed = items.map((item): [T, unknown] => [item, key(item)]);
  if (reversed) keyed.reverse();
  keyed.sort((a, b) => compare(a[1], b[1], "<", rt));
  if (reversed) keyed.reverse();
  return keyed.map(([item]) => item);
}

// ---- number parsing (Python's int() and float() on strings) ----

const FLOAT_TEXT = /^[+-]?(?:(?:\d(?:_?\d)*)?\.?\d(?:_?\d)*(?:[eE][+-]?\d(?:_?\d)*)?|\d(?:_?\d)*\.|inf|infinity|nan)$/i;

function parseFloatText(s: string): number | null {
  const t = text.strip(s, null, true, true);
  // Number() reads the digits and JavaScript's "Infinity"; Python's "nan" (any case) is NaN to it, as any other text.
  return FLOAT_TEXT.test(t) ? Number(t.replace(/_/g, "").replace(/inf(inity)?/i, "Infinity")) : null;
}

const BASE_PREFIXES: Record<string, number> = { "0x": 16, "0o": 8, "0b": 2 };

/** Python's int(text, base), exactly (a bigint past 2^53); null where int() raises ValueError. */
function parseIntText(s: string, base: number): number | bigint | null {
  let t = text.strip(s, null, true, true).replace(/_(?=[0-9a-zA-Z])/g, "");
  // Digits and prefixes are ASCII here (lower-casing would read the Kelvin sign as the digit "k"); then lower case,
  // as digits past 9 and the base prefixes are read in either case.
  if (/[^\0-\x7f]/.test(t)) return null;
  t = t.toLowerCase();
  const sign = t.startsWith("-") ? -1 : 1;
  t = t.replace(/^[+-]/, "");
  const prefix = BASE_PREFIXES[t.slice(0, 2)];
  if (prefix !== undefined && (base === 0 || base === prefix)) {
    t = t.slice(2);
    base = prefix;
  } else if (base === 0) {
    if (/^0+$/.test(t)) return 0;
    if (t.startsWith("0")) return null;
    base = 10;
  }
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz".slice(0, base);
  if (!new RegExp(`^[${digits}]+$`).test(t)) return null;
  // `+ 0` turns "-0" into 0: a Python int has no negative zero, and float() of it is 0.0.
  const n = sign * parseInt(t, base) + 0;
  if (Number.isSafeInteger(n)) return n;
  let exact: bigint;
  if ((base & (base - 1)) === 0) {
    // A power of two: each digit is a fixed number of bits, read in one go.
    const width = Math.log2(base);
    exact = BigInt(`0b${[...t].map((c) => digits.indexOf(c).toString(2).padStart(width, "0")).join("")}`);
  } else {
    // Python refuses more than 4300 digits in other bases (a ValueError do_int catches).
    if (t.length > 4300) return null;
    exact = 0n;
    for (const c of t) exact = exact * BigInt(base) + BigInt(digits.indexOf(c));
  }
  return intOf(BigInt(sign) * exact);
}

/** Python's int(x) of a finite float: the integer it holds, exactly. */
const toInt = (x: number): number | bigint => intOf(BigInt(Math.trunc(x)));

/** Python's float(value), or null where float() raises (text that is no number, a value of another type). */
function floatOrNull(value: unknown, rt: Runtime): number | null {
  failIfUndefined(value, rt);
  const s = toStr(value);
  return s === null ? toNumber(value) : parseFloatText(s);
}

// ---- rounding ----

function roundHalfEven(x: number, precision: number): number {
  if (precision >= 0) return Number(toFixed(x, Math.min(precision, 100)));
  const scale = 10 ** -precision;
  const q = x / scale;
  const r = Math.round(q);
  const even = Math.abs(q % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  return even * scale;
}

// ---- lazy sequences ----

type ItemsBody = (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => Iterator<unknown>;

/** A filter returning a lazy generator object, as jinja2's do: nothing runs (not even argument checks) until iterated. */
const generator =
  (items: ItemsBody): Builtin =>
  (value, args, kwargs, rt) =>
    new PyIterator("generator", items(value, args, kwargs, rt));

/** jinja2's select/reject/selectattr/rejectattr: keep the items whose (attribute's) test result is `keep`. */
function selectOrReject(byAttr: boolean, keep: boolean): Builtin {
  return generator(function* (value, args, kwargs, rt) {
    if (!truthy(value)) return;
    if (byAttr && args[0] === undefined) throw new TemplateRuntimeError("Missing parameter for attribute name");
    // Without an attribute, the getter is the identity.
    const get = attrGetter(byAttr ? args[0] : null, rt, false);
    const [name, ...rest] = byAttr ? args.slice(1) : args;
    const test: (item: unknown) => boolean =
      name === undefined ? truthy : (item) => truthy(lookup("test", name, rt)(item, rest, kwargs, rt));
    for (const item of lazyIterate(value, rt)) if (test(get(item)) === keep) yield item;
  });
}

function* mapItems(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Generator<unknown> {
  if (!truthy(value)) return;
  let f: Getter;
  if (args.length === 0 && kwargs?.has("attribute")) {
    const unexpected = [...kwargs.keys()].find((key) => key !== "attribute" && key !== "default");
    if (unexpected !== undefined) throw new TemplateRuntimeError(`Unexpected keyword argument '${unexpected}'`);
    f = attrGetter(kwargs.get("attribute"), rt, false, kwargs.get("default"));
  } else {
    const [name, ...rest] = args;
    if (name === undefined) throw new TemplateRuntimeError("map requires a filter argument");
    f = (item) => lookup("filter", name, rt)(item, rest, kwargs, rt);
  }
  for (const item of lazyIterate(value, rt)) yield f(item);
}

/** Python's `key in seen; seen.add(key)` for sync_do_unique: hashed, so linear in the items as in CPython. */
function* uniqueItems(value: unknown, [caseSensitive, attribute]: unknown[], rt: Runtime): Generator<unknown> {
  const key = attrGetter(attribute, rt, !truthy(caseSensitive));
  const seen = new Set<unknown>();
  // Tuples hash by their items (a string of them, kept apart from str keys); a tuple holding an object is compared.
  const tuples = new Set<unknown>();
  const others: unknown[] = [];
  for (const item of lazyIterate(value, rt)) {
    const k = hashableKey(key(item));
    const h = hashKey(k);
    const set = Array.isArray(k) ? tuples : seen;
    if (h === undefined) {
      if (others.some((s) => eq(s, k))) continue;
      others.push(k);
    } else {
      if (set.has(h)) continue;
      set.add(h);
    }
    yield item;
  }
}

/** do_batch: compares and subtracts `linecount` as Python would, so a non-number fails where Python's does. */
function* batchItems(value: unknown, [linecount, fill]: unknown[], rt: Runtime): Generator<unknown> {
  let tmp: unknown[] = [];
  for (const item of lazyIterate(value, rt)) {
    if (eq(tmp.length, linecount)) {
      yield tmp;
      tmp = [];
    }
    // Each item goes into a list, and each list is an object too.
    rt.hold(tmp.push(item) > 1 ? 8 : 40);
  }
  if (tmp.length > 0) {
    if (fill !== undefined && fill !== null && compare(tmp.length, linecount, "<", rt) < 0) {
      const missing = sub(linecount, tmp.length, rt);
      // Each item of the fill is a step of work: a huge batch size fails on the budget, not on memory.
      rt.spend(toIndex(missing) ?? 0);
      tmp = tmp.concat(mul([fill], missing, rt) as unknown[]);
    }
    yield tmp;
  }
}

/** sync_do_slice: `len // slices`, `len % slices`, then range(slices). */
function* sliceItems(value: unknown, [slices, fill]: unknown[], rt: Runtime): Generator<unknown> {
  const seq = iterate(value, rt);
  rt.hold(seq.length * 8);
  const per = toNumber(floordiv(seq.length, slices, rt)) as number;
  const extra = toNumber(mod(seq.length, slices, rt)) as number;
  const count = index(slices);
  let offset = 0;
  for (let n = 0; n < count; n++) {
    const start = offset + n * per;
    if (n < extra) offset++;
    const end = offset + (n + 1) * per;
    const tmp = seq.slice(start, end);
    if (fill !== undefined && fill !== null && n >= extra) tmp.push(fill);
    yield tmp;
  }
}

// ---- the other filters with some logic ----

/** The type of Python's reversed(value): each container reverses with an iterator of its own; null for others. */
function reversedType(value: unknown): string | null {
  if (Array.isArray(value)) return isTuple(value) ? "reversed" : "list_reverseiterator";
  if (isDict(value)) return "dict_reversekeyiterator";
  if (value instanceof PyRange) return "range_iterator";
  if (value instanceof DictView) return `dict_reverse${value.kind.slice(0, -1)}iterator`;
  return value instanceof Undefined ? "reversed" : null;
}

/**
 * min (sign 1) and max (sign -1), jinja2's do_min and do_max: the first item whose key no later item's key
 * beats; Python compares each new item with the best so far (`item < best` for min, `item > best` for max).
 */
function extreme(sign: number): readonly [string, BoundBuiltin] {
  const op = sign > 0 ? "<" : ">";
  return [
    "do_(environment value, case_sensitive= attribute=)",
    (value: unknown, [caseSensitive, attribute], rt) => {
      const items = iterate(value, rt);
      rt.spend(items.length / 2);
      if (items.length === 0) return new Undefined("No aggregated item, sequence was empty.");
      const key = attrGetter(attribute, rt, !truthy(caseSensitive));
      let best = items[0];
      let bestKey = key(best);
      for (let i = 1; i < items.length; i++) {
        const k = key(items[i]);
        if (compare(k, bestKey, op, rt) * sign < 0) {
          best = items[i];
          bestKey = k;
        }
      }
      return best;
    },
  ];
}

const GROUP_FIELDS = ["grouper", "list"];

function groupby(value: unknown, [attribute, dflt, caseSensitive]: unknown[], rt: Runtime): unknown {
  const key = attrGetter(attribute, rt, !truthy(caseSensitive), dflt);
  // The grouper is the first item's key as it is, not lower-cased.
  const realKey = attrGetter(attribute, rt, false, dflt);
  const groups: unknown[] = [];
  let current: unknown[] | null = null;
  let currentKey: unknown;
  for (const item of sortBy(iterate(value, rt), key, false, rt)) {
    const k = key(item);
    if (current === null || !eq(k, currentKey)) {
      current = [];
      currentKey = k;
      // A (grouper, list) namedtuple: a tuple that also answers `.grouper` and `.list`.
      groups.push(namedTuple([realKey(item), current], GROUP_FIELDS));
    }
    current.push(item);
  }
  return groups;
}

/**
 * markupsafe's striptags loop, in one pass: the first `open`, then the first `close` at or after it (not after its
 * end: `<!-->` is a comment), are cut, until an `open` has no `close`. (markupsafe looks from the start again after
 * each cut, which finds a new `open` only where the cut joined one: `<!<!---->--`.)
 */
function cut(s: string, open: string, close: string): string {
  let out = "";
  let i = 0;
  for (let start = s.indexOf(open); start >= 0; start = s.indexOf(open, i)) {
    const end = s.indexOf(close, start);
    if (end < 0) break;
    out += s.slice(i, start);
    i = end + close.length;
  }
  return out + s.slice(i);
}

/** The `assert` statements of do_truncate: a comparison, then an AssertionError with the values as str(). */
function check(value: unknown, min: number, what: string, rt: Runtime): void {
  if (compare(value, min, ">=", rt) < 0)
    throw new TemplateRuntimeError(`expected ${what} >= ${min}, got ${rt.str(value)}`);
}

function truncate(value: unknown, [length = 255, killwords, end = "...", leewayV]: unknown[], rt: Runtime): unknown {
  const leeway = leewayV ?? 5;
  const endLength = len(end, rt);
  check(length, endLength, "length", rt);
  check(leeway, 0, "leeway", rt);
  if (compare(len(value, rt), add(length, leeway, rt), "<=", rt) <= 0) return value;
  const headLength = sub(length, endLength, rt);
  const head = slice(value, null, headLength, null, rt);
  if (truthy(killwords)) return add(head, end, rt);
  const s = toStr(head);
  if (s === null) throw noAttribute(head, "rsplit");
  // `head.rsplit(" ", 1)[0]`: the last (partial) word goes.
  const cut = s.lastIndexOf(" ");
  return add(cut < 0 ? head : value instanceof Markup ? new Markup(s.slice(0, cut)) : s.slice(0, cut), end, rt);
}

/** round's methods, by their index. */
const ROUNDING = "common ceil floor".split(" ");

function round(value: unknown, [precision = 0, methodV = "common"]: unknown[], rt: Runtime): unknown {
  const method = ROUNDING.findIndex((m) => eq(m, hashableKey(methodV)));
  if (method < 0) throw new TemplateRuntimeError("method must be common, ceil or floor");
  const n = toNumber(value);
  if (method === 0) {
    if (n === null) throw typeError(`type ${typeName(value)} doesn't define __round__ method`);
    // round(x, None) is round(x): an int.
    const int = typeof value === "bigint" ? value : n;
    if (precision === null) return isFloat(value) ? toInt(roundHalfEven(n, 0)) : int;
    const digits = index(precision);
    if (!isFloat(value)) return digits >= 0 ? int : roundHalfEven(n, digits);
    if (!Number.isFinite(n)) return float(n);
    return float(roundHalfEven(n, digits));
  }
  // `math.ceil(value * 10 ** precision) / 10 ** precision`
  const scale = pow(10, precision, rt);
  const product = mul(value, scale, rt);
  const scaled = toNumber(product);
  if (scaled === null) throw typeError(`must be real number, not ${typeName(product)}`);
  // math.ceil/floor return ints (no negative zero) before the division makes a float again.
  return div((method === 1 ? Math.ceil(scaled) : Math.floor(scaled)) + 0, scale, rt);
}

/**
 * The words of the title filter: jinja2 splits at `([-\s({\[<]+)` and keeps what separates them as items of their
 * own, which have no case.
 */
const TITLE_WORDS = new RegExp(`[^-${text.PY_SPACE}({\\[<]+`, "g");

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function dictsort(value: unknown, [caseSensitive, by = "key", reverse]: unknown[], rt: Runtime): unknown {
  const pos = ["key", "value"].findIndex((what) => eq(by, what));
  if (pos < 0) throw new TemplateRuntimeError('You can only sort by either "key" or "value"');
  if (!isDict(value)) {
    // `value.items()`; a namespace's own __getattribute__ raises AttributeError(name).
    failIfUndefined(value, rt);
    if (value instanceof Namespace) throw typeError("items");
    const items = attribute(value, "items", rt);
    if (items !== undefined) callValue(items, [], null, rt);
    throw noAttribute(value, "items");
  }
  return sortBy(dictItems(value), attrGetter(pos, rt, !truthy(caseSensitive)), reverse, rt);
}

function join(value: unknown, [sep = "", attribute]: unknown[], rt: Runtime): string {
  const get = attrGetter(attribute, rt, false);
  const d = rt.str(sep);
  let out = "";
  let first = true;
  for (const item of lazyIterate(value, rt)) {
    if (!first) out += d;
    first = false;
    out += rt.str(get(item));
    rt.checkSize(out.length);
  }
  return rt.built(out);
}

const defaultFilter = withParams("do_default(value, default_value= boolean=)", (value: unknown, [dflt, boolean]) =>
  value instanceof Undefined || (truthy(boolean) && !truthy(value)) ? (dflt ?? "") : value,
);

const escapeFilter = withParams("escape(s, /)", (v: unknown, _, rt) => escape(v, rt));
const length = withParams("onearg: len(obj,)", (v: unknown, _, rt) => len(v, rt));

/**
 * Each filter with the signature of the Python function jinja2 calls for it (which its argument errors name):
 * the parameters before the comma are the value and what jinja2 passes itself (environment, context).
 */
export const FILTERS: ReadonlyMap<string, Builtin> = table({
  abs: [
    "onearg: abs(x,)",
    (v: unknown) => {
      if (typeof v === "bigint") return v < 0n ? -v : v;
      const n = toNumber(v);
      if (n === null) throw typeError(`bad operand type for abs(): '${typeName(v)}'`);
      return v instanceof PyFloat ? new PyFloat(Math.abs(n)) : Math.abs(n);
    },
  ],
  attr: [
    "do_(environment obj, name)",
    (v: unknown, [name], rt) => {
      const key = toStr(name);
      if (key === null) {
        hashableKey(name);
        throw typeError(`attribute name must be string, not '${typeName(name)}'`);
      }
      failIfUndefined(v, rt);
      const found = attribute(v, key, rt);
      return found === undefined ? new Undefined(null, name, v) : found;
    },
  ],
  batch: ["do_(value, linecount fill_with=)", batchItems, true],
  capitalize: ["do_(s,)", (v: unknown, _, rt) => onText(v, rt, text.capitalize)],
  center: [
    "do_(value, width=)",
    (v: unknown, [width = 80], rt) => {
      const w = index(width);
      return onText(v, rt, (s) => justify(s, w, " ", "center", rt));
    },
  ],
  count: length,
  length,
  d: defaultFilter,
  default: defaultFilter,
  dictsort: ["do_(value, case_sensitive= by= reverse=)", dictsort],
  e: escapeFilter,
  escape: escapeFilter,
  forceescape: ["do_(value,)", (v: unknown, _, rt) => escape(plain(v, rt), rt)],
  filesizeformat: [
    "do_(value, binary=)",
    (value: unknown, [binaryV]: unknown[], rt: Runtime): string => {
      // `float(value)`, or the error it raises.
      const bytes = floatOrNull(value, rt);
      if (bytes === null) {
        if (toStr(value) !== null)
          throw new TemplateRuntimeError(`could not convert string to float: ${rt.repr(value)}`);
        throw typeError(`float() argument must be a string or a real number, not '${typeName(value)}'`);
      }
      const binary = truthy(binaryV);
      const base = binary ? 1024 : 1000;
      if (bytes === 1) return "1 Byte";
      if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
      // The first unit `bytes` is below (NaN and the largest go on to the last, as jinja2's loop does).
      let i = 0;
      while (i < 7 && !(bytes < base ** (i + 2))) i++;
      const prefix = binary ? `${"KMGTPEZY"[i]}iB` : `${"kMGTPEZY"[i]}B`;
      return `${toFixed((base * bytes) / base ** (i + 2), 1)} ${prefix}`;
    },
  ],
  first: [
    "sync_do_(environment seq,)",
    (v: unknown, _, rt) => {
      for (const item of lazyIterate(v, rt)) return item;
      return new Undefined("No first item, sequence was empty.");
    },
  ],
  float: [
    "do_(value, default=)",
    (v: unknown, [dflt = new PyFloat(0)], rt) => {
      const n = floatOrNull(v, rt);
      return n === null ? dflt : float(n);
    },
  ],
  format(v, a, k, rt) {
    if (a.length > 0 && k !== null && k.size > 0) {
      throw new TemplateRuntimeError("can't handle positional and keyword arguments at the same time");
    }
    const values = k !== null && k.size > 0 ? new Map<unknown, unknown>(k) : tuple(a.slice());
    return formatPercent(plain(v, rt), values, rt, v instanceof Markup);
  },
  groupby: ["sync_do_(environment value, attribute default= case_sensitive=)", groupby],
  indent: [
    "do_(s, width= first= blank=)",
    (value: unknown, [w = 4, first, blank]: unknown[], rt: Runtime): unknown => {
      // `" " * width` unless width is a str: Python's message for anything else comes from the multiplication.
      const indentation = toStr(w) ?? (mul(" ", w, rt) as string);
      const s = toStr(value);
      // `s += "\n"`, then `s.splitlines()`.
      if (s === null) {
        failIfUndefined(value, rt);
        if (isTuple(value)) throw typeError(`can only concatenate tuple (not "str") to tuple`);
        // A list's `+=` extends it; it has no splitlines.
        if (Array.isArray(value)) throw noAttribute(value, "splitlines");
        throw typeError(`unsupported operand type(s) for +=: '${typeName(value)}' and 'str'`);
      }
      // Each line after the first is indented, a blank one only when asked.
      const indented = (line: string, i: number) => i > 0 && (line !== "" || truthy(blank));
      const lines = text.splitlines(s + "\n");
      // Each line is about half a unit of work to indent and join.
      rt.spend(lines.length / 2);
      // The result's length, before it is built: the lines, the breaks between them, the indentation.
      rt.grow(
        lines.reduce(
          (n, line, i) => n + line.length + 1 + (indented(line, i) ? indentation.length : 0),
          truthy(first) ? indentation.length - 1 : -1,
        ),
      );
      let out = lines.map((line, i) => (indented(line, i) ? indentation + line : line)).join("\n");
      if (truthy(first)) out = indentation + out;
      return value instanceof Markup ? new Markup(out) : out;
    },
  ],
  // do_int: `int(value, base)` for text, else `int(value)`, falling back to `int(float(value))`, then `default`.
  int: [
    "do_(value, default= base=)",
    (value: unknown, [dflt = 0, baseV = 10]: unknown[], rt: Runtime): unknown => {
      failIfUndefined(value, rt);
      const s = toStr(value);
      if (s !== null) {
        // A base that is no int, or out of range, fails int() with an error do_int catches.
        const base = toIndex(baseV);
        const i = base !== null && (base === 0 || (base >= 2 && base <= 36)) ? parseIntText(s, base) : null;
        if (i !== null) return i;
        const f = parseFloatText(s);
        return f !== null && Number.isFinite(f) ? toInt(f) : dflt;
      }
      if (typeof value === "bigint") return value;
      const n = toNumber(value);
      // int(nan) is a ValueError do_int catches; int(inf) an OverflowError it does not.
      if (n === null || n !== n) return dflt;
      if (!Number.isFinite(n)) throw new TemplateRuntimeError("cannot convert float infinity to integer");
      return toInt(n);
    },
  ],
  items: [
    "do_(value,)",
    function* (v: unknown, _: unknown[], rt: Runtime) {
      if (v instanceof Undefined) return;
      if (!isDict(v)) throw typeError("Can only get item pairs from a mapping.");
      const items = dictItems(v);
      // A (key, value) tuple per item.
      rt.hold(items.length * 40);
      yield* items;
    },
    true,
  ],
  join: ["sync_do_(eval_ctx value, d= attribute=)", join],
  // do_last: `next(iter(reversed(seq)))`, so sequences, dicts and their views (a length and items by index).
  last: [
    "do_(environment seq,)",
    (value: unknown, _: unknown[], rt: Runtime): unknown => {
      if (!isSequenceLike(value) && !(value instanceof DictView))
        throw typeError(`'${typeName(value)}' object is not reversible`);
      const items = iterate(value, rt);
      return items.length > 0 ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
    },
  ],
  list: ["sync_do_(value,)", (v: unknown, _, rt) => list(v, rt)],
  lower: ["do_(s,)", (v: unknown, _, rt) => onText(v, rt, (s) => s.toLowerCase())],
  upper: ["do_(s,)", (v: unknown, _, rt) => onText(v, rt, (s) => s.toUpperCase())],
  map: generator(mapItems),
  max: extreme(-1),
  min: extreme(1),
  // random.choice(seq): `seq[randbelow(len(seq))]`.
  random: [
    "do_(context seq,)",
    (value: unknown, _: unknown[], rt: Runtime): unknown => {
      const n = len(value, rt);
      if (n === 0) return new Undefined("No random item, sequence was empty.");
      const i = Math.floor(Math.random() * n);
      // A dict is looked up by that number.
      if (isDict(value)) {
        const found = dictGet(value, i);
        if (found === undefined) throw new TemplateRuntimeError(`KeyError: ${i}`);
        return found;
      }
      return iterate(value, rt)[i];
    },
  ],
  reject: selectOrReject(false, false),
  rejectattr: selectOrReject(true, false),
  select: selectOrReject(false, true),
  selectattr: selectOrReject(true, true),
  replace: [
    "do_(eval_ctx s, old new count=)",
    (v: unknown, [oldV, newV, countV], rt) => {
      const count = index(countV ?? -1);
      return text.replace(plain(v, rt), plain(oldV, rt), plain(newV, rt), count, rt);
    },
  ],
  reverse: [
    "do_(value,)",
    (value: unknown, _: unknown[], rt: Runtime): unknown => {
      const s = toStr(value);
      if (s !== null) {
        rt.spend(s.length / 4);
        const out = codePoints(s).reverse().join("");
        return value instanceof Markup ? new Markup(out) : out;
      }
      const type = reversedType(value);
      if (type !== null) return new PyIterator(type, list(value, rt).reverse()[Symbol.iterator]());
      // `list(value)`, whose TypeError do_reverse turns into its own.
      try {
        if (value instanceof PyIterator) return list(value, rt).reverse();
      } catch (error) {
        if (!isTypeError(error)) throw error;
      }
      throw new TemplateRuntimeError("argument must be iterable");
    },
  ],
  round: ["do_(value, precision= method=)", round],
  safe: ["do_mark_safe(value,)", (v: unknown, _, rt) => (v instanceof Markup ? v : new Markup(rt.str(v)))],
  slice: ["sync_do_(value, slices fill_with=)", sliceItems, true],
  sort: [
    "do_(environment value, reverse= case_sensitive= attribute=)",
    (value: unknown, [reverse, caseSensitive, attribute]: unknown[], rt: Runtime): unknown => {
      // "a,b" sorts by several attributes; the key is a list either way.
      const getters = (typeof attribute === "string" ? attribute.split(",") : [attribute ?? null]).map((a) =>
        attrGetter(a, rt, !truthy(caseSensitive)),
      );
      return sortBy(iterate(value, rt), (item) => getters.map((g) => g(item)), reverse, rt);
    },
  ],
  // jinja2's soft_str: Markup stays Markup, anything else becomes str.
  string: ["soft_str(s, /)", (v: unknown, _, rt) => (v instanceof Markup ? v : rt.str(v))],
  striptags: [
    "do_(value,)",
    (value: unknown, _: unknown[], rt: Runtime): string => {
      const withoutTags = cut(cut(wordy(plain(value, rt), rt), "<!--", "-->"), "<", ">");
      // `" ".join(value.split())`
      const stripped = text.split(withoutTags, null, -1).join(" ");
      return text.replaceEach(stripped, /&(?:#(x[0-9a-f]+|\d+)|([a-z]+));/gi, ([all, number, name]) => {
        if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? all;
        // Number() reads both `0x1f` and `0123` (decimal).
        const code = Number(`0${number}`);
        return code <= 0x10ffff ? String.fromCodePoint(code) : all;
      });
    },
  ],
  sum: [
    "sync_do_(environment iterable, attribute= start=)",
    (value: unknown, [attribute, total = 0]: unknown[], rt: Runtime): unknown => {
      if (toStr(total) !== null) throw typeError("sum() can't sum strings [use ''.join(seq) instead]");
      const get = attrGetter(attribute, rt, false);
      for (const item of lazyIterate(value, rt)) total = add(total, get(item), rt);
      return total;
    },
  ],
  title: [
    "do_(s,)",
    (value: unknown, _: unknown[], rt: Runtime): unknown => {
      // `item[0].upper() + item[1:].lower()` for each item, by code point: only the words change.
      return onText(value, rt, (s) =>
        text.replaceEach(wordy(s, rt), TITLE_WORDS, ([item]) =>
          item.replace(/^(.)(.*)/su, (_, first: string, rest: string) => first.toUpperCase() + rest.toLowerCase()),
        ),
      );
    },
  ],
  // transformers' own tojson (its name in Python is qualified by the function that defines it).
  tojson: [
    "tojson(x, ensure_ascii= indent= separators= sort_keys=)",
    (v: unknown, args, rt) => toJson(v, jsonOptions(v, args, rt), rt),
  ],
  trim: [
    "do_(value, chars=)",
    (v: unknown, [chars], rt) => {
      const c = stripChars(chars, "strip");
      return onText(v, rt, (s) => text.strip(s, c, true, true));
    },
  ],
  truncate: ["do_(env s, length= killwords= end= leeway=)", truncate],
  unique: ["sync_do_(environment value, case_sensitive= attribute=)", uniqueItems, true],
  wordcount: [
    "do_(s,)",
    (v: unknown, _, rt) => {
      // Counted one by one: a list of the words would take many times the text's memory.
      let words = 0;
      for (const _word of wordy(plain(v, rt), rt).matchAll(/[\p{L}\p{N}_]+/gu)) words++;
      return words;
    },
  ],
});

/** Filters jinja2 never folds at compile time: they take the render context. */
const CONTEXT_FILTERS = "map select reject selectattr rejectattr random".split(" ");

/** The built-ins the compiler may evaluate at compile time, as jinja2's optimizer does (a user's never are). */
export const FOLDABLE: ReadonlySet<Builtin> = new Set([
  ...[...FILTERS].filter(([name]) => !CONTEXT_FILTERS.includes(name)).map(([, f]) => f),
  ...TESTS.values(),
]);

/**
 * jinja2's lookup of a filter or test named at run time (Environment.call_filter and call_test, for map, select
 * and the like); each use is a step.
 */
function lookup(kind: "filter" | "test", name: unknown, rt: Runtime): Builtin {
  rt.spend(1);
  const found = named(rt.env[`${kind}s`], name);
  if (found !== undefined) return found;
  let message = `No ${kind} named ${rt.repr(name)}.`;
  if (name instanceof Undefined) {
    message += ` (${undefinedError(name, rt).detail}; did you forget to quote the callable name?)`;
  }
  throw new TemplateRuntimeError(message);
}

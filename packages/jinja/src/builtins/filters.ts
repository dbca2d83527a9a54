/** jinja2's filters (plus transformers' `tojson`), keyed by name. */

import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { attribute, callValue, getitem } from "../runtime/access.js";
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
import type { Runtime } from "../runtime/runtime.js";
import { formatPercent, toFixed } from "../runtime/strformat.js";
import {
  DictView,
  Markup,
  Namespace,
  PyFloat,
  PyIterator,
  PyRange,
  Undefined,
  float,
  isDict,
  isFloat,
  isTuple,
  namedTuple,
  toNumber,
  toStr,
  tuple,
  type Kwargs,
} from "../runtime/values.js";
import { table, unaryBuiltin, withParams, type BoundBuiltin, type Builtin } from "./args.js";
import { justify, stripChars } from "./methods.js";
import { BASIC_TESTS } from "./tests.js";

/** jinja2's soft_str: Markup stays Markup, anything else becomes str. */
function softStr(v: unknown, rt: Runtime): string | Markup {
  return v instanceof Markup ? v : rt.str(v);
}

/** The text of a value: Markup's own string, str() of anything else. */
function plain(v: unknown, rt: Runtime): string {
  return v instanceof Markup ? v.s : rt.str(v);
}

/** Applies a str -> str function, keeping Markup-ness. */
function onText(v: unknown, rt: Runtime, f: (s: string) => string): string | Markup {
  const s = softStr(v, rt);
  return s instanceof Markup ? new Markup(f(s.s)) : f(s);
}

// ---- attribute getters (make_attrgetter) ----

type Getter = (item: unknown) => unknown;

function lower(v: unknown): unknown {
  return typeof v === "string" ? v.toLowerCase() : v instanceof Markup ? new Markup(v.s.toLowerCase()) : v;
}

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
      if (dflt !== null && dflt !== undefined && item instanceof Undefined) item = dflt;
    }
    return ignoreCase ? lower(item) : item;
  };
}

/**
 * sorted(items, key=key, reverse=reverse): `reverse` is read as an integer, as list.sort reads it, and works as
 * CPython's does (reverse, stable sort, reverse), so the same pairs are compared (a type error names them).
 */
function sortBy<T>(items: readonly T[], key: (item: T) => unknown, reverse: unknown, rt: Runtime): T[] {
  const reversed = reverse !== undefined && index(reverse) !== 0;
  const keyed = items.map((item) => ({ item, key: key(item) }));
  if (reversed) keyed.reverse();
  keyed.sort((a, b) => compare(a.key, b.key, "<", rt));
  if (reversed) keyed.reverse();
  return keyed.map((k) => k.item);
}

// ---- number parsing (Python's int() and float() on strings) ----

const FLOAT_TEXT = /^[+-]?(?:(?:\d(?:_?\d)*)?\.?\d(?:_?\d)*(?:[eE][+-]?\d(?:_?\d)*)?|\d(?:_?\d)*\.|inf|infinity|nan)$/i;

function parseFloatText(s: string): number | null {
  const t = text.strip(s, null, true, true);
  if (!FLOAT_TEXT.test(t)) return null;
  const lowerT = t.toLowerCase().replace(/^[+-]/, "");
  const sign = t.startsWith("-") ? -1 : 1;
  if (lowerT === "inf" || lowerT === "infinity") return sign * Infinity;
  if (lowerT === "nan") return NaN;
  return Number(t.replace(/_/g, ""));
}

const BASE_PREFIXES: Record<string, number> = { "0x": 16, "0o": 8, "0b": 2 };

function parseIntText(s: string, base: number): number | null {
  let t = text.strip(s, null, true, true).replace(/_(?=[0-9a-zA-Z])/g, "");
  let sign = 1;
  if (t.startsWith("-") || t.startsWith("+")) {
    sign = t.startsWith("-") ? -1 : 1;
    t = t.slice(1);
  }
  const prefix = BASE_PREFIXES[t.slice(0, 2).toLowerCase()];
  if (prefix !== undefined && (base === 0 || base === prefix)) {
    t = t.slice(2);
    base = prefix;
  } else if (base === 0) {
    if (/^0+$/.test(t)) return 0;
    if (t.startsWith("0")) return null;
    base = 10;
  }
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz".slice(0, base);
  if (t === "" || ![...t.toLowerCase()].every((c) => digits.includes(c))) return null;
  // `+ 0` turns "-0" into 0: a Python int has no negative zero, and float() of it is 0.0.
  return sign * parseInt(t, base) + 0;
}

/** do_int: `int(value, base)` for text, else `int(value)`, falling back to `int(float(value))`, then `default`. */
function toIntValue(value: unknown, [dfltV, baseV]: unknown[], rt: Runtime): unknown {
  failIfUndefined(value, rt);
  const dflt = dfltV === undefined ? 0 : dfltV;
  const s = toStr(value);
  if (s !== null) {
    // A base that is no int, or out of range, fails int() with an error do_int catches.
    const base = baseV === undefined ? 10 : toIndex(baseV);
    const i = base !== null && (base === 0 || (base >= 2 && base <= 36)) ? parseIntText(s, base) : null;
    if (i !== null) return i;
    const f = parseFloatText(s);
    return f !== null && Number.isFinite(f) ? Math.trunc(f) + 0 : dflt;
  }
  const n = toNumber(value);
  // int(nan) is a ValueError do_int catches; int(inf) an OverflowError it does not.
  if (n === null || n !== n) return dflt;
  if (!Number.isFinite(n)) throw new TemplateRuntimeError("cannot convert float infinity to integer");
  return Math.trunc(n) + 0;
}

/** Python's float(value): a number, or the error float() raises. */
function toFloat(value: unknown, rt: Runtime): number {
  failIfUndefined(value, rt);
  const s = toStr(value);
  if (s !== null) {
    const f = parseFloatText(s);
    if (f === null) throw new TemplateRuntimeError(`could not convert string to float: ${rt.repr(value)}`);
    return f;
  }
  const n = toNumber(value);
  if (n === null) throw typeError(`float() argument must be a string or a real number, not '${rt.typeName(value)}'`);
  return n;
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

/** A lazy generator object, as jinja2's filters return: nothing runs (not even argument checks) until iterated. */
function generator(items: Iterator<unknown>): PyIterator {
  return new PyIterator("generator", items);
}

/** jinja2's select/reject/selectattr/rejectattr: keep the items whose (attribute's) test result is `keep`. */
function selectOrReject(byAttr: boolean, keep: boolean): Builtin {
  return (value, args, kwargs, rt) =>
    generator(
      (function* () {
        if (!truthy(value)) return;
        let get: Getter = (x) => x;
        if (byAttr) {
          if (args[0] === undefined) throw new TemplateRuntimeError("Missing parameter for attribute name");
          get = attrGetter(args[0], rt, false);
        }
        const offset = byAttr ? 1 : 0;
        const name = args[offset];
        let test: (item: unknown) => boolean = truthy;
        if (name !== undefined) {
          const rest = args.slice(offset + 1);
          test = (item) => callTest(name, item, rest, kwargs, rt);
        }
        for (const item of lazyIterate(value, rt)) if (test(get(item)) === keep) yield item;
      })(),
    );
}

function* mapItems(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Generator<unknown> {
  if (!truthy(value)) return;
  let f: Getter;
  if (args.length === 0 && kwargs?.has("attribute")) {
    const rest = new Map(kwargs);
    const attribute = rest.get("attribute");
    const dflt = rest.get("default") ?? null;
    rest.delete("attribute");
    rest.delete("default");
    if (rest.size > 0) throw new TemplateRuntimeError(`Unexpected keyword argument '${[...rest.keys()][0]}'`);
    f = attrGetter(attribute, rt, false, dflt);
  } else {
    const name = args[0];
    if (name === undefined) throw new TemplateRuntimeError("map requires a filter argument");
    const rest = args.slice(1);
    f = (item) => callFilter(name, item, rest, kwargs, rt);
  }
  for (const item of lazyIterate(value, rt)) yield f(item);
}

function* uniqueItems(value: unknown, [caseSensitive, attribute]: unknown[], rt: Runtime): Generator<unknown> {
  const key = attrGetter(attribute, rt, !truthy(caseSensitive));
  const seen: unknown[] = [];
  const seenStrings = new Set<string>();
  for (const item of lazyIterate(value, rt)) {
    const k = hashableKey(key(item));
    if (typeof k === "string") {
      if (seenStrings.has(k)) continue;
      seenStrings.add(k);
    } else {
      if (seen.some((s) => eq(s, k))) continue;
      seen.push(k);
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
    tmp.push(item);
  }
  if (tmp.length > 0) {
    if (fill !== undefined && fill !== null && compare(tmp.length, linecount, "<", rt) < 0) {
      tmp.push(...(mul([fill], sub(linecount, tmp.length, rt), rt) as unknown[]));
    }
    yield tmp;
  }
}

/** sync_do_slice: `len // slices`, `len % slices`, then range(slices). */
function* sliceItems(value: unknown, [slices, fill]: unknown[], rt: Runtime): Generator<unknown> {
  const seq = iterate(value, rt);
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

/** The type of Python's reversed(value): each container reverses with an iterator of its own. */
function reversedType(value: unknown): string {
  if (Array.isArray(value)) return isTuple(value) ? "reversed" : "list_reverseiterator";
  if (isDict(value)) return "dict_reversekeyiterator";
  if (value instanceof PyRange) return "range_iterator";
  if (value instanceof DictView) return `dict_reverse${value.kind.slice(0, -1)}iterator`;
  return "reversed";
}

function reversed(value: unknown, rt: Runtime): unknown {
  const s = toStr(value);
  if (s !== null) {
    const out = codePoints(s).reverse().join("");
    return value instanceof Markup ? new Markup(out) : out;
  }
  if (
    Array.isArray(value) ||
    isDict(value) ||
    value instanceof PyRange ||
    value instanceof DictView ||
    value instanceof Undefined
  ) {
    const items = iterate(value, rt).slice().reverse();
    return new PyIterator(reversedType(value), items[Symbol.iterator]());
  }
  // `list(value)`, whose TypeError do_reverse turns into its own.
  try {
    if (value instanceof PyIterator) return iterate(value, rt).slice().reverse();
  } catch (error) {
    if (!isTypeError(error)) throw error;
  }
  throw new TemplateRuntimeError("argument must be iterable");
}

/**
 * min (sign 1) and max (sign -1) as jinja2's function `name`: the first item whose key no later item's key
 * beats; Python compares each new item with the best so far (`item < best` for min, `item > best` for max).
 */
function extreme(name: string, sign: number): readonly [string, BoundBuiltin] {
  const op = sign > 0 ? "<" : ">";
  return [
    `${name}(environment value, case_sensitive= attribute=)`,
    (value: unknown, [caseSensitive, attribute], rt) => {
      const items = iterate(value, rt);
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
  const ignoreCase = !truthy(caseSensitive);
  const key = attrGetter(attribute, rt, ignoreCase, dflt);
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
      groups.push(namedTuple([ignoreCase ? realKey(item) : k, current], GROUP_FIELDS));
    }
    current.push(item);
  }
  return groups;
}

function indent(value: unknown, [width, first, blank]: unknown[], rt: Runtime): unknown {
  const w = width === undefined ? 4 : width;
  // `" " * width` unless width is a str: Python's message for anything else comes from the multiplication.
  const indentation = toStr(w) ?? (mul(" ", w, rt) as string);
  const s = toStr(value);
  // `s += "\n"`, then `s.splitlines()`.
  if (s === null) {
    failIfUndefined(value, rt);
    if (Array.isArray(value) && !isTuple(value)) throw noAttribute(value, "splitlines");
    if (isTuple(value)) throw typeError(`can only concatenate tuple (not "str") to tuple`);
    throw typeError(`unsupported operand type(s) for +=: '${rt.typeName(value)}' and 'str'`);
  }
  const lines = text.splitlines(s + "\n");
  let out: string;
  if (truthy(blank)) out = lines.join("\n" + indentation);
  else {
    out = lines.shift() ?? "";
    if (lines.length > 0) out += "\n" + lines.map((line) => (line ? indentation + line : line)).join("\n");
  }
  if (truthy(first)) out = indentation + out;
  rt.checkSize(out.length);
  return value instanceof Markup ? new Markup(out) : out;
}

/** The `assert` statements of do_truncate: a comparison, then an AssertionError with the values as str(). */
function check(value: unknown, min: number, what: string, rt: Runtime): void {
  if (compare(value, min, ">=", rt) < 0)
    throw new TemplateRuntimeError(`expected ${what} >= ${min}, got ${rt.str(value)}`);
}

function truncate(value: unknown, [lengthV, killwords, endV, leewayV]: unknown[], rt: Runtime): unknown {
  const length = lengthV === undefined ? 255 : lengthV;
  const end = endV === undefined ? "..." : endV;
  const leeway = leewayV === undefined || leewayV === null ? 5 : leewayV;
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

const ROUNDING = ["common", "ceil", "floor"];

function round(value: unknown, [precisionV, methodV]: unknown[], rt: Runtime): unknown {
  const method = methodV === undefined ? "common" : hashableKey(methodV);
  if (!ROUNDING.some((m) => eq(m, method))) throw new TemplateRuntimeError("method must be common, ceil or floor");
  const precision = precisionV === undefined ? 0 : precisionV;
  const n = toNumber(value);
  if (eq(method, "common")) {
    if (n === null) throw typeError(`type ${rt.typeName(value)} doesn't define __round__ method`);
    // round(x, None) is round(x): an int.
    if (precision === null) return isFloat(value) ? roundHalfEven(n, 0) + 0 : n;
    const digits = index(precision);
    if (!isFloat(value)) return digits >= 0 ? n : roundHalfEven(n, digits);
    if (!Number.isFinite(n)) return float(n);
    return float(roundHalfEven(n, digits));
  }
  // `math.ceil(value * 10 ** precision) / 10 ** precision`
  const scale = pow(10, precision, rt);
  const scaled = toNumber(mul(value, scale, rt));
  if (scaled === null) throw typeError(`must be real number, not ${rt.typeName(mul(value, scale, rt))}`);
  // math.ceil/floor return ints (no negative zero) before the division makes a float again.
  return div((eq(method, "ceil") ? Math.ceil(scaled) : Math.floor(scaled)) + 0, scale, rt);
}

/** What separates words for the title filter (jinja2's `([-\s({\[<]+)`), kept by split as parts of their own. */
const TITLE_BREAKS = new RegExp(`([-${text.PY_SPACE}({\\[<]+)`);

function title(value: unknown, rt: Runtime): unknown {
  return onText(value, rt, (s) =>
    s
      .split(TITLE_BREAKS)
      .filter((item) => item !== "")
      .map((item) => {
        const first = String.fromCodePoint(item.codePointAt(0) as number);
        return first.toUpperCase() + item.slice(first.length).toLowerCase();
      })
      .join(""),
  );
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function striptags(value: unknown, rt: Runtime): string {
  const withoutTags = plain(value, rt)
    .replace(/<!--.*?-->/gs, "")
    .replace(/<.*?>/gs, "");
  // `" ".join(value.split())`
  const stripped = text.split(withoutTags, null, -1).join(" ");
  return stripped.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? all;
  });
}

function filesizeformat(value: unknown, [binary]: unknown[], rt: Runtime): string {
  const bytes = toFloat(value, rt);
  const base = truthy(binary) ? 1024 : 1000;
  const prefixes = truthy(binary) ? "KiB MiB GiB TiB PiB EiB ZiB YiB" : "kB MB GB TB PB EB ZB YB";
  if (bytes === 1) return "1 Byte";
  if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
  let unit = base;
  let prefix = "";
  for (const [i, p] of prefixes.split(" ").entries()) {
    unit = base ** (i + 2);
    prefix = p;
    if (bytes < unit) break;
  }
  return `${toFixed((base * bytes) / unit, 1)} ${prefix}`;
}

/** reversed(): sequences, dicts and their views (anything with a length and items by index). */
function lastItem(value: unknown, rt: Runtime): unknown {
  if (!isSequenceLike(value) && !(value instanceof DictView))
    throw typeError(`'${rt.typeName(value)}' object is not reversible`);
  const items = iterate(value, rt);
  return items.length > 0 ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
}

function dictsort(value: unknown, [caseSensitive, by, reverse]: unknown[], rt: Runtime): unknown {
  const pos = by === undefined || eq(by, "key") ? 0 : eq(by, "value") ? 1 : -1;
  if (pos < 0) throw new TemplateRuntimeError('You can only sort by either "key" or "value"');
  if (!isDict(value)) {
    // `value.items()`; a namespace's own __getattribute__ raises AttributeError(name).
    failIfUndefined(value, rt);
    if (value instanceof Namespace) throw typeError("items");
    const items = attribute(value, "items", rt);
    if (items === undefined) throw noAttribute(value, "items");
    callValue(items, [], null, rt);
    throw noAttribute(value, "items");
  }
  const ignoreCase = !truthy(caseSensitive);
  return sortBy(dictItems(value), (item) => (ignoreCase ? lower(item[pos]) : item[pos]), reverse, rt);
}

function sort(value: unknown, [reverse, caseSensitive, attribute]: unknown[], rt: Runtime): unknown {
  // "a,b" sorts by several attributes; the key is a list either way.
  const getters = (typeof attribute === "string" ? attribute.split(",") : [attribute ?? null]).map((a) =>
    attrGetter(a, rt, !truthy(caseSensitive)),
  );
  return sortBy(iterate(value, rt), (item) => getters.map((g) => g(item)), reverse, rt);
}

/** The argument as a getter of an item's attribute, or null when not given. */
function optionalGetter(attribute: unknown, rt: Runtime): Getter | null {
  return attribute === undefined || attribute === null ? null : attrGetter(attribute, rt, false);
}

function join(value: unknown, [sep, attribute]: unknown[], rt: Runtime): string {
  const get = optionalGetter(attribute, rt);
  const d = sep === undefined ? "" : rt.str(sep);
  let out = "";
  let first = true;
  for (const item of lazyIterate(value, rt)) {
    if (!first) out += d;
    first = false;
    out += rt.str(get ? get(item) : item);
    rt.checkSize(out.length);
  }
  return out;
}

function sum(value: unknown, [attribute, start]: unknown[], rt: Runtime): unknown {
  let total: unknown = start === undefined ? 0 : start;
  if (toStr(total) !== null) throw typeError("sum() can't sum strings [use ''.join(seq) instead]");
  const get = optionalGetter(attribute, rt);
  for (const item of lazyIterate(value, rt)) total = add(total, get ? get(item) : item, rt);
  return total;
}

/** random.choice(seq): `seq[randbelow(len(seq))]`. */
function randomItem(value: unknown, rt: Runtime): unknown {
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
}

const defaultFilter = withParams("do_default(value, default_value= boolean=)", (value: unknown, [dflt, boolean]) =>
  value instanceof Undefined || (truthy(boolean) && !truthy(value)) ? (dflt ?? "") : value,
);

const escapeFilter = unaryBuiltin("escape(s, /)", escape);
const length = unaryBuiltin("onearg: len(obj,)", len);

/** A filter of the value alone, as jinja2's function `name` (whose one parameter is `param`). */
const unary = (name: string, param: string, f: (v: unknown, rt: Runtime) => unknown): Builtin =>
  unaryBuiltin(`${name}(${param},)`, f);

/**
 * Each filter with the signature of the Python function jinja2 calls for it (which its argument errors name):
 * the parameters before the comma are the value and what jinja2 passes itself (environment, context).
 */
export const FILTERS: ReadonlyMap<string, Builtin> = table({
  abs: unaryBuiltin("onearg: abs(x,)", (v: unknown, rt) => {
    if (typeof v === "number") return Math.abs(v);
    if (typeof v === "boolean") return v ? 1 : 0;
    if (v instanceof PyFloat) return new PyFloat(Math.abs(v.value));
    throw typeError(`bad operand type for abs(): '${rt.typeName(v)}'`);
  }),
  attr: [
    "do_attr(environment obj, name)",
    (v: unknown, [name], rt) => {
      const key = toStr(name);
      if (key === null) {
        hashableKey(name);
        throw typeError(`attribute name must be string, not '${rt.typeName(name)}'`);
      }
      failIfUndefined(v, rt);
      const found = attribute(v, key, rt);
      return found === undefined ? new Undefined(null, name, v) : found;
    },
  ],
  batch: ["do_batch(value, linecount fill_with=)", batchItems, true],
  capitalize: unary("do_capitalize", "s", (v, rt) => onText(v, rt, text.capitalize)),
  center: [
    "do_center(value, width=)",
    (v: unknown, [width], rt) => {
      const w = width === undefined ? 80 : index(width);
      return onText(v, rt, (s) => justify(s, w, " ", "center", rt));
    },
  ],
  count: length,
  length,
  d: defaultFilter,
  default: defaultFilter,
  dictsort: ["do_dictsort(value, case_sensitive= by= reverse=)", dictsort],
  e: escapeFilter,
  escape: escapeFilter,
  forceescape: unary("do_forceescape", "value", (v, rt) => escape(plain(v, rt), rt)),
  filesizeformat: ["do_filesizeformat(value, binary=)", filesizeformat],
  first: unary("sync_do_first", "environment seq", (v, rt) => {
    for (const item of lazyIterate(v, rt)) return item;
    return new Undefined("No first item, sequence was empty.");
  }),
  float: [
    "do_float(value, default=)",
    (v: unknown, [dflt], rt) => {
      failIfUndefined(v, rt);
      const s = toStr(v);
      const n = s === null ? toNumber(v) : parseFloatText(s);
      return n === null ? (dflt === undefined ? new PyFloat(0) : dflt) : float(n);
    },
  ],
  format(v, a, k, rt) {
    if (a.length > 0 && k !== null && k.size > 0) {
      throw new TemplateRuntimeError("can't handle positional and keyword arguments at the same time");
    }
    const values = k !== null && k.size > 0 ? new Map<unknown, unknown>(k) : tuple(a.slice());
    return formatPercent(plain(v, rt), values, rt, v instanceof Markup);
  },
  groupby: ["sync_do_groupby(environment value, attribute default= case_sensitive=)", groupby],
  indent: ["do_indent(s, width= first= blank=)", indent],
  int: ["do_int(value, default= base=)", toIntValue],
  items: [
    "do_items(value,)",
    function* (v: unknown) {
      if (v instanceof Undefined) return;
      if (!isDict(v)) throw typeError("Can only get item pairs from a mapping.");
      yield* dictItems(v);
    },
    true,
  ],
  join: ["sync_do_join(eval_ctx value, d= attribute=)", join],
  last: unary("do_last", "environment seq", lastItem),
  list: unary("sync_do_list", "value", (v, rt) => iterate(v, rt).slice()),
  lower: unary("do_lower", "s", (v, rt) => onText(v, rt, (s) => s.toLowerCase())),
  upper: unary("do_upper", "s", (v, rt) => onText(v, rt, (s) => s.toUpperCase())),
  map: (v, a, k, rt) => generator(mapItems(v, a, k, rt)),
  max: extreme("do_max", -1),
  min: extreme("do_min", 1),
  random: unary("do_random", "context seq", randomItem),
  reject: selectOrReject(false, false),
  rejectattr: selectOrReject(true, false),
  select: selectOrReject(false, true),
  selectattr: selectOrReject(true, true),
  replace: [
    "do_replace(eval_ctx s, old new count=)",
    (v: unknown, [oldV, newV, countV], rt) => {
      const count = countV === null || countV === undefined ? -1 : index(countV);
      const out = text.replace(plain(v, rt), plain(oldV, rt), plain(newV, rt), count);
      rt.checkSize(out.length);
      return out;
    },
  ],
  reverse: unary("do_reverse", "value", reversed),
  round: ["do_round(value, precision= method=)", round],
  safe: unary("do_mark_safe", "value", (v, rt) => (v instanceof Markup ? v : new Markup(rt.str(v)))),
  slice: ["sync_do_slice(value, slices fill_with=)", sliceItems, true],
  sort: ["do_sort(environment value, reverse= case_sensitive= attribute=)", sort],
  string: unaryBuiltin("soft_str(s, /)", softStr),
  striptags: unary("do_striptags", "value", striptags),
  sum: ["sync_do_sum(environment iterable, attribute= start=)", sum],
  title: unary("do_title", "s", title),
  // transformers' own tojson (its name in Python is qualified by the function that defines it).
  tojson: [
    "tojson(x, ensure_ascii= indent= separators= sort_keys=)",
    (v: unknown, args, rt) => toJson(v, jsonOptions(v, args, rt), rt),
  ],
  trim: [
    "do_trim(value, chars=)",
    (v: unknown, [chars], rt) => {
      const c = stripChars(chars, "strip");
      return onText(v, rt, (s) => text.strip(s, c, true, true));
    },
  ],
  truncate: ["do_truncate(env s, length= killwords= end= leeway=)", truncate],
  unique: ["sync_do_unique(environment value, case_sensitive= attribute=)", uniqueItems, true],
  wordcount: unary("do_wordcount", "s", (v, rt) => (plain(v, rt).match(/[\p{L}\p{N}_]+/gu) ?? []).length),
});

/** `value in env.filters`: any hashable value may be asked about. */
const isNameIn = (names: ReadonlyMap<string, unknown>) => (v: unknown) => {
  const key = hashableKey(v);
  return typeof key === "string" && names.has(key);
};

/** All tests: the basic ones plus `filter` and `test`, which ask the tables for names. */
export const TESTS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ...BASIC_TESTS,
  ["filter", withParams("test_filter(env value,)", isNameIn(FILTERS))],
  ["test", withParams("test_test(env value,)", (v: unknown) => isNameIn(TESTS)(v))],
]);

/** jinja2's lookup of a filter or test named at run time (by map, select and the like). */
function lookup(kind: string, table: ReadonlyMap<string, Builtin>, name: unknown, rt: Runtime): Builtin {
  const key = hashableKey(name);
  const found = typeof key === "string" ? table.get(key) : undefined;
  if (found !== undefined) return found;
  let message = `No ${kind} named ${rt.repr(name)}.`;
  if (name instanceof Undefined) {
    message += ` (${undefinedError(name, rt).detail}; did you forget to quote the callable name?)`;
  }
  throw new TemplateRuntimeError(message);
}

/** jinja2's Environment.call_filter. */
export function callFilter(
  name: unknown,
  value: unknown,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): unknown {
  return lookup("filter", FILTERS, name, rt)(value, args, kwargs, rt);
}

/** jinja2's Environment.call_test. */
export function callTest(name: unknown, value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): boolean {
  return truthy(lookup("test", TESTS, name, rt)(value, args, kwargs, rt));
}

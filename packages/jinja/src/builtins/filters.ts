/** jinja2's filters (plus transformers' `tojson`), keyed by name. */

import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { attribute, getitem } from "../runtime/access.js";
import { typeError, undefinedError } from "../runtime/fail.js";
import { toJson, jsonOptions } from "../runtime/json.js";
import {
  add,
  codePoints,
  compare,
  dictGet,
  dictItems,
  eq,
  escape,
  hashableKey,
  isSequenceLike,
  iterate,
  lazyIterate,
  len,
  replaceAll as ops_replaceAll,
  slice,
  truthy,
} from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import { formatPercent, toFixed } from "../runtime/strformat.js";
import {
  DictView,
  Markup,
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
import { bind, bindRequired } from "./args.js";
import { BASIC_TESTS, type TestFn } from "./tests.js";

export type FilterFn = (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown;

/** jinja2's soft_str: Markup stays Markup, anything else becomes str. */
function softStr(v: unknown, rt: Runtime): string | Markup {
  return v instanceof Markup ? v : rt.str(v);
}

/** Applies a str -> str function, keeping Markup-ness. */
function onText(v: unknown, rt: Runtime, f: (s: string) => string): string | Markup {
  const s = softStr(v, rt);
  return s instanceof Markup ? new Markup(f(s.s)) : f(s);
}

function intArg(v: unknown, what: string): number {
  const n = toNumber(v);
  if (n === null || isFloat(v))
    throw typeError(`${what} must be an integer, not ${v instanceof Undefined ? "Undefined" : typeof v}`);
  return n;
}

// ---- attribute getters (make_attrgetter) ----

type Getter = (item: unknown) => unknown;

function attributeParts(attribute: unknown): unknown[] {
  if (attribute === null || attribute === undefined) return [];
  if (typeof attribute === "string") return attribute.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return [attribute];
}

function lower(v: unknown): unknown {
  return typeof v === "string" ? v.toLowerCase() : v instanceof Markup ? new Markup(v.s.toLowerCase()) : v;
}

function attrGetter(attribute: unknown, rt: Runtime, ignoreCase: boolean, dflt: unknown = null): Getter {
  const parts = attributeParts(attribute);
  return (item) => {
    for (const part of parts) {
      item = getitem(item, part, rt);
      if (dflt !== null && dflt !== undefined && item instanceof Undefined) item = dflt;
    }
    return ignoreCase ? lower(item) : item;
  };
}

/** For sort: "a,b" sorts by several attributes; the key is a list either way. */
function multiAttrGetter(attribute: unknown, rt: Runtime, ignoreCase: boolean): Getter {
  const getters = (typeof attribute === "string" ? attribute.split(",") : [attribute]).map((a) =>
    attrGetter(a, rt, ignoreCase),
  );
  return (item) => getters.map((g) => g(item));
}

function sortBy<T>(items: readonly T[], key: (item: T) => unknown, reverse: boolean, rt: Runtime): T[] {
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => compare(a.key, b.key, "<", rt) * (reverse ? -1 : 1));
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

function parseIntText(s: string, base: number): number | null {
  let t = text.strip(s, null, true, true).replace(/_(?=[0-9a-zA-Z])/g, "");
  let sign = 1;
  if (t.startsWith("-") || t.startsWith("+")) {
    sign = t.startsWith("-") ? -1 : 1;
    t = t.slice(1);
  }
  const prefixes: Record<string, number> = { "0x": 16, "0o": 8, "0b": 2 };
  const prefix = prefixes[t.slice(0, 2).toLowerCase()];
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
  return sign * parseInt(t, base);
}

function toIntValue(value: unknown, dflt: unknown, base: number, rt: Runtime): unknown {
  if (value instanceof Undefined) throw undefinedError(value, rt);
  const s = toStr(value);
  if (s !== null) {
    const i = parseIntText(s, base);
    if (i !== null) return i;
    const f = parseFloatText(s);
    return f !== null && Number.isFinite(f) ? Math.trunc(f) + 0 : dflt;
  }
  const n = toNumber(value);
  if (n === null) return dflt;
  if (!Number.isFinite(n))
    throw new TemplateRuntimeError(`cannot convert float ${n !== n ? "NaN" : "infinity"} to integer`);
  return Math.trunc(n) + 0;
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

// ---- the table ----

function sequenceFilter(
  name: string,
  make: (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => Iterable<unknown>,
): FilterFn {
  return (value, args, kwargs, rt) => wrapGenerator(name, make, value, args, kwargs, rt);
}

/** A lazy generator object, as jinja2's filters return. */
function wrapGenerator(
  _name: string,
  make: (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => Iterable<unknown>,
  value: unknown,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): PyIterator {
  let inner: Iterator<unknown> | null = null;
  const it: Iterator<unknown> = {
    next: () => {
      inner ??= make(value, args, kwargs, rt)[Symbol.iterator]();
      return inner.next();
    },
  };
  return new PyIterator("generator", it);
}

function testPredicate(
  args: unknown[],
  kwargs: Kwargs | null,
  offset: number,
  rt: Runtime,
): (item: unknown) => boolean {
  const name = args[offset];
  if (name === undefined) return truthy;
  if (typeof name !== "string") throw typeError("test name must be a string");
  const rest = args.slice(offset + 1);
  return (item) => callTest(name, item, rest, kwargs, rt);
}

function* selectOrReject(
  value: unknown,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
  byAttr: boolean,
  keep: boolean,
): Generator<unknown> {
  if (!truthy(value)) return;
  let get: Getter = (x) => x;
  if (byAttr) {
    if (args[0] === undefined) throw new TemplateRuntimeError("Missing parameter for attribute name");
    get = attrGetter(args[0], rt, false);
  }
  const test = testPredicate(args, kwargs, byAttr ? 1 : 0, rt);
  for (const item of lazyIterate(value, rt)) if (test(get(item)) === keep) yield item;
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
    if (typeof name !== "string") throw typeError("filter name must be a string");
    const rest = args.slice(1);
    f = (item) => callFilter(name, item, rest, kwargs, rt);
  }
  for (const item of lazyIterate(value, rt)) yield f(item);
}

function* uniqueItems(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Generator<unknown> {
  const [caseSensitive, attribute] = bind("filter 'unique'", ["case_sensitive", "attribute"], args, kwargs);
  const key = attrGetter(attribute ?? null, rt, !truthy(caseSensitive ?? false));
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

function* batchItems(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Generator<unknown> {
  const [linecount, fill] = bindRequired("filter 'batch'", ["linecount", "fill_with"], 1, args, kwargs);
  const size = intArg(linecount, "batch size");
  let tmp: unknown[] = [];
  for (const item of lazyIterate(value, rt)) {
    if (tmp.length === size) {
      yield tmp;
      tmp = [];
    }
    tmp.push(item);
  }
  if (tmp.length > 0) {
    if (fill !== undefined && fill !== null) while (tmp.length < size) tmp.push(fill);
    yield tmp;
  }
}

function* sliceItems(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Generator<unknown> {
  const [slicesV, fill] = bindRequired("filter 'slice'", ["slices", "fill_with"], 1, args, kwargs);
  const slices = intArg(slicesV, "slice count");
  const seq = iterate(value, rt);
  const per = Math.floor(seq.length / slices);
  const extra = seq.length % slices;
  let offset = 0;
  for (let n = 0; n < slices; n++) {
    const start = offset + n * per;
    if (n < extra) offset++;
    const end = offset + (n + 1) * per;
    const tmp = seq.slice(start, end);
    if (fill !== undefined && fill !== null && n >= extra) tmp.push(fill);
    yield tmp;
  }
}

function* itemsOf(value: unknown, rt: Runtime): Generator<unknown> {
  if (value instanceof Undefined) return;
  if (!isDict(value)) throw typeError("Can only get item pairs from a mapping.");
  void rt;
  yield* dictItems(value);
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
    const kind = Array.isArray(value) ? (isTuple(value) ? "reversed" : "list_reverseiterator") : "reversed";
    return new PyIterator(kind, items[Symbol.iterator]());
  }
  if (value instanceof PyIterator) return iterate(value, rt).slice().reverse();
  throw new TemplateRuntimeError("argument must be iterable");
}

function minOrMax(
  value: unknown,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
  sign: number,
  name: string,
): unknown {
  const [caseSensitive, attribute] = bind(`filter '${name}'`, ["case_sensitive", "attribute"], args, kwargs);
  const items = iterate(value, rt);
  if (items.length === 0) return new Undefined("No aggregated item, sequence was empty.");
  const key = attrGetter(attribute ?? null, rt, !truthy(caseSensitive ?? false));
  let best = items[0];
  let bestKey = key(best);
  for (let i = 1; i < items.length; i++) {
    const k = key(items[i]);
    if (compare(k, bestKey, "<", rt) * sign < 0) {
      best = items[i];
      bestKey = k;
    }
  }
  return best;
}

function groupby(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [attribute, dflt, caseSensitive] = bindRequired(
    "filter 'groupby'",
    ["attribute", "default", "case_sensitive"],
    1,
    args,
    kwargs,
  );
  const ignoreCase = !truthy(caseSensitive ?? false);
  const key = attrGetter(attribute, rt, ignoreCase, dflt ?? null);
  const realKey = attrGetter(attribute, rt, false, dflt ?? null);
  const sorted = sortBy(iterate(value, rt), key, false, rt);
  const groups: unknown[] = [];
  let current: unknown[] | null = null;
  let currentKey: unknown;
  for (const item of sorted) {
    const k = key(item);
    if (current === null || !eq(k, currentKey)) {
      current = [];
      currentKey = k;
      groups.push(groupTuple(ignoreCase ? realKey(item) : k, current));
    }
    current.push(item);
  }
  return groups;
}

const GROUP_FIELDS = ["grouper", "list"];

/** groupby's (grouper, list) namedtuple: a tuple that also answers `.grouper` and `.list`. */
function groupTuple(grouper: unknown, items: unknown[]): unknown[] {
  return namedTuple([grouper, items], GROUP_FIELDS);
}

function indent(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [width, first, blank] = bind("filter 'indent'", ["width", "first", "blank"], args, kwargs);
  const w = width ?? 4;
  const indentation = typeof w === "string" ? w : " ".repeat(Math.max(0, intArg(w, "indent width")));
  if (value instanceof Undefined) throw undefinedError(value, rt);
  const s = toStr(value);
  if (s === null) throw typeError(`unsupported operand type(s) for +=: '${rt.typeName(value)}' and 'str'`);
  const lines = text.splitlines(s + "\n");
  let out: string;
  if (truthy(blank ?? false)) out = lines.join("\n" + indentation);
  else {
    out = lines.shift() ?? "";
    if (lines.length > 0) out += "\n" + lines.map((line) => (line ? indentation + line : line)).join("\n");
  }
  if (truthy(first ?? false)) out = indentation + out;
  rt.checkSize(out.length);
  return value instanceof Markup ? new Markup(out) : out;
}

function truncate(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [lengthV, killwords, endV, leewayV] = bind(
    "filter 'truncate'",
    ["length", "killwords", "end", "leeway"],
    args,
    kwargs,
  );
  const length = lengthV === undefined ? 255 : intArg(lengthV, "length");
  const end = endV === undefined ? "..." : endV;
  const endLength = len(end, rt);
  const leeway = leewayV === undefined || leewayV === null ? 5 : intArg(leewayV, "leeway");
  if (length < endLength) throw new TemplateRuntimeError(`expected length >= ${endLength}, got ${length}`);
  if (leeway < 0) throw new TemplateRuntimeError(`expected leeway >= 0, got ${leeway}`);
  if (len(value, rt) <= length + leeway) return value;
  const s = toStr(value);
  if (s === null) return add(slice(value, 0, length - endLength, null, rt), end, rt);
  const head = codePoints(s)
    .slice(0, Math.max(0, length - endLength))
    .join("");
  const kept = truthy(killwords ?? false) ? head : rsplitOnce(head);
  return add(value instanceof Markup ? new Markup(kept) : kept, end, rt);
}

/** `s.rsplit(" ", 1)[0]` */
function rsplitOnce(s: string): string {
  const cut = s.lastIndexOf(" ");
  return cut < 0 ? s : s.slice(0, cut);
}

function round(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [precisionV, methodV] = bind("filter 'round'", ["precision", "method"], args, kwargs);
  const method = methodV ?? "common";
  if (method !== "common" && method !== "ceil" && method !== "floor") {
    throw new TemplateRuntimeError("method must be common, ceil or floor");
  }
  const precision = precisionV === undefined ? 0 : intArg(precisionV, "precision");
  const n = toNumber(value);
  if (n === null) {
    if (value instanceof Undefined) throw undefinedError(value, rt);
    throw typeError(`type ${rt.typeName(value)} doesn't define __round__ method`);
  }
  if (method === "common") {
    if (!isFloat(value)) return precision >= 0 ? n : roundHalfEven(n, precision);
    if (!Number.isFinite(n)) return float(n);
    return float(roundHalfEven(n, precision));
  }
  const scale = 10 ** precision;
  // math.ceil/floor return ints (no negative zero) before the division makes a float again.
  return float(((method === "ceil" ? Math.ceil(n * scale) : Math.floor(n * scale)) + 0) / scale);
}

function title(value: unknown, rt: Runtime): unknown {
  return onText(value, rt, (s) =>
    s
      .split(new RegExp(`([-${text.PY_SPACE}({\\[<]+)`))
      .filter((item) => item !== "")
      .map((item) => {
        const first = String.fromCodePoint(item.codePointAt(0) as number);
        return first.toUpperCase() + item.slice(first.length).toLowerCase();
      })
      .join(""),
  );
}

function sum(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [attribute, start] = bind("filter 'sum'", ["attribute", "start"], args, kwargs);
  let total: unknown = start ?? 0;
  if (toStr(total) !== null) throw typeError("sum() can't sum strings [use ''.join(seq) instead]");
  const get = attribute === undefined || attribute === null ? null : attrGetter(attribute, rt, false);
  for (const item of lazyIterate(value, rt)) total = add(total, get ? get(item) : item, rt);
  return total;
}

function striptags(value: unknown, rt: Runtime): string {
  const s = value instanceof Markup ? value.s : rt.str(value);
  const stripped = s
    .replace(/<!--.*?-->/gs, "")
    .replace(/<.*?>/gs, "")
    .split(new RegExp(`[${text.PY_SPACE}]+`))
    .filter(Boolean)
    .join(" ");
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return stripped.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return named[ref.toLowerCase()] ?? all;
  });
}

function filesizeformat(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  const [binary] = bind("filter 'filesizeformat'", ["binary"], args, kwargs);
  const bytes = toFloatValue(value, null, rt);
  if (bytes === null) throw typeError(`could not convert ${rt.typeName(value)} to float`);
  const base = truthy(binary ?? false) ? 1024 : 1000;
  const prefixes = truthy(binary ?? false)
    ? ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"]
    : ["kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
  if (bytes === 1) return "1 Byte";
  if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
  let unit = base;
  let prefix = "";
  for (let i = 0; i < prefixes.length; i++) {
    unit = base ** (i + 2);
    prefix = prefixes[i] as string;
    if (bytes < unit) break;
  }
  return `${toFixed((base * bytes) / unit, 1)} ${prefix}`;
}

function toFloatValue(value: unknown, dflt: number | null, rt: Runtime): number | null {
  if (value instanceof Undefined) throw undefinedError(value, rt);
  const s = toStr(value);
  if (s !== null) return parseFloatText(s) ?? dflt;
  return toNumber(value) ?? dflt;
}

function firstItem(value: unknown, rt: Runtime): unknown {
  for (const item of lazyIterate(value, rt)) return item;
  return new Undefined("No first item, sequence was empty.");
}

function lastItem(value: unknown, rt: Runtime): unknown {
  if (value instanceof PyIterator) throw typeError(`'${value.typeName}' object is not reversible`);
  if (!isSequenceLike(value) && !(value instanceof DictView))
    throw typeError(`'${rt.typeName(value)}' object is not reversible`);
  const items = iterate(value, rt);
  return items.length > 0 ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
}

function dictsort(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [caseSensitive, by, reverse] = bind("filter 'dictsort'", ["case_sensitive", "by", "reverse"], args, kwargs);
  const pos = by === undefined || by === "key" ? 0 : by === "value" ? 1 : -1;
  if (pos < 0) throw new TemplateRuntimeError('You can only sort by either "key" or "value"');
  if (value instanceof Undefined) throw undefinedError(value, rt);
  if (!isDict(value)) throw typeError(`'${rt.typeName(value)}' object has no attribute 'items'`);
  const ignoreCase = !truthy(caseSensitive ?? false);
  return sortBy(dictItems(value), (item) => (ignoreCase ? lower(item[pos]) : item[pos]), truthy(reverse ?? false), rt);
}

function sort(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [reverse, caseSensitive, attribute] = bind(
    "filter 'sort'",
    ["reverse", "case_sensitive", "attribute"],
    args,
    kwargs,
  );
  const key = multiAttrGetter(attribute ?? null, rt, !truthy(caseSensitive ?? false));
  return sortBy(iterate(value, rt), key, truthy(reverse ?? false), rt);
}

function join(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  const [sep, attribute] = bind("filter 'join'", ["d", "attribute"], args, kwargs);
  const get = attribute === undefined || attribute === null ? null : attrGetter(attribute, rt, false);
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

function center(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const [widthV] = bind("filter 'center'", ["width"], args, kwargs);
  const width = widthV === undefined ? 80 : intArg(widthV, "width");
  return onText(value, rt, (s) => {
    const n = width - codePoints(s).length;
    if (n <= 0) return s;
    rt.checkSize(width);
    const left = Math.floor(n / 2) + (n & width & 1);
    return " ".repeat(left) + s + " ".repeat(n - left);
  });
}

function replace(value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  const [oldV, newV, countV] = bindRequired("filter 'replace'", ["old", "new", "count"], 2, args, kwargs);
  const s = value instanceof Markup ? value.s : rt.str(value);
  const old = oldV instanceof Markup ? oldV.s : rt.str(oldV);
  const repl = newV instanceof Markup ? newV.s : rt.str(newV);
  const count = countV === undefined || countV === null ? -1 : intArg(countV, "count");
  let out: string;
  if (count < 0) out = ops_replaceAll(s, old, repl);
  else if (old === "") {
    const cps = codePoints(s);
    out = "";
    for (let i = 0; i <= cps.length; i++) out += (i < count ? repl : "") + (cps[i] ?? "");
  } else out = text.split(s, old, count).join(repl);
  rt.checkSize(out.length);
  return out;
}

export const FILTERS: ReadonlyMap<string, FilterFn> = new Map<string, FilterFn>([
  [
    "abs",
    (v, _a, _k, rt) => {
      if (typeof v === "number") return Math.abs(v);
      if (typeof v === "boolean") return v ? 1 : 0;
      if (v instanceof PyFloat) return new PyFloat(Math.abs(v.value));
      if (v instanceof Undefined) throw undefinedError(v, rt);
      throw typeError(`bad operand type for abs(): '${rt.typeName(v)}'`);
    },
  ],
  [
    "attr",
    (v, a, k, rt) => {
      const [name] = bindRequired("filter 'attr'", ["name"], 1, a, k);
      if (v instanceof Undefined) throw undefinedError(v, rt);
      const key = toStr(name);
      const found = key === null ? undefined : attribute(v, key, rt);
      return found === undefined ? new Undefined(null, name, v) : found;
    },
  ],
  ["batch", sequenceFilter("batch", batchItems)],
  ["capitalize", (v, _a, _k, rt) => onText(v, rt, text.capitalize)],
  ["center", center],
  ["count", (v, _a, _k, rt) => len(v, rt)],
  ["length", (v, _a, _k, rt) => len(v, rt)],
  ["d", defaultFilter],
  ["default", defaultFilter],
  ["dictsort", dictsort],
  ["e", (v, _a, _k, rt) => escape(v, rt)],
  ["escape", (v, _a, _k, rt) => escape(v, rt)],
  ["forceescape", (v, _a, _k, rt) => escape(v instanceof Markup ? v.s : rt.str(v), rt)],
  ["filesizeformat", filesizeformat],
  ["first", (v, _a, _k, rt) => firstItem(v, rt)],
  [
    "float",
    (v, a, k, rt) => {
      const [dflt] = bind("filter 'float'", ["default"], a, k);
      const n = toFloatValue(v, null, rt);
      return n === null ? (dflt ?? new PyFloat(0)) : float(n);
    },
  ],
  [
    "format",
    (v, a, k, rt) => {
      if (a.length > 0 && k !== null && k.size > 0) {
        throw new TemplateRuntimeError("can't handle positional and keyword arguments at the same time");
      }
      const s = softStr(v, rt);
      const values = k !== null && k.size > 0 ? new Map<unknown, unknown>(k) : tuple(a.slice());
      return formatPercent(s instanceof Markup ? s.s : s, values, rt, s instanceof Markup);
    },
  ],
  ["groupby", groupby],
  ["indent", indent],
  [
    "int",
    (v, a, k, rt) => {
      const [dflt, base] = bind("filter 'int'", ["default", "base"], a, k);
      return toIntValue(v, dflt ?? 0, base === undefined ? 10 : intArg(base, "base"), rt);
    },
  ],
  ["items", (v, _a, _k, rt) => new PyIterator("generator", itemsOf(v, rt))],
  ["join", join],
  ["last", (v, _a, _k, rt) => lastItem(v, rt)],
  ["list", (v, _a, _k, rt) => iterate(v, rt).slice()],
  ["lower", (v, _a, _k, rt) => onText(v, rt, (s) => s.toLowerCase())],
  ["upper", (v, _a, _k, rt) => onText(v, rt, (s) => s.toUpperCase())],
  ["map", sequenceFilter("map", mapItems)],
  ["max", (v, a, k, rt) => minOrMax(v, a, k, rt, -1, "max")],
  ["min", (v, a, k, rt) => minOrMax(v, a, k, rt, 1, "min")],
  [
    "random",
    (v, _a, _k, rt) => {
      const items = iterate(v, rt);
      if (items.length === 0) return new Undefined("No random item, sequence was empty.");
      const i = Math.floor(Math.random() * items.length);
      // random.choice indexes its argument: a dict is looked up by that number.
      if (isDict(v)) {
        const found = dictGet(v, i);
        if (found === undefined) throw new TemplateRuntimeError(`KeyError: ${i}`);
        return found;
      }
      return items[i];
    },
  ],
  ["reject", sequenceFilter("reject", (v, a, k, rt) => selectOrReject(v, a, k, rt, false, false))],
  ["rejectattr", sequenceFilter("rejectattr", (v, a, k, rt) => selectOrReject(v, a, k, rt, true, false))],
  ["select", sequenceFilter("select", (v, a, k, rt) => selectOrReject(v, a, k, rt, false, true))],
  ["selectattr", sequenceFilter("selectattr", (v, a, k, rt) => selectOrReject(v, a, k, rt, true, true))],
  ["replace", replace],
  ["reverse", (v, _a, _k, rt) => reversed(v, rt)],
  ["round", round],
  ["safe", (v, _a, _k, rt) => (v instanceof Markup ? v : new Markup(rt.str(v)))],
  ["slice", sequenceFilter("slice", sliceItems)],
  ["sort", sort],
  ["string", (v, _a, _k, rt) => softStr(v, rt)],
  ["striptags", (v, _a, _k, rt) => striptags(v, rt)],
  ["sum", sum],
  ["title", (v, _a, _k, rt) => title(v, rt)],
  [
    "tojson",
    (v, a, k, rt) => {
      const [ensureAscii, indentV, separators, sortKeys] = bind(
        "filter 'tojson'",
        ["ensure_ascii", "indent", "separators", "sort_keys"],
        a,
        k,
      );
      return toJson(v, jsonOptions(ensureAscii ?? false, indentV ?? null, separators ?? null, sortKeys ?? false), rt);
    },
  ],
  [
    "trim",
    (v, a, k, rt) => {
      const [chars] = bind("filter 'trim'", ["chars"], a, k);
      const c = chars === undefined || chars === null ? null : toStr(chars);
      if (c === null && chars !== undefined && chars !== null) throw typeError("strip arg must be None or str");
      return onText(v, rt, (s) => text.strip(s, c, true, true));
    },
  ],
  ["truncate", truncate],
  ["unique", sequenceFilter("unique", uniqueItems)],
  ["wordcount", (v, _a, _k, rt) => (rt.str(v instanceof Markup ? v.s : v).match(/[\p{L}\p{N}_]+/gu) ?? []).length],
]);

function defaultFilter(value: unknown, args: unknown[], kwargs: Kwargs | null): unknown {
  const [dflt, boolean] = bind("filter 'default'", ["default_value", "boolean"], args, kwargs);
  if (value instanceof Undefined || (truthy(boolean ?? false) && !truthy(value))) return dflt ?? "";
  return value;
}

/** All tests: the basic ones plus `filter` and `test`, which ask the tables for names. */
export const TESTS: ReadonlyMap<string, TestFn> = new Map<string, TestFn>([
  ...BASIC_TESTS,
  ["filter", (v) => typeof v === "string" && FILTERS.has(v)],
  ["test", (v) => typeof v === "string" && TESTS.has(v)],
]);

export function callFilter(name: string, value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  const f = FILTERS.get(name);
  if (f === undefined) throw new TemplateRuntimeError(`No filter named '${name}'.`);
  return f(value, args, kwargs, rt);
}

export function callTest(name: string, value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): boolean {
  const t = TESTS.get(name);
  if (t === undefined) throw new TemplateRuntimeError(`No test named '${name}'.`);
  return t(value, args, kwargs, rt);
}

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
import { table, withParams, type Builtin } from "./args.js";
import { justify } from "./methods.js";
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

/** An integer argument, `dflt` when not given. */
function intArg(v: unknown, what: string, dflt?: number): number {
  if (v === undefined && dflt !== undefined) return dflt;
  const n = toNumber(v);
  if (n === null || isFloat(v))
    throw typeError(`${what} must be an integer, not ${v instanceof Undefined ? "Undefined" : typeof v}`);
  return n;
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

function sortBy<T>(items: readonly T[], key: (item: T) => unknown, reverse: unknown, rt: Runtime): T[] {
  const sign = truthy(reverse) ? -1 : 1;
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => compare(a.key, b.key, "<", rt) * sign);
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

function toFloatValue(value: unknown, rt: Runtime): number | null {
  if (value instanceof Undefined) throw undefinedError(value, rt);
  const s = toStr(value);
  return s !== null ? parseFloatText(s) : toNumber(value);
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
          if (typeof name !== "string") throw typeError("test name must be a string");
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
    if (typeof name !== "string") throw typeError("filter name must be a string");
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

function* batchItems(value: unknown, [linecount, fill]: unknown[], rt: Runtime): Generator<unknown> {
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

function* sliceItems(value: unknown, [slicesV, fill]: unknown[], rt: Runtime): Generator<unknown> {
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

// ---- the other filters with some logic ----

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
    const kind = Array.isArray(value) && !isTuple(value) ? "list_reverseiterator" : "reversed";
    return new PyIterator(kind, items[Symbol.iterator]());
  }
  if (value instanceof PyIterator) return iterate(value, rt).slice().reverse();
  throw new TemplateRuntimeError("argument must be iterable");
}

/** min (sign 1) and max (sign -1): the first item whose key no other item's key beats. */
function extreme(sign: number): readonly [string, (value: unknown, args: unknown[], rt: Runtime) => unknown] {
  return [
    "case_sensitive= attribute=",
    (value, [caseSensitive, attribute], rt) => {
      const items = iterate(value, rt);
      if (items.length === 0) return new Undefined("No aggregated item, sequence was empty.");
      const key = attrGetter(attribute, rt, !truthy(caseSensitive));
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
  const w = width ?? 4;
  const indentation = typeof w === "string" ? w : " ".repeat(Math.max(0, intArg(w, "indent width")));
  if (value instanceof Undefined) throw undefinedError(value, rt);
  const s = toStr(value);
  if (s === null) throw typeError(`unsupported operand type(s) for +=: '${rt.typeName(value)}' and 'str'`);
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

function truncate(value: unknown, [lengthV, killwords, endV, leewayV]: unknown[], rt: Runtime): unknown {
  const length = intArg(lengthV, "length", 255);
  const end = endV === undefined ? "..." : endV;
  const endLength = len(end, rt);
  const leeway = leewayV === null ? 5 : intArg(leewayV, "leeway", 5);
  if (length < endLength) throw new TemplateRuntimeError(`expected length >= ${endLength}, got ${length}`);
  if (leeway < 0) throw new TemplateRuntimeError(`expected leeway >= 0, got ${leeway}`);
  if (len(value, rt) <= length + leeway) return value;
  const s = toStr(value);
  if (s === null) return add(slice(value, 0, length - endLength, null, rt), end, rt);
  const head = codePoints(s)
    .slice(0, Math.max(0, length - endLength))
    .join("");
  // Without killwords the last (partial) word goes: `head.rsplit(" ", 1)[0]`.
  const cut = head.lastIndexOf(" ");
  const kept = truthy(killwords) || cut < 0 ? head : head.slice(0, cut);
  return add(value instanceof Markup ? new Markup(kept) : kept, end, rt);
}

function round(value: unknown, [precisionV, methodV]: unknown[], rt: Runtime): unknown {
  const method = methodV ?? "common";
  if (method !== "common" && method !== "ceil" && method !== "floor") {
    throw new TemplateRuntimeError("method must be common, ceil or floor");
  }
  const precision = intArg(precisionV, "precision", 0);
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
  const bytes = toFloatValue(value, rt);
  if (bytes === null) throw typeError(`could not convert ${rt.typeName(value)} to float`);
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

function lastItem(value: unknown, rt: Runtime): unknown {
  if (value instanceof PyIterator) throw typeError(`'${value.typeName}' object is not reversible`);
  if (!isSequenceLike(value) && !(value instanceof DictView))
    throw typeError(`'${rt.typeName(value)}' object is not reversible`);
  const items = iterate(value, rt);
  return items.length > 0 ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
}

function dictsort(value: unknown, [caseSensitive, by, reverse]: unknown[], rt: Runtime): unknown {
  const pos = by === undefined || by === "key" ? 0 : by === "value" ? 1 : -1;
  if (pos < 0) throw new TemplateRuntimeError('You can only sort by either "key" or "value"');
  if (value instanceof Undefined) throw undefinedError(value, rt);
  if (!isDict(value)) throw typeError(`'${rt.typeName(value)}' object has no attribute 'items'`);
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
  let total: unknown = start ?? 0;
  if (toStr(total) !== null) throw typeError("sum() can't sum strings [use ''.join(seq) instead]");
  const get = optionalGetter(attribute, rt);
  for (const item of lazyIterate(value, rt)) total = add(total, get ? get(item) : item, rt);
  return total;
}

function randomItem(value: unknown, rt: Runtime): unknown {
  const items = iterate(value, rt);
  if (items.length === 0) return new Undefined("No random item, sequence was empty.");
  const i = Math.floor(Math.random() * items.length);
  // random.choice indexes its argument: a dict is looked up by that number.
  if (isDict(value)) {
    const found = dictGet(value, i);
    if (found === undefined) throw new TemplateRuntimeError(`KeyError: ${i}`);
    return found;
  }
  return items[i];
}

const defaultFilter = withParams("filter 'default'", "default_value= boolean=", (value: unknown, [dflt, boolean]) =>
  value instanceof Undefined || (truthy(boolean) && !truthy(value)) ? (dflt ?? "") : value,
);

const escapeFilter: Builtin = (v, _a, _k, rt) => escape(v, rt);
const length: Builtin = (v, _a, _k, rt) => len(v, rt);

export const FILTERS: ReadonlyMap<string, Builtin> = table((name) => `filter '${name}'`, {
  abs(v, _a, _k, rt) {
    if (typeof v === "number") return Math.abs(v);
    if (typeof v === "boolean") return v ? 1 : 0;
    if (v instanceof PyFloat) return new PyFloat(Math.abs(v.value));
    if (v instanceof Undefined) throw undefinedError(v, rt);
    throw typeError(`bad operand type for abs(): '${rt.typeName(v)}'`);
  },
  attr: [
    "name",
    (v: unknown, [name], rt) => {
      if (v instanceof Undefined) throw undefinedError(v, rt);
      const key = toStr(name);
      const found = key === null ? undefined : attribute(v, key, rt);
      return found === undefined ? new Undefined(null, name, v) : found;
    },
  ],
  batch: ["linecount fill_with=", batchItems, true],
  capitalize: (v, _a, _k, rt) => onText(v, rt, text.capitalize),
  center: [
    "width=",
    (v: unknown, [width], rt) => {
      const w = intArg(width, "width", 80);
      return onText(v, rt, (s) => justify(s, w, " ", "center", rt));
    },
  ],
  count: length,
  length,
  d: defaultFilter,
  default: defaultFilter,
  dictsort: ["case_sensitive= by= reverse=", dictsort],
  e: escapeFilter,
  escape: escapeFilter,
  forceescape: (v, _a, _k, rt) => escape(plain(v, rt), rt),
  filesizeformat: ["binary=", filesizeformat],
  first(v, _a, _k, rt) {
    for (const item of lazyIterate(v, rt)) return item;
    return new Undefined("No first item, sequence was empty.");
  },
  float: [
    "default=",
    (v: unknown, [dflt], rt) => {
      const n = toFloatValue(v, rt);
      return n === null ? (dflt ?? new PyFloat(0)) : float(n);
    },
  ],
  format(v, a, k, rt) {
    if (a.length > 0 && k !== null && k.size > 0) {
      throw new TemplateRuntimeError("can't handle positional and keyword arguments at the same time");
    }
    const values = k !== null && k.size > 0 ? new Map<unknown, unknown>(k) : tuple(a.slice());
    return formatPercent(plain(v, rt), values, rt, v instanceof Markup);
  },
  groupby: ["attribute default= case_sensitive=", groupby],
  indent: ["width= first= blank=", indent],
  int: ["default= base=", (v: unknown, [dflt, base], rt) => toIntValue(v, dflt ?? 0, intArg(base, "base", 10), rt)],
  items: (v) =>
    generator(
      (function* () {
        if (v instanceof Undefined) return;
        if (!isDict(v)) throw typeError("Can only get item pairs from a mapping.");
        yield* dictItems(v);
      })(),
    ),
  join: ["d= attribute=", join],
  last: (v, _a, _k, rt) => lastItem(v, rt),
  list: (v, _a, _k, rt) => iterate(v, rt).slice(),
  lower: (v, _a, _k, rt) => onText(v, rt, (s) => s.toLowerCase()),
  upper: (v, _a, _k, rt) => onText(v, rt, (s) => s.toUpperCase()),
  map: (v, a, k, rt) => generator(mapItems(v, a, k, rt)),
  max: extreme(-1),
  min: extreme(1),
  random: (v, _a, _k, rt) => randomItem(v, rt),
  reject: selectOrReject(false, false),
  rejectattr: selectOrReject(true, false),
  select: selectOrReject(false, true),
  selectattr: selectOrReject(true, true),
  replace: [
    "old new count=",
    (v: unknown, [oldV, newV, countV], rt) => {
      const count = countV === null ? -1 : intArg(countV, "count", -1);
      const out = text.replace(plain(v, rt), plain(oldV, rt), plain(newV, rt), count);
      rt.checkSize(out.length);
      return out;
    },
  ],
  reverse: (v, _a, _k, rt) => reversed(v, rt),
  round: ["precision= method=", round],
  safe: (v, _a, _k, rt) => (v instanceof Markup ? v : new Markup(rt.str(v))),
  slice: ["slices fill_with=", sliceItems, true],
  sort: ["reverse= case_sensitive= attribute=", sort],
  string: (v, _a, _k, rt) => softStr(v, rt),
  striptags: (v, _a, _k, rt) => striptags(v, rt),
  sum: ["attribute= start=", sum],
  title: (v, _a, _k, rt) => title(v, rt),
  tojson: [
    "ensure_ascii= indent= separators= sort_keys=",
    (v: unknown, [ensureAscii, indentV, separators, sortKeys], rt) =>
      toJson(v, jsonOptions(ensureAscii, indentV, separators, sortKeys), rt),
  ],
  trim: [
    "chars=",
    (v: unknown, [chars], rt) => {
      const c = chars === undefined || chars === null ? null : toStr(chars);
      if (c === null && chars !== undefined && chars !== null) throw typeError("strip arg must be None or str");
      return onText(v, rt, (s) => text.strip(s, c, true, true));
    },
  ],
  truncate: ["length= killwords= end= leeway=", truncate],
  unique: ["case_sensitive= attribute=", uniqueItems, true],
  wordcount: (v, _a, _k, rt) => (plain(v, rt).match(/[\p{L}\p{N}_]+/gu) ?? []).length,
});

/** All tests: the basic ones plus `filter` and `test`, which ask the tables for names. */
export const TESTS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
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
  return t(value, args, kwargs, rt) as boolean;
}

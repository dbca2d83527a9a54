/** Python methods templates call on strings, lists, tuples and dicts, keyed by name. */

import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { typeError } from "../runtime/fail.js";
import {
  codePoints,
  dictGet,
  dictItems,
  eq,
  escapeHtml,
  hasSurrogates,
  iterate,
  len,
  replaceAll,
  sliceIndices,
  toIndex,
} from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import { formatBraces } from "../runtime/strformat.js";
import { DictView, Markup, isDict, isTuple, toStr, tuple, type Kwargs } from "../runtime/values.js";
import { bind } from "./args.js";

export type Method = (self: never, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown;

/** Methods that mutate: the immutable sandbox refuses them (jinja2's modifies_known_mutable). */
export const UNSAFE_LIST_METHODS = new Set(["append", "clear", "pop", "reverse", "insert", "sort", "extend", "remove"]);
export const UNSAFE_DICT_METHODS = new Set(["clear", "pop", "popitem", "setdefault", "update"]);

function strArg(v: unknown, what: string): string {
  const s = toStr(v);
  if (s === null)
    throw typeError(`${what} must be str, not ${v === null ? "NoneType" : typeof v === "number" ? "int" : "value"}`);
  return s;
}

function optStr(v: unknown, what: string): string | null {
  return v === undefined || v === null ? null : strArg(v, what);
}

function intArg(v: unknown, dflt: number, what: string): number {
  if (v === undefined) return dflt;
  const n = toIndex(v);
  if (n === null) throw typeError(`${what}: an integer is required`);
  return n;
}

/** The code-point range [start, end) of a string that find/count/startswith look at. */
function window(s: string, start: unknown, end: unknown): { sub: string; offset: number } {
  if ((start === undefined || start === null) && (end === undefined || end === null)) return { sub: s, offset: 0 };
  const cps = codePoints(s);
  const r = sliceIndices(cps.length, start ?? null, end ?? null, 1);
  return { sub: cps.slice(r.start, Math.max(r.start, r.stop)).join(""), offset: r.start };
}

/** A UTF-16 index into `s` as a code-point index. */
function cpIndex(s: string, i: number): number {
  return i < 0 || !hasSurrogates(s) ? i : Array.from(s.slice(0, i)).length;
}

function find(s: string, args: unknown[], kwargs: Kwargs | null, last: boolean, what: string): number {
  const [sub, start, end] = bind(what, ["sub", "start", "end"], args, kwargs);
  const needle = strArg(sub, `${what} argument`);
  const w = window(s, start, end);
  if (w.sub.length < needle.length) return -1;
  const i = last ? w.sub.lastIndexOf(needle) : w.sub.indexOf(needle);
  return i < 0 ? -1 : cpIndex(w.sub, i) + w.offset;
}

function affix(s: string, args: unknown[], kwargs: Kwargs | null, suffix: boolean): boolean {
  const what = suffix ? "endswith" : "startswith";
  const [prefix, start, end] = bind(`str.${what}()`, ["prefix", "start", "end"], args, kwargs);
  const w = window(s, start, end);
  const options = isTuple(prefix) ? (prefix as unknown[]) : [prefix];
  for (const p of options) {
    const ps = toStr(p);
    if (ps === null) {
      throw typeError(`${what} first arg must be str or a tuple of str, not ${Array.isArray(p) ? "list" : typeof p}`);
    }
    if (suffix ? w.sub.endsWith(ps) : w.sub.startsWith(ps)) return true;
  }
  return false;
}

function justify(
  s: string,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
  how: "center" | "ljust" | "rjust",
): string {
  const [width, fill] = bind(`str.${how}()`, ["width", "fillchar"], args, kwargs);
  const w = intArg(width, 0, how);
  const f = fill === undefined ? " " : strArg(fill, "fillchar");
  if ([...f].length !== 1) throw typeError("The fill character must be exactly one character long");
  const n = w - len(s, rt);
  if (n <= 0) return s;
  rt.checkSize(w);
  if (how === "ljust") return s + f.repeat(n);
  if (how === "rjust") return f.repeat(n) + s;
  // Python puts the extra character on the left when the string's length is odd.
  const left = Math.floor(n / 2) + (n & w & 1);
  return f.repeat(left) + s + f.repeat(n - left);
}

function replace(s: string, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  const [oldV, newV, countV] = bind("str.replace()", ["old", "new", "count"], args, kwargs);
  const old = strArg(oldV, "replace() argument 1");
  const repl = strArg(newV, "replace() argument 2");
  const count = intArg(countV, -1, "replace count");
  let out: string;
  if (count < 0) out = replaceAll(s, old, repl);
  else if (old === "") {
    const cps = codePoints(s);
    out = "";
    let done = 0;
    for (let i = 0; i <= cps.length; i++) {
      if (done < count) {
        out += repl;
        done++;
      }
      out += cps[i] ?? "";
    }
  } else {
    const parts = text.split(s, old, count);
    out = parts.join(repl);
  }
  rt.checkSize(out.length);
  return out;
}

function joinStrings(sep: string, iterable: unknown, rt: Runtime): string {
  const items = iterate(iterable, rt);
  const parts: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const s = toStr(items[i]);
    if (s === null) throw typeError(`sequence item ${i}: expected str instance, ${rt.typeName(items[i])} found`);
    parts.push(s);
  }
  const out = parts.join(sep);
  rt.checkSize(out.length);
  return out;
}

function predicate(re: RegExp): Method {
  return (self: string) => self.length > 0 && re.test(self);
}

function count(s: string, args: unknown[], kwargs: Kwargs | null): number {
  const [sub, start, end] = bind("str.count()", ["sub", "start", "end"], args, kwargs);
  const needle = strArg(sub, "count() argument");
  const w = window(s, start, end);
  if (needle === "") return codePoints(w.sub).length + 1;
  return w.sub.split(needle).length - 1;
}

function expandtabs(s: string, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  const [size] = bind("str.expandtabs()", ["tabsize"], args, kwargs);
  const tab = intArg(size, 8, "tabsize");
  let out = "";
  let col = 0;
  for (const ch of s) {
    if (ch === "\t") {
      const n = tab > 0 ? tab - (col % tab) : 0;
      out += " ".repeat(n);
      col += n;
    } else {
      out += ch;
      col = ch === "\n" || ch === "\r" ? 0 : col + 1;
    }
    rt.checkSize(out.length);
  }
  return out;
}

const STR_METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  [
    "strip",
    (s: string, a, k) => text.strip(s, optStr(bind("str.strip()", ["chars"], a, k)[0], "strip arg"), true, true),
  ],
  [
    "lstrip",
    (s: string, a, k) => text.strip(s, optStr(bind("str.lstrip()", ["chars"], a, k)[0], "lstrip arg"), true, false),
  ],
  [
    "rstrip",
    (s: string, a, k) => text.strip(s, optStr(bind("str.rstrip()", ["chars"], a, k)[0], "rstrip arg"), false, true),
  ],
  [
    "split",
    (s: string, a, k) => {
      const [sep, max] = bind("str.split()", ["sep", "maxsplit"], a, k);
      const sepStr = optStr(sep, "must be str or None");
      if (sepStr === "") throw new TemplateRuntimeError("empty separator");
      return text.split(s, sepStr, intArg(max, -1, "maxsplit"));
    },
  ],
  [
    "rsplit",
    (s: string, a, k) => {
      const [sep, max] = bind("str.rsplit()", ["sep", "maxsplit"], a, k);
      const sepStr = optStr(sep, "must be str or None");
      if (sepStr === "") throw new TemplateRuntimeError("empty separator");
      return text.rsplit(s, sepStr, intArg(max, -1, "maxsplit"));
    },
  ],
  [
    "splitlines",
    (s: string, a, k) =>
      text.splitlines(s, intArg(bind("str.splitlines()", ["keepends"], a, k)[0], 0, "keepends") !== 0),
  ],
  ["startswith", (s: string, a, k) => affix(s, a, k, false)],
  ["endswith", (s: string, a, k) => affix(s, a, k, true)],
  ["upper", (s: string) => s.toUpperCase()],
  ["lower", (s: string) => s.toLowerCase()],
  ["casefold", (s: string) => text.casefold(s)],
  ["swapcase", (s: string) => text.swapcase(s)],
  ["title", (s: string) => text.title(s)],
  ["capitalize", (s: string) => text.capitalize(s)],
  ["replace", (s: string, a, k, rt) => replace(s, a, k, rt)],
  ["join", (s: string, a, k, rt) => joinStrings(s, bind("str.join()", ["iterable"], a, k)[0], rt)],
  [
    "format",
    (s: string, a, k, rt) =>
      formatBraces(s, a, k, rt, (obj, key, isAttr) => (isAttr ? rt.getattr(obj, key as string) : rt.getitem(obj, key))),
  ],
  ["count", (s: string, a, k) => count(s, a, k)],
  ["find", (s: string, a, k) => find(s, a, k, false, "str.find()")],
  ["rfind", (s: string, a, k) => find(s, a, k, true, "str.rfind()")],
  [
    "index",
    (s: string, a, k) => {
      const i = find(s, a, k, false, "str.index()");
      if (i < 0) throw new TemplateRuntimeError("substring not found");
      return i;
    },
  ],
  [
    "rindex",
    (s: string, a, k) => {
      const i = find(s, a, k, true, "str.rindex()");
      if (i < 0) throw new TemplateRuntimeError("substring not found");
      return i;
    },
  ],
  ["isdigit", predicate(/^[\p{Nd}\u00b2\u00b3\u00b9\u2070-\u2079\u2080-\u2089\u2460-\u2468]+$/u)],
  ["isdecimal", predicate(/^\p{Nd}+$/u)],
  ["isnumeric", predicate(/^\p{N}+$/u)],
  ["isalpha", predicate(/^\p{L}+$/u)],
  ["isalnum", predicate(/^[\p{L}\p{N}]+$/u)],
  // eslint-disable-next-line no-control-regex -- Python treats these control characters specially
  ["isascii", (s: string) => /^[\x00-\x7f]*$/.test(s)],
  ["isidentifier", predicate(/^[\p{ID_Start}_][\p{ID_Continue}]*$/u)],
  [
    "isprintable",
    (s: string) =>
      !/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u.test(s),
  ],
  ["isspace", (s: string) => text.isSpace(s)],
  ["isupper", (s: string) => text.isUpper(s)],
  ["islower", (s: string) => text.isLower(s)],
  ["istitle", (s: string) => text.isTitle(s)],
  ["center", (s: string, a, k, rt) => justify(s, a, k, rt, "center")],
  ["ljust", (s: string, a, k, rt) => justify(s, a, k, rt, "ljust")],
  ["rjust", (s: string, a, k, rt) => justify(s, a, k, rt, "rjust")],
  [
    "zfill",
    (s: string, a, k, rt) => {
      const width = intArg(bind("str.zfill()", ["width"], a, k)[0], 0, "zfill");
      const n = width - len(s, rt);
      if (n <= 0) return s;
      rt.checkSize(width);
      const sign = s[0] === "-" || s[0] === "+" ? (s[0] as string) : "";
      return sign + "0".repeat(n) + s.slice(sign.length);
    },
  ],
  [
    "partition",
    (s: string, a, k) => {
      const sep = strArg(bind("str.partition()", ["sep"], a, k)[0], "partition arg");
      if (sep === "") throw new TemplateRuntimeError("empty separator");
      const i = s.indexOf(sep);
      return tuple(i < 0 ? [s, "", ""] : [s.slice(0, i), sep, s.slice(i + sep.length)]);
    },
  ],
  [
    "rpartition",
    (s: string, a, k) => {
      const sep = strArg(bind("str.rpartition()", ["sep"], a, k)[0], "rpartition arg");
      if (sep === "") throw new TemplateRuntimeError("empty separator");
      const i = s.lastIndexOf(sep);
      return tuple(i < 0 ? ["", "", s] : [s.slice(0, i), sep, s.slice(i + sep.length)]);
    },
  ],
  [
    "removeprefix",
    (s: string, a, k) => {
      const p = strArg(bind("str.removeprefix()", ["prefix"], a, k)[0], "removeprefix arg");
      return p !== "" && s.startsWith(p) ? s.slice(p.length) : s;
    },
  ],
  [
    "removesuffix",
    (s: string, a, k) => {
      const p = strArg(bind("str.removesuffix()", ["suffix"], a, k)[0], "removesuffix arg");
      return p !== "" && s.endsWith(p) ? s.slice(0, s.length - p.length) : s;
    },
  ],
  ["expandtabs", (s: string, a, k, rt) => expandtabs(s, a, k, rt)],
  [
    "format_map",
    (s: string, a, k, rt) => {
      const [mapping] = bind("str.format_map()", ["mapping"], a, k);
      if (!isDict(mapping)) throw typeError("format_map() argument must be a mapping");
      const kw: Kwargs = new Map(dictItems(mapping).map(([key, v]) => [String(key), v]));
      return formatBraces(s, [], kw, rt, (obj, key, isAttr) =>
        isAttr ? rt.getattr(obj, key as string) : rt.getitem(obj, key),
      );
    },
  ],
]);

/** Markup methods escape their string arguments and keep the result safe, as markupsafe does. */
const MARKUP_ESCAPING = new Set([
  "capitalize",
  "title",
  "lower",
  "upper",
  "replace",
  "ljust",
  "rjust",
  "lstrip",
  "rstrip",
  "center",
  "strip",
  "swapcase",
  "zfill",
  "expandtabs",
  "join",
  "split",
  "rsplit",
  "splitlines",
  "partition",
  "rpartition",
  "format",
  "casefold",
  "removeprefix",
  "removesuffix",
]);

function escapeArg(v: unknown): unknown {
  if (typeof v === "string") return escapeHtml(v);
  if (Array.isArray(v) && !isTuple(v)) return v.map(escapeArg);
  return v;
}

function markupResult(v: unknown): unknown {
  if (typeof v === "string") return new Markup(v);
  if (Array.isArray(v)) {
    const out = v.map(markupResult);
    return isTuple(v) ? tuple(out) : out;
  }
  return v;
}

function listIndex(self: unknown[], args: unknown[], kwargs: Kwargs | null, rt: Runtime): number {
  const [x, start, end] = bind("list.index()", ["value", "start", "stop"], args, kwargs);
  const r = sliceIndices(self.length, start ?? null, end ?? null, 1);
  for (let i = r.start; i < r.stop; i++) if (eq(self[i], x)) return i;
  throw new TemplateRuntimeError(`${rt.repr(x)} is not in ${isTuple(self) ? "tuple" : "list"}`);
}

const SEQUENCE_METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  ["count", (self: unknown[], a, k) => self.filter((x) => eq(x, bind("count()", ["value"], a, k)[0])).length],
  ["index", (self: unknown[], a, k, rt) => listIndex(self, a, k, rt)],
]);

const LIST_METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  ...SEQUENCE_METHODS,
  ["copy", (self: unknown[]) => self.slice()],
]);

type AnyDict = Map<unknown, unknown> | Record<string, unknown>;

const DICT_METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  [
    "get",
    (self: AnyDict, a, k) => {
      const [key, dflt] = bind("dict.get()", ["key", "default"], a, k);
      if (key === undefined) throw typeError("get expected at least 1 argument, got 0");
      const v = dictGet(self, key);
      return v === undefined ? (dflt ?? null) : v;
    },
  ],
  ["items", (self: AnyDict) => new DictView("items", self)],
  ["keys", (self: AnyDict) => new DictView("keys", self)],
  ["values", (self: AnyDict) => new DictView("values", self)],
  ["copy", (self: AnyDict) => new Map(self instanceof Map ? self : Object.entries(self))],
]);

/** The method table for a value's type, or null when it has none. */
function tableFor(self: unknown): ReadonlyMap<string, Method> | null {
  if (typeof self === "string" || self instanceof Markup) return STR_METHODS;
  if (Array.isArray(self)) return isTuple(self) ? SEQUENCE_METHODS : LIST_METHODS;
  if (isDict(self)) return DICT_METHODS;
  return null;
}

/** Is `name` a mutating method of `self`'s type (which the sandbox refuses)? */
export function isUnsafeMethod(self: unknown, name: string): boolean {
  if (Array.isArray(self)) return !isTuple(self) && UNSAFE_LIST_METHODS.has(name);
  return isDict(self) && UNSAFE_DICT_METHODS.has(name);
}

/** Finds a safe method; null when the type has no such method. */
export function findMethod(self: unknown, name: string): Method | null {
  return tableFor(self)?.get(name) ?? null;
}

/** How many positional arguments each str method takes, and whether it takes keywords (Python 3.11). */
const STR_ARITY: Readonly<Record<string, readonly [min: number, max: number, keywords?: true]>> = {
  strip: [0, 1],
  lstrip: [0, 1],
  rstrip: [0, 1],
  split: [0, 2, true],
  rsplit: [0, 2, true],
  splitlines: [0, 1, true],
  expandtabs: [0, 1, true],
  center: [1, 2],
  ljust: [1, 2],
  rjust: [1, 2],
  zfill: [1, 1],
  join: [1, 1],
  partition: [1, 1],
  rpartition: [1, 1],
  removeprefix: [1, 1],
  removesuffix: [1, 1],
  format_map: [1, 1],
  startswith: [1, 3],
  endswith: [1, 3],
  count: [1, 3],
  find: [1, 3],
  rfind: [1, 3],
  index: [1, 3],
  rindex: [1, 3],
  replace: [2, 3],
};

function checkArity(name: string, args: unknown[], kwargs: Kwargs | null): void {
  if (name === "format") return;
  const [min, max, keywords] = STR_ARITY[name] ?? [0, 0];
  const given = args.length + (kwargs?.size ?? 0);
  if (kwargs !== null && kwargs.size > 0 && keywords !== true)
    throw typeError(`str.${name}() takes no keyword arguments`);
  if (max === 0 && given > 0) throw typeError(`str.${name}() takes no arguments (${given} given)`);
  if (given < min || args.length > max) {
    throw typeError(
      `str.${name}() takes ${min === max ? `exactly ${min}` : `${min} to ${max}`} arguments (${given} given)`,
    );
  }
}

/** Calls a method found with findMethod, applying Markup's escaping rules when `self` is safe text. */
export function callMethod(
  method: Method,
  self: unknown,
  name: string,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): unknown {
  if (typeof self === "string" || self instanceof Markup) checkArity(name, args, kwargs);
  if (self instanceof Markup) {
    if (!MARKUP_ESCAPING.has(name))
      return (method as (s: string, ...rest: unknown[]) => unknown)(self.s, args, kwargs, rt);
    const escapedArgs = args.map(escapeArg);
    const escapedKwargs = kwargs === null ? null : new Map([...kwargs].map(([k, v]) => [k, escapeArg(v)]));
    if (name === "join") {
      const items = iterate(args[0], rt).map((x) => (x instanceof Markup ? x.s : escapeArg(x)));
      return markupResult((method as (s: string, ...rest: unknown[]) => unknown)(self.s, [items], null, rt));
    }
    return markupResult((method as (s: string, ...rest: unknown[]) => unknown)(self.s, escapedArgs, escapedKwargs, rt));
  }
  return (method as (s: unknown, ...rest: unknown[]) => unknown)(self, args, kwargs, rt);
}

/** Python methods templates call on strings, lists, tuples and dicts, keyed by name. */

import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { typeError } from "../runtime/fail.js";
import {
  codePoints,
  dictGet,
  dictItems,
  eq,
  hasSurrogates,
  iterate,
  len,
  sliceIndices,
  toIndex,
} from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import { formatBraces } from "../runtime/strformat.js";
import { DictView, Markup, isDict, isTuple, toStr, tuple, type Kwargs } from "../runtime/values.js";
import { bind, params, table, type Builtin, type BoundBuiltin, type Params } from "./args.js";

/** Methods that mutate: the immutable sandbox refuses them (jinja2's modifies_known_mutable). */
const UNSAFE_LIST_METHODS = new Set(["append", "clear", "pop", "reverse", "insert", "sort", "extend", "remove"]);
const UNSAFE_DICT_METHODS = new Set(["clear", "pop", "popitem", "setdefault", "update"]);

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

/** str.find, rfind, index and rindex: a code-point index or -1 (index and rindex raise instead). */
function find(last: boolean, raise: boolean, what: string): readonly [string, BoundBuiltin] {
  return [
    "sub start= end= /",
    (s: string, [sub, start, end]) => {
      const needle = strArg(sub, `${what} argument`);
      const w = window(s, start, end);
      const i = w.sub.length < needle.length ? -1 : last ? w.sub.lastIndexOf(needle) : w.sub.indexOf(needle);
      if (i < 0 && raise) throw new TemplateRuntimeError("substring not found");
      // A UTF-16 index into the window as a code-point index.
      return i < 0 ? -1 : (hasSurrogates(w.sub) ? Array.from(w.sub.slice(0, i)).length : i) + w.offset;
    },
  ];
}

function affix(suffix: boolean): readonly [string, BoundBuiltin] {
  const what = suffix ? "endswith" : "startswith";
  return [
    "prefix start= end= /",
    (s: string, [prefix, start, end]) => {
      const w = window(s, start, end);
      for (const p of isTuple(prefix) ? (prefix as unknown[]) : [prefix]) {
        const ps = toStr(p);
        if (ps === null) {
          throw typeError(
            `${what} first arg must be str or a tuple of str, not ${Array.isArray(p) ? "list" : typeof p}`,
          );
        }
        if (suffix ? w.sub.endsWith(ps) : w.sub.startsWith(ps)) return true;
      }
      return false;
    },
  ];
}

/** `s` padded with `fill` to `width` code points, on the right (ljust), left (rjust) or both (center). */
export function justify(s: string, width: number, fill: string, how: string, rt: Runtime): string {
  const n = width - len(s, rt);
  if (n <= 0) return s;
  rt.checkSize(width);
  if (how === "ljust") return s + fill.repeat(n);
  if (how === "rjust") return fill.repeat(n) + s;
  // Python puts the extra character on the left when the string's length is odd.
  const left = Math.floor(n / 2) + (n & width & 1);
  return fill.repeat(left) + s + fill.repeat(n - left);
}

function justifyMethod(how: string): readonly [string, BoundBuiltin] {
  return [
    "width fillchar= /",
    (s: string, [width, fill], rt) => {
      const w = intArg(width, 0, how);
      const f = fill === undefined ? " " : strArg(fill, "fillchar");
      if ([...f].length !== 1) throw typeError("The fill character must be exactly one character long");
      return justify(s, w, f, how, rt);
    },
  ];
}

function strip(left: boolean, right: boolean, what: string): readonly [string, BoundBuiltin] {
  return ["chars= /", (s: string, [chars]) => text.strip(s, optStr(chars, what), left, right)];
}

function splitMethod(split: typeof text.split): readonly [string, BoundBuiltin] {
  return [
    "sep= maxsplit=",
    (s: string, [sep, max]) => {
      const sepStr = optStr(sep, "must be str or None");
      if (sepStr === "") throw new TemplateRuntimeError("empty separator");
      return split(s, sepStr, intArg(max, -1, "maxsplit"));
    },
  ];
}

function partition(last: boolean): readonly [string, BoundBuiltin] {
  return [
    "sep /",
    (s: string, [sepV]) => {
      const sep = strArg(sepV, `${last ? "rpartition" : "partition"} arg`);
      if (sep === "") throw new TemplateRuntimeError("empty separator");
      const i = last ? s.lastIndexOf(sep) : s.indexOf(sep);
      if (i < 0) return tuple(last ? ["", "", s] : [s, "", ""]);
      return tuple([s.slice(0, i), sep, s.slice(i + sep.length)]);
    },
  ];
}

function removeAffix(suffix: boolean): readonly [string, BoundBuiltin] {
  return [
    `${suffix ? "suffix" : "prefix"} /`,
    (s: string, [affixV]) => {
      const p = strArg(affixV, `${suffix ? "removesuffix" : "removeprefix"} arg`);
      if (p === "" || !(suffix ? s.endsWith(p) : s.startsWith(p))) return s;
      return suffix ? s.slice(0, s.length - p.length) : s.slice(p.length);
    },
  ];
}

/** Fields `{a.b[0]}` of str.format read attributes and items as templates do. */
function formatWith(s: string, args: unknown[], kwargs: Kwargs | null, rt: Runtime): string {
  return formatBraces(s, args, kwargs, rt, (obj, key, isAttr) =>
    isAttr ? rt.getattr(obj, key as string) : rt.getitem(obj, key),
  );
}

const predicate =
  (re: RegExp): BoundBuiltin =>
  (s: string) =>
    s.length > 0 && re.test(s);

/** Takes no arguments. */
const none = (body: BoundBuiltin) => ["", body] as const;

/** How a str method is called: with a Python 3.11 signature (see Params), or raw (`format`). */
const STR_ENTRIES: Record<string, Builtin | readonly [string, BoundBuiltin]> = {
  strip: strip(true, true, "strip arg"),
  lstrip: strip(true, false, "lstrip arg"),
  rstrip: strip(false, true, "rstrip arg"),
  split: splitMethod(text.split),
  rsplit: splitMethod(text.rsplit),
  splitlines: ["keepends=", (s: string, [keepends]) => text.splitlines(s, intArg(keepends, 0, "keepends") !== 0)],
  startswith: affix(false),
  endswith: affix(true),
  upper: none((s: string) => s.toUpperCase()),
  lower: none((s: string) => s.toLowerCase()),
  casefold: none(text.casefold),
  swapcase: none(text.swapcase),
  title: none(text.title),
  capitalize: none(text.capitalize),
  replace: [
    "old new count= /",
    (s: string, [oldV, newV, countV], rt) => {
      const out = text.replace(
        s,
        strArg(oldV, "replace() argument 1"),
        strArg(newV, "replace() argument 2"),
        intArg(countV, -1, "replace count"),
      );
      rt.checkSize(out.length);
      return out;
    },
  ],
  join: [
    "iterable /",
    (sep: string, [iterable], rt) => {
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
    },
  ],
  format: (s, a, k, rt) => formatWith(s as string, a, k, rt),
  count: [
    "sub start= end= /",
    (s: string, [sub, start, end]) => {
      const needle = strArg(sub, "count() argument");
      const w = window(s, start, end);
      if (needle === "") return codePoints(w.sub).length + 1;
      return w.sub.split(needle).length - 1;
    },
  ],
  find: find(false, false, "str.find()"),
  rfind: find(true, false, "str.rfind()"),
  index: find(false, true, "str.index()"),
  rindex: find(true, true, "str.rindex()"),
  isdigit: none(predicate(/^[\p{Nd}\u00b2\u00b3\u00b9\u2070-\u2079\u2080-\u2089\u2460-\u2468]+$/u)),
  isdecimal: none(predicate(/^\p{Nd}+$/u)),
  isnumeric: none(predicate(/^\p{N}+$/u)),
  isalpha: none(predicate(/^\p{L}+$/u)),
  isalnum: none(predicate(/^[\p{L}\p{N}]+$/u)),
  // eslint-disable-next-line no-control-regex -- Python treats these control characters specially
  isascii: none((s: string) => /^[\x00-\x7f]*$/.test(s)),
  isidentifier: none(predicate(/^[\p{ID_Start}_][\p{ID_Continue}]*$/u)),
  isprintable: none(
    (s: string) =>
      !/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u0085\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u.test(s),
  ),
  isspace: none(text.isSpace),
  isupper: none(text.isUpper),
  islower: none(text.isLower),
  istitle: none(text.isTitle),
  center: justifyMethod("center"),
  ljust: justifyMethod("ljust"),
  rjust: justifyMethod("rjust"),
  zfill: [
    "width /",
    (s: string, [widthV], rt) => {
      const width = intArg(widthV, 0, "zfill");
      const n = width - len(s, rt);
      if (n <= 0) return s;
      rt.checkSize(width);
      const sign = s[0] === "-" || s[0] === "+" ? (s[0] as string) : "";
      return sign + "0".repeat(n) + s.slice(sign.length);
    },
  ],
  partition: partition(false),
  rpartition: partition(true),
  removeprefix: removeAffix(false),
  removesuffix: removeAffix(true),
  expandtabs: [
    "tabsize=",
    (s: string, [size], rt) => {
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
    },
  ],
  format_map: [
    "mapping /",
    (s: string, [mapping], rt) => {
      if (!isDict(mapping)) throw typeError("format_map() argument must be a mapping");
      return formatWith(s, [], new Map(dictItems(mapping).map(([key, v]) => [String(key), v])), rt);
    },
  ],
};

/** Python's argument count check of a str method, which comes before any argument is looked at. */
function checkArity(name: string, p: Params, args: unknown[], kwargs: Kwargs | null): void {
  const min = p.required;
  const max = p.names.length;
  const given = args.length + (kwargs?.size ?? 0);
  if (kwargs !== null && kwargs.size > 0 && (p.positionalOnly || max === 0))
    throw typeError(`str.${name}() takes no keyword arguments`);
  if (max === 0 && given > 0) throw typeError(`str.${name}() takes no arguments (${given} given)`);
  if (given < min || args.length > max) {
    throw typeError(
      `str.${name}() takes ${min === max ? `exactly ${min}` : `${min} to ${max}`} arguments (${given} given)`,
    );
  }
}

const STR_METHODS: ReadonlyMap<string, Builtin> = new Map(
  Object.entries(STR_ENTRIES).map(([name, entry]): [string, Builtin] => {
    if (typeof entry === "function") return [name, entry];
    const [spec, body] = entry;
    const p = params(spec);
    const label = `str.${name}()`;
    return [
      name,
      (self, args, kwargs, rt) => {
        checkArity(name, p, args, kwargs);
        return body(self as never, bind(label, p, args, kwargs), rt);
      },
    ];
  }),
);

/** Markup methods escape their string arguments and keep the result safe, as markupsafe does. */
const MARKUP_ESCAPING = new Set(
  (
    "capitalize title lower upper replace ljust rjust lstrip rstrip center strip swapcase zfill expandtabs join " +
    "split rsplit splitlines partition rpartition format casefold removeprefix removesuffix"
  ).split(" "),
);

function escapeArg(v: unknown): unknown {
  if (typeof v === "string") return text.escapeHtml(v);
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

const SEQUENCE_METHODS = table((name) => `list.${name}()`, {
  count: ["value", (self: unknown[], [x]) => self.filter((item) => eq(item, x)).length],
  index: [
    "value start= stop=",
    (self: unknown[], [x, start, end], rt) => {
      const r = sliceIndices(self.length, start ?? null, end ?? null, 1);
      for (let i = r.start; i < r.stop; i++) if (eq(self[i], x)) return i;
      throw new TemplateRuntimeError(`${rt.repr(x)} is not in ${isTuple(self) ? "tuple" : "list"}`);
    },
  ],
});

const LIST_METHODS: ReadonlyMap<string, Builtin> = new Map([
  ...SEQUENCE_METHODS,
  ["copy", (self) => (self as unknown[]).slice()],
]);

type AnyDict = Map<unknown, unknown> | Record<string, unknown>;

const view =
  (kind: "items" | "keys" | "values"): Builtin =>
  (self) =>
    new DictView(kind, self as AnyDict);

const DICT_METHODS = table((name) => `dict.${name}()`, {
  get: [
    "key= default=",
    (self: AnyDict, [key, dflt]) => {
      if (key === undefined) throw typeError("get expected at least 1 argument, got 0");
      const v = dictGet(self, key);
      return v === undefined ? (dflt ?? null) : v;
    },
  ],
  items: view("items"),
  keys: view("keys"),
  values: view("values"),
  copy: (self) => new Map(self instanceof Map ? self : Object.entries(self as AnyDict)),
});

/** Is `name` a dict method, safe or refused (so `d.name` is not simply the item `d['name']`)? */
export function isDictMethodName(name: string): boolean {
  return DICT_METHODS.has(name) || UNSAFE_DICT_METHODS.has(name);
}

/** Is `name` a mutating method of `self`'s type (which the sandbox refuses)? */
export function isUnsafeMethod(self: unknown, name: string): boolean {
  if (Array.isArray(self)) return !isTuple(self) && UNSAFE_LIST_METHODS.has(name);
  return isDict(self) && UNSAFE_DICT_METHODS.has(name);
}

/** Finds a safe method of `self`'s type; null when the type has no such method. */
export function findMethod(self: unknown, name: string): Builtin | null {
  const methods =
    typeof self === "string" || self instanceof Markup
      ? STR_METHODS
      : Array.isArray(self)
        ? isTuple(self)
          ? SEQUENCE_METHODS
          : LIST_METHODS
        : isDict(self)
          ? DICT_METHODS
          : null;
  return methods?.get(name) ?? null;
}

/** Calls a method found with findMethod, applying Markup's escaping rules when `self` is safe text. */
export function callMethod(
  method: Builtin,
  self: unknown,
  name: string,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): unknown {
  if (!(self instanceof Markup)) return method(self, args, kwargs, rt);
  if (!MARKUP_ESCAPING.has(name)) return method(self.s, args, kwargs, rt);
  if (name === "join" && args.length === 1 && (kwargs === null || kwargs.size === 0)) {
    const items = iterate(args[0], rt).map((x) => (x instanceof Markup ? x.s : escapeArg(x)));
    return markupResult(method(self.s, [items], null, rt));
  }
  const escapedKwargs = kwargs === null ? null : new Map([...kwargs].map(([k, v]) => [k, escapeArg(v)]));
  return markupResult(method(self.s, args.map(escapeArg), escapedKwargs, rt));
}

/** Python methods templates call on strings, lists, tuples and dicts, keyed by name. */

import { TemplateRuntimeError } from "../errors.js";
import * as text from "../pytext.js";
import { failIfUndefined, typeError } from "../runtime/fail.js";
import {
  codePoints,
  copyDict,
  dictGet,
  eq,
  hashableKey,
  index,
  iterate,
  len,
  sliceBounds,
  toIndex,
} from "../runtime/ops.js";
import { quote, typeName } from "../runtime/repr.js";
import type { Methods, Runtime } from "../runtime/contract.js";
import { formatBraces } from "../runtime/strformat.js";
import {
  DictView,
  Markup,
  PyRange,
  Undefined,
  isDict,
  isInt,
  isTuple,
  toStr,
  tuple,
  type Kwargs,
} from "../runtime/values.js";
import { bind, table, type Builtin, type BoundBuiltin, type Signature } from "../runtime/args.js";

/** Methods that mutate: the immutable sandbox refuses them (jinja2's modifies_known_mutable). */
const UNSAFE_LIST_METHODS = new Set("append clear pop reverse insert sort extend remove".split(" "));
const UNSAFE_DICT_METHODS = new Set("clear pop popitem setdefault update".split(" "));

/** How Argument Clinic names a bad argument's type: None is "None" there, "NoneType" elsewhere. */
function clinicType(v: unknown): string {
  return v === null ? "None" : typeName(v);
}

/** A str argument, or the TypeError `message(type)` names. */
function strArg(v: unknown, message: (type: string) => string): string {
  const s = toStr(v);
  if (s === null) throw typeError(message(typeName(v)));
  return s;
}

const mustBeStr = (type: string) => `must be str, not ${type}`;

/**
 * The code-point range [start, end) of a string that find/count/startswith look at and its offset, or offset -1
 * when end comes before start (CPython does not clamp start to the length): then nothing is found there, not even ''.
 */
function window(s: string, start: unknown, end: unknown, rt: Runtime): [sub: string, offset: number] {
  if ((start === undefined || start === null) && (end === undefined || end === null)) return [s, 0];
  rt.spend(s.length / 4);
  const cps = codePoints(s);
  const [first, stop] = sliceBounds(cps.length, start, end, 1);
  if (stop < first || (toIndex(start ?? 0) ?? 0) > cps.length) return ["", -1];
  return [cps.slice(first, stop).join(""), first];
}

/** str.find, rfind, index and rindex: a code-point index or -1 (index and rindex raise instead). */
function find(last: boolean, raise: boolean): readonly [string, BoundBuiltin] {
  return [
    "getargs: str.(sub start= end=)",
    (s: string, [sub, start, end], rt) => {
      // Python reads start and end before it looks at the substring's type.
      const [within, offset] = window(s, start, end, rt);
      const needle = strArg(sub, mustBeStr);
      const i = offset < 0 ? -1 : last ? within.lastIndexOf(needle) : within.indexOf(needle);
      if (i < 0 && raise) throw new TemplateRuntimeError("substring not found");
      // A UTF-16 index into the window as a code-point index.
      return i < 0 ? -1 : len(within.slice(0, i), rt) + offset;
    },
  ];
}

function affix(what: string, suffix: boolean): readonly [string, BoundBuiltin] {
  return [
    "getargs: str.(prefix start= end=)",
    (s: string, [prefix, start, end], rt) => {
      const [within, offset] = window(s, start, end, rt);
      const tupleArg = isTuple(prefix);
      // A tuple's items are checked one by one until one matches.
      for (const p of tupleArg ? (prefix as unknown[]) : [prefix]) {
        const ps = toStr(p);
        if (ps === null) {
          throw typeError(
            tupleArg
              ? `tuple for ${what} must only contain str, not ${typeName(p)}`
              : `${what} first arg must be str or a tuple of str, not ${typeName(p)}`,
          );
        }
        if (offset >= 0 && (suffix ? within.endsWith(ps) : within.startsWith(ps))) return true;
      }
      return false;
    },
  ];
}

/** `s` padded with `fill` to `width` code points, on the right (ljust), left (rjust) or both (center). */
export function justify(s: string, width: number, fill: string, how: string, rt: Runtime): string {
  const n = width - len(s, rt);
  if (n <= 0) return s;
  rt.grow(width);
  // center puts the extra character on the left when the string's length is odd.
  const left = how === "ljust" ? 0 : how === "rjust" ? n : Math.floor(n / 2) + (n & width & 1);
  return fill.repeat(left) + s + fill.repeat(n - left);
}

function justifyMethod(how: string): readonly [string, BoundBuiltin] {
  return [
    "clinic: str.(width fillchar= /)",
    (s: string, [width, fill = " "], rt) => {
      const w = index(width);
      const f = strArg(fill, (t) => `The fill character must be a unicode character, not ${t}`);
      if ([...f].length !== 1) throw typeError("The fill character must be exactly one character long");
      return justify(s, w, f, how, rt);
    },
  ];
}

/** The characters argument of str.strip (`name`) and its kin: a str, or null for whitespace. */
export function stripChars(chars: unknown, name: string): string | null {
  if (chars === undefined || chars === null) return null;
  return strArg(chars, () => `${name} arg must be None or str`);
}

function strip(name: string, left: boolean, right: boolean): readonly [string, BoundBuiltin] {
  return ["clinic: str.(chars= /)", (s: string, [chars]) => text.strip(s, stripChars(chars, name), left, right)];
}

function splitMethod(split: typeof text.split): readonly [string, BoundBuiltin] {
  return [
    "keywords: str.(sep= maxsplit=)",
    (s: string, [sep, max = -1], rt) => {
      // maxsplit is converted while the arguments are parsed, sep is checked afterwards.
      const maxsplit = index(max);
      const sepStr = sep === undefined || sep === null ? null : strArg(sep, (t) => `must be str or None, not ${t}`);
      if (sepStr === "") throw new TemplateRuntimeError("empty separator");
      const parts = split(s, sepStr, maxsplit);
      // Each part is a string of its own and an item of the list: about 32 bytes, and half a unit of work.
      rt.hold(parts.length * 32);
      rt.spend(parts.length / 2);
      return parts;
    },
  ];
}

function partition(last: boolean): readonly [string, BoundBuiltin] {
  return [
    "onearg: str.(sep)",
    (s: string, [sepV]) => {
      const sep = strArg(sepV, mustBeStr);
      if (sep === "") throw new TemplateRuntimeError("empty separator");
      const i = last ? s.lastIndexOf(sep) : s.indexOf(sep);
      if (i < 0) return tuple(last ? ["", "", s] : [s, "", ""]);
      return tuple([s.slice(0, i), sep, s.slice(i + sep.length)]);
    },
  ];
}

function removeAffix(affix: "prefix" | "suffix"): readonly [string, BoundBuiltin] {
  return [
    `onearg: str.(${affix})`,
    (s: string, [affixV]) => {
      const p = toStr(affixV);
      if (p === null) throw typeError(`remove${affix}() argument must be str, not ${clinicType(affixV)}`);
      if (affix === "suffix") return s.endsWith(p) ? s.slice(0, s.length - p.length) : s;
      return s.startsWith(p) ? s.slice(p.length) : s;
    },
  ];
}

/** `mapping[key]` as Python evaluates it for str.format_map's fields. */
function itemOf(mapping: unknown, key: string, rt: Runtime): unknown {
  if (isDict(mapping)) {
    const v = dictGet(mapping, key);
    if (v === undefined) throw new TemplateRuntimeError(`KeyError: ${quote(key)}`);
    return v;
  }
  failIfUndefined(mapping, rt);
  if (Array.isArray(mapping)) {
    throw typeError(`${isTuple(mapping) ? "tuple" : "list"} indices must be integers or slices, not str`);
  }
  if (toStr(mapping) !== null) throw typeError("string indices must be integers, not 'str'");
  throw typeError(`'${typeName(mapping)}' object is not subscriptable`);
}

/** Takes no arguments: `str.<name>()`. */
const none = (body: BoundBuiltin) => ["noargs: str.()", body] as const;

/** A str method that takes no arguments and tests each character against `re` (which needs one at least). */
const predicate = (re: RegExp) => none((s: string) => re.test(s));

/** The str methods, each with its CPython signature and argument parser (which words its errors; see args.ts). */
const STR_ENTRIES: Record<string, Builtin | readonly [string, BoundBuiltin]> = {
  strip: strip("strip", true, true),
  lstrip: strip("lstrip", true, false),
  rstrip: strip("rstrip", false, true),
  split: splitMethod(text.split),
  rsplit: splitMethod(text.rsplit),
  splitlines: ["keywords: str.(keepends=)", (s: string, [keepends = 0]) => text.splitlines(s, index(keepends) !== 0)],
  startswith: affix("startswith", false),
  endswith: affix("endswith", true),
  upper: none((s: string) => s.toUpperCase()),
  lower: none((s: string) => s.toLowerCase()),
  casefold: none(text.casefold),
  swapcase: none(text.swapcase),
  title: none(text.title),
  capitalize: none(text.capitalize),
  replace: [
    "clinic: str.(old new count= /)",
    (s: string, [oldV, newV, countV = -1], rt) => {
      const argument = (v: unknown, n: number) => {
        const t = toStr(v);
        if (t === null) throw typeError(`replace() argument ${n} must be str, not ${clinicType(v)}`);
        return t;
      };
      return text.replace(s, argument(oldV, 1), argument(newV, 2), index(countV), rt);
    },
  ],
  join: [
    "onearg: str.(iterable)",
    (sep: string, [iterable], rt) => {
      let items: readonly unknown[];
      try {
        items = iterate(iterable, rt);
      } catch (error) {
        if (iterable instanceof Undefined) throw error;
        throw typeError("can only join an iterable");
      }
      let length = -sep.length;
      const parts = items.map((item, i) => {
        const s = toStr(item);
        if (s === null) throw typeError(`sequence item ${i}: expected str instance, ${typeName(item)} found`);
        length += s.length + sep.length;
        return s;
      });
      rt.grow(length);
      return parts.join(sep);
    },
  ],
  format: (s, a, k, rt) => formatBraces(s as string, a, (key) => k?.get(key), rt),
  count: [
    "getargs: str.(sub start= end=)",
    (s: string, [sub, start, end], rt) => {
      const [within, offset] = window(s, start, end, rt);
      const needle = strArg(sub, mustBeStr);
      if (offset < 0) return 0;
      if (needle === "") return codePoints(within).length + 1;
      return within.split(needle).length - 1;
    },
  ],
  find: find(false, false),
  rfind: find(true, false),
  index: find(false, true),
  rindex: find(true, true),
  isdigit: predicate(/^[\p{Nd}\u00b2\u00b3\u00b9\u2070-\u2079\u2080-\u2089\u2460-\u2468]+$/u),
  isdecimal: predicate(/^\p{Nd}+$/u),
  isnumeric: predicate(/^\p{N}+$/u),
  isalpha: predicate(/^\p{L}+$/u),
  isalnum: predicate(/^[\p{L}\p{N}]+$/u),
  // eslint-disable-next-line no-control-regex -- Python treats these control characters specially
  isascii: none((s: string) => /^[\x00-\x7f]*$/.test(s)),
  isidentifier: predicate(/^[\p{ID_Start}_][\p{ID_Continue}]*$/u),
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
    "onearg: str.(width)",
    (s: string, [widthV], rt) => {
      const width = index(widthV);
      const n = width - len(s, rt);
      if (n <= 0) return s;
      rt.grow(width);
      const sign = s[0] === "-" || s[0] === "+" ? (s[0] as string) : "";
      return sign + "0".repeat(n) + s.slice(sign.length);
    },
  ],
  partition: partition(false),
  rpartition: partition(true),
  removeprefix: removeAffix("prefix"),
  removesuffix: removeAffix("suffix"),
  expandtabs: [
    "keywords: str.(tabsize=)",
    (s: string, [size = 8], rt) => {
      const tab = index(size);
      let col = 0;
      let length = s.length;
      // Runs of other characters move the column by their code points; a line break resets it.
      return rt.built(
        text.replaceEach(
          s,
          /[^\t\n\r]+|./gsu,
          ([part]) => {
            if (part !== "\t") {
              col = part === "\n" || part === "\r" ? 0 : col + len(part, rt);
              return part;
            }
            const n = tab > 0 ? tab - (col % tab) : 0;
            col += n;
            rt.checkSize((length += n - 1));
            return " ".repeat(n);
          },
          rt,
        ),
      );
    },
  ],
  // jinja2's sandbox replaces format_map with its own wrapper, which words the argument errors.
  format_map: [
    "onearg: format_map(mapping)",
    (s: string, [mapping], rt) => formatBraces(s, [], (key) => itemOf(mapping, key, rt), rt),
  ],
};

const STR_SIGNATURES = new Map<string, Signature>();
const STR_METHODS: ReadonlyMap<string, Builtin> = table(STR_ENTRIES, STR_SIGNATURES);

/**
 * Markup methods escape their string arguments and keep the result safe, as markupsafe does: all of str's but the
 * tests (`is...`, `startswith`, `endswith`), the searches (`count`, `find`, `index` and their `r` forms) and
 * `format_map`.
 */
const MARKUP_PLAIN = /^(is|count|format_map|r?find|r?index|(start|end)swith)/;

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

/** `_PyEval_SliceIndexNotNone`: list.index's start and stop are ints (None is refused too). */
function boundArg(v: unknown): unknown {
  if (v !== undefined && toIndex(v) === null)
    throw typeError("slice indices must be integers or have an __index__ method");
  return v ?? null;
}

/** The methods lists and tuples share, under Python's names for `kind`'s, and list.copy. */
function sequenceMethods(kind: "list" | "tuple"): Map<string, Builtin> {
  return table({
    count: [
      `onearg: ${kind}.(value)`,
      (self: unknown[], [x], rt) => {
        rt.spend(self.length / 16);
        return self.filter((item) => eq(item, x, rt)).length;
      },
    ],
    index: [
      `clinic: ${kind}.(value start= stop= /)`,
      (self: unknown[], [x, start, stop], rt) => {
        const [first, end] = sliceBounds(self.length, boundArg(start), boundArg(stop), 1);
        rt.spend(self.length / 16);
        for (let i = first; i < end; i++) if (eq(self[i], x, rt)) return i;
        throw new TemplateRuntimeError(
          kind === "list" ? `${rt.repr(x)} is not in list` : "tuple.index(x): x not in tuple",
        );
      },
    ],
    ...(kind === "list" ? { copy: ["noargs: list.()", (self: unknown[]) => self.slice()] as const } : {}),
  });
}

const TUPLE_METHODS = sequenceMethods("tuple");
const LIST_METHODS = sequenceMethods("list");

const RANGE_METHODS = table({
  count: ["onearg: range.(value)", (self: PyRange, [x]) => (self.indexOf(x) < 0 ? 0 : 1)],
  index: [
    "onearg: range.(value)",
    (self: PyRange, [x], rt) => {
      const i = self.indexOf(x);
      if (i >= 0) return i;
      throw new TemplateRuntimeError(
        isInt(x) ? `${rt.repr(x)} is not in range` : "sequence.index(x): x not in sequence",
      );
    },
  ],
});

type AnyDict = Map<unknown, unknown> | Record<string, unknown>;

const view = (kind: "items" | "keys" | "values") =>
  ["noargs: dict.()", (self: AnyDict) => new DictView(kind, self)] as const;

const DICT_METHODS = table({
  get: [
    "clinic: dict.(key default= /)",
    (self: AnyDict, [key, dflt]) => {
      const v = dictGet(self, hashableKey(key));
      return v === undefined ? (dflt ?? null) : v;
    },
  ],
  items: view("items"),
  keys: view("keys"),
  values: view("values"),
  copy: ["noargs: dict.()", (self: AnyDict, _, rt) => copyDict(self, rt)],
});

/** Is `name` a mutating method of `self`'s type (which the sandbox refuses)? */
function isUnsafeMethod(self: unknown, name: string): boolean {
  if (Array.isArray(self)) return !isTuple(self) && UNSAFE_LIST_METHODS.has(name);
  return isDict(self) && UNSAFE_DICT_METHODS.has(name);
}

/** Finds a safe method of `self`'s type; null when the type has no such method. */
function findMethod(self: unknown, name: string): Builtin | null {
  const methods =
    toStr(self) !== null
      ? STR_METHODS
      : Array.isArray(self)
        ? isTuple(self)
          ? TUPLE_METHODS
          : LIST_METHODS
        : isDict(self)
          ? DICT_METHODS
          : self instanceof PyRange
            ? RANGE_METHODS
            : null;
  return methods?.get(name) ?? null;
}

/**
 * Markup's own methods are written in Python (markupsafe): their errors count `self`, and all but a few take
 * their arguments only positionally.
 */
const MARKUP_KEYWORDS = /split|expandtabs|removesuffix/;

const SLOW = /^(is|title|swapcase|casefold|rsplit|splitlines|format)/;

/** Calls a method found with findMethod, applying Markup's escaping rules when `self` is safe text. */
function callMethod(
  method: Builtin,
  self: unknown,
  name: string,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): unknown {
  // These walk a string code point by code point in JavaScript: about a unit every two (past what a call costs).
  const n = toStr(self)?.length ?? 0;
  if (n > 64 && SLOW.test(name)) rt.spend(n / 2);
  if (!(self instanceof Markup)) return method(self, args, kwargs, rt);
  if (MARKUP_PLAIN.test(name)) return method(self.s, args, kwargs, rt);
  const sig = STR_SIGNATURES.get(name);
  if (sig !== undefined) {
    // Markup passes its arguments on to str's method positionally (those not given as undefined, which str's
    // method takes as not given either).
    const positionalOnly = !MARKUP_KEYWORDS.test(name);
    args = bind({ ...sig, name: `Markup.${name}`, style: "py", implicit: ["self"], positionalOnly }, args, kwargs);
    kwargs = null;
  }
  if (name === "join") {
    // Markup items stay as they are (str.join reads their text).
    const items = iterate(args[0], rt).map(escapeArg);
    return markupResult(method(self.s, [items], null, rt));
  }
  const escapedKwargs = kwargs === null ? null : new Map([...kwargs].map(([k, v]) => [k, escapeArg(v)]));
  return markupResult(method(self.s, args.map(escapeArg), escapedKwargs, rt));
}

/** Dict attributes, safe and refused: `d.name` for these is the method, not the item `d['name']`. */
const DICT_ATTRIBUTES = new Set([...DICT_METHODS.keys(), ...UNSAFE_DICT_METHODS]);

/** The methods of str, list, tuple, dict and range, as the runtime looks them up (see Methods). */
export const METHODS: Methods = {
  find: findMethod,
  call: callMethod,
  isDictAttribute: (name) => DICT_ATTRIBUTES.has(name),
  isUnsafe: isUnsafeMethod,
};

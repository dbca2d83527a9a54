/** Python's json.dumps, as transformers' `tojson` filter calls it. */

import { TemplateRuntimeError } from "../errors.js";
import { replaceEach } from "../pytext.js";
import { compare, dictItems, hasSurrogates, mul, truthy, unpack } from "./ops.js";
import { floatToString, intToString, typeName } from "./repr.js";
import { typeError } from "./fail.js";
import type { Runtime } from "./contract.js";
import { isDict, isFloat, isInt, toNumber, toStr } from "./values.js";

/** The options as a tuple (its field names would survive minification); indent null is one line. */
export type JsonOptions = [
  ensureAscii: boolean,
  indent: string | null,
  itemSeparator: string,
  keySeparator: string,
  sortKeys: boolean,
];

/**
 * Reads tojson's Python arguments (ensure_ascii, indent, separators, sort_keys) for encoding `value`, failing
 * where json.dumps does: separators are unpacked into two strings first; a non-str indent is `" " * indent`, which
 * json.dumps never computes for a str value.
 */
export function jsonOptions(
  value: unknown,
  [ensureAscii, indent, separators, sortKeys]: unknown[],
  rt: Runtime,
): JsonOptions {
  const text = toStr(value) !== null;
  const indented = indent !== null && indent !== undefined;
  let itemSeparator = indented ? "," : ", ";
  let keySeparator = ": ";
  if (separators !== null && separators !== undefined) {
    const [item, key] = unpack(separators, 2, rt);
    if (!text && !indented) {
      // The C encoder (no indent) takes the key separator as its 5th argument, the item separator as its 6th.
      const encoderArgs = [key, item];
      const wrong = encoderArgs.findIndex((v) => toStr(v) === null);
      if (wrong >= 0) {
        throw typeError(`make_encoder() argument ${5 + wrong} must be str, not ${typeName(encoderArgs[wrong])}`);
      }
    }
    itemSeparator = rt.str(item);
    keySeparator = rt.str(key);
  }
  return [
    truthy(ensureAscii),
    !indented ? null : (toStr(indent) ?? (text ? "" : (mul(" ", indent, rt) as string))),
    itemSeparator,
    keySeparator,
    truthy(sortKeys),
  ];
}

// eslint-disable-next-line no-control-regex -- Python treats these control characters specially
const NEEDS_ESCAPE = /["\\\x00-\x1f]/g;
const NEEDS_ESCAPE_ASCII = /["\\]|[^ -~]/g;

/** JSON.stringify escapes a character as json.dumps does, except those it leaves as they are (not ASCII, DEL). */
function unicodeEscape(c: string): string {
  const json = JSON.stringify(c);
  return json.length > 3 ? json.slice(1, -1) : "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}

/**
 * json.dumps of a str. JSON.stringify writes the same, but for surrogates without their pair (json.dumps keeps
 * them as they are) and, with ensure_ascii, what is not ASCII.
 */
function jsonString(s: string, ensureAscii: boolean, rt: Runtime): string {
  if (!ensureAscii && !hasSurrogates(s)) return JSON.stringify(s);
  return '"' + replaceEach(s, ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE, ([c]) => unicodeEscape(c), rt) + '"';
}

/** json.dumps writes nan and the infinities as JavaScript names them. */
function jsonFloat(x: number): string {
  return Number.isFinite(x) ? floatToString(x) : String(x);
}

/** The JSON of a number, bool or None (as a key, json.dumps writes it as a string of that), else null. */
function jsonScalar(v: unknown): string | null {
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (isInt(v)) return intToString(v);
  return isFloat(v) ? jsonFloat(toNumber(v) as number) : null;
}

function jsonKey(key: unknown): string {
  const s = toStr(key) ?? jsonScalar(key);
  if (s === null) throw typeError(`keys must be str, int, float, bool or None, not ${typeName(key)}`);
  return s;
}

/**
 * json.dumps of `value`, written piece by piece into one string whose length is checked as it grows (JavaScript
 * joins the pieces as a rope: the flat text is built only once it is whole, and counted then).
 */
export function toJson(
  value: unknown,
  [ensureAscii, indent, itemSeparator, keySeparator, sortKeys]: JsonOptions,
  rt: Runtime,
): string {
  const stack: unknown[] = [];
  let out = "";
  const put = (s: string) => rt.checkSize((out += s).length);
  const encode = (v: unknown, level: number): void => {
    const s = toStr(v);
    // A string is at least its characters and quotes: one too long is refused before it is escaped.
    if (s !== null) return put((rt.checkSize(out.length + s.length + 2), jsonString(s, ensureAscii, rt)));
    const scalar = jsonScalar(v);
    if (scalar !== null) return put(scalar);
    const isList = Array.isArray(v);
    if (!isList && !isDict(v)) throw typeError(`Object of type ${typeName(v)} is not JSON serializable`);
    if (stack.includes(v)) throw new TemplateRuntimeError("Circular reference detected");
    stack.push(v);
    let values = v as unknown[];
    let keys: string[] = [];
    if (!isList) {
      const items = dictItems(v) as [unknown, unknown][];
      if (sortKeys) items.sort((a, b) => compare(a[0], b[0], "<", rt));
      // Every key is checked before any value is encoded.
      keys = items.map(([k]) => jsonString(jsonKey(k), ensureAscii, rt) + keySeparator);
      values = items.map(([, item]) => item);
    }
    put(isList ? "[" : "{");
    rt.spend(values.length);
    if (values.length > 0) {
      const inner = indent === null ? "" : "\n" + indent.repeat(level + 1);
      values.forEach((item, i) => {
        put((i > 0 ? itemSeparator : "") + inner + (keys[i] ?? ""));
        encode(item, level + 1);
      });
      put(indent === null ? "" : "\n" + indent.repeat(level));
    }
    put(isList ? "]" : "}");
    stack.pop();
  };
  encode(value, 0);
  return rt.built(out);
}

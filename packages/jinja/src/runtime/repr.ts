/** Python's `str()`, `repr()` and type names for the value model in values.ts. */

import { TemplateRuntimeError } from "../errors.js";
import { hexEscape } from "../pytext.js";
import type { Runtime } from "./contract.js";
import { Markup, PyFloat, PyObject, isIntNumber, isPlainDict, isTuple, tupleFields } from "./values.js";

export function typeName(v: unknown): string {
  if (v === null) return "NoneType";
  switch (typeof v) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return isIntNumber(v) ? "int" : "float";
    case "bigint":
      return "int";
    case "function":
      return "function";
    case "undefined":
      return "Undefined";
    default:
      break;
  }
  if (v instanceof PyObject) return v.typeName;
  if (v instanceof PyFloat) return "float";
  if (v instanceof Markup) return "Markup";
  // groupby's (grouper, list) tuples are jinja2's _GroupTuple.
  if (Array.isArray(v)) return isTuple(v) ? (tupleFields(v) === undefined ? "tuple" : "_GroupTuple") : "list";
  if (v instanceof Map || isPlainDict(v)) return "dict";
  return foreignTypeName(v);
}

/**
 * A value from the context that is none of Python's types (a Date, a Set, a BigInt, a class instance...): named
 * by its constructor, as Python names an object by its class.
 */
function foreignTypeName(v: unknown): string {
  const ctor = (v as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof ctor === "string" && /^[A-Za-z_$][\w$]*$/.test(ctor) ? ctor : "object";
}

/** Python's limit on converting an int to decimal text (sys.int_info.default_max_str_digits). */
const MAX_STR_DIGITS = 4300;

/** str(int): exact digits past 2^53, where JavaScript prints a double's shortest digits, as Python does. */
export function intToString(n: number | bigint): string {
  if (typeof n === "number" && Number.isSafeInteger(n)) return String(n);
  const s = BigInt(n).toString();
  if (s.replace("-", "").length > MAX_STR_DIGITS) {
    throw new TemplateRuntimeError(
      `Exceeds the limit (${MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit`,
    );
  }
  return s;
}

/**
 * Python's repr(float): shortest round-trip digits, exponent form outside 1e-4 <= |x| < 1e16. JavaScript writes
 * the same digits, and writes that range without an exponent too.
 */
export function floatToString(x: number): string {
  if (!Number.isFinite(x)) return x !== x ? "nan" : x > 0 ? "inf" : "-inf";
  if (Object.is(x, -0)) return "-0.0";
  const [mantissa, expText] = x.toExponential().split("e") as [string, string];
  const exp = Number(expText);
  // The exponent keeps its sign (JavaScript always writes one) and gets at least two digits.
  if (exp < -4 || exp >= 16) return `${mantissa}e${expText[0]}${expText.slice(1).padStart(2, "0")}`;
  const fixed = String(x);
  return fixed.includes(".") ? fixed : fixed + ".0";
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
const PLAIN_ASCII = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/;

/** Python's repr(str): single quotes unless the text has ' and no ", escapes for the rest. */
export function quote(s: string): string {
  if (PLAIN_ASCII.test(s)) return `'${s}'`;
  return quoteWith(s, s.includes("'") && !s.includes('"') ? '"' : "'", true);
}

const CONTROL_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * `s` between `q` quotes with Python's escapes: the quote and backslash, \n \r \t, other control characters
 * as \xNN, and (`unprintable`, as repr does) non-printable non-ASCII characters as \x, \u or \U escapes.
 */
export function quoteWith(s: string, q: string, unprintable: boolean): string {
  let out = q;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === q || ch === "\\") out += "\\" + ch;
    else if (CONTROL_ESCAPES[ch] !== undefined) out += CONTROL_ESCAPES[ch];
    else if (c < 0x20 || c === 0x7f || (unprintable && c > 0x7f && NON_PRINTABLE.test(ch))) out += hexEscape(c);
    else out += ch;
  }
  return out + q;
}

/** Python `str(v)`: what `{{ v }}` prints. */
export function str(v: unknown, rt: Runtime): string {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return isIntNumber(v) ? intToString(v) : floatToString(v);
    case "boolean":
      return v ? "True" : "False";
    case "undefined":
      return "";
    case "bigint":
      return intToString(v);
    case "symbol":
      return "<symbol>";
    default:
      break;
  }
  if (v === null) return "None";
  if (v instanceof Markup) return v.s;
  if (v instanceof PyObject) return v.str(rt);
  return repr(v, rt);
}

/** Python `repr(v)`: how values print inside lists and dicts. */
export function repr(v: unknown, rt: Runtime, seen: unknown[] = []): string {
  if (typeof v === "string") {
    rt.spend(v.length / 16);
    return quote(v);
  }
  if (v instanceof PyFloat) return floatToString(v.value);
  if (v instanceof Markup) return `Markup(${quote(v.s)})`;
  const isList = Array.isArray(v);
  if (isList || v instanceof Map || isPlainDict(v)) {
    const brackets = !isList ? "{}" : isTuple(v) ? "()" : "[]";
    if (seen.includes(v)) return `${brackets[0]}...${brackets[1]}`;
    seen.push(v);
    // The text grows item by item, its length checked as it does (each item is about a unit of work).
    let length = 0;
    const part = (text: string) => {
      rt.spend(1);
      rt.checkSize((length += text.length + 2));
      return text;
    };
    const parts = isList
      ? v.map((item) => part(repr(item, rt, seen)))
      : [...(v instanceof Map ? v : Object.entries(v))].map(([key, value]) =>
          part(`${repr(key, rt, seen)}: ${repr(value, rt, seen)}`),
        );
    seen.pop();
    // A one-item tuple keeps its comma: (1,).
    return rt.built(brackets[0] + parts.join(", ") + (brackets === "()" && parts.length === 1 ? ",)" : brackets[1]));
  }
  if (v instanceof PyObject) return v.repr(rt);
  if (typeof v === "function") return "<function>";
  if (v === null || typeof v !== "object") return str(v, rt);
  // Any other JavaScript object (Date, Set, class instance) is opaque to templates.
  return "<object>";
}

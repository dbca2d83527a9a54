/** Python string formatting: `fmt % args` (and the `format` filter) and `str.format()`. */

import { TemplateRuntimeError } from "../errors.js";
import { escapeHtml, hexEscape } from "../pytext.js";
import { floatToString, intToString, quote, typeName } from "./repr.js";
import { failIfUndefined, typeError } from "./fail.js";
import type { Runtime } from "./runtime.js";
import { Markup, PyRange, Undefined, isDict, isFloat, isInt, isTuple, toNumber, toStr } from "./values.js";

// ---- number rendering shared by both styles ----

/**
 * Is |x| * 10^digits exactly halfway between two integers? (JavaScript rounds those up, Python to even.)
 * For digits >= 0 that is when x is an odd multiple of 2^-(digits+1); scaling a double by a power of two is
 * exact. For digits < 0 (rounding to tens, hundreds...) it is when |x| is an odd multiple of 10^-digits / 2,
 * which no double is beyond 10^22 (it would need 5^23 > 2^53 in its mantissa).
 */
function isTie(x: number, digits: number): boolean {
  if (digits < 0) {
    const unit = 10 ** -digits;
    return digits >= -22 && Math.abs(x) % unit === unit / 2;
  }
  const scaled = Math.abs(x) * 2 ** (digits + 1);
  return Number.isInteger(scaled) && scaled % 2 === 1;
}

/** Digits JavaScript rounded up from a tie, rounded to even instead: an odd last digit goes one down. */
function tieToEven(digits: string): string {
  const last = digits.charCodeAt(digits.length - 1) - 48;
  return last % 2 === 1 ? digits.slice(0, -1) + String(last - 1) : digits;
}

const isNegative = (x: number) => x < 0 || Object.is(x, -0);

/** `'%.{digits}f' % x` with Python's round-half-even on the exact binary value. */
export function toFixed(x: number, digits: number): string {
  if (digits > 100) throw new TemplateRuntimeError("Format precision above 100 is not supported");
  if (Math.abs(x) >= 1e21) return BigInt(x).toString() + (digits > 0 ? "." + "0".repeat(digits) : "");
  const s = Math.abs(x).toFixed(digits);
  return (isNegative(x) ? "-" : "") + (isTie(x, digits) ? tieToEven(s) : s);
}

/** The decimal exponent of x written with `digits` digits after the point (rounding can carry into it). */
const exponent = (x: number, digits: number) => Number(x.toExponential(digits).split("e")[1]);

/** `'%.{digits}e' % x` for a non-negative x, with Python's round-half-even. */
function toExponent(x: number, digits: number, upper: boolean): string {
  const d = Math.min(digits, 100);
  const mant = x.toExponential(d).split("e")[0] as string;
  const n = exponent(x, d);
  // A tie rounds to even in Python; toExponential rounds it up.
  const exact = exponent(x, 20);
  const rounded = n === exact && isTie(x, d - exact) ? tieToEven(mant) : mant;
  const s = `${rounded}e${n < 0 ? "-" : "+"}${String(Math.abs(n)).padStart(2, "0")}`;
  return upper ? s.toUpperCase() : s;
}

function stripZeros(s: string): string {
  const [mant, exp] = s.split(/(?=[eE])/) as [string, string | undefined];
  const trimmed = mant.includes(".") ? mant.replace(/\.?0+$/, "") : mant;
  return trimmed + (exp ?? "");
}

/**
 * Python's 'g' presentation of a non-negative float; `noType` is a precision without a presentation type, which
 * is like 'g' but scientific from exp >= p - 1, and never "1" for 1.0.
 */
function toGeneral(x: number, precision: number, upper: boolean, alternate: boolean, noType: boolean): string {
  const p = precision === 0 ? 1 : precision;
  const exp = exponent(x, p - 1);
  const scientific = exp < -4 || exp >= (noType ? p - 1 : p);
  const s = scientific ? toExponent(x, p - 1, upper) : toFixed(x, p - 1 - exp);
  if (alternate) return withPoint(s);
  const stripped = stripZeros(s);
  return noType && !scientific && !stripped.includes(".") ? stripped + ".0" : stripped;
}

/** The alternate form (`#`) always shows a decimal point: "1." and "1.e+16". */
function withPoint(s: string): string {
  if (s.includes(".")) return s;
  const e = s.search(/[eE]/);
  return e < 0 ? s + "." : s.slice(0, e) + "." + s.slice(e);
}

/**
 * Renders a non-negative float (the callers add the sign) in one of Python's presentations: f F e E g G %, or
 * "" for a precision without a type.
 */
function floatPresentation(x: number, type: string, precision: number, alternate: boolean): string {
  const upper = type === "F" || type === "E" || type === "G";
  if (!Number.isFinite(x)) {
    const special = x === Infinity ? "inf" : "nan";
    return (upper ? special.toUpperCase() : special) + (type === "%" ? "%" : "");
  }
  if (type === "g" || type === "G" || type === "") return toGeneral(x, precision, upper, alternate, type === "");
  const s =
    type === "e" || type === "E" ? toExponent(x, precision, upper) : toFixed(type === "%" ? x * 100 : x, precision);
  return (alternate ? withPoint(s) : s) + (type === "%" ? "%" : "");
}

const INT_BASES: Record<string, number> = { b: 2, o: 8, x: 16, X: 16 };

/** A conversion (`%s`, `%r`, `%a` and `!s`, `!r`, `!a`): str(), repr() or ascii() (the repr, non-ASCII escaped). */
function convert(value: unknown, conversion: string, rt: Runtime): string {
  const s = conversion === "s" ? rt.str(value) : rt.repr(value);
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
  return conversion === "a" ? s.replace(/[^\x00-\x7f]/gu, (c) => hexEscape(c.codePointAt(0) as number)) : s;
}

/**
 * The digits of a non-negative int for a presentation type shared by `%` and format() (d, b, o, x, X; any other
 * is decimal), at least `precision` of them, after a `0x`-style prefix when `alternate`.
 */
function intDigits(abs: number, type: string, alternate: boolean, precision: number): string {
  const base = INT_BASES[type];
  let digits = base === undefined ? intToString(abs) : abs.toString(base);
  if (type === "X") digits = digits.toUpperCase();
  digits = digits.padStart(precision, "0");
  return alternate && base !== undefined ? "0" + type + digits : digits;
}

function codePoint(n: number): string {
  if (!(n >= 0 && n <= 0x10ffff)) throw new TemplateRuntimeError("%c arg not in range(0x110000)");
  return String.fromCodePoint(n);
}

function pad(body: string, width: number, fill: string, align: string, signLength: number): string {
  const length = [...body].length;
  if (width <= length) return body;
  const n = width - length;
  switch (align) {
    case "<":
      return body + fill.repeat(n);
    case "^":
      return fill.repeat(Math.floor(n / 2)) + body + fill.repeat(n - Math.floor(n / 2));
    case "=":
      return body.slice(0, signLength) + fill.repeat(n) + body.slice(signLength);
    default:
      return fill.repeat(n) + body;
  }
}

function group(intDigits: string, sep: string, every: number): string {
  let out = "";
  for (let i = 0; i < intDigits.length; i++) {
    if (i > 0 && (intDigits.length - i) % every === 0) out += sep;
    out += intDigits[i];
  }
  return out;
}

// ---- str.format() ----

interface Spec {
  fill: string;
  /** The alignment written in the spec ("" if none). */
  explicitAlign: string;
  align: string;
  /** The sign written in the spec ("" if none: then only negative numbers get one). */
  sign: string;
  alternate: boolean;
  width: number;
  grouping: string;
  precision: number | null;
  type: string;
}

const SPEC = /^(?:(.)?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([bcdeEfFgGnosxX%])?$/su;

/** The same, with any character as the presentation type (to tell an unknown type from a malformed spec). */
const SPEC_ANY_TYPE = new RegExp(SPEC.source.replace("[bcdeEfFgGnosxX%])?$", "(.))$"), "su");

function parseSpec(spec: string, value: unknown): Spec {
  const m = SPEC.exec(spec);
  if (m === null) {
    const unknown = SPEC_ANY_TYPE.exec(spec)?.[10];
    throw new TemplateRuntimeError(
      unknown === undefined
        ? `Invalid format specifier '${spec}' for object of type '${typeName(value)}'`
        : `Unknown format code '${unknown}' for object of type '${typeName(value)}'`,
    );
  }
  const zero = m[6] !== undefined;
  return {
    fill: m[1] ?? (zero ? "0" : " "),
    explicitAlign: m[2] ?? "",
    align: m[2] ?? (zero ? "=" : ""),
    sign: m[3] ?? "",
    alternate: m[5] !== undefined,
    width: m[7] !== undefined ? Number(m[7]) : 0,
    grouping: m[8] ?? "",
    precision: m[9] !== undefined ? Number(m[9]) : null,
    type: m[10] ?? "",
  };
}

function signed(negative: boolean, sign: string): string {
  return negative ? "-" : sign === "-" ? "" : sign;
}

/** Parsing a spec refuses a grouping its presentation type cannot have (before the value looks at the rest). */
function checkGrouping(s: Spec, type: string): void {
  if (s.grouping && !"defgEG%F".includes(type) && !(s.grouping === "_" && "boxX".includes(type))) {
    throw typeError(`Cannot specify '${s.grouping}' with '${type}'.`);
  }
}

/** Python's format(value, spec) for str, int, float, bool and None. */
function formatValue(value: unknown, spec: string, rt: Runtime): string {
  if (spec === "") return rt.str(value);
  const s = parseSpec(spec, value);
  rt.checkSize(s.width);
  const text = toStr(value);
  if (text !== null) {
    checkGrouping(s, s.type || "s");
    if (s.type !== "" && s.type !== "s") throw typeError(`Unknown format code '${s.type}' for object of type 'str'`);
    if (s.sign !== "") {
      throw typeError(`${s.sign === " " ? "Space" : "Sign"} not allowed in string format specifier`);
    }
    if (s.alternate) throw typeError("Alternate form (#) not allowed in string format specifier");
    if (s.explicitAlign === "=") throw typeError("'=' alignment not allowed in string format specifier");
    const body = s.precision === null ? text : [...text].slice(0, s.precision).join("");
    return pad(body, s.width, s.fill, s.explicitAlign || "<", 0);
  }
  const n = toNumber(value);
  if (n === null) {
    failIfUndefined(value, rt);
    throw typeError(`unsupported format string passed to ${typeName(value)}.__format__`);
  }
  checkGrouping(s, s.type);
  const floatValue = isFloat(value);
  let body: string;
  let sign = signed(isNegative(n), s.sign);
  // "bcdoxXn".includes("") too: an int without a presentation type.
  if (!floatValue && "bcdoxXn".includes(s.type)) {
    if (s.precision !== null) throw new TemplateRuntimeError("Precision not allowed in integer format specifier");
    if (s.type === "c") {
      if (s.sign !== "") throw typeError("Sign not allowed with integer format specifier 'c'");
      sign = "";
      body = codePoint(n);
    } else body = intDigits(Math.abs(n), s.type, s.alternate, 0);
  } else if (s.type === "") {
    if (s.precision !== null) body = floatPresentation(Math.abs(n), "", s.precision, s.alternate);
    else body = s.alternate && Number.isFinite(n) ? withPoint(floatToString(Math.abs(n))) : floatToString(Math.abs(n));
  } else if ("eEfFgG%n".includes(s.type)) {
    body = floatPresentation(Math.abs(n), s.type === "n" ? "g" : s.type, s.precision ?? 6, s.alternate);
  } else {
    throw typeError(`Unknown format code '${s.type}' for object of type '${typeName(value)}'`);
  }
  // With '=' the padding goes after the sign and any 0x/0o/0b prefix.
  const prefix = /^0[bBoxX]/.test(body) ? body.slice(0, 2) : "";
  if (s.grouping) {
    // The integer digits are grouped here, together with any zero padding.
    const hex = s.type === "x" || s.type === "X";
    const digits = body.slice(prefix.length).match(hex ? /^[0-9a-fA-F]*/ : /^[0-9]*/)?.[0] ?? "";
    const rest = body.slice(prefix.length + digits.length);
    const every = INT_BASES[s.type] === undefined ? 3 : 4;
    let intDigits = digits;
    if (s.fill === "0" && (s.align || "=") === "=") {
      // Zero padding is grouped like the digits it extends (Python's format).
      const room = s.width - sign.length - prefix.length - rest.length;
      while (group(intDigits, s.grouping, every).length < room) intDigits = "0" + intDigits;
    }
    body = prefix + group(intDigits, s.grouping, every) + rest;
  }
  return pad(sign + body, s.width, s.fill, s.align || ">", sign.length + prefix.length);
}

const SWITCH_NUMBERING = "cannot switch from manual field specification to automatic field numbering";

/** `'{}'.format(...)` with field names, attribute/index chains, conversions and nested specs. */
export function formatBraces(
  fmt: string,
  args: unknown[],
  named: (key: string) => unknown,
  rt: Runtime,
  getField: (obj: unknown, key: string | number, isAttr: boolean) => unknown,
): string {
  let out = "";
  let auto = 0;
  let i = 0;
  const resolve = (field: string): unknown => {
    const m = /^([^.[]*)(.*)$/s.exec(field) as RegExpExecArray;
    const head = m[1] as string;
    let value: unknown;
    if (head === "" || /^\d+$/.test(head)) {
      // `auto` counts automatic fields, -1 once a field is numbered; string.Formatter (which jinja2's sandbox
      // uses) words both directions of the switch alike.
      const numbered = head !== "";
      if (numbered ? auto > 0 : auto < 0) throw new TemplateRuntimeError(SWITCH_NUMBERING);
      value = args[numbered ? Number(head) : auto++];
      if (numbered) auto = -1;
      if (value === undefined) throw new TemplateRuntimeError("tuple index out of range");
    } else {
      value = named(head);
      if (value === undefined) throw new TemplateRuntimeError(`KeyError: ${quote(head)}`);
    }
    const rest = m[2] as string;
    const part = /\.([^.[]+)|\[([^\]]+)\]/gy;
    let pm: RegExpExecArray | null;
    let consumed = 0;
    while ((pm = part.exec(rest)) !== null) {
      consumed = part.lastIndex;
      if (pm[1] !== undefined) value = getField(value, pm[1], true);
      else {
        const key = pm[2] as string;
        value = getField(value, /^\d+$/.test(key) ? Number(key) : key, false);
      }
    }
    if (consumed !== rest.length) throw new TemplateRuntimeError(`Invalid format field '${field}'`);
    return value;
  };
  while (i < fmt.length) {
    const ch = fmt[i] as string;
    if (ch === "}") {
      if (fmt[i + 1] !== "}") throw new TemplateRuntimeError("Single '}' encountered in format string");
      out += "}";
      i += 2;
      continue;
    }
    if (ch !== "{") {
      out += ch;
      i++;
      continue;
    }
    if (fmt[i + 1] === "{") {
      out += "{";
      i += 2;
      continue;
    }
    if (i + 1 === fmt.length) throw new TemplateRuntimeError("Single '{' encountered in format string");
    let depth = 1;
    let j = i + 1;
    while (j < fmt.length && depth > 0) {
      if (fmt[j] === "{") depth++;
      else if (fmt[j] === "}") depth--;
      j++;
    }
    if (depth !== 0) throw new TemplateRuntimeError("expected '}' before end of string");
    const inner = fmt.slice(i + 1, j - 1);
    const m = /^([^!:]*)(?:!([rsa]))?(?::(.*))?$/s.exec(inner);
    if (m === null) {
      const conversion = /^[^!:]*!(.)?(.)?/s.exec(inner);
      if (conversion !== null && conversion[1] !== undefined && !"rsa".includes(conversion[1])) {
        throw new TemplateRuntimeError(`Unknown conversion specifier ${conversion[1]}`);
      }
      throw new TemplateRuntimeError(
        conversion?.[1] !== undefined ? "expected ':' after conversion specifier" : `Invalid format field '{${inner}}'`,
      );
    }
    let value = resolve(m[1] as string);
    if (m[2] !== undefined) value = convert(value, m[2], rt);
    const spec = (m[3] ?? "").replace(/\{([^{}]*)\}/g, (_all, f: string) => rt.str(resolve(f)));
    out += formatValue(value, spec, rt);
    rt.checkSize(out.length);
    i = j;
  }
  return out;
}

// ---- printf-style `%` ----

const PERCENT = /%(?:\(([^)]*)\))?([-#0 +]*)(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.?)/gsu;

/** `fmt % values`: a tuple gives positional values, a dict can serve `%(name)s`, anything else is one value. */
export function formatPercent(fmt: string, values: unknown, rt: Runtime, markup: boolean): string | Markup {
  const positional = isTuple(values) ? (values as unknown[]) : [values];
  const mapping = isDict(values) ? values : null;
  // Python treats any non-tuple, non-str argument with __getitem__ as a mapping: no "not all converted" check.
  const mappingLike =
    mapping !== null ||
    (!isTuple(values) &&
      toStr(values) === null &&
      (Array.isArray(values) || values instanceof Undefined || values instanceof PyRange));
  let next = 0;
  let usedMapping = false;
  const take = (): unknown => {
    if (next >= positional.length) throw typeError("not enough arguments for format string");
    return positional[next++];
  };
  let out = "";
  let last = 0;
  PERCENT.lastIndex = 0;
  for (let m = PERCENT.exec(fmt); m !== null; m = PERCENT.exec(fmt)) {
    out += fmt.slice(last, m.index);
    last = PERCENT.lastIndex;
    const [, key, flags = "", widthText, precisionText, conv = ""] = m;
    if (conv === "") throw new TemplateRuntimeError("incomplete format");
    if (!"diouxXeEfFgGcrsa%".includes(conv)) {
      const code = (conv.codePointAt(0) as number).toString(16);
      throw new TemplateRuntimeError(
        `unsupported format character '${conv}' (0x${code}) at index ${[...fmt.slice(0, PERCENT.lastIndex)].length - 1}`,
      );
    }
    if (conv === "%" && key === undefined && flags === "" && widthText === undefined) {
      out += "%";
      continue;
    }
    const star = () => {
      const n = take();
      if (!isInt(n) && typeof n !== "boolean") throw typeError("* wants int");
      return Number(n);
    };
    const width = widthText === "*" ? star() : Number(widthText ?? 0);
    const precisionRaw = precisionText === "*" ? star() : precisionText;
    const precision = precisionRaw === undefined ? null : Number(precisionRaw);
    let value: unknown;
    if (key !== undefined) {
      if (mapping === null) throw typeError("format requires a mapping");
      usedMapping = true;
      value = (
        mapping instanceof Map ? mapping.get(key) : Object.hasOwn(mapping, key) ? mapping[key] : undefined
      ) as unknown;
      if (value === undefined) throw new TemplateRuntimeError(`KeyError: '${key}'`);
    } else value = take();
    const converted = convertPercent(conv as string, value, flags, precision, rt, markup);
    rt.checkSize(width);
    const left = flags.includes("-");
    const numericZero = flags.includes("0") && !left && !"srac".includes(conv as string);
    const signLength = /^[-+ ]/.test(converted) ? 1 : 0;
    const prefixLength = /^[-+ ]?0[xXo]/.test(converted) && flags.includes("#") ? signLength + 2 : signLength;
    out += pad(converted, width, numericZero ? "0" : " ", left ? "<" : numericZero ? "=" : ">", prefixLength);
  }
  out += fmt.slice(last);
  if (!usedMapping && !mappingLike && next < positional.length) {
    throw typeError("not all arguments converted during string formatting");
  }
  rt.checkSize(out.length);
  return markup ? new Markup(out) : out;
}

function convertPercent(
  conv: string,
  value: unknown,
  flags: string,
  precision: number | null,
  rt: Runtime,
  markup: boolean,
): string {
  const sign = flags.includes("+") ? "+" : flags.includes(" ") ? " " : "-";
  switch (conv) {
    case "s":
    case "r":
    case "a": {
      let s = convert(value, conv, rt);
      if (markup && !(value instanceof Markup)) s = escapeHtml(s);
      return precision === null ? s : [...s].slice(0, precision).join("");
    }
    case "c": {
      const s = toStr(value);
      if (s !== null && [...s].length === 1) return s;
      const n = toNumber(value);
      if (n === null || isFloat(value)) throw typeError("%c requires int or char");
      return codePoint(n);
    }
    default:
      break;
  }
  const n = toNumber(value);
  const needsInt = "xXo".includes(conv);
  if (n === null || (needsInt && isFloat(value))) {
    failIfUndefined(value, rt);
    // The float conversions say it as float() does.
    if ("eEfFgG".includes(conv)) throw typeError(`must be real number, not ${typeName(value)}`);
    throw typeError(
      `%${conv} format: ${needsInt ? "an integer" : "a real number"} is required, not ${typeName(value)}`,
    );
  }
  if ("diuxXo".includes(conv)) {
    const i = Math.trunc(n);
    return signed(i < 0, sign) + intDigits(Math.abs(i), conv, flags.includes("#"), precision ?? 0);
  }
  const body = floatPresentation(Math.abs(n), conv, precision ?? 6, flags.includes("#"));
  return signed(isNegative(n), sign) + body;
}

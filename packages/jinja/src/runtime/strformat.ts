/** Python string formatting: `fmt % args` (and the `format` filter) and `str.format()`. */

import { TemplateRuntimeError } from "../errors.js";
import { escapeHtml, hexEscape, replaceEach } from "../pytext.js";
import { floatToString, intToString, quote, typeName } from "./repr.js";
import { failIfUndefined, typeError } from "./fail.js";
import type { Runtime } from "./contract.js";
import { Markup, PyRange, Undefined, isDict, isFloat, isInt, isTuple, toNumber, toStr } from "./values.js";
import { dictGet } from "./dicts.js";

// ---- number rendering shared by both styles ----

const isNegative = (x: number) => x < 0 || Object.is(x, -0);

/**
 * round-half-even(|x| * 10^shift), computed exactly from x's binary value (x finite), as Python rounds what it
 * prints (JavaScript's toFixed rounds ties up and stops at 100 digits).
 */
function scaled(x: number, shift: number): bigint {
  let y = Math.abs(x);
  let k = 0n;
  // Doubling is exact: a finite double becomes an integer within 1074 steps.
  while (!Number.isInteger(y)) {
    y *= 2;
    k++;
  }
  let num = BigInt(y);
  let den = 1n << k;
  if (shift < 0) den *= 10n ** BigInt(-shift);
  else num *= 10n ** BigInt(shift);
  const q = num / den;
  const twice = 2n * (num - q * den);
  return twice > den || (twice === den && (q & 1n) === 1n) ? q + 1n : q;
}

/** `'%.{digits}f' % x`: Python's round-half-even of the exact binary value, any number of digits. */
export function toFixed(x: number, digits: number): string {
  const s = scaled(x, digits)
    .toString()
    .padStart(digits + 1, "0");
  return (isNegative(x) ? "-" : "") + (digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s);
}

/** A non-negative finite x as `digits + 1` significant digits, and the decimal exponent of the first. */
function significant(x: number, digits: number): [string, number] {
  if (x === 0) return ["0".repeat(digits + 1), 0];
  const low = 10n ** BigInt(digits);
  let n = Math.floor(Math.log10(x));
  let q = scaled(x, digits - n);
  // log10 can be one off near powers of ten, and rounding can carry into a new digit.
  while (q >= low * 10n) q = scaled(x, digits - ++n);
  while (q < low) q = scaled(x, digits - --n);
  return [q.toString(), n];
}

/** `'%.{digits}e' % x` for a non-negative x, with Python's round-half-even. */
function toExponent(x: number, digits: number): string {
  const [d, n] = significant(x, digits);
  return `${d[0]}${digits > 0 ? "." + d.slice(1) : ""}e${n < 0 ? "-" : "+"}${String(Math.abs(n)).padStart(2, "0")}`;
}

/** Without the zeros that end the fraction, and without the point if none of the fraction is left. */
const TRAILING_ZEROS = /(?:(\.\d*[1-9])|\.)0*(?=e|$)/;

/** The alternate form (`#`) always shows a decimal point: "1." and "1.e+16" (and "inf" as it is). */
const withPoint = (s: string) => (s.includes(".") ? s : s.replace(/(?<=\d)(?=e|$)/, "."));

/**
 * Python's 'g' presentation of a non-negative float; `noType` is a precision without a presentation type, which
 * is like 'g' but scientific from exp >= p - 1, and never "1" for 1.0.
 */
function toGeneral(x: number, precision: number, alternate: boolean, noType: boolean): string {
  const p = precision || 1;
  // Rounding to p digits can carry into the exponent.
  const [, exp] = significant(x, p - 1);
  const scientific = exp < -4 || exp >= (noType ? p - 1 : p);
  const s = scientific ? toExponent(x, p - 1) : toFixed(x, p - 1 - exp);
  // The alternate form keeps the trailing zeros (and the caller adds the point).
  if (alternate) return s;
  const stripped = s.replace(TRAILING_ZEROS, "$1");
  return noType && !scientific && !stripped.includes(".") ? stripped + ".0" : stripped;
}

/**
 * Renders a non-negative float (the callers add the sign) in one of Python's presentations: f F e E g G %, or
 * "" for format() without a presentation type (repr without a precision).
 */
function floatPresentation(x: number, type: string, precision: number | null, alternate: boolean): string {
  let s: string;
  // (repr's text is Python's for the infinity and nan too.)
  if (precision === null || !Number.isFinite(x)) s = floatToString(x);
  else if (type === "g" || type === "G" || type === "") s = toGeneral(x, precision, alternate, type === "");
  else if (type === "e" || type === "E") s = toExponent(x, precision);
  else s = toFixed(type === "%" ? x * 100 : x, precision);
  if (alternate) s = withPoint(s);
  return (/[EFG]/.test(type) ? s.toUpperCase() : s) + (type === "%" ? "%" : "");
}

const INT_BASES: Record<string, number> = { b: 2, o: 8, x: 16, X: 16 };

/** A conversion (`%s`, `%r`, `%a` and `!s`, `!r`, `!a`): str(), repr() or ascii() (the repr, non-ASCII escaped). */
function convert(value: unknown, conversion: string, rt: Runtime): string {
  const s = conversion === "s" ? rt.str(value) : rt.repr(value);
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
  return conversion === "a" ? replaceEach(s, /[^\x00-\x7f]/gu, ([c]) => hexEscape(c.codePointAt(0) as number), rt) : s;
}

/**
 * The digits of an int's magnitude (of the integer a float holds, truncated, for `%`) for a presentation type
 * shared by `%` and format() (d, b, o, x, X; any other is decimal), at least `precision` of them, after a
 * `0x`-style prefix when `alternate`. `n` is the value as a number.
 */
function intDigits(value: unknown, n: number, type: string, alternate: boolean, precision: number): string {
  const abs = typeof value === "bigint" ? (value < 0n ? -value : value) : Math.abs(Math.trunc(n));
  const base = INT_BASES[type];
  let digits = base === undefined ? intToString(abs) : BigInt(abs).toString(base);
  if (type === "X") digits = digits.toUpperCase();
  digits = digits.padStart(precision, "0");
  return alternate && base !== undefined ? "0" + type + digits : digits;
}

function codePoint(n: number): string {
  if (!(n >= 0 && n <= 0x10ffff)) throw new TemplateRuntimeError("%c arg not in range(0x110000)");
  return String.fromCodePoint(n);
}

function pad(body: string, width: number, fill: string, align: string, signLength: number): string {
  const n = width - [...body].length;
  if (n <= 0) return body;
  if (align === "=") return body.slice(0, signLength) + fill.repeat(n) + body.slice(signLength);
  const left = align === "<" ? 0 : align === "^" ? Math.floor(n / 2) : n;
  return fill.repeat(left) + body + fill.repeat(n - left);
}

/** `sep` between each `every` digits, counted from the right: before each group after the first (of 1 to `every`). */
function group(digits: string, sep: string, every: number): string {
  const first = digits.length % every || every;
  return digits.slice(0, first) + digits.slice(first).replace(new RegExp(`.{${every}}`, "g"), `${sep}$&`);
}

// ---- str.format() ----

/** Any character can be the presentation type here, to tell an unknown type from a malformed spec. */
const SPEC = /^(?:(.)?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?(.)?$/su;

/** Parsing a spec refuses a grouping its presentation type cannot have (before the value looks at the rest). */
function checkGrouping(grouping: string, type: string): void {
  if (grouping && !"defgEG%F".includes(type) && !(grouping === "_" && "boxX".includes(type))) {
    throw typeError(`Cannot specify '${grouping}' with '${type}'.`);
  }
}

/** Python's format(value, spec) for str, int, float, bool and None. */
function formatValue(value: unknown, spec: string, rt: Runtime): string {
  if (spec === "") return rt.str(value);
  const m = SPEC.exec(spec);
  const code = m?.[10];
  if (m === null || (code !== undefined && !"bcdeEfFgGnosxX%".includes(code))) {
    throw new TemplateRuntimeError(
      m === null
        ? `Invalid format specifier '${spec}' for object of type '${typeName(value)}'`
        : `Unknown format code '${code}' for object of type '${typeName(value)}'`,
    );
  }
  const [
    ,
    fillText,
    explicitAlign = "",
    signText = "",
    ,
    alternateMark,
    zero,
    widthText,
    grouping = "",
    precisionText,
    type = "",
  ] = m;
  const fill = fillText ?? (zero ? "0" : " ");
  const align = explicitAlign || (zero ? "=" : "");
  const alternate = alternateMark !== undefined;
  const width = Number(widthText ?? 0);
  const precision = precisionText === undefined ? null : Number(precisionText);
  rt.grow(width);
  const text = toStr(value);
  if (text !== null) {
    checkGrouping(grouping, type || "s");
    if (type !== "" && type !== "s") throw typeError(`Unknown format code '${type}' for object of type 'str'`);
    if (signText !== "") {
      throw typeError(`${signText === " " ? "Space" : "Sign"} not allowed in string format specifier`);
    }
    if (alternate) throw typeError("Alternate form (#) not allowed in string format specifier");
    if (explicitAlign === "=") throw typeError("'=' alignment not allowed in string format specifier");
    const body = precision === null ? text : [...text].slice(0, precision).join("");
    return pad(body, width, fill, explicitAlign || "<", 0);
  }
  const n = toNumber(value);
  if (n === null) {
    failIfUndefined(value, rt);
    throw typeError(`unsupported format string passed to ${typeName(value)}.__format__`);
  }
  checkGrouping(grouping, type);
  rt.grow(precision ?? 0);
  let body: string;
  let sign = isNegative(n) ? "-" : signText === "-" ? "" : signText;
  // "bcdoxXn".includes("") too: an int without a presentation type.
  if (!isFloat(value) && "bcdoxXn".includes(type)) {
    if (precision !== null) throw new TemplateRuntimeError("Precision not allowed in integer format specifier");
    if (type === "c") {
      if (signText !== "") throw typeError("Sign not allowed with integer format specifier 'c'");
      sign = "";
      body = codePoint(n);
    } else body = intDigits(value, n, type, alternate, 0);
  } else if ("eEfFgG%n".includes(type)) {
    // (Or "", a float without a presentation type.)
    const digits = precision ?? (type === "" ? null : 6);
    body = floatPresentation(Math.abs(n), type === "n" ? "g" : type, digits, alternate);
  } else {
    throw typeError(`Unknown format code '${type}' for object of type '${typeName(value)}'`);
  }
  // With '=' the padding goes after the sign and any 0x/0o/0b prefix.
  const prefix = /^0[bBoxX]/.test(body) ? body.slice(0, 2) : "";
  if (grouping) {
    // The integer digits are grouped here, together with any zero padding; the rest (a fraction, an exponent,
    // "%") follows them.
    const [, digits = "", rest = ""] = (type === "x" || type === "X" ? /^([\da-f]*)(.*)/is : /^(\d*)(.*)/s).exec(
      body.slice(prefix.length),
    ) as RegExpExecArray; // (matches any text)
    const every = INT_BASES[type] === undefined ? 3 : 4;
    let intDigits = digits;
    if (fill === "0" && (align || "=") === "=") {
      // Zero padding is grouped like the digits it extends (Python's format).
      const room = width - sign.length - prefix.length - rest.length;
      // As many digits as, grouped, fill the room (or one more, where a separator would come first).
      let n = intDigits.length;
      while ((n && n + Math.floor((n - 1) / every)) < room) n++;
      intDigits = intDigits.padStart(n, "0");
      // (Grouped a group at a time: a unit every four.)
      rt.spend(n / 16);
    }
    body = prefix + group(intDigits, grouping, every) + rest;
  }
  return pad(sign + body, width, fill, align || ">", sign.length + prefix.length);
}

/** `'{}'.format(...)` with field names, attribute/index chains, conversions and nested specs. */
export function formatBraces(fmt: string, args: unknown[], named: (key: string) => unknown, rt: Runtime): string {
  let out = "";
  let auto = 0;
  let i = 0;
  const resolve = (field: string): unknown => {
    const head = (/^[^.[]*/.exec(field) as RegExpExecArray)[0];
    let value: unknown;
    if (head === "" || /^\d+$/.test(head)) {
      // `auto` counts automatic fields, -1 once a field is numbered; string.Formatter (which jinja2's sandbox
      // uses) words both directions of the switch alike.
      const numbered = head !== "";
      if (numbered ? auto > 0 : auto < 0) {
        throw new TemplateRuntimeError("cannot switch from manual field specification to automatic field numbering");
      }
      value = args[numbered ? Number(head) : auto++];
      if (numbered) auto = -1;
      if (value === undefined) throw new TemplateRuntimeError("tuple index out of range");
    } else {
      value = named(head);
      if (value === undefined) throw new TemplateRuntimeError(`KeyError: ${quote(head)}`);
    }
    // Then `.attribute` and `[key]` parts, up to the end of the field.
    const rest = field
      .slice(head.length)
      .replace(/\.([^.[]+)|\[([^\]]+)\]/gy, (_all, attribute: string | undefined, key: string) => {
        // Attributes and items are read as templates read them.
        value =
          attribute !== undefined
            ? rt.getattr(value, attribute)
            : rt.getitem(value, /^\d+$/.test(key) ? Number(key) : key);
        return "";
      });
    if (rest !== "") throw new TemplateRuntimeError(`Invalid format field '${field}'`);
    return value;
  };
  const brace = /[{}]/g;
  while (i < fmt.length) {
    // The text up to the next brace, at once.
    brace.lastIndex = i;
    const next = brace.exec(fmt)?.index ?? fmt.length;
    out += fmt.slice(i, next);
    if ((i = next) === fmt.length) break;
    const ch = fmt[i++] as string;
    // "{{" and "}}" for literal braces.
    if (fmt[i] === ch) {
      out += ch;
      i++;
      continue;
    }
    // A "}" alone, or a "{" that ends the string.
    if (ch === "}" || i === fmt.length) throw new TemplateRuntimeError(`Single '${ch}' encountered in format string`);
    let depth = 1;
    let j = i;
    for (; j < fmt.length && depth > 0; j++) {
      if (fmt[j] === "{") depth++;
      else if (fmt[j] === "}") depth--;
    }
    if (depth !== 0) throw new TemplateRuntimeError("expected '}' before end of string");
    const inner = fmt.slice(i, j - 1);
    i = j;
    const m = /^([^!:]*)(?:!([rsa]))?(?::(.*))?$/s.exec(inner);
    if (m === null) {
      const conversion = /^[^!:]*!(.)?/s.exec(inner)?.[1];
      throw new TemplateRuntimeError(
        conversion === undefined
          ? `Invalid format field '{${inner}}'`
          : "rsa".includes(conversion)
            ? "expected ':' after conversion specifier"
            : `Unknown conversion specifier ${conversion}`,
      );
    }
    let value = resolve(m[1] as string);
    if (m[2] !== undefined) value = convert(value, m[2], rt);
    const spec = replaceEach(m[3] ?? "", /\{([^{}]*)\}/g, ([, f]) => rt.str(resolve(f as string)), rt);
    out += formatValue(value, spec, rt);
    rt.checkSize(out.length);
  }
  return rt.built(out);
}

// ---- printf-style `%` ----

const PERCENT = /%(?:\(([^)]*)\))?([-#0 +]*)(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.?)/gsu;

/** `fmt % values`: a tuple gives positional values, a dict can serve `%(name)s`, anything else is one value. */
export function formatPercent(fmt: string, values: unknown, rt: Runtime, markup: boolean): string | Markup {
  const tupleArg = isTuple(values);
  const positional = tupleArg ? (values as unknown[]) : [values];
  const mapping = isDict(values) ? values : null;
  // Python treats any non-tuple, non-str argument with __getitem__ as a mapping: no "not all converted" check.
  const mappingLike =
    mapping !== null ||
    (Array.isArray(values) && !tupleArg) ||
    values instanceof Undefined ||
    values instanceof PyRange;
  let next = 0;
  const take = (): unknown => {
    if (next >= positional.length) throw typeError("not enough arguments for format string");
    return positional[next++];
  };
  const replaceSpec = (m: RegExpExecArray): string => {
    const [spec, key, flags = "", widthText, precisionText, conv = ""] = m;
    const offset = m.index;
    if (conv === "") throw new TemplateRuntimeError("incomplete format");
    if (!"diouxXeEfFgGcrsa%".includes(conv)) {
      const code = (conv.codePointAt(0) as number).toString(16);
      throw new TemplateRuntimeError(
        `unsupported format character '${conv}' (0x${code}) at index ${[...fmt.slice(0, offset + spec.length)].length - 1}`,
      );
    }
    if (conv === "%" && key === undefined && flags === "" && widthText === undefined) return "%";
    const star = () => {
      const n = take();
      if (!isInt(n) && typeof n !== "boolean") throw typeError("* wants int");
      return Number(n);
    };
    const width = widthText === "*" ? star() : Number(widthText ?? 0);
    const precision = precisionText === "*" ? star() : precisionText === undefined ? null : Number(precisionText);
    let value: unknown;
    if (key !== undefined) {
      if (mapping === null) throw typeError("format requires a mapping");
      value = dictGet(mapping, key);
      if (value === undefined) throw new TemplateRuntimeError(`KeyError: '${key}'`);
    } else value = take();
    const converted = convertPercent(conv, value, flags, precision, rt, markup);
    rt.checkSize(width);
    const left = flags.includes("-");
    const numericZero = flags.includes("0") && !left && !"srac".includes(conv);
    // Zero padding goes after the sign and any 0x/0o prefix (which only `#` writes).
    const prefixLength = (/^[-+ ]?(0[xXo])?/.exec(converted) as RegExpExecArray)[0].length;
    const piece = pad(converted, width, numericZero ? "0" : " ", left ? "<" : numericZero ? "=" : ">", prefixLength);
    // The result's length so far, checked before the next piece is made.
    rt.checkSize((length += piece.length - spec.length));
    return piece;
  };
  let length = fmt.length;
  const out = rt.built(replaceEach(fmt, PERCENT, replaceSpec, rt));
  if (!mappingLike && next < positional.length) {
    throw typeError("not all arguments converted during string formatting");
  }
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
  if (conv === "s" || conv === "r" || conv === "a") {
    let s = convert(value, conv, rt);
    if (markup && !(value instanceof Markup)) s = escapeHtml(s);
    return precision === null ? s : [...s].slice(0, precision).join("");
  }
  if (conv === "c") {
    const s = toStr(value);
    if (s !== null && [...s].length === 1) return s;
    const n = toNumber(value);
    if (n === null || isFloat(value)) throw typeError("%c requires int or char");
    return codePoint(n);
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
  // The digits a precision asks for are built: they count against the size limit.
  rt.grow(precision ?? 0);
  const intConversion = "diuxXo".includes(conv);
  // An int conversion of a float shows the integer it holds: '%d' % -0.5 is "0".
  const negative = intConversion ? Math.trunc(n) < 0 : isNegative(n);
  const sign = negative ? "-" : flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
  const alternate = flags.includes("#");
  return (
    sign +
    (intConversion
      ? intDigits(value, n, conv, alternate, precision ?? 0)
      : floatPresentation(Math.abs(n), conv, precision ?? 6, alternate))
  );
}

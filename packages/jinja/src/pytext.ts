/** Python's string algorithms where JavaScript's differ (whitespace set, splitting, casing). */

import type { Runtime } from "./runtime/contract.js";

/**
 * Python's notion of whitespace (`str.isspace`, `\s` in `re`), which differs from JavaScript's:
 * Python counts \x1c-\x1f and \x85, JavaScript counts the BOM (\ufeff).
 */
export const PY_SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

/** Python's backslash escape of a code point: \\xNN, \\uNNNN or \\UNNNNNNNN. */
export function hexEscape(code: number): string {
  const [prefix, width] = code <= 0xff ? ["\\x", 2] : code <= 0xffff ? ["\\u", 4] : ["\\U", 8];
  return prefix + code.toString(16).padStart(width, "0");
}

/**
 * `s.replace(re, f)` for a global `re`, one match at a time: replace() with a function first gathers every match, which
 * for a long text of short matches takes many times the text's memory. Each match is half a unit of `rt`'s work.
 */
export function replaceEach(s: string, re: RegExp, f: (match: RegExpExecArray) => string, rt?: Runtime): string {
  const chunks: string[] = [];
  const parts: string[] = [];
  let last = 0;
  for (const m of s.matchAll(re)) {
    rt?.spend(1 / 2);
    parts.push(s.slice(last, m.index), f(m));
    last = m.index + m[0].length;
    // Joined a thousand pieces at a time: a list (or a rope) of every piece would take many times the text's size.
    if (parts.length > 999) chunks.push(parts.splice(0).join(""));
  }
  return chunks.join("") + parts.join("") + s.slice(last);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&#39;", '"': "&#34;" };

/** markupsafe's escaping of text for HTML; with `rt`, its length is checked as it grows (and each escape is work). */
export function escapeHtml(s: string, rt?: Runtime): string {
  let length = s.length;
  return replaceEach(
    s,
    /[&<>'"]/g,
    ([c]) => {
      const escaped = HTML_ESCAPES[c] as string;
      rt?.checkSize((length += escaped.length - 1));
      return escaped;
    },
    rt,
  );
}

// Runs of spaces at the end, each tried from its start only (one after a space would try every suffix of a run).
const TRAILING_SPACE = new RegExp(`(?<![${PY_SPACE}])[${PY_SPACE}]+$`);
const LEADING_SPACE = new RegExp(`^[${PY_SPACE}]+`);
const ALL_SPACE = new RegExp(`^[${PY_SPACE}]+$`);
const SPACE_RUNS = new RegExp(`[${PY_SPACE}]+`);

/** `s.rstrip()` */
export function rstripSpace(s: string): string {
  return s.replace(TRAILING_SPACE, "");
}

/** `s.lstrip()` */
function lstripSpace(s: string): string {
  return s.replace(LEADING_SPACE, "");
}

/** `s.isspace()`: at least one character, all whitespace. */
export function isSpace(s: string): boolean {
  return ALL_SPACE.test(s);
}

/** `s.strip(chars)`, `s.lstrip(chars)`, `s.rstrip(chars)`; `chars` null means whitespace. */
export function strip(s: string, chars: string | null, left: boolean, right: boolean): string {
  if (chars === null) {
    if (left) s = lstripSpace(s);
    if (right) s = rstripSpace(s);
    return s;
  }
  const set = new Set(chars);
  // Without surrogates on either side, code points are the string's own units: no list of them is made.
  const cps = /[\ud800-\udfff]/.test(s + chars) ? Array.from(s) : s;
  let start = 0;
  let end = cps.length;
  if (left) while (start < end && set.has(cps[start] as string)) start++;
  if (right) while (end > start && set.has(cps[end - 1] as string)) end--;
  const kept = cps.slice(start, end);
  return typeof kept === "string" ? kept : kept.join("");
}

/** `s.split(sep, maxsplit)` */
export function split(s: string, sep: string | null, maxsplit: number): string[] {
  if (sep === null) {
    const out: string[] = [];
    let rest = lstripSpace(s);
    while (rest !== "") {
      // After maxsplit splits (never, when it is negative) the rest is one part.
      const m = out.length === maxsplit ? null : SPACE_RUNS.exec(rest);
      if (m === null) {
        out.push(rest);
        break;
      }
      out.push(rest.slice(0, m.index));
      rest = rest.slice(m.index + m[0].length);
    }
    return out;
  }
  // JavaScript splits at the same occurrences.
  return limit(s.split(sep), maxsplit, sep);
}

/** `parts` with those past the first `maxsplit` joined back by `sep` into the remainder (none when it is negative). */
const limit = (parts: string[], maxsplit: number, sep: string): string[] =>
  maxsplit < 0 || parts.length <= maxsplit ? parts : [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)];

/**
 * `s.replace(old, new, count)`; a negative count replaces all; an empty `old` is found before each code point and at
 * the end. The result's length is checked and counted before it is built; each part is half a unit of work.
 */
export function replace(s: string, old: string, repl: string, count: number, rt: Runtime): string {
  const parts = old !== "" ? split(s, old, count) : limit(["", ...Array.from(s), ""], count, "");
  rt.spend(parts.length / 2);
  rt.grow(s.length + (parts.length - 1) * (repl.length - old.length));
  return parts.join(repl);
}

/** The code points of `s` in reverse order. */
const reverse = (s: string): string => Array.from(s).reverse().join("");

/**
 * `s.rsplit(sep, maxsplit)`: split of the reversed text, reversed back. Separators found from the left of the
 * reversed text are those Python finds from the right (a separator's occurrences all have the same length).
 */
export function rsplit(s: string, sep: string | null, maxsplit: number): string[] {
  if (maxsplit < 0) return split(s, sep, -1);
  return split(reverse(s), sep === null ? null : reverse(sep), maxsplit)
    .map(reverse)
    .reverse();
}

// eslint-disable-next-line no-control-regex -- Python treats these control characters specially
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g;

/** `s.splitlines(keepends)` with Python's full set of line boundaries. */
export function splitlines(s: string, keepends = false): string[] {
  const out: string[] = [];
  let last = 0;
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(s); m !== null; m = LINE_BREAK.exec(s)) {
    out.push(s.slice(last, keepends ? LINE_BREAK.lastIndex : m.index));
    last = LINE_BREAK.lastIndex;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}

/** A character with case (upper, lower or title case letter). */
function isCased(ch: string): boolean {
  return ch.toUpperCase() !== ch.toLowerCase() || /\p{Lt}/u.test(ch);
}

function isUpperChar(ch: string): boolean {
  return /\p{Lu}|\p{Lt}/u.test(ch) || (ch === ch.toUpperCase() && ch !== ch.toLowerCase());
}

function isLowerChar(ch: string): boolean {
  return /\p{Ll}/u.test(ch) || (ch === ch.toLowerCase() && ch !== ch.toUpperCase());
}

/** First letter of a word: title case (ǆ -> ǅ, ß -> Ss, ﬁ -> Fi), otherwise upper case. */
function titleChar(ch: string): string {
  const upper = ch.toUpperCase();
  if ([...upper].length > 1) return upper[0] + upper.slice(1).toLowerCase();
  // The four digraphs have a title case of their own, for the upper-case letter too: the next code point.
  return "ǄǇǊǱ".includes(upper) ? String.fromCharCode(upper.charCodeAt(0) + 1) : upper;
}

/** `s.title()`: a cased character after an uncased one starts a word. */
export function title(s: string): string {
  let out = "";
  let prevCased = false;
  for (const ch of s) {
    if (isCased(ch)) {
      out += prevCased ? ch.toLowerCase() : titleChar(ch);
      prevCased = true;
    } else {
      out += ch;
      prevCased = false;
    }
  }
  return out;
}

/** `s.capitalize()` */
export function capitalize(s: string): string {
  const first = s.codePointAt(0);
  if (first === undefined) return s;
  const head = String.fromCodePoint(first);
  return titleChar(head) + s.slice(head.length).toLowerCase();
}

export function swapcase(s: string): string {
  const chars = Array.from(s);
  return chars
    .map((ch, i) => {
      if (ch === "Σ") return finalSigma(chars, i) ? "ς" : "σ";
      return isUpperChar(ch) ? ch.toLowerCase() : isLowerChar(ch) ? ch.toUpperCase() : ch;
    })
    .join("");
}

/** Python lowers a capital sigma to the final form after a cased letter and before none. */
function finalSigma(chars: readonly string[], i: number): boolean {
  const before = chars[i - 1];
  const after = chars[i + 1];
  return before !== undefined && isCased(before) && (after === undefined || !isCased(after));
}

/** `s.casefold()`: lower case without the final-sigma rule, with the full folds of ß. */
export function casefold(s: string): string {
  let out = "";
  for (const ch of s) out += ch === "ß" || ch === "ẞ" ? "ss" : ch === "ς" ? "σ" : ch.toLowerCase();
  return out;
}

/** `s.isupper()` / `s.islower()`: some cased character, and none of the other case. */
export function isUpper(s: string): boolean {
  let cased = false;
  for (const ch of s) {
    if (isLowerChar(ch)) return false;
    if (isUpperChar(ch)) cased = true;
  }
  return cased;
}

export function isLower(s: string): boolean {
  let cased = false;
  for (const ch of s) {
    if (isUpperChar(ch)) return false;
    if (isLowerChar(ch)) cased = true;
  }
  return cased;
}

export function isTitle(s: string): boolean {
  let cased = false;
  let prevCased = false;
  for (const ch of s) {
    if (isUpperChar(ch)) {
      if (prevCased) return false;
      prevCased = cased = true;
    } else if (isLowerChar(ch)) {
      if (!prevCased) return false;
      prevCased = cased = true;
    } else prevCased = false;
  }
  return cased;
}

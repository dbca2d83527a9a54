import { syntaxError, type TemplateSyntaxError } from "./errors.js";
import { PY_SPACE, hexEscape, isSpace, replaceEach, rstripSpace } from "./pytext.js";

/**
 * Token kinds. Text and comments come from outside tags; the rest from inside `{{ }}` and `{% %}`.
 * Whitespace control (`-`, `+`, trim_blocks, lstrip_blocks) is already applied to text tokens.
 */
export const TOKEN_TYPES = /* @__PURE__ */ Object.freeze({
  Text: "text",
  Comment: "comment",
  VariableBegin: "variable_begin",
  VariableEnd: "variable_end",
  BlockBegin: "block_begin",
  BlockEnd: "block_end",
  Name: "name",
  String: "string",
  Integer: "integer",
  Float: "float",
  Operator: "operator",
  EOF: "eof",
} as const);

export type TokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

export interface Token {
  type: TokenType;
  /** Decoded value for strings, the text for text and comments, the source characters otherwise. */
  value: string;
  /** Offsets into the (newline-normalised) source. */
  start: number;
  end: number;
}

/** The names follow the Python environment options (and the counterpart's `tokenize` options). */
export interface PreprocessOptions {
  trim_blocks?: boolean;
  lstrip_blocks?: boolean;
  keep_trailing_newline?: boolean;
}

/** A raw block's start and end tags: the signs before and after the tag's name. */
const RAW_BEGIN = new RegExp(`\\{%([-+]?)[${PY_SPACE}]*raw[${PY_SPACE}]*(-?)%\\}`, "y");
const RAW_END = new RegExp(`\\{%([-+]?)[${PY_SPACE}]*endraw[${PY_SPACE}]*([-+]?)%\\}`, "g");
/** A comment's end: `#}`, after its sign if it has one. */
const COMMENT_END = /([-+]?)#\}/g;
const SPACE_RUN = new RegExp(`[${PY_SPACE}]+`, "y");
const FLOAT = /(?<!\.)(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?e[+-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)/iy;
const INTEGER = /0b(?:_?[01])+|0o(?:_?[0-7])+|0x(?:_?[\da-f])+|[1-9](?:_?\d)*|0(?:_?0)*/iy;
const NAME = /[\p{ID_Start}_][\p{ID_Continue}]*/uy;
const STRING = /'([^'\\]*(?:\\.[^'\\]*)*)'|"([^"\\]*(?:\\.[^"\\]*)*)"/sy;
const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
/** Each two-character operator, to its own (interned) string: the parser compares operators often. */
const TWO_CHAR_OPERATORS = new Map(["//", "**", "==", "!=", ">=", "<="].map((op) => [op, op]));
const OPERATOR_CHARS = "+-/*%~[](){}><=.:|,;";

function isAsciiNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isAsciiNamePart(c: number): boolean {
  return isAsciiNameStart(c) || (c >= 48 && c <= 57);
}

/**
 * Tokens are made by a constructor, not an object literal: V8 moves the objects of a literal whose objects often
 * survive straight into the old generation, and a cache of compiled templates made tokenizing (and all that
 * follows) pay full collections when a template was compiled fresh.
 */
class Tok implements Token {
  declare type: TokenType;
  declare value: string;
  declare start: number;
  declare end: number;
  constructor(type: TokenType, value: string, start: number, end: number) {
    this.type = type;
    this.value = value;
    this.start = start;
    this.end = end;
  }
}

/**
 * The normalised source travels on the token list itself. (A WeakMap from lists to sources made every young-space
 * collection walk its entries: compiling and rendering fresh templates took twice as long.)
 */
const SOURCE: unique symbol = Symbol();
type Sourced = readonly Token[] & { [SOURCE]?: string };

/** The normalised source a token list was made from (token offsets refer to it). */
export function sourceOf(tokens: Sourced): string {
  return tokens[SOURCE] ?? "";
}

/** Splits template source into tokens the way jinja2's lexer does. */
export function tokenize(source: string, options: PreprocessOptions = {}): Token[] {
  // The lexer's state lives in this call, so two tokenizations never share it.
  // What jinja2 does to the source first: one newline style, one trailing newline dropped.
  const lf = source.replace(/\r\n?/g, "\n");
  const src = !options.keep_trailing_newline && lf.endsWith("\n") ? lf.slice(0, -1) : lf;
  const trim = options.trim_blocks === true;
  const lstrip = options.lstrip_blocks === true;
  const tokens: Token[] & { [SOURCE]?: string } = [];
  let pos = 0;

  /** Emits a token and moves past it (after text, whose end stripping may move, the caller moves on itself). */
  const push = (type: TokenType, value: string, start: number, end = start + value.length): void => {
    tokens.push(new Tok(type, value, start, end));
    pos = end;
  };
  const fail = (message: string, offset: number) => syntaxError(message, src, offset);
  const execAt = (re: RegExp, at: number): RegExpExecArray | null => {
    re.lastIndex = at;
    return re.exec(src);
  };
  /** Emits the text before a tag starting at `tagStart`, applying `-` and lstrip_blocks. */
  const text = (tagStart: number, sign: string, lstripApplies: boolean): void => {
    let t = src.slice(pos, tagStart);
    if (sign === "-") t = rstripSpace(t);
    else if (sign !== "+" && lstrip && lstripApplies) {
      const lineStart = t.lastIndexOf("\n") + 1;
      // The text starts a line if the previous tag ended one (or there is none).
      const lineStarting = lineStart > 0 || pos === 0 || src[pos - 1] === "\n";
      if (lineStarting && isSpace(t.slice(lineStart))) t = t.slice(0, lineStart);
    }
    if (t !== "") push("text", t, pos);
  };

  /** Moves past an end tag: `-` eats all following whitespace, plain ends eat one newline with trim_blocks. */
  const finishTag = (end: number, sign: string, trimmable: boolean): void => {
    if (sign === "-") {
      if (execAt(SPACE_RUN, end) !== null) end = SPACE_RUN.lastIndex;
    } else if (sign === "" && trimmable && trim && src[end] === "\n") end++;
    pos = end;
  };

  /** A `{% %}` (block) or `{{ }}` tag's tokens after its opening `tagStart`, up to and past its end. */
  const tag = (block: boolean, tagStart: number): void => {
    push(block ? "block_begin" : "variable_begin", src.slice(tagStart, pos), tagStart);
    const balance: string[] = [];
    while (pos < src.length) {
      const at = pos;
      const c = src.charCodeAt(at);
      // An end tag starts with `}`, `%`, `-` or `+`; `+` only ends a block.
      if (balance.length === 0 && (c === 125 || c === 37 || c === 45 || c === 43)) {
        const close = block ? "%}" : "}}";
        let sign: string | null = null;
        if (src.startsWith(close, at)) sign = "";
        else if ((c === 45 || (c === 43 && block)) && src.startsWith(close, at + 1)) sign = src[at] as string;
        if (sign !== null) {
          const closeEnd = at + sign.length + 2;
          push(block ? "block_end" : "variable_end", src.slice(at, closeEnd), at);
          finishTag(closeEnd, sign, block);
          return;
        }
      }
      let m: RegExpExecArray | null;
      if (c === 32 || c === 10) {
        // These scans stop at the end too: charCodeAt past it is NaN, which no test matches.
        let end = at + 1;
        while (src.charCodeAt(end) === 32 || src.charCodeAt(end) === 10) end++;
        pos = end;
      } else if ((c <= 32 || c >= 0x85) && (m = execAt(SPACE_RUN, at)) !== null) {
        pos = at + m[0].length;
      } else if (c >= 48 && c <= 57) {
        m = execAt(FLOAT, at);
        if (m !== null) push("float", m[0], at);
        else push("integer", (execAt(INTEGER, at) as RegExpExecArray)[0], at);
      } else if (isAsciiNameStart(c)) {
        let end = at + 1;
        while (isAsciiNamePart(src.charCodeAt(end))) end++;
        if (src.charCodeAt(end) > 127) end = at + (execAt(NAME, at) as RegExpExecArray)[0].length;
        push("name", src.slice(at, end), at);
      } else if (c > 127 && (m = execAt(NAME, at)) !== null) {
        push("name", m[0], at);
      } else if ((c === 39 || c === 34) && (m = execAt(STRING, at)) !== null) {
        push("string", decodeString(m[1] ?? m[2] ?? "", at, fail), at, at + m[0].length);
      } else {
        const op =
          TWO_CHAR_OPERATORS.get(src.slice(at, at + 2)) ??
          (OPERATOR_CHARS.includes(src[at] as string) ? (src[at] as string) : null);
        if (op === null) throw fail(`Unexpected character ${JSON.stringify(src[at])}`, at);
        const closer = CLOSERS[op];
        if (closer !== undefined) balance.push(closer);
        else if (")]}".includes(op)) {
          const expected = balance.pop();
          if (expected === undefined) throw fail(`Unexpected '${op}'`, at);
          if (expected !== op) throw fail(`Unexpected '${op}', expected '${expected}'`, at);
        }
        push("operator", op, at);
      }
    }
  };

  while (pos < src.length) {
    // The next `{{`, `{%` or `{#`.
    let tagStart = src.indexOf("{", pos);
    let kind = "";
    while (tagStart >= 0 && (kind = src[tagStart + 1] ?? "") !== "{" && kind !== "%" && kind !== "#") {
      tagStart = src.indexOf("{", tagStart + 1);
    }
    if (tagStart < 0) {
      push("text", src.slice(pos), pos);
      break;
    }
    if (kind === "%") {
      const rawBegin = execAt(RAW_BEGIN, tagStart);
      if (rawBegin !== null) {
        text(tagStart, rawBegin[1] ?? "", true);
        finishTag(RAW_BEGIN.lastIndex, rawBegin[2] ?? "", false);
        const rawEnd = execAt(RAW_END, pos);
        if (rawEnd === null) throw fail("Missing end of raw directive", pos);
        text(rawEnd.index, rawEnd[1] ?? "", true);
        finishTag(RAW_END.lastIndex, rawEnd[2] ?? "", true);
        continue;
      }
    }
    const after = src[tagStart + 2];
    const openSign = after === "-" || after === "+" ? after : "";
    text(tagStart, openSign, kind !== "{");
    pos = tagStart + 2 + openSign.length;
    if (kind === "#") {
      const m = execAt(COMMENT_END, pos);
      if (m === null) throw fail("Missing end of comment tag", tagStart);
      push("comment", src.slice(pos, m.index), pos);
      finishTag(COMMENT_END.lastIndex, m[1] ?? "", true);
    } else {
      tag(kind === "%", tagStart);
    }
  }
  push("eof", "", src.length);
  tokens[SOURCE] = src;
  return tokens;
}

/** The one-character escapes and what each stands for (an escaped newline continues the line). */
const SIMPLE_ESCAPES = "\\'\"abfnrtv\n";
const SIMPLE_VALUES = ["\\", "'", '"', "\x07", "\b", "\f", "\n", "\r", "\t", "\v", ""];

/**
 * One backslash escape: octal digits, a complete `\x`, `\u` or `\U` escape, or one character (a code
 * point: `\é` takes all of it). A backslash before any other ASCII character matches nothing and stays as it is.
 */
const ESCAPE = /\\(?:([0-7]{1,3}|x[\da-fA-F]{2}|u[\da-fA-F]{4}|U[\da-fA-F]{8})|([\\'"abfnrtv\nNxuU]|[^\0-\x7f]))/gu;

/** Decodes a string literal's body the way Python's unicode-escape codec does (as jinja2 does). */
function decodeString(
  body: string,
  tokenStart: number,
  fail: (message: string, offset: number) => TemplateSyntaxError,
): string {
  if (!body.includes("\\")) return body;
  return replaceEach(body, ESCAPE, (m) => {
    const [, number, char] = m;
    const at = tokenStart + 1 + m.index;
    if (number !== undefined) {
      // Octal digits, or x, u or U and hex digits.
      const code = /^\d/.test(number) ? parseInt(number, 8) : parseInt(number.slice(1), 16);
      if (code > 0x10ffff) throw fail("Illegal Unicode character in string", at);
      return String.fromCodePoint(code);
    }
    const escaped = char as string;
    const simple = SIMPLE_ESCAPES.indexOf(escaped);
    if (simple >= 0) return SIMPLE_VALUES[simple] as string;
    if (escaped === "N") throw fail("Named Unicode escapes (\\N{...}) are not supported", at);
    // x, u or U without all its hex digits (2, 4 and 8).
    const truncated = "xuU".indexOf(escaped);
    if (truncated >= 0) throw fail(`Truncated \\${escaped}${"X".repeat(2 << truncated)} escape in string`, at);
    // Python first turns non-ASCII characters into backslash escapes, so "\é" decodes to "\xe9" literally.
    return hexEscape(escaped.codePointAt(0) as number);
  });
}

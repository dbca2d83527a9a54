import { TemplateSyntaxError, positionAt } from "./errors.js";
import { PY_SPACE, hexEscape, isSpace, rstripSpace } from "./pytext.js";

/**
 * Token kinds. Text and comments come from outside tags; the rest from inside `{{ }}` and `{% %}`.
 * Whitespace control (`-`, `+`, trim_blocks, lstrip_blocks) is already applied to text tokens.
 */
export const TOKEN_TYPES = Object.freeze({
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

/** What jinja2 does to the source before lexing: one newline style, one trailing newline dropped. */
export function normalizeSource(source: string, keepTrailingNewline = false): string {
  let src = source.includes("\r") ? source.replace(/\r\n?/g, "\n") : source;
  if (!keepTrailingNewline && src.endsWith("\n")) src = src.slice(0, -1);
  return src;
}

const TAG_START = /\{([{%#])([-+]?)/g;
const RAW_BEGIN = new RegExp(`\\{%([-+]?)[${PY_SPACE}]*raw[${PY_SPACE}]*(?:(-)%\\}[${PY_SPACE}]*|%\\})`, "y");
const SPACE_RUN = new RegExp(`[${PY_SPACE}]+`, "y");
const FLOAT = /(?<!\.)(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?[eE][+-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)/y;
const INTEGER = /0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0[xX](?:_?[\da-fA-F])+|[1-9](?:_?\d)*|0(?:_?0)*/y;
const NAME = /[\p{ID_Start}_][\p{ID_Continue}]*/uy;
const STRING = /'([^'\\]*(?:\\.[^'\\]*)*)'|"([^"\\]*(?:\\.[^"\\]*)*)"/sy;
const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const TWO_CHAR_OPERATORS = new Set(["//", "**", "==", "!=", ">=", "<="]);
const OPERATOR_CHARS = "+-/*%~[](){}><=.:|,;";

function isAsciiNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isAsciiNamePart(c: number): boolean {
  return isAsciiNameStart(c) || (c >= 48 && c <= 57);
}

const SOURCES = new WeakMap<readonly Token[], string>();

/** The normalised source a token list was made from (token offsets refer to it). */
export function sourceOf(tokens: readonly Token[]): string {
  return SOURCES.get(tokens) ?? "";
}

/** Splits template source into tokens the way jinja2's lexer does. */
export function tokenize(source: string, options: PreprocessOptions = {}): Token[] {
  const normalized = normalizeSource(source, options.keep_trailing_newline);
  const tokens = new Lexer(normalized, options).run();
  SOURCES.set(tokens, normalized);
  return tokens;
}

class Lexer {
  private readonly tokens: Token[] = [];
  private pos = 0;
  /** Did the previous tag end with a newline (or are we at the start)? Needed by lstrip_blocks. */
  private lineStarting = true;
  private readonly trim: boolean;
  private readonly lstrip: boolean;
  private readonly rawEnd: RegExp;

  constructor(
    private readonly src: string,
    options: PreprocessOptions,
  ) {
    this.trim = options.trim_blocks === true;
    this.lstrip = options.lstrip_blocks === true;
    this.rawEnd = new RegExp(
      `\\{%([-+]?)[${PY_SPACE}]*endraw[${PY_SPACE}]*(?:\\+%\\}|-%\\}[${PY_SPACE}]*|%\\}${this.trim ? "\\n?" : ""})`,
      "g",
    );
  }

  run(): Token[] {
    const { src } = this;
    while (this.pos < src.length) {
      TAG_START.lastIndex = this.pos;
      const m = TAG_START.exec(src);
      if (m === null) {
        this.push("text", src.slice(this.pos), this.pos, src.length);
        break;
      }
      const kind = m[1];
      const at = m.index;
      if (kind === "%") {
        RAW_BEGIN.lastIndex = at;
        const raw = RAW_BEGIN.exec(src);
        if (raw !== null) {
          this.text(at, raw[1] ?? "", true);
          this.pos = RAW_BEGIN.lastIndex;
          this.lineStarting = src[this.pos - 1] === "\n";
          this.raw();
          continue;
        }
      }
      const sign = m[2] ?? "";
      this.text(at, sign, kind !== "{");
      this.pos = at + 2 + sign.length;
      if (kind === "#") this.comment(at);
      else this.tag(kind === "{" ? "variable" : "block", at);
    }
    this.tokens.push({ type: "eof", value: "", start: src.length, end: src.length });
    return this.tokens;
  }

  private push(type: TokenType, value: string, start: number, end: number): void {
    this.tokens.push({ type, value, start, end });
  }

  /** Emits the text before a tag starting at `tagStart`, applying `-` and lstrip_blocks. */
  private text(tagStart: number, sign: string, lstripApplies: boolean): void {
    let text = this.src.slice(this.pos, tagStart);
    if (sign === "-") text = rstripSpace(text);
    else if (sign !== "+" && this.lstrip && lstripApplies) {
      const lineStart = text.lastIndexOf("\n") + 1;
      if ((lineStart > 0 || this.lineStarting) && isSpace(text.slice(lineStart))) text = text.slice(0, lineStart);
    }
    if (text !== "") this.push("text", text, this.pos, this.pos + text.length);
  }

  /** Moves past an end tag: `-` eats all following whitespace, plain ends eat one newline with trim_blocks. */
  private finishTag(end: number, sign: string, trimmable: boolean): number {
    const { src } = this;
    if (sign === "-") {
      SPACE_RUN.lastIndex = end;
      if (SPACE_RUN.test(src)) end = SPACE_RUN.lastIndex;
    } else if (sign === "" && trimmable && this.trim && src[end] === "\n") end++;
    this.lineStarting = src[end - 1] === "\n";
    return end;
  }

  private comment(tagStart: number): void {
    const { src } = this;
    const contentStart = this.pos;
    const close = src.indexOf("#}", contentStart);
    if (close < 0) throw this.error("Missing end of comment tag", tagStart);
    let endStart = close;
    let sign = "";
    const before = src[close - 1];
    if (close > contentStart && (before === "-" || before === "+")) {
      endStart = close - 1;
      sign = before;
    }
    this.push("comment", src.slice(contentStart, endStart), contentStart, endStart);
    this.pos = this.finishTag(close + 2, sign, true);
  }

  private raw(): void {
    const { src } = this;
    this.rawEnd.lastIndex = this.pos;
    const m = this.rawEnd.exec(src);
    if (m === null) throw this.error("Missing end of raw directive", this.pos);
    this.text(m.index, m[1] ?? "", true);
    this.pos = this.rawEnd.lastIndex;
    this.lineStarting = src[this.pos - 1] === "\n";
  }

  private tag(kind: "variable" | "block", tagStart: number): void {
    const { src } = this;
    this.push(
      kind === "variable" ? "variable_begin" : "block_begin",
      src.slice(tagStart, this.pos),
      tagStart,
      this.pos,
    );
    const balance: string[] = [];
    while (this.pos < src.length) {
      const pos = this.pos;
      if (balance.length === 0) {
        const end = this.endTag(kind, pos);
        if (end !== null) return;
      }
      const c = src.charCodeAt(pos);
      let m: RegExpExecArray | null;
      if (c === 32 || c === 10) {
        let end = pos + 1;
        while (end < src.length && (src.charCodeAt(end) === 32 || src.charCodeAt(end) === 10)) end++;
        this.pos = end;
      } else if ((c <= 32 || c >= 0x85) && (m = this.sticky(SPACE_RUN, pos)) !== null) {
        this.pos = pos + m[0].length;
      } else if (c >= 48 && c <= 57) {
        if ((m = this.sticky(FLOAT, pos)) !== null) this.token("float", m[0], pos);
        else this.token("integer", (this.sticky(INTEGER, pos) as RegExpExecArray)[0], pos);
      } else if (isAsciiNameStart(c)) {
        let end = pos + 1;
        while (end < src.length && isAsciiNamePart(src.charCodeAt(end))) end++;
        if (end < src.length && src.charCodeAt(end) > 127)
          end = pos + (this.sticky(NAME, pos) as RegExpExecArray)[0].length;
        this.token("name", src.slice(pos, end), pos);
      } else if (c > 127 && (m = this.sticky(NAME, pos)) !== null) {
        this.token("name", m[0], pos);
      } else if ((c === 39 || c === 34) && (m = this.sticky(STRING, pos)) !== null) {
        const body = m[1] ?? m[2] ?? "";
        this.tokens.push({ type: "string", value: decodeString(body, pos, src), start: pos, end: pos + m[0].length });
        this.pos = pos + m[0].length;
      } else {
        const two = src.slice(pos, pos + 2);
        const op = TWO_CHAR_OPERATORS.has(two)
          ? two
          : OPERATOR_CHARS.includes(src[pos] as string)
            ? (src[pos] as string)
            : null;
        if (op === null) throw this.error(`Unexpected character ${JSON.stringify(src[pos])}`, pos);
        const closer = CLOSERS[op];
        if (closer !== undefined) balance.push(closer);
        else if (op === ")" || op === "]" || op === "}") {
          const expected = balance.pop();
          if (expected === undefined) throw this.error(`Unexpected '${op}'`, pos);
          if (expected !== op) throw this.error(`Unexpected '${op}', expected '${expected}'`, pos);
        }
        this.token("operator", op, pos);
      }
    }
  }

  /** Recognises the end of the current tag at `pos`; returns its end offset or null. */
  private endTag(kind: "variable" | "block", pos: number): number | null {
    const { src } = this;
    const close = kind === "variable" ? "}}" : "%}";
    let sign: string;
    if (src.startsWith(close, pos)) sign = "";
    else if ((src[pos] === "-" || (src[pos] === "+" && kind === "block")) && src.startsWith(close, pos + 1)) {
      sign = src[pos] as string;
    } else return null;
    const closeEnd = pos + sign.length + 2;
    this.push(kind === "variable" ? "variable_end" : "block_end", src.slice(pos, closeEnd), pos, closeEnd);
    this.pos = this.finishTag(closeEnd, sign, kind === "block");
    return this.pos;
  }

  private sticky(re: RegExp, pos: number): RegExpExecArray | null {
    re.lastIndex = pos;
    return re.exec(this.src);
  }

  private token(type: TokenType, value: string, pos: number): void {
    this.push(type, value, pos, pos + value.length);
    this.pos = pos + value.length;
  }

  private error(message: string, offset: number): TemplateSyntaxError {
    return new TemplateSyntaxError(message, positionAt(this.src, offset));
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\n": "",
};

/** Decodes a string literal's body the way Python's unicode-escape codec does (as jinja2 does). */
function decodeString(body: string, tokenStart: number, src: string): string {
  if (!body.includes("\\")) return body;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const next = body[i + 1] as string;
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (next >= "0" && next <= "7") {
      const digits = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0] ?? "";
      out += String.fromCharCode(parseInt(digits, 8));
      i += digits.length;
    } else if (next === "x" || next === "u" || next === "U") {
      const width = next === "x" ? 2 : next === "u" ? 4 : 8;
      const hex = body.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) {
        throw new TemplateSyntaxError(
          `Truncated \\${next}${"X".repeat(width)} escape in string`,
          positionAt(src, tokenStart + 1 + i),
        );
      }
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) {
        throw new TemplateSyntaxError("Illegal Unicode character in string", positionAt(src, tokenStart + 1 + i));
      }
      out += String.fromCodePoint(code);
      i += 1 + width;
    } else if (next === "N") {
      throw new TemplateSyntaxError(
        "Named Unicode escapes (\\N{...}) are not supported",
        positionAt(src, tokenStart + 1 + i),
      );
    } else if (next.charCodeAt(0) > 0x7f) {
      // Python first turns non-ASCII characters into backslash escapes, so "\é" decodes to "\xe9" literally.
      const code = body.codePointAt(i + 1) as number;
      out += hexEscape(code);
      i += code > 0xffff ? 2 : 1;
    } else {
      out += "\\";
    }
  }
  return out;
}

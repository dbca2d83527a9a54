/**
 * String-literal escaping for generated code, one helper per target language.
 *
 * Every value that comes from a model record (ids, widget text, prompts, config fields) reaches generated
 * code through one of these helpers, so whatever it holds (quotes, backslashes, line breaks, `$()`,
 * backticks, NUL, bidirectional controls) the result is a single literal of the target language: the code
 * stays valid and the value is never executed. Characters that are invisible or reorder text on screen
 * are escaped too, so a snippet shows what it runs.
 */

/** A value that fits in a literal of every target language: what JSON can hold. */
export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

export interface LiteralFormat {
  /**
   * Indentation per nesting level. Without it, lists and objects print on one line.
   * With it, each item goes on its own line, as `JSON.stringify(value, null, indent)` lays them out.
   */
  indent?: string;
  /** Put in front of every line but the first, so a multi-line literal lines up where it is embedded. */
  baseIndent?: string;
}

// Characters escaped in every language: C0 controls, DEL, C1 controls (U+0085 ends a line in C#), the
// Unicode line and paragraph separators, bidirectional controls (U+061C, U+200E-U+200F, U+202A-U+202E,
// U+2066-U+2069: they reorder how code looks), zero-width characters (U+200B-U+200D, U+2060, U+FEFF),
// and unpaired surrogates, which no UTF-8 file can hold.
// With the `u` flag a surrogate class only matches unpaired halves; pairs are one code point.
const ALWAYS_ESCAPED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff\ud800-\udfff]/gu;
// The same class without the global flag, to test one character (a global pattern's test() moves lastIndex).
const ALWAYS_ESCAPED_CHAR = new RegExp(ALWAYS_ESCAPED.source, "u");

const SHORT_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/** `\xNN` below U+0100, `\uNNNN` above: the escape syntax Python, JavaScript and bash's `$'...'` share. */
function xOrUEscape(char: string): string {
  const short = SHORT_ESCAPES[char];
  if (short !== undefined) {
    return short;
  }
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
}

function requireString(fn: string, value: unknown): string {
  if (typeof value !== "string") {
    throw new TypeError(`${fn}: expected a string, got ${value === null ? "null" : typeof value}`);
  }
  return value;
}

/**
 * A Python `str` literal in double quotes. Non-ASCII text stays readable; quotes, backslashes, control
 * and invisible characters are escaped. Never an f-string, so braces are plain text.
 */
export function pythonString(value: string): string {
  const text = requireString("pythonString", value);
  return `"${text.replace(/[\\"]/g, "\\$&").replace(ALWAYS_ESCAPED, xOrUEscape)}"`;
}

/**
 * A JavaScript string literal in double quotes, also safe inside an HTML `<script>` element (`</` and
 * `<!--` are broken up). Never a template literal, so `${...}` is plain text.
 */
export function jsString(value: string): string {
  const text = requireString("jsString", value);
  const escaped = text
    .replace(/[\\"]/g, "\\$&")
    .replace(ALWAYS_ESCAPED, xOrUEscape)
    .replace(/<(?=\/|!--)/g, "\\x3C");
  return `"${escaped}"`;
}

/**
 * A C# regular string literal. U+0085, U+2028 and U+2029 end lines in C# source, so they are escaped with
 * the rest of the control and invisible characters (`\uNNNN`; C#'s `\x` takes a variable number of digits).
 */
export function csharpString(value: string): string {
  const text = requireString("csharpString", value);
  const escaped = text
    .replace(/[\\"]/g, "\\$&")
    .replace(ALWAYS_ESCAPED, (char) => SHORT_ESCAPES[char] ?? `\\u${hex(char.charCodeAt(0), 4)}`);
  return `"${escaped}"`;
}

/**
 * bash's ANSI-C quoting, used only for the characters plain quotes cannot show. Characters above ASCII
 * are written as their UTF-8 bytes (`\xNN`), which bash passes on unchanged whatever the locale (its
 * `\u` escapes depend on the locale). An unpaired surrogate has no UTF-8 form and becomes U+FFFD.
 */
function ansiCQuoted(chars: string): string {
  let out = "";
  for (const char of chars) {
    const short = SHORT_ESCAPES[char];
    if (short !== undefined) {
      out += short;
      continue;
    }
    // NUL cannot live in a shell word: `\x00` ends the word's text there (no code runs).
    for (const byte of utf8Bytes(char)) {
      out += `\\x${hex(byte, 2)}`;
    }
  }
  return `$'${out}'`;
}

/** The UTF-8 bytes of one code point (U+FFFD's for an unpaired surrogate). */
function utf8Bytes(char: string): number[] {
  let code = char.codePointAt(0)!;
  if (code >= 0xd800 && code <= 0xdfff) {
    code = 0xfffd;
  }
  if (code < 0x80) {
    return [code];
  }
  if (code < 0x800) {
    return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
  }
  if (code < 0x10000) {
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  }
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
}

/**
 * Splits text into runs of printable characters and runs of characters that need `$'...'`, quotes each
 * run, and joins them into one shell word (adjacent quoted parts concatenate in the shell).
 */
function shellWord(text: string, quotePrintable: (run: string) => string, keepNewlines = false): string {
  let out = "";
  let run = "";
  let runIsSpecial = false;
  const flush = () => {
    if (run !== "") {
      out += runIsSpecial ? ansiCQuoted(run) : quotePrintable(run);
      run = "";
    }
  };
  for (const char of text) {
    const special = ALWAYS_ESCAPED_CHAR.test(char) && !(keepNewlines && char === "\n");
    if (special !== runIsSpecial) {
      flush();
      runIsSpecial = special;
    }
    run += char;
  }
  flush();
  return out;
}

export interface ShellQuoteOptions {
  /**
   * Keep line breaks as they are inside the quotes (valid in single quotes) instead of `$'\n'` parts:
   * for multi-line values such as a pretty-printed JSON request body.
   */
  keepNewlines?: boolean;
}

/**
 * A shell word in single quotes: nothing inside is expanded (`$()`, backticks, `$VAR`, `!`, globs).
 * A single quote becomes `\'` between quoted parts (`'it'\''s'`). Control and invisible characters go
 * into `$'...'` parts, so a command stays on one line and shows every character it passes.
 */
export function shellSingleQuoted(value: string, options: ShellQuoteOptions = {}): string {
  const text = requireString("shellSingleQuoted", value);
  if (text === "") {
    return "''";
  }
  return shellWord(
    text,
    (run) =>
      run
        .split("'")
        .map((part) => (part === "" ? "" : `'${part}'`))
        .join("\\'"),
    options.keepNewlines,
  );
}

/**
 * A shell word in double quotes for places that read better with them (e.g. next to `"$HF_TOKEN"`):
 * `\`, `"`, `$` and backticks are escaped, and `!` (history expansion in interactive shells, even inside
 * double quotes) goes in single quotes, as control and invisible characters go in `$'...'`.
 */
export function shellDoubleQuotedSafe(value: string): string {
  const text = requireString("shellDoubleQuotedSafe", value);
  if (text === "") {
    return '""';
  }
  return shellWord(text, (run) =>
    run
      .split("!")
      .map((part) => (part === "" ? "" : `"${part.replace(/[\\"$`]/g, "\\$&")}"`))
      .join("'!'"),
  );
}

// Python keywords and soft keywords that cannot name a variable, class or attribute in our snippets.
const PYTHON_KEYWORDS = new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
]);

const JS_RESERVED = new Set([
  "await",
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "implements",
  "import",
  "in",
  "instanceof",
  "interface",
  "let",
  "new",
  "null",
  "package",
  "private",
  "protected",
  "public",
  "return",
  "static",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
]);

// ASCII only: identifiers taken from model records must not smuggle look-alike letters into code.
const ASCII_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether `name` can be printed as a Python name (class, attribute, variable) as is. */
export function isPythonIdentifier(name: unknown): name is string {
  return typeof name === "string" && ASCII_IDENTIFIER.test(name) && !PYTHON_KEYWORDS.has(name);
}

/** Whether `name` can be printed as a JavaScript binding or bare object key as is. */
export function isJsIdentifier(name: unknown): name is string {
  return typeof name === "string" && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !JS_RESERVED.has(name);
}

interface LiteralSyntax {
  language: string;
  string: (value: string) => string;
  key: (key: string) => string;
  keyValueSeparator: string;
  true: string;
  false: string;
  null: string;
}

const PYTHON_SYNTAX: LiteralSyntax = {
  language: "pythonLiteral",
  string: pythonString,
  key: pythonString,
  keyValueSeparator: ": ",
  true: "True",
  false: "False",
  null: "None",
};

const JS_SYNTAX: LiteralSyntax = {
  language: "jsLiteral",
  string: jsString,
  key: (key) => (isJsIdentifier(key) ? key : jsString(key)),
  keyValueSeparator: ": ",
  true: "true",
  false: "false",
  null: "null",
};

function describeValue(value: unknown): string {
  if (value === null) {
    return "null";
  }
  if (typeof value === "number") {
    return String(value);
  }
  return typeof value;
}

function formatLiteral(
  value: unknown,
  syntax: LiteralSyntax,
  format: LiteralFormat,
  path: string,
  depth: number,
): string {
  if (typeof value === "string") {
    return syntax.string(value);
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      throw new TypeError(`${syntax.language}: ${path} must be a finite number, got ${value}`);
    }
    return String(value);
  }
  if (typeof value === "boolean") {
    return value ? syntax.true : syntax.false;
  }
  if (value === null) {
    return syntax.null;
  }
  if (typeof value !== "object") {
    throw new TypeError(`${syntax.language}: ${path} cannot be written as a literal (got ${describeValue(value)})`);
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => formatLiteral(item, syntax, format, `${path}[${i}]`, depth + 1))
    : Object.entries(value).map(
        ([key, item]) =>
          `${syntax.key(key)}${syntax.keyValueSeparator}${formatLiteral(item, syntax, format, `${path}.${key}`, depth + 1)}`,
      );
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) {
    return `${open}${close}`;
  }
  if (format.indent === undefined) {
    return `${open}${entries.join(", ")}${close}`;
  }
  const base = format.baseIndent ?? "";
  const inner = base + format.indent.repeat(depth + 1);
  const outer = base + format.indent.repeat(depth);
  return `${open}\n${entries.map((entry) => inner + entry).join(",\n")}\n${outer}${close}`;
}

/**
 * A Python literal (str, int/float, True/False/None, list, dict) for a JSON-like value. Keys are always
 * quoted strings. With `indent`, nested lists and dicts spread over lines.
 */
export function pythonLiteral(value: LiteralValue, format: LiteralFormat = {}): string {
  return formatLiteral(value, PYTHON_SYNTAX, format, "value", 0);
}

/** A JavaScript literal for a JSON-like value; keys that are identifiers print bare. */
export function jsLiteral(value: LiteralValue, format: LiteralFormat = {}): string {
  return formatLiteral(value, JS_SYNTAX, format, "value", 0);
}

import {
  csharpString,
  isPythonIdentifier,
  jsLiteral,
  pythonLiteral,
  shellSingleQuoted,
  type LiteralValue,
} from "../snippets/quote.js";

/**
 * Source text that is inserted into a snippet as it is. Only the tagged templates below and the few
 * constructors here make one, so a value from a model record can never become code by accident: a plain
 * string interpolated into a template is always written as a string literal.
 */
export class Code {
  readonly text: string;
  /** @internal Use the tagged templates or `trusted`. */
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

/** What a template may interpolate: code, or a value written as a literal of the template's language. */
export type Interpolation = Code | LiteralValue;

/** Literal code written in this repository (never text from a model record). */
export function trusted(text: string): Code {
  return new Code(text);
}

/** A validated Python name (class, attribute, variable); throws on anything else. */
export function pyName(name: string): Code {
  if (!isPythonIdentifier(name)) {
    throw new TypeError(`pyName: ${JSON.stringify(name)} is not a Python identifier`);
  }
  return new Code(name);
}

/** A Python literal spread over lines (4-space indentation), lined up with `baseIndent`. */
export function pyBlock(value: LiteralValue, baseIndent = ""): Code {
  return new Code(pythonLiteral(value, { indent: "    ", baseIndent }));
}

/** A JavaScript literal spread over lines (2-space indentation), lined up with `baseIndent`. */
export function jsBlock(value: LiteralValue, baseIndent = ""): Code {
  return new Code(jsLiteral(value, { indent: "  ", baseIndent }));
}

/** An empty line, for `lines(...)`. */
export const blank = new Code("");

/** Joins pieces of code with line breaks, skipping absent ones. */
export function lines(...parts: (Code | undefined | false)[]): Code {
  return new Code(
    parts
      .filter((part): part is Code => part instanceof Code)
      .map((part) => part.text)
      .join("\n"),
  );
}

/** The snippets of a library as the catalogue returns them. */
export function snippetTexts(...parts: (Code | undefined | false)[]): string[] {
  return parts.filter((part): part is Code => part instanceof Code).map((part) => part.text);
}

/**
 * Removes the indentation that the template has in the TypeScript source: a leading line break, the
 * trailing line break and spaces, and the smallest indentation shared by the template's own lines.
 * Interpolated values are never touched.
 */
function dedent(strings: readonly string[]): string[] {
  const parts = [...strings];
  if (parts.length > 0) {
    parts[0] = parts[0]!.replace(/^[ \t]*\n/, "");
    parts[parts.length - 1] = parts[parts.length - 1]!.replace(/\n[ \t]*$/, "");
  }
  let shared = Infinity;
  parts.forEach((part, index) => {
    const pieces = part.split("\n");
    pieces.forEach((piece, i) => {
      const startsLine = i > 0 || index === 0;
      const endsPart = i === pieces.length - 1 && index < parts.length - 1;
      if (!startsLine || (piece.trim() === "" && !endsPart)) {
        return;
      }
      shared = Math.min(shared, piece.length - piece.trimStart().length);
    });
  });
  if (shared === Infinity || shared === 0) {
    return parts;
  }
  const lineStarts = new RegExp(`^ {0,${shared}}`, "gm");
  const laterLineStarts = new RegExp(`\\n {0,${shared}}`, "g");
  // The first part starts a line; later parts continue the line of the value before them.
  return parts.map((part, index) => (index === 0 ? part.replace(lineStarts, "") : part.replace(laterLineStarts, "\n")));
}

function makeTag(language: string, literal: (value: LiteralValue) => string) {
  return (strings: TemplateStringsArray, ...values: Interpolation[]): Code => {
    const parts = dedent(strings);
    let out = parts[0] ?? "";
    values.forEach((value, i) => {
      if (value === undefined) {
        throw new TypeError(`${language} template: interpolation ${i} is undefined`);
      }
      out += value instanceof Code ? value.text : literal(value);
      out += parts[i + 1] ?? "";
    });
    return new Code(out);
  };
}

function shellWordFor(value: LiteralValue): string {
  if (typeof value === "string") {
    return shellSingleQuoted(value);
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    return String(value);
  }
  throw new TypeError(`sh template: only strings and numbers can be shell words, got ${typeof value}`);
}

function csharpValue(value: LiteralValue): string {
  if (typeof value === "string") {
    return csharpString(value);
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    return String(value);
  }
  throw new TypeError(`cs template: only strings and numbers are supported, got ${typeof value}`);
}

/** Python code; interpolated values become Python literals. */
export const py = makeTag("py", pythonLiteral);
/** JavaScript code; interpolated values become JavaScript literals. */
export const js = makeTag("js", jsLiteral);
/** Shell code; interpolated values become single-quoted words. */
export const sh = makeTag("sh", shellWordFor);
/** C# code; interpolated values become C# literals. */
export const cs = makeTag("cs", csharpValue);

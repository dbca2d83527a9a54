/**
 * Request bodies and sample inputs printed as source literals (Python dict, JavaScript object, JSON text).
 *
 * This module only lays values out (line breaks, indentation, commas); every string and key goes through
 * the per-language quoting helpers of @hubkit/tasks, so whatever a value holds it stays one literal.
 */
import { isJsIdentifier, jsString, pythonString } from "@hubkit/tasks";
import { InferenceInputError } from "../errors.js";

export type LiteralSyntax = "python" | "js" | "json";

export interface LiteralLayout {
  /** Indentation per nesting level; without it everything prints on one line. */
  indent?: string;
  /** Put in front of every line but the first, so the literal lines up where it is embedded. */
  baseIndent?: string;
  /** Comma after the last entry too: of every container ("all") or of the outermost one only ("top"). */
  trailingComma?: "none" | "all" | "top";
  /** Containers at this depth or deeper print on one line (0 is the value itself). */
  inlineFrom?: number;
}

/**
 * A Python `str` literal. Double quotes as pythonString writes them, unless the text holds double quotes
 * and nothing else that needs escaping: then single quotes show it as written (Python's repr does the same).
 */
export function pythonText(value: string): string {
  const quoted = pythonString(value);
  if (value.includes('"') && !value.includes("'") && quoted.length === value.length + 2 + countOf(value, '"')) {
    return `'${value}'`;
  }
  return quoted;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) count++;
  return count;
}

interface Syntax {
  string(value: string): string;
  key(key: string): string;
  true: string;
  false: string;
  null: string;
  /** Space inside the braces of an object on one line: `{ a: 1 }` in JavaScript. */
  inlinePadding: string;
}

/**
 * An object key in JavaScript: bare when it is an identifier, a string literal otherwise. `__proto__` is computed
 * (`["__proto__"]`): written plain or quoted, it would set the object's prototype instead of a field (a table column
 * of that name would vanish from the request).
 */
export function jsObjectKey(key: string): string {
  if (key === "__proto__") return `[${jsString(key)}]`;
  return isJsIdentifier(key) ? key : jsString(key);
}

const SYNTAX: Record<LiteralSyntax, Syntax> = {
  python: { string: pythonText, key: pythonText, true: "True", false: "False", null: "None", inlinePadding: "" },
  js: {
    string: jsString,
    key: jsObjectKey,
    true: "true",
    false: "false",
    null: "null",
    inlinePadding: " ",
  },
  json: {
    string: (value) => JSON.stringify(value),
    key: (key) => JSON.stringify(key),
    true: "true",
    false: "false",
    null: "null",
    inlinePadding: "",
  },
};

/** `value` as a literal of `syntax`, laid out as `layout` says. Only JSON values can be printed. */
export function literal(value: unknown, syntax: LiteralSyntax, layout: LiteralLayout = {}): string {
  return format(value, SYNTAX[syntax], layout, 0, "value");
}

function format(value: unknown, syntax: Syntax, layout: LiteralLayout, depth: number, path: string): string {
  switch (typeof value) {
    case "string":
      return syntax.string(value);
    case "number":
      if (!Number.isFinite(value)) {
        throw new InferenceInputError(`Snippet input ${path} must be a finite number, got ${value}`);
      }
      return String(value);
    case "boolean":
      return value ? syntax.true : syntax.false;
    case "object":
      if (value === null) return syntax.null;
      return Array.isArray(value)
        ? container(
            value.map((item, i) => format(item, syntax, layout, depth + 1, `${path}[${i}]`)),
            "[",
            "]",
            "",
            layout,
            depth,
          )
        : container(
            Object.entries(value).map(
              ([key, item]) => `${syntax.key(key)}: ${format(item, syntax, layout, depth + 1, `${path}.${key}`)}`,
            ),
            "{",
            "}",
            syntax.inlinePadding,
            layout,
            depth,
          );
    default:
      throw new InferenceInputError(`Snippet input ${path} cannot be printed as a literal (got ${typeof value})`);
  }
}

function container(
  entries: string[],
  open: string,
  close: string,
  padding: string,
  layout: LiteralLayout,
  depth: number,
): string {
  if (entries.length === 0) return open + close;
  const { indent } = layout;
  if (indent === undefined || depth >= (layout.inlineFrom ?? Infinity)) {
    return `${open}${padding}${entries.join(", ")}${padding}${close}`;
  }
  const base = layout.baseIndent ?? "";
  const inner = base + indent.repeat(depth + 1);
  const trailing = layout.trailingComma === "all" || (layout.trailingComma === "top" && depth === 0) ? "," : "";
  return `${open}\n${inner}${entries.join(`,\n${inner}`)}${trailing}\n${base}${indent.repeat(depth)}${close}`;
}

/**
 * The entries of an object literal without its braces, one per line, each with a trailing comma: what
 * goes between `{ ` and ` }` when a body is spread into a call (`query({ ... })`).
 */
export function objectEntries(value: Record<string, unknown>, syntax: LiteralSyntax, indent: string): string {
  const text = literal(value, syntax, { indent, trailingComma: "all" });
  // "{\n" ... "\n}" around the entries; an empty object has none.
  return text.length > 2 ? text.slice(2, -2) : "";
}

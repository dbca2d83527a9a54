import type { ChatCompletionInputMessage } from "../inference-types/index.js";

/**
 * The generation settings that chat snippets print. Declared here rather than picked from the inference
 * types' GenerationParameters, which do not carry `max_tokens`.
 */
export interface SnippetGenerationConfig {
  temperature?: number;
  /**
   * `unknown` as in the counterpart, whose type picks the field from GenerationParameters' index signature, so
   * callers hand over values typed `unknown`; stringifyGenerationConfig throws on anything but a finite number.
   */
  max_tokens?: unknown;
  top_p?: number;
}

export interface StringifyMessagesOptions {
  /** Put in front of every line but the first, so the list lines up where the snippet embeds it. */
  indent?: string;
  /** Keep the quotes around keys (JSON, Python dicts); without it keys print bare, as in JS object literals. */
  attributeKeyQuotes?: boolean;
  /** Applied last, to the whole text, e.g. to escape it for a shell string. */
  customContentEscaper?: (str: string) => string;
}

export interface StringifyGenerationConfigOptions {
  /** Put between entries, typically a line break and the indentation of the call. */
  indent: string;
  /** Between a key and its value: `=` for keyword arguments, `: ` for object literals. */
  attributeValueConnector: string;
  /** Print keys as quoted strings. */
  attributeKeyQuotes?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/**
 * In JSON text, either an identifier key with its colon (groups 1 and 2) or any other complete string literal
 * (group 3). Whole string literals are consumed from their opening quote, so text inside values (even
 * `"x": y`) is never taken for a key; keys that are not identifiers keep their quotes so the result stays a
 * valid object literal.
 */
const KEY_OR_STRING = /"([A-Za-z_$][\w$]*)"(:)|("(?:[^"\\]|\\.)*")/g;

/**
 * A list of chat messages as source text: pretty-printed JSON indented with tabs, keys bare unless
 * `attributeKeyQuotes` is set. String values are JSON-escaped, so quotes, backslashes and line breaks
 * inside messages cannot end the literal early.
 */
export function stringifyMessages(messages: ChatCompletionInputMessage[], opts?: StringifyMessagesOptions): string {
  if (!Array.isArray(messages)) {
    throw new TypeError(`stringifyMessages: expected an array of messages, got ${describe(messages)}`);
  }
  let text = JSON.stringify(messages, null, "\t");
  if (!opts?.attributeKeyQuotes) {
    text = text.replace(KEY_OR_STRING, "$1$2$3");
  }
  if (opts?.indent) {
    text = text.replaceAll("\n", `\n${opts.indent}`);
  }
  return opts?.customContentEscaper ? opts.customContentEscaper(text) : text;
}

/**
 * Generation settings as a list of `key<connector>value,` entries joined by `indent`, e.g.
 * `temperature=0.5,\n\tmax_tokens=512,`. Settings left undefined are skipped; values must be finite numbers.
 */
export function stringifyGenerationConfig(
  config: SnippetGenerationConfig,
  opts: StringifyGenerationConfigOptions,
): string {
  if (config === null || typeof config !== "object") {
    throw new TypeError(`stringifyGenerationConfig: expected an object of settings, got ${describe(config)}`);
  }
  const entries: string[] = [];
  for (const [key, value] of Object.entries(config) as [string, unknown][]) {
    if (value === undefined) {
      continue;
    }
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new TypeError(
        `stringifyGenerationConfig: ${JSON.stringify(key)} must be a finite number, got ${describe(value)}`,
      );
    }
    if (!opts.attributeKeyQuotes && !IDENTIFIER.test(key)) {
      throw new TypeError(`stringifyGenerationConfig: ${JSON.stringify(key)} cannot be printed as a bare key`);
    }
    const printedKey = opts.attributeKeyQuotes ? JSON.stringify(key) : key;
    entries.push(`${printedKey}${opts.attributeValueConnector}${value},`);
  }
  return entries.join(opts.indent);
}

function describe(value: unknown): string {
  if (value === null) {
    return "null";
  }
  if (typeof value === "string") {
    return `the string ${JSON.stringify(value)}`;
  }
  return typeof value === "number" ? String(value) : typeof value;
}

/**
 * The JSON a person types into the chat widget (tools, a response schema), checked before anything is sent: bounded
 * in size and depth, shaped as the OpenAI-style chat API takes it, and every mistake named with where it is (line and
 * column for broken JSON, a JSON path such as `$[0].function.name` for a wrong shape).
 */
import type { ChatCompletionInputTool } from "@hubkit/tasks";
import { jsonErrorOffset } from "../json-error.js";

/**
 * Structured output in the OpenAI-style shape providers take: the answer is JSON following `json_schema.schema`.
 * Declared here because @hubkit/tasks 0.18 types `response_format` as text-generation-inference's grammar only
 * (`{ type: "json" | "regex", value }`, as @huggingface/tasks 0.18.12 does); the request carries it through the chat
 * input's open fields. Replace with the package's type once it has one.
 */
export interface ResponseFormatJSONSchema {
  type: "json_schema";
  json_schema: { name: string; schema: Record<string, unknown>; strict?: boolean };
}

/** Longest text one JSON field takes: tool lists and schemas people write by hand run to a few thousand characters. */
export const MAX_CHAT_JSON_CHARS = 32_768;
/** Deepest nesting of arrays and objects: nested schemas go a few levels down, not dozens. */
export const MAX_CHAT_JSON_DEPTH = 32;
/** Most tools in one request (OpenAI's limit). */
export const MAX_TOOLS = 128;

/** Function and schema names: letters, digits, `_` and `-`, 1 to 64 of them (OpenAI's rule, which providers follow). */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const JSON_SCHEMA_TYPES: ReadonlySet<string> = new Set([
  "string",
  "number",
  "integer",
  "boolean",
  "object",
  "array",
  "null",
]);

export type ChatJsonField = "Tools" | "Response schema" | "Schema name";

/** A mistake in what the person typed: the field, where in it (when the field is JSON), and what is wrong. */
export class ChatJsonError extends Error {
  constructor(
    readonly field: ChatJsonField,
    readonly where: string | undefined,
    readonly detail: string,
  ) {
    super(`${field}${where === undefined ? "" : `, ${where}`}: ${detail}`);
    this.name = "ChatJsonError";
  }
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value for a message: JSON, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `${typeof value} ${shown(value)}`;
}

/** `$`, `$.key`, `$["odd key"]`, `$[2]`. */
function pathOf(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === "number"
        ? `${text}[${part}]`
        : /^[A-Za-z_$][\w$]*$/.test(part)
          ? `${text}.${part}`
          : `${text}[${JSON.stringify(part)}]`,
    "$",
  );
}

/** Line and column (1-based) of an offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `line ${line}, column ${offset - (before.lastIndexOf("\n") + 1) + 1}`;
}

/** The deepest nesting of a parsed value, counted without recursion (a hostile text can nest thousands deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_CHAT_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The parsed text, or the field's error: too long, not JSON (with its line and column), or nested too deep. */
function parseJson(text: string, field: ChatJsonField): unknown {
  if (text.length > MAX_CHAT_JSON_CHARS) {
    throw new ChatJsonError(
      field,
      undefined,
      `${text.length.toLocaleString("en")} characters; at most ${MAX_CHAT_JSON_CHARS.toLocaleString("en")} are taken.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    let offset: number | undefined;
    try {
      offset = jsonErrorOffset(text);
    } catch {
      // The scanner recurses: text nested thousands deep overflows it. Then the error has no position.
    }
    throw new ChatJsonError(field, offset === undefined ? undefined : lineColumn(text, offset), "not valid JSON.");
  }
  if (depthOf(value) > MAX_CHAT_JSON_DEPTH) {
    throw new ChatJsonError(field, undefined, `nested more than ${MAX_CHAT_JSON_DEPTH} levels deep.`);
  }
  return value;
}

/** Fails on any key of `value` outside `allowed`, naming it. */
function onlyKeys(value: JsonObject, allowed: readonly string[], path: (string | number)[], field: ChatJsonField) {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new ChatJsonError(
        field,
        `at ${pathOf([...path, key])}`,
        `unknown field; expected ${allowed.map((name) => `"${name}"`).join(", ")}.`,
      );
    }
  }
}

/**
 * The tools the person typed, as the chat request takes them; undefined when the field is empty. Each tool is
 * `{ "type": "function", "function": { "name", "description"?, "parameters"?, "strict"? } }`, with distinct names.
 */
export function parseTools(text: string): ChatCompletionInputTool[] | undefined {
  if (text.trim() === "") return undefined;
  const field = "Tools";
  const value = parseJson(text, field);
  if (!Array.isArray(value)) {
    throw new ChatJsonError(
      field,
      "at $",
      `expected a list of tools ([{"type": "function", ...}]), got ${kindOf(value)}.`,
    );
  }
  if (value.length === 0)
    throw new ChatJsonError(field, "at $", "the list is empty; leave the field empty to send no tools.");
  if (value.length > MAX_TOOLS) {
    throw new ChatJsonError(field, "at $", `${value.length} tools; at most ${MAX_TOOLS} are taken.`);
  }
  const names = new Set<string>();
  return value.map((tool: unknown, i): ChatCompletionInputTool => {
    const at = (...rest: string[]) => `at ${pathOf([i, ...rest])}`;
    if (!isObject(tool)) throw new ChatJsonError(field, at(), `expected a tool object, got ${kindOf(tool)}.`);
    onlyKeys(tool, ["type", "function"], [i], field);
    if (tool.type !== "function") {
      throw new ChatJsonError(
        field,
        at("type"),
        `expected "function", got ${tool.type === undefined ? "nothing" : kindOf(tool.type)}.`,
      );
    }
    const fn = tool.function;
    if (!isObject(fn)) throw new ChatJsonError(field, at("function"), `expected an object, got ${kindOf(fn)}.`);
    onlyKeys(fn, ["name", "description", "parameters", "strict"], [i, "function"], field);
    if (typeof fn.name !== "string" || !NAME.test(fn.name)) {
      throw new ChatJsonError(
        field,
        at("function", "name"),
        `a function name is 1 to 64 letters, digits, "_" or "-", got ${fn.name === undefined ? "nothing" : kindOf(fn.name)}.`,
      );
    }
    if (names.has(fn.name)) throw new ChatJsonError(field, at("function", "name"), `"${fn.name}" is named twice.`);
    names.add(fn.name);
    if (fn.description !== undefined && typeof fn.description !== "string") {
      throw new ChatJsonError(field, at("function", "description"), `expected text, got ${kindOf(fn.description)}.`);
    }
    if (fn.parameters !== undefined) checkSchema(fn.parameters, [i, "function", "parameters"], field);
    if (fn.strict !== undefined && typeof fn.strict !== "boolean") {
      throw new ChatJsonError(field, at("function", "strict"), `expected true or false, got ${kindOf(fn.strict)}.`);
    }
    // Sent as typed: fields left out stay out.
    return {
      type: "function",
      function: {
        name: fn.name,
        ...(typeof fn.description === "string" && { description: fn.description }),
        parameters: fn.parameters,
        ...(typeof fn.strict === "boolean" && { strict: fn.strict }),
      },
    };
  });
}

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas: where the check goes on. */
const SUBSCHEMA = ["items", "additionalProperties", "not", "contains", "if", "then", "else"];
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"];

/**
 * A JSON Schema's shape where mistakes are common and providers answer with a bare 400: an object (or true/false
 * below the root), `type` a known type or a list of them, `required` a list of names. Other keywords go as typed.
 */
function checkSchema(value: unknown, path: (string | number)[], field: ChatJsonField, root = true): void {
  if (typeof value === "boolean" && !root) return;
  if (!isObject(value)) {
    throw new ChatJsonError(field, `at ${pathOf(path)}`, `expected a JSON Schema object, got ${kindOf(value)}.`);
  }
  const type = value.type;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    types.forEach((name: unknown, j) => {
      if (typeof name !== "string" || !JSON_SCHEMA_TYPES.has(name)) {
        throw new ChatJsonError(
          field,
          `at ${pathOf(Array.isArray(type) ? [...path, "type", j] : [...path, "type"])}`,
          `not a JSON Schema type (${[...JSON_SCHEMA_TYPES].join(", ")}): ${kindOf(name)}.`,
        );
      }
    });
  }
  const required = value.required;
  if (required !== undefined && !(Array.isArray(required) && required.every((name) => typeof name === "string"))) {
    throw new ChatJsonError(field, `at ${pathOf([...path, "required"])}`, "expected a list of property names.");
  }
  for (const key of SUBSCHEMA) {
    if (value[key] !== undefined) checkSchema(value[key], [...path, key], field, false);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = value[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      throw new ChatJsonError(
        field,
        `at ${pathOf([...path, key])}`,
        `expected a list of schemas, got ${kindOf(list)}.`,
      );
    }
    list.forEach((item: unknown, j) => checkSchema(item, [...path, key, j], field, false));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = value[key];
    if (map === undefined) continue;
    if (!isObject(map)) {
      throw new ChatJsonError(
        field,
        `at ${pathOf([...path, key])}`,
        `expected an object of schemas, got ${kindOf(map)}.`,
      );
    }
    for (const [name, item] of Object.entries(map)) checkSchema(item, [...path, key, name], field, false);
  }
}

/**
 * The structured-output request: `{ type: "json_schema", json_schema: { name, schema, strict? } }`, or undefined when
 * no schema is typed (the name and the strict switch alone send nothing).
 */
export function parseResponseFormat(
  schemaText: string,
  name: string,
  strict: boolean,
): ResponseFormatJSONSchema | undefined {
  if (schemaText.trim() === "") return undefined;
  const schema = parseJson(schemaText, "Response schema");
  if (!isObject(schema)) {
    throw new ChatJsonError(
      "Response schema",
      "at $",
      `expected a JSON Schema object ({"type": "object", ...}), got ${kindOf(schema)}.`,
    );
  }
  checkSchema(schema, [], "Response schema");
  const trimmed = name.trim();
  if (!NAME.test(trimmed)) {
    throw new ChatJsonError(
      "Schema name",
      undefined,
      trimmed === ""
        ? 'give the schema a name (letters, digits, "_" or "-"), such as the kind of answer it describes.'
        : `1 to 64 letters, digits, "_" or "-", got ${shown(trimmed)}.`,
    );
  }
  return { type: "json_schema", json_schema: { name: trimmed, schema, ...(strict && { strict }) } };
}

/** The tools and the structured-output format a chat sends, when the person typed them. */
export interface ChatStructureArgs {
  tools?: ChatCompletionInputTool[];
  response_format?: ResponseFormatJSONSchema;
}

/** The fields as typed. */
export interface ChatStructureText {
  tools: string;
  responseSchema: string;
  schemaName: string;
  schemaStrict: boolean;
}

/**
 * The typed fields checked: the arguments to send (empty fields left out), or what is wrong, per field (for the form)
 * and in one sentence (for the request, the preview and the snippets).
 */
export type ChatStructureCheck =
  | { ok: true; args: ChatStructureArgs }
  | { ok: false; message: string; errors: Partial<Record<ChatJsonField, string>> };

export function checkChatStructure(text: ChatStructureText): ChatStructureCheck {
  const errors: Partial<Record<ChatJsonField, string>> = {};
  const messages: string[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ChatJsonError)) throw error;
      const shown = `${error.where === undefined ? "" : `${error.where}: `}${error.detail}`;
      errors[error.field] = `${shown[0]!.toUpperCase()}${shown.slice(1)}`;
      messages.push(error.message);
      return undefined;
    }
  };
  const tools = attempt(() => parseTools(text.tools));
  const format = attempt(() => parseResponseFormat(text.responseSchema, text.schemaName, text.schemaStrict));
  if (messages.length > 0) return { ok: false, message: messages.join(" "), errors };
  return {
    ok: true,
    args: { ...(tools !== undefined && { tools }), ...(format !== undefined && { response_format: format }) },
  };
}

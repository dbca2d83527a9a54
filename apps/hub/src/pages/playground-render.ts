import { Template, TemplateError, formatError } from "@hubkit/jinja";
import { jsonErrorOffset } from "../../shared/json-error.js";

/**
 * Where an error points in the text it came from (1-based); runtime errors know their line only. `span` holds
 * offsets into the text when the engine gives them (an error's `span: {start, end}`).
 */
export interface ErrorPosition {
  line: number;
  column?: number;
  span?: { from: number; to: number };
}

export type RenderOutcome =
  | { ok: true; output: string }
  | {
      ok: false;
      stage: "messages" | "template";
      kind: string;
      message: string;
      position?: ErrorPosition;
      /** The engine's rendering of where a template error happened: its line, and a caret under the failing part. */
      excerpt?: string;
    };

/** Line and column of an offset in a text, 1-based. */
export function positionOf(text: string, offset: number): ErrorPosition {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/**
 * The position an error carries: a syntax error's `position` ({line, column}), a runtime error's `line`, or else
 * "line N, column M" / "line N" in its message.
 */
export function errorPosition(error: unknown, source?: string): ErrorPosition | undefined {
  if (error !== null && typeof error === "object") {
    const { span } = error as { span?: unknown };
    if (source !== undefined && span !== null && typeof span === "object") {
      const { start, end } = span as { start?: unknown; end?: unknown };
      if (typeof start === "number" && typeof end === "number" && start >= 0 && end >= start && end <= source.length) {
        return { ...positionOf(source, start), span: { from: start, to: end } };
      }
    }
    const { position, line } = error as { position?: unknown; line?: unknown };
    if (position !== null && typeof position === "object") {
      const { line: at, column } = position as { line?: unknown; column?: unknown };
      if (typeof at === "number") return typeof column === "number" ? { line: at, column } : { line: at };
    }
    if (typeof line === "number") return { line };
  }
  const message = error instanceof Error ? error.message : String(error);
  const match = /line (\d+)(?:,? column (\d+))?/i.exec(message);
  if (match === null) return undefined;
  return match[2] === undefined ? { line: Number(match[1]) } : { line: Number(match[1]), column: Number(match[2]) };
}

/** Where invalid JSON goes wrong, found by our own scanner (browsers do not all say). */
function jsonErrorPosition(text: string): ErrorPosition | undefined {
  const offset = jsonErrorOffset(text);
  return offset === undefined ? undefined : positionOf(text, offset);
}

/** Headline per error class of the engine. */
const KINDS: Readonly<Record<string, string>> = {
  TemplateSyntaxError: "Syntax error",
  TemplateRuntimeError: "Runtime error",
  UndefinedError: "Undefined value",
  SecurityError: "Refused by the sandbox",
  TemplateLimitError: "Limit exceeded",
  TemplateRaisedError: "The template raised an error",
};

/** The template re-indented by the engine's formatter, or the error that stopped it. */
export function formatTemplate(template: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: new Template(template).format() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface RenderOptions {
  template: string;
  messagesJson: string;
  addGenerationPrompt: boolean;
  bosToken: string;
  eosToken: string;
  /** The model's other special tokens (unk_token, pad_token, ...), passed to the template as transformers does. */
  specialTokens?: Readonly<Record<string, string>>;
}

/** Parses the messages, renders the template with @hubkit/jinja, and says where anything went wrong. */
export function renderChatTemplate(options: RenderOptions): RenderOutcome {
  let messages: unknown;
  try {
    messages = JSON.parse(options.messagesJson);
  } catch (error) {
    const position = jsonErrorPosition(options.messagesJson);
    return {
      ok: false,
      stage: "messages",
      kind: "Messages are not valid JSON",
      message: (error as Error).message,
      ...(position && { position }),
    };
  }
  if (!Array.isArray(messages)) {
    return {
      ok: false,
      stage: "messages",
      kind: "Messages must be a list",
      message: "Give a JSON array of {role, content} objects.",
    };
  }
  try {
    const output = new Template(options.template).render({
      ...options.specialTokens,
      messages,
      add_generation_prompt: options.addGenerationPrompt,
      bos_token: options.bosToken,
      eos_token: options.eosToken,
    });
    return { ok: true, output };
  } catch (error) {
    const position = errorPosition(error, options.template);
    const message = error instanceof Error ? error.message : String(error);
    const kind = error instanceof Error ? (KINDS[error.name] ?? "Template error") : "Template error";
    // formatError() starts with the message, shown above: the excerpt is the lines after it.
    const excerpt = error instanceof TemplateError ? formatError(error).split("\n").slice(1).join("\n") : "";
    return { ok: false, stage: "template", kind, message, ...(position && { position }), ...(excerpt && { excerpt }) };
  }
}

import { Template } from "@hubkit/jinja";

/** Where an error points in the text it came from (1-based). */
export interface ErrorPosition {
  line: number;
  column: number;
}

export type RenderOutcome =
  | { ok: true; output: string }
  | { ok: false; stage: "messages" | "template"; message: string; position?: ErrorPosition };

/** Line and column of an offset in a text, 1-based. */
export function positionOf(text: string, offset: number): ErrorPosition {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/** The position an error carries: a `position` field, or "(line N, column M)" / "line N column M" in its message. */
export function errorPosition(error: unknown): ErrorPosition | undefined {
  if (error !== null && typeof error === "object") {
    const position = (error as { position?: unknown }).position;
    if (position !== null && typeof position === "object") {
      const { line, column } = position as { line?: unknown; column?: unknown };
      if (typeof line === "number" && typeof column === "number") return { line, column };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  const match = /line (\d+),? column (\d+)/i.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/** JSON.parse's error as a position in the text ("... at position 42" in V8). */
function jsonErrorPosition(text: string, error: unknown): ErrorPosition | undefined {
  const message = error instanceof Error ? error.message : "";
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const offset = /position (\d+)/.exec(message);
  return offset ? positionOf(text, Number(offset[1])) : undefined;
}

export interface RenderOptions {
  template: string;
  messagesJson: string;
  addGenerationPrompt: boolean;
  bosToken: string;
  eosToken: string;
}

/** Parses the messages, renders the template with @hubkit/jinja, and says where anything went wrong. */
export function renderChatTemplate(options: RenderOptions): RenderOutcome {
  let messages: unknown;
  try {
    messages = JSON.parse(options.messagesJson);
  } catch (error) {
    const position = jsonErrorPosition(options.messagesJson, error);
    return {
      ok: false,
      stage: "messages",
      message: `Messages are not valid JSON: ${(error as Error).message}`,
      ...(position && { position }),
    };
  }
  if (!Array.isArray(messages)) {
    return { ok: false, stage: "messages", message: "Messages must be a JSON array of {role, content} objects." };
  }
  try {
    const output = new Template(options.template).render({
      messages,
      add_generation_prompt: options.addGenerationPrompt,
      bos_token: options.bosToken,
      eos_token: options.eosToken,
    });
    return { ok: true, output };
  } catch (error) {
    const position = errorPosition(error);
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, stage: "template", message, ...(position && { position }) };
  }
}

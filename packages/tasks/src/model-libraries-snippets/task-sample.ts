import type { ChatCompletionInputMessage } from "../inference-types/index.js";
import type { ModelData } from "../model-data.js";
import { getModelInputSnippet } from "../snippets/inputs.js";
import { NO_SAMPLE_INPUT } from "../snippets/sample-inputs.js";
import type { LiteralValue } from "../snippets/quote.js";

/**
 * The task's sample input (from `getModelInputSnippet`) as a value, so that each library snippet can
 * write it as a literal of its own language. `getModelInputSnippet` returns source text for inference
 * snippets; here it is read back into data, never pasted as code.
 */
export type TaskSample =
  | { kind: "none" }
  | { kind: "messages"; messages: LiteralValue[] }
  | { kind: "text"; text: string }
  | { kind: "object"; value: { [key: string]: LiteralValue } };

function isPlainObject(value: unknown): value is { [key: string]: LiteralValue } {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function taskSample(model: ModelData): TaskSample {
  const sample = getModelInputSnippet(model);
  if (Array.isArray(sample)) {
    return { kind: "messages", messages: messagesAsValues(sample) };
  }
  if (sample === NO_SAMPLE_INPUT) {
    return { kind: "none" };
  }
  try {
    const parsed: unknown = JSON.parse(sample);
    if (typeof parsed === "string") {
      return { kind: "text", text: parsed };
    }
    if (isPlainObject(parsed)) {
      return { kind: "object", value: parsed };
    }
  } catch {
    // Not JSON: a single-quoted sample, or a quoted text with a character JSON rejects (a model's own
    // mask token may hold anything). Fall through to reading it as text.
  }
  const singleQuoted = /^'([^']*)'$/.exec(sample);
  if (singleQuoted) {
    return { kind: "text", text: singleQuoted[1]! };
  }
  const unquoted = getModelInputSnippet(model, false, true);
  return { kind: "text", text: typeof unquoted === "string" ? unquoted : sample };
}

function messagesAsValues(messages: ChatCompletionInputMessage[]): LiteralValue[] {
  // The messages are plain JSON data (role, content parts); a JSON round trip drops anything else.
  return JSON.parse(JSON.stringify(messages)) as LiteralValue[];
}

/** The sample as one text, when it is one (most text tasks); otherwise the fallback. */
export function sampleText(model: ModelData, fallback: string): string {
  const sample = taskSample(model);
  return sample.kind === "text" ? sample.text : fallback;
}

/** The sample's fields when it is an object (question answering, table question answering); otherwise none. */
export function sampleObject(model: ModelData): { [key: string]: LiteralValue } {
  const sample = taskSample(model);
  return sample.kind === "object" ? sample.value : {};
}

/** Chat messages for a chat model: the task's sample messages, or one user turn built from `text`. */
export function chatMessages(model: ModelData, text: string): LiteralValue[] {
  const sample = taskSample(model);
  return sample.kind === "messages" ? sample.messages : [{ role: "user", content: text }];
}

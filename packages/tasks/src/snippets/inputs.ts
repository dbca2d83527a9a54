import type { ChatCompletionInputMessage } from "../inference-types/index.js";
import { ownEntry } from "../own-entry.js";
import { CHAT_SAMPLE_INPUTS, NO_SAMPLE_INPUT, SAMPLE_INPUTS, type SampleInput } from "./sample-inputs.js";
import type { ModelDataMinimal } from "./types.js";

// A line break with the tabs that indent the next line, or a run of tabs: each becomes one space.
const LINE_BREAKS_AND_TABS = /(?:\r\n|\r|\n)\t*|\t+/g;

function flatten(text: string): string {
  return text.replace(LINE_BREAKS_AND_TABS, " ");
}

/** Drops one pair of double quotes around the whole text; single-quoted samples are left alone. */
function unquote(text: string): string {
  return text.length > 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

function isConversational(model: ModelDataMinimal): boolean {
  return Array.isArray(model.tags) && model.tags.includes("conversational");
}

function render(sample: SampleInput, model: ModelDataMinimal): string {
  return typeof sample === "string" ? sample : sample(model);
}

/**
 * The sample input that inference snippets send to a model, chosen by its pipeline tag.
 *
 * - Chat models (`conversational` tag on a text-generation or image-text-to-text model) get a list of
 *   messages, a fresh copy on every call; `noWrap` and `noQuotes` do not apply to it.
 * - Other tasks get source text: a quoted string, or a JSON object spread over several lines.
 *   `noWrap` puts it on one line; `noQuotes` removes the surrounding double quotes.
 * - A task without a sample gets a sentence saying so.
 *
 * The model's own `widgetData` is deliberately not read: snippets show the task's default input, as the
 * counterpart does (the try-it widget is where a model's own examples appear).
 */
export function getModelInputSnippet(
  model: ModelDataMinimal,
  noWrap = false,
  noQuotes = false,
): string | ChatCompletionInputMessage[] {
  if (model === null || typeof model !== "object") {
    throw new TypeError(`getModelInputSnippet: expected a model record, got ${model === null ? "null" : typeof model}`);
  }
  const tag = model.pipeline_tag;
  if (typeof tag !== "string") {
    return NO_SAMPLE_INPUT;
  }
  const chat = ownEntry(CHAT_SAMPLE_INPUTS, tag);
  if (chat !== undefined && isConversational(model)) {
    return structuredClone(chat) as ChatCompletionInputMessage[];
  }
  const sample = ownEntry(SAMPLE_INPUTS, tag);
  if (sample === undefined) {
    return NO_SAMPLE_INPUT;
  }
  let text = render(sample, model);
  if (noWrap) {
    text = flatten(text);
  }
  if (noQuotes) {
    text = unquote(text);
  }
  return text;
}

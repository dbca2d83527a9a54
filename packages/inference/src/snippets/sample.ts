/**
 * The task's sample input (getModelInputSnippet of @hubkit/tasks) as a value snippets can print.
 *
 * The sample table writes inputs as source text: `"text"` in double quotes, a JSON object, or (tabular)
 * a JSON object in single quotes. Printing that text into code as is would let a model record break the
 * snippet (fill-mask puts the model's own mask token inside the quotes), so it is turned back into a
 * value here and printed by the quoting helpers of each language.
 */
import { getModelInputSnippet, type ChatCompletionInputMessage, type ModelDataMinimal } from "@hubkit/tasks";

export type Sample =
  | { kind: "text"; value: string }
  | { kind: "object"; value: Record<string, unknown> }
  | { kind: "messages"; value: ChatCompletionInputMessage[] };

export function sampleInput(model: ModelDataMinimal): Sample {
  const snippet = getModelInputSnippet(model);
  if (Array.isArray(snippet)) return { kind: "messages", value: snippet };
  if (snippet.startsWith("{")) {
    // Object samples are constants of the table (no model data inside), so they are JSON.
    return { kind: "object", value: JSON.parse(snippet) as Record<string, unknown> };
  }
  const quoted = snippet.length >= 2 && (snippet[0] === '"' || snippet[0] === "'") && snippet.endsWith(snippet[0]);
  // The text between the quotes, verbatim: the table inserts model data raw, without escaping it.
  const text = quoted ? snippet.slice(1, -1) : snippet;
  // Tabular samples are a JSON object in single quotes: a table of columns, sent as an object (as the client does).
  if (snippet[0] === "'" && text.startsWith("{"))
    return { kind: "object", value: JSON.parse(text) as Record<string, unknown> };
  return { kind: "text", value: text };
}

/** A field of an object sample, as text (the image file of document QA, the prompt of image-to-image). */
export function sampleField(sample: Sample, field: string): string {
  const value = sample.kind === "object" ? sample.value[field] : undefined;
  if (typeof value !== "string") {
    throw new Error(`The sample input has no text field "${field}" (sample kind: ${sample.kind})`);
  }
  return value;
}

/** The text of a text sample (text-to-image prompts, file names of binary tasks). */
export function sampleText(sample: Sample): string {
  if (sample.kind !== "text") throw new Error(`Expected a text sample input, got a ${sample.kind} sample`);
  return sample.value;
}

import { MAPPING_DEFAULT_WIDGET, getModelInputSnippet, type WidgetExample, type WidgetType } from "@hubkit/tasks";
import type { HubModel } from "../hub-types.js";
import type { InputKind, TaskWidget } from "./task-table.js";
import { EMPTY_INPUT, type ChatMessage, type TableData, type WidgetInput } from "./types.js";

/** Where a widget's starting input came from, said next to it. */
export type InputSource = "model example" | "task sample" | "sample file" | "empty";

function asTable(value: unknown): TableData {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  const table: TableData = {};
  for (const [column, cells] of Object.entries(value)) {
    table[column] = Array.isArray(cells) ? cells.map((cell) => String(cell)) : [String(cells)];
  }
  return table;
}

function asMessages(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((message): ChatMessage[] => {
    if (message === null || typeof message !== "object") return [];
    const { role, content } = message as { role?: unknown; content?: unknown };
    const text = typeof content === "string" ? content : Array.isArray(content) ? textParts(content) : "";
    const imageUrl = Array.isArray(content) ? firstImageUrl(content) : undefined;
    if (role !== "system" && role !== "user" && role !== "assistant") return [];
    return [imageUrl === undefined ? { role, content: text } : { role, content: text, imageUrl }];
  });
}

/** The first `image_url` part of a multi-part message, so vision examples keep their image. */
function firstImageUrl(parts: unknown[]): string | undefined {
  for (const part of parts) {
    const url = (part as { image_url?: { url?: unknown } } | null)?.image_url?.url;
    if (typeof url === "string") return url;
  }
  return undefined;
}

function textParts(parts: unknown[]): string {
  return parts
    .map((part) => (part !== null && typeof part === "object" ? (part as { text?: unknown }).text : undefined))
    .filter((text): text is string => typeof text === "string")
    .join("\n");
}

/** A widget example (a model's `widgetData` entry or a task default) as the input of a form of this kind. */
export function inputFromExample(example: WidgetExample | string, kind: InputKind): WidgetInput {
  if (typeof example === "string") {
    // A plain sentence is what the person says in a chat, and the text anywhere else.
    return kind === "chat"
      ? { ...EMPTY_INPUT, messages: [{ role: "user", content: example }] }
      : { ...EMPTY_INPUT, text: example };
  }
  const fields = example as unknown as Record<string, unknown>;
  const str = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const src = str("src");
  const parameters = fields.parameters;
  return {
    text: str("text") || str("prompt"),
    context: str("context"),
    candidateLabels: str("candidate_labels"),
    table: asTable(fields.table ?? fields.structured_data ?? fields.structuredData),
    sourceSentence: str("source_sentence"),
    sentences: Array.isArray(fields.sentences) ? fields.sentences.map(String) : [],
    messages: asMessages(fields.messages),
    ...(src !== "" && { media: { name: src.slice(src.lastIndexOf("/") + 1) || src, src } }),
    ...(parameters !== null && typeof parameters === "object" && { parameters: parameters as Record<string, unknown> }),
  };
}

/** The English default examples of a widget type, with fill-mask's `<mask>` turned into the model's mask token. */
function taskExamples(widgetKey: string, model: HubModel): Array<WidgetExample | string> {
  // A vision-language chat model wants an example with an image, not the text-only chat defaults.
  const key =
    widgetKey === "conversational" && model.pipeline_tag === "image-text-to-text" ? model.pipeline_tag : widgetKey;
  const examples = MAPPING_DEFAULT_WIDGET.get("en")?.get(key as WidgetType) ?? [];
  const mask = model.mask_token ?? "[MASK]";
  return examples.map((example) => (typeof example === "string" ? example.replaceAll("<mask>", mask) : example));
}

/** The snippet generator's sample input, for tasks without a default widget example. */
function snippetSample(model: HubModel, kind: InputKind): WidgetInput | undefined {
  const sample = getModelInputSnippet(model, true, true);
  if (Array.isArray(sample)) return { ...EMPTY_INPUT, messages: asMessages(sample) };
  if (typeof sample !== "string" || sample.startsWith("No input example")) return undefined;
  try {
    const parsed: unknown = JSON.parse(sample);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      const { query, question, ...rest } = parsed as Record<string, unknown>;
      return inputFromExample({ ...rest, text: query ?? question } as WidgetExample, kind);
    }
  } catch {
    // A plain sentence, not JSON.
  }
  return { ...EMPTY_INPUT, text: sample };
}

export interface ExampleChoice {
  title: string;
  input: WidgetInput;
  source: InputSource;
}

/**
 * The examples a widget offers, first one preselected: the model's own `widgetData`, else the task's sample input
 * (default widget examples, the snippet generator's sample, or a sample file for image and audio tasks).
 */
export function widgetExamples(model: HubModel, widgetKey: string, spec: TaskWidget): ExampleChoice[] {
  return exampleChoices(model, widgetKey, spec).map((choice) => withCandidateLabels(choice, spec));
}

function exampleChoices(model: HubModel, widgetKey: string, spec: TaskWidget): ExampleChoice[] {
  const own = (model.widgetData ?? []).map((example, i) => {
    const input = inputFromExample(example, spec.input);
    return { title: example.example_title ?? titleOf(input, i), input, source: "model example" as const };
  });
  if (own.length > 0) return own;
  const defaults = taskExamples(widgetKey, model).map((example, i) => ({
    title: typeof example === "string" ? truncate(example) : (example.example_title ?? `Sample ${i + 1}`),
    input: inputFromExample(example, spec.input),
    source: "task sample" as const,
  }));
  if (defaults.length > 0) return defaults.map((choice) => withSampleMedia(choice, spec));
  const sample = snippetSample(model, spec.input);
  if (sample !== undefined) return [withSampleMedia({ title: "Sample", input: sample, source: "task sample" }, spec)];
  if (spec.sampleMedia !== undefined) {
    return [
      { title: spec.sampleMedia.name, input: { ...EMPTY_INPUT, media: spec.sampleMedia }, source: "sample file" },
    ];
  }
  return [{ title: "Empty", input: EMPTY_INPUT, source: "empty" }];
}

/**
 * Candidate labels when an example names none (the task defaults of zero-shot image classification carry only an
 * image): the labels of the recorded examples, so a first Run has something to classify against.
 */
export const DEFAULT_CANDIDATE_LABELS: Readonly<Partial<Record<InputKind, string>>> = {
  "image-labels": "animal, toy, car",
  "zero-shot": "refund, legal, faq",
};

function withCandidateLabels(choice: ExampleChoice, spec: TaskWidget): ExampleChoice {
  const labels = DEFAULT_CANDIDATE_LABELS[spec.input];
  if (labels === undefined || choice.input.candidateLabels.trim() !== "") return choice;
  return { ...choice, input: { ...choice.input, candidateLabels: labels } };
}

function withSampleMedia(choice: ExampleChoice, spec: TaskWidget): ExampleChoice {
  if (choice.input.media !== undefined || spec.sampleMedia === undefined) return choice;
  return { ...choice, input: { ...choice.input, media: spec.sampleMedia } };
}

/** A title for an example that has none: its file, or the start of its text or message. */
function titleOf(input: WidgetInput, index: number): string {
  const message = input.messages.findLast((m) => m.role === "user")?.content ?? "";
  const text = input.media?.name ?? (input.text.trim() || message.trim() || input.sourceSentence.trim());
  return text === "" ? `Example ${index + 1}` : truncate(text.replace(/\s+/g, " "));
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

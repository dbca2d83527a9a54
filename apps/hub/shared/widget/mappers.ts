import {
  rowCount,
  type ChatMessage,
  type LabelScore,
  type TableData,
  type TextSegment,
  type ToolCallShown,
  type WidgetResult,
} from "./types.js";

/**
 * Pure functions from a task's output (as the inference client returns it) to what its result view shows. Each is
 * tested on recorded provider outputs.
 */

export function sortedLabels(items: readonly LabelScore[]): LabelScore[] {
  return [...items].sort((a, b) => b.score - a.score);
}

/** Classification outputs: `[{label, score}]`, or the same wrapped in a one-item batch as some servers answer. */
const isLabelList = (value: LabelScore | readonly LabelScore[] | undefined): value is readonly LabelScore[] =>
  Array.isArray(value);

export function labelsResult(
  output: ReadonlyArray<LabelScore | readonly LabelScore[]>,
  caption?: string,
): WidgetResult {
  const items: LabelScore[] = [];
  const first = output[0];
  if (isLabelList(first)) items.push(...first);
  else for (const item of output) if (!isLabelList(item)) items.push(item);
  return { kind: "labels", items: sortedLabels(items), ...(caption !== undefined && { caption }) };
}

/**
 * One element of a zero-shot answer, as the client types it (`{label, score}`, the task's documented shape)
 * and as the hf-inference pipeline really answers (`{sequence, labels, scores}` per input, which the client
 * returns as is, typed as the documented shape: see the inference README's known gaps).
 */
type ZeroShotElement = { label?: unknown; score?: unknown; labels?: unknown; scores?: unknown };

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number");

/**
 * Zero-shot text classification -> label bars: `[{label, score}]`, or the pipeline's `{labels, scores}` (one, or
 * a list of them, one per input: the first input's).
 */
export function zeroShotResult(output: ZeroShotElement | readonly ZeroShotElement[]): WidgetResult {
  const list: readonly ZeroShotElement[] = Array.isArray(output) ? output : [output];
  const first = list[0];
  if (first !== undefined && isStrings(first.labels) && isNumbers(first.scores)) {
    const scores = first.scores;
    return labelsResult(first.labels.map((label, i) => ({ label, score: scores[i] ?? 0 })));
  }
  const items: LabelScore[] = [];
  for (const item of list) {
    if (typeof item.label === "string" && typeof item.score === "number")
      items.push({ label: item.label, score: item.score });
  }
  return labelsResult(items);
}

/** Sentence similarity: one score per compared sentence. */
export function similarityResult(scores: readonly number[], sentences: readonly string[]): WidgetResult {
  const items = scores.map((score, i) => ({ label: sentences[i] ?? `Sentence ${i + 1}`, score }));
  return { kind: "labels", items, caption: "Similarity to the source sentence" };
}

type Answer = { answer?: string; score?: number };

/** Question-answering outputs: `[{answer, score}]` or one of them (VQA, DQA); an answer without text is left out. */
export function answersResult(output: Answer | readonly Answer[]) {
  const list: readonly Answer[] = Array.isArray(output) ? output : [output];
  const items: LabelScore[] = [];
  for (const item of list) if (item.answer !== undefined) items.push({ label: item.answer, score: item.score ?? 1 });
  return labelsResult(items);
}

/** The text around an answer span: `[before, answer, after]`, the span found by offsets or else by search. */
export function answerSegments(
  context: string,
  answer: { answer: string; start?: number; end?: number; score?: number },
): TextSegment[] {
  let { start, end } = answer;
  const offsetsFit = start !== undefined && end !== undefined && context.slice(start, end) === answer.answer;
  if (!offsetsFit) {
    const found = context.indexOf(answer.answer);
    if (found === -1 || answer.answer === "") return [{ text: context }];
    start = found;
    end = found + answer.answer.length;
  }
  const parts: TextSegment[] = [
    { text: context.slice(0, start) },
    { text: context.slice(start, end), mark: "answer", ...(answer.score !== undefined && { score: answer.score }) },
    { text: context.slice(end) },
  ];
  return parts.filter((part) => part.text !== "");
}

export interface TokenEntity {
  entity_group?: string;
  entity?: string;
  score: number;
  word: string;
  start?: number;
  end?: number;
}

/**
 * Token classification: the input text cut into plain and entity spans. Entities without offsets are located by
 * searching their word after the previous entity; overlapping or misplaced ones are left out of the text (they still
 * appear in the legend's list).
 */
export function entitySegments(text: string, entities: readonly TokenEntity[]): TextSegment[] {
  const located: Array<{ start: number; end: number; group: string; score: number }> = [];
  let cursor = 0;
  const ordered = [...entities].sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity));
  for (const entity of ordered) {
    const group = entity.entity_group ?? entity.entity ?? "ENTITY";
    let { start, end } = entity;
    if (start === undefined || end === undefined || start < cursor || end > text.length || end <= start) {
      const found = text.indexOf(entity.word.trim(), cursor);
      if (found === -1) continue;
      start = found;
      end = found + entity.word.trim().length;
    }
    located.push({ start, end, group, score: entity.score });
    cursor = end;
  }
  const segments: TextSegment[] = [];
  let position = 0;
  for (const span of located) {
    if (span.start > position) segments.push({ text: text.slice(position, span.start) });
    segments.push({ text: text.slice(span.start, span.end), mark: span.group, score: span.score });
    position = span.end;
  }
  if (position < text.length) segments.push({ text: text.slice(position) });
  return segments;
}

export interface TableAnswerOutput {
  answer: string;
  coordinates: number[][];
  cells: string[];
  aggregator?: string;
}

/** Table question answering: the answer plus the `[row, column]` cells to highlight in the table. */
export function tableAnswerResult(output: TableAnswerOutput, table: TableData): WidgetResult {
  const columns = Object.keys(table).length;
  const rows = rowCount(table);
  const cells = output.coordinates
    .filter((pair): pair is [number, number] => pair.length === 2)
    .filter(([row, column]) => row >= 0 && row < rows && column >= 0 && column < columns);
  return {
    kind: "table",
    table,
    answer: output.answer,
    cells,
    ...(output.aggregator !== undefined && output.aggregator !== "NONE" && { aggregator: output.aggregator }),
  };
}

/** Fill-mask: candidates by score with the filled sequence. */
export function fillMaskResult(
  output: ReadonlyArray<{ score: number; token_str?: string; sequence: string }>,
): WidgetResult {
  const items = [...output]
    .sort((a, b) => b.score - a.score)
    .map((item) => ({ sequence: item.sequence, token: item.token_str ?? "", score: item.score }));
  return { kind: "fill-mask", items };
}

/** Audio-to-audio: every produced clip (base64 with its content type) as a playable item. */
export function audioClipsResult(
  output: ReadonlyArray<{ label: string; blob: string; "content-type": string }>,
): WidgetResult {
  return {
    kind: "audio",
    items: output.map((item) => ({ label: item.label, audio: base64ToBlob(item.blob, item["content-type"]) })),
  };
}

function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Shape of a nested numeric array (feature extraction answers 1, 2 or 3 levels deep). */
export function shapeOf(value: unknown): number[] {
  const shape: number[] = [];
  let level: unknown = value;
  while (Array.isArray(level)) {
    shape.push(level.length);
    level = level[0];
  }
  return shape;
}

/** Feature extraction: the shape and the first vector's values. */
export function vectorsResult(output: unknown): WidgetResult {
  const shape = shapeOf(output);
  let first: unknown = output;
  while (Array.isArray(first) && Array.isArray(first[0])) first = first[0];
  const values = Array.isArray(first) ? first.filter((v): v is number => typeof v === "number") : [];
  return { kind: "vectors", shape, values };
}

/** Text outputs carry their text under one of these names, depending on the task. */
const TEXT_FIELDS = ["generated_text", "summary_text", "translation_text", "text", "answer"] as const;

/** Any text-shaped output (`{generated_text}`, `{summary_text}`, `[{translation_text}]`, `{text}`) -> its text. */
export function textOf(output: unknown): string {
  const first = Array.isArray(output) ? output[0] : output;
  if (typeof first === "string") return first;
  if (first !== null && typeof first === "object") {
    for (const field of TEXT_FIELDS) {
      const value: unknown = field in first ? Reflect.get(first, field) : undefined;
      if (typeof value === "string") return value;
    }
  }
  return "";
}

export function textResult(output: unknown): WidgetResult {
  return { kind: "text", text: textOf(output), streaming: false };
}

/** A chat transcript with the assistant's (possibly partial) reply appended. */
export function chatResult(
  messages: readonly ChatMessage[],
  reply: string,
  streaming: boolean,
  toolCalls: readonly ToolCallShown[] = [],
): WidgetResult {
  const answer: ChatMessage =
    toolCalls.length > 0
      ? { role: "assistant", content: reply, toolCalls: [...toolCalls] }
      : { role: "assistant", content: reply };
  return { kind: "chat", messages: [...messages, answer], streaming };
}

/** Splits "a, b ,c" into labels, dropping empty ones. */
export function parseLabels(text: string): string[] {
  return text
    .split(",")
    .map((label) => label.trim())
    .filter((label) => label !== "");
}

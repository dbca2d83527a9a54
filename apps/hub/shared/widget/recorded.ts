/**
 * Which inputs have a recorded answer, which request an answer belongs to, and how both are said on screen.
 *
 * The offline demo records carry the exact inputs the provider recordings were made with as the model's widget
 * examples, and `offlineDemo.provider` names the provider that answered them (fixtures/hub/offline-demo-models.json).
 * Those examples are offered with their answers; the local router still replays an answer only for the exact request
 * it recorded, so a claim here that the recordings do not back ends in "no recorded answer", never in someone
 * else's answer.
 */
import type { HubModel } from "../hub-types.js";
import type { ExampleChoice } from "./defaults.js";
import type { TaskWidget } from "./task-table.js";
import type { ChatSettings, WidgetInput, WidgetResult } from "./types.js";

/** An example the widget offers, with the recording that answers it when there is one. */
export interface WidgetExample extends ExampleChoice {
  recorded?: {
    provider: string;
    streaming: boolean;
    /** No recording exists: a synthetic exchange in the provider's documented shapes answers it. */
    synthetic?: true;
  };
}

/** What a run sends: the input, to which provider, streamed or not (always false for a task that cannot stream). */
export interface RunRequest {
  input: WidgetInput;
  provider: string;
  streaming: boolean;
}

/** The examples with their recordings: the model's own examples, when its record names the provider that answered them. */
export function withRecordings(
  model: HubModel,
  spec: TaskWidget,
  examples: readonly ExampleChoice[],
  providers: readonly string[],
): WidgetExample[] {
  const provider = model.offlineDemo?.provider;
  if (provider === undefined || !providers.includes(provider)) return [...examples];
  // A chat recording is a stream (the chat widget streams by default) unless the record says otherwise.
  const streaming =
    spec.streams === undefined ? false : (model.offlineDemo?.streaming ?? spec.streams === "by default");
  const recorded =
    model.offlineDemo?.synthetic === true ? { provider, streaming, synthetic: true as const } : { provider, streaming };
  return examples.map((example) => (example.source === "model example" ? { ...example, recorded } : example));
}

/** Streaming as a request has it: only tasks that can stream do. */
export function requestStreaming(spec: TaskWidget, streaming: boolean): boolean {
  return spec.streams !== undefined && streaming;
}

/**
 * Chat settings left empty send nothing: the same request as no settings. The schema's name and strict switch count
 * only with a schema (alone they send nothing).
 */
function settingsKey(chat: ChatSettings | undefined): string {
  if (chat === undefined) return "";
  const schema = chat.responseSchema.trim();
  const parts = [
    chat.systemPrompt.trim(),
    chat.temperature.trim(),
    chat.maxTokens.trim(),
    chat.tools.trim(),
    schema,
    schema === "" ? "" : chat.schemaName.trim(),
    schema === "" || !chat.schemaStrict ? "" : "strict",
  ];
  return parts.every((part) => part === "") ? "" : JSON.stringify(parts);
}

/** The input asks for tools or a response schema (which no recording was made with). */
export function hasChatStructure(input: WidgetInput): boolean {
  return (input.chat?.tools.trim() ?? "") !== "" || (input.chat?.responseSchema.trim() ?? "") !== "";
}

function equalValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && equalValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Two inputs that make the same request (field order, unset fields and empty chat settings aside). */
export function sameInput(a: WidgetInput, b: WidgetInput): boolean {
  const { chat: chatA, ...restA } = a;
  const { chat: chatB, ...restB } = b;
  return settingsKey(chatA) === settingsKey(chatB) && equalValues(restA, restB);
}

export function sameRequest(a: RunRequest, b: RunRequest): boolean {
  return a.provider === b.provider && a.streaming === b.streaming && sameInput(a.input, b.input);
}

/** The example an input is, if it is one. */
export function exampleOf(input: WidgetInput, examples: readonly WidgetExample[]): WidgetExample | undefined {
  return examples.find((example) => sameInput(example.input, input));
}

/** The recorded example a request is exactly (same input, provider and streaming), if any. */
export function recordedExample(request: RunRequest, examples: readonly WidgetExample[]): WidgetExample | undefined {
  return examples.find(
    (example) =>
      example.recorded !== undefined &&
      example.recorded.provider === request.provider &&
      example.recorded.streaming === request.streaming &&
      sameInput(example.input, request.input),
  );
}

/** The providers that have recorded examples, in the examples' order. */
export function recordedProviders(examples: readonly WidgetExample[]): string[] {
  return [...new Set(examples.flatMap((example) => (example.recorded ? [example.recorded.provider] : [])))];
}

/** The file an example or input shows, when it is not already its title. */
function fileNote(title: string, input: WidgetInput): string {
  const name = input.media?.name;
  return name === undefined || name === title ? "" : ` (${name})`;
}

/** An input in words: `the example “Cheetah” (cheetah.png)`, `your file “pluck.wav”`, `your input`. */
export function describeInput(input: WidgetInput, examples: readonly WidgetExample[]): string {
  const example = exampleOf(input, examples);
  if (example !== undefined) return `the example “${example.title}”${fileNote(example.title, example.input)}`;
  if (input.media !== undefined && input.media.src.startsWith("blob:")) return `your file “${input.media.name}”`;
  return "your input";
}

/** A finished run: its answer, and the request it answers. */
export interface Answer {
  request: RunRequest;
  result: WidgetResult;
  /** Replayed from a recording, or answered now through the real router. */
  origin: "recorded" | "live";
  elapsedMs: number;
  /** The recording kept only this content type of the answer, not its bytes: there is nothing to show. */
  keptOnly?: string;
}

/** Says which input an answer answers and where it came from. */
export function answerCaption(answer: Pick<Answer, "request" | "origin">, examples: readonly WidgetExample[]): string {
  const { input, provider } = answer.request;
  const example = exampleOf(input, examples);
  const what = describeInput(input, examples);
  if (answer.origin === "recorded") {
    if (example?.recorded?.synthetic === true) {
      return `Sample answer to ${what}, in ${provider}'s documented shape: no recording of it exists`;
    }
    return example !== undefined
      ? `Answer to ${what}, recorded from ${provider}`
      : `Answer recorded from ${provider} for exactly this input`;
  }
  return `Answer from ${provider} to ${what}, through the router`;
}

/** The answer to show for the current request: none when the answer belongs to another input or provider. */
export function answerFor(answer: Answer | undefined, current: RunRequest): Answer | undefined {
  return answer !== undefined && sameRequest(answer.request, current) ? answer : undefined;
}

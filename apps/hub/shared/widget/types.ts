import type { ChatCompletionOutputFunctionDefinition } from "@hubkit/tasks";
import type { ChatStructureCheck } from "./chat-json.js";

/** Column name -> cells, as table widgets take them. */
export type TableData = Record<string, string[]>;

/** Rows of a table: its longest column. */
export function rowCount(table: TableData): number {
  return Math.max(0, ...Object.values(table).map((cells) => cells.length));
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
  /** An image the message shows (vision-language models); present, even empty, when the example carried one. */
  imageUrl?: string;
  /** An answer's calls of the request's tools, in the order the answer gave them. */
  toolCalls?: ToolCallShown[];
}

/** A function the answer asks to call: its name and its arguments as the model wrote them (JSON text, or part of it). */
export type ToolCallShown = Pick<ChatCompletionOutputFunctionDefinition, "name" | "arguments">;

/** A picked image or audio file: a sample asset URL or an object URL of an upload. */
export interface MediaInput {
  name: string;
  src: string;
}

/** Everything any widget input form edits; each task's form uses the fields it needs. */
export interface WidgetInput {
  text: string;
  context: string;
  candidateLabels: string;
  table: TableData;
  sourceSentence: string;
  sentences: string[];
  messages: ChatMessage[];
  media?: MediaInput;
  /** Inference parameters from the example, sent as they are. */
  parameters?: Record<string, unknown>;
  /** Chat only: the system prompt and generation settings, as typed (empty: the provider's default). */
  chat?: ChatSettings;
}

/** The chat widget's settings, as the person typed them; checked and converted when the call is made. */
export interface ChatSettings {
  systemPrompt: string;
  temperature: string;
  maxTokens: string;
  /** OpenAI-style function tools, a JSON array as typed (empty: no tools). */
  tools: string;
  /** The JSON Schema the answer must follow, as typed (empty: free text). */
  responseSchema: string;
  /** The schema's name (`response_format.json_schema.name`). */
  schemaName: string;
  /** Ask the provider to follow the schema exactly (`strict: true`); off: the field is left out. */
  schemaStrict: boolean;
  /**
   * The four fields above checked when they were typed (the form's checker loads with the form, not with the
   * widget); undefined while they are empty.
   */
  structureChecked?: ChatStructureCheck;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  systemPrompt: "",
  temperature: "",
  maxTokens: "",
  tools: "",
  responseSchema: "",
  schemaName: "",
  schemaStrict: false,
};

export const EMPTY_INPUT: WidgetInput = {
  text: "",
  context: "",
  candidateLabels: "",
  table: {},
  sourceSentence: "",
  sentences: [],
  messages: [],
};

export interface LabelScore {
  label: string;
  score: number;
}

export interface BoundingBox {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

export interface TextSegment {
  text: string;
  /** The entity group (token classification) or "answer" (question answering) this span belongs to. */
  mark?: string;
  score?: number;
}

/** What a widget shows after a run: one variant per output type, one view per variant. */
export type WidgetResult =
  | { kind: "labels"; items: LabelScore[]; caption?: string }
  | { kind: "text"; text: string; streaming: boolean }
  | { kind: "chat"; messages: ChatMessage[]; streaming: boolean }
  | { kind: "image"; image: Blob }
  | { kind: "audio"; items: Array<{ label: string; audio: Blob }> }
  | { kind: "video"; video: Blob }
  | { kind: "boxes"; image: string; items: Array<LabelScore & { box: BoundingBox }> }
  | { kind: "masks"; image: string; items: Array<{ label: string; score?: number; mask: string }> }
  | {
      kind: "table";
      table: TableData;
      answer: string;
      aggregator?: string;
      cells: Array<[row: number, column: number]>;
    }
  | { kind: "entities"; segments: TextSegment[] }
  | { kind: "answer-span"; segments: TextSegment[] }
  | { kind: "fill-mask"; items: Array<{ sequence: string; token: string; score: number }> }
  | { kind: "vectors"; shape: number[]; values: number[] }
  | { kind: "predictions"; table: TableData; predictions: Array<string | number> };

export type WidgetResultKind = WidgetResult["kind"];

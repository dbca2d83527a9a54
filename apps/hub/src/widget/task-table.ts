import { sampleMedia } from "../lib/sample-media.js";
import type { CallArgs, CallOptions, WidgetClient } from "./client.js";
import {
  answerSegments,
  answersResult,
  chatResult,
  entitySegments,
  fillMaskResult,
  labelsResult,
  parseLabels,
  similarityResult,
  tableAnswerResult,
  textResult,
  vectorsResult,
  zeroShotResult,
  type TableAnswerOutput,
  type TokenEntity,
} from "./mappers.js";
import type { ChatMessage, LabelScore, MediaInput, WidgetInput, WidgetResult, WidgetResultKind } from "./types.js";

/** Which input form a widget shows. */
export type InputKind =
  | "text"
  | "prompt"
  | "zero-shot"
  | "question-context"
  | "table-question"
  | "sentences"
  | "chat"
  | "image"
  | "image-question"
  | "image-labels"
  | "audio"
  | "tabular";

export interface RunContext {
  client: WidgetClient;
  model: string;
  provider: string;
  /** Stream tokens where the task can. */
  streaming: boolean;
  signal: AbortSignal;
  /** Partial results of a stream. */
  onUpdate: (result: WidgetResult) => void;
  /** Bytes of a picked image or audio file. */
  loadMedia: (media: MediaInput) => Promise<Blob>;
}

export interface TaskWidget {
  input: InputKind;
  /** What its result view shows (one of the result kinds). */
  output: WidgetResultKind;
  /** Used when neither the model nor the task has an example. */
  sampleMedia?: MediaInput;
  /** The task can stream tokens: the switch starts on ("by default") or off ("on request"). */
  streams?: "by default" | "on request";
  run(context: RunContext, input: WidgetInput): Promise<WidgetResult>;
}

const SAMPLE_IMAGE = sampleMedia("cheetah.png");
const SAMPLE_SCENE = sampleMedia("cats.png");
const SAMPLE_DOCUMENT = sampleMedia("invoice.png");
const SAMPLE_EDGES = sampleMedia("bird_canny.png");
const SAMPLE_AUDIO = sampleMedia("sample1.flac");

/** Parameters go last and only when there are some, so request bodies keep the shape providers expect. */
function withParameters<T extends object>(
  args: T,
  parameters: Record<string, unknown> | undefined,
): T & { parameters?: Record<string, unknown> } {
  return parameters !== undefined && Object.keys(parameters).length > 0 ? { ...args, parameters } : args;
}

function requireMedia(input: WidgetInput, what: string): MediaInput {
  if (input.media === undefined) throw new Error(`Pick ${what} first.`);
  return input.media;
}

function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Client methods that take `{model, provider, inputs, parameters?}` and answer once. */
type SimpleMethod = {
  [K in keyof WidgetClient]: WidgetClient[K] extends (args: CallArgs, options?: CallOptions) => Promise<unknown>
    ? K
    : never;
}[keyof WidgetClient];

interface SimpleTask {
  method: SimpleMethod;
  output: WidgetResultKind;
  /** The view data of the client's answer (the input too, for views that show it). */
  result: (output: unknown, input: WidgetInput) => WidgetResult;
}

/** A task called with the input text and the example's parameters. */
function textTask({ method, output, result, input = "text" }: SimpleTask & { input?: "text" | "prompt" }): TaskWidget {
  return {
    input,
    output,
    run: async ({ client, model, provider, signal }, value) => {
      const args = withParameters({ model, provider, inputs: value.text }, value.parameters);
      return result(await client[method](args, { signal }), value);
    },
  };
}

const MEDIA_NAMES = { image: "an image", audio: "an audio file" } as const;

/** A task called with the bytes of the picked image or audio file; `sampleMedia` when no example names one. */
function mediaTask({
  method,
  output,
  result,
  input,
  sampleMedia,
}: SimpleTask & { input: "image" | "audio"; sampleMedia: MediaInput }): TaskWidget {
  return {
    input,
    output,
    sampleMedia,
    run: async ({ client, model, provider, signal, loadMedia }, value) => {
      const media = await loadMedia(requireMedia(value, MEDIA_NAMES[input]));
      return result(await client[method]({ model, provider, inputs: media }, { signal }), value);
    },
  };
}

/** The widget of one task (by pipeline tag, plus "conversational" for chat models). */
export const TASK_WIDGETS: Readonly<Partial<Record<string, TaskWidget>>> = {
  "text-classification": textTask({
    method: "textClassification",
    output: "labels",
    result: (output) => labelsResult(output as LabelScore[]),
  }),
  "token-classification": textTask({
    method: "tokenClassification",
    output: "entities",
    result: (output, input) => ({ kind: "entities", segments: entitySegments(input.text, output as TokenEntity[]) }),
  }),
  "zero-shot-classification": {
    input: "zero-shot",
    output: "labels",
    run: async ({ client, model, provider, signal }, input) => {
      const candidate_labels = parseLabels(input.candidateLabels);
      if (candidate_labels.length === 0) throw new Error("Give at least one candidate label (comma-separated).");
      // A one-item batch: the API answers a list either way, and it is the form the recorded exchange used.
      const output = await client.zeroShotClassification(
        { model, provider, inputs: [input.text], parameters: { ...input.parameters, candidate_labels } },
        { signal },
      );
      return zeroShotResult(output as Parameters<typeof zeroShotResult>[0]);
    },
  },
  "question-answering": {
    input: "question-context",
    output: "answer-span",
    run: async ({ client, model, provider, signal }, input) => {
      const output = (await client.questionAnswering(
        withParameters({ model, provider, inputs: { question: input.text, context: input.context } }, input.parameters),
        { signal },
      )) as { answer: string; start?: number; end?: number; score?: number };
      return { kind: "answer-span", segments: answerSegments(input.context, output) };
    },
  },
  "table-question-answering": {
    input: "table-question",
    output: "table",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.tableQuestionAnswering(
        withParameters({ model, provider, inputs: { query: input.text, table: input.table } }, input.parameters),
        { signal },
      );
      return tableAnswerResult(output as TableAnswerOutput, input.table);
    },
  },
  "fill-mask": textTask({
    method: "fillMask",
    output: "fill-mask",
    result: (output) => fillMaskResult(output as Parameters<typeof fillMaskResult>[0]),
  }),
  summarization: textTask({ method: "summarization", output: "text", result: textResult }),
  translation: textTask({ method: "translation", output: "text", result: textResult }),
  "text-generation": {
    input: "text",
    output: "text",
    streams: "on request",
    run: async ({ client, model, provider, signal, streaming, onUpdate }, input) => {
      const args = withParameters({ model, provider, inputs: input.text }, input.parameters);
      if (!streaming) return textResult(await client.textGeneration(args, { signal }));
      let text = "";
      for await (const event of client.textGenerationStream(args, { signal })) {
        const token = (event as { token?: { text?: string; special?: boolean } }).token;
        if (token?.text !== undefined && !token.special) text += token.text;
        onUpdate({ kind: "text", text, streaming: true });
      }
      return { kind: "text", text, streaming: false };
    },
  },
  conversational: {
    input: "chat",
    output: "chat",
    streams: "by default",
    run: async ({ client, model, provider, signal, streaming, onUpdate }, input) => {
      const messages = input.messages.filter(
        (message) => message.content.trim() !== "" || (message.imageUrl ?? "").trim() !== "",
      );
      if (messages.length === 0) throw new Error("Write a message first.");
      const args = withParameters(
        { model, provider, messages: messages.map(apiMessage) },
        input.parameters,
      ) as Parameters<WidgetClient["chatCompletion"]>[0];
      if (!streaming) {
        const completion = (await client.chatCompletion(args, { signal })) as {
          choices: Array<{ message?: { content?: string } }>;
        };
        return chatResult(messages, completion.choices[0]?.message?.content ?? "", false);
      }
      let reply = "";
      for await (const chunk of client.chatCompletionStream(args, { signal })) {
        reply += (chunk as { choices?: Array<{ delta?: { content?: string } }> }).choices?.[0]?.delta?.content ?? "";
        onUpdate(chatResult(messages, reply, true));
      }
      return chatResult(messages, reply, false);
    },
  },
  "sentence-similarity": {
    input: "sentences",
    output: "labels",
    run: async ({ client, model, provider, signal }, input) => {
      const sentences = input.sentences.filter((sentence) => sentence.trim() !== "");
      const scores = await client.sentenceSimilarity(
        withParameters(
          { model, provider, inputs: { source_sentence: input.sourceSentence, sentences } },
          input.parameters,
        ),
        { signal },
      );
      return similarityResult(scores as number[], sentences);
    },
  },
  "feature-extraction": textTask({ method: "featureExtraction", output: "vectors", result: vectorsResult }),
  "image-classification": mediaTask({
    method: "imageClassification",
    input: "image",
    output: "labels",
    sampleMedia: SAMPLE_IMAGE,
    result: (output) => labelsResult(output as LabelScore[]),
  }),
  "zero-shot-image-classification": {
    input: "image-labels",
    output: "labels",
    sampleMedia: SAMPLE_IMAGE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const candidate_labels = parseLabels(input.candidateLabels);
      if (candidate_labels.length === 0) throw new Error("Give at least one candidate label (comma-separated).");
      const image = await loadMedia(requireMedia(input, "an image"));
      const output = await client.zeroShotImageClassification(
        { model, provider, inputs: image, parameters: { candidate_labels } },
        { signal },
      );
      return labelsResult(output as LabelScore[]);
    },
  },
  "object-detection": mediaTask({
    method: "objectDetection",
    input: "image",
    output: "boxes",
    sampleMedia: SAMPLE_SCENE,
    result: (output, input) => ({
      kind: "boxes",
      image: requireMedia(input, "an image").src,
      items: output as Extract<WidgetResult, { kind: "boxes" }>["items"],
    }),
  }),
  "image-segmentation": mediaTask({
    method: "imageSegmentation",
    input: "image",
    output: "masks",
    sampleMedia: SAMPLE_SCENE,
    result: (output, input) => ({
      kind: "masks",
      image: requireMedia(input, "an image").src,
      items: output as Extract<WidgetResult, { kind: "masks" }>["items"],
    }),
  }),
  "image-to-text": mediaTask({
    method: "imageToText",
    input: "image",
    output: "text",
    sampleMedia: SAMPLE_IMAGE,
    result: textResult,
  }),
  "image-to-image": {
    input: "image",
    output: "image",
    sampleMedia: SAMPLE_EDGES,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const image = await loadMedia(requireMedia(input, "an image"));
      const output = await client.imageToImage(withParameters({ model, provider, inputs: image }, input.parameters), {
        signal,
      });
      return { kind: "image", image: output as Blob };
    },
  },
  "document-question-answering": {
    input: "image-question",
    output: "labels",
    sampleMedia: SAMPLE_DOCUMENT,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const image = await loadMedia(requireMedia(input, "a document image"));
      const output = await client.documentQuestionAnswering(
        { model, provider, inputs: { question: input.text, image } },
        { signal },
      );
      return answersResult(output as Parameters<typeof answersResult>[0]);
    },
  },
  "visual-question-answering": {
    input: "image-question",
    output: "labels",
    sampleMedia: SAMPLE_SCENE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const image = await loadMedia(requireMedia(input, "an image"));
      const output = await client.visualQuestionAnswering(
        { model, provider, inputs: { question: input.text, image } },
        { signal },
      );
      return answersResult(output as Parameters<typeof answersResult>[0]);
    },
  },
  "text-to-image": textTask({
    method: "textToImage",
    input: "prompt",
    output: "image",
    result: (output) => ({ kind: "image", image: output as Blob }),
  }),
  "text-to-video": textTask({
    method: "textToVideo",
    input: "prompt",
    output: "video",
    result: (output) => ({ kind: "video", video: output as Blob }),
  }),
  "text-to-speech": textTask({
    method: "textToSpeech",
    output: "audio",
    result: (output) => ({ kind: "audio", items: [{ label: "Speech", audio: output as Blob }] }),
  }),
  "text-to-audio": {
    input: "prompt",
    output: "audio",
    // The client has no text-to-audio method: the generic request with the task, as its own docs suggest.
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.request(withParameters({ model, provider, inputs: input.text }, input.parameters), {
        signal,
        task: "text-to-audio",
      });
      if (!(output instanceof Blob)) throw new Error("The answer was not audio.");
      return { kind: "audio", items: [{ label: "Generated audio", audio: output }] };
    },
  },
  "automatic-speech-recognition": mediaTask({
    method: "automaticSpeechRecognition",
    input: "audio",
    output: "text",
    sampleMedia: SAMPLE_AUDIO,
    result: textResult,
  }),
  "audio-classification": mediaTask({
    method: "audioClassification",
    input: "audio",
    output: "labels",
    sampleMedia: SAMPLE_AUDIO,
    result: (output) => labelsResult(output as LabelScore[]),
  }),
  "audio-to-audio": mediaTask({
    method: "audioToAudio",
    input: "audio",
    output: "audio",
    sampleMedia: SAMPLE_AUDIO,
    result: (output) => ({
      kind: "audio",
      items: (output as Array<{ label: string; blob: string; "content-type": string }>).map((item) => ({
        label: item.label,
        audio: base64ToBlob(item.blob, item["content-type"]),
      })),
    }),
  }),
  "tabular-classification": {
    input: "tabular",
    output: "predictions",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.tabularClassification({ model, provider, inputs: { data: input.table } }, { signal });
      return { kind: "predictions", table: input.table, predictions: output as Array<string | number> };
    },
  },
  "tabular-regression": {
    input: "tabular",
    output: "predictions",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.tabularRegression({ model, provider, inputs: { data: input.table } }, { signal });
      return { kind: "predictions", table: input.table, predictions: output as number[] };
    },
  },
};

/** A widget chat message as the API takes it: plain text, or text and image parts when it carries an image. */
function apiMessage({ role, content, imageUrl }: ChatMessage): { role: string; content: unknown } {
  const url = imageUrl?.trim() ?? "";
  if (url === "") return { role, content };
  const parts: unknown[] = [{ type: "image_url", image_url: { url } }];
  return { role, content: content.trim() === "" ? parts : [{ type: "text", text: content }, ...parts] };
}

/** The widget key of a model: chat models (tagged conversational) use the chat widget. */
export function widgetKeyOf(pipelineTag: string | undefined, tags: readonly string[]): string | undefined {
  if (pipelineTag === undefined) return undefined;
  const chatCapable = pipelineTag === "text-generation" || pipelineTag === "image-text-to-text";
  return chatCapable && tags.includes("conversational") ? "conversational" : pipelineTag;
}

import type { WidgetClient } from "./client.js";
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
  /** The task can stream tokens. */
  streams?: boolean;
  run(context: RunContext, input: WidgetInput): Promise<WidgetResult>;
}

const SAMPLE_IMAGE: MediaInput = { name: "cheetah.png", src: "/media/cheetah.png" };
const SAMPLE_SCENE: MediaInput = { name: "cats.png", src: "/media/cats.png" };
const SAMPLE_DOCUMENT: MediaInput = { name: "invoice.png", src: "/media/invoice.png" };
const SAMPLE_EDGES: MediaInput = { name: "bird_canny.png", src: "/media/bird_canny.png" };
const SAMPLE_AUDIO: MediaInput = { name: "sample1.flac", src: "/media/sample1.flac" };

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

/** The widget of one task (by pipeline tag, plus "conversational" for chat models). */
export const TASK_WIDGETS: Readonly<Partial<Record<string, TaskWidget>>> = {
  "text-classification": {
    input: "text",
    output: "labels",
    run: async ({ client, model, provider, signal }, input) =>
      labelsResult(
        (await client.textClassification(withParameters({ model, provider, inputs: input.text }, input.parameters), {
          signal,
        })) as LabelScore[],
      ),
  },
  "token-classification": {
    input: "text",
    output: "entities",
    run: async ({ client, model, provider, signal }, input) => {
      const entities = (await client.tokenClassification(
        withParameters({ model, provider, inputs: input.text }, input.parameters),
        { signal },
      )) as TokenEntity[];
      return { kind: "entities", segments: entitySegments(input.text, entities) };
    },
  },
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
  "fill-mask": {
    input: "text",
    output: "fill-mask",
    run: async ({ client, model, provider, signal }, input) =>
      fillMaskResult(
        (await client.fillMask(withParameters({ model, provider, inputs: input.text }, input.parameters), {
          signal,
        })) as Parameters<typeof fillMaskResult>[0],
      ),
  },
  summarization: {
    input: "text",
    output: "text",
    run: async ({ client, model, provider, signal }, input) =>
      textResult(
        await client.summarization(withParameters({ model, provider, inputs: input.text }, input.parameters), {
          signal,
        }),
      ),
  },
  translation: {
    input: "text",
    output: "text",
    run: async ({ client, model, provider, signal }, input) =>
      textResult(
        await client.translation(withParameters({ model, provider, inputs: input.text }, input.parameters), {
          signal,
        }),
      ),
  },
  "text-generation": {
    input: "text",
    output: "text",
    streams: true,
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
    streams: true,
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
  "feature-extraction": {
    input: "text",
    output: "vectors",
    run: async ({ client, model, provider, signal }, input) =>
      vectorsResult(
        await client.featureExtraction(withParameters({ model, provider, inputs: input.text }, input.parameters), {
          signal,
        }),
      ),
  },
  "image-classification": {
    input: "image",
    output: "labels",
    sampleMedia: SAMPLE_IMAGE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const image = await loadMedia(requireMedia(input, "an image"));
      return labelsResult(
        (await client.imageClassification({ model, provider, inputs: image }, { signal })) as LabelScore[],
      );
    },
  },
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
  "object-detection": {
    input: "image",
    output: "boxes",
    sampleMedia: SAMPLE_SCENE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const media = requireMedia(input, "an image");
      const output = await client.objectDetection({ model, provider, inputs: await loadMedia(media) }, { signal });
      return { kind: "boxes", image: media.src, items: output as Extract<WidgetResult, { kind: "boxes" }>["items"] };
    },
  },
  "image-segmentation": {
    input: "image",
    output: "masks",
    sampleMedia: SAMPLE_SCENE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const media = requireMedia(input, "an image");
      const output = await client.imageSegmentation({ model, provider, inputs: await loadMedia(media) }, { signal });
      return { kind: "masks", image: media.src, items: output as Extract<WidgetResult, { kind: "masks" }>["items"] };
    },
  },
  "image-to-text": {
    input: "image",
    output: "text",
    sampleMedia: SAMPLE_IMAGE,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const image = await loadMedia(requireMedia(input, "an image"));
      return textResult(await client.imageToText({ model, provider, inputs: image }, { signal }));
    },
  },
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
  "text-to-image": {
    input: "prompt",
    output: "image",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.textToImage(
        withParameters({ model, provider, inputs: input.text }, input.parameters),
        {
          signal,
        },
      );
      return { kind: "image", image: output as Blob };
    },
  },
  "text-to-video": {
    input: "prompt",
    output: "video",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.textToVideo(
        withParameters({ model, provider, inputs: input.text }, input.parameters),
        {
          signal,
        },
      );
      return { kind: "video", video: output as Blob };
    },
  },
  "text-to-speech": {
    input: "text",
    output: "audio",
    run: async ({ client, model, provider, signal }, input) => {
      const output = await client.textToSpeech(
        withParameters({ model, provider, inputs: input.text }, input.parameters),
        {
          signal,
        },
      );
      return { kind: "audio", items: [{ label: "Speech", audio: output as Blob }] };
    },
  },
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
  "automatic-speech-recognition": {
    input: "audio",
    output: "text",
    sampleMedia: SAMPLE_AUDIO,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const audio = await loadMedia(requireMedia(input, "an audio file"));
      return textResult(await client.automaticSpeechRecognition({ model, provider, inputs: audio }, { signal }));
    },
  },
  "audio-classification": {
    input: "audio",
    output: "labels",
    sampleMedia: SAMPLE_AUDIO,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const audio = await loadMedia(requireMedia(input, "an audio file"));
      return labelsResult(
        (await client.audioClassification({ model, provider, inputs: audio }, { signal })) as LabelScore[],
      );
    },
  },
  "audio-to-audio": {
    input: "audio",
    output: "audio",
    sampleMedia: SAMPLE_AUDIO,
    run: async ({ client, model, provider, signal, loadMedia }, input) => {
      const audio = await loadMedia(requireMedia(input, "an audio file"));
      const output = (await client.audioToAudio({ model, provider, inputs: audio }, { signal })) as Array<{
        label: string;
        blob: string;
        "content-type": string;
      }>;
      return {
        kind: "audio",
        items: output.map((item) => ({ label: item.label, audio: base64ToBlob(item.blob, item["content-type"]) })),
      };
    },
  },
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

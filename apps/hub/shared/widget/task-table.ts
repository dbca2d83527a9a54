import type { ChatCompletionInputMessage, ChatCompletionInputMessageChunk } from "@hubkit/tasks";
import type { InferenceClient, InferenceProvider, Options } from "@hubkit/inference";
import type { SnippetInput } from "../request-choice.js";
import { sampleMedia } from "../sample-media.js";
import {
  answerSegments,
  answersResult,
  audioClipsResult,
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
} from "./mappers.js";
import type { ChatStructureArgs } from "./chat-json.js";
import type {
  ChatMessage,
  ChatSettings,
  MediaInput,
  ToolCallShown,
  WidgetInput,
  WidgetResult,
  WidgetResultKind,
} from "./types.js";

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
  | "image-prompt"
  | "audio"
  | "tabular";

export interface RunContext {
  /** The inference client itself: every call below is typed by its task, argument and result. */
  client: InferenceClient;
  model: string;
  provider: InferenceProvider;
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
  /** The input for the snippets, where the input form's default (SNIPPET_INPUTS) does not fit the task's code. */
  snippetInput?: (input: WidgetInput) => SnippetRequestInput;
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

/** The options of every call: the run's signal. */
const callOptions = ({ signal }: RunContext): Options => ({ signal });

/** A task called with the input text (and the example's parameters) that answers once. */
function textTask<R>(
  output: WidgetResultKind,
  call: (context: RunContext, args: { model: string; provider: InferenceProvider; inputs: string }) => Promise<R>,
  result: (output: R, input: WidgetInput) => WidgetResult,
  input: "text" | "prompt" = "text",
): TaskWidget {
  return {
    input,
    output,
    run: async (context, value) => {
      const args = withParameters(
        { model: context.model, provider: context.provider, inputs: value.text },
        value.parameters,
      );
      return result(await call(context, args), value);
    },
  };
}

const MEDIA_NAMES = { image: "an image", audio: "an audio file" } as const;

/** A task called with the bytes of the picked image or audio file; `sampleMedia` when no example names one. */
function mediaTask<R>(
  input: "image" | "audio",
  output: WidgetResultKind,
  sampleMedia: MediaInput,
  call: (context: RunContext, args: { model: string; provider: InferenceProvider; inputs: Blob }) => Promise<R>,
  result: (output: R, input: WidgetInput) => WidgetResult,
): TaskWidget {
  return {
    input,
    output,
    sampleMedia,
    run: async (context, value) => {
      const media = await context.loadMedia(requireMedia(value, MEDIA_NAMES[input]));
      return result(await call(context, { model: context.model, provider: context.provider, inputs: media }), value);
    },
  };
}

/** The arguments of the image-and-prompt tasks: the picked image, if any, and the prompt among the parameters. */
type ImagePromptArgs = {
  model: string;
  provider: InferenceProvider;
  inputs?: Blob;
  parameters: Record<string, unknown>;
};

/**
 * A task called with a picked image and a prompt (sent as `parameters.prompt`, after the example's parameters):
 * image-to-video needs the image; the image-text tasks also make something from the prompt alone.
 */
function imagePromptTask(
  output: "image" | "video",
  call: (context: RunContext, args: ImagePromptArgs) => Promise<Blob>,
): TaskWidget {
  return {
    input: "image-prompt",
    output,
    sampleMedia: SAMPLE_IMAGE,
    run: async (context, value) => {
      const prompt = value.text.trim();
      if (prompt === "") throw new Error("Write a prompt first.");
      const parameters = { ...value.parameters, prompt };
      const args: ImagePromptArgs = { model: context.model, provider: context.provider, parameters };
      if (value.media !== undefined) args.inputs = await context.loadMedia(value.media);
      const blob = await call(context, args);
      return output === "video" ? { kind: "video", video: blob } : { kind: "image", image: blob };
    },
  };
}

/** The widget of one task (by pipeline tag, plus "conversational" for chat models). */
export const TASK_WIDGETS: Readonly<Partial<Record<string, TaskWidget>>> = {
  "text-classification": textTask(
    "labels",
    (c, args) => c.client.textClassification(args, callOptions(c)),
    (output) => labelsResult(output),
  ),
  "token-classification": textTask(
    "entities",
    (c, args) => c.client.tokenClassification(args, callOptions(c)),
    (output, input) => ({ kind: "entities", segments: entitySegments(input.text, output) }),
  ),
  "zero-shot-classification": {
    input: "zero-shot",
    output: "labels",
    run: async (c, input) => {
      const candidate_labels = parseLabels(input.candidateLabels);
      if (candidate_labels.length === 0) throw new Error("Give at least one candidate label (comma-separated).");
      // A one-item batch: the API answers a list either way, and it is the form the recorded exchange used.
      const output = await c.client.zeroShotClassification(
        {
          model: c.model,
          provider: c.provider,
          inputs: [input.text],
          parameters: { ...input.parameters, candidate_labels },
        },
        callOptions(c),
      );
      return zeroShotResult(output);
    },
  },
  "question-answering": {
    input: "question-context",
    output: "answer-span",
    run: async (c, input) => {
      const output = await c.client.questionAnswering(
        withParameters(
          { model: c.model, provider: c.provider, inputs: { question: input.text, context: input.context } },
          input.parameters,
        ),
        callOptions(c),
      );
      return { kind: "answer-span", segments: answerSegments(input.context, output) };
    },
  },
  "table-question-answering": {
    input: "table-question",
    output: "table",
    run: async (c, input) => {
      const output = await c.client.tableQuestionAnswering(
        withParameters(
          { model: c.model, provider: c.provider, inputs: { query: input.text, table: input.table } },
          input.parameters,
        ),
        callOptions(c),
      );
      return tableAnswerResult(output, input.table);
    },
  },
  "fill-mask": textTask(
    "fill-mask",
    (c, args) => c.client.fillMask(args, callOptions(c)),
    (output) => fillMaskResult(output),
  ),
  summarization: textTask("text", (c, args) => c.client.summarization(args, callOptions(c)), textResult),
  translation: textTask("text", (c, args) => c.client.translation(args, callOptions(c)), textResult),
  "text-generation": {
    input: "text",
    output: "text",
    streams: "on request",
    run: async (c, input) => {
      const args = withParameters({ model: c.model, provider: c.provider, inputs: input.text }, input.parameters);
      if (!c.streaming) return textResult(await c.client.textGeneration(args, callOptions(c)));
      let text = "";
      for await (const event of c.client.textGenerationStream(args, callOptions(c))) {
        // Providers other than text-generation-inference stream other shapes: only its tokens are read.
        const token: unknown = event.token;
        if (isToken(token) && token.special !== true) text += token.text;
        c.onUpdate({ kind: "text", text, streaming: true });
      }
      return { kind: "text", text, streaming: false };
    },
  },
  conversational: {
    input: "chat",
    output: "chat",
    streams: "by default",
    run: async (c, input) => {
      const { messages, sent, generation, structure } = chatRequest(input);
      const args = {
        ...withParameters({ model: c.model, provider: c.provider, messages: sent }, input.parameters),
        ...generation,
        ...openFields(structure),
      };
      if (!c.streaming) {
        const completion = await c.client.chatCompletion(args, callOptions(c));
        const message = completion.choices[0]?.message;
        // The reader of tool calls loads only for an answer that has some.
        const toolCalls =
          message?.tool_calls === undefined ? [] : (await import("./tool-calls.js")).toolCallsOf(message);
        return chatResult(messages, message?.content ?? "", false, toolCalls);
      }
      let reply = "";
      let toolCalls: ToolCallShown[] = [];
      for await (const chunk of c.client.chatCompletionStream(args, callOptions(c))) {
        const delta = chunk.choices[0]?.delta;
        reply += delta?.content ?? "";
        // A tool call streams as deltas of its own: the function's name, then its arguments piece by piece.
        if (delta?.tool_calls !== undefined) {
          toolCalls = (await import("./tool-calls.js")).addToolCallDeltas(toolCalls, delta.tool_calls);
        }
        c.onUpdate(chatResult(messages, reply, true, toolCalls));
      }
      return chatResult(messages, reply, false, toolCalls);
    },
  },
  "sentence-similarity": {
    input: "sentences",
    output: "labels",
    run: async (c, input) => {
      const sentences = input.sentences.filter((sentence) => sentence.trim() !== "");
      const scores = await c.client.sentenceSimilarity(
        withParameters(
          { model: c.model, provider: c.provider, inputs: { source_sentence: input.sourceSentence, sentences } },
          input.parameters,
        ),
        callOptions(c),
      );
      return similarityResult(scores, sentences);
    },
  },
  "feature-extraction": textTask(
    "vectors",
    (c, args) => c.client.featureExtraction(args, callOptions(c)),
    vectorsResult,
  ),
  "image-classification": mediaTask(
    "image",
    "labels",
    SAMPLE_IMAGE,
    (c, args) => c.client.imageClassification(args, callOptions(c)),
    (output) => labelsResult(output),
  ),
  "zero-shot-image-classification": {
    input: "image-labels",
    output: "labels",
    sampleMedia: SAMPLE_IMAGE,
    run: async (c, input) => {
      const candidate_labels = parseLabels(input.candidateLabels);
      if (candidate_labels.length === 0) throw new Error("Give at least one candidate label (comma-separated).");
      const image = await c.loadMedia(requireMedia(input, "an image"));
      const output = await c.client.zeroShotImageClassification(
        { model: c.model, provider: c.provider, inputs: image, parameters: { candidate_labels } },
        callOptions(c),
      );
      return labelsResult(output);
    },
  },
  "object-detection": mediaTask(
    "image",
    "boxes",
    SAMPLE_SCENE,
    (c, args) => c.client.objectDetection(args, callOptions(c)),
    (output, input) => ({ kind: "boxes", image: requireMedia(input, "an image").src, items: output }),
  ),
  "image-segmentation": mediaTask(
    "image",
    "masks",
    SAMPLE_SCENE,
    (c, args) => c.client.imageSegmentation(args, callOptions(c)),
    (output, input) => ({ kind: "masks", image: requireMedia(input, "an image").src, items: output }),
  ),
  "image-to-text": mediaTask(
    "image",
    "text",
    SAMPLE_IMAGE,
    (c, args) => c.client.imageToText(args, callOptions(c)),
    textResult,
  ),
  "image-to-image": {
    input: "image",
    output: "image",
    sampleMedia: SAMPLE_EDGES,
    // The code sends the image and a prompt (its only parameter); the widget sends the example's parameters.
    snippetInput: (input) => {
      const { prompt, ...others } = input.parameters ?? {};
      return {
        input: { inputs: { image: fileName(input, "an image"), prompt: typeof prompt === "string" ? prompt : "" } },
        notInCode: [...(typeof prompt === "string" ? [] : ["prompt"]), ...Object.keys(others)],
      };
    },
    run: async (c, input) => {
      const image = await c.loadMedia(requireMedia(input, "an image"));
      const output = await c.client.imageToImage(
        withParameters({ model: c.model, provider: c.provider, inputs: image }, input.parameters),
        callOptions(c),
      );
      return { kind: "image", image: output };
    },
  },
  "document-question-answering": {
    input: "image-question",
    output: "labels",
    sampleMedia: SAMPLE_DOCUMENT,
    run: async (c, input) => {
      const image = await c.loadMedia(requireMedia(input, "a document image"));
      const output = await c.client.documentQuestionAnswering(
        { model: c.model, provider: c.provider, inputs: { question: input.text, image } },
        callOptions(c),
      );
      return answersResult(output);
    },
  },
  "visual-question-answering": {
    input: "image-question",
    output: "labels",
    sampleMedia: SAMPLE_SCENE,
    run: async (c, input) => {
      const image = await c.loadMedia(requireMedia(input, "an image"));
      const output = await c.client.visualQuestionAnswering(
        { model: c.model, provider: c.provider, inputs: { question: input.text, image } },
        callOptions(c),
      );
      return answersResult(output);
    },
  },
  "image-to-video": imagePromptTask("video", (c, { inputs, ...args }) => {
    if (inputs === undefined) throw new Error("Pick an image first.");
    return c.client.imageToVideo({ ...args, inputs }, callOptions(c));
  }),
  // The router's newer tasks (tags of hub records newer than the 0.18 catalogue).
  "image-text-to-image": imagePromptTask("image", (c, args) => c.client.imageTextToImage(args, callOptions(c))),
  "image-text-to-video": imagePromptTask("video", (c, args) => c.client.imageTextToVideo(args, callOptions(c))),
  "text-to-image": textTask(
    "image",
    (c, args) => c.client.textToImage(args, callOptions(c)),
    (output) => ({ kind: "image", image: output }),
    "prompt",
  ),
  "text-to-video": textTask(
    "video",
    (c, args) => c.client.textToVideo(args, callOptions(c)),
    (output) => ({ kind: "video", video: output }),
    "prompt",
  ),
  "text-to-speech": textTask(
    "audio",
    (c, args) => c.client.textToSpeech(args, callOptions(c)),
    (output) => ({ kind: "audio", items: [{ label: "Speech", audio: output }] }),
  ),
  "text-to-audio": {
    input: "prompt",
    output: "audio",
    // textToAudio (not the generic request): fal-ai answers with a queue job the task function follows.
    run: async (c, input) => {
      const output = await c.client.textToAudio(
        withParameters({ model: c.model, provider: c.provider, inputs: input.text }, input.parameters),
        callOptions(c),
      );
      return { kind: "audio", items: [{ label: "Generated audio", audio: output }] };
    },
  },
  "automatic-speech-recognition": mediaTask(
    "audio",
    "text",
    SAMPLE_AUDIO,
    (c, args) => c.client.automaticSpeechRecognition(args, callOptions(c)),
    textResult,
  ),
  "audio-classification": mediaTask(
    "audio",
    "labels",
    SAMPLE_AUDIO,
    (c, args) => c.client.audioClassification(args, callOptions(c)),
    (output) => labelsResult(output),
  ),
  "audio-to-audio": mediaTask(
    "audio",
    "audio",
    SAMPLE_AUDIO,
    (c, args) => c.client.audioToAudio(args, callOptions(c)),
    (output) => audioClipsResult(output),
  ),
  "tabular-classification": {
    input: "tabular",
    output: "predictions",
    run: async (c, input) => {
      const output = await c.client.tabularClassification(
        { model: c.model, provider: c.provider, inputs: { data: input.table } },
        callOptions(c),
      );
      return { kind: "predictions", table: input.table, predictions: output };
    },
  },
  "tabular-regression": {
    input: "tabular",
    output: "predictions",
    run: async (c, input) => {
      const output = await c.client.tabularRegression(
        { model: c.model, provider: c.provider, inputs: { data: input.table } },
        callOptions(c),
      );
      return { kind: "predictions", table: input.table, predictions: output };
    },
  },
};

/**
 * What a chat sends: the conversation without empty messages, the system prompt first (unless the conversation has
 * one), as API messages; and the generation settings that were set.
 */
function chatRequest(input: WidgetInput): {
  messages: ChatMessage[];
  sent: ChatCompletionInputMessage[];
  generation: { temperature?: number; max_tokens?: number };
  structure: ChatStructureArgs;
} {
  const messages = input.messages.filter(
    (message) => message.content.trim() !== "" || (message.imageUrl ?? "").trim() !== "",
  );
  if (messages.length === 0) throw new Error("Write a message first.");
  const settings = chatSettingsArgs(input.chat);
  const structure = chatStructureArgs(input.chat);
  const sent =
    settings.system !== undefined && messages[0]?.role !== "system" ? [settings.system, ...messages] : messages;
  return { messages, sent: sent.map(apiMessage), generation: settings.generation, structure };
}

/**
 * The tools and response schema as call arguments, as the form checked them when they were typed (chat-json.ts);
 * empty fields stay out, so the request is the one the recordings keep. Unchecked or wrong input is never sent.
 */
export function chatStructureArgs(settings: ChatSettings | undefined): ChatStructureArgs {
  if (settings === undefined || (settings.tools.trim() === "" && settings.responseSchema.trim() === "")) return {};
  const checked = settings.structureChecked;
  if (checked === undefined) throw new Error("The tools and the response schema have not been checked yet.");
  if (!checked.ok) throw new Error(checked.message);
  return checked.args;
}

/**
 * The structure as open fields of the chat input (its `[property: string]: unknown`): the package types
 * `response_format` as a grammar only (see ResponseFormatJSONSchema), and the client sends every field as given.
 */
function openFields(structure: ChatStructureArgs): Record<string, unknown> {
  return { ...structure };
}

/** The widget's input as the code of the "Inference Providers" panel sends it, and what that code leaves to itself. */
export interface SnippetRequestInput {
  input: SnippetInput;
  /** What the widget sends that the code sets its own value for (parameter names, candidate labels). */
  notInCode: string[];
}

function fileName(input: WidgetInput, what: string): string {
  return requireMedia(input, what).name;
}

/** One per input form: the `inputs` option of the snippet generator (see getInferenceSnippets), or a chat's. */
const SNIPPET_INPUTS: Record<InputKind, (input: WidgetInput) => SnippetInput> = {
  text: (input) => ({ inputs: input.text }),
  prompt: (input) => ({ inputs: input.text }),
  "zero-shot": (input) => ({ inputs: input.text }),
  "question-context": (input) => ({ inputs: { question: input.text, context: input.context } }),
  "table-question": (input) => ({ inputs: { query: input.text, table: input.table } }),
  sentences: (input) => ({
    inputs: {
      source_sentence: input.sourceSentence,
      sentences: input.sentences.filter((sentence) => sentence.trim() !== ""),
    },
  }),
  chat: (input) => {
    const { sent, generation, structure } = chatRequest(input);
    return { messages: sent, ...generation, ...structure };
  },
  image: (input) => ({ inputs: fileName(input, "an image") }),
  audio: (input) => ({ inputs: fileName(input, "an audio file") }),
  "image-question": (input) => ({ inputs: { image: fileName(input, "an image"), question: input.text } }),
  "image-labels": (input) => ({ inputs: fileName(input, "an image") }),
  "image-prompt": (input) => ({ inputs: { image: fileName(input, "an image"), prompt: input.text } }),
  tabular: (input) => ({ inputs: input.table }),
};

/**
 * The widget's input for the snippets. Throws (with the reason in words) when the input cannot be sent as it is. The
 * snippets print their own candidate labels and no example parameters or text-generation stream: those are named.
 */
export function snippetRequestInput(spec: TaskWidget, input: WidgetInput, streaming: boolean): SnippetRequestInput {
  if (spec.snippetInput !== undefined) return spec.snippetInput(input);
  const notInCode = Object.keys(input.parameters ?? {});
  if (spec.input === "zero-shot" || spec.input === "image-labels") notInCode.unshift("candidate labels");
  if (spec.streams === "on request" && streaming) notInCode.push("streaming");
  return { input: SNIPPET_INPUTS[spec.input](input), notInCode };
}

/** A text-generation-inference token, the event shape textGenerationStream reads. */
function isToken(value: unknown): value is { text: string; special?: unknown } {
  return typeof value === "object" && value !== null && "text" in value && typeof value.text === "string";
}

/** A widget chat message as the API takes it: plain text, or text and image parts when it carries an image. */
/**
 * The chat settings as call arguments: a system message (unless the conversation starts with one) and the
 * generation settings that were set. Unset ones stay out, so the request is the one the recordings keep.
 */
export function chatSettingsArgs(settings: ChatSettings | undefined): {
  system?: ChatMessage;
  generation: { temperature?: number; max_tokens?: number };
} {
  if (settings === undefined) return { generation: {} };
  const generation: { temperature?: number; max_tokens?: number } = {};
  const temperature = settings.temperature.trim();
  if (temperature !== "") {
    const value = Number(temperature);
    if (!Number.isFinite(value) || value < 0 || value > 2) {
      throw new Error(`Temperature must be a number from 0 to 2, not "${temperature}".`);
    }
    generation.temperature = value;
  }
  const maxTokens = settings.maxTokens.trim();
  if (maxTokens !== "") {
    const value = Number(maxTokens);
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
      throw new Error(`Max tokens must be a whole number from 1 to 1000000, not "${maxTokens}".`);
    }
    generation.max_tokens = value;
  }
  const prompt = settings.systemPrompt.trim();
  return prompt === "" ? { generation } : { system: { role: "system", content: prompt }, generation };
}

function apiMessage({ role, content, imageUrl }: ChatMessage): ChatCompletionInputMessage {
  const url = imageUrl?.trim() ?? "";
  if (url === "") return { role, content };
  const image: ChatCompletionInputMessageChunk = { type: "image_url", image_url: { url } };
  return { role, content: content.trim() === "" ? [image] : [{ type: "text", text: content }, image] };
}

/** The widget key of a model: chat models (tagged conversational) use the chat widget. */
export function widgetKeyOf(pipelineTag: string | undefined, tags: readonly string[]): string | undefined {
  if (pipelineTag === undefined) return undefined;
  const chatCapable = pipelineTag === "text-generation" || pipelineTag === "image-text-to-text";
  return chatCapable && tags.includes("conversational") ? "conversational" : pipelineTag;
}

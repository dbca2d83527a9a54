/**
 * The task functions, one line each: `byTask(<task>, { prepare? })` when the function is named after its task
 * in camel case, else `defineTask(<name>, <task>, { prepare?, chat?, auto })` (or `defineStreamTask` for a stream; `auto` is
 * what "auto" means for the task: the router's own route, or the pick from the mapping that byTask gives). What each task takes, hands to a provider and returns is spec/tasks.ts. From these come
 * the rest: the core entry exports these functions (tasks/index.ts), InferenceClient has one method per
 * function (InferenceClientCore.ts), and the main entry's versions with every provider are generated from
 * this file (tasksWithAllProviders.ts, by `npm run generate`).
 */
import type { ChatCompletionStreamOutput } from "@hubkit/tasks";
import type { PreparedArgs } from "../lib/request.js";
import type { Options, OutputType, RequestHelper, TaskBaseArgs, TextGenerationStreamOutput } from "../spec/index.js";
import type { BinaryPayload, HelperTask } from "../spec/tasks.js";
import { base64FromBlob, dataUrlFromBlob } from "../utils/base64.js";
import { binaryInput, isBinary, type BinaryInput } from "../utils/binary.js";
import { anyArray, isObject, outputOf } from "../utils/schema.js";
import { camelCase } from "../utils/camelCase.js";
import { routerChat } from "../provider-kit/routerChat.js";
import { pickFromMapping } from "../lib/providerPolicy.js";
import {
  binaryPayload,
  defineStreamTask,
  defineTask,
  type TaskArgs,
  type TaskFunction,
  type TaskSpec,
} from "./define.js";

export type * from "../spec/tasks.js";
export type { BinaryInput } from "../utils/binary.js";

// ---- The functions -------------------------------------------------------------------------------

/**
 * The task function of `task` named after it in camel case (`fill-mask` -> `fillMask`), as most are; the
 * others (chatCompletion, ...) name themselves through defineTask. The name is written once, in the task.
 */
/* @__NO_SIDE_EFFECTS__ */
function byTask<N extends HelperTask>(task: N, spec?: TaskSpec<N>): TaskFunction<N> {
  return defineTask(camelCase(task), task, { ...spec, auto: pickFromMapping });
}

/** Image inputs that travel as base64 inside JSON: the image's bytes replace it. */
async function imageQuestion(
  args: TaskArgs<"document-question-answering"> | TaskArgs<"visual-question-answering">,
  _helper: RequestHelper,
  name: string,
) {
  const image = binaryInput(args.inputs.image, `${name}: inputs.image`);
  return { ...args, inputs: { question: args.inputs.question, image: await base64FromBlob(image) } };
}

/** Scores labels for an audio clip (emotion, speaker, language, ...). Example model: superb/hubert-large-superb-er. */
export const audioClassification = /* @__PURE__ */ byTask("audio-classification", {
  prepare: binaryPayload,
});

/** The file as the raw body, or inside JSON in the provider's own form (fal-ai: a data URL) when its helper says so. */
function fileInput<A extends TaskBaseArgs & ({ inputs: BinaryInput } | BinaryPayload)>(
  args: A,
  helper: RequestHelper,
  name: string,
): PreparedArgs | Promise<PreparedArgs> {
  return helper.prepareInput ? helper.prepareInput(args) : binaryPayload(args, helper, name);
}

/** Audio in, one or several audio clips out (source separation, enhancement). Example model: speechbrain/sepformer-wham. */
export const audioToAudio = /* @__PURE__ */ byTask("audio-to-audio", { prepare: fileInput });

/** Transcribes speech. Example model: facebook/wav2vec2-large-960h-lv60-self. */
export const automaticSpeechRecognition = /* @__PURE__ */ byTask("automatic-speech-recognition", {
  // Some providers want the audio inside JSON rather than as the raw body (fal-ai: a data URL).
  prepare: fileInput,
});

/** Speaks a text. Example model: espnet/kan-bayashi_ljspeech_vits. */
export const textToSpeech = /* @__PURE__ */ byTask("text-to-speech");

/** Makes audio (music, sound effects) from a text (fal-ai, hf-inference). Not in 3.8.1, which had no function for it. */
export const textToAudio = /* @__PURE__ */ byTask("text-to-audio");

/** Scores labels for an image. Example model: google/vit-base-patch16-224. */
export const imageClassification = /* @__PURE__ */ byTask("image-classification", {
  prepare: binaryPayload,
});

/** Segments an image into labelled masks. Example model: facebook/detr-resnet-50-panoptic. */
export const imageSegmentation = /* @__PURE__ */ byTask("image-segmentation", {
  prepare: fileInput,
});

/**
 * Transforms an image (guided by a prompt and parameters). Without parameters the image is sent as the
 * raw body; with parameters it travels base64-encoded in JSON next to them.
 * Example model: lllyasviel/sd-controlnet-depth.
 */
export const imageToImage = /* @__PURE__ */ byTask("image-to-image", {
  prepare: async (args, helper, name) => {
    // Providers that take the image inside JSON in their own form (wavespeed: a data URL) prepare it.
    if (helper.prepareInput) return helper.prepareInput(args);
    const image = binaryInput(args.inputs, `${name}: inputs`);
    if (!args.parameters) {
      const { accessToken, model, endpointUrl, provider } = args;
      return { accessToken, model, endpointUrl, provider, data: image };
    }
    return { ...args, inputs: await base64FromBlob(image) };
  },
});

/**
 * Makes a video from an image (its first frame) and, usually, a prompt in `parameters.prompt` (fal-ai,
 * wavespeed). The image is sent as a data URL.
 */
export const imageToVideo = /* @__PURE__ */ byTask("image-to-video", {
  prepare: async (args, _helper, name) => ({
    ...args,
    inputs: await dataUrlFromBlob(binaryInput(args.inputs, `${name}: inputs`), "image/png"),
  }),
});

/** The optional image of the image-text tasks, as a data URL. */
async function optionalImage<A extends { inputs?: BinaryInput | undefined }>(
  args: A,
  _helper: RequestHelper,
  name: string,
): Promise<A | (Omit<A, "inputs"> & { inputs: string })> {
  if (args.inputs === undefined) return args;
  return { ...args, inputs: await dataUrlFromBlob(binaryInput(args.inputs, `${name}: inputs`), "image/png") };
}

/**
 * Edits an image as a prompt (`parameters.prompt`) says, or makes one from the prompt alone when no image is
 * given (fal-ai, wavespeed). The image is sent as a data URL.
 */
export const imageTextToImage = /* @__PURE__ */ byTask("image-text-to-image", {
  prepare: optionalImage,
});

/**
 * Makes a video from a prompt (`parameters.prompt`) and, optionally, its first frame (fal-ai, wavespeed).
 * The image is sent as a data URL.
 */
export const imageTextToVideo = /* @__PURE__ */ byTask("image-text-to-video", {
  prepare: optionalImage,
});

/** Captions an image. Example model: nlpconnect/vit-gpt2-image-captioning. */
export const imageToText = /* @__PURE__ */ byTask("image-to-text", { prepare: fileInput });

/** Finds objects in an image, with boxes. Example model: facebook/detr-resnet-50. */
export const objectDetection = /* @__PURE__ */ byTask("object-detection", {
  prepare: binaryPayload,
});

const textToImageTask = /* @__PURE__ */ byTask("text-to-image");

/**
 * textToImage's options: `outputType` "url" returns the image's URL (a data: URL when the provider answers
 * base64), "dataUrl" a data: URL, "json" the provider's JSON answer, instead of a Blob (4.x's four).
 */
export interface TextToImageOptions extends Options {
  outputType?: OutputType;
}

/**
 * Generates an image from a prompt. Example model: stabilityai/stable-diffusion-2. A string or JSON when
 * `outputType` asks for one, else a Blob (the overloads are 3.8.1's and 4.x's, which type a call without options
 * as their first one).
 */
export function textToImage(
  args: TaskArgs<"text-to-image">,
  options?: TextToImageOptions & { outputType: "url" | "dataUrl" },
): Promise<string>;
export function textToImage(
  args: TaskArgs<"text-to-image">,
  options?: TextToImageOptions & { outputType: "json" },
): Promise<Record<string, unknown>>;
export function textToImage(
  args: TaskArgs<"text-to-image">,
  options?: TextToImageOptions & { outputType?: undefined | "blob" },
): Promise<Blob>;
export function textToImage(
  args: TaskArgs<"text-to-image">,
  options?: TextToImageOptions,
): Promise<Blob | string | Record<string, unknown>> {
  return textToImageTask(args, options);
}

/** Generates a video from a prompt (fal-ai, replicate). */
export const textToVideo = /* @__PURE__ */ byTask("text-to-video");

/** Scores an image against labels chosen at call time. Example model: openai/clip-vit-large-patch14-336. */
export const zeroShotImageClassification = /* @__PURE__ */ byTask("zero-shot-image-classification", {
  prepare: async (args, _helper, name) => {
    // The image itself, or 3.8.1's deprecated `{ image }`.
    const image = isBinary(args.inputs)
      ? args.inputs
      : binaryInput(isObject(args.inputs) ? args.inputs.image : args.inputs, `${name}: inputs.image`);
    return { ...args, inputs: { image: await base64FromBlob(image) } };
  },
});

/** One event of a chat stream: OpenAI-style, `choices` a list. */
const chatChunk = /* @__PURE__ */ outputOf<ChatCompletionStreamOutput>({ choices: anyArray });
/**
 * One event of a text generation stream. Providers stream their own event shapes for plain text generation
 * (TGI tokens, completion chunks): an object is all that is checked, as 3.8.1 checks nothing.
 */
const textGenerationEvent = /* @__PURE__ */ outputOf<TextGenerationStreamOutput>({});

/** OpenAI-style chat completion, answered in one piece. */
export const chatCompletion = /* @__PURE__ */ defineTask("chatCompletion", "conversational", {
  chat: true,
  auto: routerChat,
});

/**
 * OpenAI-style chat completion, streamed: yields one chunk per server-sent event. Nothing is sent
 * before the first `next()`; errors surface there.
 */
export const chatCompletionStream = /* @__PURE__ */ defineStreamTask("chatCompletionStream", "conversational", {
  chat: true,
  auto: routerChat,
  event: chatChunk,
});

/** Turns text into vectors, e.g. for semantic search. */
export const featureExtraction = /* @__PURE__ */ byTask("feature-extraction");

/** Fills the mask token of a text with the most likely words (BERT-style models). */
export const fillMask = /* @__PURE__ */ byTask("fill-mask");

/** Finds the answer to a question in a context. Example model: deepset/roberta-base-squad2. */
export const questionAnswering = /* @__PURE__ */ byTask("question-answering");

/** Scores how close each sentence is to a source sentence, by comparing their embeddings. */
export const sentenceSimilarity = /* @__PURE__ */ byTask("sentence-similarity");

/** Summarizes a text. Example model: facebook/bart-large-cnn. */
export const summarization = /* @__PURE__ */ byTask("summarization");

/** Answers a question about a table. Example model: google/tapas-base-finetuned-wtq. */
export const tableQuestionAnswering = /* @__PURE__ */ byTask("table-question-answering");

/** Scores labels for a text (sentiment, topic, ...). */
export const textClassification = /* @__PURE__ */ byTask("text-classification");

/** Continues a prompt. */
export const textGeneration = /* @__PURE__ */ byTask("text-generation");

/** Like textGeneration, but yields the tokens one event at a time (nothing is sent before the first `next()`). */
export const textGenerationStream = /* @__PURE__ */ defineStreamTask("textGenerationStream", "text-generation", {
  auto: pickFromMapping,
  event: textGenerationEvent,
});

/** Labels the tokens of a text (named entities, parts of speech). */
export const tokenClassification = /* @__PURE__ */ byTask("token-classification");

/** Translates a text. Example model: Helsinki-NLP/opus-mt-ru-en. */
export const translation = /* @__PURE__ */ byTask("translation");

/** Scores a text against labels chosen at call time. Example model: facebook/bart-large-mnli. */
export const zeroShotClassification = /* @__PURE__ */ byTask("zero-shot-classification");

/** Answers a question about a document image. Example model: impira/layoutlm-document-qa. */
export const documentQuestionAnswering = /* @__PURE__ */ byTask("document-question-answering", {
  prepare: imageQuestion,
});

/** Answers a question about an image. Example model: dandelin/vilt-b32-finetuned-vqa. */
export const visualQuestionAnswering = /* @__PURE__ */ byTask("visual-question-answering", { prepare: imageQuestion });

/** Predicts a class for each row of a table. Example model: vvmnnnkv/wine-quality. */
export const tabularClassification = /* @__PURE__ */ byTask("tabular-classification");

/** Predicts a value for each row of a table. Example model: scikit-learn/Fish-Weight. */
export const tabularRegression = /* @__PURE__ */ byTask("tabular-regression");

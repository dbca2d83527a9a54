/**
 * hf-inference: the hub's own serverless inference, always behind the router (its base URL is the
 * router's /hf-inference prefix whatever the token). Routes are models/{model}, pipeline/{task}/{model}
 * for the sentence-transformers tasks, and models/{model}/v1/chat/completions for chat. It is the only
 * provider that accepts endpointUrl, which then replaces the URL.
 */
import type {
  AudioClassificationOutput,
  AutomaticSpeechRecognitionOutput,
  ChatCompletionOutput,
  DocumentQuestionAnsweringOutput,
  FillMaskOutput,
  ImageClassificationOutput,
  ImageSegmentationOutput,
  ImageToTextOutput,
  ObjectDetectionOutput,
  QuestionAnsweringOutput,
  SentenceSimilarityOutput,
  SummarizationOutput,
  TableQuestionAnsweringOutput,
  TextClassificationOutput,
  TextGenerationOutput,
  TokenClassificationOutput,
  TranslationOutput,
  VisualQuestionAnsweringOutput,
  WidgetType,
  ZeroShotClassificationOutput,
  ZeroShotImageClassificationOutput,
} from "@hubkit/tasks";
import { HF_ROUTER_URL } from "../config.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isUrl } from "../lib/isUrl.js";
import {
  isArrayOf,
  isLabelScore,
  isNumber,
  isNumberArray,
  isObject,
  isString,
  isStringArray,
  type JsonObject,
} from "../lib/validate.js";
import { imageFromBase64, imageFromUrl } from "../provider-kit/imageOutput.js";
import {
  defineHelper,
  joinUrl,
  type ResponseContext,
  type TaskProviderHelper,
} from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { firstGeneratedText } from "../provider-kit/shared.js";
import type { AudioToAudioOutput } from "../tasks/audio/audioToAudio.js";
import type { FeatureExtractionOutput } from "../tasks/nlp/featureExtraction.js";
import type { InferenceProviderModule, InferenceTask, UrlParams } from "../types.js";
import { base64FromBlob } from "../utils/base64.js";

const HF_INFERENCE_BASE_URL = `${HF_ROUTER_URL}/hf-inference`;

/**
 * Tasks served by the same sentence-transformers pipeline (pipeline/{task}/{model}): a model the hub maps
 * to one of them runs as the other too.
 */
const SENTENCE_TRANSFORMERS_TASKS: readonly WidgetType[] = ["feature-extraction", "sentence-similarity"];

function isSentenceTransformersTask(task: InferenceTask | undefined): boolean {
  return task !== undefined && SENTENCE_TRANSFORMERS_TASKS.includes(task);
}

function route({ model, task }: UrlParams): string {
  if (isSentenceTransformersTask(task)) return `pipeline/${task}/${model}`;
  if (task === "conversational") return `models/${model}/v1/chat/completions`;
  return `models/${model}`;
}

/** Chat URLs end in /v1/chat/completions, whatever prefix of it the endpoint URL already has. */
function chatUrl(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, "");
  if (trimmed.endsWith("/v1")) return `${trimmed}/chat/completions`;
  if (trimmed.endsWith("/chat/completions")) return trimmed;
  return `${trimmed}/v1/chat/completions`;
}

function hfHelper<T>(
  task: InferenceTask | undefined,
  getResponse: (response: unknown, context: ResponseContext) => Promise<T> | T,
): TaskProviderHelper<T> {
  return defineHelper<T>({
    provider: "hf-inference",
    task,
    baseUrl: HF_INFERENCE_BASE_URL,
    equivalentTasks: isSentenceTransformersTask(task) ? SENTENCE_TRANSFORMERS_TASKS : undefined,
    makeRoute: route,
    makeUrl(params) {
      const url = isUrl(params.model) ? params.model : joinUrl(HF_INFERENCE_BASE_URL, route(params));
      return task === "conversational" ? chatUrl(url) : url;
    },
    preparePayload: ({ args, model }) => (task === "conversational" ? { ...args, model } : args),
    getResponse: async (response, context) => getResponse(response, context),
  });
}

function fail(expected: string): never {
  throw new InferenceOutputError(expected);
}

/** The answer itself, or the first element when the server wrapped it in an array. */
function firstOf(response: unknown): unknown {
  return Array.isArray(response) ? response[0] : response;
}

function labelScores(expected: string) {
  return (response: unknown) => (isArrayOf(response, isLabelScore) ? response : fail(expected));
}

const LABEL_SCORES = "Expected Array<{label: string, score: number}>";

function isNestedNumbers(value: unknown, depth: number): boolean {
  if (isNumber(value)) return true;
  return depth > 0 && Array.isArray(value) && value.every((item) => isNestedNumbers(item, depth - 1));
}

function isQuestionAnswer(value: unknown): boolean {
  return (
    isObject(value) && isString(value.answer) && isNumber(value.start) && isNumber(value.end) && isNumber(value.score)
  );
}

function isOptionalNumber(value: unknown): boolean {
  return value === undefined || isNumber(value);
}

function isTableAnswer(value: unknown): value is TableQuestionAnsweringOutput[number] {
  return (
    isObject(value) &&
    (value.aggregator === undefined || isString(value.aggregator)) &&
    isString(value.answer) &&
    isStringArray(value.cells) &&
    isArrayOf(value.coordinates, isNumberArray)
  );
}

async function textToImageResult(response: unknown, context: ResponseContext): Promise<string | Blob> {
  if (response instanceof Blob) {
    if (context.outputType !== "url") return response;
    return `data:image/jpeg;base64,${await base64FromBlob(response)}`;
  }
  if (isObject(response)) {
    const b64 = Array.isArray(response.data) && isObject(response.data[0]) ? response.data[0].b64_json : undefined;
    if (isString(b64)) return imageFromBase64(b64, context.outputType);
    const url = Array.isArray(response.output) ? response.output[0] : undefined;
    if (isString(url)) return imageFromUrl(url, context.outputType, context);
  }
  return fail("Expected a Blob ");
}

const hfInferenceTasks: ProviderTasks = {
  "text-to-image": hfHelper("text-to-image", textToImageResult),
  // TGI's chat route answers the OpenAI shape; it is returned as the server sent it.
  conversational: hfHelper("conversational", (response) =>
    isObject(response) && Array.isArray(response.choices)
      ? (response as ChatCompletionOutput)
      : fail("Expected ChatCompletionOutput"),
  ),
  "text-generation": hfHelper<TextGenerationOutput>("text-generation", firstGeneratedText),
  "text-classification": hfHelper<TextClassificationOutput>("text-classification", (response) => {
    // The pipeline answers one list per input: [[{label, score}, ...]].
    const list = Array.isArray(response) && Array.isArray(response[0]) ? response[0] : response;
    return isArrayOf(list, isLabelScore) ? list : fail(LABEL_SCORES);
  }),
  "question-answering": hfHelper<QuestionAnsweringOutput[number]>("question-answering", (response) => {
    const answer = firstOf(response);
    return isQuestionAnswer(answer)
      ? (answer as QuestionAnsweringOutput[number])
      : fail("Expected Array<{answer: string, end: number, score: number, start: number}>");
  }),
  "audio-classification": hfHelper<AudioClassificationOutput>(
    "audio-classification",
    labelScores("Expected Array<{label: string, score: number}> but received different format"),
  ),
  "automatic-speech-recognition": hfHelper<AutomaticSpeechRecognitionOutput>(
    "automatic-speech-recognition",
    (response) =>
      isObject(response) && isString(response.text)
        ? (response as AutomaticSpeechRecognitionOutput)
        : fail("Expected {text: string}"),
  ),
  "fill-mask": hfHelper<FillMaskOutput>("fill-mask", (response) =>
    isArrayOf(
      response,
      (item): item is FillMaskOutput[number] =>
        isObject(item) &&
        isNumber(item.score) &&
        isString(item.sequence) &&
        isNumber(item.token) &&
        isString(item.token_str),
    )
      ? response
      : fail("Expected Array<{score: number, sequence: string, token: number, token_str: string}>"),
  ),
  "feature-extraction": hfHelper<FeatureExtractionOutput>("feature-extraction", (response) =>
    Array.isArray(response) && isNestedNumbers(response, 4)
      ? (response as FeatureExtractionOutput)
      : fail("Expected Array<number[][][] | number[][] | number[] | number>"),
  ),
  "image-classification": hfHelper<ImageClassificationOutput>("image-classification", labelScores(LABEL_SCORES)),
  "image-segmentation": hfHelper<ImageSegmentationOutput>("image-segmentation", (response) =>
    isArrayOf(
      response,
      (item): item is ImageSegmentationOutput[number] =>
        isObject(item) && isString(item.label) && isString(item.mask) && isOptionalNumber(item.score),
    )
      ? response
      : fail("Expected Array<{label: string, mask: string, score: number}>"),
  ),
  "document-question-answering": hfHelper<DocumentQuestionAnsweringOutput[number]>(
    "document-question-answering",
    (response) => {
      const answer = firstOf(response);
      const valid =
        isObject(answer) &&
        isString(answer.answer) &&
        isOptionalNumber(answer.start) &&
        isOptionalNumber(answer.end) &&
        isOptionalNumber(answer.score);
      return valid
        ? (answer as DocumentQuestionAnsweringOutput[number])
        : fail("Expected Array<{answer: string, end: number, score: number, start: number}>");
    },
  ),
  "image-to-text": hfHelper<ImageToTextOutput>("image-to-text", (response) => {
    const caption = firstOf(response);
    return isObject(caption) && isString(caption.generated_text)
      ? (caption as ImageToTextOutput)
      : fail("Expected {generated_text: string}");
  }),
  "object-detection": hfHelper<ObjectDetectionOutput>("object-detection", (response) =>
    isArrayOf(
      response,
      (item): item is ObjectDetectionOutput[number] =>
        isLabelScore(item) &&
        isObject((item as JsonObject).box) &&
        ["xmin", "ymin", "xmax", "ymax"].every((side) => isNumber(((item as JsonObject).box as JsonObject)[side])),
    )
      ? response
      : fail(
          "Expected Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
        ),
  ),
  "audio-to-audio": hfHelper<AudioToAudioOutput[]>("audio-to-audio", (response) => {
    if (!Array.isArray(response)) return fail("Expected Array");
    return isArrayOf(
      response,
      (item): item is AudioToAudioOutput =>
        isObject(item) && isString(item.label) && isString(item.blob) && isString(item["content-type"]),
    )
      ? response
      : fail("Expected Array<{label: string, audio: Blob}>");
  }),
  "zero-shot-image-classification": hfHelper<ZeroShotImageClassificationOutput>(
    "zero-shot-image-classification",
    labelScores(LABEL_SCORES),
  ),
  "zero-shot-classification": hfHelper<ZeroShotClassificationOutput>("zero-shot-classification", (response) => {
    // Newer servers answer the task's documented shape, a list of { label, score }.
    if (isArrayOf(response, isLabelScore)) return response;
    // The classic pipeline answers { sequence, labels, scores } per input (one object, or a list for a batch).
    const list = Array.isArray(response) ? response : [response];
    return isArrayOf(
      list,
      (item): item is JsonObject =>
        isObject(item) && isStringArray(item.labels) && isNumberArray(item.scores) && isString(item.sequence),
    )
      ? (list as unknown as ZeroShotClassificationOutput)
      : fail("Expected Array<{labels: string[], scores: number[], sequence: string}>");
  }),
  "image-to-image": hfHelper<Blob>("image-to-image", (response) =>
    response instanceof Blob ? response : fail("Expected Blob"),
  ),
  "sentence-similarity": hfHelper<SentenceSimilarityOutput>("sentence-similarity", (response) =>
    isNumberArray(response) ? response : fail("Expected Array<number>"),
  ),
  "table-question-answering": hfHelper<TableQuestionAnsweringOutput[number]>("table-question-answering", (response) => {
    const answer = firstOf(response);
    return isTableAnswer(answer)
      ? answer
      : fail("Expected {aggregator: string, answer: string, cells: string[], coordinates: number[][]}");
  }),
  "tabular-classification": hfHelper<number[]>("tabular-classification", (response) =>
    isNumberArray(response) ? response : fail("Expected Array<number>"),
  ),
  "text-to-speech": hfHelper<Blob>("text-to-speech", (response) =>
    response instanceof Blob ? response : fail("Expected Blob"),
  ),
  "token-classification": hfHelper<TokenClassificationOutput>("token-classification", (response) =>
    isArrayOf(
      response,
      (item): item is TokenClassificationOutput[number] =>
        isObject(item) &&
        (isString(item.entity_group) || isString(item.entity)) &&
        isNumber(item.score) &&
        isString(item.word) &&
        isNumber(item.start) &&
        isNumber(item.end),
    )
      ? response
      : fail("Expected Array<{end: number, entity_group: string, score: number, start: number, word: string}>"),
  ),
  translation: hfHelper<TranslationOutput>("translation", (response) => {
    const valid = isArrayOf(
      response,
      (item): item is TranslationOutput => isObject(item) && isString(item.translation_text),
    );
    if (!valid) return fail("Expected Array<{translation_text: string}>");
    // One input gives one translation object; a batch of inputs keeps the list.
    return (response.length === 1 ? response[0] : response) as TranslationOutput;
  }),
  summarization: hfHelper<SummarizationOutput>("summarization", (response) => {
    const summary = firstOf(response);
    return isObject(summary) && isString(summary.summary_text)
      ? (summary as SummarizationOutput)
      : fail("Expected Array<{summary_text: string}>");
  }),
  "visual-question-answering": hfHelper<VisualQuestionAnsweringOutput[number]>(
    "visual-question-answering",
    (response) => {
      const answer = firstOf(response);
      return isObject(answer) && isString(answer.answer) && isNumber(answer.score)
        ? (answer as VisualQuestionAnsweringOutput[number])
        : fail("Expected Array<{answer: string, score: number}>");
    },
  ),
  "tabular-regression": hfHelper<number[]>("tabular-regression", (response) =>
    isNumberArray(response) ? response : fail("Expected Array<number>"),
  ),
  "text-to-audio": hfHelper<Blob>("text-to-audio", (response) =>
    response instanceof Blob ? response : fail("Expected Blob"),
  ),
};

/** The helper for `request()` / `streamingRequest()` without a task: routes to models/{model}, answer untouched. */
const hfInferenceGenericHelper: TaskProviderHelper<unknown> = hfHelper(undefined, (response) => response);

/** HF Inference for the `providers` option (`@hubkit/inference/providers/hf-inference`). */
export const hfInference: InferenceProviderModule<"hf-inference"> = {
  provider: "hf-inference",
  tasks: hfInferenceTasks,
  withoutTask: hfInferenceGenericHelper,
};

/**
 * hf-inference: the hub's own serverless inference, always behind the router (its base URL is the
 * router's /hf-inference prefix whatever the token). Routes are models/{model}, pipeline/{task}/{model}
 * for the sentence-transformers tasks, and models/{model}/v1/chat/completions for chat. It is the only
 * provider that accepts endpointUrl, which then replaces the URL.
 *
 * Each task's answer is declared once below as a schema: the check the answer must pass and the type it
 * then has. Most pipelines answer the task's output type itself, returned as is.
 */
import type {
  DocumentQuestionAnsweringOutput,
  FillMaskOutput,
  ImageToTextOutput,
  SummarizationOutput,
  TranslationOutput,
  VisualQuestionAnsweringOutput,
  ZeroShotClassificationOutput,
} from "@hubkit/tasks";
import { imageDataUrl, imageFromBase64, imageFromUrl } from "../../provider-kit/imageOutput.js";
import {
  array,
  blob,
  either,
  first,
  number,
  object,
  optional,
  outputOf,
  string,
  unknown,
  type Infer,
  type Schema,
} from "../../utils/schema.js";
import { InferenceOutputError } from "../../errors.js";
import { firstGeneratedText, generatedText } from "../../provider-kit/shared.js";
import type { FeatureExtractionOutput } from "../../spec/tasks.js";
import type { InferenceProviderModule, ProviderTasks, RequestHelper, ResponseContext } from "../../spec/index.js";
import { base64FromBlob } from "../../utils/base64.js";
import { hfInferenceChat } from "./chat.js";
import { hfHelper, makeUrl } from "./helper.js";

/** The answer itself, or the first element when the server wrapped it in an array. */
function firstOf<T>(answer: T | [T, ...unknown[]]): T {
  return Array.isArray(answer) ? answer[0] : answer;
}

/** An object, or a list whose first element is that object. */
function oneOrFirst<T>(schema: Schema<T>): Schema<T | [T, ...unknown[]]> {
  return either(schema, first(schema));
}

// ---- The answers ----------------------------------------------------------------------------------

const labelScore = object({ label: string, score: number });
const labelScores = array(labelScore);
const LABEL_SCORES = "Expected Array<{label: string, score: number}>";

/** text-classification: a list of { label, score }, or one such list per input ([[...]]; the first is used). */
const nestedLabelScores = first(labelScores);
const textClassificationAnswer = either(labelScores, nestedLabelScores);

const questionAnswer = oneOrFirst(object({ answer: string, start: number, end: number, score: number }));

const transcript = object({ text: string });

/** fill-mask: the tasks type also declares a `tokenStr` no server sends; the checked fields are the real ones. */
const fillMaskAnswer = array(
  outputOf<FillMaskOutput[number]>({ score: number, sequence: string, token: number, token_str: string }),
);

/** Embeddings: numbers nested up to four levels deep (batch, tokens, dimensions). */
function isNestedNumbers(value: unknown, depth: number): boolean {
  if (typeof value === "number") return true;
  return depth > 0 && Array.isArray(value) && value.every((item) => isNestedNumbers(item, depth - 1));
}
const embeddings: Schema<FeatureExtractionOutput> = (value): value is FeatureExtractionOutput =>
  Array.isArray(value) && isNestedNumbers(value, 4);

const segments = array(object({ label: string, mask: string, score: optional(number) }));

/** document-question-answering: offsets and score are optional in what servers send (3.8.1 accepts that too). */
const documentAnswer = oneOrFirst(
  outputOf<DocumentQuestionAnsweringOutput[number]>({
    answer: string,
    start: optional(number),
    end: optional(number),
    score: optional(number),
  }),
);

const caption = oneOrFirst(outputOf<ImageToTextOutput>({ generated_text: string }));

const detections = array(
  object({
    label: string,
    score: number,
    box: object({ xmin: number, ymin: number, xmax: number, ymax: number }),
  }),
);

const audioClips = array(object({ label: string, blob: string, "content-type": string }));

/**
 * zero-shot-classification: newer servers answer the task's documented shape, a list of { label, score };
 * the classic pipeline answers { sequence, labels, scores } per input (one object, or a list for a batch),
 * which 3.8.1 returns as is, typed as the documented shape. Kept for compatibility (recorded exchanges, and
 * code written for 3.8.1): the README lists it among the known gaps.
 */
const classicZeroShot = object({ labels: array(string), scores: array(number), sequence: string });
const classicZeroShotList = array(classicZeroShot);
const classicAsDeclared: Schema<ZeroShotClassificationOutput> = (value): value is ZeroShotClassificationOutput =>
  classicZeroShotList(value);
const zeroShotAnswer = either(labelScores, either(classicZeroShot, classicAsDeclared));

function zeroShotResult(answer: Infer<typeof zeroShotAnswer>): ZeroShotClassificationOutput {
  if (Array.isArray(answer)) return answer;
  const list = [answer];
  if (classicAsDeclared(list)) return list;
  throw new InferenceOutputError("Expected Array<{labels: string[], scores: number[], sequence: string}>");
}

/**
 * translation: one input gives one translation object; a batch of inputs (outside the typed input, which
 * is one string) keeps the list, as 3.8.1 does (see zeroShotAsDeclared for why the type is the declared one).
 */
const translations = array(object({ translation_text: string }));
const batchAsDeclared: Schema<TranslationOutput> = (value): value is TranslationOutput => translations(value);

function translationResult(answer: Infer<typeof translations>): TranslationOutput {
  const only = answer.length === 1 ? answer[0] : undefined;
  if (only !== undefined) return only;
  if (batchAsDeclared(answer)) return answer;
  throw new InferenceOutputError("Expected Array<{translation_text: string}>");
}

const summary = oneOrFirst(outputOf<SummarizationOutput>({ summary_text: string }));

const visualAnswer = oneOrFirst(outputOf<VisualQuestionAnsweringOutput[number]>({ answer: string, score: number }));

const numbers = array(number);

const tableAnswer = oneOrFirst(
  object({ aggregator: optional(string), answer: string, cells: array(string), coordinates: array(array(number)) }),
);

const tokenSpans = array(
  either(
    object({ entity_group: string, score: number, word: string, start: number, end: number }),
    object({ entity: string, score: number, word: string, start: number, end: number }),
  ),
);

/** text-to-image: the image itself, or (some servers) an OpenAI-style base64 list or a list of URLs. */
const imageAnswer = either(
  blob,
  either(object({ data: first(object({ b64_json: string })) }), object({ output: first(string) })),
);

async function textToImageResult(answer: Infer<typeof imageAnswer>, context: ResponseContext) {
  if (answer instanceof Blob) {
    // "json" of an image answered as the file: 4.x's `{ output: <data URL> }`.
    if (context.outputType === "json") return { output: await imageDataUrl(answer) };
    if (context.outputType === "dataUrl") return imageDataUrl(answer);
    if (context.outputType !== "url") return answer;
    return `data:image/jpeg;base64,${await base64FromBlob(answer)}`;
  }
  if ("data" in answer) return imageFromBase64(answer.data[0].b64_json, context.outputType, answer);
  return imageFromUrl(answer.output[0], context.outputType, context, answer);
}

const hfInferenceTasks: ProviderTasks = {
  "text-to-image": hfHelper("text-to-image", {
    answer: imageAnswer,
    expected: "Expected a Blob ",
    getResponse: textToImageResult,
  }),
  conversational: hfInferenceChat,
  "text-generation": hfHelper("text-generation", {
    answer: generatedText,
    expected: "Expected Array<{generated_text: string}>",
    getResponse: firstGeneratedText,
  }),
  "text-classification": hfHelper("text-classification", {
    answer: textClassificationAnswer,
    expected: LABEL_SCORES,
    // The pipeline answers one list per input: [[{label, score}, ...]].
    getResponse: (answer) => (nestedLabelScores(answer) ? answer[0] : answer),
  }),
  "question-answering": hfHelper("question-answering", {
    answer: questionAnswer,
    expected: "Expected Array<{answer: string, end: number, score: number, start: number}>",
    getResponse: firstOf,
  }),
  "audio-classification": hfHelper("audio-classification", {
    answer: labelScores,
    expected: "Expected Array<{label: string, score: number}> but received different format",
  }),
  "automatic-speech-recognition": hfHelper("automatic-speech-recognition", {
    answer: transcript,
    expected: "Expected {text: string}",
  }),
  "fill-mask": hfHelper("fill-mask", {
    answer: fillMaskAnswer,
    expected: "Expected Array<{score: number, sequence: string, token: number, token_str: string}>",
  }),
  "feature-extraction": hfHelper("feature-extraction", {
    answer: embeddings,
    expected: "Expected Array<number[][][] | number[][] | number[] | number>",
  }),
  "image-classification": hfHelper("image-classification", {
    answer: labelScores,
    expected: LABEL_SCORES,
  }),
  "image-segmentation": hfHelper("image-segmentation", {
    answer: segments,
    expected: "Expected Array<{label: string, mask: string, score: number}>",
  }),
  "document-question-answering": hfHelper("document-question-answering", {
    answer: documentAnswer,
    expected: "Expected Array<{answer: string, end: number, score: number, start: number}>",
    getResponse: firstOf,
  }),
  "image-to-text": hfHelper("image-to-text", {
    answer: caption,
    expected: "Expected {generated_text: string}",
    getResponse: firstOf,
  }),
  "object-detection": hfHelper("object-detection", {
    answer: detections,
    expected:
      "Expected Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
  }),
  "audio-to-audio": hfHelper("audio-to-audio", {
    answer: audioClips,
    expected: (response) =>
      Array.isArray(response) ? "Expected Array<{label: string, audio: Blob}>" : "Expected Array",
  }),
  "zero-shot-image-classification": hfHelper("zero-shot-image-classification", {
    answer: labelScores,
    expected: LABEL_SCORES,
  }),
  "zero-shot-classification": hfHelper("zero-shot-classification", {
    answer: zeroShotAnswer,
    expected: "Expected Array<{labels: string[], scores: number[], sequence: string}>",
    getResponse: zeroShotResult,
  }),
  "image-to-image": hfHelper("image-to-image", {
    answer: blob,
    expected: "Expected Blob",
  }),
  "sentence-similarity": hfHelper("sentence-similarity", {
    answer: numbers,
    expected: "Expected Array<number>",
  }),
  "table-question-answering": hfHelper("table-question-answering", {
    answer: tableAnswer,
    expected: "Expected {aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
    getResponse: firstOf,
  }),
  "tabular-classification": hfHelper("tabular-classification", {
    answer: numbers,
    expected: "Expected Array<number>",
  }),
  "text-to-speech": hfHelper("text-to-speech", {
    answer: blob,
    expected: "Expected Blob",
  }),
  "token-classification": hfHelper("token-classification", {
    answer: tokenSpans,
    expected: "Expected Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
  }),
  translation: hfHelper("translation", {
    answer: translations,
    expected: "Expected Array<{translation_text: string}>",
    // One input gives one translation object; a batch of inputs keeps the list.
    getResponse: translationResult,
  }),
  summarization: hfHelper("summarization", {
    answer: summary,
    expected: "Expected Array<{summary_text: string}>",
    getResponse: firstOf,
  }),
  "visual-question-answering": hfHelper("visual-question-answering", {
    answer: visualAnswer,
    expected: "Expected Array<{answer: string, score: number}>",
    getResponse: firstOf,
  }),
  "tabular-regression": hfHelper("tabular-regression", {
    answer: numbers,
    expected: "Expected Array<number>",
  }),
  "text-to-audio": hfHelper("text-to-audio", {
    answer: blob,
    expected: "Expected Blob",
  }),
};

/** The helper for `request()` / `streamingRequest()` without a task: routes to models/{model}, answer untouched. */
const hfInferenceGenericHelper: RequestHelper = {
  ...hfHelper("text-to-audio", { answer: unknown, expected: "", getResponse: () => new Blob([]) }),
  task: undefined,
  makeUrl,
  getResponse: async (response) => response,
};

/** HF Inference for the `providers` option (`@hubkit/inference/providers/hf-inference`). */
export const hfInference: InferenceProviderModule<"hf-inference"> = {
  provider: "hf-inference",
  tasks: hfInferenceTasks,
  withoutTask: hfInferenceGenericHelper,
};

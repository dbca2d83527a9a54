/**
 * Method names of the task functions in the two hub client libraries. For the basic shapes a hub client
 * snippet exists only when its library has a method for the pipeline tag.
 */
import type { InferenceProvider, InferenceTask } from "../spec/index.js";
import type { SnippetPipeline } from "./shapes.js";

/**
 * The tasks huggingface_hub 1.28.0 serves per provider (its PROVIDERS table, checked 2026-11-26): a task method
 * for a pair it does not serve raises "Task ... not supported for provider ...", so no snippet calls one.
 */
export const HUGGINGFACE_HUB_TASKS: Readonly<Partial<Record<InferenceProvider, readonly InferenceTask[]>>> = {
  baseten: ["conversational"],
  cerebras: ["conversational"],
  cohere: ["conversational"],
  deepinfra: [
    "automatic-speech-recognition",
    "conversational",
    "feature-extraction",
    "text-generation",
    "text-to-speech",
  ],
  "fal-ai": [
    "automatic-speech-recognition",
    "image-segmentation",
    "image-to-image",
    "image-to-video",
    "text-to-image",
    "text-to-speech",
    "text-to-video",
  ],
  "featherless-ai": ["conversational", "text-generation"],
  "fireworks-ai": ["conversational"],
  groq: ["conversational"],
  "hf-inference": [
    "audio-classification",
    "audio-to-audio",
    "automatic-speech-recognition",
    "conversational",
    "document-question-answering",
    "feature-extraction",
    "fill-mask",
    "image-classification",
    "image-segmentation",
    "image-to-image",
    "image-to-text",
    "object-detection",
    "question-answering",
    "sentence-similarity",
    "summarization",
    "table-question-answering",
    "tabular-classification",
    "text-classification",
    "text-generation",
    "text-to-image",
    "text-to-speech",
    "token-classification",
    "translation",
    "visual-question-answering",
    "zero-shot-classification",
    "zero-shot-image-classification",
  ],
  novita: ["conversational", "text-generation", "text-to-video"],
  nscale: ["conversational", "text-to-image"],
  openai: ["conversational"],
  ovhcloud: ["conversational"],
  publicai: ["conversational"],
  replicate: ["automatic-speech-recognition", "image-to-image", "text-to-image", "text-to-speech", "text-to-video"],
  scaleway: ["conversational", "feature-extraction"],
  together: [
    "conversational",
    "feature-extraction",
    "image-to-image",
    "image-to-video",
    "text-generation",
    "text-to-image",
    "text-to-speech",
    "text-to-video",
  ],
  wavespeed: ["image-to-image", "image-to-video", "text-to-image", "text-to-video"],
  "zai-org": ["conversational", "text-to-image"],
};

/**
 * The providers huggingface_hub 1.28 knows, the snippets' `provider=`: those of the table above (it removed
 * black-forest-labs, hyperbolic, nebius and sambanova in 1.22). groq and ovhcloud are among them (their chat,
 * `GroqConversationalTask` and `OVHcloudConversationalTask` in 1.28's `_providers`, read 2026-11-26).
 */
// The table's keys are provider names (its type says so); Object.keys only types them as strings.
export const HUGGINGFACE_HUB_PROVIDERS: readonly InferenceProvider[] = Object.keys(
  HUGGINGFACE_HUB_TASKS,
) as InferenceProvider[];

/** Whether huggingface_hub 1.28 serves the task of `pipeline` (a task method's tag names its task) through `provider`. */
export function huggingfaceHubServes(provider: InferenceProvider, pipeline: SnippetPipeline): boolean {
  const tasks = Object.hasOwn(HUGGINGFACE_HUB_TASKS, provider) ? HUGGINGFACE_HUB_TASKS[provider] : undefined;
  return tasks?.some((task) => task === pipeline) ?? false;
}

/** huggingface_hub's `InferenceClient` (Python). */
export const HUGGINGFACE_HUB_METHODS: Readonly<Partial<Record<SnippetPipeline, string>>> = {
  "audio-classification": "audio_classification",
  "audio-to-audio": "audio_to_audio",
  "automatic-speech-recognition": "automatic_speech_recognition",
  "document-question-answering": "document_question_answering",
  "feature-extraction": "feature_extraction",
  "fill-mask": "fill_mask",
  "image-classification": "image_classification",
  "image-segmentation": "image_segmentation",
  "image-to-image": "image_to_image",
  // 1.28 has image_to_video, but no method for image-text-to-image or image-text-to-video.
  "image-to-video": "image_to_video",
  "image-to-text": "image_to_text",
  "object-detection": "object_detection",
  "question-answering": "question_answering",
  "sentence-similarity": "sentence_similarity",
  summarization: "summarization",
  "table-question-answering": "table_question_answering",
  "tabular-classification": "tabular_classification",
  "tabular-regression": "tabular_regression",
  "text-classification": "text_classification",
  "text-generation": "text_generation",
  "text-to-image": "text_to_image",
  "text-to-speech": "text_to_speech",
  "text-to-video": "text_to_video",
  "token-classification": "token_classification",
  translation: "translation",
  "visual-question-answering": "visual_question_answering",
  "zero-shot-classification": "zero_shot_classification",
  "zero-shot-image-classification": "zero_shot_image_classification",
};

/** huggingface.js's `InferenceClient` (JavaScript), for the basic shapes and the image-with-prompt tasks. */
export const HUGGINGFACE_JS_METHODS: Readonly<Partial<Record<SnippetPipeline, string>>> = {
  // audioToAudio and imageToText are 3.8.1 and 4.13 task functions their snippets did not call; they are
  // the only snippets of fal-ai's audio-to-audio (a queue job) and Z.ai's layout parsing (a prepared input).
  "audio-to-audio": "audioToAudio",
  "automatic-speech-recognition": "automaticSpeechRecognition",
  "feature-extraction": "featureExtraction",
  "fill-mask": "fillMask",
  "image-classification": "imageClassification",
  "image-to-text": "imageToText",
  "image-text-to-image": "imageTextToImage",
  "image-text-to-video": "imageTextToVideo",
  "image-to-video": "imageToVideo",
  "question-answering": "questionAnswering",
  "sentence-similarity": "sentenceSimilarity",
  summarization: "summarization",
  "table-question-answering": "tableQuestionAnswering",
  "text-classification": "textClassification",
  "text-generation": "textGeneration",
  "text2text-generation": "textGeneration",
  "token-classification": "tokenClassification",
  translation: "translation",
};

/** The method of `table` for `pipeline`, if it has one (own keys only). */
export function methodFor(table: Readonly<Partial<Record<SnippetPipeline, string>>>, pipeline: SnippetPipeline) {
  return Object.hasOwn(table, pipeline) ? table[pipeline] : undefined;
}

/**
 * Method names of the task functions in the two hub client libraries. For the basic shapes a hub client
 * snippet exists only when its library has a method for the pipeline tag.
 */
import type { InferenceProvider, InferenceTask } from "../spec/index.js";
import type { SnippetPipeline } from "./shapes.js";
import { camelCase } from "../utils/camelCase.js";

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

/**
 * The tags huggingface_hub's `InferenceClient` (Python) has a task method for: the method is the tag in snake
 * case (`audio-classification` -> `audio_classification`).
 */
const HUGGINGFACE_HUB_METHOD_TAGS: readonly SnippetPipeline[] = [
  "audio-classification",
  "audio-to-audio",
  "automatic-speech-recognition",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-segmentation",
  "image-to-image",
  // 1.28 has image_to_video, but no method for image-text-to-image or image-text-to-video.
  "image-to-video",
  "image-to-text",
  "object-detection",
  "question-answering",
  "sentence-similarity",
  "summarization",
  "table-question-answering",
  "tabular-classification",
  "tabular-regression",
  "text-classification",
  "text-generation",
  "text-to-image",
  "text-to-speech",
  "text-to-video",
  "token-classification",
  "translation",
  "visual-question-answering",
  "zero-shot-classification",
  "zero-shot-image-classification",
];

/**
 * The tags huggingface.js's `InferenceClient` (JavaScript) has a task function for, for the basic shapes and
 * the image-with-prompt tasks: the function is the tag in camel case (`fill-mask` -> `fillMask`), except
 * text2text-generation, which `textGeneration` serves.
 */
const HUGGINGFACE_JS_METHOD_TAGS: readonly SnippetPipeline[] = [
  // audioToAudio and imageToText are 3.8.1 and 4.13 task functions their snippets did not call; they are
  // the only snippets of fal-ai's audio-to-audio (a queue job) and Z.ai's layout parsing (a prepared input).
  "audio-to-audio",
  "automatic-speech-recognition",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-to-text",
  "image-text-to-image",
  "image-text-to-video",
  "image-to-video",
  "question-answering",
  "sentence-similarity",
  "summarization",
  "table-question-answering",
  "text-classification",
  "text-generation",
  "text2text-generation",
  "token-classification",
  "translation",
];

// The names follow from the tags (written once, in the lists above): the lists take less of the bundle
// than tables spelling out every name.

/** huggingface_hub's method for `pipeline`, if it has one. */
export function huggingfaceHubMethod(pipeline: SnippetPipeline): string | undefined {
  return HUGGINGFACE_HUB_METHOD_TAGS.includes(pipeline) ? pipeline.replaceAll("-", "_") : undefined;
}

/** huggingface.js's task function for `pipeline`, if it has one. */
export function huggingfaceJsMethod(pipeline: SnippetPipeline): string | undefined {
  if (!HUGGINGFACE_JS_METHOD_TAGS.includes(pipeline)) return undefined;
  if (pipeline === "text2text-generation") return "textGeneration";
  return camelCase(pipeline);
}

/**
 * What kind of snippet a model gets, chosen by its pipeline tag: the "shape" decides which arguments the
 * request is built from and which clients can show it. Chat models (the `conversational` tag on a
 * text-generation or image-text-to-text model) get the chat shape and the `conversational` task.
 */
import type { ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import type { InferenceTask } from "../types.js";

export type SnippetShape =
  | "basic"
  | "basicAudio"
  | "basicImage"
  | "conversational"
  | "documentQuestionAnswering"
  | "imageToImage"
  | "tabular"
  | "textToAudio"
  | "textToImage"
  | "textToVideo"
  | "zeroShotClassification"
  | "zeroShotImageClassification";

/** Pipeline tags that have snippets, and their shape. Tags not listed have no inference snippets. */
export const SHAPE_OF_PIPELINE: Readonly<Partial<Record<PipelineType, SnippetShape>>> = {
  "audio-classification": "basicAudio",
  "audio-to-audio": "basicAudio",
  "automatic-speech-recognition": "basicAudio",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "basic",
  "fill-mask": "basic",
  "image-classification": "basicImage",
  "image-segmentation": "basicImage",
  "image-text-to-text": "conversational",
  "image-to-image": "imageToImage",
  "image-to-text": "basicImage",
  "object-detection": "basicImage",
  "question-answering": "basic",
  "sentence-similarity": "basic",
  summarization: "basic",
  "tabular-classification": "tabular",
  "tabular-regression": "tabular",
  "table-question-answering": "basic",
  "text-classification": "basic",
  "text-generation": "basic",
  "text-to-audio": "textToAudio",
  "text-to-image": "textToImage",
  "text-to-speech": "textToAudio",
  "text-to-video": "textToVideo",
  "text2text-generation": "basic",
  "token-classification": "basic",
  translation: "basic",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
};

/** Pipeline tags whose models chat (take messages) when they carry the `conversational` tag. */
const CHAT_PIPELINES: ReadonlySet<string> = new Set<PipelineType>(["text-generation", "image-text-to-text"]);

/** Fixed parameters some shapes send next to the sample input. */
export const SHAPE_PARAMETERS = {
  zeroShotClassification: { candidate_labels: ["refund", "legal", "faq"] },
  zeroShotImageClassification: { candidate_labels: ["cat", "dog", "llama"] },
  /** Shown in the huggingface.js text-to-image call. */
  textToImage: { num_inference_steps: 5 },
} as const;

export interface ResolvedShape {
  shape: SnippetShape;
  /** The task whose request the snippet shows (the provider helper is looked up with it). */
  task: InferenceTask;
  pipeline: PipelineType;
}

/** The snippet shape and task of a model, or undefined when its pipeline tag has no snippets. */
export function resolveShape(model: ModelDataMinimal): ResolvedShape | undefined {
  const pipeline = model.pipeline_tag;
  if (typeof pipeline !== "string" || !Object.hasOwn(SHAPE_OF_PIPELINE, pipeline)) return undefined;
  const chat = CHAT_PIPELINES.has(pipeline) && Array.isArray(model.tags) && model.tags.includes("conversational");
  if (chat) return { shape: "conversational", task: "conversational", pipeline };
  return { shape: SHAPE_OF_PIPELINE[pipeline] as SnippetShape, task: pipeline as InferenceTask, pipeline };
}

/**
 * What kind of snippet a model gets, chosen by its pipeline tag: the "shape" decides which arguments the
 * request is built from and which clients can show it. Chat models (the `conversational` tag on a
 * text-generation or image-text-to-text model) get the chat shape and the `conversational` task.
 */
import type { ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import type { InferenceTask, NewerTask } from "../spec/index.js";

/** A model's pipeline tag as snippets read it: the catalogue's tags and the router's newer tasks. */
export type SnippetPipeline = PipelineType | NewerTask;

export type SnippetShape =
  | "basic"
  | "basicAudio"
  | "basicImage"
  | "conversational"
  | "documentQuestionAnswering"
  | "imageToImage"
  | "imageWithPrompt"
  | "tabular"
  | "textToAudio"
  | "textToImage"
  | "textToVideo"
  | "zeroShotClassification"
  | "zeroShotImageClassification";

/** Pipeline tags that have snippets, and their shape. Tags not listed have no inference snippets. */
export const SHAPE_OF_PIPELINE: Readonly<Partial<Record<SnippetPipeline, SnippetShape>>> = {
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
  // An image and a prompt, answered by a job to poll (fal-ai's queue, wavespeed): only the hub clients show them.
  "image-to-video": "imageWithPrompt",
  "image-text-to-image": "imageWithPrompt",
  "image-text-to-video": "imageWithPrompt",
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
  pipeline: SnippetPipeline;
}

/** The snippet shape and task of a model, or undefined when its pipeline tag has no snippets. */
export function resolveShape(model: ModelDataMinimal): ResolvedShape | undefined {
  // Hub records carry tags newer than the catalogue's type (image-text-to-image): read as any string.
  const pipeline: unknown = model.pipeline_tag;
  if (typeof pipeline !== "string" || !hasShape(pipeline)) return undefined;
  const chat = CHAT_PIPELINES.has(pipeline) && Array.isArray(model.tags) && model.tags.includes("conversational");
  if (chat) return { shape: "conversational", task: "conversational", pipeline };
  // Every tag with a shape is a task the client routes (text2text-generation has no provider: none serves it).
  return { shape: SHAPE_OF_PIPELINE[pipeline]!, task: pipeline as InferenceTask, pipeline };
}

function hasShape(pipeline: string): pipeline is SnippetPipeline {
  return Object.hasOwn(SHAPE_OF_PIPELINE, pipeline);
}

import type { ChatMessage } from "./types.js";

/**
 * The inference client methods the widgets call (names and call shapes of `InferenceClient` 3.8.1), with looser
 * arguments: the task table builds them from run-time data, so createClient (inference.ts) hands the real client
 * over as this view of it.
 */
export interface CallOptions {
  signal?: AbortSignal;
}

/** What every call names: the model and the provider; the rest depends on the task. */
export type CallArgs = Record<string, unknown> & { model: string; provider: string };

export interface WidgetClient {
  textClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  tokenClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  zeroShotClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  questionAnswering(args: CallArgs, options?: CallOptions): Promise<unknown>;
  tableQuestionAnswering(args: CallArgs, options?: CallOptions): Promise<unknown>;
  fillMask(args: CallArgs, options?: CallOptions): Promise<unknown>;
  summarization(args: CallArgs, options?: CallOptions): Promise<unknown>;
  translation(args: CallArgs, options?: CallOptions): Promise<unknown>;
  textGeneration(args: CallArgs, options?: CallOptions): Promise<unknown>;
  textGenerationStream(args: CallArgs, options?: CallOptions): AsyncIterable<unknown>;
  chatCompletion(args: CallArgs & { messages: ChatMessage[] }, options?: CallOptions): Promise<unknown>;
  chatCompletionStream(args: CallArgs & { messages: ChatMessage[] }, options?: CallOptions): AsyncIterable<unknown>;
  sentenceSimilarity(args: CallArgs, options?: CallOptions): Promise<unknown>;
  featureExtraction(args: CallArgs, options?: CallOptions): Promise<unknown>;
  imageClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  zeroShotImageClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  objectDetection(args: CallArgs, options?: CallOptions): Promise<unknown>;
  imageSegmentation(args: CallArgs, options?: CallOptions): Promise<unknown>;
  imageToText(args: CallArgs, options?: CallOptions): Promise<unknown>;
  imageToImage(args: CallArgs, options?: CallOptions): Promise<unknown>;
  documentQuestionAnswering(args: CallArgs, options?: CallOptions): Promise<unknown>;
  visualQuestionAnswering(args: CallArgs, options?: CallOptions): Promise<unknown>;
  textToImage(args: CallArgs, options?: CallOptions): Promise<unknown>;
  textToVideo(args: CallArgs, options?: CallOptions): Promise<unknown>;
  textToSpeech(args: CallArgs, options?: CallOptions): Promise<unknown>;
  automaticSpeechRecognition(args: CallArgs, options?: CallOptions): Promise<unknown>;
  audioClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  audioToAudio(args: CallArgs, options?: CallOptions): Promise<unknown>;
  tabularClassification(args: CallArgs, options?: CallOptions): Promise<unknown>;
  tabularRegression(args: CallArgs, options?: CallOptions): Promise<unknown>;
  /** The generic call, for tasks without a method of their own (text-to-audio). */
  request(args: CallArgs, options?: CallOptions & { task?: string }): Promise<unknown>;
}

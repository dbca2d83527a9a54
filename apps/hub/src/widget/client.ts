import type { ChatMessage } from "./types.js";

/**
 * The inference client methods the widgets call (names and call shapes of `InferenceClient` 3.8.1). Declared here
 * with method syntax so the real client fits without casts and the table below documents what each widget uses.
 */
export interface CallOptions {
  signal?: AbortSignal;
}

type Args = Record<string, unknown> & { model: string; provider: string };

export interface WidgetClient {
  textClassification(args: Args, options?: CallOptions): Promise<unknown>;
  tokenClassification(args: Args, options?: CallOptions): Promise<unknown>;
  zeroShotClassification(args: Args, options?: CallOptions): Promise<unknown>;
  questionAnswering(args: Args, options?: CallOptions): Promise<unknown>;
  tableQuestionAnswering(args: Args, options?: CallOptions): Promise<unknown>;
  fillMask(args: Args, options?: CallOptions): Promise<unknown>;
  summarization(args: Args, options?: CallOptions): Promise<unknown>;
  translation(args: Args, options?: CallOptions): Promise<unknown>;
  textGeneration(args: Args, options?: CallOptions): Promise<unknown>;
  textGenerationStream(args: Args, options?: CallOptions): AsyncIterable<unknown>;
  chatCompletion(args: Args & { messages: ChatMessage[] }, options?: CallOptions): Promise<unknown>;
  chatCompletionStream(args: Args & { messages: ChatMessage[] }, options?: CallOptions): AsyncIterable<unknown>;
  sentenceSimilarity(args: Args, options?: CallOptions): Promise<unknown>;
  featureExtraction(args: Args, options?: CallOptions): Promise<unknown>;
  imageClassification(args: Args, options?: CallOptions): Promise<unknown>;
  zeroShotImageClassification(args: Args, options?: CallOptions): Promise<unknown>;
  objectDetection(args: Args, options?: CallOptions): Promise<unknown>;
  imageSegmentation(args: Args, options?: CallOptions): Promise<unknown>;
  imageToText(args: Args, options?: CallOptions): Promise<unknown>;
  imageToImage(args: Args, options?: CallOptions): Promise<unknown>;
  documentQuestionAnswering(args: Args, options?: CallOptions): Promise<unknown>;
  visualQuestionAnswering(args: Args, options?: CallOptions): Promise<unknown>;
  textToImage(args: Args, options?: CallOptions): Promise<unknown>;
  textToVideo(args: Args, options?: CallOptions): Promise<unknown>;
  textToSpeech(args: Args, options?: CallOptions): Promise<unknown>;
  automaticSpeechRecognition(args: Args, options?: CallOptions): Promise<unknown>;
  audioClassification(args: Args, options?: CallOptions): Promise<unknown>;
  audioToAudio(args: Args, options?: CallOptions): Promise<unknown>;
  tabularClassification(args: Args, options?: CallOptions): Promise<unknown>;
  tabularRegression(args: Args, options?: CallOptions): Promise<unknown>;
  /** The generic call, for tasks without a method of their own (text-to-audio). */
  request(args: Args, options?: CallOptions & { task?: string }): Promise<unknown>;
}

import type { GenerationParameters } from "./common.js";

/** Image captioning: an image in, a text out. */
export interface ImageToTextInput {
  /** The image. */
  inputs: Blob;
  parameters?: ImageToTextParameters;
  [property: string]: unknown;
}

export interface ImageToTextParameters {
  generation_parameters?: GenerationParameters;
  max_new_tokens?: number;
  [property: string]: unknown;
}

export interface ImageToTextOutput {
  generatedText: unknown;
  /** The caption. */
  generated_text?: string;
  [property: string]: unknown;
}

import type { GenerationParameters } from "./common.js";

/** Text-to-speech: a text in, spoken audio out. */
export interface TextToSpeechInput {
  inputs: string;
  parameters?: TextToSpeechParameters;
  [property: string]: unknown;
}

export interface TextToSpeechParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}

export interface TextToSpeechOutput {
  audio: Blob;
  sampling_rate?: number;
  [property: string]: unknown;
}

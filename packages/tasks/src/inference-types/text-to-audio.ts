import type { GenerationParameters } from "./common.js";

/** Text-to-audio (music, sound effects): a prompt in, audio out. */
export interface TextToAudioInput {
  inputs: string;
  parameters?: TextToAudioParameters;
  [property: string]: unknown;
}

export interface TextToAudioParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}

export interface TextToAudioOutput {
  audio: Blob;
  sampling_rate: number;
  [property: string]: unknown;
}

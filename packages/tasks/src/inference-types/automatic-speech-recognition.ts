import type { GenerationParameters } from "./common.js";

/** Speech recognition: an audio clip in, its transcript out. */
export interface AutomaticSpeechRecognitionInput {
  /** The audio clip. */
  inputs: Blob;
  parameters?: AutomaticSpeechRecognitionParameters;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionParameters {
  generation_parameters?: GenerationParameters;
  /** Also return when each chunk of text was spoken. */
  return_timestamps?: boolean;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionOutput {
  /** Timed pieces of the transcript, when timestamps were asked for. */
  chunks?: AutomaticSpeechRecognitionOutputChunk[];
  /** The whole transcript. */
  text: string;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionOutputChunk {
  text: string;
  /** Start and end, in seconds. */
  timestamp: number[];
  [property: string]: unknown;
}

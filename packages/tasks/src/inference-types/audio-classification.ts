import type { ClassificationOutputTransform } from "./common.js";

/** Audio classification: an audio clip in, scored labels out. */
export interface AudioClassificationInput {
  /** The audio clip. */
  inputs: Blob;
  parameters?: AudioClassificationParameters;
  [property: string]: unknown;
}

export interface AudioClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  /** How many of the best labels to return. */
  top_k?: number;
  [property: string]: unknown;
}

export type AudioClassificationOutput = AudioClassificationOutputElement[];

export interface AudioClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

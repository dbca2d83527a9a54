import type { ClassificationOutputTransform } from "./common.js";

/** Video classification: a clip in, scored labels out. */
export interface VideoClassificationInput {
  inputs: unknown;
  parameters?: VideoClassificationParameters;
  [property: string]: unknown;
}

export interface VideoClassificationParameters {
  /** Sample one frame every this many frames. */
  frame_sampling_rate?: number;
  function_to_apply?: ClassificationOutputTransform;
  num_frames?: number;
  top_k?: number;
  [property: string]: unknown;
}

export type VideoClassificationOutput = VideoClassificationOutputElement[];

export interface VideoClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

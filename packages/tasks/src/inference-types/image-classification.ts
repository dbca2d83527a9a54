import type { ClassificationOutputTransform } from "./common.js";

/** Image classification: an image in, scored labels out. */
export interface ImageClassificationInput {
  /** The image. */
  inputs: Blob;
  parameters?: ImageClassificationParameters;
  [property: string]: unknown;
}

export interface ImageClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export type ImageClassificationOutput = ImageClassificationOutputElement[];

export interface ImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

import type { BoundingBox } from "./object-detection.js";

/** Zero-shot object detection: an image and labels chosen at call time in, labelled boxes out. */
export interface ZeroShotObjectDetectionInput {
  /** The image. */
  inputs: Blob;
  parameters: ZeroShotObjectDetectionParameters;
  [property: string]: unknown;
}

export interface ZeroShotObjectDetectionParameters {
  candidate_labels: string[];
  [property: string]: unknown;
}

export type ZeroShotObjectDetectionOutput = ZeroShotObjectDetectionOutputElement[];

export interface ZeroShotObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}

/** Object detection: an image in, labelled boxes out. */
export interface ObjectDetectionInput {
  /** The image. */
  inputs: Blob;
  parameters?: ObjectDetectionParameters;
  [property: string]: unknown;
}

export interface ObjectDetectionParameters {
  /** Drop detections whose score is below this. */
  threshold?: number;
  [property: string]: unknown;
}

/** A box in image pixel coordinates. */
export interface BoundingBox {
  xmax: number;
  xmin: number;
  ymax: number;
  ymin: number;
  [property: string]: unknown;
}

export type ObjectDetectionOutput = ObjectDetectionOutputElement[];

export interface ObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}

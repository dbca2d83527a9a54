/** Image segmentation: an image in, labelled masks out. */
export interface ImageSegmentationInput {
  /** The image. */
  inputs: Blob;
  parameters?: ImageSegmentationParameters;
  [property: string]: unknown;
}

export interface ImageSegmentationParameters {
  /** Threshold that turns predicted masks into binary masks. */
  mask_threshold?: number;
  /** Merge or drop small disconnected parts below this overlap. */
  overlap_mask_area_threshold?: number;
  subtask?: ImageSegmentationSubtask;
  /** Drop masks whose score is below this. */
  threshold?: number;
  [property: string]: unknown;
}

export type ImageSegmentationSubtask = "instance" | "panoptic" | "semantic";

export type ImageSegmentationOutput = ImageSegmentationOutputElement[];

export interface ImageSegmentationOutputElement {
  label: string;
  /** The mask, as a base64-encoded image. */
  mask: string;
  score?: number;
  [property: string]: unknown;
}

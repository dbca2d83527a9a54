import type { TargetSize } from "./image-to-image.js";

/** Image-text-to-image: a prompt and, optionally, an image to edit in, an image out. */
export interface ImageTextToImageInput {
  /** The image to edit; without one the prompt alone makes the image. */
  inputs?: Blob;
  parameters?: ImageTextToImageParameters;
  [property: string]: unknown;
}

export interface ImageTextToImageParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageTextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}

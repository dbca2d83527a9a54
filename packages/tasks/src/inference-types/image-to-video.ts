import type { TargetSize } from "./image-to-image.js";

/** Image-to-video: an image (and usually a prompt) in, a video out. */
export interface ImageToVideoInput {
  /** The first frame. */
  inputs: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
}

export interface ImageToVideoParameters {
  /** How closely the result follows the prompt. */
  guidance_scale?: number;
  negative_prompt?: string;
  num_frames?: number;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}

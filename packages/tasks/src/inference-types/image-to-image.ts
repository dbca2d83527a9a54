/** Image-to-image: an image (and usually a prompt) in, a new image out. */
export interface ImageToImageInput {
  /** The source image. */
  inputs: Blob;
  parameters?: ImageToImageParameters;
  [property: string]: unknown;
}

export interface ImageToImageParameters {
  /** How closely the result follows the prompt. */
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  prompt?: string;
  target_size?: TargetSize;
  [property: string]: unknown;
}

/** Size of the produced image, in pixels. */
export interface TargetSize {
  height: number;
  width: number;
  [property: string]: unknown;
}

export interface ImageToImageOutput {
  image?: unknown;
  [property: string]: unknown;
}

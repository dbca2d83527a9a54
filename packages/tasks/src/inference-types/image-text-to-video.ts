import type { ImageToVideoParameters } from "./image-to-video.js";

/** Image-text-to-video: a prompt and, optionally, a first frame in, a video out. */
export interface ImageTextToVideoInput {
  /** The first frame; without one the prompt alone makes the video. */
  inputs?: Blob;
  parameters?: ImageTextToVideoParameters;
  [property: string]: unknown;
}

export type ImageTextToVideoParameters = ImageToVideoParameters;

export interface ImageTextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}

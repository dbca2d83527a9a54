/** Depth estimation: an image in, a depth map out. */
export interface DepthEstimationInput {
  /** The image. */
  inputs: unknown;
  parameters?: { [key: string]: unknown };
  [property: string]: unknown;
}

export interface DepthEstimationOutput {
  /** The depth map as an image. */
  depth?: unknown;
  /** The raw predicted depth tensor. */
  predicted_depth?: unknown;
  [property: string]: unknown;
}

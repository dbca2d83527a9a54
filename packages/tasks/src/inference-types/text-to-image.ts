/** Text-to-image: a prompt in, an image out. */
export interface TextToImageInput {
  /** The prompt. */
  inputs: string;
  parameters?: TextToImageParameters;
  [property: string]: unknown;
}

export interface TextToImageParameters {
  /** How closely the image follows the prompt (classifier-free guidance). */
  guidance_scale?: number;
  height?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  /** Override the model's scheduler. */
  scheduler?: string;
  seed?: number;
  width?: number;
  [property: string]: unknown;
}

export interface TextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}

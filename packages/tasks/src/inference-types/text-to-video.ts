/** Text-to-video: a prompt in, a video out. */
export interface TextToVideoInput {
  inputs: string;
  parameters?: TextToVideoParameters;
  [property: string]: unknown;
}

export interface TextToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string[];
  num_frames?: number;
  num_inference_steps?: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}

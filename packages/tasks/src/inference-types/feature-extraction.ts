/** Embeddings: text in, vectors out. */
export type FeatureExtractionOutput = Array<number[]>;

export interface FeatureExtractionInput {
  /** One text or a batch of texts. */
  inputs: FeatureExtractionInputs;
  normalize?: boolean;
  /** Name of a prompt from the model's configuration to prepend. */
  prompt_name?: string;
  truncate?: boolean;
  truncation_direction?: FeatureExtractionInputTruncationDirection;
  [property: string]: unknown;
}

export type FeatureExtractionInputs = string[] | string;

export type FeatureExtractionInputTruncationDirection = "Left" | "Right";

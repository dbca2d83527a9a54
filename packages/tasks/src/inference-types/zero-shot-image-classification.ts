/** Zero-shot image classification: an image and labels chosen at call time in, scored labels out. */
export interface ZeroShotImageClassificationInput {
  /** The image. */
  inputs: Blob;
  parameters: ZeroShotImageClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotImageClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  [property: string]: unknown;
}

export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];

export interface ZeroShotImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

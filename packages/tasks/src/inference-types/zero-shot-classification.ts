/** Zero-shot text classification: a text and labels chosen at call time in, scored labels out. */
export interface ZeroShotClassificationInput {
  inputs: string;
  parameters: ZeroShotClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  /** Sentence template in which each label is placed, e.g. "This example is {}." */
  hypothesis_template?: string;
  /** Score each label on its own instead of making them compete. */
  multi_label?: boolean;
  [property: string]: unknown;
}

export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];

export interface ZeroShotClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

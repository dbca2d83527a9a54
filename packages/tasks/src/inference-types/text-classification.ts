import type { ClassificationOutputTransform } from "./common.js";

/** Text classification (sentiment and the like): a text in, scored labels out. */
export interface TextClassificationInput {
  inputs: string;
  parameters?: TextClassificationParameters;
  [property: string]: unknown;
}

export interface TextClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export type TextClassificationOutput = TextClassificationOutputElement[];

export interface TextClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

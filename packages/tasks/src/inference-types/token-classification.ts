/** Token classification (named entities, parts of speech): a text in, labelled spans out. */
export interface TokenClassificationInput {
  inputs: string;
  parameters?: TokenClassificationParameters;
  [property: string]: unknown;
}

export interface TokenClassificationParameters {
  /** How sub-word predictions are merged into words or groups. */
  aggregation_strategy?: TokenClassificationAggregationStrategy;
  ignore_labels?: string[];
  /** Overlap between chunks when the text is split. */
  stride?: number;
  [property: string]: unknown;
}

export type TokenClassificationAggregationStrategy = "none" | "simple" | "first" | "average" | "max";

export type TokenClassificationOutput = TokenClassificationOutputElement[];

export interface TokenClassificationOutputElement {
  /** Character offset where the span ends. */
  end: number;
  /** The label, when no aggregation was applied. */
  entity?: string;
  /** The label, when spans were aggregated. */
  entity_group?: string;
  score: number;
  /** Character offset where the span starts. */
  start: number;
  word: string;
  [property: string]: unknown;
}

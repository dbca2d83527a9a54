/** Sentence similarity: one sentence against a list, one score per sentence out. */
export type SentenceSimilarityOutput = number[];

export interface SentenceSimilarityInput {
  inputs: SentenceSimilarityInputData;
  parameters?: { [key: string]: unknown };
  [property: string]: unknown;
}

export interface SentenceSimilarityInputData {
  /** The sentences compared with source_sentence. */
  sentences: string[];
  source_sentence: string;
  [property: string]: unknown;
}

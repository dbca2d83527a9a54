/** Summarization: a long text in, a short one out. */
export interface SummarizationInput {
  inputs: string;
  parameters?: SummarizationParameters;
  [property: string]: unknown;
}

export interface SummarizationParameters {
  clean_up_tokenization_spaces?: boolean;
  /** Extra settings passed to the model's generate(). */
  generate_parameters?: { [key: string]: unknown };
  truncation?: SummarizationTruncationStrategy;
  [property: string]: unknown;
}

export type SummarizationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface SummarizationOutput {
  summary_text: string;
  [property: string]: unknown;
}

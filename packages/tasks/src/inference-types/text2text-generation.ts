/** Text-to-text generation (T5 style): a text in, a generated text out. */
export interface Text2TextGenerationInput {
  inputs: string;
  parameters?: Text2TextGenerationParameters;
  [property: string]: unknown;
}

export interface Text2TextGenerationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: { [key: string]: unknown };
  truncation?: Text2TextGenerationTruncationStrategy;
  [property: string]: unknown;
}

export type Text2TextGenerationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface Text2TextGenerationOutput {
  generatedText: unknown;
  generated_text?: string;
  [property: string]: unknown;
}

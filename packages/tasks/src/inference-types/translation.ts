/** Translation: a text in one language in, the same text in another out. */
export interface TranslationInput {
  inputs: string;
  parameters?: TranslationParameters;
  [property: string]: unknown;
}

export interface TranslationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: { [key: string]: unknown };
  /** Source language, for multilingual models. */
  src_lang?: string;
  /** Target language, for multilingual models. */
  tgt_lang?: string;
  truncation?: TranslationTruncationStrategy;
  [property: string]: unknown;
}

export type TranslationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}

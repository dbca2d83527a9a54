/** Text generation (text-generation-inference style): a prompt in, its continuation out. */
export interface TextGenerationInput {
  inputs: string;
  parameters?: TextGenerationInputGenerateParameters;
  /** Ask for server-sent events, one token at a time. */
  stream?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGenerateParameters {
  /** LoRA adapter to apply. */
  adapter_id?: string;
  /** Generate this many sequences and keep the most likely one. */
  best_of?: number;
  /** Also return the prompt tokens in the details. */
  decoder_input_details?: boolean;
  /** Return generation details (tokens, finish reason). */
  details?: boolean;
  do_sample?: boolean;
  frequency_penalty?: number;
  /** Constrain the output to a JSON schema or a regular expression. */
  grammar?: TextGenerationInputGrammarType;
  max_new_tokens?: number;
  repetition_penalty?: number;
  /** Prepend the prompt to the generated text. */
  return_full_text?: boolean;
  seed?: number;
  /** Generation stops before any of these sequences. */
  stop?: string[];
  temperature?: number;
  top_k?: number;
  /** Report this many most likely alternatives per position. */
  top_n_tokens?: number;
  top_p?: number;
  /** Truncate the prompt to this many tokens. */
  truncate?: number;
  typical_p?: number;
  /** Add a watermark to the output. */
  watermark?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGrammarType {
  type: TextGenerationInputGrammarTypeKind;
  /** A JSON schema or a regular expression, depending on `type`. */
  value: unknown;
  [property: string]: unknown;
}

export type TextGenerationInputGrammarTypeKind = "json" | "regex";

export interface TextGenerationOutput {
  details?: TextGenerationOutputDetails;
  generated_text: string;
  [property: string]: unknown;
}

export interface TextGenerationOutputDetails {
  best_of_sequences?: TextGenerationOutputBestOfSequence[];
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  prefill: TextGenerationOutputPrefillToken[];
  seed?: number;
  tokens: TextGenerationOutputToken[];
  top_tokens?: Array<TextGenerationOutputToken[]>;
  [property: string]: unknown;
}

export interface TextGenerationOutputBestOfSequence {
  finish_reason: TextGenerationOutputFinishReason;
  generated_text: string;
  generated_tokens: number;
  prefill: TextGenerationOutputPrefillToken[];
  seed?: number;
  tokens: TextGenerationOutputToken[];
  top_tokens?: Array<TextGenerationOutputToken[]>;
  [property: string]: unknown;
}

/** Why generation stopped: token budget, end-of-sequence token, or a stop sequence. */
export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

export interface TextGenerationOutputPrefillToken {
  id: number;
  logprob: number;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationOutputToken {
  id: number;
  logprob: number;
  special: boolean;
  text: string;
  [property: string]: unknown;
}

/** One server-sent event of a streamed generation. */
export interface TextGenerationStreamOutput {
  details?: TextGenerationStreamOutputStreamDetails;
  /** The whole text, on the last event only. */
  generated_text?: string;
  index: number;
  token: TextGenerationStreamOutputToken;
  top_tokens?: TextGenerationStreamOutputToken[];
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputStreamDetails {
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  input_length: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputToken {
  id: number;
  logprob: number;
  special: boolean;
  text: string;
  [property: string]: unknown;
}

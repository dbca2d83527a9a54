import type { TextGenerationInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { innerStreamingRequest } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export interface TextGenerationStreamToken {
  /** Token id in the model's vocabulary. */
  id: number;
  text: string;
  logprob: number;
  /** Special tokens (end of sequence, ...) are usually skipped when joining the text. */
  special: boolean;
}

export interface TextGenerationStreamPrefillToken {
  id: number;
  text: string;
  /** Absent for the first token, whose probability cannot be computed. */
  logprob?: number;
}

export interface TextGenerationStreamBestOfSequence {
  generated_text: string;
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  /** Sampling seed, when sampling was on. */
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
}

/** "length": the token budget ran out; "eos_token": the model ended; "stop_sequence": a stop sequence was produced. */
export type TextGenerationStreamFinishReason = "length" | "eos_token" | "stop_sequence";

export interface TextGenerationStreamDetails {
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
  /** Extra sequences when `best_of` was used. */
  best_of_sequences?: TextGenerationStreamBestOfSequence[];
}

export interface TextGenerationStreamOutput {
  index?: number;
  /** The token of this event. */
  token: TextGenerationStreamToken;
  /** The whole text, on the last event only. */
  generated_text: string | null;
  /** Generation details, on the last event only. */
  details: TextGenerationStreamDetails | null;
}

/** Like textGeneration, but yields the tokens one event at a time (nothing is sent before the first `next()`). */
export function textGenerationStream(
  args: BaseArgs & TextGenerationInput,
  options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
  return innerStreamingRequest<TextGenerationStreamOutput>(
    args,
    () => findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-generation"),
    { ...options, task: "text-generation" },
  );
}

/**
 * Types shared by several task definitions. They live here once so the barrel can export each name a
 * single time.
 */

/** How raw classification scores are turned into the returned scores. */
export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

/** Stop the beam search early: `true`, `false`, or the heuristic `"never"`. */
export type EarlyStoppingUnion = boolean | "never";

/** Decoding settings of a generate() call, for tasks that run a text decoder. */
export interface GenerationParameters {
  /** Sample the next token instead of picking the most likely one. */
  do_sample?: boolean;
  /** When the beam search may stop. */
  early_stopping?: EarlyStoppingUnion;
  /** Truncation-sampling threshold: tokens below this probability are never sampled. */
  epsilon_cutoff?: number;
  /** Eta-sampling threshold (a mix of locally typical sampling and epsilon sampling). */
  eta_cutoff?: number;
  /** Upper bound on the full length (prompt plus generated tokens). */
  max_length?: number;
  /** Upper bound on the number of generated tokens. */
  max_new_tokens?: number;
  /** Lower bound on the full length. */
  min_length?: number;
  /** Lower bound on the number of generated tokens. */
  min_new_tokens?: number;
  /** Number of beam groups, for diverse beam search. */
  num_beam_groups?: number;
  /** Number of beams. */
  num_beams?: number;
  /** Degeneration penalty of contrastive search. */
  penalty_alpha?: number;
  /** Scales the next-token probabilities. */
  temperature?: number;
  /** Keep only the k most likely tokens. */
  top_k?: number;
  /** Keep the smallest token set whose probabilities add up to top_p. */
  top_p?: number;
  /** Local typicality threshold. */
  typical_p?: number;
  /** Reuse past key/values to speed decoding up. */
  use_cache?: boolean;
  [property: string]: unknown;
}

/** Fills llama.cpp's defaults into the options and refuses values llama.cpp would refuse, naming the option. */
import { GGUFMemoryEstimateError } from "./errors.js";
import { KV_CACHE_TYPES, type KvCacheType, type MemoryEstimateOptions, type ResolvedMemoryOptions } from "./input.js";

/** Longest context the estimate prices: 2^24 tokens is beyond every model's trained context (10M at most today). */
export const MAX_CONTEXT_LENGTH = 2 ** 24;
/** Most sequences llama.cpp decodes at once (LLAMA_MAX_SEQ in src/llama-cparams.h). */
export const MAX_PARALLEL_SEQUENCES = 256;

function wholeNumber(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new GGUFMemoryEstimateError(field, `expected a whole number from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

function cacheType(field: string, value: string | undefined): KvCacheType {
  if (value === undefined) return "f16";
  const known = KV_CACHE_TYPES.find((type) => type === value);
  if (known === undefined) {
    throw new GGUFMemoryEstimateError(
      field,
      `expected one of ${KV_CACHE_TYPES.join(", ")}, got ${JSON.stringify(value)}`,
    );
  }
  return known;
}

export function resolveMemoryOptions(options: MemoryEstimateOptions): ResolvedMemoryOptions {
  return {
    contextLength: wholeNumber("contextLength", options.contextLength, 1, MAX_CONTEXT_LENGTH),
    cacheTypeK: cacheType("cacheTypeK", options.cacheTypeK),
    cacheTypeV: cacheType("cacheTypeV", options.cacheTypeV),
    parallelSequences: wholeNumber("parallelSequences", options.parallelSequences ?? 1, 1, MAX_PARALLEL_SEQUENCES),
    unifiedKvCache: options.unifiedKvCache ?? true,
    ubatchSize: wholeNumber("ubatchSize", options.ubatchSize ?? 512, 1, MAX_CONTEXT_LENGTH),
    flashAttention: options.flashAttention ?? true,
    swaFull: options.swaFull ?? false,
  };
}

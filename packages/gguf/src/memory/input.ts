/**
 * What the estimate reads and the knobs it takes. The header's shape comes from the reader (`GGUFParseOutput`); the
 * options mirror llama.cpp's own flags (`-c`, `-ctk`/`-ctv`, `--parallel`, `--kv-unified`, `-ub`, `-fa`,
 * `--swa-full`) so a figure here can be compared with what llama.cpp prints for the same flags.
 */
import type { GGUFParseOutput } from "../types.js";

/**
 * One file's header as the reader returns it. For a split model (`-00001-of-0000N.gguf`) pass the first shard's
 * metadata and the tensor infos of every shard: the weights are the sum over all of them.
 */
export type MemoryEstimateInput = Pick<GGUFParseOutput<{ strict: false }>, "metadata" | "tensorInfos">;

/** The KV cache types llama.cpp accepts for `--cache-type-k` / `--cache-type-v` (common/arg.cpp). */
export const KV_CACHE_TYPES = ["f32", "f16", "bf16", "q8_0", "q4_0", "q4_1", "q5_0", "q5_1", "iq4_nl"] as const;
export type KvCacheType = (typeof KV_CACHE_TYPES)[number];

export interface MemoryEstimateOptions {
  /** Context length in tokens (`-c`): cells of the KV cache for all sequences together. */
  contextLength: number;
  /** K cache type (`-ctk`); llama.cpp's default is f16. */
  cacheTypeK?: KvCacheType;
  /** V cache type (`-ctv`); llama.cpp's default is f16. */
  cacheTypeV?: KvCacheType;
  /** Sequences decoded at once (`--parallel`); each keeps its own recurrent state. Default 1. */
  parallelSequences?: number;
  /** One KV buffer shared by all sequences (`--kv-unified`). Default true. */
  unifiedKvCache?: boolean;
  /** Micro-batch size (`-ub`), which sizes the sliding-window cache and the compute buffer. Default 512. */
  ubatchSize?: number;
  /** Flash attention (`-fa`); llama.cpp enables it where the backend supports it. Default true. */
  flashAttention?: boolean;
  /** Keep the sliding-window layers at full context (`--swa-full`). Default false. */
  swaFull?: boolean;
}

/** The options with llama.cpp's defaults filled in and every number checked. */
export interface ResolvedMemoryOptions {
  contextLength: number;
  cacheTypeK: KvCacheType;
  cacheTypeV: KvCacheType;
  parallelSequences: number;
  unifiedKvCache: boolean;
  ubatchSize: number;
  flashAttention: boolean;
  swaFull: boolean;
}

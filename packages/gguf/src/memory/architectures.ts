/**
 * What llama.cpp decides in code, per architecture, when the header does not say it: which layers slide, which
 * layers are recurrent. Read from llama.cpp's `load_hparams` (src/llama-model.cpp and src/models/<arch>.cpp),
 * 2026-11-28. Data as data: the estimate never branches on an architecture name outside these tables.
 */

export interface SlidingWindowDefault {
  /** `set_swa_pattern(period)`: layer il slides when `il % period < period - 1` (the last of each period is full). */
  period: number;
  /** A window llama.cpp sets in code when the header has none (Gemma 2's 4096, llama4's 8192-token chunks). */
  window?: number;
}

/** Architectures whose sliding-window period is set in code (the header's `attention.sliding_window_pattern` wins). */
export const SLIDING_WINDOW_DEFAULTS: Readonly<Record<string, SlidingWindowDefault>> = {
  gemma2: { period: 2, window: 4096 },
  gemma3: { period: 6 },
  "gemma-embedding": { period: 6 },
  cohere2: { period: 4 },
  "gpt-oss": { period: 2 },
  llama4: { period: 4, window: 8192 },
};

/**
 * Hybrids that interleave linear-attention (gated delta net) layers with full attention by a fixed interval:
 * layer il keeps a KV cache when `(il + 1) % full_attention_interval == 0` and a recurrent state otherwise.
 */
export const FULL_ATTENTION_INTERVAL_ARCHITECTURES: ReadonlySet<string> = new Set(["qwen3next", "qwen35", "qwen35moe"]);

/** Architectures whose every layer is recurrent: no KV cache at all. */
export const ALL_RECURRENT_ARCHITECTURES: ReadonlySet<string> = new Set([
  "mamba",
  "mamba2",
  "rwkv6",
  "rwkv6qwen2",
  "rwkv7",
  "arwkv7",
]);

/**
 * Parallel hybrids: every layer runs attention and a state-space block side by side, so every layer keeps both a
 * KV cache and a recurrent state (llama.cpp's create_memory filters no layer out of either for Falcon-H1).
 */
export const PARALLEL_HYBRID_ARCHITECTURES: ReadonlySet<string> = new Set(["falcon-h1"]);

/**
 * Hybrids where a layer without KV heads is either a state-space layer or a plain feed-forward layer: llama.cpp
 * counts it recurrent only when it also has no feed-forward (`n_head_kv(il) == 0 && n_ff(il) == 0`).
 */
export const RECURRENT_ONLY_WITHOUT_FEED_FORWARD: ReadonlySet<string> = new Set(["nemotron_h", "nemotron_h_moe"]);

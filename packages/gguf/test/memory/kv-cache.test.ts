/** How the KV cache and the recurrent state follow the architecture's keys and llama.cpp's options. */
import { describe, expect, it } from "vitest";
import { estimateGgufMemory, ggufMemoryModel, readModelShape } from "../../src/memory/index.js";
import { archKeys, header, MiB } from "./headers.js";

const gptOss20b = archKeys("gpt-oss", {
  block_count: 24,
  embedding_length: 2880,
  "attention.head_count": 64,
  "attention.head_count_kv": 8,
  "attention.key_length": 64,
  "attention.value_length": 64,
  "attention.sliding_window": 128,
  vocab_size: 201088,
});

const gemma3 = archKeys("gemma3", {
  block_count: 12,
  embedding_length: 1024,
  "attention.head_count": 4,
  "attention.head_count_kv": 1,
  "attention.key_length": 256,
  "attention.value_length": 256,
  "attention.sliding_window": 1024,
});

describe("KV cache", () => {
  it("pads the context to 256 cells, as llama_context does", () => {
    const estimate = estimateGgufMemory(header(gemma3), { contextLength: 1000 });
    expect(estimate.kvCache.cells).toBe(1024);
  });

  it("slides every other gpt-oss layer over 128 tokens plus a micro-batch, padded to 256", () => {
    const estimate = estimateGgufMemory(header(gptOss20b), { contextLength: 131072 });
    expect(estimate.kvCache.slidingWindowLayers).toBe(12);
    expect(estimate.kvCache.fullAttentionLayers).toBe(12);
    expect(estimate.kvCache.slidingWindowCells).toBe(768); // pad(128 + 512, 256)
    expect(estimate.kvCache.fullAttentionBytes).toBe(12 * 131072 * 2 * 8 * 64 * 2);
    expect(estimate.kvCache.slidingWindowBytes / MiB).toBe(18);
  });

  it("takes Gemma 3's period of six from llama.cpp when the header has no pattern", () => {
    const shape = readModelShape(header(gemma3));
    expect(shape.attentionLayers.map((layer) => layer.slidingWindow)).toEqual([
      ...[true, true, true, true, true, false],
      ...[true, true, true, true, true, false],
    ]);
  });

  it("slides every other Gemma 2 layer over llama.cpp's default 4096 tokens when the header has no window", () => {
    const keys = archKeys("gemma2", {
      block_count: 4,
      embedding_length: 2304,
      "attention.head_count": 8,
      "attention.head_count_kv": 4,
      "attention.key_length": 256,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 8192 });
    expect(estimate.kvCache.slidingWindowLayers).toBe(2);
    expect(estimate.kvCache.slidingWindowCells).toBe(4608); // pad(4096 + 512, 256)
  });

  it("reads a numeric sliding_window_pattern as the period", () => {
    const keys = { ...gemma3, "gemma3.attention.sliding_window_pattern": 4 };
    const slides = readModelShape(header(keys)).attentionLayers.filter((layer) => layer.slidingWindow);
    expect(slides).toHaveLength(9);
  });

  it("prices every layer at full context, and says so, when it cannot tell which layers slide", () => {
    const keys = archKeys("newarch", {
      block_count: 4,
      embedding_length: 512,
      "attention.head_count": 8,
      "attention.sliding_window": 256,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 8192 });
    expect(estimate.kvCache.slidingWindowLayers).toBe(0);
    expect(estimate.assumptions).toContainEqual({ kind: "sliding-window-pattern-unknown", architecture: "newarch" });
  });

  it("keeps the sliding-window layers at full context with swaFull", () => {
    const estimate = estimateGgufMemory(header(gptOss20b), { contextLength: 8192, swaFull: true });
    expect(estimate.kvCache.slidingWindowCells).toBe(8192);
    expect(estimate.kvCache.slidingWindowBytes).toBe(estimate.kvCache.fullAttentionBytes);
  });

  it("grows the sliding window cache with each sequence of a unified cache, not of separate ones", () => {
    const unified = estimateGgufMemory(header(gptOss20b), { contextLength: 65536, parallelSequences: 4 });
    expect(unified.kvCache.slidingWindowCells).toBe(1024); // pad(128 x 4 + 512, 256)
    const separate = estimateGgufMemory(header(gptOss20b), {
      contextLength: 65536,
      parallelSequences: 4,
      unifiedKvCache: false,
    });
    expect(separate.kvCache.cells).toBe(65536); // four streams of 16384
    expect(separate.kvCache.slidingWindowCells).toBe(4 * 768); // each stream its own window
  });

  it("pads each sequence's stream of a separate cache to 256 cells", () => {
    const separate = estimateGgufMemory(header(gemma3), {
      contextLength: 1024,
      parallelSequences: 3,
      unifiedKvCache: false,
    });
    expect(separate.kvCache.cells).toBe(3 * 512); // 1024 / 3 = 341, padded to 512
  });

  it("stores quantized cache types in their blocks, and leaves the sliding-window layers in f16", () => {
    const f16 = estimateGgufMemory(header(gptOss20b), { contextLength: 32768 });
    const q8 = estimateGgufMemory(header(gptOss20b), { contextLength: 32768, cacheTypeK: "q8_0", cacheTypeV: "q8_0" });
    const q4 = estimateGgufMemory(header(gptOss20b), { contextLength: 32768, cacheTypeK: "q4_0", cacheTypeV: "q4_0" });
    expect(q8.kvCache.fullAttentionBytes).toBe((f16.kvCache.fullAttentionBytes * 34) / 64);
    expect(q4.kvCache.fullAttentionBytes).toBe((f16.kvCache.fullAttentionBytes * 18) / 64);
    expect(q8.kvCache.slidingWindowBytes).toBe(f16.kvCache.slidingWindowBytes);
  });

  it("stores no V cache for latent attention, only the compressed latent and the rotary part", () => {
    const keys = archKeys("deepseek2", {
      block_count: 27,
      embedding_length: 2048,
      "attention.head_count": 16,
      "attention.head_count_kv": 1,
      "attention.key_length": 576,
      "attention.value_length": 512,
      "attention.key_length_mla": 192,
      "attention.value_length_mla": 128,
      "attention.kv_lora_rank": 512,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 4096 });
    expect(estimate.kvCache.bytes).toBe(27 * 4096 * 576 * 2);
  });

  it("keeps a full K and V cache for an old DeepSeek file converted before latent attention (no key_length_mla)", () => {
    const keys = archKeys("deepseek2", {
      block_count: 27,
      embedding_length: 2048,
      "attention.head_count": 16,
      "attention.head_count_kv": 16,
      "attention.key_length": 192,
      "attention.value_length": 128,
      "attention.kv_lora_rank": 512,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 4096 });
    expect(estimate.kvCache.bytes).toBe(27 * 4096 * 16 * (192 + 128) * 2);
  });

  it("falls back to embedding_length / head_count for the head size", () => {
    const keys = archKeys("llama", { block_count: 2, embedding_length: 4096, "attention.head_count": 32 });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 256 });
    expect(estimate.kvCache.bytes).toBe(2 * 256 * 2 * 32 * 128 * 2);
  });
});

describe("recurrent state", () => {
  it("counts the layers without KV heads of a Granite 4.0 H hybrid as Mamba-2 layers, one state per sequence", () => {
    const kvHeads = Array.from({ length: 40 }, (_, il) => (il % 10 === 5 ? 8 : 0));
    const keys = archKeys("granitehybrid", {
      block_count: 40,
      embedding_length: 4096,
      "attention.head_count": 32,
      "attention.head_count_kv": kvHeads,
      "ssm.conv_kernel": 4,
      "ssm.inner_size": 8192,
      "ssm.state_size": 128,
      "ssm.group_count": 1,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 8192, parallelSequences: 2 });
    expect(estimate.kvCache.fullAttentionLayers).toBe(4);
    expect(estimate.kvCache.bytes).toBe(4 * 8192 * 2 * 8 * 128 * 2);
    expect(estimate.recurrentState).toEqual({
      layers: 36,
      cells: 2,
      bytes: 36 * 2 * (3 * (8192 + 2 * 128) + 128 * 8192) * 4,
    });
  });

  it("does not take Nemotron-H's feed-forward-only layers for state-space layers", () => {
    const kvHeads = [0, 0, 8, 0];
    const feedForward = [0, 4096, 0, 0];
    const keys = archKeys("nemotron_h", {
      block_count: 4,
      embedding_length: 1024,
      "attention.head_count": 8,
      "attention.head_count_kv": kvHeads,
      feed_forward_length: feedForward,
      "attention.key_length": 128,
      "ssm.conv_kernel": 4,
      "ssm.inner_size": 2048,
      "ssm.state_size": 64,
      "ssm.group_count": 8,
    });
    const shape = readModelShape(header(keys));
    expect(shape.recurrent?.layerCount).toBe(2);
    expect(shape.attentionLayers.map((layer) => layer.index)).toEqual([2]);
  });

  it("keeps both a KV cache and a state in every layer of Falcon-H1, whose attention and Mamba-2 run side by side", () => {
    const keys = archKeys("falcon-h1", {
      block_count: 4,
      embedding_length: 1024,
      "attention.head_count": 8,
      "attention.head_count_kv": 2,
      "attention.key_length": 128,
      "ssm.conv_kernel": 4,
      "ssm.inner_size": 2048,
      "ssm.state_size": 16,
      "ssm.group_count": 1,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 1024 });
    expect(estimate.kvCache.fullAttentionLayers).toBe(4);
    expect(estimate.recurrentState.layers).toBe(4);
  });

  it("sizes LFM2's short convolution state from shortconv.l_cache", () => {
    const keys = archKeys("lfm2", {
      block_count: 3,
      embedding_length: 1024,
      "attention.head_count": 16,
      "attention.head_count_kv": [0, 8, 0],
      "shortconv.l_cache": 3,
    });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 1024 });
    expect(estimate.recurrentState.bytes).toBe(2 * 1024 * 2 * 4);
  });

  it("keeps no KV cache at all for RWKV, only its token-shift and wkv states", () => {
    const keys = archKeys("rwkv7", { block_count: 24, embedding_length: 2048, "wkv.head_size": 64 });
    const estimate = estimateGgufMemory(header(keys), { contextLength: 65536 });
    expect(estimate.kvCache.bytes).toBe(0);
    expect(estimate.recurrentState.bytes).toBe(24 * (2 * 2048 + 2048 * 64) * 4);
  });

  it("does not grow with the context", () => {
    const model = ggufMemoryModel(
      header(
        archKeys("mamba", {
          block_count: 2,
          embedding_length: 768,
          "ssm.conv_kernel": 4,
          "ssm.inner_size": 1536,
          "ssm.state_size": 16,
        }),
      ),
    );
    expect(model.estimate({ contextLength: 1024 }).recurrentState).toEqual(
      model.estimate({ contextLength: 1_000_000 }).recurrentState,
    );
  });
});

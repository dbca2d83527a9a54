/**
 * The estimate on real GGUF bytes: headers written by the package's writer with the value types real files use
 * (UINT32 counts, an INT32 array of KV heads per layer, a BOOL array of sliding layers, a UINT64), read back by the
 * reader, and priced: the reader's output goes into the estimate as it is, and prices the same as the keys do.
 */
import { describe, expect, it } from "vitest";
import {
  gguf,
  GGMLQuantizationType as T,
  ggufTensorLayout,
  GGUFValueType as V,
  serializeGgufHeader,
} from "../../src/index.js";
import type { GGUFTensorSpec, GGUFTypedValue } from "../../src/index.js";
import { estimateGgufMemory } from "../../src/memory/index.js";
import { typed } from "../build.js";
import { MiB } from "./headers.js";

const u32 = (value: number): GGUFTypedValue => ({ value, type: V.UINT32 });

async function readBack(pairs: Record<string, GGUFTypedValue>, tensors: GGUFTensorSpec[]) {
  const { tensorInfos, dataSize } = ggufTensorLayout(tensors);
  const header = serializeGgufHeader(typed(3, pairs), tensorInfos);
  const file = new Uint8Array(header.length + Number(dataSize));
  file.set(header);
  return gguf(new Blob([file]));
}

const tokens: GGUFTypedValue = {
  value: Array.from({ length: 1024 }, (_, i) => `<t${i}>`),
  type: V.ARRAY,
  subType: V.STRING,
};
const tinyTensors: GGUFTensorSpec[] = [
  { name: "token_embd.weight", shape: [256, 1024], dtype: T.Q8_0 },
  { name: "blk.0.attn_q.weight", shape: [256, 256], dtype: T.Q4_K },
  { name: "output_norm.weight", shape: [256], dtype: T.F32 },
];

describe("the estimate on headers read from GGUF bytes", () => {
  it("reads Gemma 4's per-layer sliding pattern and shared KV layers from a written file", async () => {
    const parsed = await readBack(
      {
        "general.architecture": { value: "gemma4", type: V.STRING },
        "gemma4.block_count": u32(42),
        "gemma4.embedding_length": u32(2560),
        "gemma4.attention.head_count": u32(8),
        "gemma4.attention.head_count_kv": u32(2),
        "gemma4.attention.key_length": u32(512),
        "gemma4.attention.value_length": u32(512),
        "gemma4.attention.key_length_swa": u32(256),
        "gemma4.attention.value_length_swa": u32(256),
        "gemma4.attention.sliding_window": u32(512),
        "gemma4.attention.sliding_window_pattern": {
          value: Array.from({ length: 42 }, (_, il) => il % 6 !== 5),
          type: V.ARRAY,
          subType: V.BOOL,
        },
        "gemma4.attention.shared_kv_layers": u32(18),
        "tokenizer.ggml.tokens": tokens,
      },
      tinyTensors,
    );
    const estimate = estimateGgufMemory(parsed, { contextLength: 4096, ubatchSize: 1024 });
    // the figures llama.cpp printed for Gemma 4 E4B (llama-cpp-figures.test.ts)
    expect(estimate.kvCache.fullAttentionBytes / MiB).toBe(64);
    expect(estimate.kvCache.slidingWindowBytes / MiB).toBe(60);
    expect(estimate.weightsBytes).toBe((256 * 1024 * 34) / 32 + (256 * 256 * 144) / 256 + 256 * 4);
    expect(estimate.outputBufferBytes).toBe(1024 * 4);
  });

  it("reads a Granite 4.0 H hybrid's INT32 array of KV heads, zero on its Mamba-2 layers", async () => {
    const kvHeads = Array.from({ length: 40 }, (_, il) => (il % 10 === 5 ? 8 : 0));
    const parsed = await readBack(
      {
        "general.architecture": { value: "granitehybrid", type: V.STRING },
        "granitehybrid.block_count": u32(40),
        "granitehybrid.embedding_length": u32(4096),
        "granitehybrid.attention.head_count": u32(32),
        "granitehybrid.attention.head_count_kv": { value: kvHeads, type: V.ARRAY, subType: V.INT32 },
        "granitehybrid.ssm.conv_kernel": u32(4),
        "granitehybrid.ssm.inner_size": u32(8192),
        "granitehybrid.ssm.state_size": u32(128),
        "granitehybrid.ssm.group_count": u32(1),
        "granitehybrid.vocab_size": { value: 100352n, type: V.UINT64 },
      },
      tinyTensors,
    );
    const estimate = estimateGgufMemory(parsed, { contextLength: 131072 });
    expect(estimate.kvCache.fullAttentionLayers).toBe(4);
    expect(estimate.kvCache.bytes / MiB).toBe((4 * 131072 * 2 * 8 * 128 * 2) / MiB);
    expect(estimate.recurrentState.layers).toBe(36);
    expect(estimate.outputBufferBytes).toBe(100352 * 4);
    expect(estimate.totalBytes).toBeGreaterThan(estimate.kvCache.bytes + estimate.recurrentState.bytes);
  });
});

/** The weights from the tensors' real sizes, the compute and output buffers, and the total. */
import { GGMLQuantizationType as T } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { GGUFFormatError } from "../../src/errors.js";
import { estimateGgufMemory, tensorBytes, weightsBytes } from "../../src/memory/index.js";
import { archKeys, header, tensor } from "./headers.js";

describe("weights", () => {
  it.each<[string, number[], T, number]>([
    ["an f32 norm", [4096], T.F32, 4096 * 4],
    ["a bf16 matrix", [4096, 1024], T.BF16, 4096 * 1024 * 2],
    ["a Q4_K matrix: 144 bytes per 256 values", [4096, 4096], T.Q4_K, (4096 * 4096 * 144) / 256],
    ["a Q6_K output: 210 bytes per 256 values", [4096, 151936], T.Q6_K, (4096 * 151936 * 210) / 256],
    ["a Q8_0 matrix: 34 bytes per 32 values", [2048, 2048], T.Q8_0, (2048 * 2048 * 34) / 32],
    ["MXFP4 experts (gpt-oss): 17 bytes per 32 values", [2880, 2880, 32], T.MXFP4, (2880 * 2880 * 32 * 17) / 32],
    ["NVFP4: 36 bytes per 64 values", [4096, 4096], T.NVFP4, (4096 * 4096 * 36) / 64],
    ["IQ2_XXS: 66 bytes per 256 values", [4096, 4096], T.IQ2_XXS, (4096 * 4096 * 66) / 256],
  ])("%s", (_, shape, dtype, bytes) => {
    expect(tensorBytes(tensor("t", shape, dtype))).toBe(BigInt(bytes));
  });

  it("sums the tensors of every shard", () => {
    const shards = [tensor("a", [256, 256], T.Q4_K), tensor("b", [256], T.F32)];
    expect(weightsBytes(shards)).toBe(256 * 144 + 256 * 4);
  });

  it("refuses a type ggml does not define and a row that is not whole blocks, naming the tensor", () => {
    expect(() => tensorBytes(tensor("blk.0.attn_q.weight", [64, 64], 99))).toThrow(/tensor blk\.0\.attn_q\.weight/);
    expect(() => tensorBytes(tensor("blk.0.ffn_up.weight", [100, 64], T.Q4_K))).toThrow(GGUFFormatError);
  });

  it("refuses tensors that add up past 2^53 bytes instead of rounding them", () => {
    const huge = tensor("x", [2 ** 26, 2 ** 26, 2 ** 4], T.F32);
    expect(() => weightsBytes([huge])).toThrow(/tensorInfos/);
  });
});

describe("compute and output buffers, and the total", () => {
  const keys = archKeys("llama", {
    block_count: 2,
    embedding_length: 4096,
    "attention.head_count": 32,
    "attention.head_count_kv": 8,
  });
  const tokens = { "tokenizer.ggml.tokens": Array.from({ length: 1000 }, (_, i) => `t${i}`) };

  it("approximates the compute buffer from the micro-batch's logits and hidden states", () => {
    const estimate = estimateGgufMemory(header({ ...keys, ...tokens }), { contextLength: 4096 });
    expect(estimate.computeBufferBytes).toBe(512 * (1000 + 2 * 4096) * 4);
    expect(estimate.outputBufferBytes).toBe(1000 * 4);
  });

  it("adds one layer's attention scores when flash attention is off", () => {
    const on = estimateGgufMemory(header({ ...keys, ...tokens }), { contextLength: 4096 });
    const off = estimateGgufMemory(header({ ...keys, ...tokens }), { contextLength: 4096, flashAttention: false });
    expect((off.computeBufferBytes ?? 0) - (on.computeBufferBytes ?? 0)).toBe(512 * 4096 * 32 * 4);
  });

  it("takes the vocabulary from the token embedding when the header has no token list", () => {
    const embedding = tensor("token_embd.weight", [4096, 32000], T.Q4_K);
    const estimate = estimateGgufMemory(header(keys, [embedding]), { contextLength: 256 });
    expect(estimate.outputBufferBytes).toBe(32000 * 4);
    expect(estimate.totalBytes).toBe(
      estimate.weightsBytes +
        estimate.kvCache.bytes +
        estimate.recurrentState.bytes +
        (estimate.computeBufferBytes ?? Number.NaN) +
        (estimate.outputBufferBytes ?? Number.NaN),
    );
  });

  it("shows no total, and says why, when the vocabulary is unknown", () => {
    const estimate = estimateGgufMemory(header(keys), { contextLength: 4096 });
    expect(estimate.computeBufferBytes).toBeUndefined();
    expect(estimate.totalBytes).toBeUndefined();
    expect(estimate.assumptions).toContainEqual({ kind: "vocabulary-size-unknown" });
  });
});

/** Bad options and crafted headers are refused with an error that names the option or key, never priced. */
import { describe, expect, it } from "vitest";
import { estimateGgufMemory, GGUFMemoryEstimateError, type MemoryEstimateOptions } from "../../src/memory/index.js";
import type { MetadataValue } from "../../src/types.js";
import { archKeys, header } from "./headers.js";

const llama = (keys: Record<string, MetadataValue> = {}) =>
  archKeys("llama", { block_count: 2, embedding_length: 4096, "attention.head_count": 32, ...keys });

function refusal(run: () => unknown): GGUFMemoryEstimateError {
  try {
    run();
  } catch (error) {
    if (error instanceof GGUFMemoryEstimateError) return error;
    throw error;
  }
  throw new Error("expected a GGUFMemoryEstimateError");
}

describe("hostile headers", () => {
  it.each<[string, Record<string, MetadataValue>, string]>([
    ["a string where a count goes", llama({ block_count: "32" }), "llama.block_count"],
    ["a negative count", llama({ embedding_length: -1 }), "llama.embedding_length"],
    ["a fractional count", llama({ "attention.head_count": 1.5 }), "llama.attention.head_count"],
    ["a count beyond 2^24", llama({ embedding_length: 2n ** 40n }), "llama.embedding_length"],
    ["zero layers", llama({ block_count: 0 }), "llama.block_count"],
    ["16 million layers (per-layer arrays would take gigabytes)", llama({ block_count: 2 ** 24 }), "llama.block_count"],
    [
      "a per-layer array of the wrong length",
      llama({ "attention.head_count_kv": [8, 8, 8] }),
      "llama.attention.head_count_kv",
    ],
    [
      "a per-layer array holding strings",
      llama({ "attention.head_count_kv": ["8", "8"] }),
      "llama.attention.head_count_kv",
    ],
    [
      "a pattern that is not booleans",
      llama({ "attention.sliding_window": 4, "attention.sliding_window_pattern": [1, 0] }),
      "llama.attention.sliding_window_pattern",
    ],
    ["no architecture", { "llama.block_count": 2 }, "general.architecture"],
    [
      "an architecture name of 10,000 characters",
      { "general.architecture": "x".repeat(10_000) },
      "general.architecture",
    ],
    ["no block count", archKeys("llama", { embedding_length: 4096 }), "llama.block_count"],
    [
      "no head size and no head count",
      archKeys("llama", { block_count: 2, embedding_length: 4096, "attention.head_count_kv": 8 }),
      "llama.attention.key_length",
    ],
    [
      "a zero full-attention interval",
      archKeys("qwen3next", { block_count: 4, embedding_length: 2048, full_attention_interval: 0 }),
      "qwen3next.full_attention_interval",
    ],
  ])("refuses %s, naming the key", (_, keys, field) => {
    const error = refusal(() => estimateGgufMemory(header(keys), { contextLength: 4096 }));
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
  });

  it("does not echo a huge value back in its message", () => {
    const error = refusal(() =>
      estimateGgufMemory(header(llama({ block_count: "y".repeat(100_000) })), { contextLength: 1 }),
    );
    expect(error.message.length).toBeLessThan(200);
  });
});

describe("bad options", () => {
  it.each<[string, Partial<MemoryEstimateOptions>, string]>([
    ["a zero context", { contextLength: 0 }, "contextLength"],
    ["a fractional context", { contextLength: 4096.5 }, "contextLength"],
    ["a context beyond 2^24 tokens", { contextLength: 2 ** 30 }, "contextLength"],
    ["NaN", { contextLength: Number.NaN }, "contextLength"],
    // as a JavaScript caller or a stored setting would pass it, past the type
    ["a cache type llama.cpp does not take", JSON.parse('{ "cacheTypeK": "q3_k" }'), "cacheTypeK"],
    ["no sequences", { parallelSequences: 0 }, "parallelSequences"],
    ["more sequences than llama.cpp decodes", { parallelSequences: 257 }, "parallelSequences"],
    ["a zero micro-batch", { ubatchSize: 0 }, "ubatchSize"],
  ])("refuses %s, naming the option", (_, options, field) => {
    const error = refusal(() => estimateGgufMemory(header(llama()), { contextLength: 4096, ...options }));
    expect(error.field).toBe(field);
  });

  it("refuses a quantized cache type whose blocks do not divide the model's rows", () => {
    const keys = llama({ "attention.head_count_kv": 1, "attention.key_length": 80, "attention.value_length": 80 });
    const error = refusal(() => estimateGgufMemory(header(keys), { contextLength: 4096, cacheTypeK: "q8_0" }));
    expect(error.field).toBe("cacheTypeK");
  });
});

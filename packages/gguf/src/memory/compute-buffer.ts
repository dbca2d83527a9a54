/**
 * The compute buffer and the output buffer.
 *
 * llama.cpp sizes the compute buffer by reserving the worst-case graph of one micro-batch (`sched_reserve` in
 * src/llama-context.cpp) and letting ggml's graph allocator reuse memory between nodes, so the figure depends on the
 * backend and the graph and is not written anywhere in a header. This is a documented approximation, checked
 * against llama.cpp's printed figures in test/memory (MEMORY.md):
 * - the f32 logits of a full micro-batch: n_ubatch x n_vocab x 4 bytes, the largest tensor of the graph;
 * - two f32 hidden-state rows per token: n_ubatch x 2 x n_embd x 4 bytes;
 * - without flash attention, the f32 attention scores of one layer: n_ubatch x n_kv x n_head x 4 bytes.
 *
 * The output buffer holds the logits llama.cpp returns: n_vocab x 4 bytes per sequence.
 */
import type { ResolvedMemoryOptions } from "./input.js";
import type { ModelShape } from "./model-shape.js";

const F32_BYTES = 4;

/** The approximate compute buffer; undefined when the header does not give the vocabulary size. */
export function estimateComputeBuffer(
  shape: ModelShape,
  options: ResolvedMemoryOptions,
  kvCells: number,
): number | undefined {
  if (shape.vocabularySize === undefined) return undefined;
  const tokens = options.ubatchSize;
  const logits = tokens * shape.vocabularySize * F32_BYTES;
  const hidden = tokens * 2 * shape.embeddingLength * F32_BYTES;
  const scores =
    options.flashAttention || shape.attentionLayers.length === 0 ? 0 : tokens * kvCells * shape.headCount * F32_BYTES;
  return logits + hidden + scores;
}

export function estimateOutputBuffer(shape: ModelShape, options: ResolvedMemoryOptions): number | undefined {
  return shape.vocabularySize === undefined ? undefined : shape.vocabularySize * F32_BYTES * options.parallelSequences;
}

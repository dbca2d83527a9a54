/**
 * How much memory llama.cpp needs to run a GGUF file at a context length: weights + KV cache + recurrent state +
 * compute buffer + output buffer, each part priced as llama.cpp allocates it (MEMORY.md has the formulas and their
 * sources). Pure computation over a header the reader has parsed: no I/O.
 */
import { estimateComputeBuffer, estimateOutputBuffer } from "./compute-buffer.js";
import type { MemoryEstimateInput, MemoryEstimateOptions, ResolvedMemoryOptions } from "./input.js";
import { estimateKvCache, type KvCacheEstimate } from "./kv-cache.js";
import { type ModelShape, readModelShape, type ShapeAssumption } from "./model-shape.js";
import { resolveMemoryOptions } from "./options.js";
import { estimateRecurrentState, type RecurrentStateEstimate } from "./recurrent-state.js";
import { weightsBytes } from "./weights.js";

export interface MemoryEstimate {
  options: ResolvedMemoryOptions;
  weightsBytes: number;
  kvCache: KvCacheEstimate;
  recurrentState: RecurrentStateEstimate;
  /** Approximate (see compute-buffer.ts); undefined when the header lacks the vocabulary size. */
  computeBufferBytes: number | undefined;
  outputBufferBytes: number | undefined;
  /** The sum of every part; undefined when a part is unknown, so no page shows a total that leaves one out. */
  totalBytes: number | undefined;
  assumptions: ShapeAssumption[];
}

/** A file read once, priced at any number of context lengths and cache types. */
export interface GgufMemoryModel {
  shape: ModelShape;
  weightsBytes: number;
  estimate(options: MemoryEstimateOptions): MemoryEstimate;
}

export function estimateFromShape(shape: ModelShape, weights: number, options: MemoryEstimateOptions): MemoryEstimate {
  const resolved = resolveMemoryOptions(options);
  const kvCache = estimateKvCache(shape, resolved);
  const recurrentState = estimateRecurrentState(shape, resolved);
  const computeBufferBytes = estimateComputeBuffer(shape, resolved, kvCache.cells);
  const outputBufferBytes = estimateOutputBuffer(shape, resolved);
  const totalBytes =
    computeBufferBytes === undefined || outputBufferBytes === undefined
      ? undefined
      : weights + kvCache.bytes + recurrentState.bytes + computeBufferBytes + outputBufferBytes;
  return {
    options: resolved,
    weightsBytes: weights,
    kvCache,
    recurrentState,
    computeBufferBytes,
    outputBufferBytes,
    totalBytes,
    assumptions: shape.assumptions,
  };
}

/** Reads the model's shape and weights from a parsed header. Throws `GGUFMemoryEstimateError` on a bad header. */
export function ggufMemoryModel(input: MemoryEstimateInput): GgufMemoryModel {
  const shape = readModelShape(input);
  const weights = weightsBytes(input.tensorInfos);
  return { shape, weightsBytes: weights, estimate: (options) => estimateFromShape(shape, weights, options) };
}

/** One estimate of one file at one set of options. */
export function estimateGgufMemory(input: MemoryEstimateInput, options: MemoryEstimateOptions): MemoryEstimate {
  return ggufMemoryModel(input).estimate(options);
}

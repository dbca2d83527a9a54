/** How much memory a GGUF file needs in llama.cpp, from its header: the public face of src/memory. */
export { GGUFMemoryEstimateError } from "./errors.js";
export { estimateFromShape, estimateGgufMemory, ggufMemoryModel } from "./estimate.js";
export type { GgufMemoryModel, MemoryEstimate } from "./estimate.js";
export { KV_CACHE_TYPES } from "./input.js";
export type { KvCacheType, MemoryEstimateInput, MemoryEstimateOptions, ResolvedMemoryOptions } from "./input.js";
export type { KvCacheEstimate } from "./kv-cache.js";
export { MAX_LAYERS, readModelShape } from "./model-shape.js";
export type { AttentionLayer, ModelShape, RecurrentShape, ShapeAssumption } from "./model-shape.js";
export { MAX_CONTEXT_LENGTH, MAX_PARALLEL_SEQUENCES } from "./options.js";
export type { RecurrentStateEstimate } from "./recurrent-state.js";
export { tensorBytes, weightsBytes } from "./weights.js";

/**
 * The state recurrent layers keep instead of a KV cache (src/llama-memory-recurrent.cpp, read 2026-11-28): one
 * cell per sequence (`mem_size = max(1, n_seq_max)`), each holding the rolling state (`n_embd_r`) and the recurrent
 * state (`n_embd_s`) of every recurrent layer in f32. It does not grow with the context.
 */
import type { ResolvedMemoryOptions } from "./input.js";
import type { ModelShape } from "./model-shape.js";

const F32_BYTES = 4;

export interface RecurrentStateEstimate {
  bytes: number;
  layers: number;
  cells: number;
}

export function estimateRecurrentState(shape: ModelShape, options: ResolvedMemoryOptions): RecurrentStateEstimate {
  const recurrent = shape.recurrent;
  if (recurrent === undefined) return { bytes: 0, layers: 0, cells: 0 };
  const cells = Math.max(1, options.parallelSequences);
  const perLayerAndCell = (recurrent.rollingStateValues + recurrent.stateValues) * F32_BYTES;
  return { bytes: perLayerAndCell * recurrent.layerCount * cells, layers: recurrent.layerCount, cells };
}

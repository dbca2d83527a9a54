/**
 * The KV cache llama.cpp allocates for a context, layer by layer (src/llama-kv-cache.cpp, llama-kv-cache-iswa.cpp,
 * read 2026-11-28):
 * - cells: the context padded to 256 (`cparams.n_ctx = GGML_PAD(cparams.n_ctx, 256)`, llama-context.cpp); without
 *   a unified cache each sequence gets its own stream of `PAD(n_ctx / n_seq, 256)` cells;
 * - sliding-window layers get their own cache of `PAD(min(stream cells, n_swa * n_seq_unified + n_ubatch), 256)`
 *   cells per stream (the whole stream with `--swa-full`), and stay f16 when a quantized type is asked for (#21277,
 *   2026-04-01);
 * - each layer stores a K row of `kv_heads * key_length` values and a V row of `kv_heads * value_length` values per
 *   cell, in the cache type's blocks; latent attention (DeepSeek's MLA) stores the K row only (#19067, 2026-01-24).
 */
import { GGMLQuantizationType } from "@hubkit/tasks";
import { GGML_TYPE_LAYOUTS } from "../ggml-types.js";
import { GGUFMemoryEstimateError } from "./errors.js";
import type { KvCacheType, ResolvedMemoryOptions } from "./input.js";
import type { AttentionLayer, ModelShape } from "./model-shape.js";

const CELL_PADDING = 256;

const CACHE_GGML_TYPES: Readonly<Record<KvCacheType, GGMLQuantizationType>> = {
  f32: GGMLQuantizationType.F32,
  f16: GGMLQuantizationType.F16,
  bf16: GGMLQuantizationType.BF16,
  q8_0: GGMLQuantizationType.Q8_0,
  q4_0: GGMLQuantizationType.Q4_0,
  q4_1: GGMLQuantizationType.Q4_1,
  q5_0: GGMLQuantizationType.Q5_0,
  q5_1: GGMLQuantizationType.Q5_1,
  iq4_nl: GGMLQuantizationType.IQ4_NL,
};

const UNQUANTIZED: ReadonlySet<KvCacheType> = new Set(["f32", "f16", "bf16"]);

export interface KvCacheEstimate {
  bytes: number;
  /** Cells of the full-attention cache, all streams together (the padded context). */
  cells: number;
  /** Cells of the sliding-window cache, all streams together, when some layer slides. */
  slidingWindowCells: number | undefined;
  fullAttentionLayers: number;
  slidingWindowLayers: number;
  fullAttentionBytes: number;
  slidingWindowBytes: number;
}

export function padTo(value: number, multiple: number): number {
  return Math.ceil(value / multiple) * multiple;
}

/** Bytes of one cache row of `values` values stored as `type`. */
export function cacheRowBytes(field: string, type: KvCacheType, values: number): number {
  const { blockSize, typeSize } = GGML_TYPE_LAYOUTS[CACHE_GGML_TYPES[type]];
  if (values % blockSize !== 0) {
    throw new GGUFMemoryEstimateError(
      field,
      `${type} stores rows in blocks of ${blockSize}; this model's rows hold ${values}`,
    );
  }
  return (values / blockSize) * typeSize;
}

function layerBytesPerCell(shape: ModelShape, layer: AttentionLayer, typeK: KvCacheType, typeV: KvCacheType): number {
  const k = cacheRowBytes("cacheTypeK", typeK, layer.kvHeads * layer.keyLength);
  const v = shape.latentAttention ? 0 : cacheRowBytes("cacheTypeV", typeV, layer.kvHeads * layer.valueLength);
  return k + v;
}

/** Cells per stream and streams: one stream for a unified cache, one per sequence otherwise (llama_context). */
function cacheStreams(options: ResolvedMemoryOptions): { streams: number; cellsPerStream: number } {
  const context = padTo(options.contextLength, CELL_PADDING);
  if (options.unifiedKvCache) return { streams: 1, cellsPerStream: context };
  // Never 0: the padded context is at least 256 cells and there are at most 256 sequences (MAX_PARALLEL_SEQUENCES).
  const cellsPerStream = padTo(Math.floor(context / options.parallelSequences), CELL_PADDING);
  return { streams: options.parallelSequences, cellsPerStream };
}

export function estimateKvCache(shape: ModelShape, options: ResolvedMemoryOptions): KvCacheEstimate {
  const { streams, cellsPerStream } = cacheStreams(options);
  const cells = cellsPerStream * streams;
  const window = shape.slidingWindow;
  const slidingWindowCells =
    window === undefined
      ? undefined
      : streams *
        (options.swaFull
          ? cellsPerStream
          : padTo(
              Math.min(
                cellsPerStream,
                window * (options.unifiedKvCache ? options.parallelSequences : 1) + options.ubatchSize,
              ),
              CELL_PADDING,
            ));
  const swaType = (type: KvCacheType): KvCacheType => (UNQUANTIZED.has(type) ? type : "f16");

  let fullAttentionBytes = 0;
  let slidingWindowBytes = 0;
  let slidingWindowLayers = 0;
  for (const layer of shape.attentionLayers) {
    if (layer.slidingWindow && slidingWindowCells !== undefined) {
      const perCell = layerBytesPerCell(shape, layer, swaType(options.cacheTypeK), swaType(options.cacheTypeV));
      slidingWindowBytes += perCell * slidingWindowCells;
      slidingWindowLayers++;
    } else {
      fullAttentionBytes += layerBytesPerCell(shape, layer, options.cacheTypeK, options.cacheTypeV) * cells;
    }
  }
  return {
    bytes: fullAttentionBytes + slidingWindowBytes,
    cells,
    slidingWindowCells,
    fullAttentionLayers: shape.attentionLayers.length - slidingWindowLayers,
    slidingWindowLayers,
    fullAttentionBytes,
    slidingWindowBytes,
  };
}

/**
 * The shape of a model as memory sees it, read from the header's own keys: which layers keep a KV cache and how
 * wide it is, which slide over a window, which keep a recurrent state instead, and the sizes the compute buffer
 * scales with. Read once per file; `estimateMemory` then prices it at any context length.
 */
import {
  ALL_RECURRENT_ARCHITECTURES,
  FULL_ATTENTION_INTERVAL_ARCHITECTURES,
  PARALLEL_HYBRID_ARCHITECTURES,
  RECURRENT_ONLY_WITHOUT_FEED_FORWARD,
  SLIDING_WINDOW_DEFAULTS,
} from "./architectures.js";
import { GGUFMemoryEstimateError } from "./errors.js";
import type { MemoryEstimateInput } from "./input.js";
import {
  type HeaderMetadata,
  readArrayLength,
  readCount,
  readCountPerLayer,
  readFlagPerLayer,
  readRequiredCount,
  readString,
} from "./metadata-reader.js";

/** One layer that keeps a KV cache. */
export interface AttentionLayer {
  index: number;
  /** Sliding-window layers keep only the last `slidingWindow` tokens (plus a micro-batch). */
  slidingWindow: boolean;
  kvHeads: number;
  keyLength: number;
  valueLength: number;
}

/** The per-sequence state of the recurrent layers (state-space, gated delta net, short convolution, RWKV). */
export interface RecurrentShape {
  layerCount: number;
  /** Values of the rolling (convolution / token-shift) state per layer and sequence: llama.cpp's `n_embd_r`. */
  rollingStateValues: number;
  /** Values of the recurrent state per layer and sequence: llama.cpp's `n_embd_s`. */
  stateValues: number;
}

/** Something the estimate had to assume because the header did not say it. */
export type ShapeAssumption =
  { kind: "sliding-window-pattern-unknown"; architecture: string } | { kind: "vocabulary-size-unknown" };

export interface ModelShape {
  architecture: string;
  layerCount: number;
  attentionLayers: AttentionLayer[];
  /** Tokens a sliding-window layer attends to; undefined when no layer slides. */
  slidingWindow: number | undefined;
  /** Multi-head latent attention stores one compressed latent per token and no V cache (llama.cpp since #19067). */
  latentAttention: boolean;
  recurrent: RecurrentShape | undefined;
  embeddingLength: number;
  /** Largest query head count over the layers (sizes attention scores without flash attention). */
  headCount: number;
  vocabularySize: number | undefined;
  assumptions: ShapeAssumption[];
}

/** Most layers a header may declare: real models have a few hundred at most; per-layer arrays stay small. */
export const MAX_LAYERS = 4096;

function readArchitecture(metadata: HeaderMetadata): string {
  const architecture = readString(metadata, "general.architecture");
  if (architecture === undefined || architecture.length === 0 || architecture.length > 64) {
    throw new GGUFMemoryEstimateError("general.architecture", "missing, empty or longer than 64 characters");
  }
  return architecture;
}

/** Which layers are recurrent, from the keys each kind of hybrid uses. */
function recurrentLayers(
  metadata: HeaderMetadata,
  architecture: string,
  layerCount: number,
  kvHeads: readonly number[],
): boolean[] {
  const key = (name: string) => `${architecture}.${name}`;
  if (ALL_RECURRENT_ARCHITECTURES.has(architecture) || PARALLEL_HYBRID_ARCHITECTURES.has(architecture)) {
    return new Array<boolean>(layerCount).fill(true);
  }
  if (FULL_ATTENTION_INTERVAL_ARCHITECTURES.has(architecture)) {
    const interval = readCount(metadata, key("full_attention_interval")) ?? 4;
    if (interval === 0) throw new GGUFMemoryEstimateError(key("full_attention_interval"), "must not be 0");
    return Array.from({ length: layerCount }, (_, il) => (il + 1) % interval !== 0);
  }
  const hasRecurrentKeys =
    metadata[key("ssm.state_size")] !== undefined || metadata[key("shortconv.l_cache")] !== undefined;
  if (!hasRecurrentKeys) return new Array<boolean>(layerCount).fill(false);
  const feedForward = RECURRENT_ONLY_WITHOUT_FEED_FORWARD.has(architecture)
    ? readCountPerLayer(metadata, key("feed_forward_length"), layerCount)
    : undefined;
  return Array.from(
    { length: layerCount },
    (_, il) => (kvHeads[il] ?? 0) === 0 && (feedForward === undefined || feedForward[il] === 0),
  );
}

function recurrentShape(metadata: HeaderMetadata, architecture: string, layerCount: number): RecurrentShape {
  const key = (name: string) => `${architecture}.${name}`;
  const embedding = readRequiredCount(metadata, key("embedding_length"));
  // llama_hparams::n_embd_r / n_embd_s (src/llama-hparams.cpp): RWKV, then LFM2's short convolution, then Mamba.
  const wkvHeadSize = readCount(metadata, key("wkv.head_size")) ?? 0;
  if (wkvHeadSize !== 0) {
    const tokenShift = readCount(metadata, key("token_shift_count")) ?? 2;
    return { layerCount, rollingStateValues: tokenShift * embedding, stateValues: embedding * wkvHeadSize };
  }
  const stateSize = readCount(metadata, key("ssm.state_size")) ?? 0;
  const innerSize = readCount(metadata, key("ssm.inner_size")) ?? 0;
  const shortConvCache = readCount(metadata, key("shortconv.l_cache")) ?? 0;
  if (shortConvCache !== 0) {
    return { layerCount, rollingStateValues: embedding * (shortConvCache - 1), stateValues: stateSize * innerSize };
  }
  const convKernel = readCount(metadata, key("ssm.conv_kernel")) ?? 0;
  const groups = readCount(metadata, key("ssm.group_count")) ?? 0;
  return {
    layerCount,
    rollingStateValues: (convKernel > 0 ? convKernel - 1 : 0) * (innerSize + 2 * groups * stateSize),
    stateValues: stateSize * innerSize,
  };
}

/** Which layers slide, and over how many tokens; undefined when none does. */
function slidingLayers(
  metadata: HeaderMetadata,
  architecture: string,
  layerCount: number,
  assumptions: ShapeAssumption[],
): { window: number; layers: boolean[] } | undefined {
  const key = (name: string) => `${architecture}.${name}`;
  const fallback = SLIDING_WINDOW_DEFAULTS[architecture];
  const window = readCount(metadata, key("attention.sliding_window")) ?? fallback?.window ?? 0;
  if (window === 0) return undefined;
  const patternKey = key("attention.sliding_window_pattern");
  const flags = readFlagPerLayer(metadata, patternKey, layerCount);
  if (flags !== undefined) return { window, layers: flags };
  const period = readCount(metadata, patternKey) ?? fallback?.period;
  if (period === undefined) {
    // llama.cpp may still slide some layers, but we cannot tell which: price them all at full context (an overestimate).
    assumptions.push({ kind: "sliding-window-pattern-unknown", architecture });
    return undefined;
  }
  const layers = Array.from({ length: layerCount }, (_, il) => period === 0 || il % period < period - 1);
  return { window, layers };
}

function vocabularySize(input: MemoryEstimateInput, architecture: string): number | undefined {
  const { metadata } = input;
  const fromKeys =
    readCount(metadata, `${architecture}.vocab_size`) ?? readArrayLength(metadata, "tokenizer.ggml.tokens");
  if (fromKeys !== undefined) return fromKeys;
  // Without either key, the token embedding's second dimension is the vocabulary (ggml stores it n_embd x n_vocab).
  const embedding = input.tensorInfos.find((tensor) => tensor.name === "token_embd.weight");
  const rows = embedding?.shape[1];
  return rows === undefined
    ? undefined
    : readCount({ "token_embd.weight shape[1]": rows }, "token_embd.weight shape[1]");
}

/** Reads the shape of the model a header describes. Throws `GGUFMemoryEstimateError` naming a bad key. */
export function readModelShape(input: MemoryEstimateInput): ModelShape {
  const metadata: HeaderMetadata = input.metadata;
  const architecture = readArchitecture(metadata);
  const key = (name: string) => `${architecture}.${name}`;
  const assumptions: ShapeAssumption[] = [];

  const layerCount = readRequiredCount(metadata, key("block_count"));
  if (layerCount === 0 || layerCount > MAX_LAYERS) {
    throw new GGUFMemoryEstimateError(key("block_count"), `expected 1 to ${MAX_LAYERS} layers, got ${layerCount}`);
  }
  const embeddingLength = readRequiredCount(metadata, key("embedding_length"));
  const headCounts = readCountPerLayer(metadata, key("attention.head_count"), layerCount) ?? [];
  const kvHeads = readCountPerLayer(metadata, key("attention.head_count_kv"), layerCount) ?? headCounts;
  const headCount = headCounts.reduce((max, heads) => Math.max(max, heads), 0);

  const recurrent = recurrentLayers(metadata, architecture, layerCount, kvHeads);
  const recurrentCount = recurrent.filter(Boolean).length;

  // llama.cpp's default head size is n_embd / n_head (of layer 0) when the header has no key_length.
  const defaultHead = headCounts[0] ? Math.floor(embeddingLength / headCounts[0]) : 0;
  const keyLength = readCount(metadata, key("attention.key_length")) ?? defaultHead;
  const valueLength = readCount(metadata, key("attention.value_length")) ?? defaultHead;
  const keyLengthSwa = readCount(metadata, key("attention.key_length_swa")) ?? keyLength;
  const valueLengthSwa = readCount(metadata, key("attention.value_length_swa")) ?? valueLength;
  // Gemma 3n/4 reuse the KV of earlier layers in their last `shared_kv_layers` layers (hparams.n_layer_kv_from_start).
  const sharedKvLayers = readCount(metadata, key("attention.shared_kv_layers")) ?? 0;
  const layersWithOwnKv = Math.max(0, layerCount - sharedKvLayers);

  const sliding = slidingLayers(metadata, architecture, layerCount, assumptions);
  // A layer keeps a KV cache when it has KV heads, is not recurrent (unless attention runs beside the recurrence)
  // and does not borrow an earlier layer's cache.
  const parallel = PARALLEL_HYBRID_ARCHITECTURES.has(architecture);
  const attentionLayers: AttentionLayer[] = [];
  for (let il = 0; il < layersWithOwnKv; il++) {
    const heads = kvHeads[il] ?? 0;
    if ((recurrent[il] && !parallel) || heads === 0) continue;
    const slides = sliding?.layers[il] ?? false;
    attentionLayers.push({
      index: il,
      slidingWindow: slides,
      kvHeads: heads,
      keyLength: slides ? keyLengthSwa : keyLength,
      valueLength: slides ? valueLengthSwa : valueLength,
    });
  }
  if (attentionLayers.some((layer) => layer.keyLength === 0)) {
    throw new GGUFMemoryEstimateError(key("attention.key_length"), "missing, and no head count to derive it from");
  }

  const vocabulary = vocabularySize(input, architecture);
  if (vocabulary === undefined) assumptions.push({ kind: "vocabulary-size-unknown" });
  return {
    architecture,
    layerCount,
    attentionLayers,
    slidingWindow: attentionLayers.some((layer) => layer.slidingWindow) ? sliding?.window : undefined,
    latentAttention: metadata[key("attention.key_length_mla")] !== undefined,
    recurrent: recurrentCount > 0 ? recurrentShape(metadata, architecture, recurrentCount) : undefined,
    embeddingLength,
    headCount,
    vocabularySize: vocabulary,
    assumptions,
  };
}

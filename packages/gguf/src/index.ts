export type {
  Architecture,
  GGUFMetadata,
  GGUFMetadataOptions,
  GGUFParseOutput,
  GGUFTensorInfo,
  GGUFTypedMetadata,
  GGUFTypedValue,
  MetadataBaseValue,
  MetadataValue,
  Version,
} from "./types.js";
export { GGUFValueType } from "./types.js";
export {
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  parseGGUFQuantLabel,
} from "@hubkit/tasks";
export { gguf, ggufAllShards } from "./gguf.js";
export type { GGUFFetchParams, GGUFSource } from "./gguf.js";
export { parseGgufShardFilename, RE_GGUF_FILE, RE_GGUF_SHARD_FILE } from "./shards.js";
export type { GgufShardFileInfo } from "./shards.js";
export { buildGgufHeader, ggufTensorLayout, serializeGgufHeader, serializeGgufMetadata } from "./writer.js";
export type { GGUFTensorSpec } from "./writer.js";
export { GGUFFetchError, GGUFFormatError } from "./errors.js";
export type { GGUFFormatReason } from "./errors.js";
export { GGML_TYPE_LAYOUTS, ggmlTypeLayout } from "./ggml-types.js";
export type { GGMLTypeLayout } from "./ggml-types.js";
export { LIMITS as GGUF_LIMITS } from "./limits.js";
export * from "./memory/index.js";

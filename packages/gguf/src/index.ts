export type {
  Architecture,
  GGUFMetadata,
  GGUFMetadataOptions,
  GGUFModelKV,
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

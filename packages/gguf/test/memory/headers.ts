/** Headers for the memory tests, shaped as the reader returns them (`GGUFParseOutput` with `strict: false`). */
import type { MemoryEstimateInput } from "../../src/memory/index.js";
import type { GGUFTensorInfo, MetadataValue } from "../../src/types.js";

export const MiB = 1024 * 1024;

export function header(keys: Record<string, MetadataValue>, tensorInfos: GGUFTensorInfo[] = []): MemoryEstimateInput {
  return {
    metadata: {
      ...keys,
      version: 3,
      tensor_count: BigInt(tensorInfos.length),
      kv_count: BigInt(Object.keys(keys).length),
    },
    tensorInfos,
  };
}

/** `key: value` pairs of one architecture, written without repeating its prefix. */
export function archKeys(architecture: string, keys: Record<string, MetadataValue>): Record<string, MetadataValue> {
  const prefixed: Record<string, MetadataValue> = { "general.architecture": architecture };
  for (const [name, value] of Object.entries(keys)) prefixed[`${architecture}.${name}`] = value;
  return prefixed;
}

export function tensor(name: string, shape: number[], dtype: number): GGUFTensorInfo {
  return { name, n_dims: shape.length, shape: shape.map(BigInt), dtype, offset: 0n };
}

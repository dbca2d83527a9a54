/**
 * The shapes a GGUF header reads into, as `@huggingface/gguf` 0.4 returns them (so callers of either get the same
 * results): metadata values, the typed metadata (each value with its GGUF type), tensor infos and the parse output.
 */
import type { GGMLQuantizationType } from "@hubkit/tasks";

/** A scalar metadata value: UINT64/INT64 read as bigint, every other number as number. */
export type MetadataBaseValue = string | number | bigint | boolean;
/** A metadata value: a scalar, an array of scalars, or an array of arrays. */
export type MetadataValue = MetadataBaseValue | MetadataBaseValue[] | MetadataValue[];

/** GGUF format versions. Version 1 stored counts and lengths as 32-bit numbers, 2 and 3 as 64-bit. */
export type Version = 1 | 2 | 3;

/** The type tag of a metadata value, numbered as in the GGUF format (ggml's docs/gguf.md, `gguf_metadata_value_type`). */
export enum GGUFValueType {
  UINT8 = 0,
  INT8 = 1,
  UINT16 = 2,
  INT16 = 3,
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
  UINT64 = 10,
  INT64 = 11,
  FLOAT64 = 12,
}

/** The architecture a file names in `general.architecture`: llama.cpp adds new ones every month, so any string. */
export type Architecture = string;

export interface GGUFMetadataOptions {
  /**
   * Kept for the counterpart's call shapes. Both settings give the same type here: every key is a `MetadataValue`
   * to check before use, since a file can hold anything under any key (the README's differences table).
   */
  strict: boolean;
}

/** The header's counts and its key-value pairs, one property per key. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter keeps the counterpart's type's shape
export type GGUFMetadata<Options extends GGUFMetadataOptions = { strict: true }> = {
  version: Version;
  tensor_count: bigint;
  kv_count: bigint;
} & Record<string, MetadataValue>;

/** One metadata value with its GGUF type; `subType` is the element type of an ARRAY. */
export interface GGUFTypedValue<T extends MetadataValue = MetadataValue> {
  value: T;
  type: GGUFValueType;
  subType?: GGUFValueType;
}

/** The metadata with each value's GGUF type: what the writer needs to write a header back. */
export type GGUFTypedMetadata = {
  version: { value: Version; type: GGUFValueType.UINT32 };
  tensor_count: { value: bigint; type: GGUFValueType.UINT32 | GGUFValueType.UINT64 };
  kv_count: { value: bigint; type: GGUFValueType.UINT32 | GGUFValueType.UINT64 };
} & Record<string, GGUFTypedValue>;

/** One tensor of the header: its name, shape (innermost dimension first, as ggml stores it), type and data offset. */
export interface GGUFTensorInfo {
  name: string;
  n_dims: number;
  shape: bigint[];
  dtype: GGMLQuantizationType;
  /** Offset of the tensor's data from `tensorDataOffset`. */
  offset: bigint;
}

export interface GGUFParseOutput<Options extends GGUFMetadataOptions = { strict: true }> {
  metadata: GGUFMetadata<Options>;
  tensorInfos: GGUFTensorInfo[];
  /** Where the tensor data starts in the file (the header's end, aligned to `general.alignment`). */
  tensorDataOffset: bigint;
  littleEndian: boolean;
  /** [start, end) of the tensor infos in the file, before the padding: what `buildGgufHeader` copies. */
  tensorInfoByteRange: [number, number];
}

/**
 * Writing GGUF headers: the metadata (`serializeGgufMetadata`, `buildGgufHeader`, as `@huggingface/gguf` 0.4 writes
 * them) and, beyond the counterpart, tensor infos laid out as llama.cpp expects (`ggufTensorLayout`,
 * `serializeGgufHeader`): enough to build a file's header from a model's published metadata and tensor list.
 */
import type { GGMLQuantizationType } from "@hubkit/tasks";
import { tensorByteSize } from "./ggml-types.js";
import { GGUF_DEFAULT_ALIGNMENT, GGUF_MAGIC } from "./limits.js";
import type { GGUFTensorInfo, GGUFTypedMetadata, GGUFTypedValue, MetadataValue, Version } from "./types.js";
import { GGUFValueType as V } from "./types.js";

const HEADER_FIELDS = new Set(["version", "tensor_count", "kv_count"]);
const utf8 = new TextEncoder();

/** Integer ranges of the fixed-size integer types: a value outside is refused, not wrapped. */
const INTEGER_RANGES: Partial<Record<number, [number, number]>> = {
  [V.UINT8]: [0, 0xff],
  [V.INT8]: [-0x80, 0x7f],
  [V.UINT16]: [0, 0xffff],
  [V.INT16]: [-0x8000, 0x7fff],
  [V.UINT32]: [0, 0xffffffff],
  [V.INT32]: [-0x80000000, 0x7fffffff],
};

function wrongValue(key: string, type: number, expected: string): never {
  throw new TypeError(`GGUF writer: ${JSON.stringify(key)}: expected ${expected} for value type ${V[type] ?? type}`);
}

/** A byte buffer that grows as values are appended. */
class ByteWriter {
  private buffer: Uint8Array<ArrayBuffer> = new Uint8Array(1024);
  private view = new DataView(this.buffer.buffer);
  length = 0;

  constructor(
    private readonly littleEndian: boolean,
    private readonly version: Version,
  ) {}

  private room(count: number): number {
    const at = this.length;
    if (at + count > this.buffer.length) {
      const grown = new Uint8Array(Math.max(at + count, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, at));
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length += count;
    return at;
  }

  /** Position of the last `at()` reservation. */
  private offset = 0;

  /** Reserves `count` bytes and returns the view to write them with at `this.offset` (the view may have grown). */
  private at(count: number): DataView {
    this.offset = this.room(count);
    return this.view;
  }

  bytes(values: ArrayLike<number>): void {
    const at = this.room(values.length); // first: room() may replace the buffer
    this.buffer.set(values, at);
  }
  u32(value: number): void {
    this.at(4).setUint32(this.offset, value, this.littleEndian);
  }
  u64(value: bigint): void {
    this.at(8).setBigUint64(this.offset, value, this.littleEndian);
  }
  /** A count or length: uint32 in version 1, uint64 after. */
  size(value: bigint | number): void {
    if (this.version === 1) this.u32(Number(value));
    else this.u64(BigInt(value));
  }
  string(value: string): void {
    const encoded = utf8.encode(value);
    this.size(encoded.length);
    this.bytes(encoded);
  }
  zeros(count: number): void {
    this.room(count);
  }

  value(value: MetadataValue, type: number, key: string, subType?: number): void {
    switch (type) {
      case V.UINT8:
      case V.INT8:
      case V.UINT16:
      case V.INT16:
      case V.UINT32:
      case V.INT32: {
        const [min, max] = INTEGER_RANGES[type] ?? [0, 0];
        if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
          wrongValue(key, type, `an integer from ${min} to ${max}`);
        }
        const number = Number(value);
        if (type === V.UINT8) this.at(1).setUint8(this.offset, number);
        else if (type === V.INT8) this.at(1).setInt8(this.offset, number);
        else if (type === V.UINT16) this.at(2).setUint16(this.offset, number, this.littleEndian);
        else if (type === V.INT16) this.at(2).setInt16(this.offset, number, this.littleEndian);
        else if (type === V.UINT32) this.at(4).setUint32(this.offset, number, this.littleEndian);
        else this.at(4).setInt32(this.offset, number, this.littleEndian);
        return;
      }
      case V.FLOAT32:
      case V.FLOAT64:
        if (typeof value !== "number") wrongValue(key, type, "a number");
        if (type === V.FLOAT32) this.at(4).setFloat32(this.offset, Number(value), this.littleEndian);
        else this.at(8).setFloat64(this.offset, Number(value), this.littleEndian);
        return;
      case V.BOOL:
        if (typeof value !== "boolean") wrongValue(key, type, "a boolean");
        this.at(1).setUint8(this.offset, value === true ? 1 : 0);
        return;
      case V.STRING:
        if (typeof value !== "string") wrongValue(key, type, "a string");
        this.string(String(value));
        return;
      case V.UINT64:
      case V.INT64: {
        const unsigned = type === V.UINT64;
        const fits =
          typeof value === "bigint" && (unsigned ? BigInt.asUintN(64, value) : BigInt.asIntN(64, value)) === value;
        if (!fits) wrongValue(key, type, `a ${unsigned ? "u" : ""}int64 bigint`);
        const big = BigInt(String(value));
        if (unsigned) this.at(8).setBigUint64(this.offset, big, this.littleEndian);
        else this.at(8).setBigInt64(this.offset, big, this.littleEndian);
        return;
      }
      case V.ARRAY: {
        if (!Array.isArray(value)) return wrongValue(key, type, "an array");
        if (subType === undefined) return wrongValue(key, type, "an array with its element type in subType");
        this.u32(subType);
        this.size(value.length);
        // Nested arrays keep no element type of their own in typed metadata: theirs is taken from the first one's.
        for (const element of value)
          this.value(element, subType, key, Array.isArray(element) ? innerType(element) : undefined);
        return;
      }
      default:
        wrongValue(key, type, "a known value type");
    }
  }

  result(): Uint8Array<ArrayBuffer> {
    return this.buffer.slice(0, this.length);
  }
}

/** The element type of an array nested in an array (typed metadata names only the outer one): from its values. */
function innerType(values: MetadataValue[]): number {
  const first = values[0];
  if (typeof first === "string") return V.STRING;
  if (typeof first === "boolean") return V.BOOL;
  if (typeof first === "bigint") return V.INT64;
  if (Array.isArray(first)) return V.ARRAY;
  return Number.isInteger(first) ? V.INT32 : V.FLOAT32;
}

function padTo(length: number, alignment: number): number {
  return Math.ceil(length / alignment) * alignment;
}

function checkAlignment(alignment: number): void {
  if (!Number.isInteger(alignment) || alignment < 1 || (alignment & (alignment - 1)) !== 0) {
    throw new TypeError(`GGUF writer: alignment must be a power of two, not ${alignment}`);
  }
}

/** Writes magic, version, the tensor count, and the key-value pairs; returns the writer to continue with. */
function writeMetadata(typedMetadata: GGUFTypedMetadata, littleEndian: boolean): ByteWriter {
  const version = typedMetadata.version.value;
  const writer = new ByteWriter(littleEndian, version);
  writer.bytes(GGUF_MAGIC);
  writer.u32(version);
  writer.size(typedMetadata.tensor_count.value);
  const entries = Object.entries(typedMetadata).filter(([key]) => !HEADER_FIELDS.has(key));
  writer.size(entries.length);
  for (const [key, entry] of entries) {
    const typed: GGUFTypedValue = entry;
    writer.string(key);
    writer.u32(typed.type);
    writer.value(typed.value, typed.type, key, typed.subType);
  }
  return writer;
}

/**
 * The header's first part: magic, version, tensor count, the key-value pairs (their count is the entries', not
 * `kv_count`'s), padded with zeros to `alignment`.
 */
export function serializeGgufMetadata(
  typedMetadata: GGUFTypedMetadata,
  options: { littleEndian?: boolean; alignment?: number } = {},
): Uint8Array<ArrayBuffer> {
  const alignment = options.alignment ?? GGUF_DEFAULT_ALIGNMENT;
  checkAlignment(alignment);
  const writer = writeMetadata(typedMetadata, options.littleEndian ?? true);
  writer.zeros(padTo(writer.length, alignment) - writer.length);
  return writer.result();
}

/**
 * A new header for an existing file: `updatedMetadata`'s key-value pairs, then the file's own tensor infos (bytes
 * `tensorInfoByteRange` of `originalFileBlob`, as `gguf()` reported them), padded to `alignment`. Write it in place
 * of the old header only when both end at the same aligned offset (the tensor data must not move).
 */
export async function buildGgufHeader(
  originalFileBlob: Blob,
  updatedMetadata: GGUFTypedMetadata,
  options: { littleEndian: boolean; tensorInfoByteRange: [number, number]; alignment?: number },
): Promise<Blob> {
  const alignment = options.alignment ?? GGUF_DEFAULT_ALIGNMENT;
  checkAlignment(alignment);
  const [start, end] = options.tensorInfoByteRange;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new TypeError(`buildGgufHeader: tensorInfoByteRange [${start}, ${end}] is not a byte range`);
  }
  const metadata = writeMetadata(updatedMetadata, options.littleEndian).result();
  const tensorInfos = await originalFileBlob.slice(start, end).arrayBuffer();
  const unpadded = metadata.length + tensorInfos.byteLength;
  return new Blob([metadata, tensorInfos, new Uint8Array(padTo(unpadded, alignment) - unpadded)], {
    type: "application/octet-stream",
  });
}

/** A tensor to lay out: its name, shape (innermost dimension first) and type. */
export interface GGUFTensorSpec {
  name: string;
  shape: (bigint | number)[];
  dtype: GGMLQuantizationType;
}

/**
 * Tensor infos for `tensors` stored one after the other, each at an `alignment` boundary (as llama.cpp writes and
 * reads them), and the size of the data section they take.
 */
export function ggufTensorLayout(
  tensors: GGUFTensorSpec[],
  alignment = GGUF_DEFAULT_ALIGNMENT,
): { tensorInfos: GGUFTensorInfo[]; dataSize: bigint } {
  checkAlignment(alignment);
  const align = BigInt(alignment);
  let offset = 0n;
  const tensorInfos = tensors.map((tensor, i) => {
    const shape = tensor.shape.map((dim) => BigInt(dim));
    const elements = shape.reduce((product, dim) => product * dim, 1n);
    const bytes = tensorByteSize(`tensors[${i}] (${tensor.name})`, tensor.dtype, shape[0] ?? 1n, elements);
    const info: GGUFTensorInfo = { name: tensor.name, n_dims: shape.length, shape, dtype: tensor.dtype, offset };
    offset = ((offset + bytes + align - 1n) / align) * align;
    return info;
  });
  return { tensorInfos, dataSize: offset };
}

/**
 * A whole header: `typedMetadata`'s pairs, then `tensorInfos` (from `ggufTensorLayout`), padded to the alignment
 * (`general.alignment` when the metadata has it): the bytes before the tensor data. `tensor_count` is written from
 * `tensorInfos`. A file is the header followed by `dataSize` bytes of tensor data.
 */
export function serializeGgufHeader(
  typedMetadata: GGUFTypedMetadata,
  tensorInfos: GGUFTensorInfo[],
  options: { littleEndian?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const declared = typedMetadata["general.alignment"]?.value;
  const alignment = declared === undefined ? GGUF_DEFAULT_ALIGNMENT : Number(declared);
  checkAlignment(alignment);
  const writer = writeMetadata(
    { ...typedMetadata, tensor_count: { value: BigInt(tensorInfos.length), type: typedMetadata.tensor_count.type } },
    options.littleEndian ?? true,
  );
  for (const tensor of tensorInfos) {
    writer.string(tensor.name);
    writer.u32(tensor.n_dims);
    for (const dim of tensor.shape) writer.size(dim);
    writer.u32(tensor.dtype);
    writer.u64(tensor.offset);
  }
  writer.zeros(padTo(writer.length, alignment) - writer.length);
  return writer.result();
}

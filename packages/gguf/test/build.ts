/**
 * Small GGUF files for the tests: valid ones written with the package's writer, and raw bytes put together field by
 * field for the crafted ones the writer refuses to make.
 */
import { ggufTensorLayout, serializeGgufHeader } from "../src/index.js";
import type { GGUFTensorSpec } from "../src/index.js";
import { GGMLQuantizationType as T, GGUFValueType as V } from "../src/index.js";
import type { GGUFTypedMetadata, GGUFTypedValue } from "../src/index.js";

export function typed(version: 1 | 2 | 3, pairs: Record<string, GGUFTypedValue>): GGUFTypedMetadata {
  const countType = version === 1 ? V.UINT32 : V.UINT64;
  return {
    version: { value: version, type: V.UINT32 },
    tensor_count: { value: 0n, type: countType },
    kv_count: { value: BigInt(Object.keys(pairs).length), type: countType },
    ...pairs,
  };
}

export const SMALL_TENSORS: GGUFTensorSpec[] = [
  { name: "token_embd.weight", shape: [64, 32], dtype: T.Q8_0 },
  { name: "blk.0.attn_norm.weight", shape: [64], dtype: T.F32 },
  { name: "blk.0.attn_q.weight", shape: [256, 64], dtype: T.Q4_K },
  { name: "output.weight", shape: [64, 32], dtype: T.F16 },
];

/** A valid little file: its header and its whole bytes (tensor data as zeros). */
export function smallFile(
  options: {
    version?: 1 | 2 | 3;
    littleEndian?: boolean;
    tensors?: GGUFTensorSpec[];
    pairs?: Record<string, GGUFTypedValue>;
  } = {},
): { header: Uint8Array<ArrayBuffer>; file: Uint8Array<ArrayBuffer>; dataSize: bigint } {
  const metadata = typed(options.version ?? 3, {
    "general.architecture": { value: "llama", type: V.STRING },
    "general.name": { value: "tiny", type: V.STRING },
    "llama.block_count": { value: 1, type: V.UINT32 },
    ...options.pairs,
  });
  const alignment = Number(metadata["general.alignment"]?.value ?? 32);
  const { tensorInfos, dataSize } = ggufTensorLayout(options.tensors ?? SMALL_TENSORS, alignment);
  const header = serializeGgufHeader(metadata, tensorInfos, { littleEndian: options.littleEndian ?? true });
  const file = new Uint8Array(header.length + Number(dataSize));
  file.set(header);
  return { header, file, dataSize };
}

/** Raw little-endian fields, for files no writer would make. */
export const raw = {
  u8: (value: number) => [value & 0xff],
  u32: (value: number) => {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setUint32(0, value, true);
    return [...bytes];
  },
  u64: (value: bigint) => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, value, true);
    return [...bytes];
  },
  str: (value: string) => {
    const bytes = new TextEncoder().encode(value);
    return [...raw.u64(BigInt(bytes.length)), ...bytes];
  },
  /** Magic, version 3 and the two counts. */
  head: (tensorCount: bigint, kvCount: bigint) => [
    0x47,
    0x47,
    0x55,
    0x46,
    ...raw.u32(3),
    ...raw.u64(tensorCount),
    ...raw.u64(kvCount),
  ],
  blob: (...parts: number[][]) => new Blob([new Uint8Array(parts.flat())]),
};

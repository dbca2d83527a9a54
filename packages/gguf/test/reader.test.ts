import { describe, expect, it } from "vitest";
import {
  buildGgufHeader,
  GGML_TYPE_LAYOUTS,
  GGMLQuantizationType as T,
  gguf,
  ggufTensorLayout,
  GGUFValueType as V,
  parseGgufShardFilename,
  serializeGgufHeader,
  serializeGgufMetadata,
} from "../src/index.js";
import type { GGUFTypedValue } from "../src/index.js";
import { SMALL_TENSORS, smallFile, typed } from "./build.js";

/** One pair per value type, with values at the edges of each type's range. */
const EVERY_TYPE: Record<string, GGUFTypedValue> = {
  "t.uint8": { value: 255, type: V.UINT8 },
  "t.int8": { value: -128, type: V.INT8 },
  "t.uint16": { value: 65535, type: V.UINT16 },
  "t.int16": { value: -32768, type: V.INT16 },
  "t.uint32": { value: 4294967295, type: V.UINT32 },
  "t.int32": { value: -2147483648, type: V.INT32 },
  "t.float32": { value: 0.5, type: V.FLOAT32 },
  "t.bool": { value: true, type: V.BOOL },
  "t.string": { value: "héllo {{ messages }} 🦙", type: V.STRING },
  "t.array": { value: ["a", "bb", ""], type: V.ARRAY, subType: V.STRING },
  "t.array_f32": { value: [1.5, -2, 0], type: V.ARRAY, subType: V.FLOAT32 },
  "t.nested": { value: [[1, 2], [3]], type: V.ARRAY, subType: V.ARRAY },
  "t.uint64": { value: 18446744073709551615n, type: V.UINT64 },
  "t.int64": { value: -9223372036854775808n, type: V.INT64 },
  "t.float64": { value: Math.PI, type: V.FLOAT64 },
};

describe("gguf() on a Blob", () => {
  it.each([1, 2, 3] as const)("reads every value type of a version %i file, with their types", async (version) => {
    const { file } = smallFile({ version, pairs: EVERY_TYPE });
    const result = await gguf(new Blob([file]), { typedMetadata: true, computeParametersCount: true });
    expect(result.metadata.version).toBe(version);
    expect(result.metadata.tensor_count).toBe(BigInt(SMALL_TENSORS.length));
    for (const [key, entry] of Object.entries(EVERY_TYPE)) {
      expect(result.metadata[key]).toEqual(entry.value);
      expect(result.typedMetadata[key]).toEqual(entry);
    }
    expect(result.typedMetadata.tensor_count.type).toBe(version === 1 ? V.UINT32 : V.UINT64);
    expect(result.tensorInfos.map((tensor) => tensor.name)).toEqual(SMALL_TENSORS.map((tensor) => tensor.name));
    expect(result.tensorInfos[2]).toEqual({
      name: "blk.0.attn_q.weight",
      n_dims: 2,
      shape: [256n, 64n],
      dtype: T.Q4_K,
      offset: result.tensorInfos[2]?.offset,
    });
    expect(result.parameterCount).toBe(64 * 32 + 64 + 256 * 64 + 64 * 32);
    expect(result.tensorDataOffset % 32n).toBe(0n);
    expect(result.littleEndian).toBe(true);
  });

  it("reads a big-endian file", async () => {
    const { file } = smallFile({ littleEndian: false, pairs: EVERY_TYPE });
    const result = await gguf(new Blob([file]), { computeParametersCount: true });
    expect(result.littleEndian).toBe(false);
    expect(result.metadata["t.uint64"]).toBe(18446744073709551615n);
    expect(result.metadata["t.string"]).toBe(EVERY_TYPE["t.string"]?.value);
    expect(result.tensorInfos[0]?.shape).toEqual([64n, 32n]);
  });

  it("keeps a key named __proto__ as data, never as the result's prototype", async () => {
    const { file } = smallFile({ pairs: { ["__proto__"]: { value: "polluted", type: V.STRING } } });
    const result = await gguf(new Blob([file]));
    expect(Object.getPrototypeOf(result.metadata)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result.metadata, "__proto__")?.value).toBe("polluted");
  });

  it("places the tensor data at general.alignment", async () => {
    const { file, header } = smallFile({ pairs: { "general.alignment": { value: 256, type: V.UINT32 } } });
    const result = await gguf(new Blob([file]));
    expect(result.tensorDataOffset).toBe(BigInt(header.length));
    expect(header.length % 256).toBe(0);
    expect(result.tensorInfos[1]?.offset).toBe(256n * 9n); // Q8_0 64x32: 2 x 32 x 34 bytes = 2176, padded to 2304
  });
});

describe("ggml tensor types", () => {
  // ggml.c's type_traits, element counts per block and bytes per block (README: sources), written out here
  // separately from src/ggml-types.ts, which derives them from the block structs.
  const TRAITS: [T, number, number][] = [
    [T.F32, 1, 4],
    [T.F16, 1, 2],
    [T.Q4_0, 32, 18],
    [T.Q4_1, 32, 20],
    [T.Q5_0, 32, 22],
    [T.Q5_1, 32, 24],
    [T.Q8_0, 32, 34],
    [T.Q8_1, 32, 36],
    [T.Q2_K, 256, 84],
    [T.Q3_K, 256, 110],
    [T.Q4_K, 256, 144],
    [T.Q5_K, 256, 176],
    [T.Q6_K, 256, 210],
    [T.Q8_K, 256, 292],
    [T.IQ2_XXS, 256, 66],
    [T.IQ2_XS, 256, 74],
    [T.IQ3_XXS, 256, 98],
    [T.IQ1_S, 256, 50],
    [T.IQ4_NL, 32, 18],
    [T.IQ3_S, 256, 110],
    [T.IQ2_S, 256, 82],
    [T.IQ4_XS, 256, 136],
    [T.I8, 1, 1],
    [T.I16, 1, 2],
    [T.I32, 1, 4],
    [T.I64, 1, 8],
    [T.F64, 1, 8],
    [T.IQ1_M, 256, 56],
    [T.BF16, 1, 2],
    [T.TQ1_0, 256, 54],
    [T.TQ2_0, 256, 66],
    [T.MXFP4, 32, 17],
    [T.NVFP4, 64, 36],
    [T.Q1_0, 128, 18],
    [T.Q2_0, 64, 18],
  ];

  it("has the block layout of every type GGMLQuantizationType names", () => {
    const named = Object.values(T).filter((value) => typeof value === "number");
    expect(TRAITS.map(([type]) => type).sort((a, b) => a - b)).toEqual(named.sort((a, b) => a - b));
    for (const [type, blockSize, typeSize] of TRAITS) expect(GGML_TYPE_LAYOUTS[type]).toEqual({ blockSize, typeSize });
  });

  it("lays out and reads back a tensor of every type", async () => {
    const tensors = TRAITS.map(([type, blockSize]) => ({
      name: `t.${T[type]}`,
      shape: [blockSize * 2, 3],
      dtype: type,
    }));
    const { tensorInfos, dataSize } = ggufTensorLayout(tensors);
    const expectedSize = TRAITS.reduce((sum, [, , typeSize]) => sum + Math.ceil((typeSize * 6) / 32) * 32, 0);
    expect(dataSize).toBe(BigInt(expectedSize));
    const header = serializeGgufHeader(typed(3, {}), tensorInfos);
    const file = new Uint8Array(header.length + expectedSize);
    file.set(header);
    const result = await gguf(new Blob([file]), { computeParametersCount: true });
    expect(result.tensorInfos).toEqual(tensorInfos);
    expect(result.parameterCount).toBe(TRAITS.reduce((sum, [, blockSize]) => sum + blockSize * 6, 0));
  });
});

describe("the writer", () => {
  it("writes magic, version, counts and pairs byte for byte, padded to the alignment", () => {
    const bytes = serializeGgufMetadata(typed(3, { a: { value: 7, type: V.UINT8 } }), { alignment: 8 });
    expect([...bytes]).toEqual([
      ...[0x47, 0x47, 0x55, 0x46, 3, 0, 0, 0],
      ...[0, 0, 0, 0, 0, 0, 0, 0], // tensor_count
      ...[1, 0, 0, 0, 0, 0, 0, 0], // kv_count: the entries written
      ...[1, 0, 0, 0, 0, 0, 0, 0, 0x61], // key "a"
      ...[0, 0, 0, 0, 7], // UINT8 7
      ...[0, 0], // padding to 40
    ]);
  });

  it("refuses a value its type cannot hold instead of wrapping it", () => {
    expect(() => serializeGgufMetadata(typed(3, { a: { value: 256, type: V.UINT8 } }))).toThrow(/"a".*0 to 255/);
    expect(() => serializeGgufMetadata(typed(3, { a: { value: -1n, type: V.UINT64 } }))).toThrow(/uint64/);
    expect(() => serializeGgufMetadata(typed(3, { a: { value: [1], type: V.ARRAY } }))).toThrow(/subType/);
  });

  it("rebuilds a header with new metadata around the file's own tensor infos (buildGgufHeader)", async () => {
    const { file } = smallFile();
    const blob = new Blob([file]);
    const read = await gguf(blob, { typedMetadata: true });
    const updated = { ...read.typedMetadata, "general.name": { value: "renamed", type: V.STRING } };
    const header = await buildGgufHeader(blob, updated, {
      littleEndian: true,
      tensorInfoByteRange: read.tensorInfoByteRange,
    });
    const reread = await gguf(new Blob([header, file.subarray(Number(read.tensorDataOffset))]));
    expect(reread.metadata["general.name"]).toBe("renamed");
    expect(reread.tensorInfos).toEqual(read.tensorInfos);
  });
});

describe("shard file names", () => {
  it("parses llama.cpp's split names and nothing else", () => {
    expect(parseGgufShardFilename("https://x/m/Q4_K_M/m-Q4_K_M-00002-of-00005.gguf")).toEqual({
      prefix: "https://x/m/Q4_K_M/m-Q4_K_M",
      shard: "00002",
      total: "00005",
    });
    expect(parseGgufShardFilename("m-Q4_K_M.gguf")).toBeNull();
    expect(parseGgufShardFilename("m-2-of-5.gguf")).toBeNull();
  });
});

describe("the writer on headers bigger than its first buffer", () => {
  it("writes a 40k-token vocabulary that reads back whole", async () => {
    const tokens = Array.from({ length: 40_000 }, (_, i) => `tok${i}`);
    const { file } = smallFile({
      pairs: { "tokenizer.ggml.tokens": { value: tokens, type: V.ARRAY, subType: V.STRING } },
    });
    const result = await gguf(new Blob([file]));
    expect(result.metadata["tokenizer.ggml.tokens"]).toEqual(tokens);
  });
});

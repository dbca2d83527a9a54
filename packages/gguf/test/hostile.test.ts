/**
 * Crafted files: each is refused with a GGUFFormatError naming the field and the reason, quickly and without
 * allocating what the file claims. The memory bound is checked in a child process with a small heap.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gguf, GGUFFormatError, GGMLQuantizationType as T, GGUFValueType as V } from "../src/index.js";
import type { GGUFFormatReason } from "../src/index.js";
import { raw, smallFile } from "./build.js";

const { u8, u32, u64, str, head, blob } = raw;

/** A tensor info: name, dims, type, offset. */
const tensor = (name: string, dims: bigint[], type: number, offset = 0n) => [
  ...str(name),
  ...u32(dims.length),
  ...dims.flatMap((dim) => u64(dim)),
  ...u32(type),
  ...u64(offset),
];

async function refusal(file: Blob, params: { computeParametersCount?: boolean } = {}) {
  const error: unknown = await gguf(file, params).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GGUFFormatError);
  return error instanceof GGUFFormatError ? { field: error.field, reason: error.reason } : undefined;
}

const cases: [string, Blob, string, GGUFFormatReason, { computeParametersCount?: boolean }?][] = [
  ["wrong magic", blob([0x47, 0x47, 0x4d, 0x4c], u32(3), u64(0n), u64(0n)), "magic", "magic"],
  ["a file shorter than the magic", blob([0x47, 0x47]), "magic", "truncated"],
  ["an unknown version", blob([0x47, 0x47, 0x55, 0x46], u32(4), u64(0n), u64(0n)), "version", "version"],
  ["2^63 key-value pairs", blob(head(0n, 2n ** 63n)), "kv_count", "count-too-large"],
  ["2^40 tensors", blob(head(2n ** 40n, 0n)), "tensor_count", "count-too-large"],
  ["100,000 pairs and tensors in a 24-byte file", blob(head(100_000n, 100_000n)), "metadata[0].key", "truncated"],
  ["100,001 tensors", blob(head(100_001n, 0n)), "tensor_count", "count-too-large"],
  ["a key of 2^62 bytes", blob(head(0n, 1n), u64(2n ** 62n)), "metadata[0].key", "length-too-large"],
  [
    "a string value of 2^40 bytes",
    blob(head(0n, 1n), str("k"), u32(V.STRING), u64(2n ** 40n)),
    'metadata["k"]',
    "length-too-large",
  ],
  [
    "an array of 2^40 elements",
    blob(head(0n, 1n), str("k"), u32(V.ARRAY), u32(V.UINT8), u64(2n ** 40n)),
    'metadata["k"]',
    "length-too-large",
  ],
  [
    "an array of 4M strings in a 40-byte file",
    blob(head(0n, 1n), str("k"), u32(V.ARRAY), u32(V.STRING), u64(4_000_000n)),
    'metadata["k"]',
    "length-too-large",
  ],
  [
    "arrays nested five deep",
    blob(head(0n, 1n), str("k"), u32(V.ARRAY), ...Array.from({ length: 5 }, () => [...u32(V.ARRAY), ...u64(1n)])),
    'metadata["k"][0][0][0][0]',
    "array-too-deep",
  ],
  ["an unknown value type", blob(head(0n, 1n), str("k"), u32(13), u8(0)), 'metadata["k"].type', "value-type"],
  ["a bool that is 2", blob(head(0n, 1n), str("k"), u32(V.BOOL), u8(2)), 'metadata["k"]', "bool-value"],
  [
    "a key twice",
    blob(head(0n, 2n), str("k"), u32(V.UINT8), u8(1), str("k"), u32(V.UINT8), u8(2)),
    'metadata["k"]',
    "duplicate-key",
  ],
  [
    "a pair named tensor_count",
    blob(head(0n, 1n), str("tensor_count"), u32(V.UINT8), u8(1)),
    'metadata["tensor_count"]',
    "reserved-key",
  ],
  [
    "an alignment of 3",
    blob(head(0n, 1n), str("general.alignment"), u32(V.UINT32), u32(3)),
    'metadata["general.alignment"]',
    "alignment",
  ],
  [
    "a tensor of 5 dimensions",
    blob(head(1n, 0n), tensor("t", [1n, 1n, 1n, 1n, 1n], T.F32)),
    "tensor_infos[0].n_dims",
    "dims",
  ],
  [
    "a tensor whose dimensions overflow",
    blob(head(1n, 0n), tensor("t", [2n ** 40n, 2n ** 40n], T.F32)),
    "tensor_infos[0].shape[1]",
    "dim-too-large",
  ],
  ["an unknown tensor type", blob(head(1n, 0n), tensor("t", [32n], 99)), "tensor_infos[0].dtype", "tensor-type"],
  ["a removed tensor type (Q4_2)", blob(head(1n, 0n), tensor("t", [32n], 4)), "tensor_infos[0].dtype", "tensor-type"],
  [
    "rows that are not whole blocks",
    blob(head(1n, 0n), tensor("t", [100n], T.Q4_K)),
    "tensor_infos[0].dtype",
    "tensor-size",
  ],
  [
    "a tensor that overlaps the one before",
    blob(head(2n, 0n), tensor("a", [64n], T.F32), tensor("b", [64n], T.F32, 32n)),
    "tensor_infos[1].offset",
    "tensor-offset",
  ],
  [
    // The counterpart's 1e159 parameters: huge dimensions on a few bytes of file.
    "dimensions that claim more tensor data than the file holds",
    blob(head(1n, 0n), tensor("t", [2n ** 26n, 2n ** 26n], T.F32)),
    "tensor_infos[0]",
    "tensor-beyond-file",
    { computeParametersCount: true },
  ],
];

describe("crafted files are refused with the field and the reason", () => {
  it.each(cases)("%s", async (_name, file, field, reason, params) => {
    expect(await refusal(file, params)).toEqual({ field, reason });
  });

  it("refuses every truncation of a valid file, naming a field, never with another error", async () => {
    const { header } = smallFile();
    for (let length = 0; length < header.length; length++) {
      const error = await gguf(new Blob([header.subarray(0, length)])).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      // A cut inside the final padding leaves a whole header: the reader needs no byte after the tensor infos.
      if (error === undefined) continue;
      expect(error, `cut at ${length}`).toBeInstanceOf(GGUFFormatError);
      // A cut inside a string or array is seen as soon as its length is read: it cannot fit in the file.
      if (error instanceof GGUFFormatError) expect(["truncated", "length-too-large"]).toContain(error.reason);
    }
  });

  it("answers any corruption of a valid header with a result or a GGUFFormatError", async () => {
    const { file } = smallFile();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(file.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        async (flips) => {
          const corrupted = file.slice();
          for (const [at, byte] of flips) corrupted[at] = byte;
          await gguf(new Blob([corrupted]), { computeParametersCount: true }).catch((error: unknown) => {
            expect(error).toBeInstanceOf(GGUFFormatError);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("memory", () => {
  it("refuses files that claim gigabytes within a 128 MB heap", () => {
    const script = fileURLToPath(new URL("./hostile-child.ts", import.meta.url));
    const child = spawnSync(
      process.execPath,
      ["--max-old-space-size=128", "--conditions=@hubkit/source", "--import", "tsx", script],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({
      hugeArray: "length-too-large",
      manyStrings: "length-too-large",
      hugeString: "length-too-large",
      manyArrays: "too-many-array-elements",
    });
  });
});

/**
 * Run by hostile.test.ts in a child process with a small heap: files whose counts claim far more memory than the
 * heap has. Each must be refused (reasons printed as JSON) before the claims are allocated.
 */
import { gguf, GGUFFormatError, GGUFValueType as V } from "../src/index.js";
import { raw } from "./build.js";

const { u32, u64, str, head, blob } = raw;

async function reason(file: Blob): Promise<string> {
  try {
    await gguf(file);
    return "accepted";
  } catch (error) {
    return error instanceof GGUFFormatError ? error.reason : String(error);
  }
}

// Arrays of 2M one-byte elements, over and over: the header's total stops the third.
const bigArray = () => [
  new Uint8Array([...u32(V.ARRAY), ...u32(V.UINT8), ...u64(2_000_000n)]),
  new Uint8Array(2_000_000),
];
const manyArraysFile = new Blob([
  new Uint8Array([...head(0n, 3n), ...str("a")]),
  ...bigArray(),
  new Uint8Array(str("b")),
  ...bigArray(),
  new Uint8Array(str("c")),
  ...bigArray(),
]);

const results = {
  hugeArray: await reason(blob(head(0n, 1n), str("k"), u32(V.ARRAY), u32(V.UINT64), u64(2n ** 32n))),
  manyStrings: await reason(blob(head(0n, 1n), str("k"), u32(V.ARRAY), u32(V.STRING), u64(4_000_000n))),
  hugeString: await reason(blob(head(0n, 1n), str("k"), u32(V.STRING), u64(2n ** 34n))),
  manyArrays: await reason(manyArraysFile),
};
process.stdout.write(JSON.stringify(results));

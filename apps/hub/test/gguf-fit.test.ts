import { gguf } from "@hubkit/gguf";
import { describe, expect, it } from "vitest";
import { bytesOfGb, fileEstimate, fileFit, fitVerdict, TIGHT_MARGIN } from "../src/lib/gguf-fit.js";
import { testGgufFiles } from "./fixtures/gguf-files.js";

const GIB = 1024 ** 3;

describe("fitVerdict", () => {
  it.each([
    [0.5 * GIB, 1 * GIB, "fits"],
    [(1 - TIGHT_MARGIN) * GIB, 1 * GIB, "fits"],
    [0.95 * GIB, 1 * GIB, "tight"],
    [1 * GIB, 1 * GIB, "tight"],
    [1 * GIB + 1, 1 * GIB, "does-not-fit"],
  ])("%d bytes in %d bytes: %s", (total, memory, verdict) => {
    expect(fitVerdict(total, memory)).toBe(verdict);
  });
  it("refuses a memory that is no positive number", () => {
    for (const memory of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => fitVerdict(1, memory)).toThrow(RangeError);
  });
  it("reads the tables' GB as GiB", () => expect(bytesOfGb(24)).toBe(24 * GIB));
});

describe("fileFit on a header read back by the reader", () => {
  const header = async () => {
    const file = testGgufFiles().get("hubkit-demo/gguf-quantizations/model-q8_0.gguf");
    if (file === undefined) throw new Error("no test file");
    return await gguf(new Blob([file.header.slice()]));
  };

  it("adds weights, KV cache, compute and output into a total and judges it against the memory", async () => {
    const parsed = await header();
    const small = fileFit(parsed, 4096, bytesOfGb(1));
    const big = fileFit(parsed, 4096, bytesOfGb(24));
    if (small.kind !== "estimated" || big.kind !== "estimated") throw new Error(`no estimate: ${small.kind}`);
    // Q8_0 weights of a 494M-parameter model: about 525 MB; 4096 tokens × 24 layers × 2 × 128 values × 2 bytes: 48 MiB.
    expect(small.estimate.weightsBytes).toBe(525_120_000);
    expect(small.estimate.kvCache.bytes).toBe(48 * 1024 ** 2);
    expect(small.totalBytes).toBeGreaterThan(small.estimate.weightsBytes + small.estimate.kvCache.bytes);
    expect(small.verdict).toBe("fits");
    expect(fileFit(parsed, 4096, small.totalBytes * 1.05)).toMatchObject({ verdict: "tight" });
    expect(fileFit(parsed, 32768, small.totalBytes)).toMatchObject({ verdict: "does-not-fit" });
    expect(big.verdict).toBe("fits");
  });

  it("prices a header once per context length, however often the page asks and whatever the memory", async () => {
    const parsed = await header();
    const at4k = fileFit(parsed, 4096, bytesOfGb(24));
    if (at4k.kind !== "estimated") throw new Error("no estimate");
    const again = fileFit(parsed, 4096, at4k.totalBytes / 2);
    const at32k = fileFit(parsed, 32768, bytesOfGb(24));
    if (again.kind !== "estimated" || at32k.kind !== "estimated") throw new Error("no estimate");
    // The same estimate object: nothing was computed again, only the verdict against the other memory amount.
    expect(again.estimate).toBe(at4k.estimate);
    expect([at4k.verdict, again.verdict]).toEqual(["fits", "does-not-fit"]);
    expect(at32k.estimate).not.toBe(at4k.estimate);
    expect(at32k.estimate.kvCache.bytes).toBe(8 * at4k.estimate.kvCache.bytes);
    expect(fileEstimate(parsed, 32768)).toBe(at32k.estimate);
    // Another header (a new read of the same file) is priced on its own.
    const reread = await header();
    expect(fileEstimate(reread, 4096)).not.toBe(at4k.estimate);
    expect(fileEstimate(reread, 4096)).toEqual(at4k.estimate);
  });

  it("says why a header cannot be priced instead of a number", async () => {
    const parsed = await header();
    expect(fileFit(parsed, 0, bytesOfGb(8))).toMatchObject({ kind: "refused" });
    const { metadata, tensorInfos } = parsed;
    const broken = { metadata: { ...metadata, "qwen2.block_count": 1_000_000 }, tensorInfos };
    expect(fileFit(broken, 4096, bytesOfGb(8))).toMatchObject({ kind: "refused", field: "qwen2.block_count" });
  });
});

import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { DEFAULT_MEMORY_OPTIONS, SKUS, type HardwareSpec, type SkuType } from "../src/index.js";

interface HardwareReference {
  defaultMemoryOptions: number[];
  skus: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
}

const reference = readFixtureJson<HardwareReference>("hardware.json");
const tables = SKUS as Record<SkuType, Record<string, Record<string, HardwareSpec>>>;

/** Every [kind, vendor, model] of a SKU table, in its order. */
const paths = (skus: Record<string, Record<string, Record<string, unknown>>>) =>
  Object.entries(skus).flatMap(([kind, vendors]) =>
    Object.entries(vendors).flatMap(([vendor, models]) =>
      Object.keys(models).map((model): [string, string, string] => [kind, vendor, model]),
    ),
  );

describe("hardware tables against the reference data", () => {
  it("offer the reference memory sizes, in order", () => {
    expect(DEFAULT_MEMORY_OPTIONS).toEqual(reference.defaultMemoryOptions);
  });

  it("list every kind, vendor and model of the reference, in its order", () => {
    expect(paths(tables)).toEqual(paths(reference.skus));
    expect(paths(tables)).toHaveLength(251);
  });

  it.each(paths(reference.skus))("%s / %s / %s has the reference figures", (kind, vendor, model) => {
    const spec = tables[kind as SkuType][vendor]![model]!;
    const expected = reference.skus[kind]![vendor]![model]!;
    expect(spec).toEqual(expected);
    // Same fields in the same order: the data modules are the reference's entries, not a reshaping of them.
    expect(Object.keys(spec)).toEqual(Object.keys(expected));
  });

  it("gives every NVIDIA GPU a compute capability and every AMD GPU an LLVM target", () => {
    for (const spec of Object.values(SKUS.GPU.NVIDIA)) expect(spec.computeCapability).toBeGreaterThan(5);
    for (const spec of Object.values(SKUS.GPU.AMD)) expect(spec.gfxVersion).toMatch(/^gfx[0-9a-f]+$/);
  });

  it("holds plausible figures (a typo in the data would show here)", () => {
    for (const [kind, vendor, model] of paths(tables)) {
      const spec = tables[kind as SkuType][vendor]![model]!;
      const where = `${kind} / ${vendor} / ${model}`;
      expect(spec.tflops, where).toBeGreaterThan(0);
      expect(spec.msrp, where).toBeGreaterThan(0);
      expect(spec.power, where).toBeGreaterThan(0);
      expect(spec.releaseYear, where).toBeGreaterThanOrEqual(2012);
      expect(spec.releaseYear, where).toBeLessThanOrEqual(2026);
      for (const size of spec.memory ?? []) expect(size, where).toBeGreaterThan(0);
    }
  });
});

/**
 * The GGUF quantization facts against the installed @huggingface/tasks 0.21.54 itself (a dev dependency of benchmarks/,
 * the only workspace that installs peers): enums member for member, the order, and, on generated inputs, the labels and the nearest
 * quant. packages/tasks/test/gguf.test.ts checks the same facts against what 0.21.54 answered, recorded in fixtures/.
 */
import * as official from "@huggingface/tasks-0.21";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../test-support/fixtures.js";
import {
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_QUANT_ORDER,
  parseGGUFQuantLabel,
} from "../../packages/tasks/src/gguf.js";

const reference = readFixtureJson<{ fileTypes: { name: string }[] }>("gguf-quantization.json");

const members = (enumeration: Record<string, string | number>) =>
  Object.entries(enumeration)
    .filter(([key]) => Number.isNaN(Number(key)))
    .map(([name, value]) => ({ name, value }));

/** Hubkit's deliberate difference (src/gguf.ts LABEL_ALIASES): K-quant mixes with a size letter no file type has. */
const deliberate = (fileName: string) => /Q[45]_K_[A-Z]+/.test(fileName.toUpperCase());

describe("GGUF quantization against @huggingface/tasks 0.21.54", () => {
  it("are the installed 0.21.54's, member for member (both ways: numbers map back to names)", () => {
    expect(members(GGMLQuantizationType)).toEqual(members(official.GGMLQuantizationType));
    expect(members(GGMLFileQuantizationType)).toEqual(members(official.GGMLFileQuantizationType));
    expect(GGMLFileQuantizationType[15]).toBe("Q4_K_M");
    expect(GGMLQuantizationType[39]).toBe("MXFP4");
  });

  it("has the same order", () => {
    expect(GGUF_QUANT_ORDER).toEqual(official.GGUF_QUANT_ORDER);
  });

  it("agrees with 0.21.54 on any name built from label pieces, but for the deliberate K-quant size letters", () => {
    const piece = fc.constantFrom(
      ...[...reference.fileTypes.map((t) => t.name), "MXFP4", "UD-", "_", "-", ".", "/", "L", "XL", "M", "S"],
      ...["0", "4", "K", "Q", "I", "F16", "fp16", "gguf", "model", "00001-of-00002"],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.boolean(), (pieces, lower) => {
        const name = `${pieces.join("")}.gguf`;
        const fileName = lower ? name.toLowerCase() : name;
        const ours = parseGGUFQuantLabel(fileName);
        const theirs = official.parseGGUFQuantLabel(fileName);
        if (ours !== theirs) expect(deliberate(fileName)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("chooses as 0.21.54 does for any quant asked and any files available", () => {
    const type = fc.constantFrom(...GGUF_QUANT_ORDER);
    fc.assert(
      fc.property(type, fc.array(type, { maxLength: 12 }), (quant, available) => {
        expect(findNearestQuantType(quant, available)).toBe(official.findNearestQuantType(quant, [...available]));
      }),
      { numRuns: 3000 },
    );
  });
});

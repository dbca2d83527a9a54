import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { GGMLQuantizationType, GGUF_QUANT_RE, GGUF_QUANT_RE_GLOBAL, parseGGUFQuantLabel } from "../src/gguf.js";

interface GgufReference {
  members: { name: string; value: number }[];
  examples: { filename: string; label: string | null }[];
}

const reference = readFixtureJson<GgufReference>("gguf-quantization.json");

describe("GGMLQuantizationType", () => {
  it("holds every member of the reference enumeration with its number", () => {
    const names = Object.keys(GGMLQuantizationType).filter((k) => Number.isNaN(Number(k)));
    expect(names).toEqual(reference.members.map((m) => m.name));
    for (const { name, value } of reference.members) {
      expect(GGMLQuantizationType[name as keyof typeof GGMLQuantizationType]).toBe(value);
      expect(GGMLQuantizationType[value]).toBe(name);
    }
  });
});

describe("parseGGUFQuantLabel", () => {
  it.each(reference.examples)("$filename -> $label", ({ filename, label }) => {
    expect(parseGGUFQuantLabel(filename)).toBe(label ?? undefined);
  });

  it("exposes the single-match and global patterns", () => {
    expect(GGUF_QUANT_RE.flags).toBe("");
    expect(GGUF_QUANT_RE_GLOBAL.flags).toBe("g");
    expect("X-Q5_K_S.GGUF".match(GGUF_QUANT_RE)?.groups).toMatchObject({ quant: "Q5_K", sizeVariation: "S" });
  });

  it("is case-insensitive and returns the label upper-cased", () => {
    expect(parseGGUFQuantLabel("model.q4_k_m.gguf")).toBe("Q4_K_M");
    expect(parseGGUFQuantLabel("Model-Iq2_Xxs.GGUF")).toBe("IQ2_XXS");
  });

  it("is not thrown off by a caller moving the exported global pattern's lastIndex", () => {
    GGUF_QUANT_RE_GLOBAL.lastIndex = 0;
    expect(GGUF_QUANT_RE_GLOBAL.exec("MODEL-Q4_K_M-PART-Q2_K.GGUF")?.[0]).toBe("Q4_K_M");
    expect(GGUF_QUANT_RE_GLOBAL.lastIndex).toBeGreaterThan(0);
    expect(parseGGUFQuantLabel("q8_0.gguf")).toBe("Q8_0");
    GGUF_QUANT_RE_GLOBAL.lastIndex = 0;
  });

  it.each([undefined, null, 42])("rejects %j with an error naming the argument", (name) => {
    expect(() => parseGGUFQuantLabel(name as unknown as string)).toThrow(
      /^parseGGUFQuantLabel: expected a file name string, got /,
    );
  });
});

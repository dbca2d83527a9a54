import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import {
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  ggufFileQuantizationType,
  parseGGUFQuantLabel,
} from "../src/gguf.js";

/** What `@huggingface/tasks` 0.21.54 answered, recorded (fixtures/README.md). */
interface GgufReference {
  tensorTypes: { name: string; value: number }[];
  fileTypes: { name: string; value: number }[];
  order: string[];
  examples: { filename: string; label: string | null }[];
}

const reference = readFixtureJson<GgufReference>("gguf-quantization.json");

const members = (enumeration: Record<string, string | number>) =>
  Object.entries(enumeration)
    .filter(([key]) => Number.isNaN(Number(key)))
    .map(([name, value]) => ({ name, value }));

/**
 * Where Hubkit reads a label 0.21.54 does not (see LABEL_ALIASES in src/gguf.ts and the README's differences):
 * K-quant mixes with a size letter no file type has.
 */
const deliberate = (fileName: string) => /Q[45]_K_[A-Z]+/.test(fileName.toUpperCase());

describe("GGMLQuantizationType and GGMLFileQuantizationType", () => {
  it("hold llama.cpp's tensor types and file types with their numbers, as 0.21.54 records them", () => {
    expect(members(GGMLQuantizationType)).toEqual(reference.tensorTypes);
    expect(members(GGMLFileQuantizationType)).toEqual(reference.fileTypes);
  });
});

describe("GGUF_QUANT_ORDER", () => {
  it("is the hub's order from the biggest to the smallest, naming every file type once", () => {
    expect(GGUF_QUANT_ORDER.map((type) => GGMLFileQuantizationType[type])).toEqual(reference.order);
    expect(new Set(GGUF_QUANT_ORDER).size).toBe(GGUF_QUANT_ORDER.length);
    expect([...GGUF_QUANT_ORDER].sort((a, b) => a - b)).toEqual(
      members(GGMLFileQuantizationType).map(({ value }) => value),
    );
  });
});

describe("parseGGUFQuantLabel", () => {
  it.each(reference.examples)("$filename -> $label", ({ filename, label }) => {
    const parsed = parseGGUFQuantLabel(filename);
    if (deliberate(filename) && label === null) {
      expect(parsed).toMatch(/^Q[45]_K_[A-Z]+$/);
    } else {
      expect(parsed).toBe(label ?? undefined);
    }
  });

  it("reads the labels people publish now", () => {
    expect(parseGGUFQuantLabel("Qwen3-8B-UD-Q4_K_XL.gguf")).toBe("UD-Q4_K_XL");
    expect(parseGGUFQuantLabel("DeepSeek-R1-UD-IQ1_S/DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf")).toBe("UD-IQ1_S");
    expect(parseGGUFQuantLabel("gpt-oss-20b-mxfp4.gguf")).toBe("MXFP4");
    expect(parseGGUFQuantLabel("gpt-oss-120b-MXFP4_MOE.gguf")).toBe("MXFP4_MOE");
    expect(parseGGUFQuantLabel("Llama-3.2-1B-Instruct-IQ3_M.gguf")).toBe("IQ3_M");
    expect(parseGGUFQuantLabel("Kimi-K2-Instruct-UD-TQ1_0-00001-of-00005.gguf")).toBe("UD-TQ1_0");
    expect(parseGGUFQuantLabel("model-NVFP4.gguf")).toBe("NVFP4");
    expect(parseGGUFQuantLabel("Llama-3.2-1B-Instruct-f16.gguf")).toBe("F16");
    expect(parseGGUFQuantLabel("qwen3-8b-Bf16.gguf")).toBe("BF16");
    expect(parseGGUFQuantLabel("Llama-3.2-1B-Instruct-Q4_K_L.gguf")).toBe("Q4_K_L");
  });

  it("exposes the single-match and global patterns, with the prefix, quant and size variation groups", () => {
    expect(GGUF_QUANT_RE.flags).toBe("");
    expect(GGUF_QUANT_RE_GLOBAL.flags).toBe("g");
    expect("X-Q5_K_S.GGUF".match(GGUF_QUANT_RE)?.groups).toMatchObject({ quant: "Q5_K_S" });
    expect("X-UD-Q4_K_XL.GGUF".match(GGUF_QUANT_RE)?.groups).toMatchObject({ prefix: "UD-", quant: "Q4_K_XL" });
    expect("X-Q8_0_L.GGUF".match(GGUF_QUANT_RE)?.groups).toMatchObject({ quant: "Q8_0", sizeVariation: "L" });
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

describe("findNearestQuantType", () => {
  const F = GGMLFileQuantizationType;

  it("takes the quant asked for, else the biggest smaller one, else the smallest bigger one", () => {
    expect(findNearestQuantType(F.Q4_K_M, [F.Q8_0, F.Q4_K_M, F.Q2_K])).toBe(F.Q4_K_M);
    expect(findNearestQuantType(F.Q4_K_M, [F.Q8_0, F.Q4_K_S, F.IQ4_XS, F.Q2_K])).toBe(F.Q4_K_S);
    expect(findNearestQuantType(F.Q4_K_M, [F.BF16, F.Q8_0, F.Q6_K])).toBe(F.Q6_K);
    expect(findNearestQuantType(F.Q4_K_M, [F.Q4_K_XL, F.IQ2_M])).toBe(F.IQ2_M);
    expect(findNearestQuantType(F.Q4_K_M, [])).toBeUndefined();
  });

  it("rejects a list that is not an array with an error naming the argument", () => {
    expect(() => findNearestQuantType(F.Q4_K_M, null as unknown as GGMLFileQuantizationType[])).toThrow(
      /^findNearestQuantType: expected the available quantization types as an array, got null/,
    );
  });
});

describe("ggufFileQuantizationType", () => {
  const F = GGMLFileQuantizationType;

  it("names the file type of a label, Unsloth's prefix and gpt-oss's MXFP4 included", () => {
    expect(ggufFileQuantizationType("Q4_K_M")).toBe(F.Q4_K_M);
    expect(ggufFileQuantizationType("UD-Q4_K_XL")).toBe(F.Q4_K_XL);
    expect(ggufFileQuantizationType("MXFP4")).toBe(F.MXFP4_MOE);
    expect(ggufFileQuantizationType("bf16")).toBe(F.BF16);
    for (const { name, value } of reference.fileTypes) expect(ggufFileQuantizationType(name)).toBe(value);
  });

  it("names none for a label no file type covers, or no label", () => {
    expect(ggufFileQuantizationType("Q4_K_L")).toBeUndefined();
    expect(ggufFileQuantizationType("15")).toBeUndefined();
    expect(ggufFileQuantizationType("constructor")).toBeUndefined();
    expect(ggufFileQuantizationType(undefined)).toBeUndefined();
  });
});

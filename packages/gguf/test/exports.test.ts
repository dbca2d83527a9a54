import { describe, expect, it } from "vitest";
import { GGMLQuantizationType, GGUFValueType } from "../src/index.js";

describe("@hubkit/gguf exports", () => {
  it("numbers the value types as the GGUF format does", () => {
    expect(GGUFValueType.STRING).toBe(8);
    expect(GGUFValueType.ARRAY).toBe(9);
    expect(GGUFValueType.FLOAT64).toBe(12);
  });
  it("re-exports the tensor types of @hubkit/tasks, MXFP4 and NVFP4 included", () => {
    expect(GGMLQuantizationType.MXFP4).toBe(39);
    expect(GGMLQuantizationType.NVFP4).toBe(40);
  });
});

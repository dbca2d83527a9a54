import { describe, expect, it } from "vitest";
import { ggufLabels } from "../src/components/LocalApps.js";

describe("the GGUF picker's labels", () => {
  it("are the quantization and size, with the file's name only where two would read the same", () => {
    const files = [
      { path: "q4/model-q4_k_m.gguf", size: "491.4 MB", quant: "Q4_K_M" },
      { path: "model-fp16.gguf", size: "1.3 GB", quant: undefined },
      { path: "model-f32.gguf", size: "1.3 GB", quant: undefined },
    ];
    expect(ggufLabels(files)).toEqual([
      "Q4_K_M · 491.4 MB",
      "no quant label · 1.3 GB · model-fp16.gguf",
      "no quant label · 1.3 GB · model-f32.gguf",
    ]);
  });

  it("leave out a size the listing does not give", () => {
    expect(ggufLabels([{ path: "model-q8_0.gguf", size: "", quant: "Q8_0" }])).toEqual(["Q8_0"]);
  });
});

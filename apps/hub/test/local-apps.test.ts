import { describe, expect, it } from "vitest";
import { ggufFilesOf, ggufLabels } from "../src/components/LocalApps.js";

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

describe("the GGUF picker's files", () => {
  const listing = (...paths: string[]) => paths.map((path) => ({ type: "file" as const, path, size: 1 }));
  const order = (...paths: string[]) => ggufFilesOf(listing(...paths)).map((file) => file.path);

  it("offer Q4_K_M first, then the biggest quant to the smallest, unlabelled files last", () => {
    expect(
      order("m-Q2_K.gguf", "m-fp16.gguf", "m-Q8_0.gguf", "m-Q4_K_M.gguf", "m-BF16.gguf", "README.md", "m-IQ3_M.gguf"),
    ).toEqual(["m-Q4_K_M.gguf", "m-BF16.gguf", "m-Q8_0.gguf", "m-IQ3_M.gguf", "m-Q2_K.gguf", "m-fp16.gguf"]);
  });

  it("offer the nearest smaller quant first where there is no Q4_K_M, as the hub chooses", () => {
    expect(order("m-Q8_0.gguf", "m-IQ4_XS.gguf", "m-Q4_K_S.gguf", "m-Q3_K_M.gguf")[0]).toBe("m-Q4_K_S.gguf");
    expect(order("m-Q8_0.gguf", "m-Q6_K.gguf")[0]).toBe("m-Q6_K.gguf");
  });

  it("know Unsloth's dynamic quants and gpt-oss's MXFP4 files, label and place", () => {
    // Q4_K_XL ranks above Q4_K_M in the hub's order: without a Q4_K_M, the nearest smaller file is Q2_K_XL.
    const files = ggufFilesOf(listing("Q-UD-Q4_K_XL.gguf", "Q-UD-Q2_K_XL.gguf", "Q-BF16.gguf"));
    expect(files.map((file) => file.quant)).toEqual(["UD-Q2_K_XL", "BF16", "UD-Q4_K_XL"]);
    const oss = ggufFilesOf(listing("gpt-oss-20b-F16.gguf", "gpt-oss-20b-MXFP4.gguf"));
    expect(oss.map((file) => file.quant)).toEqual(["MXFP4", "F16"]);
  });
});

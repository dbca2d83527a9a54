import { gguf } from "@hubkit/gguf";
import { describe, expect, it } from "vitest";
import { summarizeGguf } from "../src/lib/gguf-header.js";
import { DEFAULT_CHOICE, memoryOptions, parseHardwareChoice } from "../src/lib/hardware-choice.js";
import { testGgufFiles, TEST_GGUF_TEMPLATE } from "./fixtures/gguf-files.js";

describe("summarizeGguf", () => {
  const header = async () => {
    const file = testGgufFiles().get("hubkit-demo/gguf-quantizations/model-q8_0.gguf");
    if (file === undefined) throw new Error("no test file");
    return await gguf(new Blob([file.header.slice()]), { computeParametersCount: false });
  };

  it("shows what the header holds, by llama.cpp's names", async () => {
    const summary = summarizeGguf(await header());
    expect(summary).toMatchObject({
      architecture: "qwen2",
      contextLength: 32768,
      fileType: "Q8_0",
      tokenizerModel: "gpt2",
      vocabularySize: 151936,
      chatTemplate: TEST_GGUF_TEMPLATE,
      tensorTypes: [
        { type: "Q8_0", count: 169 },
        { type: "F32", count: 121 },
      ],
    });
    expect(summary.specialTokens).toEqual([
      { role: "eos", id: 151645, text: "<|im_end|>" },
      { role: "pad", id: 151643, text: "<|endoftext|>" },
    ]);
  });

  it("leaves out values of the wrong type instead of showing them", async () => {
    const parsed = await header();
    const summary = summarizeGguf({
      ...parsed,
      metadata: {
        ...parsed.metadata,
        "qwen2.context_length": "32768 tokens",
        "general.file_type": -1,
        "tokenizer.chat_template": 7,
        "tokenizer.ggml.eos_token_id": 10n ** 30n,
        "tokenizer.ggml.bos_token_id": 99_999_999,
      },
    });
    expect(summary.contextLength).toBeUndefined();
    expect(summary.fileType).toBeUndefined();
    expect(summary.chatTemplate).toBeUndefined();
    // An id past the vocabulary keeps its number and shows no text; an id too big for a number is left out.
    expect(summary.specialTokens).toEqual([
      { role: "bos", id: 99_999_999, text: undefined },
      { role: "pad", id: 151643, text: "<|endoftext|>" },
    ]);
  });
});

describe("the stored hardware choice", () => {
  it("reads back a device of the tables or a typed memory", () => {
    const device = { device: ["Apple Silicon", "-", "Apple M2 Max"], memoryGb: 64, contextLength: 8192 };
    expect(parseHardwareChoice(JSON.stringify(device))).toEqual(device);
    const typed = { memoryGb: 12.5, contextLength: 4096 };
    expect(parseHardwareChoice(JSON.stringify(typed))).toEqual({ device: undefined, ...typed });
  });

  it("ignores anything else: junk, unknown devices, bad numbers, inherited names", () => {
    for (const text of [
      null,
      "{",
      "[]",
      JSON.stringify({ memoryGb: 0, contextLength: 4096 }),
      JSON.stringify({ memoryGb: 1e9, contextLength: 4096 }),
      JSON.stringify({ memoryGb: 8, contextLength: 0.5 }),
      JSON.stringify({ device: ["GPU", "NVIDIA", "RTX 9999"], memoryGb: 8, contextLength: 4096 }),
      JSON.stringify({ device: ["constructor", "name", "length"], memoryGb: 8, contextLength: 4096 }),
      JSON.stringify({ device: ["GPU", "__proto__", "x"], memoryGb: 8, contextLength: 4096 }),
      "x".repeat(2000),
    ])
      expect(parseHardwareChoice(text)).toBeUndefined();
  });

  it("offers a device's own memory sizes, and the usual ones for a CPU", () => {
    expect(memoryOptions(DEFAULT_CHOICE.device)).toEqual([24]);
    expect(memoryOptions(["CPU", "Intel", "Xeon 4th Generation (Sapphire Rapids)"])).toContain(64);
  });
});

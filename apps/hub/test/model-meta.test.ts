import { describe, expect, it } from "vitest";
import type { HubModel } from "../src/hub-types.js";
import { fileDownloadHref } from "../src/lib/links.js";
import { baseModelsOf, formatParameters, modelMeta } from "../src/lib/model-meta.js";
import { withoutEmoji } from "../src/lib/text.js";

const model = (overrides: Partial<HubModel>): HubModel => ({
  id: "org/model",
  inference: "",
  tags: [],
  downloads: 0,
  likes: 0,
  lastModified: "",
  ...overrides,
});

describe("base models", () => {
  it("take the relation from base_model:{relation}:{id} tags", () => {
    const tags = ["base_model:merge:a/one", "base_model:merge:b/two", "base_model:quantized:c/three"];
    expect(baseModelsOf(model({ tags }), undefined)).toEqual([
      { id: "a/one", relation: "merge" },
      { id: "b/two", relation: "merge" },
      { id: "c/three", relation: "quantized" },
    ]);
  });

  it("infer it from the repository when only base_model is named", () => {
    expect(baseModelsOf(model({ library_name: "peft" }), { base_model: "facebook/opt-350m" })).toEqual([
      { id: "facebook/opt-350m", relation: "adapter" },
    ]);
    expect(baseModelsOf(model({ id: "x/y-GGUF", tags: ["gguf"] }), { base_model: "x/y" })).toEqual([
      { id: "x/y", relation: "quantized" },
    ]);
    expect(baseModelsOf(model({ tags: ["base_model:meta-llama/Llama-3.1-8B"] }), undefined)).toEqual([
      { id: "meta-llama/Llama-3.1-8B", relation: "finetune" },
    ]);
  });

  it("ignore values that are not ids of sensible length, and the model itself", () => {
    expect(baseModelsOf(model({}), { base_model: [{ evil: 1 }, "x".repeat(500), "org/model"] })).toEqual([]);
  });
});

describe("model details", () => {
  it("read license, languages and datasets from the front matter first, then cardData and tags", () => {
    const meta = modelMeta(model({ tags: ["license:apache-2.0", "dataset:squad"], cardData: {} }), {
      license: "other",
      license_name: "custom-licence",
      language: "en",
      datasets: ["wikipedia"],
    });
    expect(meta.license).toBe("custom-licence");
    expect(meta.languages).toEqual(["en"]);
    expect(meta.datasets).toEqual(["wikipedia", "squad"]);
    expect(modelMeta(model({ tags: ["license:apache-2.0"] }), undefined).license).toBe("apache-2.0");
  });

  it("give size and tensor types from safetensors, else GGUF", () => {
    const meta = modelMeta(
      model({ safetensors: { parameters: { F32: 1_000, BF16: 8_030_261_248 }, total: 8_030_262_248, sharded: true } }),
      undefined,
    );
    expect(meta.parameters).toBe(8_030_262_248);
    expect(meta.tensorTypes.map((t) => t.type)).toEqual(["BF16", "F32"]);
    expect(formatParameters(8_030_262_248)).toBe("8.03B");
    expect(formatParameters(494_032_768)).toBe("494M");
    expect(modelMeta(model({ gguf: { total: 494_032_768, architecture: "qwen2" } }), undefined).parameters).toBe(
      494_032_768,
    );
  });
});

describe("links and labels", () => {
  it("download links keep the repository and file path inside the hub", () => {
    expect(fileDownloadHref("https://huggingface.co", "org/m", "sub dir/model.gguf")).toBe(
      "https://huggingface.co/org/m/resolve/main/sub%20dir/model.gguf?download=true",
    );
    expect(fileDownloadHref("https://huggingface.co", "org/m", "../../evil")).toBeUndefined();
    expect(fileDownloadHref("https://huggingface.co", "/evil.example/x", "a")).toBeUndefined();
    expect(fileDownloadHref("javascript:alert(1)", "org/m", "a")).toBeUndefined();
  });

  it("emoji leave catalogue labels", () => {
    expect(withoutEmoji("🤗/transformers")).toBe("transformers");
    expect(withoutEmoji("diffusers")).toBe("diffusers");
  });
});

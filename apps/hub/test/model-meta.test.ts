import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { fileDownloadHref, hubFileHref, hubModelHref, licenseHref } from "../shared/links.js";
import { baseModelsOf, formatParameters, modelMeta } from "../shared/model-meta.js";
import { withoutEmoji } from "../src/lib/text.js";

const model = (overrides: Partial<HubModel>): HubModel => ({ id: "org/model", inference: "", tags: [], ...overrides });

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

  it("name a license 'other' by its own name, with its link, and say when it forbids commercial use", () => {
    const flux = modelMeta(
      model({
        tags: ["license:other"],
        cardData: { license: "other", license_name: "flux-1-dev-non-commercial-license", license_link: "LICENSE.md" },
      }),
      undefined,
    );
    expect(flux).toMatchObject({
      license: "flux-1-dev-non-commercial-license",
      licenseLink: "LICENSE.md",
      nonCommercial: true,
    });
    for (const [license, nonCommercial] of [
      ["cc-by-nc-4.0", true],
      ["cc-by-nc-sa-4.0", true],
      ["apache-2.0", false],
      ["openrail++", false],
      ["llama3.1", false],
    ] as const) {
      expect(modelMeta(model({ tags: [`license:${license}`] }), undefined).nonCommercial, license).toBe(nonCommercial);
    }
  });

  it("say a repository is gated when the hub says so, in any of its words", () => {
    for (const gated of [true, "auto", "manual"] as const)
      expect(modelMeta(model({ gated }), undefined).gated).toBe(true);
    expect(modelMeta(model({ gated: false }), undefined).gated).toBe(false);
    expect(modelMeta(model({}), undefined).gated).toBe(false);
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

  it("links to a file or folder on the hub at a revision, a model's page there, and a license's text", () => {
    const hub = "https://huggingface.co";
    expect(hubFileHref(hub, "org/m", "README.md", { view: "blob", revision: "refs/pr/1" })).toBe(
      "https://huggingface.co/org/m/blob/refs%2Fpr%2F1/README.md",
    );
    expect(hubFileHref(hub, "org/m", "onnx", { view: "tree" })).toBe("https://huggingface.co/org/m/tree/main/onnx");
    expect(hubFileHref(hub, "org/m", "a/../b", { view: "blob" })).toBeUndefined();
    expect(hubModelHref("https://hub.example/", "meta-llama/Llama-3.1-8B")).toBe(
      "https://hub.example/meta-llama/Llama-3.1-8B",
    );
    expect(hubModelHref(hub, "//evil.example")).toBeUndefined();
    expect(licenseHref(hub, "org/m", "LICENSE.md")).toBe("https://huggingface.co/org/m/blob/main/LICENSE.md");
    expect(licenseHref(hub, "org/m", "https://example.com/terms")).toBe("https://example.com/terms");
    expect(licenseHref(hub, "org/m", "javascript:alert(1)")).toBeUndefined();
    expect(licenseHref(hub, "org/m", "../../etc")).toBeUndefined();
  });

  it("emoji leave catalogue labels", () => {
    expect(withoutEmoji("🤗/transformers")).toBe("transformers");
    expect(withoutEmoji("diffusers")).toBe("diffusers");
  });
});

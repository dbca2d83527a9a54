import { describe, expect, it } from "vitest";
import type { CatalogueModel } from "../shared/hub-types.js";
import { withFacts } from "../server/hub/catalogue.js";
import { parseModelFacts } from "../server/hub/model-facts.js";
import { treeOf } from "../server/hub/model-files.js";

const SOURCE = { source: "https://huggingface.co/org/model", read: "2026-11-28" };
const parse = (models: unknown) => parseModelFacts({ models }, "facts.json");

describe("the facts file's checks", () => {
  it("read each kind of fact with its source", () => {
    const facts = parse({
      "org/model": {
        license: { id: "other", name: "some-license", link: "LICENSE.md", ...SOURCE },
        gated: { value: true, ...SOURCE },
        baseModels: { ids: ["org/base"], ...SOURCE },
        files: {
          revision: "refs/pr/1",
          ...SOURCE,
          entries: [
            { path: "a.bin", size: "1.45 GB" },
            { path: "d", type: "directory" },
          ],
        },
        summary: { text: "A model.", ...SOURCE },
      },
      "org/none": { license: { declared: false, ...SOURCE } },
    });
    expect(facts.get("org/model")?.license).toMatchObject({ declared: true, id: "other", name: "some-license" });
    expect(facts.get("org/none")?.license).toEqual({ declared: false, url: SOURCE.source, read: SOURCE.read });
  });

  it.each([
    [{ license: { id: "mit", source: "http://huggingface.co/x", read: "2026-11-28" } }, /https address/],
    [{ license: { id: "mit", source: "a page I read", read: "2026-11-28" } }, /not an address/],
    [{ license: { id: "mit", ...SOURCE, read: "28/11/2026" } }, /"read"/],
    [{ license: { id: "other", ...SOURCE } }, /needs its "name"/],
    [{ license: { declared: false, id: "mit", ...SOURCE } }, /not declared has no "id"/],
    [{ downloads: { value: 10, ...SOURCE } }, /unknown fact "downloads"/],
    [{ gated: { value: "maybe", ...SOURCE } }, /"value" must be/],
    [{ baseModels: { ids: ["../x"], ...SOURCE } }, /no repository id/],
    [{ files: { revision: "main", ...SOURCE, entries: [{ path: "a", size: "about 2 GB" }] } }, /neither bytes/],
    [{ files: { revision: "main", ...SOURCE, entries: [{ path: "../a", size: 1 }] } }, /"path"/],
    [
      {
        files: {
          revision: "main",
          ...SOURCE,
          entries: [
            { path: "a", size: 1 },
            { path: "a", size: 2 },
          ],
        },
      },
      /twice/,
    ],
    [{ summary: { text: "x".repeat(2000), ...SOURCE } }, /longer than/],
  ])("refuse %j, naming the model and the fact", (record, message) => {
    expect(() => parse({ "org/model": record })).toThrow(message);
    expect(() => parse({ "org/model": record })).toThrow(/^facts\.json: org\/model/);
  });

  it("refuse a key that is no repository id", () => {
    expect(() => parse({ __proto__x: {} })).toThrow(/not a repository id/);
  });
});

describe("a record with its facts", () => {
  const record: CatalogueModel = {
    id: "org/model",
    inference: "",
    tags: ["transformers", "license:mit", "base_model:finetune:org/unsourced"],
    cardData: { base_model: "org/unsourced", instance_prompt: "x" },
  };

  it("takes its license, access and base models from the facts only", () => {
    const facts = parse({
      "org/model": {
        license: { id: "apache-2.0", ...SOURCE },
        gated: { value: false, ...SOURCE },
        baseModels: { ids: ["org/base"], ...SOURCE },
      },
    }).get("org/model");
    const model = withFacts(record, facts);
    expect(model?.tags).toEqual(["transformers", "license:apache-2.0", "base_model:org/base"]);
    expect(model?.cardData).toEqual({ instance_prompt: "x", license: "apache-2.0", base_model: "org/base" });
    expect(model?.gated).toBe(false);
    expect(model?.sampleFacts).toEqual({
      license: { url: SOURCE.source, read: SOURCE.read, declared: true },
      gated: { url: SOURCE.source, read: SOURCE.read },
      baseModels: { url: SOURCE.source, read: SOURCE.read },
    });
  });

  it("leaves the catalogue without a license fact, and says a license is not declared where the source shows none", () => {
    expect(withFacts(record, undefined)).toBeUndefined();
    expect(withFacts(record, {})).toBeUndefined();
    const none = withFacts(
      record,
      parse({ "org/model": { license: { declared: false, ...SOURCE } } }).get("org/model"),
    );
    expect(none?.tags).toEqual(["transformers"]);
    expect(none?.cardData).toEqual({ instance_prompt: "x" });
    expect(none?.sampleFacts?.license.declared).toBe(false);
  });
});

describe("tree/main from a listing", () => {
  it("keeps each size as read (bytes, or the page's text), directories first, by path as the hub sorts", () => {
    const listing = parse({
      "org/model": {
        files: {
          revision: "main",
          ...SOURCE,
          entries: [
            { path: "model.safetensors", size: "1.45 GB" },
            { path: "README.md", size: 920 },
            { path: "vae", type: "directory" },
            { path: ".gitattributes", size: "1.52 kB" },
          ],
        },
      },
    }).get("org/model")?.files;
    expect(treeOf(listing!)).toEqual([
      { type: "directory", path: "vae", size: 0 },
      { type: "file", path: ".gitattributes", sizeText: "1.52 kB" },
      { type: "file", path: "README.md", size: 920 },
      { type: "file", path: "model.safetensors", sizeText: "1.45 GB" },
    ]);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { modelUses } from "../server/model-uses.js";
import type { LocalAppUse } from "../shared/model-uses.js";
import { LibrarySnippets } from "../src/components/LibrarySnippets.js";
import { contentForFile, ggufFilesOf } from "../src/components/LocalApps.js";
import type { HubModel } from "../shared/hub-types.js";
import { asModelPageData, type ModelPageData } from "../shared/page-data.js";
import { testRecords } from "./fixtures/test-records.js";
import { testApp } from "./support.js";

const GGUF_ID = "hubkit-demo/gguf-quantizations";

async function pageData(id: string): Promise<ModelPageData> {
  const app = testApp({ ...testRecords() });
  const response = await app.request(`/_hubkit/page-data/${id}`);
  expect(response.status).toBe(200);
  const data = asModelPageData(await response.json());
  if (data === undefined) throw new Error(`/_hubkit/page-data/${id} is not page data`);
  return data;
}

function appOf(apps: LocalAppUse[], key: string): LocalAppUse {
  const app = apps.find((candidate) => candidate.key === key);
  if (app === undefined) throw new Error(`no local app ${key} in ${apps.map((candidate) => candidate.key).join(", ")}`);
  return app;
}

describe("'Use this model' and 'Run locally', made on the server", () => {
  it("come in the page data: the library's label, links and snippets, GGUF placeholders left for the page", async () => {
    const { uses } = await pageData(GGUF_ID);
    expect(uses.library).toMatchObject({ key: "llama-cpp-python", prettyLabel: "llama-cpp-python" });
    expect(uses.library?.repoUrl).toMatch(/^https:\/\//);
    expect(uses.library?.snippets.join("\n")).toContain("{{GGUF_FILE}}");
    const llamaCpp = appOf(uses.localApps, "llama.cpp");
    expect(llamaCpp.content.kind).toBe("snippets");
    expect(JSON.stringify(llamaCpp.content)).toContain("{{QUANT_TAG}}");
  });

  it("give a deep link per GGUF file where the app's link names the file, and one without a file", async () => {
    const { uses } = await pageData(GGUF_ID);
    const lmStudio = appOf(uses.localApps, "lmstudio");
    expect(lmStudio.content).toEqual({
      kind: "link",
      href: "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations",
      hrefByFile: {
        "model-f16.gguf": "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations&file=model-f16.gguf",
        "model-q4_k_m.gguf": "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations&file=model-q4_k_m.gguf",
        "model-q8_0.gguf": "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations&file=model-q8_0.gguf",
      },
    });
    // Jan's link names no file: no per-file links.
    expect(appOf(uses.localApps, "jan").content).not.toHaveProperty("hrefByFile");
  });

  it("are filled on the page with the picked file: commands, deep links and the library's snippets", async () => {
    const data = await pageData(GGUF_ID);
    const files = ggufFilesOf(data.tree ?? []);
    const q8 = files.find((file) => file.quant === "Q8_0");
    expect(q8).toBeDefined();
    const commands = contentForFile(appOf(data.uses.localApps, "llama.cpp").content, q8);
    expect(JSON.stringify(commands)).toContain("hubkit-demo/gguf-quantizations:Q8_0");
    expect(JSON.stringify(commands)).not.toContain("{{");
    expect(contentForFile(appOf(data.uses.localApps, "lmstudio").content, q8)).toEqual({
      kind: "link",
      href: "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations&file=model-q8_0.gguf",
    });
    const markup = renderToStaticMarkup(
      <LibrarySnippets model={data.model} library={data.uses.library} ggufFile="model-q8_0.gguf" />,
    );
    expect(markup).toContain("model-q8_0.gguf");
    expect(markup).not.toContain("{{GGUF_FILE}}");
  });

  it("never hand the page a link that runs script, even one the page data brings", () => {
    const content = {
      kind: "link" as const,
      href: "javascript:alert(1)",
      hrefByFile: { "a.gguf": "data:text/html,x" },
    };
    expect(contentForFile(content, undefined)).toEqual({ kind: "link", href: undefined });
    expect(contentForFile(content, { path: "a.gguf", size: "", quant: undefined })).toEqual({
      kind: "link",
      href: undefined,
    });
  });

  it("say that a gated repository's snippets need a token, and only for a gated one", () => {
    const library = { key: "x", prettyLabel: "X", repoName: "x", repoUrl: "https://example.com", snippets: ["run()"] };
    const model: HubModel = { id: "a/b", tags: [], inference: "", library_name: "x" };
    const open = renderToStaticMarkup(<LibrarySnippets model={{ ...model, gated: false }} library={library} />);
    expect(open).not.toContain("This repository is gated");
    for (const gated of [true, "auto", "manual"] as const) {
      const markup = renderToStaticMarkup(<LibrarySnippets model={{ ...model, gated }} library={library} />);
      expect(markup).toContain("This repository is gated");
      expect(markup).toContain("HF_TOKEN");
    }
    const none = renderToStaticMarkup(
      <LibrarySnippets model={{ ...model, gated: "manual" }} library={{ ...library, snippets: [] }} />,
    );
    expect(none).not.toContain("This repository is gated");
  });

  it("say what a library's generator or the filling failed on, where the snippet would be", () => {
    const library = { key: "x", prettyLabel: "X", repoName: "x", repoUrl: "https://example.com", snippets: [] };
    const model = { id: "a/b", tags: [], library_name: "x" } as unknown as HubModel;
    const failed = renderToStaticMarkup(
      <LibrarySnippets model={model} library={{ ...library, error: "config.json lacks a field" }} />,
    );
    expect(failed).toContain("The snippet generator failed");
    expect(failed).toContain("config.json lacks a field");
  });

  it("are part of what the page accepts as page data: data without them is refused", async () => {
    const data = await pageData("google/vit-base-patch16-224");
    expect(asModelPageData(data)).toBeDefined();
    const { uses: _uses, ...without } = data;
    expect(asModelPageData(without)).toBeUndefined();
    expect(asModelPageData({ ...data, uses: { localApps: [], library: { snippets: "x" } } })).toBeUndefined();
  });

  it("run a picked GGUF file without a quant label as that file, never another one (Qwen's fp16 shards)", async () => {
    const { model } = await pageData(GGUF_ID);
    const fp16 = "qwen2.5-7b-instruct-fp16-00001-of-00004.gguf";
    const tree = [
      { type: "file" as const, path: fp16, size: 4_000_000_000 },
      { type: "file" as const, path: "qwen2.5-7b-instruct-q4_k_m.gguf", size: 4_700_000_000 },
      { type: "file" as const, path: "qwen2.5-7b-instruct-f16.gguf", size: 15_200_000_000 },
    ];
    const uses = modelUses(model, tree);
    const files = ggufFilesOf(tree);
    const picked = (path: string) => files.find((file) => file.path === path);
    const shown = (key: string, path: string) =>
      JSON.stringify(contentForFile(appOf(uses.localApps, key).content, picked(path)));
    const llama = appOf(uses.localApps, "llama.cpp").content;
    expect(llama.kind === "snippets" && Object.keys(llama.itemsByFile ?? {})).toEqual([fp16]);
    expect(shown("llama.cpp", fp16)).toContain(`-hf '${GGUF_ID}' --hf-file '${fp16}'`);
    expect(shown("llama.cpp", fp16)).not.toContain("{{");
    expect(shown("ollama", fp16)).toContain("selects a GGUF file by the quantization label");
    expect(shown("ollama", fp16)).not.toContain("ollama run");
    // A labelled F16 file fills the tag as any other label.
    expect(shown("llama.cpp", "qwen2.5-7b-instruct-f16.gguf")).toContain(`-hf '${GGUF_ID}:F16'`);
    expect(shown("ollama", "qwen2.5-7b-instruct-f16.gguf")).toContain(`ollama run 'hf.co/${GGUF_ID}:F16'`);
  });

  it("name no library for a model without one, and keep built-in names out of the catalogue", () => {
    const bare = { id: "a/b", tags: [] } as unknown as HubModel;
    expect(modelUses(bare, undefined)).toEqual({ localApps: [] });
    const proto = { id: "a/b", tags: [], library_name: "__proto__" } as unknown as HubModel;
    expect(modelUses(proto, undefined).library).toBeUndefined();
  });
});

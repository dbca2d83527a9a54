import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { LOCAL_APPS, type LocalApp, type LocalAppSnippet, type ModelData } from "../src/index.js";
import { adversarialModels, MARKER } from "./fixtures/library-snippets/adversarial-models.js";
import { checkShell } from "./model-libraries-code-checks.js";

interface ReferenceApp {
  key: string;
  prettyLabel: string;
  docsUrl: string;
  mainTask: string;
  macOSOnly?: boolean;
  kind: "snippet" | "deeplink";
  deeplinkExample?: { modelId: string; filepath: string; url: string };
}

const reference = readFixtureJson<{ localApps: ReferenceApp[] }>("library-catalogue.json").localApps;
const publicModels = readFixtureJson<{ models: ModelData[] }>("models-public.json").models;
const apps = LOCAL_APPS as Record<string, LocalApp>;

const GGUF_CHAT: ModelData = publicModels.find((model) => model.id === "Qwen/Qwen2.5-0.5B-Instruct-GGUF")!;
const LLAMA: ModelData = publicModels.find((model) => model.id === "meta-llama/Llama-3.1-8B-Instruct")!;
const SD3: ModelData = publicModels.find((model) => model.id === "stabilityai/stable-diffusion-3-medium-diffusers")!;

/** Every shell text an app's snippet returns: setup steps and commands. */
function shellTexts(app: LocalApp, model: ModelData, filepath?: string): string[] {
  if (!("snippet" in app)) {
    return [];
  }
  const result = app.snippet(model, filepath);
  const items: (string | LocalAppSnippet)[] = Array.isArray(result) ? result : [result];
  return items.flatMap((item) =>
    typeof item === "string"
      ? [item]
      : [
          ...(item.setup !== undefined ? [item.setup] : []),
          ...(Array.isArray(item.content) ? item.content : [item.content]),
        ],
  );
}

describe("LOCAL_APPS", () => {
  it("has the reference apps, in order, with their labels, links, task and macOS flag", () => {
    expect(Object.keys(LOCAL_APPS)).toEqual(reference.map((app) => app.key));
    for (const ref of reference) {
      const app = apps[ref.key]!;
      expect({
        prettyLabel: app.prettyLabel,
        docsUrl: app.docsUrl,
        mainTask: app.mainTask,
        macOSOnly: app.macOSOnly,
      }).toEqual({
        prettyLabel: ref.prettyLabel,
        docsUrl: ref.docsUrl,
        mainTask: ref.mainTask,
        macOSOnly: ref.macOSOnly,
      });
      expect("snippet" in app ? "snippet" : "deeplink", ref.key).toBe(ref.kind);
    }
  });

  it.each(reference.filter((app) => app.kind === "deeplink").map((app) => [app.key, app] as const))(
    "%s deep link matches the reference example",
    (key, ref) => {
      const app = apps[key]!;
      if (!("deeplink" in app)) {
        throw new Error(`${key} should be a deep link`);
      }
      const model: ModelData = { id: ref.deeplinkExample!.modelId, tags: [], inference: "" };
      expect(app.deeplink(model, ref.deeplinkExample!.filepath).href).toBe(ref.deeplinkExample!.url);
    },
  );

  it("percent-encodes hostile ids in deep links", () => {
    const app = apps.lmstudio!;
    if (!("deeplink" in app)) {
      throw new Error("lmstudio should be a deep link");
    }
    const model: ModelData = { id: "org/a&file=evil.gguf#x y", tags: [], inference: "" };
    expect(app.deeplink(model, "f?.gguf").href).toBe(
      "lmstudio://open_from_hf?model=org/a%26file%3Devil.gguf%23x%20y&file=f%3F.gguf",
    );
    const lone: ModelData = { id: "org/\ud800", tags: [], inference: "" };
    expect(app.deeplink(lone, undefined).href).toBe("lmstudio://open_from_hf?model=org/%EF%BF%BD");
  });

  it("is offered where it runs: GGUF apps on GGUF models, vLLM/TGI on transformers LLMs, image apps on diffusers", () => {
    const offered = (model: ModelData) =>
      Object.entries(apps)
        .filter(([, app]) => app.displayOnModelPage(model))
        .map(([key]) => key);
    expect(offered(GGUF_CHAT)).toEqual([
      "llama.cpp",
      "node-llama-cpp",
      "lmstudio",
      "localai",
      "jan",
      "backyard",
      "sanctum",
      "jellybox",
      "msty",
      "recursechat",
      "ollama",
    ]);
    expect(offered(LLAMA)).toEqual(["vllm", "tgi"]);
    expect(offered(SD3)).toEqual(["jellybox", "drawthings", "diffusionbee", "invoke"]);
  });

  it("asks chat servers for max_tokens 512 (llama.cpp, vLLM, TGI)", () => {
    for (const [key, model] of [
      ["llama.cpp", GGUF_CHAT],
      ["vllm", LLAMA],
      ["tgi", LLAMA],
    ] as const) {
      const text = shellTexts(apps[key]!, model).join("\n");
      expect(text, key).toContain('"max_tokens": 512');
      expect(text, key).toContain("/v1/chat/completions");
      expect(text, key).toContain('"content": "What is the capital of France?"');
    }
    const completion = shellTexts(apps.vllm!, { ...LLAMA, tags: [] }).join("\n");
    expect(completion).toContain("/v1/completions");
    expect(completion).toContain('"prompt": "Once upon a time,"');
  });

  it("runs the chosen GGUF file: its quant label, or the file itself", () => {
    expect(shellTexts(apps.ollama!, GGUF_CHAT, "qwen2.5-0.5b-instruct-q4_k_m.gguf")).toEqual([
      "ollama run 'hf.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF:Q4_K_M'",
    ]);
    // Without a chosen file: the counterpart's placeholders, for the page to fill (fillGGUFPlaceholders).
    expect(shellTexts(apps.ollama!, GGUF_CHAT)).toEqual([
      "ollama run 'hf.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF:{{QUANT_TAG}}'",
    ]);
    expect(shellTexts(apps["llama.cpp"]!, GGUF_CHAT)[1]).toContain(
      "llama-server -hf 'Qwen/Qwen2.5-0.5B-Instruct-GGUF:{{QUANT_TAG}}'",
    );
    expect(shellTexts(apps["node-llama-cpp"]!, GGUF_CHAT)[0]).toBe(
      "npx -y node-llama-cpp chat 'hf:Qwen/Qwen2.5-0.5B-Instruct-GGUF:{{QUANT_TAG}}'",
    );
    expect(shellTexts(apps.localai!, GGUF_CHAT)[1]).toBe(
      "local-ai run 'huggingface://Qwen/Qwen2.5-0.5B-Instruct-GGUF/{{GGUF_FILE}}'",
    );
    expect(shellTexts(apps.localai!, GGUF_CHAT, "q8/model-Q8_0.gguf")[1]).toBe(
      "local-ai run 'huggingface://Qwen/Qwen2.5-0.5B-Instruct-GGUF/q8/model-Q8_0.gguf'",
    );
    expect(shellTexts(apps["node-llama-cpp"]!, GGUF_CHAT, "custom.gguf")[0]).toBe(
      "npx -y node-llama-cpp chat 'hf:Qwen/Qwen2.5-0.5B-Instruct-GGUF/custom.gguf'",
    );
    expect(shellTexts(apps["llama.cpp"]!, GGUF_CHAT, "model-Q8_0.gguf")[1]).toContain(
      "llama-server -hf 'Qwen/Qwen2.5-0.5B-Instruct-GGUF:Q8_0'",
    );
  });

  it("builds llama.cpp without the libcurl option it dropped in January 2026 (b7736)", () => {
    const app = apps["llama.cpp"]!;
    if (!("snippet" in app)) {
      throw new Error("llama.cpp should be a snippet");
    }
    const result = app.snippet(GGUF_CHAT);
    const build = (Array.isArray(result) ? result : [result]).find(
      (item): item is LocalAppSnippet => typeof item !== "string" && item.title === "Build from source code",
    );
    expect(build?.setup).toContain("cmake -B build  # -hf downloads need OpenSSL (libssl-dev)");
    expect(build?.setup).not.toContain("LLAMA_CURL");
    expect(build?.setup).toContain("https://github.com/ggml-org/llama.cpp.git");
  });

  it("writes shell that bash -n accepts, for public and hostile records, with no input outside quotes", () => {
    const jobs: { where: string; code: string; marker: string }[] = [];
    const records: (ModelData & { marker?: string })[] = [...publicModels, ...adversarialModels()];
    for (const [key, app] of Object.entries(apps)) {
      for (const record of records) {
        for (const filepath of [undefined, "model-Q4_K_M.gguf", record.marker ? `${record.id}.gguf` : undefined]) {
          for (const code of shellTexts(app, record, filepath)) {
            jobs.push({ where: `${key} for ${JSON.stringify(record.id)}`, code, marker: record.marker ?? "" });
          }
        }
      }
    }
    const unique = [...new Map(jobs.map((job) => [JSON.stringify([job.code, job.marker]), job])).values()];
    const withMarker = unique.filter((job) => job.marker !== "");
    const results = [
      ...checkShell(
        unique.filter((job) => job.marker === "").map((job) => job.code),
        "",
      ),
      ...checkShell(
        withMarker.map((job) => job.code),
        MARKER,
      ),
    ];
    const ordered = [...unique.filter((job) => job.marker === ""), ...withMarker];
    const problems = ordered.flatMap((job, i) =>
      results[i]!.ok && results[i]!.leaks.length === 0
        ? []
        : [`${job.where}: ${results[i]!.error ?? results[i]!.leaks.join("; ")}\n${job.code}`],
    );
    expect(problems).toEqual([]);
    expect(withMarker.length).toBeGreaterThan(200);
  }, 120_000);
});

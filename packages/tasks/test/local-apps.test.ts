import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { fillGGUFPlaceholders, LOCAL_APPS, type LocalApp, type LocalAppSnippet, type ModelData } from "../src/index.js";
import { RETIRED_LOCAL_APP_KEYS } from "../src/local-apps.js";
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
  /** The probe records 0.21.54 shows the app on. */
  shownOn?: string[];
}

const localApps = readFixtureJson<{
  probes: { name: string; record: Omit<ModelData, "inference"> }[];
  apps: ReferenceApp[];
  retired: ReferenceApp[];
}>("local-apps.json");
const reference = localApps.apps;
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
  it("has the reference apps, in order, with their labels, links, task and macOS flag, then the retired ones", () => {
    expect(Object.keys(LOCAL_APPS)).toEqual([...reference, ...localApps.retired].map((app) => app.key));
    expect(RETIRED_LOCAL_APP_KEYS).toEqual(localApps.retired.map((app) => app.key));
    for (const ref of [...reference, ...localApps.retired]) {
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

  it.each(
    [...reference, ...localApps.retired].filter((app) => app.kind === "deeplink").map((app) => [app.key, app] as const),
  )("%s deep link matches the reference example", (key, ref) => {
    const app = apps[key]!;
    if (!("deeplink" in app)) {
      throw new Error(`${key} should be a deep link`);
    }
    const model: ModelData = { id: ref.deeplinkExample!.modelId, tags: [], inference: "" };
    expect(app.deeplink(model, ref.deeplinkExample!.filepath).href).toBe(ref.deeplinkExample!.url);
  });

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

  it("is shown on the repositories 0.21.54 shows it on, but vLLM on GGUF-only ones (it serves transformers weights)", () => {
    for (const ref of reference) {
      const app = apps[ref.key]!;
      const shown = localApps.probes
        .filter((probe) => app.displayOnModelPage({ ...probe.record, inference: "" }))
        .map((probe) => probe.name);
      const expected = ref.key === "vllm" ? ref.shownOn!.filter((name) => !name.startsWith("gguf-")) : ref.shownOn!;
      expect(shown, ref.key).toEqual(expected);
    }
  });

  it("never offers a retired app", () => {
    const records = [...publicModels, ...localApps.probes.map((probe) => ({ ...probe.record, inference: "" }))];
    for (const key of RETIRED_LOCAL_APP_KEYS) {
      expect(
        records.filter((record) => apps[key]!.displayOnModelPage(record)),
        key,
      ).toEqual([]);
    }
  });

  it("is offered where it runs: GGUF apps on GGUF models, servers on transformers LLMs, image apps on diffusers", () => {
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
      "atomic-chat",
      "backyard",
      "jellybox",
      "msty",
      "recursechat",
      "ollama",
      "unsloth",
      "docker-model-runner",
      "lemonade",
    ]);
    expect(offered(LLAMA)).toEqual(["vllm", "sglang", "tgi", "docker-model-runner"]);
    expect(offered(SD3)).toEqual(["jellybox", "drawthings", "diffusionbee"]);
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

  it("names a chosen file without a quant label (Qwen's fp16 shards) instead of fetching another one", () => {
    const fp16 = "qwen2.5-0.5b-instruct-fp16-00001-of-00004.gguf";
    const llama = shellTexts(apps["llama.cpp"]!, GGUF_CHAT, fp16).join("\n");
    expect(llama).toContain(`llama-server -hf 'Qwen/Qwen2.5-0.5B-Instruct-GGUF' --hf-file '${fp16}'`);
    expect(llama).not.toContain("{{QUANT_TAG}}");
    // Apps that select a file by its label only: a note, no command that would fetch Q4_K_M instead.
    for (const key of ["ollama", "docker-model-runner", "lemonade"]) {
      const text = shellTexts(apps[key]!, GGUF_CHAT, fp16).join("\n");
      expect(text, key).toMatch(/^# .* selects a GGUF file by the quantization label/);
      expect(
        text.split("\n").every((line) => line.startsWith("#")),
        key,
      ).toBe(true);
    }
    expect(shellTexts(apps["node-llama-cpp"]!, GGUF_CHAT, fp16)[0]).toBe(
      `npx -y node-llama-cpp chat 'hf:Qwen/Qwen2.5-0.5B-Instruct-GGUF/${fp16}'`,
    );
  });

  it("picking an F16 file gives :F16 in the llama.cpp and Ollama commands, chosen directly or filled in", () => {
    const f16 = "Qwen2.5-0.5B-Instruct-F16.gguf";
    expect(shellTexts(apps["llama.cpp"]!, GGUF_CHAT, f16)[1]).toContain(
      "llama-server -hf 'Qwen/Qwen2.5-0.5B-Instruct-GGUF:F16'",
    );
    expect(shellTexts(apps.ollama!, GGUF_CHAT, f16)).toEqual([
      "ollama run 'hf.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF:F16'",
    ]);
    const filled = (key: string, file: string) =>
      shellTexts(apps[key]!, GGUF_CHAT).map((text) => fillGGUFPlaceholders(text, file, "shell"));
    expect(filled("ollama", "model-f16.gguf")).toEqual(["ollama run 'hf.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF:F16'"]);
    expect(filled("llama.cpp", "sub/model-bf16.gguf")[1]).toContain("-hf 'Qwen/Qwen2.5-0.5B-Instruct-GGUF:BF16'");
  });

  it("calls MLX LM's server on its own default port, 8080", () => {
    const mlx: ModelData = { id: "mlx-community/Model-4bit", tags: ["mlx", "conversational"], inference: "" };
    const text = shellTexts(apps["mlx-lm"]!, mlx).join("\n");
    expect(text).toContain("mlx_lm.server --model 'mlx-community/Model-4bit'");
    expect(text).toContain("curl -X POST 'http://localhost:8080/v1/chat/completions'");
    expect(text).not.toContain("localhost:8000");
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
        for (const filepath of [
          undefined,
          "model-Q4_K_M.gguf",
          "model-fp16-00001-of-00004.gguf",
          record.marker ? `${record.id}.gguf` : undefined,
        ]) {
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
  }, 600_000);
});

/**
 * The snippet differences from huggingface.js 4.13.28 (read 2026-11-26) that the package README's table lists
 * (rows S13 to S15), each checked on the generated code. That the code runs and sends the client's request is
 * the execution suite's part (execution.test.ts); this file pins what 4.13 printed instead.
 */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { snippets, type InferenceProvider, type InferenceTask } from "../../src/index.js";

function model(pipeline: string, tags: string[] = []): ModelDataMinimal {
  return { id: `example-org/${pipeline}-model`, pipeline_tag: pipeline as never, tags, inference: "" };
}

function generate(pipeline: string, provider: InferenceProvider, token = "", tags: string[] = []) {
  const m = model(pipeline, tags);
  const task = (tags.includes("conversational") ? "conversational" : pipeline) as InferenceTask;
  const mapping = { hfModelId: m.id, providerId: `provider-org/${pipeline}`, status: "live" as const, task };
  return snippets.getInferenceSnippets(m, token, provider, mapping);
}

const clients = (list: { language: string; client: string }[]) => list.map((s) => `${s.language}/${s.client}`);
const content = (list: { language: string; client: string; content: string }[], name: string) =>
  list.find((s) => `${s.language}/${s.client}` === name)?.content ?? "";

describe("S13: deepinfra speech recognition, raw HTTP as a multipart upload", () => {
  const list = generate("automatic-speech-recognition", "deepinfra");

  it("is shown by requests, fetch and curl next to the hub clients", () => {
    expect(clients(list)).toEqual([
      "python/huggingface_hub",
      "python/requests",
      "js/fetch",
      "js/huggingface.js",
      "sh/curl",
    ]);
  });

  it("uploads the file as the form's `file` part and the model as a field, never the raw bytes (4.13)", () => {
    const python = content(list, "python/requests");
    expect(python).toContain('("file", ("audio.flac", f, "audio/flac")),\n');
    expect(python).toContain('("model", (None, "provider-org/automatic-speech-recognition")),\n');
    expect(python).toContain("requests.post(API_URL, headers=headers, files=files)");
    expect(python).not.toContain("data=data");
    expect(python).not.toContain("Content-Type");

    const js = content(list, "js/fetch");
    expect(js).toContain("const data = new FormData();");
    expect(js).toContain(
      'data.append("file", new Blob([fs.readFileSync(filename)], { type: "audio/flac" }), "audio.flac");',
    );
    expect(js).toContain('data.append("model", "provider-org/automatic-speech-recognition");');
    expect(js).not.toContain("Content-Type");

    const curl = content(list, "sh/curl");
    expect(curl).toContain(`-F 'file=@"sample1.flac";filename="audio.flac";type=audio/flac'`);
    expect(curl).toContain("--form-string 'model=provider-org/automatic-speech-recognition'");
    expect(curl).not.toContain("--data-binary");
    expect(curl).not.toContain("Content-Type");
  });

  it("a field value that starts with @ goes as text (--form-string), never as a file to read", () => {
    const m = model("automatic-speech-recognition");
    const mapping = {
      hfModelId: m.id,
      providerId: "@/etc/passwd",
      status: "live" as const,
      task: "automatic-speech-recognition" as const,
    };
    const curl = content(snippets.getInferenceSnippets(m, "", "deepinfra", mapping), "sh/curl");
    expect(curl).toContain("--form-string 'model=@/etc/passwd'");
    expect(curl).not.toContain("-F 'model=");
  });
});

describe("S14: the tasks 4.13's huggingface.js snippets had no method for", () => {
  it.each([
    ["audio-to-audio", "fal-ai", "audioToAudio"],
    ["text-to-audio", "fal-ai", "textToAudio"],
    ["image-to-text", "zai-org", "imageToText"],
  ] as const)("%s on %s: huggingface.js %s only", (pipeline, provider, method) => {
    const list = generate(pipeline, provider);
    expect(clients(list)).toEqual(["js/huggingface.js"]);
    expect(content(list, "js/huggingface.js")).toContain(`await client.${method}({`);
    expect(content(list, "js/huggingface.js")).toContain(`provider: "${provider}"`);
  });

  it.each([
    ["audio-to-audio", "audioToAudio"],
    ["image-to-text", "imageToText"],
  ] as const)("%s on hf-inference gains the huggingface.js %s snippet", (pipeline, method) => {
    const list = generate(pipeline, "hf-inference");
    expect(clients(list)).toContain("js/huggingface.js");
    expect(content(list, "js/huggingface.js")).toContain(`await client.${method}({\n\tdata,`);
  });

  it("hf-inference text-to-audio keeps 3.8.1's clients (its reference output)", () => {
    expect(clients(generate("text-to-audio", "hf-inference"))).toEqual(["python/requests", "js/fetch"]);
  });
});

describe("S15: no snippet that fails before or after sending for fal-ai's queue and Z.ai's layout parsing", () => {
  it.each([
    ["audio-to-audio", "fal-ai"],
    ["text-to-audio", "fal-ai"],
    ["image-to-text", "zai-org"],
  ] as const)("%s on %s: no huggingface_hub task method 1.28 does not serve, no one-shot raw HTTP", (pipeline, p) => {
    const names = clients(generate(pipeline, p));
    for (const client of ["python/huggingface_hub", "python/requests", "js/fetch", "sh/curl"]) {
      expect(names).not.toContain(client);
    }
  });
});

describe("groq and ovhcloud chat through huggingface_hub's own provider entry", () => {
  it.each(["groq", "ovhcloud"] as const)("%s: provider=, the hub id, no base_url", (provider) => {
    const python = content(generate("text-generation", provider, "", ["conversational"]), "python/huggingface_hub");
    expect(python).toContain(`    provider="${provider}",\n`);
    expect(python).toContain('    model="example-org/text-generation-model",\n');
    expect(python).not.toContain("base_url");
  });
});

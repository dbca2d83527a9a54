import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplesOf } from "../src/lib/sample-media.js";
import type { AppConfig, CatalogueModel, HubModel, ModelSummary, TreeEntry } from "../src/hub-types.js";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { listen, testApp } from "./support.js";

const app = testApp();
const sample = readFixtureJson<{ models: CatalogueModel[] }>("models-public.json").models;

async function getJson<T>(path: string, target = app): Promise<{ status: number; body: T }> {
  const response = await target.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe("GET /api/models", () => {
  it("lists every sample model plus the offline demo records, as summaries in the hub's shape", async () => {
    const { status, body } = await getJson<ModelSummary[]>("/api/models");
    expect(status).toBe(200);
    const ids = new Set(body.map((row) => row.id));
    for (const model of sample) expect(ids.has(model.id)).toBe(true);
    expect(body.length).toBeGreaterThan(sample.length);
    const llama = body.find((row) => row.id === "meta-llama/Llama-3.1-8B-Instruct");
    expect(Object.keys(llama!).sort()).toEqual(
      ["_id", "id", "pipeline_tag", "library_name", "tags", "downloads", "likes", "lastModified", "private"].sort(),
    );
    expect(llama?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("sorts by downloads unless asked otherwise, and limits", async () => {
    const { body } = await getJson<ModelSummary[]>("/api/models?limit=5");
    expect(body).toHaveLength(5);
    const downloads = body.map((row) => row.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const byLikes = (await getJson<ModelSummary[]>("/api/models?sort=likes")).body.map((row) => row.likes);
    expect(byLikes).toEqual([...byLikes].sort((a, b) => b - a));
  });

  it("searches ids case-insensitively", async () => {
    const { body } = await getJson<ModelSummary[]>("/api/models?search=WHISPER");
    expect(body.map((row) => row.id).sort()).toEqual(
      ["Xenova/whisper-tiny.en", "openai/whisper-large-v3-turbo"].sort(),
    );
  });

  it("filters by pipeline tag and by library, alone and together", async () => {
    const tts = (await getJson<ModelSummary[]>("/api/models?pipeline_tag=text-to-speech")).body;
    expect(tts.length).toBeGreaterThan(1);
    for (const row of tts) expect(row.pipeline_tag).toBe("text-to-speech");

    const diffusers = (await getJson<ModelSummary[]>("/api/models?library=diffusers")).body;
    expect(diffusers.length).toBeGreaterThan(2);
    for (const row of diffusers) expect(row.library_name === "diffusers" || row.tags.includes("diffusers")).toBe(true);

    const both = (await getJson<ModelSummary[]>("/api/models?library=diffusers&pipeline_tag=image-to-image")).body;
    expect(both.map((row) => row.id)).toEqual(["lllyasviel/sd-controlnet-canny"]);

    const none = (await getJson<ModelSummary[]>("/api/models?search=zzz-no-such-model")).body;
    expect(none).toEqual([]);
  });

  it("returns only id and the asked-for fields with expand[], as the hub does", async () => {
    const { body } = await getJson<Array<Record<string, unknown>>>("/api/models?search=Qwen&expand[]=config");
    expect(body.length).toBeGreaterThan(0);
    for (const row of body) expect(Object.keys(row).sort()).toEqual(["_id", "config", "id"]);
    const withTemplate = body.filter(
      (row) =>
        (row.config as { tokenizer_config?: { chat_template?: string } } | null)?.tokenizer_config?.chat_template,
    );
    expect(withTemplate.length).toBeGreaterThan(0);
    expect((await getJson("/api/models?expand[]=password")).status).toBe(400);
  });

  it("rejects a bad sort or limit with a message naming it", async () => {
    expect(await getJson("/api/models?sort=stars")).toEqual({
      status: 400,
      body: { error: 'Invalid sort "stars": use one of trendingScore, downloads, likes, lastModified' },
    });
    expect((await getJson<{ error: string }>("/api/models?limit=-2")).body.error).toBe(
      'Invalid limit "-2": use a whole number from 0 to 1000',
    );
    for (const sort of ["__proto__", "constructor", "toString"]) {
      expect(await getJson(`/api/models?sort=${sort}`), sort).toEqual({
        status: 400,
        body: { error: `Invalid sort "${sort}": use one of trendingScore, downloads, likes, lastModified` },
      });
    }
  });
});

describe("GET /api/models/{id}", () => {
  it("returns the full record without the provider mapping", async () => {
    const { status, body } = await getJson<HubModel & { inferenceProviderMapping?: unknown }>(
      "/api/models/meta-llama/Llama-3.1-8B-Instruct",
    );
    expect(status).toBe(200);
    expect(body.id).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(body.config?.tokenizer_config?.chat_template).toContain("message['role']");
    expect(body.transformersInfo?.auto_model).toBe("AutoModelForCausalLM");
    expect(body.inferenceProviderMapping).toBeUndefined();
  });

  it("returns only id and the expanded fields with expand[]=inferenceProviderMapping, staging kept", async () => {
    const { body } = await getJson<Record<string, unknown>>(
      "/api/models/Wan-AI/Wan2.1-T2V-1.3B?expand[]=inferenceProviderMapping",
    );
    expect(Object.keys(body).sort()).toEqual(["_id", "id", "inferenceProviderMapping"]);
    expect(body.inferenceProviderMapping).toEqual({
      "fal-ai": { status: "staging", providerId: "fal-ai/wan-t2v-1.3b", task: "text-to-video" },
    });
  });

  it("accepts several expand[] fields and rejects unknown ones", async () => {
    const { body } = await getJson<Record<string, unknown>>(
      "/api/models/openai/whisper-large-v3-turbo?expand[]=pipeline_tag&expand[]=inferenceProviderMapping",
    );
    expect(body.pipeline_tag).toBe("automatic-speech-recognition");
    expect(Object.keys(body.inferenceProviderMapping as object).sort()).toEqual(["fal-ai", "hf-inference"]);
    expect(await getJson("/api/models/openai/whisper-large-v3-turbo?expand[]=secrets")).toEqual({
      status: 400,
      body: { error: 'Invalid expand[] field "secrets"' },
    });
  });

  it("completes a sample record with the demo's widget example and mapping, keeping the sample's own values", async () => {
    const detail = (await getJson<HubModel>("/api/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english"))
      .body;
    expect(detail.widgetData).toEqual([{ text: "I like you. I love you." }]);
    expect(detail.offlineDemo?.provider).toBe("hf-inference");
    expect(detail.downloads).toBe(sample.find((m) => m.id === detail.id)?.downloads);

    const llama = await getJson<{ inferenceProviderMapping: Record<string, unknown> }>(
      "/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping",
    );
    expect(Object.keys(llama.body.inferenceProviderMapping)).toEqual(
      Object.keys(sample.find((m) => m.id === "meta-llama/Llama-3.1-8B-Instruct")!.inferenceProviderMapping!),
    );
  });

  it("serves demo-only records with zero downloads", async () => {
    const { body } = await getJson<HubModel>("/api/models/google-bert/bert-base-uncased");
    expect(body.pipeline_tag).toBe("fill-mask");
    expect(body.mask_token).toBe("[MASK]");
    expect(body.downloads).toBe(0);
    expect(body.offlineDemo?.note).toMatch(/fill-mask/i);
  });

  it("answers an unknown model with a 404 in the hub's error shape", async () => {
    expect(await getJson("/api/models/nobody/nothing")).toEqual({
      status: 404,
      body: { error: "Model nobody/nothing does not exist" },
    });
    expect((await getJson("/api/models/nothing?expand[]=inferenceProviderMapping")).status).toBe(404);
  });
});

describe("GET /api/models/{id}/tree/main", () => {
  it("lists a LoRA repository's .safetensors weights (what the client looks for)", async () => {
    const { body } = await getJson<TreeEntry[]>("/api/models/openfree/flux-chatgpt-ghibli-lora/tree/main");
    const weights = body.find((entry) => entry.type === "file" && entry.path.endsWith(".safetensors"));
    expect(weights?.path).toBe("flux-chatgpt-ghibli-lora.safetensors");
    for (const entry of body) {
      // As on the hub, files stored with Git LFS also carry an `lfs` object.
      const keys = entry.lfs === undefined ? ["oid", "path", "size", "type"] : ["lfs", "oid", "path", "size", "type"];
      expect(Object.keys(entry).sort()).toEqual(keys);
      expect(entry.oid).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it("lists directories first, then files by path", async () => {
    const { body } = await getJson<TreeEntry[]>(
      "/api/models/stabilityai/stable-diffusion-3-medium-diffusers/tree/main",
    );
    const firstFile = body.findIndex((entry) => entry.type === "file");
    expect(body.slice(0, firstFile).every((entry) => entry.type === "directory")).toBe(true);
    expect(body.slice(firstFile).every((entry) => entry.type === "file")).toBe(true);
  });

  it("404s for unknown models and revisions", async () => {
    expect((await getJson("/api/models/nobody/nothing/tree/main")).status).toBe(404);
    expect(await getJson("/api/models/openfree/flux-chatgpt-ghibli-lora/tree/dev")).toEqual({
      status: 404,
      body: { error: "Invalid rev id: dev" },
    });
  });
});

describe("other routes", () => {
  it("tells the page where it runs", async () => {
    const { body } = await getJson<AppConfig>("/_hubkit/config");
    expect(body).toEqual({
      mode: "offline",
      hubUrl: "https://huggingface.co",
      routerUrl: "https://router.huggingface.co",
      // 331 recorded exchanges and 4 synthetic ones (provider-tapes/synthetic-tapes.json).
      tapeCount: 335,
    });
  });

  it("serves the sample media with the content types the recordings depend on", async () => {
    const wav = await app.request("/media/sample2.wav");
    expect(wav.headers.get("content-type")).toBe("audio/x-wav");
    expect((await wav.arrayBuffer()).byteLength).toBe(3_801_644);
    expect((await app.request("/media/cats.png")).headers.get("content-type")).toBe("image/png");
    expect((await app.request("/media/..%2Ftapes.json")).status).toBe(404);
    expect((await getJson("/media/secret.txt")).body).toEqual({ error: "No sample media named secret.txt" });
  });

  it("serves every recorded media file and lists each in the pickers", async () => {
    const files = readdirSync(dataPath(DATA_DIR, "media"))
      .filter((name) => !/\.(json|md)$/.test(name))
      .sort();
    const picked = [...samplesOf("image"), ...samplesOf("audio")];
    expect(picked.map((media) => media.name).sort()).toEqual(files);
    for (const media of picked) expect((await app.request(media.src)).status, media.src).toBe(200);
    expect((await app.request("/media/constructor")).status).toBe(404);
  });

  it("serves byte ranges of sample media, as audio players ask for them", async () => {
    const part = await app.request("/media/sample1.flac", { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-3/282378");
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe("fLaC");
    const tail = await app.request("/media/sample1.flac", { headers: { range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe("bytes 282368-282377/282378");
    const open = await app.request("/media/sample1.flac", { headers: { range: "bytes=282000-" } });
    expect((await open.arrayBuffer()).byteLength).toBe(378);
    const invalid = await app.request("/media/sample1.flac", { headers: { range: "bytes=999999-" } });
    expect(invalid.status).toBe(416);
    expect(invalid.headers.get("content-range")).toBe("bytes */282378");
  });

  it("answers unknown hub API routes with a JSON 404", async () => {
    expect(await getJson("/api/datasets")).toEqual({
      status: 404,
      body: { error: "No such hub API route: GET /api/datasets" },
    });
  });

  it("serves the built page for any app path, and says how to build it when it is missing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hub-static-"));
    const missing = testApp({ staticDir: dir });
    const notBuilt = await missing.request("/meta-llama/Llama-3.1-8B-Instruct");
    expect(notBuilt.status).toBe(503);
    expect(await notBuilt.text()).toMatch(/npm run build -w apps\/hub/);

    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Hubkit</title><div id=root></div>");
    const built = testApp({ staticDir: dir });
    for (const path of ["/", "/tasks/fill-mask", "/meta-llama/Llama-3.1-8B-Instruct", "/playground/chat-template"]) {
      const page = await built.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<div id=root>");
    }
    expect((await built.request("/assets/missing-chunk.js")).status).toBe(404);
  });
});

describe("HUBKIT_MODE=real: /api goes to the real hub", () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  beforeAll(async () => {
    const hub = new Hono();
    hub.get("*", (c) => {
      seen.push({ url: c.req.url, authorization: c.req.header("authorization") });
      return c.json([{ id: "real/model", pipeline_tag: "fill-mask" }]);
    });
    upstream = await listen(hub);
  });
  afterAll(() => upstream.close());

  it("relays the path, query and token to the configured hub", async () => {
    const real = testApp({ mode: "real", hubUrl: upstream.origin });
    const response = await real.request("/api/models?search=bert&pipeline_tag=fill-mask", {
      headers: { authorization: "Bearer hf_test" },
    });
    expect(await response.json()).toEqual([{ id: "real/model", pipeline_tag: "fill-mask" }]);
    expect(seen.at(-1)).toEqual({
      url: `${upstream.origin}/api/models?search=bert&pipeline_tag=fill-mask`,
      authorization: "Bearer hf_test",
    });
    expect(((await (await real.request("/_hubkit/config")).json()) as AppConfig).mode).toBe("real");
  });

  it("says which hub it could not reach", async () => {
    const unreachable = testApp({ mode: "real", hubUrl: "http://127.0.0.1:9" });
    const response = await unreachable.request("/api/models");
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^Could not reach the hub at http:\/\/127\.0\.0\.1:9: /,
    );
  });
});

describe("GET /api/tasks", () => {
  it("serves every task page keyed by id, with the models the client takes defaults from", async () => {
    const { TASKS_DATA } = await import("@hubkit/tasks");
    const { hubTasks } = await import("../server/hub/task-data.js");
    const withTasks = testApp({ tasks: hubTasks });
    const { status, body } = await getJson<
      Record<string, { id: string; models: Array<{ id: string }>; widgetModels: string[] }>
    >("/api/tasks", withTasks);
    expect(status).toBe(200);
    const withPages = Object.entries(TASKS_DATA).filter(([, task]) => task !== undefined);
    expect(Object.keys(body).sort()).toEqual(withPages.map(([id]) => id).sort());
    expect(body["fill-mask"]?.id).toBe("fill-mask");
    expect(body["fill-mask"]?.widgetModels.length).toBeGreaterThan(0);
    expect(typeof body["text-classification"]?.models[0]?.id).toBe("string");
    expect(body["graph-ml"]).toBeUndefined();
  });
});

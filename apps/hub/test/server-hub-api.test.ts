import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplesOf } from "../shared/sample-media.js";
import type { AppConfig, CatalogueModel, HubModel, ModelSummary, TreeEntry } from "../shared/hub-types.js";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { listen, testApp } from "./support.js";

const app = testApp();
const sample = readFixtureJson<{ models: CatalogueModel[] }>("models-public.json").models;
const facts = readFixtureJson<{ models: Record<string, { license?: unknown; files?: unknown }> }>(
  "hub/model-facts.json",
).models;
/** The sample records the catalogue keeps: those with a sourced license. */
const licensed = sample.filter((model) => facts[model.id]?.license !== undefined);

async function getJson<T>(path: string, target = app): Promise<{ status: number; body: T }> {
  const response = await target.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe("GET /api/models", () => {
  it("lists the sample models with a sourced license plus the offline demo records, in the hub's shape", async () => {
    const { status, body } = await getJson<ModelSummary[]>("/api/models");
    expect(status).toBe(200);
    const ids = new Set(body.map((row) => row.id));
    for (const model of sample) expect(ids.has(model.id), model.id).toBe(licensed.includes(model));
    expect(body.length).toBeGreaterThan(licensed.length);
    const row = body.find((summary) => summary.id === "distilbert/distilbert-base-uncased-finetuned-sst-2-english");
    // No counts or dates: the catalogue has no sourced value for them, and the hub's shape lets them be absent.
    expect(Object.keys(row!).sort()).toEqual(["_id", "id", "pipeline_tag", "library_name", "tags", "private"].sort());
    expect(row?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("sorts by name unless asked otherwise (it has no stats to sort by), and limits", async () => {
    const { body } = await getJson<ModelSummary[]>("/api/models?limit=5");
    expect(body).toHaveLength(5);
    const all = (await getJson<ModelSummary[]>("/api/models")).body.map((row) => row.id);
    const byName = [...all].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(all).toEqual(byName);
    expect(body.map((row) => row.id)).toEqual(byName.slice(0, 5));
    const backwards = (await getJson<ModelSummary[]>("/api/models?sort=id&direction=-1")).body.map((row) => row.id);
    expect(backwards).toEqual([...byName].reverse());
    // A stat sort is accepted, and no row gains a stat by it.
    const byLikes = (await getJson<ModelSummary[]>("/api/models?sort=likes")).body;
    expect(byLikes.filter((row) => "likes" in row || "downloads" in row)).toEqual([]);
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

    const both = (await getJson<ModelSummary[]>("/api/models?library=diffusers&pipeline_tag=text-to-image")).body;
    expect(both.length).toBeGreaterThan(0);
    for (const row of both) expect([row.library_name, row.pipeline_tag]).toEqual(["diffusers", "text-to-image"]);

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
      body: { error: 'Invalid sort "stars": use one of trendingScore, downloads, likes, lastModified, id' },
    });
    expect((await getJson<{ error: string }>("/api/models?limit=-2")).body.error).toBe(
      'Invalid limit "-2": use a whole number from 0 to 1000',
    );
    for (const sort of ["__proto__", "constructor", "toString"]) {
      expect(await getJson(`/api/models?sort=${sort}`), sort).toEqual({
        status: 400,
        body: { error: `Invalid sort "${sort}": use one of trendingScore, downloads, likes, lastModified, id` },
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
    expect(detail.downloads).toBeUndefined();

    const llama = await getJson<{ inferenceProviderMapping: Record<string, unknown> }>(
      "/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping",
    );
    expect(Object.keys(llama.body.inferenceProviderMapping)).toEqual(
      Object.keys(sample.find((m) => m.id === "meta-llama/Llama-3.1-8B-Instruct")!.inferenceProviderMapping!),
    );
  });

  it("serves demo-only records without counts or dates (never a zero for unknown)", async () => {
    const { body } = await getJson<HubModel>("/api/models/google-bert/bert-base-uncased");
    expect(body.pipeline_tag).toBe("fill-mask");
    expect(body.mask_token).toBe("[MASK]");
    for (const stat of ["downloads", "likes", "lastModified", "trendingScore"]) expect(body).not.toHaveProperty(stat);
    expect(body.offlineDemo?.note).toMatch(/fill-mask/i);
    const expanded = await getJson<Record<string, unknown>>(
      "/api/models/google-bert/bert-base-uncased?expand[]=downloads&expand[]=likes&expand[]=pipeline_tag",
    );
    expect(Object.keys(expanded.body).sort()).toEqual(["_id", "id", "pipeline_tag"]);
  });

  it("leaves out the models without a sourced license, and the test records", async () => {
    const dropped = sample.filter((model) => !licensed.includes(model));
    for (const model of dropped) expect((await getJson(`/api/models/${model.id}`)).status, model.id).toBe(404);
    expect((await getJson("/api/models/hubkit-demo/transformers-without-type")).status).toBe(404);
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
  const listed = Object.keys(facts).filter((id) => facts[id]?.license !== undefined && facts[id]?.files !== undefined);

  it("answers a repository's sourced listing: the hub's row shape, no invented object ids", async () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const id of listed) {
      const { status, body } = await getJson<TreeEntry[]>(`/api/models/${id}/tree/main`);
      expect(status, id).toBe(200);
      for (const entry of body) {
        const where = `${id} ${entry.path}`;
        if (entry.type === "directory") {
          expect(entry, where).toEqual({ type: "directory", path: entry.path, size: 0 });
        } else if (entry.size !== undefined) {
          // Exact bytes where the source gave them.
          expect(Object.keys(entry).sort(), where).toEqual(["path", "size", "type"]);
          expect(Number.isSafeInteger(entry.size) && entry.size > 0, where).toBe(true);
        } else {
          // Else the hub page's text, never turned into bytes nobody read.
          expect(Object.keys(entry).sort(), where).toEqual(["path", "sizeText", "type"]);
          expect(entry.sizeText, where).toMatch(/^\d+(\.\d+)? (Bytes|kB|MB|GB|TB)$/);
        }
      }
    }
  });

  it("lists directories first, then files by path, as the hub does", async () => {
    for (const id of listed) {
      const { body } = await getJson<TreeEntry[]>(`/api/models/${id}/tree/main`);
      const firstFile = body.findIndex((entry) => entry.type === "file");
      expect(
        body.slice(0, firstFile).every((entry) => entry.type === "directory"),
        id,
      ).toBe(true);
      const files = body.slice(firstFile).map((entry) => entry.path);
      expect(files, id).toEqual([...files].sort());
    }
  });

  it("answers the hub's 404 for a missing entry where no listing was read, and for unknown models and revisions", async () => {
    const unlisted = (await getJson<ModelSummary[]>("/api/models")).body.find((row) => !listed.includes(row.id));
    const missing = await app.request(`/api/models/${unlisted!.id}/tree/main`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-error-code")).toBe("EntryNotFound");
    expect(await missing.json()).toEqual({ error: "Entry not found" });
    expect((await getJson("/api/models/nobody/nothing/tree/main")).status).toBe(404);
    expect(await getJson(`/api/models/${listed[0]}/tree/dev`)).toEqual({
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
      // The sample catalogue has no counts or dates: its list sorts by name only.
      listSorts: ["id"],
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
    const config = (await (await real.request("/_hubkit/config")).json()) as AppConfig;
    expect(config.mode).toBe("real");
    // The real hub answers its own four orders.
    expect(config.listSorts).toEqual(["trendingScore", "downloads", "likes", "lastModified"]);
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

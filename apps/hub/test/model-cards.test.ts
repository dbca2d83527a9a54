import { describe, expect, it } from "vitest";
import { createApp } from "../server/app.js";
import { CardLibrary, frontMatterOf } from "../server/hub/cards.js";
import { hubTasks } from "../server/hub/task-data.js";
import { DATA_DIR, dataPath, STATIC_DIR } from "../server/paths.js";

const app = createApp({
  dataDir: DATA_DIR,
  staticDir: STATIC_DIR,
  mode: "offline",
  hubUrl: "https://huggingface.co",
  routerUrl: "https://router.huggingface.co",
  tasks: hubTasks,
});

describe("model cards of the local hub", () => {
  it("serves a card where the hub serves a README", async () => {
    const response = await app.request("/meta-llama/Llama-3.1-8B-Instruct/resolve/main/README.md");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/^---\nlicense: llama3\.1\n/);
  });

  it("answers the hub's 404s for a missing card, a missing repository and another revision", async () => {
    expect((await app.request("/google/vit-base-patch16-224/resolve/main/README.md")).status).toBe(404);
    expect((await app.request("/nobody/nothing/resolve/main/README.md")).status).toBe(404);
    expect((await app.request("/meta-llama/Llama-3.1-8B-Instruct/resolve/v2/README.md")).status).toBe(404);
  });

  it("fills cardData from the card's front matter, as the hub does", async () => {
    const response = await app.request("/api/models/Qwen/Qwen2.5-0.5B-Instruct-GGUF");
    const record = (await response.json()) as { cardData?: Record<string, unknown> };
    expect(record.cardData).toMatchObject({ license: "apache-2.0", base_model: "Qwen/Qwen2.5-0.5B-Instruct" });
  });

  it("flags LFS files in tree/main", async () => {
    const response = await app.request("/api/models/google-bert/bert-base-uncased/tree/main");
    const tree = (await response.json()) as Array<{ path: string; lfs?: { size: number } }>;
    expect(tree.find((entry) => entry.path === "model.safetensors")?.lfs?.size).toBe(498_818_054);
    expect(tree.find((entry) => entry.path === "config.json")?.lfs).toBeUndefined();
  });

  it("every card file names a catalogue model and has front matter that is a mapping", async () => {
    const cards = CardLibrary.fromDir(dataPath(DATA_DIR, "cards"));
    expect(cards.size).toBeGreaterThanOrEqual(12);
    const list = (await (await app.request("/api/models")).json()) as Array<{ id: string }>;
    const ids = new Set(list.map((row) => row.id));
    for (const id of ids) {
      if (cards.readme(id) !== undefined) expect(cards.cardData(id), id).toBeTypeOf("object");
    }
    expect(frontMatterOf("---\n- a list\n---\nbody")).toBeUndefined();
    expect(frontMatterOf("---\nkey: [unclosed\n---\n")).toBeUndefined();
    expect(frontMatterOf("no front matter")).toBeUndefined();
  });
});

describe("the replay probe", () => {
  it("says whether a recording matches, without replaying it", async () => {
    const probe = (text: string) =>
      app.request("/router/hf-inference/models/google-bert/bert-base-uncased", {
        method: "POST",
        headers: {
          "x-hubkit-probe": "1",
          "x-hubkit-method": "POST",
          "x-hubkit-body": "text",
          "content-type": "application/json",
        },
        body: text,
      });
    const missing = await probe(JSON.stringify({ inputs: "Not [MASK] recorded." }));
    expect(await missing.json()).toEqual({ recorded: false });
    const recorded = await probe(JSON.stringify({ inputs: "[MASK] world!" }));
    expect(recorded.headers.get("x-hubkit-replay")).toBeNull();
    expect(await recorded.json()).toEqual({ recorded: true, status: 200 });
  });
});

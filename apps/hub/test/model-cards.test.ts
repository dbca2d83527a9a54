import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { frontMatterOf } from "../server/hub/cards.js";
import { testRecords } from "./fixtures/test-records.js";
import { testApp } from "./support.js";

const app = testApp();
const withTests = testApp(testRecords());

async function record(id: string, target = app): Promise<HubModel> {
  return (await (await target.request(`/api/models/${id}`)).json()) as HubModel;
}

describe("card summaries of the local hub", () => {
  it("serves a model's summary where the hub serves a README, and its record says it is one, with its source", async () => {
    const id = "google-bert/bert-base-uncased";
    const response = await app.request(`/${id}/resolve/main/README.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/BERT/);
    const summary = (await record(id)).sampleFacts?.summary;
    expect(summary?.url).toMatch(/^https:\/\//);
    expect(summary?.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers the hub's 404s for a model without a summary, a missing repository and another revision", async () => {
    const list = (await (await app.request("/api/models")).json()) as Array<{ id: string }>;
    const ids = list.map((row) => row.id);
    let without: string | undefined;
    for (const id of ids) if ((await record(id)).sampleFacts?.summary === undefined) without = id;
    expect(without).toBeDefined();
    const missing = await app.request(`/${without}/resolve/main/README.md`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-error-code")).toBe("EntryNotFound");
    expect((await app.request("/nobody/nothing/resolve/main/README.md")).status).toBe(404);
    expect((await app.request("/google-bert/bert-base-uncased/resolve/v2/README.md")).status).toBe(404);
  });

  it("fills a test record's cardData from its card's front matter, as the hub does", async () => {
    const hostile = await record("hubkit-demo/transformers-without-type", withTests);
    expect(hostile.cardData).toMatchObject({ license: "mit", datasets: ["hubkit-demo/hostile-card"] });
    const markdown = await withTests.request("/hubkit-demo/markdown-card/resolve/main/README.md");
    expect(await markdown.text()).toMatch(/^---\nlicense: other\n/);
  });

  it("reads front matter only when it is a YAML mapping", () => {
    expect(frontMatterOf("---\nlicense: mit\n---\nbody")).toEqual({ license: "mit" });
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

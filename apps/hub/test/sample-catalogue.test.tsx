import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { FilesList } from "../src/components/FilesList.js";
import { ModelDetails } from "../src/components/ModelDetails.js";
import type { AppConfig, HubModel, ModelSummary, TreeEntry } from "../shared/hub-types.js";
import { baseModelsOf } from "../shared/model-meta.js";
import { DATA_DIR } from "../server/paths.js";
import { testApp } from "./support.js";

/**
 * The whole sample catalogue, as the offline server serves it to a user: every fact it shows has a source, and
 * what it has no source for it does not show.
 */
const app = testApp();
const HUB = "https://huggingface.co";
const STATS = ["downloads", "likes", "lastModified", "trendingScore"] as const;

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

const isSource = (source: { url: string; read: string } | undefined): boolean =>
  source !== undefined && /^https:\/\/[^\s]+$/.test(source.url) && /^\d{4}-\d{2}-\d{2}$/.test(source.read);

let rows: ModelSummary[] = [];
let records: HubModel[] = [];

beforeAll(async () => {
  rows = (await json<ModelSummary[]>("/api/models")).body;
  records = await Promise.all(rows.map(async (row) => (await json<HubModel>(`/api/models/${row.id}`)).body));
});

describe("the sample catalogue", () => {
  it("has models, and no test record among them", () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((row) => row.id.startsWith("hubkit-demo/"))).toEqual([]);
    // The recorded LoRA's repository has no sourced facts: a test record, not a sample model.
    expect(rows.map((row) => row.id)).not.toContain("openfree/flux-chatgpt-ghibli-lora");
  });

  it("gives every model a license with a source: the repository's license, or that it declares none", () => {
    for (const model of records) {
      const fact = model.sampleFacts?.license;
      expect(isSource(fact), model.id).toBe(true);
      const tags = model.tags.filter((tag) => tag.startsWith("license:"));
      if (fact?.declared === true) {
        expect(tags, model.id).toEqual([`license:${model.cardData?.license}`]);
      } else {
        expect([tags, model.cardData?.license], model.id).toEqual([[], undefined]);
      }
      if (model.cardData?.license === "other") expect(model.cardData.license_name, model.id).toBeTruthy();
      if (model.gated !== undefined) expect(isSource(model.sampleFacts?.gated), model.id).toBe(true);
    }
  });

  it("marks FLUX.1-dev non-commercial and gated, as its repository declares", () => {
    const flux = records.find((model) => model.id === "black-forest-labs/FLUX.1-dev");
    expect(flux?.cardData).toMatchObject({ license: "other", license_name: "flux-1-dev-non-commercial-license" });
    expect(flux?.gated).toBe(true);
    const html = renderToStaticMarkup(<ModelDetails model={flux!} frontMatter={undefined} hubUrl={HUB} />);
    expect(html).toContain("flux-1-dev-non-commercial-license");
    expect(html).toContain("Non-commercial");
    expect(html).toContain("Gated");
  });

  it("shows no counts or dates: no stat field at all, in the list or the records (never a zero for unknown)", async () => {
    for (const row of rows) for (const stat of STATS) expect(row, `${row.id} ${stat}`).not.toHaveProperty(stat);
    for (const model of records)
      for (const stat of STATS) expect(model, `${model.id} ${stat}`).not.toHaveProperty(stat);
    expect((await json<AppConfig>("/_hubkit/config")).body.listSorts).toEqual(["id"]);
  });

  it("lists files only from a sourced listing, each file with its size as read, each row linked to the hub", async () => {
    let listings = 0;
    for (const model of records) {
      const source = model.sampleFacts?.files;
      const tree = await json<TreeEntry[]>(`/api/models/${model.id}/tree/main`);
      if (source === undefined) {
        expect(tree.status, model.id).toBe(404);
        continue;
      }
      listings++;
      expect(isSource(source), model.id).toBe(true);
      expect(tree.status, model.id).toBe(200);
      for (const entry of tree.body) {
        if (entry.type === "directory") continue;
        const sized = entry.size !== undefined || entry.sizeText !== undefined;
        expect(sized, `${model.id} ${entry.path}`).toBe(true);
      }
      // What a user clicks: every file and folder opens on the hub, at the revision read; nothing points at this app.
      const html = renderToStaticMarkup(
        <FilesList id={model.id} tree={{ status: "done", value: tree.body }} hubUrl={HUB} source={source} />,
      );
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
      expect(
        hrefs.filter((href) => href !== source.url && !href.startsWith(`${HUB}/${model.id}/`)),
        model.id,
      ).toEqual([]);
      const revision = encodeURIComponent(source.revision);
      for (const readme of tree.body.filter((entry) => /^readme\.md$/i.test(entry.path))) {
        expect(hrefs, model.id).toContain(`${HUB}/${model.id}/blob/${revision}/${readme.path}`);
      }
    }
    expect(listings).toBeGreaterThan(5);
  });

  it("serves a README only for a model with a sourced card summary, and says so in the record", async () => {
    for (const model of records) {
      const readme = await app.request(`/${model.id}/resolve/main/README.md`);
      const summary = model.sampleFacts?.summary;
      expect(readme.status, model.id).toBe(summary === undefined ? 404 : 200);
      if (summary !== undefined) expect(isSource(summary), model.id).toBe(true);
    }
  });

  it("links each base model outside the catalogue to the hub's page for it, labelled as external", () => {
    const ids = new Set(rows.map((row) => row.id));
    let outside = 0;
    for (const model of records) {
      const bases = baseModelsOf(model, undefined);
      if (bases.length > 0) expect(isSource(model.sampleFacts?.baseModels), model.id).toBe(true);
      const html = renderToStaticMarkup(<ModelDetails model={model} frontMatter={undefined} hubUrl={HUB} />);
      for (const { id } of bases) {
        if (ids.has(id)) {
          expect(html, `${model.id} -> ${id}`).toContain(`href="/${id}"`);
          continue;
        }
        outside++;
        expect(model.notInCatalogue, model.id).toContain(id);
        expect(html, `${model.id} -> ${id}`).toContain(`href="${HUB}/${id}"`);
        expect(html, `${model.id} -> ${id}`).not.toContain(`href="/${id}"`);
        expect(html).toContain('aria-label="external link"');
      }
    }
    expect(outside).toBeGreaterThan(0);
  });
});

describe("the facts file", () => {
  const file = JSON.parse(readFileSync(join(DATA_DIR, "hub", "model-facts.json"), "utf8")) as {
    about: string;
    models: Record<string, Record<string, { source?: string; read?: string }>>;
  };

  it("names a source and a day for every fact, and the fixtures README names the file and the day", () => {
    const readme = readFileSync(join(DATA_DIR, "README.md"), "utf8");
    expect(readme).toContain("hub/model-facts.json");
    const days = new Set<string>();
    for (const [id, facts] of Object.entries(file.models)) {
      for (const [name, fact] of Object.entries(facts)) {
        expect(isSource({ url: fact.source ?? "", read: fact.read ?? "" }), `${id} ${name}`).toBe(true);
        days.add(fact.read ?? "");
      }
    }
    for (const day of days) expect(readme, day).toContain(day);
  });

  it("and the fixtures say nothing is illustrative or internal any more", () => {
    for (const name of ["models-public.json", "hub/catalogue-extras.json", "hub/offline-demo-models.json"]) {
      const text = readFileSync(join(DATA_DIR, name), "utf8");
      expect(text, name).not.toMatch(/illustrative|keyed by URL/i);
    }
  });
});

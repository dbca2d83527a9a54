import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../benchmarks/hub/catalogue-generator.js";
import type { CatalogueModel, ModelFacetCounts, ModelSummary } from "../shared/hub-types.js";
import { ModelIndex, type ModelQuery } from "../server/hub/model-index.js";
import { testApp } from "./support.js";

const app = testApp();

async function list(path: string): Promise<{ rows: ModelSummary[]; link: string | null; total: number }> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return {
    rows: (await response.json()) as ModelSummary[],
    link: response.headers.get("link"),
    total: Number(response.headers.get("x-total-count")),
  };
}

/** The next page's address from a Link header, as a path on this app. */
function nextOf(link: string | null): string | undefined {
  const match = /^<([^>]+)>; rel="next"$/.exec(link ?? "");
  return match?.[1] === undefined
    ? undefined
    : `/api${new URL(match[1], "http://x").pathname.replace(/^\/api/, "")}${new URL(match[1], "http://x").search}`;
}

const query = (overrides: Partial<ModelQuery>): ModelQuery => ({
  sort: "downloads",
  direction: -1,
  offset: 0,
  limit: 1000,
  ...overrides,
});

describe("GET /api/models: sort, filters and paging with the hub's parameters", () => {
  it("sorts by name, A to Z unless asked otherwise, as the only order a catalogue without stats can answer", async () => {
    const ids = (rows: ModelSummary[]) => rows.map((row) => row.id.toLowerCase());
    const byDefault = ids((await list("/api/models")).rows);
    expect(byDefault).toEqual([...byDefault].sort());
    expect(ids((await list("/api/models?sort=id")).rows)).toEqual(byDefault);
    expect(ids((await list("/api/models?sort=id&direction=-1")).rows)).toEqual([...byDefault].reverse());
    // The stat sorts are accepted (the hub's names), but no record has a stat to sort by or show.
    for (const sort of ["trendingScore", "downloads", "likes", "lastModified"]) {
      const rows = (await list(`/api/models?sort=${sort}`)).rows;
      expect(rows.length, sort).toBe(byDefault.length);
      expect(rows.filter((row) => sort in row)).toEqual([]);
    }
  });

  it("filters by license, language, provider, runnable and repeated filter tags", async () => {
    const mit = (await list("/api/models?filter=license:mit")).rows;
    expect(mit.length).toBeGreaterThan(2);
    for (const row of mit) expect(row.tags).toContain("license:mit");
    expect((await list("/api/models?license=mit")).rows.map((row) => row.id)).toEqual(mit.map((row) => row.id));

    const french = (await list("/api/models?language=fr")).rows;
    expect(french.map((row) => row.id)).toContain("mistralai/Mixtral-8x7B-Instruct-v0.1");
    for (const row of french) expect(row.tags).toContain("fr");

    const runnable = (await list("/api/models?inference_provider=all")).rows;
    const together = (await list("/api/models?inference_provider=together")).rows;
    expect(runnable.length).toBeGreaterThan(together.length);
    expect(together.length).toBeGreaterThan(0);
    const mapping = await app.request(`/api/models/${together[0]!.id}?expand[]=inferenceProviderMapping`);
    expect(
      Object.keys(((await mapping.json()) as { inferenceProviderMapping: object }).inferenceProviderMapping),
    ).toContain("together");

    const both = (await list("/api/models?filter=en&filter=license:apache-2.0")).rows;
    expect(both.length).toBeGreaterThan(0);
    for (const row of both) expect(row.tags).toEqual(expect.arrayContaining(["en", "license:apache-2.0"]));
    expect((await list("/api/models?filter=no-such-tag")).rows).toEqual([]);
  });

  it("pages with a Link header cursor through every record once, and with p", async () => {
    const all = await list("/api/models");
    const seen: string[] = [];
    let path: string | undefined = "/api/models?limit=7";
    let pages = 0;
    while (path !== undefined) {
      const page = await list(path);
      expect(page.total).toBe(all.rows.length);
      seen.push(...page.rows.map((row) => row.id));
      path = nextOf(page.link);
      pages++;
    }
    expect(seen).toEqual(all.rows.map((row) => row.id));
    expect(pages).toBe(Math.ceil(all.rows.length / 7));
    const third = await list("/api/models?limit=7&p=2");
    expect(third.rows.map((row) => row.id)).toEqual(seen.slice(14, 21));
  });

  it("rejects a bad direction, cursor, p or an over-large limit with a message naming it", async () => {
    for (const [path, error] of [
      ["/api/models?direction=up", 'Invalid direction "up": use -1 or 1'],
      ["/api/models?cursor=%25%25", 'Invalid cursor "%%": use the one a Link header gave'],
      ["/api/models?cursor=eyJvZmZzZXQiOi0xfQ", 'Invalid cursor "eyJvZmZzZXQiOi0xfQ": use the one a Link header gave'],
      ["/api/models?p=-1", 'Invalid p "-1": use a whole number from 0 to 9007199254740991'],
      ["/api/models?limit=5000", 'Invalid limit "5000": use a whole number from 0 to 1000'],
    ] as const) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error });
    }
  });
});

describe("GET /_hubkit/model-facets", () => {
  it("counts each facet's values under the other active filters", async () => {
    const counts = async (qs: string) =>
      (await (await app.request(`/_hubkit/model-facets${qs}`)).json()) as ModelFacetCounts;
    const all = await counts("");
    const total = (await list("/api/models")).rows.length;
    expect(Object.values(all.pipeline_tag).reduce((a, b) => a + b, 0)).toBe(total);
    expect(all.license.mit).toBe((await list("/api/models?license=mit")).rows.length);

    const textGeneration = await counts("?pipeline_tag=text-generation");
    // The active facet keeps its alternatives' counts; the others follow the filter.
    expect(textGeneration.pipeline_tag).toEqual(all.pipeline_tag);
    for (const [license, n] of Object.entries(textGeneration.license)) {
      expect(n, license).toBe((await list(`/api/models?pipeline_tag=text-generation&license=${license}`)).rows.length);
    }
    expect(textGeneration.inference_provider.all).toBe(
      (await list("/api/models?pipeline_tag=text-generation&inference_provider=all")).rows.length,
    );
    const searched = await counts("?search=qwen");
    expect(Object.values(searched.pipeline_tag).reduce((a, b) => a + b, 0)).toBe(
      (await list("/api/models?search=qwen")).rows.length,
    );
  });
});

describe("ModelIndex on a generated catalogue", () => {
  const models = generateCatalogue(5000, 7);
  const index = new ModelIndex(models);

  /** The same query answered the slow, obvious way. */
  function reference(q: ModelQuery): CatalogueModel[] {
    // Largest first; by name, z first (direction 1 reads the other way).
    const key = {
      trendingScore: (m: CatalogueModel) => m.trendingScore ?? -Infinity,
      downloads: (m: CatalogueModel) => m.downloads ?? -Infinity,
      likes: (m: CatalogueModel) => m.likes ?? -Infinity,
      lastModified: (m: CatalogueModel) => (m.lastModified === undefined ? -Infinity : Date.parse(m.lastModified)),
      id: (m: CatalogueModel) => m.id.toLowerCase(),
    }[q.sort];
    const positions = new Map(models.map((m, i) => [m, i]));
    const compare = (a: CatalogueModel, b: CatalogueModel) => {
      const [x, y] = [key(a), key(b)];
      return x === y ? positions.get(a)! - positions.get(b)! : x > y ? -1 : 1;
    };
    return models
      .filter((m) => !q.search || m.id.toLowerCase().includes(q.search.toLowerCase()))
      .filter((m) => !q.pipeline_tag || m.pipeline_tag === q.pipeline_tag)
      .filter((m) => !q.license || m.tags.includes(`license:${q.license}`))
      .filter((m) => !q.language || m.tags.includes(q.language))
      .filter(
        (m) =>
          !q.inference_provider ||
          Object.entries(m.inferenceProviderMapping ?? {}).some(
            ([name, entry]) =>
              entry.status === "live" && (q.inference_provider === "all" || name === q.inference_provider),
          ),
      )
      .sort((a, b) => (q.direction === -1 ? compare(a, b) : compare(b, a)))
      .slice(q.offset, q.offset + q.limit);
  }

  it("answers as a plain filter-and-sort does, for combined filters, sorts and offsets", () => {
    const cases: Array<Partial<ModelQuery>> = [
      {},
      { sort: "likes", pipeline_tag: "text-generation" },
      { sort: "lastModified", license: "mit", language: "fr", offset: 20, limit: 15 },
      { sort: "trendingScore", inference_provider: "all" },
      { inference_provider: "together", search: "instruct" },
      { search: "-V2-", pipeline_tag: "translation", language: "de" },
      { sort: "id", direction: 1, pipeline_tag: "text-generation", offset: 10 },
      { sort: "id", direction: -1 },
      { sort: "downloads", direction: 1, license: "mit" },
    ];
    for (const overrides of cases) {
      const q = query({ limit: 50, ...overrides });
      expect(
        index.query(q).rows.map((m) => m.id),
        JSON.stringify(overrides),
      ).toEqual(reference(q).map((m) => m.id));
    }
  });

  it("offers the stat sorts some record has a value for, by name always, and puts records without the stat last", () => {
    expect(index.sorts).toEqual(["trendingScore", "downloads", "likes", "lastModified", "id"]);
    expect(index.defaultSort).toBe("trendingScore");
    const mixed = new ModelIndex([
      { id: "b/no-stats", inference: "", tags: [] },
      { id: "a/liked", inference: "", tags: [], likes: 3 },
      { id: "c/more-liked", inference: "", tags: [], likes: 9 },
    ]);
    expect(mixed.sorts).toEqual(["likes", "id"]);
    expect(mixed.query(query({ sort: "likes" })).rows.map((m) => m.id)).toEqual([
      "c/more-liked",
      "a/liked",
      "b/no-stats",
    ]);
    const bare = new ModelIndex([{ id: "x/y", inference: "", tags: [] }]);
    expect([bare.sorts, bare.defaultSort]).toEqual([["id"], "id"]);
  });

  it("keeps a tag named __proto__ as data", () => {
    const odd = new ModelIndex([
      {
        id: "a/b",
        inference: "",
        tags: ["__proto__", "license:__proto__", "constructor"],
      },
    ]);
    expect(odd.query(query({ tags: ["__proto__"] })).rows).toHaveLength(1);
    const facets = odd.facets({});
    expect(Object.getOwnPropertyDescriptor(facets.license, "__proto__")?.value).toBe(1);
  });
});

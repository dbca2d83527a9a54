import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { CatalogueModel, ModelSummary } from "../../src/hub-types.js";
import { withoutMapping, type Catalogue } from "./catalogue.js";
import { treeOf } from "./model-files.js";

export interface HubApiOptions {
  catalogue: Catalogue;
  /** The body of `GET /api/tasks`: task id -> task data (the hub serves its task pages' data). */
  tasks: () => Readonly<Record<string, unknown>>;
}

type SortKey = "downloads" | "likes" | "lastModified";
const SORTS: Readonly<Record<SortKey, (a: CatalogueModel, b: CatalogueModel) => number>> = {
  downloads: (a, b) => b.downloads - a.downloads,
  likes: (a, b) => b.likes - a.likes,
  lastModified: (a, b) => b.lastModified.localeCompare(a.lastModified),
};

/** A stable 24-hex id in the shape of the hub's `_id`. */
function objectIdOf(modelId: string): string {
  return createHash("sha1").update(modelId).digest("hex").slice(0, 24);
}

function summaryOf(model: CatalogueModel): ModelSummary {
  return {
    _id: objectIdOf(model.id),
    id: model.id,
    ...(model.pipeline_tag !== undefined && { pipeline_tag: model.pipeline_tag }),
    ...(model.library_name !== undefined && { library_name: model.library_name }),
    tags: model.tags,
    downloads: model.downloads,
    likes: model.likes,
    lastModified: model.lastModified,
    private: false,
  };
}

/** Fields `expand[]` may ask for: those of a model record. */
const EXPANDABLE: ReadonlySet<string> = new Set([
  "pipeline_tag",
  "library_name",
  "tags",
  "config",
  "cardData",
  "widgetData",
  "transformersInfo",
  "mask_token",
  "inference",
  "inferenceProviderMapping",
  "downloads",
  "likes",
  "lastModified",
  "gguf",
  "safetensors",
]);

/** `_id`, `id` and the expanded fields (null when the model has none). */
function pick(model: CatalogueModel, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { _id: objectIdOf(model.id), id: model.id };
  for (const field of fields) picked[field] = model[field as keyof CatalogueModel] ?? null;
  return picked;
}

function notFound(id: string): Response {
  return Response.json({ error: `Model ${id} does not exist` }, { status: 404 });
}

function badRequest(error: string): Response {
  return Response.json({ error }, { status: 400 });
}

/**
 * The local hub API, in the shapes of the real hub: the model list with search and filters, one model (with
 * `expand[]` selecting fields, e.g. the provider mapping), its file tree, and the task data.
 */
export function createHubApi({ catalogue, tasks }: HubApiOptions): Hono {
  const api = new Hono();

  api.get("/models", (c) => {
    const search = (c.req.query("search") ?? "").trim().toLowerCase();
    const pipelineTag = c.req.query("pipeline_tag");
    const library = c.req.query("library");
    const sort = (c.req.query("sort") ?? "downloads") as SortKey;
    const limitText = c.req.query("limit");
    // Own keys only: "__proto__" or "constructor" is no sort order.
    if (!Object.hasOwn(SORTS, sort))
      return badRequest(`Invalid sort "${sort}": use one of ${Object.keys(SORTS).join(", ")}`);
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
      return badRequest(`Invalid limit "${limitText}": use a whole number`);
    }
    const rows = catalogue.models
      .filter((model) => search === "" || model.id.toLowerCase().includes(search))
      .filter((model) => !pipelineTag || model.pipeline_tag === pipelineTag)
      .filter((model) => !library || model.library_name === library || model.tags.includes(library))
      .sort(SORTS[sort])
      .slice(0, limit);
    const expand = c.req.queries("expand[]") ?? [];
    if (expand.length === 0) return c.json(rows.map(summaryOf));
    // As on the hub, expand[] replaces the summary fields with the ones asked for.
    const unknown = expand.find((field) => !EXPANDABLE.has(field));
    if (unknown !== undefined) return badRequest(`Invalid expand[] field "${unknown}"`);
    return c.json(rows.map((model) => pick(model, expand)));
  });

  const detail = (id: string, expand: string[]): Response => {
    const model = catalogue.get(id);
    if (model === undefined) return notFound(id);
    if (expand.length === 0) return Response.json(withoutMapping(model));
    const unknown = expand.find((field) => !EXPANDABLE.has(field));
    if (unknown !== undefined) return badRequest(`Invalid expand[] field "${unknown}"`);
    return Response.json(pick(model, expand));
  };

  const tree = (id: string, revision: string): Response => {
    const model = catalogue.get(id);
    if (model === undefined) return notFound(id);
    if (revision !== "main") return Response.json({ error: `Invalid rev id: ${revision}` }, { status: 404 });
    return Response.json(treeOf(model));
  };

  api.get("/models/:org/:name/tree/:revision", (c) =>
    tree(`${c.req.param("org")}/${c.req.param("name")}`, c.req.param("revision")),
  );
  api.get("/models/:name/tree/:revision", (c) => tree(c.req.param("name"), c.req.param("revision")));
  api.get("/models/:org/:name", (c) =>
    detail(`${c.req.param("org")}/${c.req.param("name")}`, c.req.queries("expand[]") ?? []),
  );
  api.get("/models/:name", (c) => detail(c.req.param("name"), c.req.queries("expand[]") ?? []));
  api.get("/tasks", (c) => c.json(tasks()));
  api.all("*", (c) => c.json({ error: `No such hub API route: ${c.req.method} ${c.req.path}` }, 404));
  return api;
}

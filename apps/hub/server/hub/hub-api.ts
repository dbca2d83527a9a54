import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { CatalogueModel, ModelSummary } from "../../shared/hub-types.js";
import { withoutMapping, type Catalogue } from "./catalogue.js";
import { FACETS, SORT_KEYS, STAT_SORT_KEYS, type ModelQuery, type SortKey } from "./model-index.js";
import { treeOf } from "./model-files.js";

export interface HubApiOptions {
  catalogue: Catalogue;
  /** The body of `GET /api/tasks`: task id -> task data (the hub serves its task pages' data). */
  tasks: () => Readonly<Record<string, unknown>>;
}

/** The most rows one answer holds (the hub's own ceiling for `limit`). */
export const MAX_LIMIT = 1000;

const encodeCursor = (offset: number): string => Buffer.from(JSON.stringify({ offset })).toString("base64url");

function decodeCursor(cursor: string): number | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const offset = typeof value === "object" && value !== null && "offset" in value ? value.offset : undefined;
    return typeof offset === "number" && Number.isSafeInteger(offset) && offset >= 0 ? offset : undefined;
  } catch {
    return undefined;
  }
}

function wholeNumber(text: string | null, name: string, max = Number.MAX_SAFE_INTEGER): number | string | undefined {
  if (text === null) return undefined;
  const value = Number(text);
  return /^\d+$/.test(text) && value <= max ? value : `Invalid ${name} "${text}": use a whole number from 0 to ${max}`;
}

const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/**
 * The list's parameters, by the real hub's names: search, author, filter (repeated tags), pipeline_tag, library,
 * license, language, inference_provider, sort, direction, limit, and either cursor (from the Link header) or p (a
 * page number from 0). A string is the error message for the first one that is wrong. Without `sort`, the list is
 * in `defaultSort`; without `direction`, largest first, except by name (`id`), which reads A to Z.
 */
export function parseModelQuery(params: URLSearchParams, defaultSort: SortKey = "downloads"): ModelQuery | string {
  const sort = params.get("sort") ?? defaultSort;
  // Own keys only: "__proto__" or "constructor" is no sort order.
  if (!isSortKey(sort)) return `Invalid sort "${sort}": use one of ${SORT_KEYS.join(", ")}`;
  const directionText = params.get("direction") ?? (sort === "id" ? "1" : "-1");
  if (directionText !== "-1" && directionText !== "1") return `Invalid direction "${directionText}": use -1 or 1`;
  const limit = wholeNumber(params.get("limit"), "limit", MAX_LIMIT) ?? MAX_LIMIT;
  if (typeof limit === "string") return limit;
  const page = wholeNumber(params.get("p"), "p");
  if (typeof page === "string") return page;
  const cursorText = params.get("cursor");
  const cursor = cursorText === null ? undefined : decodeCursor(cursorText);
  if (cursorText !== null && cursor === undefined)
    return `Invalid cursor "${cursorText.slice(0, 80)}": use the one a Link header gave`;
  const text = (name: string): string | undefined => params.get(name) ?? undefined;
  return {
    search: text("search"),
    author: text("author"),
    tags: params.getAll("filter"),
    ...Object.fromEntries(FACETS.map((facet) => [facet, text(facet)])),
    sort,
    direction: directionText === "1" ? 1 : -1,
    offset: cursor ?? (page ?? 0) * limit,
    limit,
  };
}

/** A stable 24-hex id in the shape of the hub's `_id`. */
function objectIdOf(modelId: string): string {
  return createHash("sha1").update(modelId).digest("hex").slice(0, 24);
}

/** A list row in the hub's shape; a stat the record has no value for is left out, never sent as 0. */
function summaryOf(model: CatalogueModel): ModelSummary {
  return {
    _id: objectIdOf(model.id),
    id: model.id,
    ...(model.pipeline_tag !== undefined && { pipeline_tag: model.pipeline_tag }),
    ...(model.library_name !== undefined && { library_name: model.library_name }),
    tags: model.tags,
    ...(model.downloads !== undefined && { downloads: model.downloads }),
    ...(model.likes !== undefined && { likes: model.likes }),
    ...(model.lastModified !== undefined && { lastModified: model.lastModified }),
    ...(model.trendingScore !== undefined && { trendingScore: model.trendingScore }),
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
  "trendingScore",
  "gated",
  "gguf",
  "safetensors",
]);

const STATS: ReadonlySet<string> = new Set(STAT_SORT_KEYS);

/** `_id`, `id` and the expanded fields (null when the model has none; a stat it has no value for is left out). */
function pick(model: CatalogueModel, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { _id: objectIdOf(model.id), id: model.id };
  const record = new Map<string, unknown>(Object.entries(model));
  for (const field of fields) {
    const value = record.get(field);
    if (value !== undefined || !STATS.has(field)) picked[field] = value ?? null;
  }
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
    const url = new URL(c.req.url);
    const query = parseModelQuery(url.searchParams, catalogue.index.defaultSort);
    if (typeof query === "string") return badRequest(query);
    const expand = c.req.queries("expand[]") ?? [];
    const unknown = expand.find((field) => !EXPANDABLE.has(field));
    if (unknown !== undefined) return badRequest(`Invalid expand[] field "${unknown}"`);
    const page = catalogue.index.query(query);
    const headers: Record<string, string> = { "x-total-count": String(page.total) };
    if (page.next !== undefined) {
      // As on the hub, the next page is a Link header carrying an opaque cursor; its other parameters stay.
      const next = new URL(url);
      next.searchParams.delete("p");
      next.searchParams.set("cursor", encodeCursor(page.next));
      headers.link = `<${next.pathname}${next.search}>; rel="next"`;
    }
    // As on the hub, expand[] replaces the summary fields with the ones asked for.
    return c.json(
      expand.length === 0 ? page.rows.map(summaryOf) : page.rows.map((model) => pick(model, expand)),
      200,
      headers,
    );
  });

  const detail = (id: string, expand: string[]): Response => {
    const model = catalogue.get(id);
    if (model === undefined) return notFound(id);
    if (expand.length === 0) return Response.json(withoutMapping(model));
    const unknown = expand.find((field) => !EXPANDABLE.has(field));
    if (unknown !== undefined) return badRequest(`Invalid expand[] field "${unknown}"`);
    return Response.json(pick(model, expand));
  };

  // Only a listing read from the hub: without one, the hub's answer for a missing entry (the page then shows no files).
  const tree = (id: string, revision: string): Response => {
    const model = catalogue.get(id);
    if (model === undefined) return notFound(id);
    if (revision !== "main") return Response.json({ error: `Invalid rev id: ${revision}` }, { status: 404 });
    const listing = catalogue.listing(id);
    if (listing === undefined) {
      return Response.json({ error: "Entry not found" }, { status: 404, headers: { "x-error-code": "EntryNotFound" } });
    }
    return Response.json(treeOf(listing));
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

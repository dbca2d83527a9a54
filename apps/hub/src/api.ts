import type {
  AppConfig,
  ListSortKey,
  ModelFacetCounts,
  ModelSummary,
  RealChatTemplate,
  TreeEntry,
} from "../shared/hub-types.js";
import { repoPath } from "../shared/links.js";
import { asModelPageData, type ModelCardAnswer, type ModelPageData, type RenderedCard } from "../shared/page-data.js";

/**
 * The page's data client: the hub API in the real hub's shapes (served locally, or relayed to the real hub by the
 * server in real mode) and the server's own settings.
 */
export class HubApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "HubApiError";
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await getJsonAnswer<T>(path, signal)).body;
}

/** The parsed body with the answer's headers (the model list's paging lives in them). */
async function getJsonAnswer<T>(path: string, signal?: AbortSignal): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new HubApiError(`Could not reach the server for ${path}: ${(error as Error).message}`, 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw new HubApiError(`${path} answered ${response.status} with a body that is not JSON`, response.status);
  }
  if (!response.ok) {
    const message = (body as { error?: unknown } | undefined)?.error;
    throw new HubApiError(
      typeof message === "string" ? message : `${path} answered ${response.status}`,
      response.status,
    );
  }
  return { body: body as T, headers: response.headers };
}

export interface ModelFilters {
  search?: string;
  pipeline_tag?: string;
  library?: string;
}

/** The list page's query, by the page address's names (the hub website's: `sort=trending`, `license`, ...). */
export interface ModelListQuery {
  search?: string;
  pipeline_tag?: string;
  library?: string;
  license?: string;
  language?: string;
  /** A provider name, or `all`: runnable on any provider. */
  inference_provider?: string;
  sort?: ModelListSort;
  cursor?: string;
}

/**
 * The list's sort orders: the website's names, the API's `sort` and `direction` for each. The page offers those the
 * hub can answer (`AppConfig.listSorts`): the hub's four, or, for the sample catalogue, by name.
 */
export const MODEL_LIST_SORTS = {
  trending: { label: "Trending", api: "trendingScore", direction: -1 },
  downloads: { label: "Most downloads", api: "downloads", direction: -1 },
  likes: { label: "Most likes", api: "likes", direction: -1 },
  modified: { label: "Recently updated", api: "lastModified", direction: -1 },
  name: { label: "Name (A to Z)", api: "id", direction: 1 },
} as const satisfies Record<string, { label: string; api: ListSortKey; direction: 1 | -1 }>;
export type ModelListSort = keyof typeof MODEL_LIST_SORTS;

export const MODEL_LIST_PAGE_SIZE = 30;

export interface ModelListPage {
  models: ModelSummary[];
  /** How many models match in all, when the hub says. */
  total?: number;
  /** The cursor of the next page (from the answer's `Link: <...>; rel="next"`), when there is one. */
  nextCursor?: string;
}

/**
 * The hub API's own parameters for a list query, as the real hub takes them: `filter=` for licenses
 * (`license:mit`) and languages, `inference_provider`, `sort` + `direction=-1`, `limit`, `cursor`.
 */
export function modelListParams(query: ModelListQuery, limit = MODEL_LIST_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.pipeline_tag) params.set("pipeline_tag", query.pipeline_tag);
  if (query.library) params.set("library", query.library);
  if (query.license) params.append("filter", `license:${query.license}`);
  if (query.language) params.append("filter", query.language);
  if (query.inference_provider) params.set("inference_provider", query.inference_provider);
  const sort = MODEL_LIST_SORTS[query.sort ?? "trending"];
  params.set("sort", sort.api);
  params.set("direction", String(sort.direction));
  params.set("limit", String(limit));
  if (query.cursor) params.set("cursor", query.cursor);
  return params;
}

/** The `cursor` of a Link header's next page (only that: the rest of the address is the page's own). */
export function nextCursorOf(link: string | null): string | undefined {
  const target = /<([^>]*)>\s*;\s*rel="?next"?/.exec(link ?? "")?.[1];
  if (target === undefined) return undefined;
  try {
    return new URL(target, "http://link.invalid").searchParams.get("cursor") ?? undefined;
  } catch {
    return undefined;
  }
}

export async function listModelPage(query: ModelListQuery, signal?: AbortSignal): Promise<ModelListPage> {
  const { body, headers } = await getJsonAnswer<ModelSummary[]>(`/api/models?${modelListParams(query)}`, signal);
  if (!Array.isArray(body)) throw new HubApiError("/api/models answered with something that is not a list", 502);
  const total = Number(headers.get("x-total-count") ?? "");
  const nextCursor = nextCursorOf(headers.get("link"));
  return {
    models: body,
    ...(headers.has("x-total-count") && Number.isSafeInteger(total) && total >= 0 && { total }),
    ...(nextCursor !== undefined && { nextCursor }),
  };
}

/**
 * How many models each filter value would give under the other filters (the local catalogue only: the real hub
 * has no such route, and the page then shows its filters without counts).
 */
export function getModelFacets(query: ModelListQuery, signal?: AbortSignal): Promise<ModelFacetCounts> {
  const params = new URLSearchParams();
  for (const name of ["search", "pipeline_tag", "library", "license", "language", "inference_provider"] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return getJson<ModelFacetCounts>(`/_hubkit/model-facets?${params}`, signal);
}

export function listModels(filters: ModelFilters, signal?: AbortSignal): Promise<ModelSummary[]> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const qs = query.toString();
  return getJson<ModelSummary[]>(`/api/models${qs ? `?${qs}` : ""}`, signal);
}

/**
 * Model ids go into the path segment by segment, so `org/name` keeps its slash; an id that is not a repository id
 * (`..`, an empty part, a third segment) never reaches a URL, and the model does not exist.
 */
function modelPath(id: string): string {
  const path = repoPath(id);
  if (path === undefined) {
    throw new HubApiError(
      `Model ${id} does not exist: a model id is a name or owner/name, of letters, digits, "-", "_" and "."`,
      404,
    );
  }
  return path;
}

/**
 * What a model page's first render needs (record, provider mapping less retired providers, files, whether there is
 * a card), gathered by the server: the page asks for it when its HTML did not carry it.
 */
export async function getModelPageData(id: string, signal?: AbortSignal): Promise<ModelPageData> {
  const path = `/_hubkit/page-data/${modelPath(id)}`;
  const data = asModelPageData(await getJson<unknown>(path, signal));
  if (data === undefined) throw new HubApiError(`${path} answered with something that is not a model page's data`, 502);
  return data;
}
let early: { id: string; data: Promise<ModelPageData> } | undefined;

/**
 * Starts fetching a model page's data as soon as the app starts, when the first HTML did not carry it: the request
 * then runs beside the download of the page's code instead of after it.
 */
export function prefetchModelPageData(id: string): void {
  const data = getModelPageData(id);
  // Whoever takes it handles a failure; unclaimed, it must not surface as an unhandled rejection.
  data.catch(() => undefined);
  early = { id, data };
}

/** A model page's data: the early request for this model if one was started (taken once), or a new one. */
export function loadModelPageData(id: string, signal: AbortSignal): Promise<ModelPageData> {
  if (early?.id === id) {
    const { data } = early;
    early = undefined;
    return data;
  }
  return getModelPageData(id, signal);
}

/** What the router says the model's providers support, as the server sent it (the caller checks it). */
export function getProviderCapabilities(id: string): Promise<unknown> {
  return getJson<unknown>(`/_hubkit/provider-capabilities/${modelPath(id)}`);
}

/** The files at the top of the repository's main branch (`tree/main`), as the hub lists them. */
export async function getTree(id: string, signal?: AbortSignal): Promise<TreeEntry[]> {
  const rows = await getJson<unknown>(`/api/models/${modelPath(id)}/tree/main`, signal);
  if (!Array.isArray(rows)) throw new HubApiError(`The file list of ${id} is not a list`, 502);
  return rows.filter(
    (row): row is TreeEntry =>
      row !== null &&
      typeof row === "object" &&
      typeof (row as TreeEntry).path === "string" &&
      ((row as TreeEntry).type === "file" || (row as TreeEntry).type === "directory"),
  );
}

/**
 * The repository's model card, rendered and sanitized by the server (`/_hubkit/model-card/{id}`: its README.md,
 * local or relayed), or null when the repository has none.
 */
export async function getModelCard(id: string, signal?: AbortSignal): Promise<RenderedCard | null> {
  const path = `/_hubkit/model-card/${modelPath(id)}`;
  const answer = await getJson<ModelCardAnswer | undefined>(path, signal);
  const card = answer?.card;
  if (card === null) return null;
  if (typeof card !== "object" || card === undefined || typeof card.html !== "string") {
    throw new HubApiError(`${path} answered with something that is not a model card`, 502);
  }
  return card;
}

let config: Promise<AppConfig> | undefined;

/** The server's settings, asked once per page load (the app shell and the list share the answer). */
export function getConfig(): Promise<AppConfig> {
  config ??= getJson<AppConfig>("/_hubkit/config").catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/** Real models' published chat templates (the server's embedded corpus), for the template playground. */
export function listRealChatTemplates(signal?: AbortSignal): Promise<RealChatTemplate[]> {
  return getJson<RealChatTemplate[]>("/_hubkit/chat-templates", signal);
}

/** A special token's text: tokenizer configs store a plain string or an AddedToken with `content`. */
function tokenText(token: unknown): string | undefined {
  if (typeof token === "string") return token;
  if (typeof token === "object" && token !== null && "content" in token && typeof token.content === "string") {
    return token.content;
  }
  return undefined;
}

/** A catalogue model's chat template and the special tokens its tokenizer config names (bos_token, eos_token, ...). */
export interface ModelChatTemplate {
  id: string;
  template: string;
  specialTokens: Record<string, string>;
}

const SPECIAL_TOKEN_NAMES = [
  "bos_token",
  "eos_token",
  "unk_token",
  "sep_token",
  "pad_token",
  "cls_token",
  "mask_token",
];

/** Models with a chat template in their tokenizer config, for the template playground. */
export async function listChatTemplates(signal?: AbortSignal): Promise<ModelChatTemplate[]> {
  const rows = await getJson<Array<{ id: string; config: { tokenizer_config?: Record<string, unknown> } | null }>>(
    "/api/models?expand[]=config",
    signal,
  );
  return rows.flatMap((row) => {
    const config = row.config?.tokenizer_config;
    const template = config?.chat_template;
    const specialTokens: Record<string, string> = {};
    for (const name of SPECIAL_TOKEN_NAMES) {
      const text = tokenText(config?.[name]);
      if (text !== undefined) specialTokens[name] = text;
    }
    // A tokenizer may also list named templates; the playground edits the default one.
    if (typeof template === "string") return [{ id: row.id, template, specialTokens }];
    if (Array.isArray(template)) {
      const named: unknown = template.find(
        (entry: unknown) => typeof entry === "object" && entry !== null && "name" in entry && entry.name === "default",
      );
      if (typeof named === "object" && named !== null && "template" in named && typeof named.template === "string") {
        return [{ id: row.id, template: named.template, specialTokens }];
      }
    }
    return [];
  });
}

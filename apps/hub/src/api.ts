import type { AppConfig, HubModel, ModelSummary, ProviderMapping, RealChatTemplate, TreeEntry } from "./hub-types.js";
import { repoPath } from "./lib/links.js";

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
  return body as T;
}

export interface ModelFilters {
  search?: string;
  pipeline_tag?: string;
  library?: string;
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
 * A model record with the fields every part of the model page reads: the hub always sends them, but a relayed or
 * hand-made record without tags or counts should still show, not fail on them.
 */
export function completeModel(record: HubModel): HubModel {
  return {
    ...record,
    tags: Array.isArray(record.tags) ? record.tags : [],
    downloads: record.downloads ?? 0,
    likes: record.likes ?? 0,
    lastModified: record.lastModified ?? "",
  };
}

export async function getModel(id: string, signal?: AbortSignal): Promise<HubModel> {
  return completeModel(await getJson<HubModel>(`/api/models/${modelPath(id)}`, signal));
}

export async function getProviderMapping(id: string, signal?: AbortSignal): Promise<ProviderMapping> {
  const body = await getJson<{ inferenceProviderMapping?: ProviderMapping | null }>(
    `/api/models/${modelPath(id)}?expand[]=inferenceProviderMapping`,
    signal,
  );
  return body.inferenceProviderMapping ?? {};
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

/** Largest model card the page reads (bytes); the rest of a bigger one is left out. */
export const MAX_README_BYTES = 512 * 1024;

/**
 * The repository's README.md, where the hub serves it (`/{id}/resolve/main/README.md`, local or relayed), or
 * undefined when the repository has none.
 */
export async function getReadme(id: string, signal?: AbortSignal): Promise<string | undefined> {
  const path = `/${modelPath(id)}/resolve/main/README.md`;
  let response: Response;
  try {
    response = await fetch(path, { signal, headers: { accept: "text/plain, text/markdown" } });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new HubApiError(`Could not reach the server for ${path}: ${(error as Error).message}`, 0);
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw new HubApiError(`${path} answered ${response.status}`, response.status);
  const bytes = await response.arrayBuffer();
  return new TextDecoder().decode(bytes.byteLength > MAX_README_BYTES ? bytes.slice(0, MAX_README_BYTES) : bytes);
}

export function getConfig(signal?: AbortSignal): Promise<AppConfig> {
  return getJson<AppConfig>("/_hubkit/config", signal);
}

/** Real models' published chat templates (the server's embedded corpus), for the template playground. */
export function listRealChatTemplates(signal?: AbortSignal): Promise<RealChatTemplate[]> {
  return getJson<RealChatTemplate[]>("/_hubkit/chat-templates", signal);
}

/** Models with a chat template in their tokenizer config, for the template playground. */
export async function listChatTemplates(signal?: AbortSignal): Promise<Array<{ id: string; template: string }>> {
  const rows = await getJson<Array<{ id: string; config: { tokenizer_config?: { chat_template?: unknown } } | null }>>(
    "/api/models?expand[]=config",
    signal,
  );
  return rows.flatMap((row) => {
    const template = row.config?.tokenizer_config?.chat_template;
    // A tokenizer may also list named templates; the playground edits the default one.
    if (typeof template === "string") return [{ id: row.id, template }];
    if (Array.isArray(template)) {
      const named = template.find((entry: { name?: string }) => entry?.name === "default") as
        { template?: string } | undefined;
      return typeof named?.template === "string" ? [{ id: row.id, template: named.template }] : [];
    }
    return [];
  });
}

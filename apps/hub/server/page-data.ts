/**
 * A model page's first data, gathered on the server: the record, its provider mapping (less retired providers),
 * the top-level files and whether there is a card to show. It is read through this app's own hub API (the local
 * catalogue, or in real mode the relay to the hub with its checks and deadline), so it is exactly what the page
 * would have fetched. Embedded in the model page's HTML (page-html.ts) and served at `/_hubkit/page-data/{id}`.
 */
import { retiredProviderSince } from "@hubkit/inference";
import { completeModel } from "../shared/model-meta.js";
import type { HubModel, ProviderMapping, TreeEntry } from "../shared/hub-types.js";
import { repoPath } from "../shared/links.js";
import type { ModelCardAnswer, ModelPageData } from "../shared/page-data.js";
import { withoutRetired } from "../shared/retired-providers.js";
import { MAX_README_BYTES, renderCardKept } from "./model-card.js";
import { createRequestChoice } from "../shared/request-choice.js";
import { widgetExamplesFor } from "../shared/widget/first-request.js";
import { firstSnippets } from "./first-snippets.js";
import { modelUses } from "./model-uses.js";

/** Where the data comes from. */
export interface PageDataSource {
  /** A GET of one of this app's own paths (`/api/...`, `/{id}/resolve/main/README.md`), answered in-process. */
  get(path: string, signal: AbortSignal, accept?: string): Promise<Response>;
  /** Whether the repository has a card, when the server knows it without the record (the local catalogue). */
  hasReadme?(id: string): boolean;
  /** The hub whose repository pages a card's relative links point to. */
  hubUrl: string;
}

/** A failure with the status the page should see (404 for a model that does not exist). */
export interface PageDataFailure {
  status: number;
  error: string;
}

/** A file list longer than this is left for the page to fetch: the first HTML stays small. */
export const MAX_EMBEDDED_TREE_ENTRIES = 500;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON body of an answer, or the failure it stands for. */
async function jsonOf(response: Response, what: string): Promise<unknown | PageDataFailure> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    return { status: 502, error: `${what} answered ${response.status} with a body that is not JSON` };
  }
  if (!response.ok) {
    const message =
      isObject(body) && typeof body.error === "string" ? body.error : `${what} answered ${response.status}`;
    return { status: response.status, error: message };
  }
  return body;
}

function isFailure(value: unknown): value is PageDataFailure {
  return isObject(value) && typeof value.status === "number" && typeof value.error === "string";
}

/** Whether a hub record lists a README.md at the top of its repository (`siblings`), or undefined if it lists nothing. */
function readmeInSiblings(record: Record<string, unknown>): boolean | undefined {
  const siblings = record.siblings;
  if (!Array.isArray(siblings)) return undefined;
  return siblings.some((sibling) => isObject(sibling) && sibling.rfilename === "README.md");
}

/** The hub answered 404 for the file listing: the repository has none to show (the local hub: none sourced). */
const NO_LISTING = Symbol("no listing");

function treeOf(body: unknown): TreeEntry[] | undefined {
  if (!Array.isArray(body) || body.length > MAX_EMBEDDED_TREE_ENTRIES) return undefined;
  const rows = body.filter(
    (row): row is TreeEntry =>
      isObject(row) && typeof row.path === "string" && (row.type === "file" || row.type === "directory"),
  );
  return rows;
}

/** The data of model `id`'s page, or why there is none. */
export async function modelPageData(
  id: string,
  source: PageDataSource,
  signal: AbortSignal,
): Promise<ModelPageData | PageDataFailure> {
  const path = repoPath(id);
  if (path === undefined) {
    return {
      status: 404,
      error: `Model ${id} does not exist: a model id is owner/name, of letters, digits, "-", "_" and "."`,
    };
  }
  const [record, mappingBody, treeBody] = await Promise.all([
    source.get(`/api/models/${path}`, signal).then((response) => jsonOf(response, `The record of ${id}`)),
    source
      .get(`/api/models/${path}?expand[]=inferenceProviderMapping`, signal)
      .then((response) => jsonOf(response, `The provider mapping of ${id}`)),
    // The file list is a bonus: without it the page fetches it itself, unless the hub said there is none (404).
    source
      .get(`/api/models/${path}/tree/main`, signal)
      .then((response) =>
        response.ok ? jsonOf(response, `The files of ${id}`) : response.status === 404 ? NO_LISTING : undefined,
      )
      .catch(() => undefined),
  ]);
  if (isFailure(record)) return record;
  if (!isObject(record) || typeof record.id !== "string") {
    return { status: 502, error: `The record of ${id} is not a model record` };
  }
  if (isFailure(mappingBody)) return mappingBody;
  const hubMapping = isObject(mappingBody) ? mappingBody.inferenceProviderMapping : undefined;
  const { served, retired } = withoutRetired(
    (isObject(hubMapping) ? hubMapping : {}) as ProviderMapping,
    retiredProviderSince,
  );
  const noListing = treeBody === NO_LISTING;
  const tree = isFailure(treeBody) || noListing ? undefined : treeOf(treeBody);
  const hasCard = source.hasReadme?.(id) ?? readmeInSiblings(record);
  const model = completeModel(record as unknown as HubModel);
  const inference = firstSnippets(model, served);
  const examples = widgetExamplesFor(model, createRequestChoice(model, served).providers);
  return {
    id,
    model,
    mapping: served,
    retired,
    ...(tree !== undefined && { tree }),
    ...(hasCard !== undefined && { hasCard }),
    ...(noListing && { hasFiles: false }),
    uses: modelUses(model, tree),
    ...(inference !== undefined && { inference }),
    ...(examples !== undefined && { examples }),
  };
}

export function isPageDataFailure(value: ModelPageData | PageDataFailure): value is PageDataFailure {
  return "error" in value;
}

/** Reads at most `limit` bytes of a body, then stops reading (the rest of a huge README never arrives here). */
async function boundedText(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(parts).subarray(0, limit);
  // A cut in the middle of a character leaves a replacement character at the end, nothing worse.
  return new TextDecoder().decode(bytes);
}

/**
 * Model `id`'s card, rendered and sanitized (model-card.ts), or null when the repository has none: read where the
 * hub serves a README (`/{id}/resolve/main/README.md`, the local cards or the relay), relative links resolved
 * against the repository on the hub.
 */
export async function modelCard(
  id: string,
  source: PageDataSource,
  signal: AbortSignal,
): Promise<ModelCardAnswer | PageDataFailure> {
  const path = repoPath(id);
  if (path === undefined) return { status: 404, error: `Model ${id} does not exist` };
  if (source.hasReadme?.(id) === false) return { card: null };
  const response = await source.get(`/${path}/resolve/main/README.md`, signal, "text/plain, text/markdown");
  if (response.status === 404) {
    await response.body?.cancel();
    return { card: null };
  }
  if (!response.ok) {
    const failure = await jsonOf(response, `The card of ${id}`);
    return isFailure(failure) ? failure : { status: 502, error: `The card of ${id} answered ${response.status}` };
  }
  const text = await boundedText(response, MAX_README_BYTES);
  return { card: renderCardKept(text, `${source.hubUrl.replace(/\/+$/, "")}/${path}`) };
}

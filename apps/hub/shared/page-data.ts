/**
 * The data a first render needs, sent by the server inside the first HTML answer as non-executable JSON
 * (`<script type="application/json">`, every `<`, `>`, `&`, U+2028 and U+2029 escaped), so the page shows the model
 * without asking for it after its code has loaded. The same shapes come from `/_hubkit/page-data/{id}` when the
 * HTML carried none (the hub was slow, or the visitor arrived through a client-side link).
 */
import type { FirstSnippets } from "./request-snippets.js";
import type { ModelUses } from "./model-uses.js";
import type { AppConfig, HubModel, ProviderMapping, TreeEntry } from "./hub-types.js";
import type { RetiredProvider } from "./retired-providers.js";
import type { WidgetExample } from "./widget/recorded.js";

/** The id of the element that carries the data in the HTML. */
export const BOOT_DATA_ELEMENT_ID = "hubkit-boot-data";

/** A model card as the server renders it: sanitized HTML and the front matter it read. */
export interface RenderedCard {
  /** Sanitized HTML of the card's body (the front matter left out). */
  html: string;
  /** The YAML front matter, when it is a mapping. */
  frontMatter: Record<string, unknown> | undefined;
  /** Why the front matter could not be read, when it was there but broken. */
  frontMatterError?: string;
}

/** `GET /_hubkit/model-card/{id}`: the rendered card, or null when the repository has none. */
export interface ModelCardAnswer {
  card: RenderedCard | null;
}

/** What a model page's first render needs. */
export interface ModelPageData {
  /** The model id the data is for (the page uses it only on that model's page). */
  id: string;
  model: HubModel;
  /** The hub's provider mapping less the providers the router no longer serves. */
  mapping: ProviderMapping;
  /** The providers left out, and since when (from the inference client's provider modules). */
  retired: RetiredProvider[];
  /** The files at the top of the main branch, when the server had them at hand. */
  tree?: TreeEntry[];
  /** Whether the repository has a README.md to show; absent when the hub's record did not say. */
  hasCard?: boolean;
  /** False when the hub answered that it has no file listing (the local hub: none sourced): never asked again. */
  hasFiles?: false;
  /** "Use this model" and "Run locally", made on the server (server/model-uses.ts). */
  uses: ModelUses;
  /** The first "Inference Providers" snippets (server/first-snippets.ts); absent when no provider serves the model. */
  inference?: FirstSnippets;
  /** The widget's examples, first one preselected (shared/widget/first-request.ts); absent where it has none. */
  examples?: WidgetExample[];
}

/** Everything the server embeds: its settings on every page, and the model on a model page. */
export interface BootData {
  config?: AppConfig;
  model?: ModelPageData;
}

/** JSON for inside an HTML element: no character in it can end the element, open a comment or end a line in JS. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Page data in the shape the page reads, or undefined: data from the network is checked before it is used. */
export function asModelPageData(value: unknown): ModelPageData | undefined {
  if (!isObject(value) || typeof value.id !== "string") return undefined;
  const { model, mapping, retired, tree, hasCard, hasFiles, uses, inference, examples } = value;
  if (!isObject(model) || typeof model.id !== "string" || !isObject(mapping) || !Array.isArray(retired)) {
    return undefined;
  }
  if (!isObject(uses) || !Array.isArray(uses.localApps)) return undefined;
  if (inference !== undefined && (!isObject(inference) || !isObject(inference.request) || !isObject(inference.built))) {
    return undefined;
  }
  if (uses.library !== undefined && (!isObject(uses.library) || !Array.isArray(uses.library.snippets))) {
    return undefined;
  }
  if (tree !== undefined && !Array.isArray(tree)) return undefined;
  if (
    examples !== undefined &&
    !(Array.isArray(examples) && examples.length > 0 && examples.every((e) => isObject(e) && isObject(e.input)))
  ) {
    return undefined;
  }
  if (hasCard !== undefined && typeof hasCard !== "boolean") return undefined;
  if (hasFiles !== undefined && hasFiles !== false) return undefined;
  return value as unknown as ModelPageData;
}

function asConfig(value: unknown): AppConfig | undefined {
  if (!isObject(value) || (value.mode !== "offline" && value.mode !== "real")) return undefined;
  if (typeof value.hubUrl !== "string" || typeof value.routerUrl !== "string") return undefined;
  return value as unknown as AppConfig;
}

/** Embedded data in the shapes the page reads: what of it is broken is left out (the page then asks for it). */
export function asBootData(value: unknown): BootData {
  if (!isObject(value)) return {};
  const config = asConfig(value.config);
  const model = asModelPageData(value.model);
  return { ...(config !== undefined && { config }), ...(model !== undefined && { model }) };
}

/**
 * The model id of a path the page shows as a model page (`/{org}/{name}`, as App's routes read it: `/tasks/{id}`
 * and `/playground/chat-template` are pages of their own), or undefined. The server embeds a model's data for
 * exactly these paths.
 */
export function modelIdOfPath(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (match === null) return undefined;
  let org: string;
  let name: string;
  try {
    org = decodeURIComponent(match[1]!);
    name = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  if (org === "tasks" || (org === "playground" && name === "chat-template")) return undefined;
  return `${org}/${name}`;
}

import type { ModelData } from "@hubkit/tasks";

/** One provider's entry of a model's `inferenceProviderMapping`, as the hub returns it. */
export interface ProviderMappingEntry {
  status: "live" | "staging";
  providerId: string;
  task: string;
  adapter?: string;
  adapterWeightsPath?: string;
}

export type ProviderMapping = Record<string, ProviderMappingEntry>;

/** Marks a record that exists so a recorded provider exchange can be replayed from the page. */
export interface OfflineDemoInfo {
  /** The provider the recording used; the widget preselects it. */
  provider?: string;
  note: string;
  /** The recording is a stream. */
  streaming?: boolean;
  /** No recording exists: the exchanges are synthetic, in the provider's documented shapes (synthetic-tapes.json). */
  synthetic?: boolean;
}

/** A model as `GET /api/models/{id}` returns it (the full record). */
export interface HubModel extends ModelData {
  downloads: number;
  likes: number;
  lastModified: string;
  /** The hub's recent-popularity score (`sort=trendingScore`). */
  trendingScore?: number;
  offlineDemo?: OfflineDemoInfo;
}

/** A catalogue record: the full model plus its provider mapping (served only through `expand[]`). */
export interface CatalogueModel extends HubModel {
  inferenceProviderMapping?: ProviderMapping;
}

/** One row of `GET /api/models`. */
export interface ModelSummary {
  _id: string;
  id: string;
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  downloads: number;
  likes: number;
  lastModified: string;
  trendingScore?: number;
  private: boolean;
}

/** `GET /_hubkit/model-facets` (offline only): per facet, value -> how many models the other active filters leave. */
export type ModelFacetCounts = Record<
  "pipeline_tag" | "library" | "license" | "language" | "inference_provider",
  Record<string, number>
>;

/** One row of `GET /api/models/{id}/tree/main`. */
export interface TreeEntry {
  type: "file" | "directory";
  path: string;
  size: number;
  oid: string;
  /** Present for files stored with Git LFS: the object's SHA-256 and size, and the pointer's size. */
  lfs?: { oid: string; size: number; pointerSize: number };
}

/** What the local server tells the page about where it runs. */
export interface AppConfig {
  /** `offline`: the page talks to the local hub API and the tape-replaying router; `real`: to the real ones. */
  mode: "offline" | "real";
  hubUrl: string;
  routerUrl: string;
  tapeCount: number;
}

/** One real model's published chat template, from the server's embedded corpus (`GET /_hubkit/chat-templates`). */
export interface RealChatTemplate {
  /** The model that ships it, e.g. `Qwen/Qwen2.5-7B-Instruct`. */
  model: string;
  /** Where the text was taken from: `owner/repo:path` of a public repository. */
  source: string;
  template: string;
}

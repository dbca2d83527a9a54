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

/** Where a fact was read: a public page, and the day it was read (`YYYY-MM-DD`). */
export interface FactSource {
  url: string;
  read: string;
}

/**
 * Where the sample catalogue read a record's facts (the local hub's records only: the real hub's records have no
 * such field). A fact without a source is not in the record at all.
 */
export interface SampleFacts {
  /**
   * The license (the `license:` tag and `cardData.license`, `license_name`, `license_link`); `declared: false`: the
   * repository declares none, as its page read there shows.
   */
  license: FactSource & { declared: boolean };
  /** Whether the repository is gated (`gated`). */
  gated?: FactSource;
  /** The base models (`cardData.base_model` and the `base_model:` tags). */
  baseModels?: FactSource;
  /**
   * The file listing `tree/main` answers, as read at `revision` (a branch or a commit). Absent: the local hub has
   * no listing and answers `tree/main` with the hub's 404, so the page shows no files.
   */
  files?: FactSource & { revision: string };
  /**
   * The local hub's README.md is a short summary written for the sample catalogue from the card read at `url`,
   * not the repository's own card. Absent: the local hub has no README for the repository (404).
   */
  summary?: FactSource;
}

/** The model card's metadata as the hub returns it: what the generators read, plus the license fields. */
export type CardData = NonNullable<ModelData["cardData"]> & {
  license?: string;
  /** The license's name when `license` is `other`. */
  license_name?: string;
  /** Where the license text is: a file of the repository or an address. */
  license_link?: string;
};

/** A model as `GET /api/models/{id}` returns it (the full record). */
export interface HubModel extends ModelData {
  cardData?: CardData;
  /**
   * The hub's counts and update date. The real hub always sends them; the local sample catalogue leaves them out
   * (it has no sourced value), and a page shows nothing for an absent one.
   */
  downloads?: number;
  likes?: number;
  lastModified?: string;
  /** The hub's recent-popularity score (`sort=trendingScore`). */
  trendingScore?: number;
  /**
   * Whether the files need the repository's conditions accepted first: the hub says `"auto"` or `"manual"`
   * (approval) or `false`; the local catalogue says `true` where its source names no kind of approval.
   */
  gated?: boolean | "auto" | "manual";
  offlineDemo?: OfflineDemoInfo;
  /** Local hub only: where each of the record's facts was read. */
  sampleFacts?: SampleFacts;
  /**
   * Local hub only: the record's base models that the local catalogue does not have (the page links them to the
   * hub's page instead of a local "Model not found"). Absent on the real hub's records, where every one exists.
   */
  notInCatalogue?: string[];
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
  /** Absent where the catalogue has no sourced value (the local hub), as on `HubModel`. */
  downloads?: number;
  likes?: number;
  lastModified?: string;
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
  /** Bytes (0 for a directory). The local hub leaves it out where its source gave the size only as text. */
  size?: number;
  /** Local hub only: the size as the hub's file page wrote it (`1.45 GB`), where no exact size was read. */
  sizeText?: string;
  /** The git object id: the hub sends it; the local hub, which has not read it, leaves it out. */
  oid?: string;
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
  /**
   * The list's sort orders this hub can answer, by the API's `sort` names: the hub's four in real mode; offline,
   * `id` (by name) and each stat some record of the catalogue has a sourced value for.
   */
  listSorts: ListSortKey[];
}

/** The list's sort orders, by the hub API's `sort` names (`id`: by name, which only the local hub answers). */
export type ListSortKey = "trendingScore" | "downloads" | "likes" | "lastModified" | "id";

/** One real model's published chat template, from the server's embedded corpus (`GET /_hubkit/chat-templates`). */
export interface RealChatTemplate {
  /** The model that ships it, e.g. `Qwen/Qwen2.5-7B-Instruct`. */
  model: string;
  /** Where the text was taken from: `owner/repo:path` of a public repository. */
  source: string;
  template: string;
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SPECIAL_TOKENS_ATTRIBUTES, type TokenizerConfig } from "@hubkit/tasks";
import type { CatalogueModel, HubModel, OfflineDemoInfo, ProviderMapping } from "../../src/hub-types.js";
import { ModelIndex } from "./model-index.js";

interface SampleFile {
  models: CatalogueModel[];
}

type DemoRecord = Partial<CatalogueModel> & { id: string; offlineDemo: OfflineDemoInfo };

interface DemoFile {
  lastModified: string;
  models: DemoRecord[];
}

function readJson<T>(path: string, what: string, check: (value: unknown) => boolean): T {
  const value: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!check(value)) throw new Error(`${path}: not a ${what}`);
  return value as T;
}

const hasModelList = (value: unknown): boolean =>
  typeof value === "object" && value !== null && Array.isArray((value as { models?: unknown }).models);

/** A sample record gains what a demo record adds and it lacked; its own values always win. */
function mergeDemo(sample: CatalogueModel, demo: DemoRecord): CatalogueModel {
  const mapping: ProviderMapping = { ...demo.inferenceProviderMapping, ...sample.inferenceProviderMapping };
  return {
    ...sample,
    widgetData: sample.widgetData ?? demo.widgetData,
    mask_token: sample.mask_token ?? demo.mask_token,
    transformersInfo: sample.transformersInfo ?? demo.transformersInfo,
    inferenceProviderMapping: mapping,
    offlineDemo: demo.offlineDemo,
  };
}

function demoOnly(demo: DemoRecord, lastModified: string): CatalogueModel {
  return { inference: "", tags: [], downloads: 0, likes: 0, lastModified, ...demo };
}

/** One model's additions (fixtures/hub/catalogue-extras.json). */
interface ExtraRecord {
  license?: string;
  trendingScore?: number;
  /** The model's published chat template (a file of the chat-template corpus) and its special tokens. */
  chatTemplate?: { file: string } & Partial<Record<(typeof SPECIAL_TOKENS_ATTRIBUTES)[number], string | null>>;
}

interface ExtrasFile {
  models: Record<string, ExtraRecord>;
}

const hasModelTable = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { models?: unknown }).models === "object" &&
  !Array.isArray((value as { models?: unknown }).models);

/**
 * The tokenizer config a record shows: the linked real template with its special tokens, or, without one, the
 * record's config minus any template (a stand-in template must never appear under a real model's name).
 */
function tokenizerConfigOf(
  record: TokenizerConfig | undefined,
  extra: ExtraRecord["chatTemplate"],
  templateDir: string,
  id: string,
): TokenizerConfig | undefined {
  const { chat_template: _standIn, ...rest } = record ?? {};
  if (extra === undefined) return Object.keys(rest).length === 0 ? undefined : rest;
  if (!/^[\w.-]+\.jinja$/.test(extra.file))
    throw new Error(`catalogue extras: ${id}: "${extra.file}" is no template file name`);
  const config: TokenizerConfig = { ...rest, chat_template: readFileSync(join(templateDir, extra.file), "utf8") };
  for (const name of SPECIAL_TOKENS_ATTRIBUTES) {
    const token = extra[name];
    if (token !== undefined) config[name] = token;
  }
  return config;
}

function withExtras(model: CatalogueModel, extra: ExtraRecord | undefined, templateDir: string): CatalogueModel {
  const tags =
    extra?.license !== undefined && !model.tags.some((tag) => tag.startsWith("license:"))
      ? [...model.tags, `license:${extra.license}`]
      : model.tags;
  const tokenizer = tokenizerConfigOf(model.config?.tokenizer_config, extra?.chatTemplate, templateDir, model.id);
  const { tokenizer_config: _old, ...config } = model.config ?? {};
  const hasConfig = model.config !== undefined || tokenizer !== undefined;
  return {
    ...model,
    tags,
    ...(extra?.trendingScore !== undefined && { trendingScore: extra.trendingScore }),
    ...(hasConfig && { config: { ...config, ...(tokenizer !== undefined && { tokenizer_config: tokenizer }) } }),
  };
}

/** The embedded catalogue: the sample records, completed and extended by the offline demo records. */
export class Catalogue {
  private readonly byId: Map<string, CatalogueModel>;

  constructor(readonly models: readonly CatalogueModel[]) {
    this.byId = new Map(models.map((model) => [model.id, model]));
  }

  /**
   * The sample records, completed by the demo records, with the extras applied (licenses, trending scores, real
   * chat templates from `templateDir`) when an extras file is given.
   */
  static fromFiles(samplePath: string, demoPath: string, extras?: { path: string; templateDir: string }): Catalogue {
    const sample = readJson<SampleFile>(samplePath, "sample catalogue ({ models: [...] })", hasModelList);
    const demo = readJson<DemoFile>(demoPath, "demo catalogue ({ models: [...] })", hasModelList);
    const demos = new Map(demo.models.map((record) => [record.id, record]));
    const merged = sample.models.map((model) => {
      const extra = demos.get(model.id);
      return extra === undefined ? model : mergeDemo(model, extra);
    });
    const sampleIds = new Set(sample.models.map((model) => model.id));
    const added = demo.models.filter((record) => !sampleIds.has(record.id)).map((r) => demoOnly(r, demo.lastModified));
    const all = [...merged, ...added];
    if (extras === undefined) return new Catalogue(all);
    const table = readJson<ExtrasFile>(extras.path, "catalogue extras file ({ models: { id: {...} } })", hasModelTable);
    return new Catalogue(all.map((model) => withExtras(model, table.models[model.id], extras.templateDir)));
  }

  get(id: string): CatalogueModel | undefined {
    return this.byId.get(id);
  }

  private built: ModelIndex | undefined;

  /** The list's index (sort orders, posting lists), built on first use. */
  get index(): ModelIndex {
    return (this.built ??= new ModelIndex(this.models));
  }
}

/** The full record minus the provider mapping, which the hub only returns when asked through `expand[]`. */
export function withoutMapping(model: CatalogueModel): HubModel {
  const { inferenceProviderMapping: _mapping, ...rest } = model;
  return rest;
}

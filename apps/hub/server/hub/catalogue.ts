import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SPECIAL_TOKENS_ATTRIBUTES, type TokenizerConfig } from "@hubkit/tasks";
import type {
  CardData,
  CatalogueModel,
  FactSource,
  HubModel,
  OfflineDemoInfo,
  ProviderMapping,
  SampleFacts,
} from "../../shared/hub-types.js";
import { baseModelsOf } from "../../shared/model-meta.js";
import { readModelFacts, type FilesFact, type ModelFacts, type ModelFactsTable } from "./model-facts.js";
import { ModelIndex } from "./model-index.js";

interface SampleFile {
  models: CatalogueModel[];
}

type DemoRecord = Partial<CatalogueModel> & { id: string; offlineDemo: OfflineDemoInfo };

interface DemoFile {
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

/** A demo record of a model the sample records lack: no counts or dates (the catalogue has none to give). */
function demoOnly(demo: DemoRecord): CatalogueModel {
  return { inference: "", tags: [], ...demo };
}

/** One model's additions (fixtures/hub/catalogue-extras.json). */
interface ExtraRecord {
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
  const tokenizer = tokenizerConfigOf(model.config?.tokenizer_config, extra?.chatTemplate, templateDir, model.id);
  const { tokenizer_config: _old, ...config } = model.config ?? {};
  const hasConfig = model.config !== undefined || tokenizer !== undefined;
  return {
    ...model,
    ...(hasConfig && { config: { ...config, ...(tokenizer !== undefined && { tokenizer_config: tokenizer }) } }),
  };
}

/**
 * A record with its sourced facts in the hub's fields (the `license:` and `base_model:` tags, `cardData.license`,
 * `license_name`, `license_link` and `base_model`, `gated`) and where each was read (`sampleFacts`); undefined when
 * the model has no license fact (neither a license nor a source showing it declares none): the sample catalogue
 * shows only models whose license it can name. Base models come from the facts only.
 */
export function withFacts(model: CatalogueModel, facts: ModelFacts | undefined): CatalogueModel | undefined {
  const license = facts?.license;
  if (facts === undefined || license === undefined) return undefined;
  const bases = facts.baseModels;
  const tags = model.tags.filter((tag) => !tag.startsWith("license:") && !tag.startsWith("base_model:"));
  if (license.declared) tags.push(`license:${license.id}`);
  for (const id of bases?.ids ?? []) {
    tags.push(`base_model:${id}`);
    if (bases?.relation !== undefined) tags.push(`base_model:${bases.relation}:${id}`);
  }
  const {
    license: _license,
    license_name: _name,
    license_link: _link,
    base_model: _base,
    ...otherCardData
  } = model.cardData ?? {};
  const cardData: CardData = {
    ...otherCardData,
    ...(license.declared && {
      license: license.id,
      ...(license.name !== undefined && { license_name: license.name }),
      ...(license.link !== undefined && { license_link: license.link }),
    }),
    ...(bases !== undefined && { base_model: bases.ids.length === 1 ? bases.ids[0] : bases.ids }),
  };
  const source = ({ url, read }: FactSource): FactSource => ({ url, read });
  const sampleFacts: SampleFacts = {
    license: { ...source(license), declared: license.declared },
    ...(facts.gated !== undefined && { gated: source(facts.gated) }),
    ...(bases !== undefined && { baseModels: source(bases) }),
    ...(facts.files !== undefined && { files: { ...source(facts.files), revision: facts.files.revision } }),
    ...(facts.summary !== undefined && { summary: source(facts.summary) }),
  };
  const { cardData: _cardData, ...rest } = model;
  return {
    ...rest,
    tags,
    ...(Object.keys(cardData).length > 0 && { cardData }),
    ...(facts.gated !== undefined && { gated: facts.gated.value }),
    sampleFacts,
  };
}

/** Where the catalogue's parts are read from (see `DATA_FILES` in ../paths.ts). */
export interface CatalogueFiles {
  /** Links to real chat templates (`catalogue-extras.json`) and the folder of the templates. */
  extras?: { path: string; templateDir: string };
  /** The sourced facts (`model-facts.json`): with them, only models with a sourced license stay. */
  facts?: string;
  /** Records of tests (never the sample catalogue's): added as they are, after the facts were applied. */
  extraModels?: readonly CatalogueModel[];
  /** File listings of test records (`files` of a facts table in model-facts.json's format). */
  extraFacts?: ModelFactsTable;
}

/**
 * The embedded catalogue: the sample records, completed and extended by the offline demo records, with their
 * sourced facts, their file listings (`tree/main`) and card summaries (README.md).
 */
export class Catalogue {
  private readonly byId: Map<string, CatalogueModel>;

  constructor(
    readonly models: readonly CatalogueModel[],
    private readonly listings: ReadonlyMap<string, FilesFact> = new Map(),
    /** README.md texts by model id: the card summaries written for the catalogue. */
    readonly readmes: ReadonlyMap<string, string> = new Map(),
  ) {
    this.byId = new Map(models.map((model) => [model.id, model]));
  }

  /**
   * The sample records, completed by the demo records, with the extras applied (real chat templates from
   * `templateDir`) and, when a facts file is given, only the models it names a license for, with their facts.
   */
  static fromFiles(samplePath: string, demoPath: string, files: CatalogueFiles = {}): Catalogue {
    const sample = readJson<SampleFile>(samplePath, "sample catalogue ({ models: [...] })", hasModelList);
    const demo = readJson<DemoFile>(demoPath, "demo catalogue ({ models: [...] })", hasModelList);
    const demos = new Map(demo.models.map((record) => [record.id, record]));
    const merged = sample.models.map((model) => {
      const extra = demos.get(model.id);
      return extra === undefined ? model : mergeDemo(model, extra);
    });
    const sampleIds = new Set(sample.models.map((model) => model.id));
    let all = [...merged, ...demo.models.filter((record) => !sampleIds.has(record.id)).map(demoOnly)];
    if (files.extras !== undefined) {
      const { path, templateDir } = files.extras;
      const table = readJson<ExtrasFile>(path, "catalogue extras file ({ models: { id: {...} } })", hasModelTable);
      all = all.map((model) => withExtras(model, ownValue(table.models, model.id), templateDir));
    }
    const listings = new Map<string, FilesFact>();
    const readmes = new Map<string, string>();
    if (files.facts !== undefined) {
      const facts = readModelFacts(files.facts);
      all = all.flatMap((model) => withFacts(model, facts.get(model.id)) ?? []);
      for (const model of all) {
        const known = facts.get(model.id);
        if (known?.files !== undefined) listings.set(model.id, known.files);
        if (known?.summary !== undefined) readmes.set(model.id, `${known.summary.text}\n`);
      }
    }
    for (const [id, facts] of files.extraFacts ?? []) if (facts.files !== undefined) listings.set(id, facts.files);
    return new Catalogue([...all, ...(files.extraModels ?? [])], listings, readmes);
  }

  /** The same catalogue with other records (its listings and READMEs kept). */
  withModels(models: readonly CatalogueModel[], readmes: ReadonlyMap<string, string> = this.readmes): Catalogue {
    return new Catalogue(models, this.listings, readmes);
  }

  get(id: string): CatalogueModel | undefined {
    return this.byId.get(id);
  }

  /** The repository's file listing as read from its source, if the catalogue has one. */
  listing(id: string): FilesFact | undefined {
    return this.listings.get(id);
  }

  private built: ModelIndex | undefined;

  /** The list's index (sort orders, posting lists), built on first use. */
  get index(): ModelIndex {
    return (this.built ??= new ModelIndex(this.models));
  }
}

/** `table[key]` when it is the table's own entry ("constructor" or "__proto__" is no model's extras). */
function ownValue<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The catalogue with each record's base models that it does not have named in `notInCatalogue` (as the page reads
 * them: tags and `cardData.base_model`), so the page links those to the hub rather than to a missing local page.
 */
export function withBaseModelsOutside(catalogue: Catalogue): Catalogue {
  return catalogue.withModels(
    catalogue.models.map((model) => {
      const outside = baseModelsOf(model, undefined)
        .map((base) => base.id)
        .filter((id) => catalogue.get(id) === undefined);
      return outside.length === 0 ? model : { ...model, notInCatalogue: outside };
    }),
  );
}

/** The full record minus the provider mapping, which the hub only returns when asked through `expand[]`. */
export function withoutMapping(model: CatalogueModel): HubModel {
  const { inferenceProviderMapping: _mapping, ...rest } = model;
  return rest;
}

import { readFileSync } from "node:fs";
import type { CatalogueModel, HubModel, OfflineDemoInfo, ProviderMapping } from "../../src/hub-types.js";

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

/** The embedded catalogue: the sample records, completed and extended by the offline demo records. */
export class Catalogue {
  private readonly byId: Map<string, CatalogueModel>;

  constructor(readonly models: readonly CatalogueModel[]) {
    this.byId = new Map(models.map((model) => [model.id, model]));
  }

  static fromFiles(samplePath: string, demoPath: string): Catalogue {
    const sample = readJson<SampleFile>(samplePath, "sample catalogue ({ models: [...] })", hasModelList);
    const demo = readJson<DemoFile>(demoPath, "demo catalogue ({ models: [...] })", hasModelList);
    const demos = new Map(demo.models.map((record) => [record.id, record]));
    const merged = sample.models.map((model) => {
      const extra = demos.get(model.id);
      return extra === undefined ? model : mergeDemo(model, extra);
    });
    const sampleIds = new Set(sample.models.map((model) => model.id));
    const added = demo.models.filter((record) => !sampleIds.has(record.id)).map((r) => demoOnly(r, demo.lastModified));
    return new Catalogue([...merged, ...added]);
  }

  get(id: string): CatalogueModel | undefined {
    return this.byId.get(id);
  }
}

/** The full record minus the provider mapping, which the hub only returns when asked through `expand[]`. */
export function withoutMapping(model: CatalogueModel): HubModel {
  const { inferenceProviderMapping: _mapping, ...rest } = model;
  return rest;
}

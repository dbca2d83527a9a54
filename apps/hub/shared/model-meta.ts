import type { HubModel } from "./hub-types.js";

/**
 * What a model page says about a model beside its card: license, languages, datasets, base models and size, read
 * from the card's front matter, the record's `cardData` and its tags (in that order: the card is the newest word).
 * Everything here is data from a hub: only strings of sensible length are kept.
 */
export type BaseModelRelation = "adapter" | "finetune" | "quantized" | "merge";

export interface BaseModel {
  id: string;
  relation: BaseModelRelation;
}

export interface ModelMeta {
  /** The license as the page names it: its id, or its own name when the id is `other`. */
  license?: string;
  /** Where its text is (`license_link`): a file of the repository or an https address. */
  licenseLink?: string;
  /** The license forbids commercial use, as its id or name says (`cc-by-nc-*`, `...-non-commercial-...`). */
  nonCommercial: boolean;
  /** The files need the repository's conditions accepted on the hub first. */
  gated: boolean;
  languages: string[];
  datasets: string[];
  baseModels: BaseModel[];
  /** Parameter count (safetensors, else GGUF metadata). */
  parameters?: number;
  /** Tensor types with their parameter counts (safetensors). */
  tensorTypes: Array<{ type: string; count: number }>;
  /** GGUF architecture and context length. */
  gguf?: { architecture?: string; contextLength?: number };
}

const MAX_VALUE = 200;
const MAX_ITEMS = 50;
const RELATIONS: readonly BaseModelRelation[] = ["adapter", "finetune", "quantized", "merge"];

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list
    .filter((item): item is string | number => typeof item === "string" || typeof item === "number")
    .map((item) => String(item).trim())
    .filter((item) => item !== "" && item.length <= MAX_VALUE)
    .slice(0, MAX_ITEMS);
}

function firstString(...values: unknown[]): string | undefined {
  for (const value of values) {
    const [first] = strings(value);
    if (first !== undefined) return first;
  }
  return undefined;
}

function tagValues(tags: readonly string[], prefix: string): string[] {
  return tags.filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length));
}

/** How a model relates to a base model it names, when its tags do not say: from the kind of repository. */
function inferredRelation(model: HubModel, baseCount: number): BaseModelRelation {
  const tags = new Set(model.tags.map((tag) => tag.toLowerCase()));
  if (model.library_name === "peft" || tags.has("lora") || tags.has("peft") || tags.has("adapter")) return "adapter";
  if (baseCount > 1 && (tags.has("merge") || tags.has("mergekit"))) return "merge";
  if (
    model.gguf !== undefined ||
    ["gguf", "quantized", "gptq", "awq", "exl2", "4-bit", "8-bit", "bitsandbytes"].some((tag) => tags.has(tag)) ||
    /(?:^|[-_])(?:\d-?bit|gguf|gptq|awq)(?:$|[-_])/i.test(model.id)
  ) {
    return "quantized";
  }
  return "finetune";
}

/** The base models: `base_model:{relation}:{id}` tags first, then `base_model` of the card, relation inferred. */
export function baseModelsOf(model: HubModel, frontMatter: Record<string, unknown> | undefined): BaseModel[] {
  const found = new Map<string, BaseModelRelation>();
  for (const tag of model.tags) {
    const match = /^base_model:(adapter|finetune|quantized|merge):(.+)$/.exec(tag);
    if (match !== null && RELATIONS.includes(match[1] as BaseModelRelation) && match[2]!.length <= MAX_VALUE) {
      found.set(match[2]!, match[1] as BaseModelRelation);
    }
  }
  const named = strings(frontMatter?.base_model ?? model.cardData?.base_model);
  const plainTags = tagValues(model.tags, "base_model:").filter(
    (value) => !/^(?:adapter|finetune|quantized|merge):/.test(value),
  );
  const ids = [...new Set([...named, ...plainTags])].filter((id) => !found.has(id) && id !== model.id);
  const relation = inferredRelation(model, ids.length + found.size);
  for (const id of ids) found.set(id, relation);
  return [...found].map(([id, rel]) => ({ id, relation: rel }));
}

/** A license id or name that says it forbids commercial use. */
const NON_COMMERCIAL = /(?:^|[-_.])nc(?:[-_.]|$)|non[-_ ]?commercial/i;

/** Everything the details card shows, from the card's front matter (when read), the record and its tags. */
export function modelMeta(model: HubModel, frontMatter: Record<string, unknown> | undefined): ModelMeta {
  const cardData: Record<string, unknown> = { ...(model.cardData ?? {}) };
  // The front matter, when the card was read, is the newest word on the license; else the record's card data.
  const licenseSource = frontMatter?.license !== undefined ? frontMatter : cardData;
  const license = firstString(
    licenseSource.license === "other" ? (licenseSource.license_name ?? "other") : licenseSource.license,
    tagValues(model.tags, "license:"),
  );
  const licenseLink = firstString(licenseSource.license_link);
  const languages = strings(frontMatter?.language ?? cardData.language);
  const datasets = [
    ...new Set([...strings(frontMatter?.datasets ?? cardData.datasets), ...tagValues(model.tags, "dataset:")]),
  ];
  const safetensors = model.safetensors;
  const tensorTypes =
    safetensors !== undefined && safetensors.parameters !== null && typeof safetensors.parameters === "object"
      ? Object.entries(safetensors.parameters)
          .filter(([, count]) => typeof count === "number" && Number.isFinite(count))
          .map(([type, count]) => ({ type: type.slice(0, 20), count }))
          .sort((a, b) => b.count - a.count)
      : [];
  const parameters =
    typeof safetensors?.total === "number" && safetensors.total > 0
      ? safetensors.total
      : typeof model.gguf?.total === "number" && model.gguf.total > 0
        ? model.gguf.total
        : undefined;
  const gguf =
    model.gguf !== undefined
      ? {
          ...(typeof model.gguf.architecture === "string" && { architecture: model.gguf.architecture.slice(0, 60) }),
          ...(typeof model.gguf.context_length === "number" && { contextLength: model.gguf.context_length }),
        }
      : undefined;
  return {
    ...(license !== undefined && { license }),
    ...(license !== undefined && licenseLink !== undefined && { licenseLink }),
    nonCommercial: license !== undefined && NON_COMMERCIAL.test(license),
    gated: model.gated === true || model.gated === "auto" || model.gated === "manual",
    languages,
    datasets: datasets.slice(0, MAX_ITEMS),
    baseModels: baseModelsOf(model, frontMatter),
    ...(parameters !== undefined && { parameters }),
    tensorTypes,
    ...(gguf !== undefined && { gguf }),
  };
}

/** 8030261248 -> "8.03B": the way model sizes are said. */
export function formatParameters(count: number): string {
  const units: Array<[number, string]> = [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, unit] of units) {
    if (count >= size) return `${Number((count / size).toPrecision(3))}${unit}`;
  }
  return String(count);
}

/**
 * A model record with the tags every part of the model page reads: the hub always sends them, but a relayed or
 * hand-made record without them should still show, not fail on them. Counts and dates stay absent when absent: a
 * page shows nothing for them, never a zero.
 */
export function completeModel(record: HubModel): HubModel {
  return { ...record, tags: Array.isArray(record.tags) ? record.tags : [] };
}

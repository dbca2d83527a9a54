import { readFileSync } from "node:fs";
import type { FactSource } from "../../shared/hub-types.js";

/**
 * The sample catalogue's sourced facts (`fixtures/hub/model-facts.json`): per model, its license, whether it is
 * gated, its base models, its file listing and a short summary of its card, each with the public page it was read on
 * and the day. The file is data from outside like any other: every field is checked, and a wrong one is an error
 * naming the model and the field.
 */

export type BaseModelRelation = "adapter" | "finetune" | "quantized" | "merge";

/** The repository's license, or that it declares none (its page shows no license: a fact with a source too). */
export type LicenseFact = FactSource &
  (
    | {
        declared: true;
        /** The hub's license id (`apache-2.0`, `other`, ...). */
        id: string;
        /** The license's own name when `id` is `other` (`license_name` on the hub). */
        name?: string;
        /** A file of the repository or an address with the license text (`license_link` on the hub). */
        link?: string;
      }
    | { declared: false }
  );

export interface GatedFact extends FactSource {
  /** `false`: not gated; `true`: gated, kind of approval not read; `auto` / `manual`: as the hub says. */
  value: boolean | "auto" | "manual";
}

export interface BaseModelsFact extends FactSource {
  ids: string[];
  /** How the model relates to them, when the source says. */
  relation?: BaseModelRelation;
}

/**
 * One entry of a listing. A file's size is as the source gave it: bytes where it gave them exactly, else the hub
 * page's text (`1.45 GB`), never turned into a number of bytes nobody read; none where it gave none (test records:
 * the sample catalogue's listings give every size, which its test checks).
 */
export type ListedFile =
  | { path: string; type: "directory" }
  | { path: string; type: "file"; size: number }
  | { path: string; type: "file"; sizeText: string }
  | { path: string; type: "file" };

export interface FilesFact extends FactSource {
  /** The branch or commit the listing was read at. */
  revision: string;
  entries: ListedFile[];
}

export interface SummaryFact extends FactSource {
  text: string;
}

export interface ModelFacts {
  license?: LicenseFact;
  gated?: GatedFact;
  baseModels?: BaseModelsFact;
  files?: FilesFact;
  summary?: SummaryFact;
}

export type ModelFactsTable = ReadonlyMap<string, ModelFacts>;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A repository id as the hub spells one: `owner/name` of word characters, `-` and `.`. */
const REPO_ID = /^[\w][\w.-]{0,95}\/[\w][\w.-]{0,95}$/;
/** A license id or name: lower-case words joined by `-`, `.` or `+` (`openrail++`, `llama3.1`, `cc-by-nc-4.0`). */
const LICENSE_ID = /^[a-z0-9][a-z0-9.+_-]{0,99}$/;
/** One name of a top-level listing: no path separator, no `.`/`..`. */
const FILE_NAME = /^(?!\.\.?$)[^/\\\0]{1,255}$/;
/** A size as the hub's file pages write it: `920 Bytes`, `1.52 kB`, `892 MB`, `1.45 GB`. */
const SIZE_TEXT = /^(\d+(?:\.\d+)?) (Bytes|kB|MB|GB|TB)$/;

const MAX_SUMMARY = 1200;

class FactError extends Error {
  constructor(where: string, message: string) {
    super(`${where}: ${message}`);
    this.name = "FactError";
  }
}

function text(record: Json, key: string, where: string, pattern?: RegExp): string {
  const value = record[key];
  if (typeof value !== "string" || value === "") throw new FactError(where, `"${key}" must be a non-empty string`);
  if (pattern !== undefined && !pattern.test(value))
    throw new FactError(where, `"${key}" ${JSON.stringify(value)} is malformed`);
  return value;
}

function optionalText(record: Json, key: string, where: string, pattern?: RegExp): string | undefined {
  return record[key] === undefined ? undefined : text(record, key, where, pattern);
}

/** The source and day of a fact: an https address and an ISO date. */
function sourceOf(record: Json, where: string): FactSource {
  const url = text(record, "source", where);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FactError(where, `"source" ${JSON.stringify(url)} is not an address`);
  }
  if (parsed.protocol !== "https:") throw new FactError(where, `"source" must be an https address`);
  const read = text(record, "read", where, DATE);
  if (Number.isNaN(Date.parse(`${read}T00:00:00Z`))) throw new FactError(where, `"read" ${read} is no date`);
  return { url, read };
}

/** A file with its size as its source gave it: a whole number of bytes, the hub page's text, or none. */
function sizeOf(path: string, size: unknown, where: string): ListedFile {
  if (size === undefined) return { path, type: "file" };
  if (typeof size === "number" && Number.isSafeInteger(size) && size >= 0) return { path, type: "file", size };
  if (typeof size === "string" && SIZE_TEXT.test(size)) return { path, type: "file", sizeText: size };
  throw new FactError(where, `size ${JSON.stringify(size)} is neither bytes nor "<n> <unit>"`);
}

function licenseOf(record: Json, where: string): LicenseFact {
  if (record.declared === false) {
    if (record.id !== undefined) throw new FactError(where, `a license that is not declared has no "id"`);
    return { declared: false, ...sourceOf(record, where) };
  }
  if (record.declared !== undefined) throw new FactError(where, `"declared" is false or absent`);
  const id = text(record, "id", where, LICENSE_ID);
  const name = optionalText(record, "name", where, LICENSE_ID);
  const link = optionalText(record, "link", where);
  if (id === "other" && name === undefined) throw new FactError(where, `a license "other" needs its "name"`);
  return {
    declared: true,
    id,
    ...(name !== undefined && { name }),
    ...(link !== undefined && { link }),
    ...sourceOf(record, where),
  };
}

function gatedOf(record: Json, where: string): GatedFact {
  const value = record.value;
  if (typeof value !== "boolean" && value !== "auto" && value !== "manual")
    throw new FactError(where, `"value" must be true, false, "auto" or "manual"`);
  return { value, ...sourceOf(record, where) };
}

function baseModelsOf(record: Json, where: string): BaseModelsFact {
  const ids = record.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20)
    throw new FactError(where, `"ids" must list one to 20 repository ids`);
  for (const id of ids) {
    if (typeof id !== "string" || !REPO_ID.test(id))
      throw new FactError(where, `${JSON.stringify(id)} is no repository id`);
  }
  const relation = record.relation;
  if (relation !== undefined && !isRelation(relation))
    throw new FactError(where, `"relation" must be adapter, finetune, quantized or merge`);
  return { ids: ids.map(String), ...(relation !== undefined && { relation }), ...sourceOf(record, where) };
}

const RELATIONS: readonly unknown[] = ["adapter", "finetune", "quantized", "merge"] satisfies BaseModelRelation[];
const isRelation = (value: unknown): value is BaseModelRelation => RELATIONS.includes(value);

function filesOf(record: Json, where: string): FilesFact {
  // A branch, a commit or a ref such as refs/pr/1.
  const revision = text(record, "revision", where, /^[\w.-]{1,64}(?:\/[\w.-]{1,64}){0,3}$/);
  const entries = record.entries;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > 1000)
    throw new FactError(where, `"entries" must list one to 1000 files`);
  const seen = new Set<string>();
  const listed = entries.map((entry: unknown, i): ListedFile => {
    const at = `${where}.entries[${i}]`;
    if (!isObject(entry)) throw new FactError(at, "not an object");
    const path = text(entry, "path", at, FILE_NAME);
    if (seen.has(path)) throw new FactError(at, `${path} is listed twice`);
    seen.add(path);
    if (entry.type === "directory") return { path, type: "directory" };
    if (entry.type !== undefined && entry.type !== "file") throw new FactError(at, `"type" must be file or directory`);
    return sizeOf(path, entry.size, at);
  });
  return { revision, entries: listed, ...sourceOf(record, where) };
}

function summaryOf(record: Json, where: string): SummaryFact {
  const summary = text(record, "text", where);
  if (summary.length > MAX_SUMMARY) throw new FactError(where, `"text" is longer than ${MAX_SUMMARY} characters`);
  return { text: summary, ...sourceOf(record, where) };
}

const FACT_NAMES: ReadonlySet<string> = new Set(["license", "gated", "baseModels", "files", "summary"]);

/** One fact of a record, parsed when present. */
function part<T>(record: Json, key: string, at: string, parse: (value: Json, where: string) => T): T | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new FactError(`${at}.${key}`, "not an object");
  return parse(value, `${at}.${key}`);
}

/** The facts of `{ models: { id: {...} } }`, checked; `where` names the file in errors. */
export function parseModelFacts(value: unknown, where: string): ModelFactsTable {
  if (!isObject(value) || !isObject(value.models))
    throw new FactError(where, `not a facts file ({ models: { id: {...} } })`);
  const table = new Map<string, ModelFacts>();
  for (const [id, record] of Object.entries(value.models)) {
    const at = `${where}: ${id}`;
    if (!REPO_ID.test(id)) throw new FactError(at, "not a repository id");
    if (!isObject(record)) throw new FactError(at, "not an object");
    const unknown = Object.keys(record).find((key) => !FACT_NAMES.has(key));
    if (unknown !== undefined) throw new FactError(at, `unknown fact "${unknown}"`);
    const license = part(record, "license", at, licenseOf);
    const gated = part(record, "gated", at, gatedOf);
    const baseModels = part(record, "baseModels", at, baseModelsOf);
    const files = part(record, "files", at, filesOf);
    const summary = part(record, "summary", at, summaryOf);
    table.set(id, {
      ...(license !== undefined && { license }),
      ...(gated !== undefined && { gated }),
      ...(baseModels !== undefined && { baseModels }),
      ...(files !== undefined && { files }),
      ...(summary !== undefined && { summary }),
    });
  }
  return table;
}

export function readModelFacts(path: string): ModelFactsTable {
  return parseModelFacts(JSON.parse(readFileSync(path, "utf8")), path);
}

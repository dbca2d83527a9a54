import type { CatalogueModel, ListSortKey } from "../../shared/hub-types.js";

/** The stats a record may carry, each a sort order of the list (by the hub API's names). */
export const STAT_SORT_KEYS = ["trendingScore", "downloads", "likes", "lastModified"] as const;
/** Sort orders of the model list, by the hub API's names; `id` (by name) is the local hub's own. */
export const SORT_KEYS = [...STAT_SORT_KEYS, "id"] as const satisfies readonly ListSortKey[];
export type SortKey = (typeof SORT_KEYS)[number];

/** A record's value for a stat sort, or undefined when the record has none (never a zero standing for unknown). */
function statOf(model: CatalogueModel, key: (typeof STAT_SORT_KEYS)[number]): number | undefined {
  const value = model[key];
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** The list's facets: what a filter can narrow by, and the counts the page shows beside each value. */
export const FACETS = ["pipeline_tag", "library", "license", "language", "inference_provider"] as const;
export type Facet = (typeof FACETS)[number];

export interface ModelQuery {
  /** Case-insensitive substring of the id. */
  search?: string;
  author?: string;
  /** Every tag must be on the record (the hub's repeated `filter=`). */
  tags?: readonly string[];
  pipeline_tag?: string;
  library?: string;
  license?: string;
  language?: string;
  /** A provider name, or `all`: any live provider. */
  inference_provider?: string;
  sort: SortKey;
  /** -1: largest first (the hub's default); 1: smallest first. */
  direction: 1 | -1;
  /** Rows to skip in that order (the cursor's position). */
  offset: number;
  limit: number;
}

export interface ModelPage {
  rows: CatalogueModel[];
  /** Rows matching the query in all. */
  total: number;
  /** Offset of the next page, when there is one. */
  next?: number;
}

export type FacetCounts = Record<Facet, Record<string, number>>;

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** A two-letter tag that names a language (`en`, `fr`); the hub tags a model's languages by their ISO 639-1 code. */
const languageTags = new Map<string, boolean>();
function isLanguageTag(tag: string): boolean {
  let known = languageTags.get(tag);
  if (known === undefined) {
    known = /^[a-z]{2}$/.test(tag) && LANGUAGE_NAMES.of(tag) !== undefined;
    if (languageTags.size < 10_000) languageTags.set(tag, known);
  }
  return known;
}

/** Values a record has for each facet (a record can have several languages, licenses or providers). */
function facetValues(model: CatalogueModel, libraries: ReadonlySet<string>): Record<Facet, string[]> {
  const tags = Array.isArray(model.tags) ? model.tags : [];
  // The hub tags a record with its card's license as `license:<id>`.
  const licenses = new Set(tags.filter((tag) => tag.startsWith("license:")).map((tag) => tag.slice(8)));
  const providers = Object.entries(model.inferenceProviderMapping ?? {})
    .filter(([, entry]) => entry?.status === "live")
    .map(([name]) => name);
  return {
    pipeline_tag: model.pipeline_tag === undefined ? [] : [model.pipeline_tag],
    // As on the hub, a library filter matches the library of the record or a tag of that name.
    library: [
      ...new Set([
        ...(model.library_name === undefined ? [] : [model.library_name]),
        ...tags.filter((tag) => libraries.has(tag)),
      ]),
    ],
    license: [...licenses],
    language: [...new Set(tags.filter(isLanguageTag))],
    inference_provider: providers.length > 0 ? [...providers, "all"] : [],
  };
}

/** Record positions (into the index's list) carrying each value: one posting list per facet value and per tag. */
class Postings {
  private readonly lists = new Map<string, number[]>();

  add(value: string, position: number): void {
    let list = this.lists.get(value);
    if (list === undefined) this.lists.set(value, (list = []));
    list.push(position);
  }

  get(value: string): readonly number[] {
    return this.lists.get(value) ?? [];
  }
}

type Filters = Omit<ModelQuery, "sort" | "direction" | "offset" | "limit">;

/** One facet's values for every record, as numbers: record p has codes[offsets[p]] up to codes[offsets[p + 1]]. */
interface FacetColumn {
  names: string[];
  byName: Map<string, number>;
  offsets: Uint32Array;
  codes: Uint32Array;
}

const perFacet = <T>(make: (facet: Facet) => T): Record<Facet, T> => ({
  pipeline_tag: make("pipeline_tag"),
  library: make("library"),
  license: make("license"),
  language: make("language"),
  inference_provider: make("inference_provider"),
});

/**
 * The catalogue, indexed for the list. Records are numbered by position; each sort order is an array of positions
 * (made once, as is each record's rank in it); tags and facet values have posting lists; facet values are also
 * columns of numbers for counting; ids are one lower-case string for a native substring scan. The heap holds few,
 * large objects, so a 100 000-record index costs the collector little.
 *
 * A query marks the matching positions (posting lists, shortest first, then search), then either walks the chosen
 * order from the top (many matches) or sorts the few matches by rank; facet counts are one pass over the matches.
 */
export class ModelIndex {
  private readonly models: readonly CatalogueModel[];
  private readonly authors: string[];
  private readonly tagPostings = new Postings();
  private readonly facetPostings: Record<Facet, Postings> = perFacet(() => new Postings());
  private readonly columns: Record<Facet, FacetColumn>;
  private readonly orders: Record<SortKey, Uint32Array>;
  private readonly ranks: Record<SortKey, Uint32Array>;
  /** Every lower-cased id, one a line: search is one native indexOf scan, not one call per record. */
  private readonly haystack: string;
  /** Where each record's id starts in the haystack, ascending. */
  private readonly starts: Uint32Array;
  /** The counts with no filter at all (the list's first view), made once. */
  private unfiltered: FacetCounts | undefined;

  constructor(models: readonly CatalogueModel[]) {
    this.models = models;
    const n = models.length;
    const libraries = new Set(
      models.flatMap((model) => (model.library_name === undefined ? [] : [model.library_name])),
    );
    this.authors = models.map((model) => (model.id.includes("/") ? model.id.slice(0, model.id.indexOf("/")) : ""));
    const lists = perFacet(() => ({
      names: [] as string[],
      byName: new Map<string, number>(),
      codes: [] as number[],
      offsets: new Uint32Array(n + 1),
    }));
    models.forEach((model, position) => {
      for (const tag of new Set(Array.isArray(model.tags) ? model.tags : [])) this.tagPostings.add(tag, position);
      const values = facetValues(model, libraries);
      for (const facet of FACETS) {
        const list = lists[facet];
        for (const value of values[facet]) {
          this.facetPostings[facet].add(value, position);
          let code = list.byName.get(value);
          if (code === undefined) {
            code = list.names.push(value) - 1;
            list.byName.set(value, code);
          }
          list.codes.push(code);
        }
        list.offsets[position + 1] = list.codes.length;
      }
    });
    this.columns = perFacet((facet) => ({ ...lists[facet], codes: Uint32Array.from(lists[facet].codes) }));

    const ids = models.map((model) => model.id.toLowerCase());
    this.starts = new Uint32Array(n);
    let offset = 0;
    ids.forEach((id, position) => {
      this.starts[position] = offset;
      offset += id.length + 1;
    });
    // A line break in an id (hostile data) must not let a search match across two records.
    this.haystack = ids.map((id) => id.replaceAll("\n", " ")).join("\n");

    // Each order is largest first; records without the stat come after every record with it.
    const order = (key: (typeof STAT_SORT_KEYS)[number]): Uint32Array => {
      const scores = Float64Array.from(models, (model) => statOf(model, key) ?? Number.NEGATIVE_INFINITY);
      // Ties keep catalogue order, so pages never repeat or skip a record.
      return Uint32Array.from(models.keys()).sort((a, b) => {
        const x = scores[a] ?? 0;
        const y = scores[b] ?? 0;
        return x === y ? a - b : x > y ? -1 : 1;
      });
    };
    // By name: "largest" first too (z before a), so direction 1 reads A to Z.
    const byName = Uint32Array.from(models.keys()).sort((a, b) => {
      const x = ids[a] ?? "";
      const y = ids[b] ?? "";
      return x === y ? a - b : x > y ? -1 : 1;
    });
    this.orders = {
      trendingScore: order("trendingScore"),
      downloads: order("downloads"),
      likes: order("likes"),
      lastModified: order("lastModified"),
      id: byName,
    };
    const rankOf = (sorted: Uint32Array): Uint32Array => {
      const rank = new Uint32Array(n);
      sorted.forEach((position, i) => (rank[position] = i));
      return rank;
    };
    this.ranks = {
      trendingScore: rankOf(this.orders.trendingScore),
      downloads: rankOf(this.orders.downloads),
      likes: rankOf(this.orders.likes),
      lastModified: rankOf(this.orders.lastModified),
      id: rankOf(this.orders.id),
    };
    this.sorts = [...STAT_SORT_KEYS.filter((key) => models.some((model) => statOf(model, key) !== undefined)), "id"];
  }

  /**
   * The sort orders this catalogue can answer: each stat some record has a value for, and by name. The list
   * offers only these; the others are accepted (records without the stat come last) but mean nothing.
   */
  readonly sorts: readonly SortKey[];

  /** The order of a list that names none: the first stat the catalogue has, else by name. */
  get defaultSort(): SortKey {
    return this.sorts[0] ?? "id";
  }

  get size(): number {
    return this.models.length;
  }

  /** Positions of the records whose id contains `search` (lower case), ascending. */
  private searchPositions(search: string): number[] {
    const positions: number[] = [];
    if (search.includes("\n")) return positions;
    let from = 0;
    for (;;) {
      const at = this.haystack.indexOf(search, from);
      if (at === -1) return positions;
      // The record holding this offset: the last start at or before it.
      let low = 0;
      let high = this.starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if ((this.starts[mid] ?? 0) <= at) low = mid;
        else high = mid - 1;
      }
      positions.push(low);
      const next = this.starts[low + 1];
      if (next === undefined) return positions;
      from = next;
    }
  }

  /**
   * The records that pass every filter (facets except those in `skip`): a mask over positions and how many are
   * set, or undefined when nothing filters.
   */
  private matching(filters: Filters, skip: readonly Facet[] = []): { mask: Uint8Array; count: number } | undefined {
    const lists: Array<readonly number[]> = [];
    for (const tag of filters.tags ?? []) lists.push(this.tagPostings.get(tag));
    for (const facet of FACETS) {
      const value = filters[facet];
      if (value !== undefined && value !== "" && !skip.includes(facet))
        lists.push(this.facetPostings[facet].get(value));
    }
    const search = filters.search?.trim().toLowerCase() ?? "";
    const author = filters.author ?? "";
    if (search !== "") lists.push(this.searchPositions(search));
    if (lists.length === 0 && author === "") return undefined;
    const n = this.models.length;
    const mask = new Uint8Array(n);
    let count = 0;
    if (lists.length === 0) {
      for (let position = 0; position < n; position++) {
        if (this.authors[position] === author) {
          mask[position] = 1;
          count++;
        }
      }
      return { mask, count };
    }
    // Each list raises the mark of its positions from i to i + 1: a position that ends at lists.length is in all.
    lists.sort((a, b) => a.length - b.length);
    lists.forEach((list, i) => {
      for (const position of list) if (mask[position] === i) mask[position] = i + 1;
    });
    const [shortest = []] = lists;
    for (const position of shortest) {
      const passes = mask[position] === lists.length && (author === "" || this.authors[position] === author);
      mask[position] = passes ? 1 : 0;
      if (passes) count++;
    }
    // Positions outside the shortest list may hold partial marks from longer lists: clear them.
    if (lists.length > 1) {
      const keep = new Set(shortest);
      for (const list of lists.slice(1)) for (const position of list) if (!keep.has(position)) mask[position] = 0;
    }
    return { mask, count };
  }

  /** One page of the records that match, in the asked order. */
  query(query: ModelQuery): ModelPage {
    const found = this.matching(query);
    const n = this.models.length;
    const total = found?.count ?? n;
    const rows: CatalogueModel[] = [];
    const take = (position: number) => {
      const model = this.models[position];
      if (model !== undefined) rows.push(model);
    };
    if (found !== undefined && found.count * 16 < n) {
      // Few matches: sort them by rank rather than walk the whole order.
      const rank = this.ranks[query.sort];
      const positions: number[] = [];
      for (let position = 0; position < n; position++) if (found.mask[position] === 1) positions.push(position);
      positions.sort((a, b) => ((rank[a] ?? 0) - (rank[b] ?? 0)) * -query.direction);
      for (const position of positions.slice(query.offset, query.offset + query.limit)) take(position);
    } else {
      const order = this.orders[query.sort];
      let seen = 0;
      for (let i = 0; i < n && rows.length < query.limit; i++) {
        const position = order[query.direction === -1 ? i : n - 1 - i] ?? 0;
        if (found !== undefined && found.mask[position] !== 1) continue;
        if (seen++ >= query.offset) take(position);
      }
    }
    const end = query.offset + rows.length;
    return { rows, total, ...(end < total && rows.length > 0 && { next: end }) };
  }

  /**
   * How many records each facet value would give with the other filters as they are: a facet's own choice does
   * not narrow its counts, so the alternatives stay visible with their numbers.
   */
  facets(filters: Filters): FacetCounts {
    const active = FACETS.filter((facet) => filters[facet] !== undefined && filters[facet] !== "");
    const plain =
      active.length === 0 &&
      (filters.search?.trim() ?? "") === "" &&
      (filters.author ?? "") === "" &&
      (filters.tags ?? []).length === 0;
    if (plain && this.unfiltered !== undefined) return this.unfiltered;
    // -1: a value no record has, so every record fails that facet.
    const wanted = active.map((facet) => ({
      column: this.columns[facet],
      facet,
      code: this.columns[facet].byName.get(filters[facet] ?? "") ?? -1,
    }));
    const tables = perFacet((facet) => new Uint32Array(this.columns[facet].names.length));
    const base = this.matching(filters, FACETS);
    const n = this.models.length;
    const count = (facet: Facet, position: number) => {
      const { offsets, codes } = this.columns[facet];
      const table = tables[facet];
      for (let k = offsets[position] ?? 0, end = offsets[position + 1] ?? 0; k < end; k++) {
        const code = codes[k] ?? 0;
        table[code] = (table[code] ?? 0) + 1;
      }
    };
    for (let position = 0; position < n; position++) {
      if (base !== undefined && base.mask[position] !== 1) continue;
      // The active facets this record fails: none -> it counts everywhere; one -> it counts for that facet only.
      let failed: Facet | undefined;
      let failures = 0;
      for (const { column, facet, code } of wanted) {
        let has = false;
        for (let k = column.offsets[position] ?? 0, end = column.offsets[position + 1] ?? 0; k < end; k++) {
          if (column.codes[k] === code) {
            has = true;
            break;
          }
        }
        if (!has) {
          failed = facet;
          if (++failures > 1) break;
        }
      }
      if (failures > 1) continue;
      if (failed !== undefined) count(failed, position);
      else for (const facet of FACETS) count(facet, position);
    }
    // Objects made from entries: "__proto__" or "constructor" is a value like any other, never a prototype.
    const counts = perFacet((facet) =>
      Object.fromEntries(
        this.columns[facet].names.flatMap((name, code) => {
          const found = tables[facet][code] ?? 0;
          return found > 0 ? [[name, found] as const] : [];
        }),
      ),
    );
    if (plain) this.unfiltered = counts;
    return counts;
  }
}

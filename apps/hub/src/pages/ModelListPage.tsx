import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import {
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
  MODALITIES,
  MODALITY_LABELS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  type LibraryUiElement,
  type PipelineData,
} from "@hubkit/tasks";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  getConfig,
  getModelFacets,
  listModelPage,
  MODEL_LIST_SORTS,
  type ModelListQuery,
  type ModelListSort,
} from "../api.js";
import { ModelCard } from "../components/ModelCard.js";
import type { ListSortKey, ModelFacetCounts } from "../../shared/hub-types.js";
import { ownEntry } from "../../shared/lookup.js";
import { navigate, useLocation } from "../lib/router.js";
import { useAsync } from "../lib/use-async.js";

const pipelineOf = (tag: string) => ownEntry<PipelineData>(PIPELINE_DATA, tag);
const libraryLabel = (key: string) => ownEntry<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS, key)?.prettyLabel ?? key;
const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });
const languageLabel = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Values offered without counts (real mode: the hub has no count route), the most used ones on the hub. */
const COMMON_LICENSES = ["apache-2.0", "mit", "openrail", "cc-by-4.0", "cc-by-nc-4.0", "llama3.1", "gemma", "other"];
const COMMON_LANGUAGES = ["en", "zh", "fr", "de", "es", "ja", "ko", "ru", "ar", "hi"];

/** The page address's filter names, in the order the active-filter chips show them. */
const FILTERS = ["pipeline_tag", "library", "license", "language", "inference_provider"] as const;
type Filter = (typeof FILTERS)[number];

const FILTER_LABELS: Record<Filter, string> = {
  pipeline_tag: "Task",
  library: "Library",
  license: "License",
  language: "Language",
  inference_provider: "Provider",
};

function valueLabel(filter: Filter, value: string): string {
  if (filter === "pipeline_tag") return pipelineOf(value)?.name ?? value;
  if (filter === "library") return libraryLabel(value);
  if (filter === "language") return languageLabel(value);
  if (filter === "inference_provider" && value === "all") return "Runnable on a provider";
  return value;
}

const isSort = (value: string | null): value is ModelListSort =>
  value !== null && Object.hasOwn(MODEL_LIST_SORTS, value);

/** The hub's own orders, offered when the server does not say which it can answer. */
const HUB_SORTS: readonly ListSortKey[] = ["trendingScore", "downloads", "likes", "lastModified"];

/**
 * The orders the list offers, the first being the default: those the hub can answer (`listSorts` of the server's
 * settings; for the sample catalogue, which has no counts or dates, that is by name).
 */
function offeredSorts(listSorts: readonly ListSortKey[]): [ModelListSort, ...ModelListSort[]] {
  const [first = "name", ...rest] = Object.keys(MODEL_LIST_SORTS)
    .filter(isSort)
    .filter((sort) => listSorts.includes(MODEL_LIST_SORTS[sort].api));
  return [first, ...rest];
}

/** The list's state lives in the address, so a list can be shared and the back button pages back. */
function queryOf(search: URLSearchParams, sorts: readonly [ModelListSort, ...ModelListSort[]]): ModelListQuery {
  const sort = search.get("sort");
  const query: ModelListQuery = { sort: isSort(sort) && sorts.includes(sort) ? sort : sorts[0] };
  const text = search.get("search");
  if (text) query.search = text;
  for (const filter of FILTERS) {
    const value = search.get(filter);
    if (value) query[filter] = value;
  }
  const cursor = search.get("cursor");
  if (cursor) query.cursor = cursor;
  return query;
}

/** The address with `changes` applied; any change but paging starts again from the first page. */
function hrefWith(search: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(search);
  if (!("cursor" in changes)) next.delete("cursor");
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const qs = next.toString();
  return qs ? `/?${qs}` : "/";
}

const countText = (n: number) => n.toLocaleString("en");

/** One facet's values as toggle chips, with how many models each would leave (when known). */
function FacetChips({
  values,
  active,
  counts,
  label,
  onToggle,
  className = "",
}: {
  values: readonly string[];
  active: string | undefined;
  counts: Record<string, number> | undefined;
  label: (value: string) => ReactNode;
  onToggle: (value: string | undefined) => void;
  className?: string | ((value: string) => string);
}) {
  return (
    <ul className="chips" role="list">
      {values.map((value) => {
        const pressed = value === active;
        const n = counts?.[value];
        return (
          <li key={value}>
            <button
              type="button"
              className={`chip ${typeof className === "function" ? className(value) : className}`}
              aria-pressed={pressed}
              onClick={() => onToggle(pressed ? undefined : value)}
            >
              {label(value)}
              {n !== undefined && <span className="chip-count">{countText(n)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The values a facet offers: with counts, those some model has (and the active one); without, a fixed list. */
function offered(
  counts: Record<string, number> | undefined,
  fallback: readonly string[],
  active: string | undefined,
  known: (value: string) => boolean = () => true,
): string[] {
  const values =
    counts === undefined
      ? [...fallback]
      : Object.entries(counts)
          .filter(([value, n]) => n > 0 && known(value))
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([value]) => value);
  if (active !== undefined && !values.includes(active)) values.unshift(active);
  return values;
}

/** The model list: search, sort, filters with counts that follow each other, pages of any size of catalogue. */
export function ModelListPage() {
  const { search } = useLocation();
  const config = useAsync(() => getConfig(), "config");
  const sorts = offeredSorts(
    config.status === "done" ? config.value.listSorts : config.status === "error" ? HUB_SORTS : [],
  );
  const defaultSort = sorts[0];
  const query = queryOf(search, sorts);
  // The list waits for the settings, which say the orders it may ask for.
  const queryKey = config.status === "loading" ? "" : `${search.toString()}|${sorts.join()}`;
  const [draft, setDraft] = useState(query.search ?? "");
  const [allLibraries, setAllLibraries] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filtersHeading = useRef<HTMLHeadingElement>(null);

  // Typing filters after a short pause; the address keeps the filters so a list can be shared.
  useEffect(() => {
    if (draft === (query.search ?? "")) return;
    const timer = setTimeout(() => navigate(hrefWith(search, { search: draft.trim() }), { replace: true }), 200);
    return () => clearTimeout(timer);
  }, [draft, query.search, search]);

  const results = useAsync(
    (signal) => (queryKey === "" ? new Promise<never>(() => {}) : listModelPage(query, signal)),
    queryKey,
  );
  const facetKey = FILTERS.map((filter) => query[filter] ?? "").join("|") + `|${query.search ?? ""}`;
  const facets = useAsync((signal) => getModelFacets(query, signal), facetKey);
  // Without counts (real mode, or while they load) the filters still work; they just show no numbers.
  const counts: ModelFacetCounts | undefined = facets.status === "done" ? facets.value : undefined;

  const toggle = (filter: Filter) => (value: string | undefined) => navigate(hrefWith(search, { [filter]: value }));
  const activeFilters = FILTERS.filter((filter) => query[filter] !== undefined);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersButton.current?.focus();
  };
  useEffect(() => {
    if (filtersOpen) filtersHeading.current?.focus();
  }, [filtersOpen]);

  const libraries = ALL_DISPLAY_MODEL_LIBRARY_KEYS as readonly string[];
  const libraryValues = allLibraries
    ? libraries
    : offered(counts?.library, libraries.slice(0, 12), query.library, (key) => libraries.includes(key));
  const providers = offered(
    counts?.inference_provider,
    INFERENCE_PROVIDERS,
    query.inference_provider === "all" ? undefined : query.inference_provider,
    (name) => name !== "all",
  );
  const runnableCount = counts?.inference_provider.all;
  const total = results.status === "done" ? results.value.total : undefined;

  return (
    <div className="page list-page">
      <aside
        id={`${ids}-filters`}
        className={`filters${filtersOpen ? " open" : ""}`}
        aria-label="Filters"
        onKeyDown={(event) => {
          if (event.key === "Escape" && filtersOpen) closeFilters();
        }}
      >
        <div className="filters-sheet-head">
          <h2 ref={filtersHeading} tabIndex={-1}>
            Filters
          </h2>
          <button type="button" className="button-primary" onClick={closeFilters}>
            {total === undefined ? "Show models" : `Show ${countText(total)} model${total === 1 ? "" : "s"}`}
          </button>
        </div>
        <section aria-labelledby={`${ids}-providers`}>
          <h2 id={`${ids}-providers`} className="filter-title">
            Inference providers
          </h2>
          <label className="switch runnable-switch">
            <input
              type="checkbox"
              checked={query.inference_provider !== undefined}
              onChange={(event) => toggle("inference_provider")(event.target.checked ? "all" : undefined)}
            />
            Runnable on a provider
            {runnableCount !== undefined && <span className="chip-count">{countText(runnableCount)}</span>}
          </label>
          <FacetChips
            values={providers}
            active={query.inference_provider}
            counts={counts?.inference_provider}
            label={(name) => name}
            onToggle={toggle("inference_provider")}
          />
        </section>
        <section aria-labelledby={`${ids}-tasks`}>
          <h2 id={`${ids}-tasks`} className="filter-title">
            Tasks
          </h2>
          {MODALITIES.map((modality) => {
            const tags = Object.keys(PIPELINE_DATA).filter((tag) => {
              const pipeline = pipelineOf(tag);
              if (pipeline?.modality !== modality || pipeline.hideInModels === true) return false;
              return counts === undefined || (counts.pipeline_tag[tag] ?? 0) > 0 || tag === query.pipeline_tag;
            });
            if (tags.length === 0) return null;
            return (
              <div key={modality} className="filter-group">
                <h3>{MODALITY_LABELS[modality]}</h3>
                <FacetChips
                  values={tags}
                  active={query.pipeline_tag}
                  counts={counts?.pipeline_tag}
                  className={(tag) => `task-chip color-${pipelineOf(tag)?.color ?? "gray"}`}
                  label={(tag) => (
                    <>
                      <span className="task-dot" aria-hidden="true" />
                      {pipelineOf(tag)?.name ?? tag}
                    </>
                  )}
                  onToggle={toggle("pipeline_tag")}
                />
              </div>
            );
          })}
        </section>
        <section aria-labelledby={`${ids}-libraries`}>
          <h2 id={`${ids}-libraries`} className="filter-title">
            Libraries
          </h2>
          <FacetChips
            values={libraryValues}
            active={query.library}
            counts={counts?.library}
            className="library-chip"
            label={libraryLabel}
            onToggle={toggle("library")}
          />
          <button type="button" className="button-link" onClick={() => setAllLibraries((value) => !value)}>
            {allLibraries ? "Show fewer libraries" : `Show all ${libraries.length} filterable libraries`}
          </button>
        </section>
        <section aria-labelledby={`${ids}-licenses`}>
          <h2 id={`${ids}-licenses`} className="filter-title">
            Licenses
          </h2>
          <FacetChips
            values={offered(counts?.license, COMMON_LICENSES, query.license)}
            active={query.license}
            counts={counts?.license}
            label={(license) => license}
            onToggle={toggle("license")}
          />
        </section>
        <section aria-labelledby={`${ids}-languages`}>
          <h2 id={`${ids}-languages`} className="filter-title">
            Languages
          </h2>
          <FacetChips
            values={offered(counts?.language, COMMON_LANGUAGES, query.language)}
            active={query.language}
            counts={counts?.language}
            label={languageLabel}
            onToggle={toggle("language")}
          />
        </section>
      </aside>

      <section className="results" aria-labelledby={`${ids}-heading`}>
        <div className="results-head">
          <h1 id={`${ids}-heading`}>Models</h1>
          <span className="result-count" aria-live="polite">
            {total !== undefined ? `${countText(total)} model${total === 1 ? "" : "s"}` : ""}
          </span>
        </div>
        <div className="search-row">
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            Search models
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            className="search-input"
            placeholder="Search models by name…"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="list-controls">
            <button
              ref={filtersButton}
              type="button"
              className="button-quiet filters-button"
              aria-expanded={filtersOpen}
              aria-controls={`${ids}-filters`}
              onClick={() => setFiltersOpen(true)}
            >
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              Filters{activeFilters.length > 0 && ` (${activeFilters.length})`}
            </button>
            {sorts.length > 1 ? (
              <label className="sort-field">
                <span>Sort</span>
                <select
                  value={query.sort}
                  onChange={(event) =>
                    navigate(
                      hrefWith(search, {
                        sort: event.target.value === defaultSort ? undefined : event.target.value,
                      }),
                    )
                  }
                >
                  {sorts.map((key) => (
                    <option key={key} value={key}>
                      {MODEL_LIST_SORTS[key].label}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              config.status !== "loading" && (
                // One order only (the sample catalogue has no counts or dates to sort by): say which.
                <span className="sort-field">
                  <span>Sort</span> <span className="sort-only">{MODEL_LIST_SORTS[defaultSort].label}</span>
                </span>
              )
            )}
          </div>
        </div>
        {(activeFilters.length > 0 || query.search) && (
          <div className="active-filters">
            {activeFilters.map((filter) => (
              <button
                key={filter}
                type="button"
                className="chip chip-removable"
                onClick={() => navigate(hrefWith(search, { [filter]: undefined }))}
              >
                {filter === "inference_provider" && query[filter] === "all"
                  ? "Runnable on a provider"
                  : `${FILTER_LABELS[filter]}: ${valueLabel(filter, query[filter] ?? "")}`}{" "}
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">(remove)</span>
              </button>
            ))}
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setDraft("");
                navigate(query.sort === defaultSort ? "/" : `/?sort=${query.sort}`);
              }}
            >
              Clear all
            </button>
          </div>
        )}
        {results.status === "error" && (
          <div className="error-box" role="alert">
            <strong>The model list could not be loaded</strong>
            <p>{results.error.message}</p>
          </div>
        )}
        {results.status === "loading" && (
          <ul className="model-list skeleton-list" aria-busy="true" aria-label="Loading models" />
        )}
        {results.status === "done" &&
          (results.value.models.length === 0 ? (
            <p className="empty-state">No model matches these filters.</p>
          ) : (
            <ul className="model-list">
              {results.value.models.map((model) => (
                <ModelCard key={model.id} model={model} />
              ))}
            </ul>
          ))}
        {results.status === "done" && (query.cursor !== undefined || results.value.nextCursor !== undefined) && (
          <nav className="pager" aria-label="Pages">
            {query.cursor !== undefined && (
              <button type="button" className="button-quiet" onClick={() => navigate(hrefWith(search, {}))}>
                First page
              </button>
            )}
            {results.value.nextCursor !== undefined && (
              <button
                type="button"
                className="button-quiet"
                onClick={() => {
                  navigate(hrefWith(search, { cursor: results.value.nextCursor }));
                  window.scrollTo({ top: 0 });
                }}
              >
                Next page
              </button>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

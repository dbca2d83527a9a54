import {
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
  MODALITIES,
  MODALITY_LABELS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  type LibraryUiElement,
  type PipelineData,
} from "@hubkit/tasks";
import { useEffect, useId, useState } from "react";
import { listModels } from "../api.js";
import { ModelCard } from "../components/ModelCard.js";
import type { ModelSummary } from "../hub-types.js";
import { ownEntry } from "../lib/lookup.js";
import { navigate, useLocation } from "../lib/router.js";
import { useAsync } from "../lib/use-async.js";

const pipelineOf = (tag: string) => ownEntry<PipelineData>(PIPELINE_DATA, tag);
const libraryLabel = (key: string) => ownEntry<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS, key)?.prettyLabel ?? key;

function withParam(search: URLSearchParams, name: string, value: string | undefined): string {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  const qs = next.toString();
  return qs ? `/?${qs}` : "/";
}

function countBy(
  models: readonly ModelSummary[],
  key: (model: ModelSummary) => string | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const model of models) {
    const value = key(model);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** The model list: search, task filters in their colours grouped by modality, library filters, the results. */
export function ModelListPage() {
  const { search } = useLocation();
  const query = search.get("search") ?? "";
  const pipelineTag = search.get("pipeline_tag") ?? "";
  const library = search.get("library") ?? "";
  const [draft, setDraft] = useState(query);
  const [allLibraries, setAllLibraries] = useState(false);
  const ids = useId();

  // Typing filters after a short pause; the address keeps the filters so a list can be shared.
  useEffect(() => {
    if (draft === query) return;
    const timer = setTimeout(() => navigate(withParam(search, "search", draft.trim()), { replace: true }), 200);
    return () => clearTimeout(timer);
  }, [draft, query, search]);

  const facets = useAsync((signal) => listModels({}, signal), "all");
  const results = useAsync(
    (signal) => listModels({ search: query, pipeline_tag: pipelineTag, library }, signal),
    `${query}|${pipelineTag}|${library}`,
  );

  const all = facets.status === "done" ? facets.value : [];
  const taskCounts = countBy(all, (model) => model.pipeline_tag);
  const libraryCounts = countBy(all, (model) => model.library_name);
  const filterable = ALL_DISPLAY_MODEL_LIBRARY_KEYS as readonly string[];
  const shownLibraries = allLibraries ? filterable : filterable.filter((key) => libraryCounts.has(key));

  return (
    <div className="page list-page">
      <aside className="filters" aria-label="Filters">
        <section aria-labelledby={`${ids}-tasks`}>
          <h2 id={`${ids}-tasks`} className="filter-title">
            Tasks
          </h2>
          {MODALITIES.map((modality) => {
            const tags = Object.keys(PIPELINE_DATA).filter((tag) => {
              const pipeline = pipelineOf(tag);
              return pipeline?.modality === modality && taskCounts.has(tag) && !pipeline.hideInModels;
            });
            if (tags.length === 0) return null;
            return (
              <div key={modality} className="filter-group">
                <h3>{MODALITY_LABELS[modality]}</h3>
                <ul className="chips" role="list">
                  {tags.map((tag) => {
                    const active = tag === pipelineTag;
                    return (
                      <li key={tag}>
                        <button
                          type="button"
                          className={`chip task-chip color-${pipelineOf(tag)?.color ?? "gray"}`}
                          aria-pressed={active}
                          onClick={() => navigate(withParam(search, "pipeline_tag", active ? undefined : tag))}
                        >
                          <span className="task-dot" aria-hidden="true" />
                          {pipelineOf(tag)?.name ?? tag}
                          <span className="chip-count">{taskCounts.get(tag)}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
        <section aria-labelledby={`${ids}-libraries`}>
          <h2 id={`${ids}-libraries`} className="filter-title">
            Libraries
          </h2>
          <ul className="chips" role="list">
            {shownLibraries.map((key) => {
              const active = key === library;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="chip library-chip"
                    aria-pressed={active}
                    onClick={() => navigate(withParam(search, "library", active ? undefined : key))}
                  >
                    {libraryLabel(key)}
                    {libraryCounts.has(key) && <span className="chip-count">{libraryCounts.get(key)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="button-link" onClick={() => setAllLibraries((value) => !value)}>
            {allLibraries ? "Show libraries with models here" : `Show all ${filterable.length} filterable libraries`}
          </button>
        </section>
      </aside>

      <section className="results" aria-labelledby={`${ids}-heading`}>
        <div className="results-head">
          <h1 id={`${ids}-heading`}>Models</h1>
          <span className="result-count" aria-live="polite">
            {results.status === "done" ? `${results.value.length} model${results.value.length === 1 ? "" : "s"}` : ""}
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
        </div>
        {(pipelineTag || library || query) && (
          <div className="active-filters">
            {pipelineTag && (
              <button
                type="button"
                className="chip chip-removable"
                onClick={() => navigate(withParam(search, "pipeline_tag", undefined))}
              >
                Task: {pipelineOf(pipelineTag)?.name ?? pipelineTag} <span aria-hidden="true">×</span>
                <span className="visually-hidden">(remove)</span>
              </button>
            )}
            {library && (
              <button
                type="button"
                className="chip chip-removable"
                onClick={() => navigate(withParam(search, "library", undefined))}
              >
                Library: {libraryLabel(library)} <span aria-hidden="true">×</span>
                <span className="visually-hidden">(remove)</span>
              </button>
            )}
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setDraft("");
                navigate("/");
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
          (results.value.length === 0 ? (
            <p className="empty-state">No model matches these filters.</p>
          ) : (
            <ul className="model-list">
              {results.value.map((model) => (
                <ModelCard key={model.id} model={model} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

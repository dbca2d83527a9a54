import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement } from "@hubkit/tasks";
import { useId, useMemo, useState } from "react";
import { withoutEmoji } from "../lib/text.js";
import { Link, navigate, useLocation } from "../lib/router.js";

const ENTRIES = Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>);

type FlagFilter = "all" | "filterable" | "snippets";
const FLAG_FILTERS: ReadonlyArray<{ id: FlagFilter; label: string; keep: (entry: LibraryUiElement) => boolean }> = [
  { id: "all", label: "All", keep: () => true },
  { id: "filterable", label: "Filterable", keep: (entry) => entry.filter === true },
  { id: "snippets", label: "With snippets", keep: (entry) => entry.snippets !== undefined },
];

/** `/libraries`: the library catalogue with labels, links and filter flags, searchable. */
export function LibrariesPage() {
  const { search } = useLocation();
  const query = search.get("q") ?? "";
  const [flag, setFlag] = useState<FlagFilter>("all");
  const ids = useId();
  const needle = query.trim().toLowerCase();
  const keep = FLAG_FILTERS.find((filter) => filter.id === flag)!.keep;
  const rows = useMemo(
    () =>
      ENTRIES.filter(
        ([key, entry]) =>
          keep(entry) &&
          (needle === "" ||
            key.toLowerCase().includes(needle) ||
            entry.prettyLabel.toLowerCase().includes(needle) ||
            entry.repoName.toLowerCase().includes(needle)),
      ),
    [needle, keep],
  );

  return (
    <div className="page">
      <div className="page-head">
        <h1>Libraries</h1>
        <p className="lead">
          {ENTRIES.length} libraries models can be used with. Filterable ones appear among the model list's filters.
        </p>
      </div>
      <div className="library-toolbar">
        <label htmlFor={`${ids}-q`} className="visually-hidden">
          Search libraries
        </label>
        <input
          id={`${ids}-q`}
          type="search"
          className="search-input"
          placeholder="Search libraries…"
          value={query}
          onChange={(event) =>
            navigate(event.target.value ? `/libraries?q=${encodeURIComponent(event.target.value)}` : "/libraries", {
              replace: true,
            })
          }
        />
        <div className="segmented" role="group" aria-label="Show">
          {FLAG_FILTERS.map((filter) => (
            <button key={filter.id} type="button" aria-pressed={flag === filter.id} onClick={() => setFlag(filter.id)}>
              {filter.label}
            </button>
          ))}
        </div>
        <span className="result-count" aria-live="polite">
          {rows.length} shown
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="empty-state">No library matches “{query}”.</p>
      ) : (
        <ul className="library-grid">
          {rows.map(([key, entry]) => (
            <li key={key} className="library-card">
              <div className="library-card-head">
                <h2>{entry.prettyLabel}</h2>
                <code>{key}</code>
              </div>
              <div className="library-flags">
                {entry.filter === true && (
                  <Link href={`/?library=${encodeURIComponent(key)}`} className="pill pill-ok">
                    Browse models
                  </Link>
                )}
                {entry.snippets !== undefined && <span className="pill pill-info">Usage snippets</span>}
              </div>
              <p className="links">
                <a href={entry.repoUrl} target="_blank" rel="noreferrer">
                  {withoutEmoji(entry.repoName)}
                </a>
                {entry.docsUrl !== undefined && (
                  <a href={entry.docsUrl} target="_blank" rel="noreferrer">
                    Docs
                  </a>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

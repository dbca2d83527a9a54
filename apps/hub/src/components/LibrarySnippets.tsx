import { fillGGUFPlaceholders } from "@hubkit/tasks";
import { useId, useState } from "react";
import type { LibraryUse } from "../../shared/model-uses.js";
import type { HubModel } from "../../shared/hub-types.js";
import { withoutEmoji } from "../lib/text.js";
import { SnippetPanel } from "./SnippetPanel.js";
import { snippetWarnings } from "./snippet-warnings.js";
import { Tabs } from "./Tabs.js";

/** The library's snippets (made on the server); a picked GGUF file fills their `{{GGUF_FILE}}` / `{{QUANT_TAG}}`. */
function filledSnippets(library: LibraryUse, ggufFile: string | undefined): { snippets: string[]; error?: string } {
  if (library.error !== undefined) return { snippets: [], error: library.error };
  if (ggufFile === undefined) return { snippets: library.snippets };
  try {
    return { snippets: library.snippets.map((code) => fillGGUFPlaceholders(code, ggufFile, "python")) };
  } catch (error) {
    return { snippets: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** "Use this model": every usage snippet of the model's library, with links and the generators' warnings. */
export function LibrarySnippets({
  model,
  library,
  ggufFile,
}: {
  model: HubModel;
  /** The model's library, from the page data (undefined when there is none or the catalogue does not know it). */
  library: LibraryUse | undefined;
  ggufFile?: string;
}) {
  const headingId = useId();
  const [selected, setSelected] = useState("0");
  if (library === undefined) {
    return (
      <section className="card library-snippets" aria-labelledby={headingId}>
        <h2 id={headingId}>Use this model</h2>
        <p className="muted">
          {model.library_name === undefined
            ? "This model names no library, so there is no usage snippet."
            : `The library "${model.library_name}" is not in the catalogue.`}
        </p>
      </section>
    );
  }
  const { snippets, error } = filledSnippets(library, ggufFile);
  const tabs = snippets.map((_, i) => ({ id: String(i), label: snippets.length > 1 ? `Snippet ${i + 1}` : "Snippet" }));
  const current = snippets[Number(selected)] ?? snippets[0];
  const warnings = current === undefined ? [] : snippetWarnings(current);
  return (
    <section className="card library-snippets" aria-labelledby={headingId}>
      <div className="card-head">
        <h2 id={headingId}>Use this model</h2>
        <span className="library-name">with {library.prettyLabel}</span>
      </div>
      <p className="links">
        <a href={library.repoUrl} target="_blank" rel="noreferrer">
          {withoutEmoji(library.repoName)} repository
        </a>
        {library.docsUrl !== undefined && (
          <a href={library.docsUrl} target="_blank" rel="noreferrer">
            Documentation
          </a>
        )}
      </p>
      {error !== undefined && (
        <div className="error-box" role="alert">
          <strong>The snippet generator failed</strong>
          <p>{error}</p>
        </div>
      )}
      {snippets.length === 0 && error === undefined && (
        <p className="muted">{library.prettyLabel} has no usage snippet in the catalogue.</p>
      )}
      {current !== undefined && model.gated !== undefined && model.gated !== false && (
        <p className="snippet-access" role="note">
          This repository is gated: accept its conditions on its hub page, then log in with <code>hf auth login</code>{" "}
          or set <code>HF_TOKEN</code> before running the snippet, or its download is refused.
        </p>
      )}
      {current !== undefined && (
        <Tabs
          label={`${library.prettyLabel} snippets`}
          tabs={tabs}
          selected={selected}
          onSelect={setSelected}
          size="small"
        >
          <SnippetPanel title={`${library.prettyLabel} · ${tabs[Number(selected)]?.label ?? "Snippet"}`} code={current}>
            {warnings.length > 0 && (
              <ul className="snippet-warnings" aria-label="Warnings">
                {warnings.map((warning, i) => (
                  <li key={i}>{warning}</li>
                ))}
              </ul>
            )}
          </SnippetPanel>
        </Tabs>
      )}
    </section>
  );
}

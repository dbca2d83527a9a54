import { useId } from "react";
import type { RenderedCard } from "../lib/page-data.js";
import type { AsyncState } from "../lib/use-async.js";

/**
 * The model card section: the card the server rendered (its README.md through marked and sanitize-html, relative
 * links resolved against the repository on the hub), or that there is none, or why it could not be loaded.
 */
export function ModelCardSection({ card }: { card: AsyncState<RenderedCard | null> }) {
  const headingId = useId();
  return (
    <section className="card model-card-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Model card</h2>
      {card.status === "loading" && <div className="skeleton card-skeleton" aria-label="Loading the model card" />}
      {card.status === "done" && card.value === null && (
        <p className="muted">This repository has no model card (README.md).</p>
      )}
      {card.status === "error" && (
        <p className="error-text" role="alert">
          The model card could not be loaded: {card.error.message}
        </p>
      )}
      {card.status === "done" && card.value !== null && (
        <>
          {card.value.frontMatterError !== undefined && <p className="note">{card.value.frontMatterError}</p>}
          {/* Sanitized on the server (server/model-card.ts): an allowlist of tags, attributes and URL schemes. */}
          <div className="markdown-body" dangerouslySetInnerHTML={{ __html: card.value.html }} />
        </>
      )}
    </section>
  );
}

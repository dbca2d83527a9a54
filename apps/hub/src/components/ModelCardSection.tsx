import { useId } from "react";
import type { RenderedCard } from "../../shared/page-data.js";
import type { AsyncState } from "../lib/use-async.js";
import { CardSummaryNote, type CardSummary } from "./CardSummaryNote.js";

/**
 * The model card section: the card the server rendered (its README.md through marked and sanitize-html, relative
 * links resolved against the repository on the hub), or that there is none, or why it could not be loaded.
 * `summary`: the card is a summary written for the sample catalogue from the card read there
 * (`sampleFacts.summary`), so it says so.
 */
export function ModelCardSection({
  card,
  summary,
}: {
  card: AsyncState<RenderedCard | null>;
  summary?: CardSummary | undefined;
}) {
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
          {summary !== undefined && <CardSummaryNote summary={summary} />}
          {card.value.frontMatterError !== undefined && <p className="note">{card.value.frontMatterError}</p>}
          {/* Sanitized on the server (server/model-card.ts): an allowlist of tags, attributes and URL schemes. */}
          <div className="markdown-body" dangerouslySetInnerHTML={{ __html: card.value.html }} />
        </>
      )}
    </section>
  );
}

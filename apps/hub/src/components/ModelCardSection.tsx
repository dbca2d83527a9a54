import { useId } from "react";
import { getReadme } from "../api.js";
import type { RenderedCard } from "../lib/card-render.js";
import { repoHref } from "../lib/links.js";
import type { AsyncState } from "../lib/use-async.js";
import { CardSummaryNote, type CardSummary } from "./CardSummaryNote.js";

/**
 * A repository's model card, rendered: its README.md (local or relayed hub) through the lazily loaded renderer
 * (lib/card-render.ts: marked, DOMPurify, yaml), relative links resolved against the repository on `hubUrl`.
 * Undefined when the repository has no README.
 */
export async function loadCard(id: string, hubUrl: string, signal: AbortSignal): Promise<RenderedCard | undefined> {
  const [text, { renderCard }] = await Promise.all([getReadme(id, signal), import("../lib/card-render.js")]);
  if (text === undefined) return undefined;
  return renderCard(text, repoHref(`${hubUrl.replace(/\/+$/, "")}/`, id) ?? hubUrl);
}

/**
 * The model card section: the rendered card, or that there is none, or why it could not be loaded. `summary`: the
 * card is a summary written for the sample catalogue from the card read there (`sampleFacts.summary`), so it says so.
 */
export function ModelCardSection({
  card,
  summary,
}: {
  card: AsyncState<RenderedCard | undefined>;
  summary?: CardSummary | undefined;
}) {
  const headingId = useId();
  return (
    <section className="card model-card-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Model card</h2>
      {card.status === "loading" && <div className="skeleton card-skeleton" aria-label="Loading the model card" />}
      {card.status === "done" && card.value === undefined && (
        <p className="muted">This repository has no model card (README.md).</p>
      )}
      {card.status === "error" && (
        <p className="error-text" role="alert">
          The model card could not be loaded: {card.error.message}
        </p>
      )}
      {card.status === "done" && card.value !== undefined && (
        <>
          {summary !== undefined && <CardSummaryNote summary={summary} />}
          {card.value.frontMatterError !== undefined && <p className="note">{card.value.frontMatterError}</p>}
          {/* Sanitized by DOMPurify in lib/card-render.ts: no scripts, handlers, styles or unsafe URLs. */}
          <div className="markdown-body" dangerouslySetInnerHTML={{ __html: card.value.html }} />
        </>
      )}
    </section>
  );
}

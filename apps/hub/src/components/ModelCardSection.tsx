import { useEffect, useId, useState } from "react";
import { getReadme } from "../api.js";
import type { RenderedCard } from "../lib/card-render.js";
import { repoHref } from "../lib/links.js";
import { HUB_ORIGIN } from "../lib/replay-protocol.js";

type CardState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "done"; card: RenderedCard }
  | { status: "error"; message: string };

/**
 * The model card: the repository's README.md, rendered and sanitized by the lazily loaded renderer
 * (lib/card-render.ts). Its front matter goes up to the page, which shows it as model details.
 */
export function ModelCardSection({
  id,
  hubUrl = HUB_ORIGIN,
  onFrontMatter,
}: {
  id: string;
  hubUrl?: string;
  onFrontMatter: (frontMatter: Record<string, unknown> | undefined) => void;
}) {
  const headingId = useId();
  const [state, setState] = useState<CardState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    Promise.all([getReadme(id, controller.signal), import("../lib/card-render.js")]).then(
      ([text, { renderCard }]) => {
        if (controller.signal.aborted) return;
        if (text === undefined) {
          setState({ status: "missing" });
          onFrontMatter(undefined);
          return;
        }
        const card = renderCard(text, repoHref(`${hubUrl.replace(/\/+$/, "")}/`, id) ?? hubUrl);
        setState({ status: "done", card });
        onFrontMatter(card.frontMatter);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
    // onFrontMatter is the page's state setter: stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, hubUrl]);

  return (
    <section className="card model-card-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Model card</h2>
      {state.status === "loading" && <div className="skeleton card-skeleton" aria-label="Loading the model card" />}
      {state.status === "missing" && <p className="muted">This repository has no model card (README.md).</p>}
      {state.status === "error" && (
        <p className="error-text" role="alert">
          The model card could not be loaded: {state.message}
        </p>
      )}
      {state.status === "done" && (
        <>
          {state.card.frontMatterError !== undefined && <p className="note">{state.card.frontMatterError}</p>}
          {/* Sanitized by DOMPurify in lib/card-render.ts: no scripts, handlers, styles or unsafe URLs. */}
          <div className="markdown-body" dangerouslySetInnerHTML={{ __html: state.card.html }} />
        </>
      )}
    </section>
  );
}

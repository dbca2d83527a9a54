import type { FactSource } from "../../shared/hub-types.js";
import { hubModelHref } from "../../shared/links.js";
import { ExternalLink, siteOf } from "./ExternalLink.js";
import { formatDate } from "./ModelCard.js";

/** What the card section needs to say that its card is a summary: the model, the hub, and where it was written from. */
export interface CardSummary {
  id: string;
  hubUrl: string;
  source: FactSource;
}

/** The page a source is, as its link's text: host and path (`github.com/org/repo/...`), shortened. */
function pageName(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    const name = `${host}${pathname.replace(/\/$/, "")}`;
    return name.length > 60 ? `${name.slice(0, 57)}…` : name;
  } catch {
    return url;
  }
}

/**
 * Says that the card shown is not the repository's own: a short summary written for the sample catalogue from a
 * public page (its address and the day it was read), with a link to the model's real card on the hub.
 */
export function CardSummaryNote({ summary }: { summary: CardSummary }) {
  const { id, hubUrl, source } = summary;
  const card = hubModelHref(hubUrl, id);
  return (
    <p className="note card-summary-note">
      A short summary written for this sample catalogue, not the model&rsquo;s own card: written from{" "}
      <ExternalLink href={source.url} site={false}>
        {pageName(source.url)}
      </ExternalLink>{" "}
      (read {formatDate(source.read)}).{" "}
      {card !== undefined && (
        <ExternalLink href={card} site={false}>
          The model&rsquo;s card on {siteOf(card)}
        </ExternalLink>
      )}
    </p>
  );
}

import type { TextSegment } from "../../../shared/widget/types.js";
import { hueOf, percent } from "./format.js";

/** Text with marked spans (entities or an answer), and a legend of the marks. */
export function HighlightedText({ segments, emptyText }: { segments: readonly TextSegment[]; emptyText: string }) {
  const marks = segments.filter((segment) => segment.mark !== undefined);
  return (
    <div className="highlighted-text">
      <p className="marked-text">
        {segments.map((segment, i) =>
          segment.mark === undefined ? (
            <span key={i}>{segment.text}</span>
          ) : (
            <mark key={i} data-mark={segment.mark} style={{ background: `hsl(${hueOf(segment.mark)} 90% 85%)` }}>
              {segment.text}
              <span className="mark-tag">{segment.mark}</span>
            </mark>
          ),
        )}
      </p>
      {marks.length === 0 ? (
        <p className="result-empty">{emptyText}</p>
      ) : (
        <ul className="mark-list">
          {marks.map((segment, i) => (
            <li key={i}>
              <span className="mark-chip" style={{ background: `hsl(${hueOf(segment.mark ?? "")} 90% 85%)` }}>
                {segment.mark}
              </span>
              <span className="mark-text">{segment.text}</span>
              {segment.score !== undefined && <span className="mark-score">{percent(segment.score)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TokenEntities({ segments }: { segments: readonly TextSegment[] }) {
  return <HighlightedText segments={segments} emptyText="No entities found in the text." />;
}

export function QaSpan({ segments }: { segments: readonly TextSegment[] }) {
  return <HighlightedText segments={segments} emptyText="The answer is not a span of the context." />;
}

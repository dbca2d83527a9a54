import type { LabelScore } from "../../../shared/widget/types.js";
import { barWidth, percent } from "./format.js";

/** Labels with score bars, best first. */
export function LabelScores({ items, caption }: { items: readonly LabelScore[]; caption?: string }) {
  if (items.length === 0) return <p className="result-empty">The model returned no labels.</p>;
  return (
    <figure className="label-scores">
      {caption !== undefined && <figcaption>{caption}</figcaption>}
      <ul>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={i === 0 ? "top" : undefined}>
            <div className="label-row">
              <span className="label-name">{item.label}</span>
              <span className="label-score">{percent(item.score)}</span>
            </div>
            <div className="bar" aria-hidden="true">
              <div className="bar-fill" style={{ width: barWidth(item.score) }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

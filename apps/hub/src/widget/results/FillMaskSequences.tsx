import { barWidth, percent } from "./format.js";

/** Fill-mask candidates: each filled sentence with the predicted token and its score. */
export function FillMaskSequences({
  items,
}: {
  items: ReadonlyArray<{ sequence: string; token: string; score: number }>;
}) {
  return (
    <ol className="fill-mask">
      {items.map((item, i) => (
        <li key={i}>
          <div className="label-row">
            <span className="fill-token">{item.token}</span>
            <span className="label-score">{percent(item.score)}</span>
          </div>
          <div className="fill-sequence">{item.sequence}</div>
          <div className="bar" aria-hidden="true">
            <div className="bar-fill" style={{ width: barWidth(item.score) }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

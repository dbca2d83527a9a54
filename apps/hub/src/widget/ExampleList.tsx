import { sameInput, type WidgetExample } from "../../shared/widget/recorded.js";
import type { WidgetInput } from "../../shared/widget/types.js";

/**
 * The examples, to click: one with a recorded answer goes into the form and shows that answer; another only goes
 * into the form. Media examples are named, not shown: their files load when picked.
 */
export function ExampleList({
  examples,
  input,
  onPick,
  headingId,
}: {
  examples: readonly WidgetExample[];
  input: WidgetInput;
  onPick: (example: WidgetExample) => void;
  headingId: string;
}) {
  const recorded = examples.some((example) => example.recorded !== undefined && example.recorded.synthetic !== true);
  const sample = examples.some((example) => example.recorded?.synthetic === true);
  return (
    <div className="examples">
      <h3 className="examples-title" id={headingId}>
        {recorded ? "Examples with a recorded answer" : sample ? "Examples with a sample answer" : "Examples"}
      </h3>
      <ul className="example-list" aria-labelledby={headingId}>
        {examples.map((example, i) => {
          const file = example.input.media?.name;
          return (
            <li key={i}>
              <button
                type="button"
                className="example-chip"
                aria-pressed={sameInput(example.input, input)}
                onClick={() => onPick(example)}
              >
                <span className="example-title">{example.title}</span>
                {file !== undefined && file !== example.title && <span className="example-file">{file}</span>}
                {example.recorded !== undefined && (
                  <span className="example-recorded">
                    <span aria-hidden="true">▶ </span>
                    {example.recorded.synthetic === true
                      ? `sample answer in ${example.recorded.provider}'s shape`
                      : `answer recorded from ${example.recorded.provider}`}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

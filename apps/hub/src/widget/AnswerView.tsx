import { answerCaption, exampleOf, type Answer, type WidgetExample } from "../../shared/widget/recorded.js";
import { KeptOnlyType } from "./results/KeptOnlyType.js";
import { WidgetResultView } from "./results/WidgetResultView.js";

/** An answer under the words that say which input it answers and where it came from. */
export function AnswerView({ answer, examples }: { answer: Answer; examples: readonly WidgetExample[] }) {
  return (
    <div className="answer">
      <p className="answer-caption">
        {answerCaption(answer, examples)}
        <span className="muted"> · {Math.round(answer.elapsedMs)} ms</span>
      </p>
      {answer.keptOnly !== undefined ? (
        <div className="widget-result" data-kind="kept-type">
          <KeptOnlyType
            contentType={answer.keptOnly}
            synthetic={exampleOf(answer.request.input, examples)?.recorded?.synthetic === true}
          />
        </div>
      ) : (
        <WidgetResultView result={answer.result} />
      )}
    </div>
  );
}

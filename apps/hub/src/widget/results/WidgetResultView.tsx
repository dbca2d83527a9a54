import type { ReactNode } from "react";
import type { WidgetResult, WidgetResultKind } from "../../../shared/widget/types.js";
import { AudioOutput } from "./AudioOutput.js";
import { BoxesOverlay } from "./BoxesOverlay.js";
import { ChatStream } from "./ChatStream.js";
import { FillMaskSequences } from "./FillMaskSequences.js";
import { QaSpan, TokenEntities } from "./HighlightedText.js";
import { ImageOutput } from "./ImageOutput.js";
import { LabelScores } from "./LabelScores.js";
import { MaskOverlay } from "./MaskOverlay.js";
import { PredictionsTable } from "./PredictionsTable.js";
import { TableAnswer } from "./TableAnswer.js";
import { TextOutput } from "./TextOutput.js";
import { VectorsView } from "./VectorsView.js";
import { VideoOutput } from "./VideoOutput.js";

type Views = { [K in WidgetResultKind]: (result: Extract<WidgetResult, { kind: K }>) => ReactNode };

/** One view per output type. */
const VIEWS: Views = {
  labels: (r) => <LabelScores items={r.items} {...(r.caption !== undefined && { caption: r.caption })} />,
  text: (r) => <TextOutput text={r.text} streaming={r.streaming} />,
  chat: (r) => <ChatStream messages={r.messages} streaming={r.streaming} />,
  image: (r) => <ImageOutput image={r.image} alt="Generated image" />,
  audio: (r) => <AudioOutput items={r.items} />,
  video: (r) => <VideoOutput video={r.video} />,
  boxes: (r) => <BoxesOverlay image={r.image} items={r.items} />,
  masks: (r) => <MaskOverlay image={r.image} items={r.items} />,
  table: (r) => (
    <TableAnswer
      table={r.table}
      answer={r.answer}
      cells={r.cells}
      {...(r.aggregator !== undefined && { aggregator: r.aggregator })}
    />
  ),
  entities: (r) => <TokenEntities segments={r.segments} />,
  "answer-span": (r) => <QaSpan segments={r.segments} />,
  "fill-mask": (r) => <FillMaskSequences items={r.items} />,
  vectors: (r) => <VectorsView shape={r.shape} values={r.values} />,
  predictions: (r) => <PredictionsTable table={r.table} predictions={r.predictions} />,
};

export function WidgetResultView({ result }: { result: WidgetResult }) {
  const view = VIEWS[result.kind] as (result: WidgetResult) => ReactNode;
  return (
    <div className="widget-result" data-kind={result.kind}>
      {view(result)}
    </div>
  );
}

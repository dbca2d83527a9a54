import type { ReactNode } from "react";
import type { InputKind } from "../task-table.js";
import type { WidgetInput } from "../types.js";
import { ChatInput } from "./ChatInput.js";
import { LineField, TextField } from "./fields.js";
import { MediaPicker } from "./MediaPicker.js";
import { TableEditor } from "./TableEditor.js";

interface FormProps {
  value: WidgetInput;
  onChange: (value: WidgetInput) => void;
}

/** One input form per input kind. */
const FORMS: Record<InputKind, (props: FormProps) => ReactNode> = {
  text: ({ value, onChange }) => (
    <TextField label="Input text" value={value.text} rows={4} onChange={(text) => onChange({ ...value, text })} />
  ),
  prompt: ({ value, onChange }) => (
    <TextField label="Prompt" value={value.text} rows={4} onChange={(text) => onChange({ ...value, text })} />
  ),
  "zero-shot": ({ value, onChange }) => (
    <>
      <TextField label="Text to classify" value={value.text} onChange={(text) => onChange({ ...value, text })} />
      <LineField
        label="Candidate labels"
        hint="Comma-separated"
        value={value.candidateLabels}
        onChange={(candidateLabels) => onChange({ ...value, candidateLabels })}
      />
    </>
  ),
  "question-context": ({ value, onChange }) => (
    <>
      <LineField label="Question" value={value.text} onChange={(text) => onChange({ ...value, text })} />
      <TextField
        label="Context"
        value={value.context}
        rows={4}
        onChange={(context) => onChange({ ...value, context })}
      />
    </>
  ),
  "table-question": ({ value, onChange }) => (
    <>
      <LineField label="Question" value={value.text} onChange={(text) => onChange({ ...value, text })} />
      <TableEditor caption="Table" table={value.table} onChange={(table) => onChange({ ...value, table })} />
    </>
  ),
  sentences: ({ value, onChange }) => (
    <>
      <LineField
        label="Source sentence"
        value={value.sourceSentence}
        onChange={(sourceSentence) => onChange({ ...value, sourceSentence })}
      />
      <TextField
        label="Sentences to compare (one per line)"
        value={value.sentences.join("\n")}
        rows={4}
        onChange={(text) => onChange({ ...value, sentences: text.split("\n") })}
      />
    </>
  ),
  chat: ({ value, onChange }) => (
    <ChatInput messages={value.messages} onChange={(messages) => onChange({ ...value, messages })} />
  ),
  image: ({ value, onChange }) => (
    <MediaPicker kind="image" value={value.media} onChange={(media) => onChange({ ...value, media })} />
  ),
  "image-question": ({ value, onChange }) => (
    <>
      <MediaPicker kind="image" value={value.media} onChange={(media) => onChange({ ...value, media })} />
      <LineField label="Question" value={value.text} onChange={(text) => onChange({ ...value, text })} />
    </>
  ),
  "image-labels": ({ value, onChange }) => (
    <>
      <MediaPicker kind="image" value={value.media} onChange={(media) => onChange({ ...value, media })} />
      <LineField
        label="Candidate labels"
        hint="Comma-separated"
        value={value.candidateLabels}
        onChange={(candidateLabels) => onChange({ ...value, candidateLabels })}
      />
    </>
  ),
  audio: ({ value, onChange }) => (
    <MediaPicker kind="audio" value={value.media} onChange={(media) => onChange({ ...value, media })} />
  ),
  tabular: ({ value, onChange }) => (
    <TableEditor caption="Rows to predict" table={value.table} onChange={(table) => onChange({ ...value, table })} />
  ),
};

export function InputForm({ kind, ...props }: FormProps & { kind: InputKind }) {
  return <div className="input-form">{FORMS[kind](props)}</div>;
}

import type { ReactNode } from "react";
import type { InputKind } from "../../../shared/widget/task-table.js";
import type { WidgetInput } from "../../../shared/widget/types.js";
import { DEFAULT_CHAT_SETTINGS } from "../../../shared/widget/types.js";
import { ChatInput } from "./ChatInput.js";
import { ChatSettingsForm } from "./ChatSettingsForm.js";
import { LineField, TextField } from "./fields.js";
import { MediaPicker } from "./MediaPicker.js";
import { TableEditor } from "./TableEditor.js";

interface FormProps {
  value: WidgetInput;
  onChange: (value: WidgetInput) => void;
  /** The person asked for the picked sample media: until then it is named, not downloaded. */
  mediaShown: boolean;
  onShowMedia: () => void;
}

/** The value of one text field of the input, and the change that replaces it. */
function bind(
  { value, onChange }: Pick<FormProps, "value" | "onChange">,
  field: "text" | "context" | "candidateLabels" | "sourceSentence",
) {
  return { value: value[field], onChange: (text: string) => onChange({ ...value, [field]: text }) };
}

// The pieces several forms share.
const question = (props: FormProps) => <LineField label="Question" {...bind(props, "text")} />;
const candidateLabels = (props: FormProps) => (
  <LineField label="Candidate labels" hint="Comma-separated" {...bind(props, "candidateLabels")} />
);
const mediaPicker =
  (kind: "image" | "audio") =>
  ({ value, onChange, mediaShown, onShowMedia }: FormProps) => (
    <MediaPicker
      kind={kind}
      value={value.media}
      onChange={(media) => onChange({ ...value, media })}
      shown={mediaShown}
      onShow={onShowMedia}
    />
  );
const imagePicker = mediaPicker("image");
const tableEditor =
  (caption: string) =>
  ({ value, onChange }: FormProps) => (
    <TableEditor caption={caption} table={value.table} onChange={(table) => onChange({ ...value, table })} />
  );

/** One input form per input kind. */
const FORMS: Record<InputKind, (props: FormProps) => ReactNode> = {
  text: (props) => <TextField label="Input text" rows={4} {...bind(props, "text")} />,
  prompt: (props) => <TextField label="Prompt" rows={4} {...bind(props, "text")} />,
  "zero-shot": (props) => (
    <>
      <TextField label="Text to classify" {...bind(props, "text")} />
      {candidateLabels(props)}
    </>
  ),
  "question-context": (props) => (
    <>
      {question(props)}
      <TextField label="Context" rows={4} {...bind(props, "context")} />
    </>
  ),
  "table-question": (props) => (
    <>
      {question(props)}
      {tableEditor("Table")(props)}
    </>
  ),
  sentences: ({ value, onChange }) => (
    <>
      <LineField label="Source sentence" {...bind({ value, onChange }, "sourceSentence")} />
      <TextField
        label="Sentences to compare (one per line)"
        value={value.sentences.join("\n")}
        rows={4}
        onChange={(text) => onChange({ ...value, sentences: text.split("\n") })}
      />
    </>
  ),
  chat: ({ value, onChange }) => (
    <>
      {value.messages[0]?.role !== "system" && (
        <ChatSettingsForm
          part="system"
          value={value.chat ?? DEFAULT_CHAT_SETTINGS}
          onChange={(chat) => onChange({ ...value, chat })}
        />
      )}
      <ChatInput messages={value.messages} onChange={(messages) => onChange({ ...value, messages })} />
      <ChatSettingsForm
        part="generation"
        value={value.chat ?? DEFAULT_CHAT_SETTINGS}
        onChange={(chat) => onChange({ ...value, chat })}
      />
      <ChatSettingsForm
        part="structure"
        value={value.chat ?? DEFAULT_CHAT_SETTINGS}
        onChange={(chat) => onChange({ ...value, chat })}
      />
    </>
  ),
  image: imagePicker,
  "image-question": (props) => (
    <>
      {imagePicker(props)}
      {question(props)}
    </>
  ),
  "image-labels": (props) => (
    <>
      {imagePicker(props)}
      {candidateLabels(props)}
    </>
  ),
  "image-prompt": (props) => (
    <>
      {imagePicker(props)}
      <TextField label="Prompt" rows={3} {...bind(props, "text")} />
    </>
  ),
  audio: mediaPicker("audio"),
  tabular: tableEditor("Rows to predict"),
};

export function InputForm({ kind, ...props }: FormProps & { kind: InputKind }) {
  return <div className="input-form">{FORMS[kind](props)}</div>;
}

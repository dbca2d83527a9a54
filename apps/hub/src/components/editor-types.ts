/** What the plain editor and the lazily loaded CodeMirror editor (SourceEditor) both take. */

/** Where an error points (1-based line and column; `span` as offsets into the text when the engine gives one). */
export interface EditorError {
  line: number;
  column?: number;
  span?: { from: number; to: number };
}

export interface SourceEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: EditorError;
  rows: number;
  describedBy?: string;
  language: "jinja" | "json";
}

import { Component, Suspense, lazy, useId, useRef, type ReactNode, type UIEvent } from "react";

import type { SourceEditorProps } from "./editor-types.js";

// CodeMirror is its own chunk, fetched when an editor first shows: the page's own chunk stays small.
const SourceEditor = lazy(() => import("./SourceEditor.js"));

/**
 * A source editor with syntax highlighting and the error marked at its line and column inside the text. Until
 * the editor's chunk has arrived (or if it cannot load) a plain textarea with a line-number gutter stands in.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  error,
  rows = 14,
  describedBy,
  language,
}: Omit<SourceEditorProps, "rows"> & { label: string; rows?: number }) {
  const id = useId();
  const editor: SourceEditorProps = {
    value,
    onChange,
    rows,
    language,
    ...(error !== undefined && { error }),
    ...(describedBy !== undefined && { describedBy }),
  };
  const fallback = <PlainEditor id={id} {...editor} />;
  return (
    <div className="code-editor-field">
      <label htmlFor={id}>{label}</label>
      <EditorBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <SourceEditor label={label} {...editor} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}

/** Falls back to the plain editor when the editor's chunk fails to load (offline after a deploy, say). */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A textarea with a line-number gutter (scrolling with the text); the error's line is marked in the gutter. */
function PlainEditor({ id, value, onChange, error, rows, describedBy }: SourceEditorProps & { id: string }) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split("\n").length;
  const syncScroll = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };
  return (
    <div className="code-editor" style={{ ["--rows" as string]: rows }}>
      <div className="gutter" ref={gutter} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={error?.line === i + 1 ? "gutter-error" : undefined}>
            {i + 1}
          </span>
        ))}
      </div>
      <textarea
        id={id}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onScroll={syncScroll}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { useId, useRef, type UIEvent } from "react";

/**
 * A plain textarea with a line-number gutter (the gutter scrolls with the text). The line with an error is marked
 * in the gutter.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  errorLine,
  rows = 14,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorLine?: number;
  rows?: number;
  describedBy?: string;
}) {
  const id = useId();
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split("\n").length;
  const syncScroll = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };
  return (
    <div className="code-editor-field">
      <label htmlFor={id}>{label}</label>
      <div className="code-editor" style={{ ["--rows" as string]: rows }}>
        <div className="gutter" ref={gutter} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={errorLine === i + 1 ? "gutter-error" : undefined}>
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
          aria-invalid={errorLine !== undefined}
          aria-describedby={describedBy}
          onScroll={syncScroll}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

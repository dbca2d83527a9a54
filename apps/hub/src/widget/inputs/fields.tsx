import { useId, type ChangeEvent } from "react";

/**
 * A labelled multi-line text field; `code` for JSON and the like (monospace, no spell check). An error is tied to the
 * field (aria-invalid, aria-describedby) and shown under it.
 */
export function TextField({
  label,
  value,
  onChange,
  rows = 3,
  placeholder,
  hint,
  error,
  code = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
  hint?: string;
  error?: string;
  code?: boolean;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        className={code ? "code-input" : undefined}
        spellCheck={code ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described === "" ? undefined : described}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled single-line field: text, or a number within `number`'s range (its text kept as typed). */
export function LineField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  number,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  number?: { min: number; max: number; step: number };
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...(number === undefined ? { type: "text" } : { type: "number", inputMode: "decimal", ...number })}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described === "" ? undefined : described}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

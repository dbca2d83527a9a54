import { useId } from "react";
import type { ChatSettings } from "../types.js";
import { TextField } from "./fields.js";

/** A number field whose empty value means "the provider's default". */
function NumberSetting({
  label,
  value,
  onChange,
  min,
  max,
  step,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  step: number;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value}
        placeholder="default"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="field-hint" id={`${id}-hint`}>
        {hint}
      </span>
    </div>
  );
}

/**
 * The chat widget's settings: the system prompt (above the conversation) or the generation settings (below it, folded
 * away). Empty fields are left out of the request, so the provider's defaults apply.
 */
export function ChatSettingsForm({
  part,
  value,
  onChange,
}: {
  part: "system" | "generation";
  value: ChatSettings;
  onChange: (value: ChatSettings) => void;
}) {
  if (part === "system") {
    return (
      <TextField
        label="System prompt"
        rows={2}
        placeholder="Optional: how the assistant should behave"
        value={value.systemPrompt}
        onChange={(systemPrompt) => onChange({ ...value, systemPrompt })}
      />
    );
  }
  return (
    <details className="chat-settings">
      <summary>Generation settings</summary>
      <div className="chat-settings-grid">
        <NumberSetting
          label="Temperature"
          hint="0 to 2; empty: the provider's default"
          min={0}
          max={2}
          step={0.1}
          value={value.temperature}
          onChange={(temperature) => onChange({ ...value, temperature })}
        />
        <NumberSetting
          label="Max tokens"
          hint="Longest answer in tokens; empty: the provider's default"
          min={1}
          max={1_000_000}
          step={1}
          value={value.maxTokens}
          onChange={(maxTokens) => onChange({ ...value, maxTokens })}
        />
      </div>
    </details>
  );
}

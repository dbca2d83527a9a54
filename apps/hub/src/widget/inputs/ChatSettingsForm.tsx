import type { ChatSettings } from "../../../shared/widget/types.js";
import { LineField, TextField } from "./fields.js";

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
        <LineField
          label="Temperature"
          hint="0 to 2; empty: the provider's default"
          placeholder="default"
          number={{ min: 0, max: 2, step: 0.1 }}
          value={value.temperature}
          onChange={(temperature) => onChange({ ...value, temperature })}
        />
        <LineField
          label="Max tokens"
          hint="Longest answer in tokens; empty: the provider's default"
          placeholder="default"
          number={{ min: 1, max: 1_000_000, step: 1 }}
          value={value.maxTokens}
          onChange={(maxTokens) => onChange({ ...value, maxTokens })}
        />
      </div>
    </details>
  );
}

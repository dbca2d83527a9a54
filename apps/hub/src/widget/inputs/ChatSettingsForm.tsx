import { lazy, Suspense, useState } from "react";
import type { ChatSettings } from "../../../shared/widget/types.js";
import { LineField, TextField } from "./fields.js";

/**
 * The chat widget's settings: the system prompt (above the conversation), the generation settings or the tools and
 * response schema (below it, folded away). Empty fields are left out of the request, so the provider's defaults apply.
 */
export function ChatSettingsForm({
  part,
  value,
  onChange,
}: {
  part: "system" | "generation" | "structure";
  value: ChatSettings;
  onChange: (value: ChatSettings) => void;
}) {
  if (part === "structure") return <StructureSettings value={value} onChange={onChange} />;
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

const StructureFields = lazy(() => import("./StructureFields.js"));

/** The tools and schema fold: its fields and their checker load when it is first opened (or already holds input). */
function StructureSettings({ value, onChange }: { value: ChatSettings; onChange: (value: ChatSettings) => void }) {
  const [opened, setOpened] = useState(false);
  const filled = value.tools !== "" || value.responseSchema !== "" || value.schemaName !== "";
  return (
    <details className="chat-settings" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary>Tools and structured output</summary>
      {(opened || filled) && (
        <Suspense fallback={<p className="muted small">Loading the fields…</p>}>
          <StructureFields value={value} onChange={onChange} />
        </Suspense>
      )}
    </details>
  );
}

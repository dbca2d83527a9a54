import { useId } from "react";
import { chatJsonErrors, MAX_CHAT_JSON_CHARS } from "../../../shared/widget/chat-json.js";
import type { ChatSettings } from "../../../shared/widget/types.js";
import { LineField, TextField } from "./fields.js";

const TOOLS_PLACEHOLDER = `[{"type": "function", "function": {"name": "get_weather",
  "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]`;
const SCHEMA_PLACEHOLDER = `{"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}`;

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

/** Tools and a response schema, typed as JSON and checked as typed: each mistake is named under its field. */
function StructureSettings({ value, onChange }: { value: ChatSettings; onChange: (value: ChatSettings) => void }) {
  const errors = chatJsonErrors(value);
  const strictId = useId();
  const limit = `at most ${MAX_CHAT_JSON_CHARS.toLocaleString("en")} characters`;
  return (
    <details className="chat-settings">
      <summary>Tools and structured output</summary>
      <div className="chat-structure">
        <TextField
          label="Tools (JSON)"
          code
          rows={5}
          placeholder={TOOLS_PLACEHOLDER}
          hint={`A list of OpenAI-style function tools, sent as "tools"; ${limit}. Empty: no tools.`}
          error={errors.Tools}
          value={value.tools}
          onChange={(tools) => onChange({ ...value, tools })}
        />
        <TextField
          label="Response schema (JSON Schema)"
          code
          rows={5}
          placeholder={SCHEMA_PLACEHOLDER}
          hint={`The answer must be JSON following this schema, sent as response_format "json_schema"; ${limit}. Empty: free text.`}
          error={errors["Response schema"]}
          value={value.responseSchema}
          onChange={(responseSchema) => onChange({ ...value, responseSchema })}
        />
        <LineField
          label="Schema name"
          hint='Letters, digits, "_" or "-" (json_schema.name); needed with a schema'
          error={errors["Schema name"]}
          value={value.schemaName}
          onChange={(schemaName) => onChange({ ...value, schemaName })}
        />
        <label className="switch" htmlFor={strictId}>
          <input
            id={strictId}
            type="checkbox"
            checked={value.schemaStrict}
            onChange={(event) => onChange({ ...value, schemaStrict: event.target.checked })}
          />
          Follow the schema strictly (strict: true)
        </label>
      </div>
    </details>
  );
}

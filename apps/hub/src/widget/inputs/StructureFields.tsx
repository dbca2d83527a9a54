import { useId } from "react";
import { checkChatStructure, MAX_CHAT_JSON_CHARS, type ChatStructureText } from "../../../shared/widget/chat-json.js";
import type { ChatSettings } from "../../../shared/widget/types.js";
import { LineField, TextField } from "./fields.js";

const TOOLS_PLACEHOLDER = `[{"type": "function", "function": {"name": "get_weather",
  "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]`;
const SCHEMA_PLACEHOLDER = `{"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}`;

/**
 * Tools and a response schema, typed as JSON and checked as typed: each mistake is named under its field, and the
 * check goes with the settings, so the request never carries what did not pass it. Loaded when the fold opens.
 */
export default function StructureFields({
  value,
  onChange,
}: {
  value: ChatSettings;
  onChange: (value: ChatSettings) => void;
}) {
  const strictId = useId();
  const checked = checkChatStructure(value);
  const errors = checked.ok ? {} : checked.errors;
  const update = (patch: Partial<ChatStructureText>) => {
    const next = { ...value, ...patch };
    onChange({ ...next, structureChecked: checkChatStructure(next) });
  };
  const limit = `at most ${MAX_CHAT_JSON_CHARS.toLocaleString("en")} characters`;
  return (
    <div className="chat-structure">
      <TextField
        label="Tools (JSON)"
        code
        rows={5}
        placeholder={TOOLS_PLACEHOLDER}
        hint={`A list of OpenAI-style function tools, sent as "tools"; ${limit}. Empty: no tools.`}
        error={errors.Tools}
        value={value.tools}
        onChange={(tools) => update({ tools })}
      />
      <TextField
        label="Response schema (JSON Schema)"
        code
        rows={5}
        placeholder={SCHEMA_PLACEHOLDER}
        hint={`The answer must be JSON following this schema, sent as response_format "json_schema"; ${limit}. Empty: free text.`}
        error={errors["Response schema"]}
        value={value.responseSchema}
        onChange={(responseSchema) => update({ responseSchema })}
      />
      <LineField
        label="Schema name"
        hint='Letters, digits, "_" or "-" (json_schema.name); needed with a schema'
        error={errors["Schema name"]}
        value={value.schemaName}
        onChange={(schemaName) => update({ schemaName })}
      />
      <label className="switch" htmlFor={strictId}>
        <input
          id={strictId}
          type="checkbox"
          checked={value.schemaStrict}
          onChange={(event) => update({ schemaStrict: event.target.checked })}
        />
        Follow the schema strictly (strict: true)
      </label>
    </div>
  );
}

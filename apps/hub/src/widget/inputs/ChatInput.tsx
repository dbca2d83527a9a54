import type { ChatMessage } from "../types.js";
import { TextField } from "./fields.js";

/** The conversation so far: each message editable, the last user message is what the model answers. */
export function ChatInput({
  messages,
  onChange,
}: {
  messages: ChatMessage[];
  onChange: (messages: ChatMessage[]) => void;
}) {
  const list = messages.length > 0 ? messages : [{ role: "user" as const, content: "" }];
  const update = (i: number, content: string) => onChange(list.map((m, j) => (j === i ? { ...m, content } : m)));
  return (
    <div className="chat-input">
      {list.map((message, i) => (
        <TextField
          key={i}
          label={message.role === "user" ? "Message" : message.role === "system" ? "System prompt" : "Assistant"}
          value={message.content}
          rows={2}
          onChange={(content) => update(i, content)}
        />
      ))}
      <div className="row-actions">
        <button
          type="button"
          className="button-quiet"
          onClick={() => onChange([...list, { role: "user", content: "" }])}
        >
          Add message
        </button>
        {list.length > 1 && (
          <button type="button" className="button-quiet" onClick={() => onChange(list.slice(0, -1))}>
            Remove last
          </button>
        )}
      </div>
    </div>
  );
}

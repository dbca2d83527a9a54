import type { ChatMessage } from "../../../shared/widget/types.js";
import { LineField, TextField } from "./fields.js";

const ROLE_LABELS: Record<ChatMessage["role"], string> = {
  system: "System prompt",
  user: "Message",
  assistant: "Assistant",
};

/**
 * The conversation so far: each message editable, the last user message is what the model answers. Messages that
 * came with an image (vision-language examples) keep an editable image URL.
 */
export function ChatInput({
  messages,
  onChange,
}: {
  messages: ChatMessage[];
  onChange: (messages: ChatMessage[]) => void;
}) {
  const list = messages.length > 0 ? messages : [{ role: "user" as const, content: "" }];
  const update = (i: number, patch: Partial<ChatMessage>) =>
    onChange(list.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <div className="chat-input">
      {list.map((message, i) => (
        <div key={i} className="chat-input-message">
          <TextField
            label={ROLE_LABELS[message.role]}
            value={message.content}
            rows={2}
            onChange={(content) => update(i, { content })}
          />
          {message.imageUrl !== undefined && (
            <LineField
              label="Image URL"
              hint="Sent with the message as an image_url part; leave empty for text only"
              value={message.imageUrl}
              onChange={(imageUrl) => update(i, { imageUrl })}
            />
          )}
        </div>
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

import type { ChatMessage } from "../../../shared/widget/types.js";

const ROLE_LABELS: Record<ChatMessage["role"], string> = { system: "System", user: "You", assistant: "Assistant" };

/** The conversation with the assistant's reply, streaming in as it arrives. */
export function ChatStream({ messages, streaming }: { messages: readonly ChatMessage[]; streaming: boolean }) {
  return (
    <ol className="chat-stream" aria-live="polite" aria-busy={streaming}>
      {messages.map((message, i) => {
        const last = i === messages.length - 1;
        return (
          <li key={i} className={`chat-message chat-${message.role}`}>
            <span className="chat-role">{ROLE_LABELS[message.role]}</span>
            <div className="chat-bubble">
              {message.imageUrl && (
                <img className="chat-image" src={message.imageUrl} alt="Image sent with the message" loading="lazy" />
              )}
              {message.content}
              {last && streaming && <span className="cursor" aria-hidden="true" />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

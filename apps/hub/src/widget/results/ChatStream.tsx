import type { ChatMessage, ToolCallShown } from "../../../shared/widget/types.js";

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
              {message.toolCalls !== undefined && <ToolCalls calls={message.toolCalls} />}
              {last && streaming && <span className="cursor" aria-hidden="true" />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Arguments as the model wrote them; indented when they are whole JSON (a stream shows them growing, as text). */
function argumentsText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The functions the answer asks to call, each with its arguments. */
function ToolCalls({ calls }: { calls: readonly ToolCallShown[] }) {
  return (
    <ul className="chat-tool-calls" aria-label="Tool calls">
      {calls.map((call, i) => (
        <li key={i} className="chat-tool-call">
          <span className="chat-tool-name">
            Calls <code>{call.name === "" ? "(no function name)" : call.name}</code>
          </span>
          <pre className="chat-tool-arguments" tabIndex={0} aria-label={`Arguments of ${call.name || "the call"}`}>
            <code>{call.arguments === "" ? "(no arguments)" : argumentsText(call.arguments)}</code>
          </pre>
        </li>
      ))}
    </ul>
  );
}

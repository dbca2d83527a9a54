import { useMemo } from "react";
import { Link } from "../lib/router.js";
import { renderChatTemplate } from "../pages/playground-render.js";

/** The messages the stored template is shown rendered with (the playground starts from the same kind of chat). */
const EXAMPLE_MESSAGES = JSON.stringify([
  { role: "system", content: "You are a helpful assistant." },
  { role: "user", content: "What is the capital of France?" },
]);

/** The playground's address for a GGUF file's stored template: it reads the file's header itself. */
export function ggufPlaygroundHref(id: string, path: string): string {
  return `/playground/chat-template?gguf=${encodeURIComponent(id)}&file=${encodeURIComponent(path)}`;
}

/**
 * The chat template stored in the file (`tokenizer.chat_template`), rendered with @hubkit/jinja as the playground
 * renders it (example messages, the file's own BOS and EOS tokens), its source, and a link to the playground.
 */
export function GgufTemplate(props: { id: string; path: string; template: string; bos: string; eos: string }) {
  const { id, path, template, bos, eos } = props;
  const outcome = useMemo(
    () =>
      renderChatTemplate({
        template,
        messagesJson: EXAMPLE_MESSAGES,
        addGenerationPrompt: true,
        bosToken: bos,
        eosToken: eos,
      }),
    [template, bos, eos],
  );
  return (
    <div className="gguf-template">
      <p className="muted small">
        Rendered with a system and a user message, the file's own special tokens and the generation prompt.
      </p>
      {outcome.ok ? (
        <pre className="template-output" aria-label="Rendered chat template" tabIndex={0}>
          {outcome.output}
        </pre>
      ) : (
        <p className="error-text" role="alert">
          {outcome.kind}: {outcome.message}
        </p>
      )}
      <details>
        <summary>The template ({template.length.toLocaleString("en")} characters)</summary>
        <pre className="template-source" aria-label="The stored chat template" tabIndex={0}>
          {template}
        </pre>
      </details>
      <p>
        <Link href={ggufPlaygroundHref(id, path)}>Open this template in the playground</Link>
      </p>
    </div>
  );
}

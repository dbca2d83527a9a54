import { loadHighlighter, type SnippetLanguage } from "../lib/highlight.js";
import { useAsync } from "../lib/use-async.js";

interface CodeBlockProps {
  code: string;
  /** Known language, or undefined to let the highlighter pick among the snippet languages. */
  language?: SnippetLanguage;
  label: string;
}

/**
 * Shows the code at once as plain text, then swaps in highlighted HTML once the lazy highlighter has loaded. Both
 * renderings use the same font and line height, so nothing moves when the colours arrive.
 */
export function CodeBlock({ code, language, label }: CodeBlockProps) {
  // Until the highlighter has coloured this very code (or if it cannot load), the plain code shows.
  const highlighted = useAsync(
    async () => {
      const highlighter = await loadHighlighter();
      const chosen = language ?? highlighter.detect(code);
      return { html: highlighter.highlight(code, chosen), language: chosen };
    },
    `${language ?? "any"}\n${code}`,
  );
  const current = highlighted.status === "done" ? highlighted.value : undefined;
  return (
    <pre className="code-block" aria-label={label} tabIndex={0}>
      {current ? (
        <code className={`hljs language-${current.language}`} dangerouslySetInnerHTML={{ __html: current.html }} />
      ) : (
        <code className="hljs">{code}</code>
      )}
    </pre>
  );
}

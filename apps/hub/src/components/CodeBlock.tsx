import { highlight, snippetLanguageOf, type SnippetLanguage } from "../lib/highlight.js";
import { useAsync } from "../lib/use-async.js";

interface CodeBlockProps {
  code: string;
  /** Known language, or undefined to read it from the code (snippetLanguageOf). */
  language?: SnippetLanguage;
  label: string;
}

/**
 * Shows the code at once as plain text, then swaps in highlighted HTML once highlight.js and the code's language
 * have loaded (only that language). Both renderings use the same font and line height, so nothing moves when the
 * colours arrive.
 */
export function CodeBlock({ code, language, label }: CodeBlockProps) {
  const chosen = language ?? snippetLanguageOf(code);
  // Until the highlighter has coloured this very code (or if it cannot load), the plain code shows.
  const highlighted = useAsync(() => highlight(code, chosen), `${chosen}\n${code}`);
  return (
    <pre className="code-block" aria-label={label} tabIndex={0}>
      {highlighted.status === "done" ? (
        <code className={`hljs language-${chosen}`} dangerouslySetInnerHTML={{ __html: highlighted.value }} />
      ) : (
        <code className="hljs">{code}</code>
      )}
    </pre>
  );
}

import { useEffect, useState } from "react";
import { loadHighlighter, type SnippetLanguage } from "../lib/highlight.js";

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
  const [highlighted, setHighlighted] = useState<{ code: string; html: string; language: string } | undefined>();
  useEffect(() => {
    let live = true;
    loadHighlighter().then(
      (highlighter) => {
        if (!live) return;
        const chosen = language ?? highlighter.detect(code);
        setHighlighted({ code, html: highlighter.highlight(code, chosen), language: chosen });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, language]);

  const current = highlighted?.code === code ? highlighted : undefined;
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

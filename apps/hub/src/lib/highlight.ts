/**
 * Syntax highlighting, loaded on first use so it stays out of the initial page JavaScript: highlight.js core with
 * the few languages snippets are written in.
 */
export type SnippetLanguage = "python" | "javascript" | "bash" | "csharp" | "json";

export interface Highlighter {
  /** HTML with highlight.js classes; the input is escaped by highlight.js. */
  highlight(code: string, language: SnippetLanguage): string;
  /** Picks the most likely language among the snippet languages. */
  detect(code: string): SnippetLanguage;
}

let loading: Promise<Highlighter> | undefined;

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= (async () => {
    const [{ default: hljs }, python, javascript, bash, csharp, json] = await Promise.all([
      import("highlight.js/lib/core"),
      import("highlight.js/lib/languages/python"),
      import("highlight.js/lib/languages/javascript"),
      import("highlight.js/lib/languages/bash"),
      import("highlight.js/lib/languages/csharp"),
      import("highlight.js/lib/languages/json"),
    ]);
    const languages = { python, javascript, bash, csharp, json };
    for (const [name, module] of Object.entries(languages)) hljs.registerLanguage(name, module.default);
    const subset = Object.keys(languages) as SnippetLanguage[];
    return {
      highlight: (code, language) => hljs.highlight(code, { language, ignoreIllegals: true }).value,
      detect: (code) => (hljs.highlightAuto(code, subset).language as SnippetLanguage | undefined) ?? "python",
    };
  })();
  return loading;
}

/** The highlight.js language for a snippet language of the inference snippet generator. */
export const LANGUAGE_OF_SNIPPET: Readonly<Record<string, SnippetLanguage>> = {
  python: "python",
  js: "javascript",
  sh: "bash",
};

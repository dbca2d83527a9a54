/**
 * Syntax highlighting, loaded on first use so it stays out of the page's first JavaScript: highlight.js core, and
 * each language the first time a snippet in it is shown (a page of Python snippets loads Python alone).
 */
import type { HLJSApi, LanguageFn } from "highlight.js";

export type SnippetLanguage = "python" | "javascript" | "bash";

/** Each language's highlight.js module, as its own chunk. */
const LANGUAGES: Readonly<Record<SnippetLanguage, () => Promise<{ default: LanguageFn }>>> = {
  python: () => import("highlight.js/lib/languages/python"),
  javascript: () => import("highlight.js/lib/languages/javascript"),
  bash: () => import("highlight.js/lib/languages/bash"),
};

let core: Promise<HLJSApi> | undefined;
const registered = new Map<SnippetLanguage, Promise<HLJSApi>>();

/** highlight.js with `language` registered, loading what is missing (once per language). */
function highlighterFor(language: SnippetLanguage): Promise<HLJSApi> {
  core ??= import("highlight.js/lib/core").then((module) => module.default);
  let ready = registered.get(language);
  if (ready === undefined) {
    ready = Promise.all([core, LANGUAGES[language]()]).then(([hljs, module]) => {
      hljs.registerLanguage(language, module.default);
      return hljs;
    });
    // A failed load is tried again by the next snippet in that language.
    ready.catch(() => registered.delete(language));
    registered.set(language, ready);
  }
  return ready;
}

/** HTML with highlight.js classes for `code` (escaped by highlight.js). */
export async function highlight(code: string, language: SnippetLanguage): Promise<string> {
  const hljs = await highlighterFor(language);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

/** A line that only runs a program, as a shell line does (an install, a download, a command-line tool). */
const SHELL_LINE =
  /^(?:\$\s|pip3?\s|python3?\s+-m\s|uv\s|conda\s|npm\s|npx\s|pnpm\s|yarn\s|brew\s|apt(?:-get)?\s|git\s|curl\s|wget\s|docker\s|hf\s|huggingface-cli\s|mlx_lm\.|llama-|ollama\s|export\s|cd\s|mkdir\s|\.\/)/;
const JS_LINE = /^(?:\/\/|import\s*\{|import\s+\w+\s+from\s|import\s+["']|const\s|let\s|await\s)/;

/**
 * The language of a library snippet, read from its lines (the catalogue's snippet functions return bare text):
 * JavaScript when a line reads as a JS import, declaration or `//` comment; shell when every line is a command
 * (or continues one ending in `\`); otherwise Python, the language of most libraries' snippets. `#` comments count
 * for neither side.
 */
export function snippetLanguageOf(code: string): SnippetLanguage {
  const lines = code
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (lines.some((line) => JS_LINE.test(line))) return "javascript";
  let continued = false;
  let shell = lines.length > 0;
  for (const line of lines) {
    shell &&= continued || SHELL_LINE.test(line);
    continued = line.endsWith("\\");
  }
  return shell ? "bash" : "python";
}

/** The highlight.js language for a snippet language of the inference snippet generator. */
export const LANGUAGE_OF_SNIPPET: Readonly<Record<string, SnippetLanguage>> = {
  python: "python",
  js: "javascript",
  sh: "bash",
};

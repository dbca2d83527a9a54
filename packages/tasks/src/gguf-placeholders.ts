import { parseGGUFQuantLabel } from "./gguf.js";
import { pythonString, shellSingleQuoted } from "./snippets/quote.js";

/**
 * Placeholders that GGUF snippets carry for the page to fill with the file a person picks, as the
 * counterpart emits them: `{{GGUF_FILE}}` (llama-cpp-python, LocalAI) is the file's path in the repository,
 * `{{QUANT_TAG}}` (llama.cpp, node-llama-cpp, Ollama, after a `:`) its quantization label.
 * `{{OLLAMA_TAG}}` is the older form of the quant tag (counterpart 0.18.0 to 0.18.8), colon included.
 */
export const GGUF_FILE_PLACEHOLDER = "{{GGUF_FILE}}";
export const QUANT_TAG_PLACEHOLDER = "{{QUANT_TAG}}";
export const OLLAMA_TAG_PLACEHOLDER = "{{OLLAMA_TAG}}";

/** The language of a snippet that holds GGUF placeholders: library snippets are Python, local apps shell. */
export type GGUFSnippetLanguage = "python" | "shell";

/**
 * Where a placeholder sits in the code, which decides how a value must be escaped there. In a Python
 * string, `quote` is the delimiter (`"`, `'`, `"""` or `'''`).
 */
type Context = "code" | "double" | "single" | "comment" | "ansi";
interface Place {
  context: Context;
  quote: string;
}

// A value made only of these is the same text in every context of both languages.
const PLAIN_VALUE = /^[A-Za-z0-9._/+@:=-]*$/;

function fail(message: string): never {
  throw new TypeError(`fillGGUFPlaceholders: ${message}`);
}

/** Quoting state at each given offset of a Python source (strings do not span lines, except triple-quoted ones). */
function pythonContexts(code: string, offsets: readonly number[]): Place[] {
  const states: Place[] = [];
  let state: Context = "code";
  let quote = "";
  let next = 0;
  for (let i = 0; i <= code.length && next < offsets.length; i++) {
    while (next < offsets.length && offsets[next] === i) {
      states.push({ context: state, quote });
      next++;
    }
    const char = code[i];
    if (char === undefined) {
      break;
    }
    if (state === "comment") {
      state = char === "\n" ? "code" : "comment";
    } else if (state === "code") {
      if (char === "#") {
        state = "comment";
      } else if (char === '"' || char === "'") {
        quote = code.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
        state = char === '"' ? "double" : "single";
        i += quote.length - 1;
      }
    } else if (char === "\\") {
      i++;
    } else if (code.startsWith(quote, i)) {
      state = "code";
      i += quote.length - 1;
    }
  }
  return states;
}

/** Quoting state at each given offset of a shell script: words, single, double and `$'...'` quotes, comments. */
function shellContexts(code: string, offsets: readonly number[]): Place[] {
  const states: Place[] = [];
  let state: Context = "code";
  let wordStart = true;
  let next = 0;
  for (let i = 0; i <= code.length && next < offsets.length; i++) {
    while (next < offsets.length && offsets[next] === i) {
      states.push({ context: state, quote: "" });
      next++;
    }
    const char = code[i];
    if (char === undefined) {
      break;
    }
    switch (state) {
      case "code":
        if (char === "\\") {
          i++;
        } else if (char === "#" && wordStart) {
          state = "comment";
        } else if (char === "'") {
          state = "single";
        } else if (char === "$" && code[i + 1] === "'") {
          state = "ansi";
          i++;
        } else if (char === '"') {
          state = "double";
        }
        wordStart = /[\s;&|()]/.test(char);
        break;
      case "comment":
        if (char === "\n") {
          state = "code";
          wordStart = true;
        }
        break;
      case "single":
        if (char === "'") {
          state = "code";
        }
        break;
      default:
        if (char === "\\") {
          i++;
        } else if ((state === "double" && char === '"') || (state === "ansi" && char === "'")) {
          state = "code";
        }
    }
  }
  return states;
}

/** The value as text that stands for it at a place (closing and reopening quotes when needed). */
function escaped(value: string, language: GGUFSnippetLanguage, { context, quote }: Place): string {
  // Outside strings a Python value needs quotes; a plain shell word does not.
  if (PLAIN_VALUE.test(value) && (context !== "code" || language === "shell")) {
    return value;
  }
  if (language === "python") {
    const literal = pythonString(value);
    // Adjacent Python string literals form one string: close the quote, add the literal, reopen it.
    return context === "double" || context === "single" ? `${quote}${literal}${quote}` : literal;
  }
  const word = shellSingleQuoted(value);
  // Adjacent shell quotes form one word: close the quote, add a single-quoted word, reopen it.
  switch (context) {
    case "single":
      return `'${word}'`;
    case "double":
      return `"${word}"`;
    case "ansi":
      return `'${word}$'`;
    default:
      return word;
  }
}

const PLACEHOLDERS = /\{\{(GGUF_FILE|QUANT_TAG|OLLAMA_TAG)\}\}/g;

/**
 * Fills the GGUF placeholders of a snippet with a chosen file: `{{GGUF_FILE}}` becomes the file's path in
 * the repository, `{{QUANT_TAG}}` its quantization label (`Q4_K_M`); for a file name without a label the
 * tag is dropped together with the `:` before it, so the app picks its default. Every value is escaped
 * for the place it lands in (a Python or shell string, a bare word, a comment), so a path holding quotes,
 * `$()` or line breaks stays one literal. Text without placeholders comes back unchanged.
 *
 * @param snippet - a snippet of `MODEL_LIBRARIES_UI_ELEMENTS` (Python) or `LOCAL_APPS` (shell)
 * @param filepath - the path of the chosen `.gguf` file in the repository (`Q4_K_M/model-Q4_K_M.gguf`)
 * @param language - `"python"` or `"shell"`: the language of the snippet
 */
export function fillGGUFPlaceholders(snippet: string, filepath: string, language: GGUFSnippetLanguage): string {
  if (typeof snippet !== "string") {
    fail(`expected the snippet as a string, got ${snippet === null ? "null" : typeof snippet}`);
  }
  if (typeof filepath !== "string" || !/\.gguf$/i.test(filepath)) {
    fail(
      `expected the path of a .gguf file, got ${typeof filepath === "string" ? JSON.stringify(filepath) : typeof filepath}`,
    );
  }
  if (filepath.includes("\0")) {
    fail("the file path holds a NUL character, which no command line or file name can carry");
  }
  if (language !== "python" && language !== "shell") {
    fail(`expected the language "python" or "shell", got ${JSON.stringify(language)}`);
  }
  const matches = [...snippet.matchAll(PLACEHOLDERS)];
  if (matches.length === 0) {
    return snippet;
  }
  const offsets = matches.map((match) => match.index);
  const contexts = language === "python" ? pythonContexts(snippet, offsets) : shellContexts(snippet, offsets);
  const label = parseGGUFQuantLabel(filepath);
  let out = "";
  let at = 0;
  matches.forEach((match, i) => {
    let start = match.index;
    let value: string;
    if (match[1] === "GGUF_FILE") {
      value = filepath;
    } else if (label !== undefined) {
      value = match[1] === "OLLAMA_TAG" ? `:${label}` : label;
    } else {
      // No label to select: drop the tag and the separator written before it.
      value = "";
      if (match[1] === "QUANT_TAG" && snippet[start - 1] === ":" && start - 1 >= at) {
        start -= 1;
      }
    }
    out += snippet.slice(at, start) + (value === "" ? "" : escaped(value, language, contexts[i]!));
    at = match.index + match[0].length;
  });
  return out + snippet.slice(at);
}

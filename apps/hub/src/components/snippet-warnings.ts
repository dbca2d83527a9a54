/**
 * Snippet generators say in the snippet itself when a model's config lacks what they need ("⚠️ Type of model
 * unknown", "interface not specified in config.json", "Task type is invalid.", ...). These patterns find those lines
 * so the page can show them as warnings next to the code.
 */
const WARNING_PATTERNS: readonly RegExp[] = [
  /⚠️/,
  /not specified in config\.json/i,
  /in config\.json invalid/i,
  /^\s*(?:#|\/\/)?\s*Task type is invalid\.?\s*$/i,
  /^\s*(?:#|\/\/)?\s*Base model is not found\.?\s*$/i,
];

/** The warning lines of a snippet, without comment markers. */
export function snippetWarnings(snippet: string): string[] {
  return snippet
    .split("\n")
    .filter((line) => WARNING_PATTERNS.some((pattern) => pattern.test(line)))
    .map((line) => line.replace(/^\s*(?:#|\/\/)\s*/, "").trim());
}

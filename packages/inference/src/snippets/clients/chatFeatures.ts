/**
 * Tool calling and structured output in the chat clients that name the request's fields themselves (openai,
 * huggingface_hub, huggingface.js): one keyword argument or property per field, after the generation settings.
 * The raw HTTP clients print the request's body, which carries them already.
 */
import type { SnippetContext } from "../context.js";
import { literal } from "../literal.js";

function entries(ctx: SnippetContext): [string, unknown][] {
  return Object.entries(ctx.chat?.features ?? {}).filter(([, value]) => value !== undefined);
}

/** `    tools=[...],\n` lines of a Python call. */
export function pythonFeatureArguments(ctx: SnippetContext): string {
  return entries(ctx)
    .map(([name, value]) => `    ${name}=${literal(value, "python", { indent: "    ", baseIndent: "    " })},\n`)
    .join("");
}

/** `    tools: [...],\n` lines of a JavaScript object. */
export function jsFeatureProperties(ctx: SnippetContext): string {
  return entries(ctx)
    .map(
      ([name, value]) =>
        `    ${name}: ${literal(value, "js", { indent: "    ", baseIndent: "    ", trailingComma: "all" })},\n`,
    )
    .join("");
}

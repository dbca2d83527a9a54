/**
 * The credential a snippet prints: the caller's token as a literal, or (no token given) code that reads it from
 * the environment, as huggingface.js 4.x prints it: `os.environ["HF_TOKEN"]`, `process.env.HF_TOKEN`, `$HF_TOKEN`.
 *
 * Without a token the request is built with a placeholder (one that routes like the variable's token would:
 * `hf_...` through the router, anything else straight to the provider); every printed string that holds the
 * placeholder is then written as an expression of the variable instead of a literal.
 */
import { jsString, shellSingleQuoted } from "@hubkit/tasks";
import { HF_ROUTER_URL } from "../config.js";
import type { InferenceProvider } from "../spec/index.js";
import { pythonText } from "./literal.js";

/** Routes through the router, as a hub token (HF_TOKEN) does. */
export const HF_TOKEN_PLACEHOLDER = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
/** Goes straight to the provider, as a provider key does. */
export const PROVIDER_KEY_PLACEHOLDER = "provider_key_placeholder_xxxxxxxxxxx";

export type SnippetToken =
  { kind: "given"; value: string } | { kind: "environment"; variable: string; placeholder: string };

/** The variable that holds the token for a request to `url`: a hub token for the router, else the provider's key. */
export function tokenVariable(url: string, provider: InferenceProvider, endpointUrl: string | undefined): string {
  if (endpointUrl !== undefined) return "API_TOKEN";
  if (url === HF_ROUTER_URL || url.startsWith(`${HF_ROUTER_URL}/`)) return "HF_TOKEN";
  return `${provider.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_API_KEY`;
}

/** The parts of `text` around the placeholder, or undefined when it does not hold it (or holds it more than once). */
function around(text: string, token: SnippetToken): [string, string] | undefined {
  if (token.kind !== "environment") return undefined;
  const at = text.indexOf(token.placeholder);
  if (at === -1 || text.indexOf(token.placeholder, at + 1) !== -1) return undefined;
  return [text.slice(0, at), text.slice(at + token.placeholder.length)];
}

/** Text printed around the variable inside an interpolated string: nothing any of the three languages expands. */
const PLAIN = /^[A-Za-z0-9 _:./-]*$/;

/** A Python expression for `text`: a string literal, or one that reads the token from `os.environ`. */
export function pythonSecret(text: string, token: SnippetToken): string {
  const parts = around(text, token);
  if (parts === undefined || token.kind !== "environment") return pythonText(text);
  const read = `os.environ[${pythonText(token.variable)}]`;
  const [before, after] = parts;
  if (before === "" && after === "") return read;
  if (PLAIN.test(before) && PLAIN.test(after)) return `f"${before}{os.environ['${token.variable}']}${after}"`;
  return [before && pythonText(before), read, after && pythonText(after)].filter(Boolean).join(" + ");
}

/** Python code reads the environment through `os`: the import, when the snippet does. */
export function pythonEnvironmentImport(content: string, token: SnippetToken): string {
  return token.kind === "environment" && content.includes("os.environ[") ? `import os\n${content}` : content;
}

/** A JavaScript expression for `text`: a string literal, or one that reads the token from `process.env`. */
export function jsSecret(text: string, token: SnippetToken): string {
  const parts = around(text, token);
  if (parts === undefined || token.kind !== "environment") return jsString(text);
  const read = `process.env.${token.variable}`;
  const [before, after] = parts;
  if (before === "" && after === "") return read;
  if (PLAIN.test(before) && PLAIN.test(after)) return `\`${before}\${${read}}${after}\``;
  return [before && jsString(before), read, after && jsString(after)].filter(Boolean).join(" + ");
}

/** One shell word for `text`: single-quoted, with the variable expanded in double quotes where the token goes. */
export function shellSecret(text: string, token: SnippetToken): string {
  const parts = around(text, token);
  if (parts === undefined || token.kind !== "environment") return shellSingleQuoted(text);
  const [before, after] = parts;
  if (PLAIN.test(before) && PLAIN.test(after)) return `"${before}$${token.variable}${after}"`;
  return `${before && shellSingleQuoted(before)}"$${token.variable}"${after && shellSingleQuoted(after)}`;
}

/** What the OpenAI client libraries (Python and JavaScript) take from the chat request. */
import type { SnippetContext } from "../context.js";

const CHAT_ROUTE_SUFFIX = "/chat/completions";

/** The client's base URL: the chat request's URL without the route the library appends itself. */
export function openAiBaseUrl(url: string): string {
  return url.endsWith(CHAT_ROUTE_SUFFIX) ? url.slice(0, -CHAT_ROUTE_SUFFIX.length) : url;
}

/** Headers the library does not set itself (it sends the key as a bearer token, and the JSON type). */
const SET_BY_LIBRARY: ReadonlySet<string> = new Set(["Authorization", "Content-Type"]);

export function openAiDefaultHeaders(ctx: SnippetContext): [string, string][] {
  return ctx.request().headers.filter(([name]) => !SET_BY_LIBRARY.has(name));
}

/** The model id the request sends (the provider's own id). */
export function openAiModel(ctx: SnippetContext): string {
  const model = ctx.request().body?.model;
  return typeof model === "string" ? model : ctx.providerModelId;
}

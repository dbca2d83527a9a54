/**
 * What the OpenAI client libraries (Python and JavaScript) take from the chat request. A request that goes
 * through the router is sent, as huggingface.js 4.x prints it, to the router's OpenAI-compatible route
 * (`https://router.huggingface.co/v1`) with the model named `<hub id>:<provider>`; a request straight to the
 * provider (its own key, `directRequest`) or to a dedicated endpoint keeps the request's URL and model.
 */
import { HF_ROUTER_URL } from "../../config.js";
import type { SnippetContext } from "../context.js";

const CHAT_ROUTE_SUFFIX = "/chat/completions";

/** The router's OpenAI-compatible base URL: the library appends `/chat/completions`. */
export const ROUTER_OPENAI_BASE_URL = `${HF_ROUTER_URL}/v1`;

/** Whether the snippet calls the router's own chat route rather than the provider's. */
export function viaRouterChatRoute(ctx: SnippetContext): boolean {
  if (ctx.endpointUrl !== undefined || ctx.directRequest) return false;
  const { url } = ctx.request();
  return url.startsWith(`${HF_ROUTER_URL}/`);
}

/** The client's base URL: the router's `/v1`, or the chat request's URL without the route the library appends. */
export function openAiBaseUrl(ctx: SnippetContext): string {
  if (viaRouterChatRoute(ctx)) return ROUTER_OPENAI_BASE_URL;
  const { url } = ctx.request();
  return url.endsWith(CHAT_ROUTE_SUFFIX) ? url.slice(0, -CHAT_ROUTE_SUFFIX.length) : url;
}

/** Headers the library does not set itself (it sends the key as a bearer token, and the JSON type). */
const SET_BY_LIBRARY: ReadonlySet<string> = new Set(["Authorization", "Content-Type"]);

export function openAiDefaultHeaders(ctx: SnippetContext): [string, string][] {
  return ctx.request().headers.filter(([name]) => !SET_BY_LIBRARY.has(name));
}

/** The model: `<hub id>:<provider>` (or `:<policy>`) on the router's route, else the id the request sends (the provider's own). */
export function openAiModel(ctx: SnippetContext): string {
  // A routing policy lets the router choose the provider (`<id>:fastest`); otherwise the snippet's provider.
  if (viaRouterChatRoute(ctx)) return `${ctx.model.id}:${ctx.policy ?? ctx.provider}`;
  const model = ctx.request().body?.model;
  return typeof model === "string" ? model : ctx.providerModelId;
}

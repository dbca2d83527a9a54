/**
 * hf-inference's chat alone (`@hubkit/inference/providers/hf-inference/chat`): the whole module's chat, for an
 * app that only chats and should not carry the other pipelines. Its route and URL are its own (TGI's
 * OpenAI-compatible route), so neither the chat entry nor the main entry's chat functions carry the pipelines'.
 */
import type { ChatCompletionOutput } from "@hubkit/tasks";
import { defineHelper, joinUrl } from "../../provider-kit/providerHelper.js";
import { anyArray, outputOf } from "../../utils/schema.js";
import type { InferenceProviderModule, UrlParams } from "../../spec/index.js";
import { HF_INFERENCE_BASE_URL } from "./helper.js";

/** TGI's chat route answers the OpenAI shape; it is returned as the server sent it. */
const chatAnswer = outputOf<ChatCompletionOutput>({ choices: anyArray });

/** The chat route of a model on the router (a call always names the task: it is the chat helper's). */
function chatRoute({ model, task }: UrlParams): string {
  return task === "conversational" ? `models/${model}/v1/chat/completions` : `models/${model}`;
}

/**
 * Chat URLs end in /v1/chat/completions, whatever prefix of it the endpoint URL already has. The route goes
 * into an endpoint URL's path: its query (`?api_key=...`) and fragment stay after it. A routed URL is taken
 * whole (a snippet's model id may hold any character, `?` and `#` included: they are part of the path there).
 */
function chatUrl(url: string, isEndpoint: boolean): string {
  const trimmed = url.trim();
  const cut = isEndpoint ? trimmed.search(/[?#]/) : -1;
  const path = (cut === -1 ? trimmed : trimmed.slice(0, cut)).replace(/\/+$/, "");
  const rest = cut === -1 ? "" : trimmed.slice(cut);
  if (path.endsWith("/v1")) return `${path}/chat/completions${rest}`;
  if (path.endsWith("/chat/completions")) return `${path}${rest}`;
  return `${path}/v1/chat/completions${rest}`;
}

export const hfInferenceChat = defineHelper({
  provider: "hf-inference",
  task: "conversational",
  baseUrl: HF_INFERENCE_BASE_URL,
  makeRoute: chatRoute,
  // The call's endpointUrl (validated by the request builder) replaces the routed URL.
  makeUrl: (params) =>
    chatUrl(params.endpointUrl ?? joinUrl(HF_INFERENCE_BASE_URL, chatRoute(params)), params.endpointUrl !== undefined),
  preparePayload: ({ args, model }) => ({ ...args, model }),
  answer: chatAnswer,
  expected: "Expected ChatCompletionOutput",
});

export const hfInference: InferenceProviderModule<"hf-inference"> = {
  provider: "hf-inference",
  tasks: { conversational: hfInferenceChat },
};

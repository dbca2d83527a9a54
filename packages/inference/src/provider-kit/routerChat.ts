/**
 * The router's own OpenAI-compatible chat route, which chat calls take when they name no provider or "auto"
 * (as 4.x does: its AutoRouterConversationalTask): https://router.huggingface.co/v1/chat/completions with the
 * hub model id in the body; the router picks the provider (in the order of the user's settings). No hub lookup
 * on our side. Only a hub token can use it: the router bills the user it names.
 */
import { HF_ROUTER_URL } from "../config.js";
import { InferenceRoutingError } from "../errors.js";
import { defineHelper } from "./providerHelper.js";
import { chatCompletionOutput } from "./shared.js";

const ROUTER_CHAT_URL = `${HF_ROUTER_URL}/v1/chat/completions`;

export const routerChat = /* @__PURE__ */ defineHelper({
  provider: "auto",
  task: "conversational",
  baseUrl: HF_ROUTER_URL,
  serverRouted: true,
  makeRoute: () => "v1/chat/completions",
  makeUrl: ({ authMethod }) => {
    // 4.x's words and class (InferenceClientRoutingError, our InferenceRoutingError), nothing sent.
    if (authMethod !== "hf-token") {
      throw new InferenceRoutingError("Cannot select auto-router when using non-Hugging Face API key.");
    }
    return ROUTER_CHAT_URL;
  },
  preparePayload: ({ args, model }) => ({ ...args, model }),
  // The OpenAI shape, checked as 4.x checks it (its BaseConversationalTask).
  answer: chatCompletionOutput,
  expected: "Expected ChatCompletionOutput",
});

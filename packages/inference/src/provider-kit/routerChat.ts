/**
 * The router's own OpenAI-compatible chat route, which chat calls take when they name no provider or "auto"
 * (as 4.x does: its AutoRouterConversationalTask): https://router.huggingface.co/v1/chat/completions with the
 * hub model id in the body; the router picks the provider (in the order of the user's settings). No hub lookup
 * on our side. Only a hub token can use it: the router bills the user it names.
 */
import { HF_ROUTER_URL } from "../config.js";
import { InferenceRoutingError } from "../errors.js";
import { joinUrl } from "./providerHelper.js";
import { openAiChatHelper } from "./shared.js";

const ROUTE = "v1/chat/completions";

export const routerChat = /* @__PURE__ */ openAiChatHelper("auto", HF_ROUTER_URL, ROUTE, {
  serverRouted: true,
  makeUrl: ({ authMethod }) => {
    // 4.x's words and class (InferenceClientRoutingError, our InferenceRoutingError), nothing sent.
    if (authMethod !== "hf-token") {
      throw new InferenceRoutingError("Cannot select auto-router when using non-Hugging Face API key.");
    }
    return joinUrl(HF_ROUTER_URL, ROUTE);
  },
});

/**
 * scaleway's chat alone (`@hubkit/inference/providers/scaleway/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const SCALEWAY_BASE_URL = "https://api.scaleway.ai";

export const scalewayChat = openAiChatHelper("scaleway", SCALEWAY_BASE_URL, "v1/chat/completions", {
  errors: openAiErrors,
});

export const scaleway: InferenceProviderModule<"scaleway"> = {
  provider: "scaleway",
  tasks: { conversational: scalewayChat },
};

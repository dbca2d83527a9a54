/**
 * featherless-ai's chat alone (`@hubkit/inference/providers/featherless-ai/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const FEATHERLESS_BASE_URL = "https://api.featherless.ai";

export const featherlessAiChat = openAiChatHelper("featherless-ai", FEATHERLESS_BASE_URL, "v1/chat/completions", {
  errors: openAiErrors,
});

export const featherlessAi: InferenceProviderModule<"featherless-ai"> = {
  provider: "featherless-ai",
  tasks: { conversational: featherlessAiChat },
};

/**
 * deepinfra's chat alone (`@hubkit/inference/providers/deepinfra/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const DEEPINFRA_BASE_URL = "https://api.deepinfra.com";

export const deepinfraChat = openAiChatHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/chat/completions", {
  errors: openAiErrors,
});

export const deepinfra: InferenceProviderModule<"deepinfra"> = {
  provider: "deepinfra",
  tasks: { conversational: deepinfraChat },
};

/**
 * together's chat alone (`@hubkit/inference/providers/together/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const TOGETHER_BASE_URL = "https://api.together.xyz";

export const togetherChat = openAiChatHelper("together", TOGETHER_BASE_URL);

export const together: InferenceProviderModule<"together"> = {
  provider: "together",
  tasks: { conversational: togetherChat },
};

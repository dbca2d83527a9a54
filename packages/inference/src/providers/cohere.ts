/** Cohere: chat completions on its OpenAI compatibility route. */
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const cohereTasks: ProviderTasks = {
  conversational: openAiChatHelper("cohere", "https://api.cohere.com", "compatibility/v1/chat/completions"),
};

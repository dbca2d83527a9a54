/** SambaNova: OpenAI-compatible chat completions. */
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const sambanovaTasks: ProviderTasks = {
  conversational: openAiChatHelper("sambanova", "https://api.sambanova.ai"),
};

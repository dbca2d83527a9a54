/** Cerebras: OpenAI-compatible chat completions. */
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const cerebrasTasks: ProviderTasks = {
  conversational: openAiChatHelper("cerebras", "https://api.cerebras.ai"),
};

/** Fireworks AI: OpenAI-compatible chat completions under /inference. */
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const fireworksAiTasks: ProviderTasks = {
  conversational: openAiChatHelper("fireworks-ai", "https://api.fireworks.ai", "inference/v1/chat/completions"),
};

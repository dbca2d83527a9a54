/** Fireworks AI: OpenAI-compatible chat completions under /inference. */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const fireworksAiTasks: ProviderTasks = {
  conversational: openAiChatHelper("fireworks-ai", "https://api.fireworks.ai", "inference/v1/chat/completions"),
};

/** Fireworks AI for the `providers` option (`@hubkit/inference/providers/fireworks-ai`). */
export const fireworksAi: InferenceProviderModule<"fireworks-ai"> = {
  provider: "fireworks-ai",
  tasks: fireworksAiTasks,
};

/** Cohere: chat completions on its OpenAI compatibility route. */
import type { InferenceProviderModule } from "../types.js";
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const cohereTasks: ProviderTasks = {
  conversational: openAiChatHelper("cohere", "https://api.cohere.com", "compatibility/v1/chat/completions"),
};

/** Cohere for the `providers` option (`@hubkit/inference/providers/cohere`). */
export const cohere: InferenceProviderModule = { provider: "cohere", tasks: cohereTasks };

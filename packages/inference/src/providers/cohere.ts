/** Cohere: chat completions on its OpenAI compatibility route. */
import type { ProviderTasks } from "../provider-kit/providerHelper.js";
import { openAiChatHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const cohereTasks: ProviderTasks = {
  conversational: openAiChatHelper("cohere", "https://api.cohere.com", "compatibility/v1/chat/completions"),
};

/** Cohere for the `providers` option (`@hubkit/inference/providers/cohere`). */
export const cohere: InferenceProviderModule<"cohere"> = { provider: "cohere", tasks: cohereTasks };

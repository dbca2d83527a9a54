/** Cohere: chat completions on its OpenAI compatibility route. */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const cohereTasks: ProviderTasks = {
  conversational: openAiChatHelper("cohere", "https://api.cohere.com", "compatibility/v1/chat/completions"),
};

/** Cohere for the `providers` option (`@hubkit/inference/providers/cohere`). */
export const cohere: InferenceProviderModule<"cohere"> = { provider: "cohere", tasks: cohereTasks };

/** Cerebras: OpenAI-compatible chat completions. */
import type { InferenceProviderModule } from "../types.js";
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const cerebrasTasks: ProviderTasks = {
  conversational: openAiChatHelper("cerebras", "https://api.cerebras.ai"),
};

/** Cerebras for the `providers` option (`@hubkit/inference/providers/cerebras`). */
export const cerebras: InferenceProviderModule = { provider: "cerebras", tasks: cerebrasTasks };

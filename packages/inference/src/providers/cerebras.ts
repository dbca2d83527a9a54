/** Cerebras: OpenAI-compatible chat completions. */
import type { ProviderTasks } from "../provider-kit/providerHelper.js";
import { openAiChatHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const cerebrasTasks: ProviderTasks = {
  conversational: openAiChatHelper("cerebras", "https://api.cerebras.ai"),
};

/** Cerebras for the `providers` option (`@hubkit/inference/providers/cerebras`). */
export const cerebras: InferenceProviderModule<"cerebras"> = { provider: "cerebras", tasks: cerebrasTasks };

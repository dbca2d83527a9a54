/** Cerebras: OpenAI-compatible chat completions. */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const cerebrasTasks: ProviderTasks = {
  conversational: openAiChatHelper("cerebras", "https://api.cerebras.ai"),
};

/** Cerebras for the `providers` option (`@hubkit/inference/providers/cerebras`). */
export const cerebras: InferenceProviderModule<"cerebras"> = { provider: "cerebras", tasks: cerebrasTasks };

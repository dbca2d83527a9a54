/** SambaNova: OpenAI-compatible chat completions. */
import type { InferenceProviderModule } from "../types.js";
import type { ProviderTasks } from "./registryTypes.js";
import { openAiChatHelper } from "./shared.js";

export const sambanovaTasks: ProviderTasks = {
  conversational: openAiChatHelper("sambanova", "https://api.sambanova.ai"),
};

/** SambaNova for the `providers` option (`@hubkit/inference/providers/sambanova`). */
export const sambanova: InferenceProviderModule = { provider: "sambanova", tasks: sambanovaTasks };

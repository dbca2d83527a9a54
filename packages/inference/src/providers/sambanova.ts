/** SambaNova: OpenAI-compatible chat completions. */
import type { ProviderTasks } from "../provider-kit/providerHelper.js";
import { openAiChatHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const sambanovaTasks: ProviderTasks = {
  conversational: openAiChatHelper("sambanova", "https://api.sambanova.ai"),
};

/** SambaNova for the `providers` option (`@hubkit/inference/providers/sambanova`). */
export const sambanova: InferenceProviderModule<"sambanova"> = { provider: "sambanova", tasks: sambanovaTasks };

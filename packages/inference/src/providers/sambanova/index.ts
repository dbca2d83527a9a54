/** SambaNova: OpenAI-compatible chat completions. */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const sambanovaTasks: ProviderTasks = {
  conversational: openAiChatHelper("sambanova", "https://api.sambanova.ai"),
};

/** SambaNova for the `providers` option (`@hubkit/inference/providers/sambanova`). */
export const sambanova: InferenceProviderModule<"sambanova"> = {
  provider: "sambanova",
  tasks: sambanovaTasks,
  // Dropped from the hub's router (huggingface_hub #4447 and huggingface.js #2258, merged 2026-07-01,
  // describe it as already gone on 2026-06-29); its own API still answers a provider key.
  retired: { since: "2026-06-29" },
};

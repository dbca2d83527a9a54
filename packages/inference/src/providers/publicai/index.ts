/**
 * Public AI: OpenAI-style chat completions on https://api.publicai.co (the host both reference clients
 * use, huggingface.js 4.13.28 and huggingface_hub 1.28, read 2026-11-25; Public AI publishes no API page
 * of its own that we could find, and a third-party page names platform.publicai.co instead).
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const publicaiTasks: ProviderTasks = {
  conversational: openAiChatHelper("publicai", "https://api.publicai.co", "v1/chat/completions", {
    errors: openAiErrors,
  }),
};

/** Public AI for the `providers` option (`@hubkit/inference/providers/publicai`). */
export const publicai: InferenceProviderModule<"publicai"> = { provider: "publicai", tasks: publicaiTasks };

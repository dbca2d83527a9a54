/**
 * Baseten: its Model APIs answer OpenAI-style chat completions (docs.baseten.co, "Chat Completions",
 * base https://inference.baseten.co/v1, Bearer key; checked 2026-11-25).
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const basetenTasks: ProviderTasks = {
  conversational: openAiChatHelper("baseten", "https://inference.baseten.co", "v1/chat/completions", {
    errors: openAiErrors,
  }),
};

/** Baseten for the `providers` option (`@hubkit/inference/providers/baseten`). */
export const baseten: InferenceProviderModule<"baseten"> = { provider: "baseten", tasks: basetenTasks };

/**
 * Featherless AI: OpenAI-compatible chat completions and text completions (featherless.ai/docs,
 * "Quickstart": base https://api.featherless.ai/v1, Bearer key, `/chat/completions` and `/completions`;
 * checked 2026-11-25).
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiCompletionHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { featherlessAiChat, FEATHERLESS_BASE_URL } from "./chat.js";

const featherlessAiTasks: ProviderTasks = {
  conversational: featherlessAiChat,
  "text-generation": openAiCompletionHelper("featherless-ai", FEATHERLESS_BASE_URL, "v1/completions", openAiErrors),
};

/** Featherless AI for the `providers` option (`@hubkit/inference/providers/featherless-ai`). */
export const featherlessAi: InferenceProviderModule<"featherless-ai"> = {
  provider: "featherless-ai",
  tasks: featherlessAiTasks,
};

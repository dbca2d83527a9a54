/**
 * Scaleway Generative APIs: OpenAI-style chat completions and embeddings (scaleway.com/en/developers/api/
 * generative-apis, base https://api.scaleway.ai/v1, Bearer secret key; checked 2026-11-25). That page lists
 * no text completions route, so text generation is not offered here (huggingface.js 4.13.28 posts it to
 * /v1/completions; huggingface_hub 1.28 does not offer it): a chat model's text is reached through chat.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiEmbeddingsHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { scalewayChat, SCALEWAY_BASE_URL } from "./chat.js";

const scalewayTasks: ProviderTasks = {
  conversational: scalewayChat,
  "feature-extraction": openAiEmbeddingsHelper("scaleway", SCALEWAY_BASE_URL, "v1/embeddings", openAiErrors),
};

/** Scaleway for the `providers` option (`@hubkit/inference/providers/scaleway`). */
export const scaleway: InferenceProviderModule<"scaleway"> = { provider: "scaleway", tasks: scalewayTasks };

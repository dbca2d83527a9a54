/**
 * DeepInfra: its OpenAI-compatible API under /v1/openai (deepinfra.com/docs/openai_api: "all LLM models
 * and all Embeddings models", Bearer token; checked 2026-11-25): chat completions, text completions,
 * embeddings, and speech from text (`/audio/speech`, answered with the audio bytes).
 *
 * Speech recognition (`/audio/transcriptions`) takes a multipart upload, which this client's request
 * builder does not produce yet: it is not offered here (see the package README's provider table).
 */
import { openAiErrors } from "../provider-kit/errors.js";
import { defineHelper, type ProviderTasks } from "../provider-kit/providerHelper.js";
import { blob } from "../provider-kit/schema.js";
import { openAiChatHelper, openAiCompletionHelper, openAiEmbeddingsHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { omit } from "../utils/omit.js";

const DEEPINFRA_BASE_URL = "https://api.deepinfra.com";

const deepinfraTasks: ProviderTasks = {
  conversational: openAiChatHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/chat/completions", {
    errors: openAiErrors,
  }),
  "text-generation": openAiCompletionHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/completions", openAiErrors),
  "feature-extraction": openAiEmbeddingsHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/embeddings", openAiErrors),
  "text-to-speech": defineHelper({
    provider: "deepinfra",
    task: "text-to-speech",
    baseUrl: DEEPINFRA_BASE_URL,
    makeRoute: () => "v1/openai/audio/speech",
    // OpenAI's speech body: the text under `input`, the model last so a parameter cannot replace it.
    preparePayload: ({ args, model }) => ({
      ...omit(args, ["inputs", "parameters"]),
      ...args.parameters,
      input: args.inputs,
      model,
    }),
    answer: blob,
    expected: "Expected the audio bytes from deepinfra text-to-speech",
    getResponse: (answer) => answer,
    errors: openAiErrors,
  }),
};

/** DeepInfra for the `providers` option (`@hubkit/inference/providers/deepinfra`). */
export const deepinfra: InferenceProviderModule<"deepinfra"> = { provider: "deepinfra", tasks: deepinfraTasks };

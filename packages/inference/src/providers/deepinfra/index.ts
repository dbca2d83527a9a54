/**
 * DeepInfra: its OpenAI-compatible API under /v1/openai (deepinfra.com/docs/openai_api: "all LLM models
 * and all Embeddings models", Bearer token; checked 2026-11-25): chat completions, text completions,
 * embeddings, speech from text (`/audio/speech`, answered with the audio bytes) and speech recognition
 * (`/audio/transcriptions`: a multipart/form-data upload, the audio under `file` and `model` next to it,
 * answered `{ text, segments? }`; deepinfra.com/openai/whisper-large-v3/api, checked 2026-11-25).
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiCompletionHelper, openAiEmbeddingsHelper, openAiSpeechHelper } from "../../provider-kit/shared.js";
import { openAiTranscriptionHelper } from "../../provider-kit/transcription.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { deepinfraChat, DEEPINFRA_BASE_URL } from "./chat.js";

const deepinfraTasks: ProviderTasks = {
  conversational: deepinfraChat,
  "text-generation": openAiCompletionHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/completions", openAiErrors),
  "feature-extraction": openAiEmbeddingsHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/embeddings", openAiErrors),
  "text-to-speech": openAiSpeechHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/audio/speech", {
    errors: openAiErrors,
  }),
  "automatic-speech-recognition": openAiTranscriptionHelper(
    "deepinfra",
    DEEPINFRA_BASE_URL,
    "v1/openai/audio/transcriptions",
    openAiErrors,
  ),
};

/** DeepInfra for the `providers` option (`@hubkit/inference/providers/deepinfra`). */
export const deepinfra: InferenceProviderModule<"deepinfra"> = { provider: "deepinfra", tasks: deepinfraTasks };

/**
 * Together AI: chat and completions (OpenAI style), image generation answered as base64, embeddings and speech
 * (OpenAI style). Checked 2026-11-26 against docs.together.ai and huggingface.js 4.13.28.
 */
import { imageFromBase64 } from "../provider-kit/imageOutput.js";
import { defineHelper, type ProviderTasks } from "../provider-kit/providerHelper.js";
import { first, object, string, type JsonObject } from "../provider-kit/schema.js";
import { flatPayload, openAiChatHelper, openAiEmbeddingsHelper, openAiSpeechHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const TOGETHER_BASE_URL = "https://api.together.xyz";

/** The completions API's answer: the text of its first choice. */
const completion = object({ choices: first(object({ text: string })), model: string });
/** The images API's answer, asked for as base64. */
const images = object({ data: first(object({ b64_json: string })) });

const togetherTasks: ProviderTasks = {
  conversational: openAiChatHelper("together", TOGETHER_BASE_URL),
  "text-generation": defineHelper({
    provider: "together",
    task: "text-generation",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v1/completions",
    // The completions API reads `prompt`; the original arguments are passed along unchanged.
    preparePayload: ({ args, model }) => ({ model, ...args, prompt: args.inputs }),
    answer: completion,
    expected: "Expected Together text generation response format",
    getResponse: (answer) => ({ generated_text: answer.choices[0].text }),
  }),
  "text-to-image": defineHelper({
    provider: "together",
    task: "text-to-image",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({ ...flatPayload(args, "prompt"), response_format: "base64", model }),
    answer: images,
    expected: "Expected Together text-to-image response format",
    getResponse: (answer, { outputType }) => imageFromBase64(answer.data[0].b64_json, outputType),
  }),
  "feature-extraction": openAiEmbeddingsHelper("together", TOGETHER_BASE_URL),
  // Together requires a voice; its Kokoro models get Kokoro's default one when the call names none.
  "text-to-speech": openAiSpeechHelper("together", TOGETHER_BASE_URL, "v1/audio/speech", {
    defaults: (model): JsonObject => (model.toLowerCase().includes("kokoro") ? { voice: "af_alloy" } : {}),
  }),
};

/** Together AI for the `providers` option (`@hubkit/inference/providers/together`). */
export const together: InferenceProviderModule<"together"> = { provider: "together", tasks: togetherTasks };

/** Together AI: chat and completions (OpenAI style), and image generation answered as base64. */
import type { TextGenerationOutput } from "@hubkit/tasks";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString } from "../lib/validate.js";
import { imageFromBase64 } from "../provider-kit/imageOutput.js";
import { defineHelper } from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload, hasChoicesAndModel, openAiChatHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const TOGETHER_BASE_URL = "https://api.together.xyz";

const togetherTasks: ProviderTasks = {
  conversational: openAiChatHelper("together", TOGETHER_BASE_URL),
  "text-generation": defineHelper<TextGenerationOutput>({
    provider: "together",
    task: "text-generation",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v1/completions",
    // The completions API reads `prompt`; the original arguments are passed along unchanged.
    preparePayload: ({ args, model }) => ({ model, ...args, prompt: args.inputs }),
    async getResponse(response) {
      if (hasChoicesAndModel(response)) {
        const first = response.choices[0];
        if (isObject(first) && isString(first.text)) return { generated_text: first.text };
      }
      throw new InferenceOutputError("Expected Together text generation response format");
    },
  }),
  "text-to-image": defineHelper<string | Blob>({
    provider: "together",
    task: "text-to-image",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({ ...flatPayload(args, "prompt"), response_format: "base64", model }),
    async getResponse(response, { outputType }) {
      const first = isObject(response) && Array.isArray(response.data) ? response.data[0] : undefined;
      if (isObject(first) && isString(first.b64_json)) return imageFromBase64(first.b64_json, outputType);
      throw new InferenceOutputError("Expected Together text-to-image response format");
    },
  }),
};

/** Together AI for the `providers` option (`@hubkit/inference/providers/together`). */
export const together: InferenceProviderModule<"together"> = { provider: "together", tasks: togetherTasks };

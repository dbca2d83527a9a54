/** Nebius AI Studio: chat, completions, and image generation answered as base64. */
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString } from "../lib/validate.js";
import { imageFromBase64 } from "../provider-kit/imageOutput.js";
import { defineHelper } from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload, openAiChatHelper, plainTextGenerationHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const NEBIUS_BASE_URL = "https://api.studio.nebius.ai";

const nebiusTasks: ProviderTasks = {
  conversational: openAiChatHelper("nebius", NEBIUS_BASE_URL),
  "text-generation": plainTextGenerationHelper("nebius", NEBIUS_BASE_URL, "v1/completions"),
  "text-to-image": defineHelper<string | Blob>({
    provider: "nebius",
    task: "text-to-image",
    baseUrl: NEBIUS_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({
      ...flatPayload(args, "prompt", { response_format: "b64_json" }),
      model,
    }),
    async getResponse(response, { outputType }) {
      const first = isObject(response) && Array.isArray(response.data) ? response.data[0] : undefined;
      if (isObject(first) && isString(first.b64_json)) return imageFromBase64(first.b64_json, outputType);
      throw new InferenceOutputError("Expected Nebius text-to-image response format");
    },
  }),
};

/** Nebius for the `providers` option (`@hubkit/inference/providers/nebius`). */
export const nebius: InferenceProviderModule<"nebius"> = { provider: "nebius", tasks: nebiusTasks };

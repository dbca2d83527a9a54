/**
 * Hyperbolic: chat, text generation (sent as a one-message chat), and image generation answered as
 * base64 with the model named `model_name`.
 */
import type { TextGenerationOutput } from "@hubkit/tasks";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString } from "../lib/validate.js";
import { imageFromBase64 } from "../provider-kit/imageOutput.js";
import { defineHelper } from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload, hasChoicesAndModel, openAiChatHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { omit } from "../utils/omit.js";

const HYPERBOLIC_BASE_URL = "https://api.hyperbolic.xyz";

const hyperbolicTasks: ProviderTasks = {
  conversational: openAiChatHelper("hyperbolic", HYPERBOLIC_BASE_URL),
  "text-generation": defineHelper<TextGenerationOutput>({
    provider: "hyperbolic",
    task: "text-generation",
    baseUrl: HYPERBOLIC_BASE_URL,
    makeRoute: () => "v1/chat/completions",
    preparePayload({ args, model }) {
      const parameters = args.parameters as Record<string, unknown> | undefined;
      return {
        messages: [{ content: args.inputs, role: "user" }],
        // Chat APIs call the token budget max_tokens.
        ...(parameters ? { max_tokens: parameters.max_new_tokens, ...omit(parameters, "max_new_tokens") } : {}),
        ...omit(args, ["inputs", "parameters"]),
        model,
      };
    },
    async getResponse(response) {
      if (hasChoicesAndModel(response)) {
        const first = response.choices[0];
        const message = isObject(first) ? first.message : undefined;
        if (isObject(message) && isString(message.content)) return { generated_text: message.content };
      }
      throw new InferenceOutputError("Expected Hyperbolic text generation response format");
    },
  }),
  "text-to-image": defineHelper<string | Blob>({
    provider: "hyperbolic",
    task: "text-to-image",
    baseUrl: HYPERBOLIC_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({ ...flatPayload(args, "prompt"), model_name: model }),
    async getResponse(response, { outputType }) {
      const first = isObject(response) && Array.isArray(response.images) ? response.images[0] : undefined;
      if (isObject(first) && isString(first.image)) return imageFromBase64(first.image, outputType);
      throw new InferenceOutputError("Expected Hyperbolic text-to-image response format");
    },
  }),
};

/** Hyperbolic for the `providers` option (`@hubkit/inference/providers/hyperbolic`). */
export const hyperbolic: InferenceProviderModule<"hyperbolic"> = { provider: "hyperbolic", tasks: hyperbolicTasks };

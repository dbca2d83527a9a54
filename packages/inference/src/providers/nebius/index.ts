/** Nebius AI Studio: chat, completions, and image generation answered as base64. */
import { imageFromBase64 } from "../../provider-kit/imageOutput.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, object, string } from "../../utils/schema.js";
import { flatPayload, plainTextGenerationHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { nebiusChat, NEBIUS_BASE_URL } from "./chat.js";

/** The images API's answer, asked for as base64. */
const images = object({ data: first(object({ b64_json: string })) });

const nebiusTasks: ProviderTasks = {
  conversational: nebiusChat,
  "text-generation": plainTextGenerationHelper("nebius", NEBIUS_BASE_URL, "v1/completions"),
  "text-to-image": defineHelper({
    provider: "nebius",
    task: "text-to-image",
    baseUrl: NEBIUS_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({
      ...flatPayload(args, "prompt", { response_format: "b64_json" }),
      model,
    }),
    answer: images,
    expected: "Expected Nebius text-to-image response format",
    getResponse: (answer, { outputType }) => imageFromBase64(answer.data[0].b64_json, outputType, answer),
  }),
};

/** Nebius for the `providers` option (`@hubkit/inference/providers/nebius`). */
export const nebius: InferenceProviderModule<"nebius"> = {
  provider: "nebius",
  tasks: nebiusTasks,
  // Dropped from the hub's router (huggingface_hub #4447 and huggingface.js #2258, merged 2026-07-01,
  // describe it as already gone on 2026-06-29); its own API still answers a provider key.
  retired: { since: "2026-06-29" },
};

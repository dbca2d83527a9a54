/**
 * Hyperbolic: chat, text generation (sent as a one-message chat), and image generation answered as
 * base64 with the model named `model_name`.
 */
import { imageFromBase64 } from "../../provider-kit/imageOutput.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, object, string } from "../../utils/schema.js";
import { flatPayload } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { hyperbolicChat, HYPERBOLIC_BASE_URL } from "./chat.js";

/** A chat completion's answer, read for its first message. */
const chatAnswer = object({ choices: first(object({ message: object({ content: string }) })), model: string });
/** The images API's answer: base64 images. */
const images = object({ images: first(object({ image: string })) });

const hyperbolicTasks: ProviderTasks = {
  conversational: hyperbolicChat,
  "text-generation": defineHelper({
    provider: "hyperbolic",
    task: "text-generation",
    baseUrl: HYPERBOLIC_BASE_URL,
    makeRoute: () => "v1/chat/completions",
    preparePayload({ args, model }) {
      const parameters = args.parameters;
      return {
        messages: [{ content: args.inputs, role: "user" }],
        // Chat APIs call the token budget max_tokens.
        ...(parameters ? { max_tokens: parameters.max_new_tokens, ...omit(parameters, "max_new_tokens") } : {}),
        ...omit(args, ["inputs", "parameters"]),
        model,
      };
    },
    answer: chatAnswer,
    expected: "Expected Hyperbolic text generation response format",
    getResponse: (answer) => ({ generated_text: answer.choices[0].message.content }),
  }),
  "text-to-image": defineHelper({
    provider: "hyperbolic",
    task: "text-to-image",
    baseUrl: HYPERBOLIC_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({ ...flatPayload(args, "prompt"), model_name: model }),
    answer: images,
    expected: "Expected Hyperbolic text-to-image response format",
    getResponse: (answer, { outputType }) => imageFromBase64(answer.images[0].image, outputType, answer),
  }),
};

/** Hyperbolic for the `providers` option (`@hubkit/inference/providers/hyperbolic`). */
export const hyperbolic: InferenceProviderModule<"hyperbolic"> = {
  provider: "hyperbolic",
  tasks: hyperbolicTasks,
  // Dropped from the hub's router (huggingface_hub #4447 and huggingface.js #2258, merged 2026-07-01,
  // describe it as already gone on 2026-06-29); its own API still answers a provider key.
  retired: { since: "2026-06-29" },
};

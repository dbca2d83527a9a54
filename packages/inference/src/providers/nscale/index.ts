/**
 * Nscale: OpenAI-style chat completions and image generation (docs.nscale.com, "Create image": body
 * `model`, `prompt`, `size` ("512x512" by default), `n`; answer `{ created, data: [{ b64_json }] }`; errors
 * `{ error: { message, type, param, code } }` ("Error codes"); checked 2026-11-25).
 *
 * Image size: the task's `width`/`height` (or `target_size`) become Nscale's `size: "WxH"`; the diffusion
 * parameters its API does not list (`num_inference_steps`, `guidance_scale`) are passed on for the API to
 * judge. `outputType: "url"` gives a data URL (Nscale answers base64 only).
 */
import { imageFromBase64 } from "../../provider-kit/imageOutput.js";
import { openAiErrors } from "../../provider-kit/errors.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, object, string } from "../../utils/schema.js";
import { sizeParameters } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { nscaleChat, NSCALE_BASE_URL } from "./chat.js";

const images = object({ data: first(object({ b64_json: string })) });

const nscaleTasks: ProviderTasks = {
  conversational: nscaleChat,
  "text-to-image": defineHelper({
    provider: "nscale",
    task: "text-to-image",
    baseUrl: NSCALE_BASE_URL,
    makeRoute: () => "v1/images/generations",
    preparePayload: ({ args, model }) => ({
      ...omit(args, ["inputs", "parameters"]),
      ...sizeParameters({ ...args.parameters }),
      prompt: args.inputs,
      model,
    }),
    answer: images,
    expected: "Expected { data: [{ b64_json: string }] } from nscale text-to-image",
    getResponse: (answer, { outputType }) => imageFromBase64(answer.data[0].b64_json, outputType, answer),
    errors: openAiErrors,
  }),
};

/** Nscale for the `providers` option (`@hubkit/inference/providers/nscale`). */
export const nscale: InferenceProviderModule<"nscale"> = { provider: "nscale", tasks: nscaleTasks };

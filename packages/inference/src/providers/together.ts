/**
 * Together AI: chat and completions (OpenAI style), image generation answered as base64, embeddings, and videos
 * as jobs: `POST /v2/videos` answers `{ id, status }`, then `GET /v2/videos/{id}` until `status` is
 * `completed` (`outputs.video_url` is the file) or `failed` (`error.message`, or `info.errors`); `queued` and
 * `in_progress` mean "not yet", `cancelled` or anything else ends the call. Checked 2026-11-26 against
 * docs.together.ai ("Videos overview", "Retrieve video") and huggingface.js 4.13.28 (a status every 2 s, at most
 * 150 times).
 */
import { downloadBlob } from "../lib/download.js";
import { InferencePollingError } from "../lib/errors.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isSafeId } from "../lib/ids.js";
import { imageFromBase64 } from "../provider-kit/imageOutput.js";
import { pollJob } from "../provider-kit/polling.js";
import { defineHelper, type ProviderTasks, type ResponseContext } from "../provider-kit/providerHelper.js";
import { first, isObject, object, optional, string, unknown, type JsonObject } from "../provider-kit/schema.js";
import { flatPayload, openAiChatHelper, openAiEmbeddingsHelper, openAiSpeechHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { omit } from "../utils/omit.js";

const TOGETHER_BASE_URL = "https://api.together.xyz";

/** The completions API's answer: the text of its first choice. */
const completion = object({ choices: first(object({ text: string })), model: string });
/** The images API's answer, asked for as base64. */
const images = object({ data: first(object({ b64_json: string })) });

const VIDEO_POLLING = { intervalMs: 2000, maxAttempts: 150 } as const;
const VIDEO_PENDING = new Set(["queued", "in_progress"]);
const videoSubmitted = object({ id: string });
const videoJob = object({
  status: optional(string),
  outputs: optional(object({ video_url: optional(string) })),
  error: optional(unknown),
  info: optional(unknown),
});

/** Together's video parameters: `num_inference_steps` is its `steps`, a target size its `width` and `height`. */
function videoParameters(parameters: JsonObject | undefined): JsonObject {
  const { num_inference_steps, target_size, ...rest } = parameters ?? {};
  return {
    ...rest,
    ...(num_inference_steps !== undefined && { steps: num_inference_steps }),
    ...(isObject(target_size) && { width: target_size.width, height: target_size.height }),
  };
}

/** Together's words for a failed job: `error.message`, or the messages under `info.errors`. */
function videoFailure(body: { error?: unknown; info?: unknown }): string {
  if (isObject(body.error) && typeof body.error.message === "string") return `: ${body.error.message}`;
  const errors = isObject(body.info) && Array.isArray(body.info.errors) ? body.info.errors : [];
  const messages = errors.flatMap((e: unknown) => (isObject(e) && typeof e.message === "string" ? [e.message] : []));
  return messages.length > 0 ? `: ${messages.join("; ")}` : "";
}

/** Follows the video job at `{submit URL}/{id}` (through the router when the request went there) and downloads it. */
async function videoResult(answer: { id: string }, context: ResponseContext): Promise<Blob> {
  if (!isSafeId(answer.id) || answer.id.includes("/")) {
    throw new InferenceOutputError(`Expected a video job id from together, got ${JSON.stringify(answer.id)}`);
  }
  const done = await pollJob<string>("together", `${context.url}/${answer.id}`, context, VIDEO_POLLING, (body, url) => {
    if (!videoJob(body)) throw new InferencePollingError("Expected { status } from together", { url, body });
    if (body.status === undefined || VIDEO_PENDING.has(body.status)) return { done: false };
    const video = body.outputs?.video_url;
    if (body.status === "completed") {
      if (video !== undefined) return { done: true, value: video };
      throw new InferenceOutputError("Expected { outputs: { video_url: string } } from a completed together job");
    }
    throw new InferencePollingError(`together ended the video job with status ${body.status}${videoFailure(body)}`, {
      url,
      body,
      retryable: false,
    });
  });
  return downloadBlob(done.value, done.context);
}

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
  "text-to-video": defineHelper({
    provider: "together",
    task: "text-to-video",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v2/videos",
    preparePayload: ({ args, model }) => ({
      ...omit(args, ["inputs", "parameters"]),
      ...videoParameters(args.parameters),
      prompt: args.inputs,
      model,
    }),
    answer: videoSubmitted,
    expected: "Expected { id: string } from together's video job",
    getResponse: videoResult,
  }),
  "image-to-video": defineHelper({
    provider: "together",
    task: "image-to-video",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v2/videos",
    // The image (a data URL by now) is the first frame; the prompt comes from the parameters.
    preparePayload: ({ args, model }) => {
      const { prompt, ...parameters } = args.parameters ?? {};
      return {
        ...omit(args, ["inputs", "parameters"]),
        ...videoParameters(parameters),
        ...(prompt !== undefined && { prompt }),
        frame_images: [{ input_image: args.inputs, frame: "first" }],
        model,
      };
    },
    answer: videoSubmitted,
    expected: "Expected { id: string } from together's video job",
    getResponse: videoResult,
  }),
};

/** Together AI for the `providers` option (`@hubkit/inference/providers/together`). */
export const together: InferenceProviderModule<"together"> = { provider: "together", tasks: togetherTasks };

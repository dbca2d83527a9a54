/**
 * Together AI: chat and completions (OpenAI style), image generation and editing answered as base64,
 * embeddings, speech and transcription (OpenAI style; `v1/audio/transcriptions` is a multipart upload), and
 * videos as jobs (`POST /v2/videos` answers `{ id }`; following the job is in together/videoJob.ts). Checked 2026-11-26 against docs.together.ai ("Image-to-image generation",
 * "Videos overview", "Retrieve video") and huggingface.js 4.13.28 (its transcription route and fields; no Together
 * page on transcription was found from here).
 */
import { followVideoJob } from "./videoJob.js";
import { fileAsDataUrl } from "../../provider-kit/fileInput.js";
import { blobFromBase64Image, imageFromBase64 } from "../../provider-kit/imageOutput.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, isObject, object, string, type JsonObject } from "../../utils/schema.js";
import { flatPayload, openAiEmbeddingsHelper, openAiSpeechHelper } from "../../provider-kit/shared.js";
import type { ImageToImageParameters } from "@hubkit/tasks";
import { openAiTranscriptionHelper } from "../../provider-kit/transcription.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { togetherChat, TOGETHER_BASE_URL } from "./chat.js";

/** The completions API's answer: the text of its first choice. */
const completion = object({ choices: first(object({ text: string })), model: string });
/** The images API's answer, asked for as base64. */
const images = object({ data: first(object({ b64_json: string })) });
/** The videos API's answer to a submission: the job. */
const videoSubmitted = object({ id: string });

/** Together's video parameters: `num_inference_steps` is its `steps`, a target size its `width` and `height`. */
function videoParameters(parameters: JsonObject | undefined): JsonObject {
  const { num_inference_steps, target_size, ...rest } = parameters ?? {};
  return {
    ...rest,
    ...(num_inference_steps !== undefined && { steps: num_inference_steps }),
    ...(isObject(target_size) && { width: target_size.width, height: target_size.height }),
  };
}

/**
 * FLUX.1 Kontext edits the one image under `image_url`; the other editing models (FLUX.2, Google's) take
 * `reference_images`, as Together's "Image-to-image generation" page says.
 */
function imageField(model: string, image: string): JsonObject {
  const lowered = model.toLowerCase();
  return lowered.includes("kontext") && lowered.includes("flux.1")
    ? { image_url: image }
    : { reference_images: [image] };
}

/** The body of an image edit: the prompt from the parameters (the task puts it there), `steps` as Together names it. */
function imageEditPayload(args: { inputs: string; parameters?: ImageToImageParameters | undefined }, model: string) {
  const { prompt, num_inference_steps, ...parameters } = args.parameters ?? {};
  return {
    ...omit(args, ["inputs", "parameters"]),
    ...parameters,
    ...(num_inference_steps !== undefined && { steps: num_inference_steps }),
    prompt: prompt ?? "",
    ...imageField(model, args.inputs),
    response_format: "base64",
    model,
  };
}

const togetherTasks: ProviderTasks = {
  conversational: togetherChat,
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
    // Together's image API takes the step count as `steps` (its "Create image" reference, read 2026-11-28).
    preparePayload: ({ args: { parameters, ...args }, model }) => {
      const { num_inference_steps, ...rest } = parameters ?? {};
      const steps = num_inference_steps === undefined ? {} : { steps: num_inference_steps };
      return {
        ...flatPayload({ ...args, parameters: { ...rest, ...steps } }, "prompt"),
        response_format: "base64",
        model,
      };
    },
    answer: images,
    expected: "Expected Together text-to-image response format",
    getResponse: (answer, { outputType }) => imageFromBase64(answer.data[0].b64_json, outputType, answer),
  }),
  "image-to-image": defineHelper({
    provider: "together",
    task: "image-to-image",
    baseUrl: TOGETHER_BASE_URL,
    makeRoute: () => "v1/images/generations",
    prepareInput: fileAsDataUrl({ provider: "together", what: "the image", acceptUrl: true }),
    // prepareInput has made the image a data URL; a raw body never reaches this helper.
    preparePayload: ({ args, model }) => ("inputs" in args ? imageEditPayload(args, model) : {}),
    answer: images,
    expected: "Expected Together image-to-image response format",
    getResponse: (answer) => blobFromBase64Image(answer.data[0].b64_json),
  }),
  "feature-extraction": openAiEmbeddingsHelper("together", TOGETHER_BASE_URL),
  // Through the router this route answered 400 "Model not supported by provider together" for every model in
  // June 2026 (huggingface.js #2225, closed); with Together's own key it is Together's documented route.
  "automatic-speech-recognition": openAiTranscriptionHelper("together", TOGETHER_BASE_URL, "v1/audio/transcriptions"),
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
    getResponse: followVideoJob,
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
    getResponse: followVideoJob,
  }),
};

/** Together AI for the `providers` option (`@hubkit/inference/providers/together`). */
export const together: InferenceProviderModule<"together"> = { provider: "together", tasks: togetherTasks };

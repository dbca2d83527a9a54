/**
 * fal.ai: text-to-image (with LoRA adapters from the hub), text-to-speech, speech recognition (audio sent
 * as a data URL inside JSON) and text-to-video through fal's queue, polled every 500 ms.
 */
import type { AutomaticSpeechRecognitionOutput } from "@hubkit/tasks";
import { HF_HUB_URL, HF_ROUTER_URL } from "../config.js";
import { downloadBlob } from "../lib/download.js";
import { InferenceInputError, InferencePollingError } from "../lib/errors.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString, isUrlString } from "../lib/validate.js";
import { imageFromUrl } from "../provider-kit/imageOutput.js";
import {
  defineHelper,
  type HelperSpec,
  type ResponseContext,
  type TaskProviderHelper,
} from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload } from "../provider-kit/shared.js";
import type { BaseArgs, BodyParams, InferenceProviderModule } from "../types.js";
import { base64FromBlob } from "../utils/base64.js";
import { delay } from "../utils/delay.js";
import { omit } from "../utils/omit.js";

const FAL_BASE_URL = "https://fal.run";
const FAL_QUEUE_URL = "https://queue.fal.run";

const FAL_AI_SUPPORTED_BLOB_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];
/**
 * fal reads the data URL's type to name the file and refuses `audio/wav` ("Unsupported data URL") while it
 * takes the same bytes labelled `audio/x-wav` (checked in huggingface.js 4.13.28's fal-ai provider, which
 * records that check against fal-ai/whisper; read 2026-11-25).
 */
const FAL_AI_DATA_URL_TYPES: Readonly<Record<string, string>> = { "audio/wav": "audio/x-wav" };
const FAL_QUEUE_POLL_INTERVAL_MS = 500;

type FalSpec<T> = Omit<HelperSpec<T>, "provider" | "baseUrl" | "authorization"> & { baseUrl?: string };

function falHelper<T>(spec: FalSpec<T>): TaskProviderHelper<T> {
  return defineHelper<T>({
    baseUrl: FAL_BASE_URL,
    ...spec,
    provider: "fal-ai",
    // fal keys are sent as "Key {key}"; through the router it is the usual bearer hub token.
    authorization: (token, authMethod) => (authMethod === "provider-key" ? `Key ${token}` : `Bearer ${token}`),
  });
}

function textToImagePayload({ args, mapping }: BodyParams): Record<string, unknown> {
  const payload = flatPayload(args, "prompt", { sync_mode: true });
  if (mapping?.adapter === "lora" && mapping.adapterWeightsPath) {
    payload.loras = [
      { path: `${HF_HUB_URL}/${mapping.hfModelId}/resolve/main/${mapping.adapterWeightsPath}`, scale: 1 },
    ];
    // fal's generic SD LoRA runner needs to be told the base model.
    if (mapping.providerId === "fal-ai/lora") payload.model_name = "stabilityai/stable-diffusion-xl-base-1.0";
  }
  return payload;
}

async function audioAsDataUrl(args: BaseArgs & Record<string, unknown>): Promise<BaseArgs & Record<string, unknown>> {
  const blob = "data" in args && args.data !== undefined ? args.data : args.inputs;
  const type = blob instanceof Blob ? blob.type : undefined;
  if (!type) {
    throw new InferenceInputError(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
  }
  if (!FAL_AI_SUPPORTED_BLOB_TYPES.includes(type)) {
    throw new InferenceInputError(
      `Provider fal-ai does not support blob type ${type} - supported content types are: ${FAL_AI_SUPPORTED_BLOB_TYPES.join(", ")}`,
    );
  }
  const base64 = await base64FromBlob(blob as Blob);
  const label = FAL_AI_DATA_URL_TYPES[type] ?? type;
  return { ...omit(args, ["inputs", "data"]), audio_url: `data:${label};base64,${base64}` };
}

/** Status and result URLs of a queued request, on the host the request went to (router or queue.fal.run). */
function queueUrls(requestUrl: string, responseUrl: string): { statusUrl: string; resultUrl: string } {
  const request = new URL(requestUrl);
  const response = new URL(responseUrl);
  const prefix = request.host === new URL(HF_ROUTER_URL).host ? "/fal-ai" : "";
  const resultUrl = `${request.origin}${prefix}${response.pathname}${request.search}`;
  const statusUrl = `${request.origin}${prefix}${response.pathname}/status${request.search}`;
  return { statusUrl, resultUrl };
}

async function pollQueue(response: unknown, context: ResponseContext): Promise<Blob> {
  if (!isObject(response) || !isString(response.request_id)) {
    throw new InferencePollingError("No request ID found in the response");
  }
  if (!isString(response.response_url)) {
    throw new InferenceOutputError(
      `Expected { request_id, status, response_url } from fal-ai, got: ${JSON.stringify(response)}`,
    );
  }
  const { statusUrl, resultUrl } = queueUrls(context.url, response.response_url);
  const init: RequestInit = { headers: context.headers };
  if (context.signal) init.signal = context.signal;
  let status = response.status;
  while (status !== "COMPLETED") {
    await delay(FAL_QUEUE_POLL_INTERVAL_MS, context.signal);
    const statusResponse = await context.fetch(statusUrl, init);
    if (!statusResponse.ok) {
      await statusResponse.body?.cancel().catch(() => undefined);
      throw new InferencePollingError("Failed to fetch response status from fal-ai API");
    }
    try {
      status = ((await statusResponse.json()) as { status?: unknown }).status;
    } catch (cause) {
      throw new InferencePollingError("Failed to parse status response from fal-ai API", { cause });
    }
  }
  const resultResponse = await context.fetch(resultUrl, init);
  let result: unknown;
  try {
    result = await resultResponse.json();
  } catch (cause) {
    throw new InferencePollingError("Failed to parse result response from fal-ai API", { cause });
  }
  if (isObject(result) && isObject(result.video) && isUrlString(result.video.url)) {
    return downloadBlob(result.video.url, context);
  }
  throw new InferenceOutputError(
    `Expected { video: { url: string } } result format, got instead: ${JSON.stringify(result)}`,
  );
}

const falAiTasks: ProviderTasks = {
  "text-to-image": falHelper<string | Blob>({
    task: "text-to-image",
    makeRoute: ({ model }) => model,
    preparePayload: textToImagePayload,
    async getResponse(response, context) {
      const first = isObject(response) && Array.isArray(response.images) ? response.images[0] : undefined;
      if (isObject(first) && isString(first.url)) return imageFromUrl(first.url, context.outputType, context);
      throw new InferenceOutputError("Expected Fal.ai text-to-image response format");
    },
  }),
  "text-to-speech": falHelper<Blob>({
    task: "text-to-speech",
    makeRoute: ({ model }) => model,
    // fal's music and speech models read the text from `lyrics`.
    preparePayload: ({ args }) => flatPayload(args, "lyrics"),
    async getResponse(response, context) {
      if (!isObject(response) || !isObject(response.audio) || !isString(response.audio.url)) {
        throw new InferenceOutputError(
          `Expected { audio: { url: string } } format from Fal.ai Text-to-Speech, got: ${JSON.stringify(response)}`,
        );
      }
      const url = response.audio.url;
      try {
        return await downloadBlob(url, context);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new InferenceOutputError(
          `Error fetching or processing audio from Fal.ai Text-to-Speech URL: ${url}. ${reason}`,
        );
      }
    },
  }),
  "text-to-video": falHelper<Blob>({
    task: "text-to-video",
    baseUrl: FAL_QUEUE_URL,
    // Through the router the queue host is chosen with a query parameter.
    makeRoute: ({ model, authMethod }) => (authMethod === "provider-key" ? model : `${model}?_subdomain=queue`),
    preparePayload: ({ args }) => flatPayload(args, "prompt"),
    getResponse: pollQueue,
  }),
  "automatic-speech-recognition": falHelper<AutomaticSpeechRecognitionOutput>({
    task: "automatic-speech-recognition",
    makeRoute: ({ model }) => model,
    alwaysJson: true,
    prepareInput: audioAsDataUrl,
    acceptedInputTypes: FAL_AI_SUPPORTED_BLOB_TYPES,
    async getResponse(response) {
      if (isObject(response) && isString(response.text)) return response as AutomaticSpeechRecognitionOutput;
      throw new InferenceOutputError(
        `Expected { text: string } format from Fal.ai Automatic Speech Recognition, got: ${JSON.stringify(response)}`,
      );
    },
  }),
};

/** fal.ai for the `providers` option (`@hubkit/inference/providers/fal-ai`). */
export const falAi: InferenceProviderModule<"fal-ai"> = { provider: "fal-ai", tasks: falAiTasks };

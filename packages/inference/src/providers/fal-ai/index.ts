/**
 * fal.ai: text-to-image (with LoRA adapters from the hub), text-to-speech, speech recognition (audio sent
 * as a data URL inside JSON), and through fal's queue text-to-video, image-to-image and image-to-video (the
 * image a data URL under `image_url`), the image-text tasks, image segmentation (the mask an image URL),
 * audio-to-audio and text-to-audio (the audio a file URL),
 * polled through the shared polling helper: by default every 500 ms, at most 1200 times (ten minutes),
 * within the call's overall deadline. Result files are fetched only from a URL the result schema accepted
 * (an absolute URL), and then only over http(s) or decoded from a data URL (lib/download.ts).
 *
 * Queue statuses (fal docs, "Queue" and "Request errors", checked 2026-11-25): IN_QUEUE and IN_PROGRESS
 * mean "not yet"; COMPLETED means the result can be fetched, which answers the job's error (a 4xx/5xx with
 * `detail`) if it failed. Any other status (FAILED, CANCELED, ... or one fal adds later) ends the call
 * with fal's message, as does an `error` on a COMPLETED status.
 *
 * image-to-image (checked 2026-11-26: docs.fal.ai/model-endpoints/queue, fal.ai/models/fal-ai/flux/dev/image-to-image/api
 * (`image_url` takes a data URL, `image_size`, the result's `images[].url`), huggingface.js 4.13.28's fal-ai provider
 * (`image_urls` for the edit models) and huggingface_hub 1.28's (`target_size` as `image_size`)): the queue, the image
 * under both names, the result's first image downloaded.
 *
 * Every task's body checked 2026-11-28 against fal's input schemas (the generated endpoint types of fal's JS
 * client, fal-ai/fal-js `libs/client/src/types/endpoints.ts` at 381105e, and the fal.ai model API pages) and
 * the fal-ai providers of huggingface.js (fe42e68) and huggingface_hub (ee0a451): text-to-speech sends `text`,
 * text-to-image `width`/`height` as `image_size`, speech recognition its options next to `audio_url`, and
 * the video and image-text tasks a LoRA mapping's `loras` (package README, "Deliberate differences").
 */
import type { AutomaticSpeechRecognitionOutput, ImageSegmentationOutput } from "@hubkit/tasks";
import type { AudioToAudioOutput } from "../../spec/tasks.js";
import { HF_HUB_URL, HF_ROUTER_URL } from "../../config.js";
import { DEFAULT_MAX_RESPONSE_SIZE, readBodyText, readCappedText } from "../../lib/body.js";
import { downloadBlob } from "../../lib/download.js";
import {
  InferenceInputError,
  InferencePollingError,
  InferenceProviderError,
  InferenceResponseTooLargeError,
  InferenceOutputError,
} from "../../errors.js";
import { requestIdOf, send, type Sent } from "../../lib/http.js";
import { isSafeId } from "../../lib/ids.js";
import { fileAsDataUrl } from "../../provider-kit/fileInput.js";
import { imageFromUrl } from "../../provider-kit/imageOutput.js";
import { poll, pollingDeadline, readStatusJson } from "../../provider-kit/polling.js";
import { defineHelper, type HelperSpec } from "../../provider-kit/providerHelper.js";
import { withAdapterWeights } from "../../lib/getInferenceProviderMapping.js";
import {
  either,
  first,
  isObject,
  object,
  optional,
  string,
  unknown,
  url,
  type JsonObject,
} from "../../utils/schema.js";
import { flatPayload } from "../../provider-kit/shared.js";
import type { HelperTask, PayloadOf } from "../../spec/tasks.js";
import type {
  BodyParams,
  ProviderTasks,
  ResponseContext,
  TaskBaseArgs,
  TaskProviderHelper,
  UrlParams,
} from "../../spec/index.js";
import type { InferenceProviderModule } from "../../spec/index.js";
import { base64FromBlob } from "../../utils/base64.js";
import { omit } from "../../utils/omit.js";

const FAL_BASE_URL = "https://fal.run";
const FAL_QUEUE_URL = "https://queue.fal.run";

const FAL_AI_SUPPORTED_BLOB_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];
/**
 * fal reads the data URL's type to name the file and refuses `audio/wav` ("Unsupported data URL") while it
 * takes the same bytes labelled `audio/x-wav` (checked in huggingface.js 4.13.28's fal-ai provider, which
 * records that check against fal-ai/whisper; read 2026-11-25).
 */
const FAL_AI_DATA_URL_TYPES: Readonly<Record<string, string>> = { "audio/wav": "audio/x-wav" };
const FAL_QUEUE_POLLING = { intervalMs: 500, maxAttempts: 1200 } as const;
/** Queue statuses that mean "ask again later". */
const PENDING_STATUSES = new Set(["IN_QUEUE", "IN_PROGRESS"]);

type FalSpec<N extends HelperTask, Answer> = Omit<HelperSpec<N, Answer>, "provider" | "baseUrl" | "authorization"> & {
  baseUrl?: string;
};

function falHelper<N extends HelperTask, Answer>(spec: FalSpec<N, Answer>): TaskProviderHelper<N> {
  return defineHelper<N, Answer>({
    baseUrl: FAL_BASE_URL,
    ...spec,
    provider: "fal-ai",
    // A LoRA mapping's weights file goes into the body's `loras` (see loras below).
    completeMapping: withAdapterWeights,
    // fal keys are sent as "Key {key}"; through the router it is the usual bearer hub token.
    authorization: (token, authMethod) => (authMethod === "provider-key" ? `Key ${token}` : `Bearer ${token}`),
  });
}

/**
 * fal's message in an error body: `detail` as a string (request errors), or a list of `{ msg }` (model
 * validation errors), else `error`.
 */
function falMessage(body: unknown): string | undefined {
  if (!isObject(body)) return typeof body === "string" && body !== "" ? body : undefined;
  const detail = body.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((item) =>
      isObject(item) && typeof item.msg === "string" ? item.msg : JSON.stringify(item),
    );
    if (messages.length > 0) return messages.join("; ");
  }
  if (typeof body.error === "string") return body.error;
  return undefined;
}

/** A LoRA mapping's weights file on the hub, as fal's `loras` list names it. */
function loras(mapping: BodyParams["mapping"]): JsonObject {
  if (mapping?.adapter !== "lora" || !mapping.adapterWeightsPath) return {};
  return {
    loras: [{ path: `${HF_HUB_URL}/${mapping.hfModelId}/resolve/main/${mapping.adapterWeightsPath}`, scale: 1 }],
  };
}

/**
 * `width` and `height` as the `image_size: { width, height }` that fal's image schemas read (fal's
 * FluxDevInput, FluxLoraInput, StableDiffusionV3MediumInput: no `width`/`height` fields; huggingface_hub
 * 1.28 maps them so), when both are numbers and the call names no `image_size` of its own.
 */
function falImageSize(parameters: JsonObject | undefined): JsonObject | undefined {
  if (parameters === undefined || parameters.image_size !== undefined) return parameters;
  const { width, height, ...rest } = parameters;
  if (typeof width !== "number" || typeof height !== "number") return parameters;
  return { ...rest, image_size: { width, height } };
}

function textToImagePayload({ args, mapping }: BodyParams<PayloadOf<"text-to-image">>): JsonObject {
  const sized = { ...args, parameters: falImageSize(args.parameters) };
  const payload = { ...flatPayload(sized, "prompt", { sync_mode: true }), ...loras(mapping) };
  // fal's generic SD LoRA runner needs to be told the base model.
  if (payload.loras && mapping?.providerId === "fal-ai/lora") {
    payload.model_name = "stabilityai/stable-diffusion-xl-base-1.0";
  }
  return payload;
}

/**
 * image-to-image: the parameters (the prompt among them), `target_size` as fal's `image_size` (the name fal's
 * image schemas read, as huggingface_hub 1.28 maps it), the image as a data URL under `image_url` and
 * `image_urls` (fal's edit models read the list), a LoRA mapping's weights; the image last, so a parameter
 * cannot replace it.
 */
function imageToImagePayload({ args, mapping }: BodyParams<PayloadOf<"image-to-image">>): JsonObject {
  if (!("inputs" in args)) return { image_url: undefined };
  const { target_size: size, ...parameters } = { ...args.parameters };
  return {
    ...omit(args, ["inputs", "parameters"]),
    ...parameters,
    ...(isObject(size) && { image_size: { width: size.width, height: size.height } }),
    ...loras(mapping),
    image_url: args.inputs,
    image_urls: [args.inputs],
  };
}

async function audioAsDataUrl(args: TaskBaseArgs & JsonObject): Promise<TaskBaseArgs & JsonObject> {
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
  const base64 = blob instanceof Blob ? await base64FromBlob(blob) : "";
  return {
    ...omit(args, ["inputs", "data"]),
    audio_url: `data:${FAL_AI_DATA_URL_TYPES[type] ?? type};base64,${base64}`,
  };
}

/**
 * Status and result URLs of a queued request, on the host the request went to (router or queue.fal.run),
 * from the path of fal's `response_url`. That path comes from the provider: it must be a plain path (no
 * escapes, dot segments or query), so it cannot point the caller's credentials elsewhere on that host.
 */
function queueUrls(requestUrl: string, responseUrl: string): { statusUrl: string; resultUrl: string } {
  let path: string;
  try {
    path = new URL(responseUrl).pathname;
  } catch {
    path = "";
  }
  if (!path.startsWith("/") || !isSafeId(path.slice(1))) {
    throw new InferenceOutputError(`Expected a queue response_url from fal-ai, got ${JSON.stringify(responseUrl)}`);
  }
  const request = new URL(requestUrl);
  const prefix = request.host === new URL(HF_ROUTER_URL).host ? "/fal-ai" : "";
  return {
    statusUrl: `${request.origin}${prefix}${path}/status${request.search}`,
    resultUrl: `${request.origin}${prefix}${path}${request.search}`,
  };
}

/** The queue's first answer. */
const queued = object({ request_id: string, response_url: string, status: optional(unknown) });
/** A status answer. */
const queueStatus = object({ status: string, error: optional(unknown) });
/** The result of a text-to-video job. */
const videoResult = object({ video: object({ url }) });
/** The result of an image job. */
const imagesResult = object({ images: first(object({ url })) });

/** The error of a job that ended without a result: fal's message, or its status when it gave none. */
function jobFailed(status: string, body: unknown, url: string): InferencePollingError {
  const message = falMessage(isObject(body) && body.error !== undefined ? { detail: body.error } : body);
  return new InferencePollingError(`fal-ai ended the request with status ${status}${message ? `: ${message}` : ""}`, {
    url,
    body,
    retryable: false,
  });
}

/**
 * The result once COMPLETED, read within `maxResponseSize` like any answer; fal answers a failed job's error
 * (4xx/5xx with `detail`) here, read as error answers are (capped).
 */
async function fetchResult(resultUrl: string, context: ResponseContext): Promise<unknown> {
  const sent: Sent = await send(resultUrl, { headers: context.headers }, context);
  try {
    const text = sent.response.ok
      ? await readBodyText(sent, resultUrl, "maxResponseSize", context.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE)
      : await readCappedText(sent.response, sent.timer);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      if (sent.response.ok)
        throw new InferencePollingError("Failed to parse result response from fal-ai API", { cause });
      body = text;
    }
    if (!sent.response.ok) {
      throw new InferenceProviderError(falMessage(body) ?? `fal-ai answered HTTP ${sent.response.status}`, {
        status: sent.response.status,
        url: resultUrl,
        body,
        requestId: requestIdOf(sent.response.headers, context.errors),
        requestHeaders: context.headers,
      });
    }
    return body;
  } finally {
    sent.timer.release();
  }
}

/** The file a finished job made: its video (`video.url`), or for image jobs its first image (`images[0].url`). */
async function resultFile(result: unknown, context: ResponseContext, kind: "video" | "image"): Promise<Blob> {
  if (kind === "video" && videoResult(result)) return downloadBlob(result.video.url, context);
  if (kind === "image" && imagesResult(result)) return downloadBlob(result.images[0].url, context);
  const shape = kind === "video" ? "{ video: { url: string } }" : "{ images: [{ url: string }] }";
  throw new InferenceOutputError(`Expected ${shape} result format, got instead: ${JSON.stringify(result)}`);
}

/** An image job's first image (`images[0].url`); another shape names the provider, the task and the field. */
async function imageResult(task: string, result: unknown, context: ResponseContext): Promise<Blob> {
  if (!imagesResult(result)) throw badResult(task, "{ images: [{ url: string }] }", result);
  return downloadBlob(result.images[0].url, context);
}

/** A job's result file, once the queue says it is done (see queueResult). */
function pollQueueFor(kind: "video" | "image") {
  return afterQueue((result, context) => resultFile(result, context, kind));
}

/** A queued job's output: `read` turns its result JSON into the task's output, within the polling deadline. */
function afterQueue<T>(read: (result: unknown, context: ResponseContext) => Promise<T>) {
  return async (answer: unknown, context: ResponseContext): Promise<T> => {
    const done = await queueResult(answer, context);
    return read(done.result, done.context);
  };
}

/** A result that does not have the documented shape: the error names the provider, the task and the field. */
function badResult(task: string, shape: string, result: unknown): InferenceOutputError {
  return new InferenceOutputError(
    `Expected ${shape} from fal-ai ${task}, got instead: ${JSON.stringify(result)?.slice(0, 500) ?? String(result)}`,
  );
}

/** An image segmentation job's result: the mask as an image file. */
const maskResult = object({ image: object({ url }) });
/** An audio-to-audio job's result: the audio file, and with some models a text (the label). */
const audioResult = object({
  audio: object({ url, content_type: optional(string) }),
  text: optional(unknown),
});
/** A text-to-audio job's result: the file under `audio_file` (stable-audio) or `audio` (most models). */
const audioFileResult = either(object({ audio_file: object({ url }) }), object({ audio: object({ url }) }));

/**
 * Segmentation: fal answers one mask image (no label, no score), returned as the one segment
 * `{ label: "mask", mask: <base64 of the image> }`.
 */
async function segmentation(result: unknown, context: ResponseContext): Promise<ImageSegmentationOutput> {
  if (!maskResult(result)) throw badResult("image-segmentation", "{ image: { url: string } }", result);
  const mask = await downloadBlob(result.image.url, context);
  return [{ label: "mask", mask: await base64FromBlob(mask) }];
}

/** Audio-to-audio: the audio as base64, its type (fal's, else the download's, else wav), the model's text as label. */
async function audioToAudio(result: unknown, context: ResponseContext): Promise<AudioToAudioOutput[]> {
  if (!audioResult(result)) throw badResult("audio-to-audio", "{ audio: { url: string } }", result);
  const file = await downloadBlob(result.audio.url, context);
  const label = typeof result.text === "string" && result.text !== "" ? result.text : "speech";
  return [
    {
      blob: await base64FromBlob(file),
      "content-type": result.audio.content_type ?? (file.type || "audio/wav"),
      label,
    },
  ];
}

/** Text-to-audio: the audio file. */
async function textToAudio(result: unknown, context: ResponseContext): Promise<Blob> {
  if (!audioFileResult(result)) {
    throw badResult("text-to-audio", "{ audio_file: { url: string } } or { audio: { url: string } }", result);
  }
  return downloadBlob("audio_file" in result ? result.audio_file.url : result.audio.url, context);
}

async function pollQueue(answer: unknown, context: ResponseContext): Promise<Blob> {
  return pollQueueFor("video")(answer, context);
}

/** Follows a queued request until it is done; its result JSON, and the context (deadline) that bounds the rest. */
async function queueResult(
  answer: unknown,
  context: ResponseContext,
): Promise<{ result: unknown; context: ResponseContext }> {
  if (!isObject(answer) || typeof answer.request_id !== "string") {
    throw new InferencePollingError("No request ID found in the response", { retryable: false });
  }
  if (!queued(answer)) {
    throw new InferenceOutputError(
      `Expected { request_id, status, response_url } from fal-ai, got: ${JSON.stringify(answer)}`,
    );
  }
  const { statusUrl, resultUrl } = queueUrls(context.url, answer.response_url);
  const bounded: ResponseContext = { ...context, deadline: pollingDeadline(context, "fal-ai") };
  if (answer.status !== "COMPLETED") {
    await poll<true>(
      {
        provider: "fal-ai",
        defaults: FAL_QUEUE_POLLING,
        request: () => ({ url: statusUrl, init: { headers: context.headers } }),
        async read(sent, url) {
          if (!sent.response.ok) {
            await sent.response.body?.cancel().catch(() => undefined);
            throw new InferencePollingError("Failed to fetch response status from fal-ai API", {
              status: sent.response.status,
              url,
            });
          }
          const body = await readStatusJson(sent);
          if (!queueStatus(body)) {
            throw new InferencePollingError("Failed to parse status response from fal-ai API", { url, body });
          }
          if (PENDING_STATUSES.has(body.status)) return { done: false };
          if (body.status === "COMPLETED" && (body.error === undefined || body.error === null)) {
            return { done: true, value: true };
          }
          throw jobFailed(body.status, body, url);
        },
        exhausted: (attempts) =>
          new InferencePollingError(
            `fal-ai did not finish the request after ${attempts} status requests (the polling.maxAttempts option)`,
            { url: statusUrl },
          ),
      },
      bounded,
    );
  }
  return { result: await fetchResult(resultUrl, bounded), context: bounded };
}

/** text-to-image's answer (sync mode). */
const images = object({ images: first(object({ url: string })) });
/** text-to-speech's answer. */
const audio = object({ audio: object({ url: string }) });
/** speech recognition's answer. */
const transcript = object({ text: string });

/** Queued tasks: through the router the queue host is chosen with a query parameter. */
const queueRoute = ({ model, authMethod }: UrlParams) =>
  authMethod === "provider-key" ? model : `${model}?_subdomain=queue`;

/**
 * The body of the image-text tasks: the parameters (the prompt among them) and, when an image was given, it
 * as a data URL under `image_url` (and, for edits, `image_urls`, which fal's multi-image edit models read).
 */
function imageTextPayload(
  { args, mapping }: BodyParams<{ inputs?: string | undefined; parameters?: object | undefined }>,
  edit: boolean,
): JsonObject {
  const body: JsonObject = { ...omit(args, ["inputs", "parameters"]), ...args.parameters, ...loras(mapping) };
  if (args.inputs !== undefined) {
    body.image_url = args.inputs;
    if (edit) body.image_urls = [args.inputs];
  }
  return body;
}

const falAiTasks: ProviderTasks = {
  "text-to-image": falHelper({
    task: "text-to-image",
    makeRoute: ({ model }) => model,
    preparePayload: textToImagePayload,
    answer: images,
    expected: "Expected Fal.ai text-to-image response format",
    getResponse: (answer, context) => imageFromUrl(answer.images[0].url, context.outputType, context, answer),
  }),
  "text-to-speech": falHelper({
    task: "text-to-speech",
    makeRoute: ({ model }) => model,
    // fal's speech schemas read the text from `text` (dia-tts, chatterbox, orpheus-tts: fal-js endpoint
    // types and the fal.ai API pages, read 2026-11-28); 3.8.1 sent `lyrics`, the field of the music model
    // YuE, which huggingface.js and huggingface_hub replaced with `text` in April 2025.
    preparePayload: ({ args }) => flatPayload(args, "text"),
    answer: audio,
    expected: (response) =>
      `Expected { audio: { url: string } } format from Fal.ai Text-to-Speech, got: ${JSON.stringify(response)}`,
    async getResponse(answer, context) {
      const url = answer.audio.url;
      try {
        return await downloadBlob(url, context);
      } catch (error) {
        // A file past maxDownloadSize keeps its own error (its limit and size), as every download does.
        if (error instanceof InferenceResponseTooLargeError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new InferenceOutputError(
          `Error fetching or processing audio from Fal.ai Text-to-Speech URL: ${url}. ${reason}`,
        );
      }
    },
  }),
  "text-to-video": falHelper({
    task: "text-to-video",
    baseUrl: FAL_QUEUE_URL,
    // Through the router the queue host is chosen with a query parameter.
    makeRoute: ({ model, authMethod }) => (authMethod === "provider-key" ? model : `${model}?_subdomain=queue`),
    // A LoRA mapping's weights go under `loras`, which fal's LoRA video schemas read (WanT2vLoraInput).
    preparePayload: ({ args, mapping }) => ({ ...flatPayload(args, "prompt"), ...loras(mapping) }),
    // The queue's answer is read in pollQueue, whose messages are the counterpart's.
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: pollQueue,
  }),
  "image-to-video": falHelper({
    task: "image-to-video",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: ({ model, authMethod }) => (authMethod === "provider-key" ? model : `${model}?_subdomain=queue`),
    // The first frame as a data URL under `image_url`, the prompt among the parameters (fal's i2v schemas),
    // a LoRA mapping's weights under `loras`.
    preparePayload: ({ args, mapping }) => ({
      ...omit(args, ["inputs", "parameters"]),
      ...args.parameters,
      ...loras(mapping),
      image_url: args.inputs,
    }),
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: pollQueue,
  }),
  "image-to-image": falHelper({
    task: "image-to-image",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    prepareInput: fileAsDataUrl({ provider: "fal-ai", what: "the image of image-to-image" }),
    preparePayload: imageToImagePayload,
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: afterQueue((result, context) => imageResult("image-to-image", result, context)),
  }),
  "image-text-to-image": falHelper({
    task: "image-text-to-image",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    preparePayload: (params) => imageTextPayload(params, true),
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: pollQueueFor("image"),
  }),
  "image-text-to-video": falHelper({
    task: "image-text-to-video",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    preparePayload: (params) => imageTextPayload(params, false),
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: pollQueueFor("video"),
  }),
  "image-segmentation": falHelper({
    task: "image-segmentation",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    prepareInput: fileAsDataUrl({ provider: "fal-ai", what: "the image of image-segmentation", field: "image_url" }),
    // The image last, so a parameter cannot replace it; sync_mode asks for the mask inline where the model can.
    preparePayload: ({ args }) =>
      "image_url" in args
        ? { ...omit(args, ["image_url", "parameters"]), ...args.parameters, sync_mode: true, image_url: args.image_url }
        : { ...args, sync_mode: true },
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: afterQueue(segmentation),
  }),
  "audio-to-audio": falHelper({
    task: "audio-to-audio",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    alwaysJson: true,
    prepareInput: audioAsDataUrl,
    acceptedInputTypes: FAL_AI_SUPPORTED_BLOB_TYPES,
    preparePayload: ({ args }) =>
      "audio_url" in args
        ? { ...omit(args, ["audio_url", "parameters"]), ...args.parameters, audio_url: args.audio_url }
        : args,
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: afterQueue(audioToAudio),
  }),
  "text-to-audio": falHelper({
    task: "text-to-audio",
    baseUrl: FAL_QUEUE_URL,
    makeRoute: queueRoute,
    preparePayload: ({ args }) => flatPayload(args, "prompt"),
    answer: unknown,
    expected: "Expected a queue answer from fal-ai",
    getResponse: afterQueue(textToAudio),
  }),
  "automatic-speech-recognition": falHelper({
    task: "automatic-speech-recognition",
    makeRoute: ({ model }) => model,
    alwaysJson: true,
    prepareInput: audioAsDataUrl,
    acceptedInputTypes: FAL_AI_SUPPORTED_BLOB_TYPES,
    // fal's whisper and wizper read their options (`task`, `language`, `chunk_level`, ...) next to `audio_url`,
    // not under `parameters` (fal.ai/models/fal-ai/whisper/llms.txt); the audio last, so none replaces it.
    preparePayload: ({ args }) =>
      "audio_url" in args
        ? { ...omit(args, ["audio_url", "parameters"]), ...args.parameters, audio_url: args.audio_url }
        : args,
    answer: transcript,
    expected: (response) =>
      `Expected { text: string } format from Fal.ai Automatic Speech Recognition, got: ${JSON.stringify(response)}`,
    getResponse: (answer): AutomaticSpeechRecognitionOutput => answer,
  }),
};

/** fal.ai for the `providers` option (`@hubkit/inference/providers/fal-ai`). */
export const falAi: InferenceProviderModule<"fal-ai"> = { provider: "fal-ai", tasks: falAiTasks };

/**
 * WaveSpeedAI: every task is a job. `POST /api/v3/{model}` answers `{ code, message, data: { id, urls: { get },
 * status } }`; the job is then asked for at `data.urls.get` (on the host the request went to: through the
 * router, its `/wavespeed` path) until `data.status` is `completed` (`data.outputs[0]` is the file) or
 * `failed` (`data.error`). `created` and `processing` mean "not yet"; any other status ends the call.
 * WaveSpeed asks clients to wait at least 2 s between checks for images and 5 s for videos (docs
 * wavespeed.ai/docs, "Get Result" and "Error Codes"; checked 2026-11-25): those are the defaults, for at
 * most ten minutes. Errors arrive as `{ code, message }`.
 */
import { HF_ROUTER_URL } from "../../config.js";
import { downloadBlob } from "../../lib/download.js";
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { isSafeId } from "../../lib/ids.js";
import { openAiErrors } from "../../provider-kit/errors.js";
import { fileAsDataUrl } from "../../provider-kit/fileInput.js";
import { imageFromUrl } from "../../provider-kit/imageOutput.js";
import { pollJob } from "../../provider-kit/polling.js";
import { defineHelper, type HelperSpec } from "../../provider-kit/providerHelper.js";
import { withAdapterWeights } from "../../lib/getInferenceProviderMapping.js";
import { array, isObject, object, optional, string, unknown, type JsonObject } from "../../utils/schema.js";
import type { HelperTask } from "../../spec/tasks.js";
import type {
  BodyParams,
  InferenceProviderModelMapping,
  InferenceProviderModule,
  ProviderTasks,
  ResponseContext,
  TaskProviderHelper,
} from "../../spec/index.js";
import { omit } from "../../utils/omit.js";

const WAVESPEED_BASE_URL = "https://api.wavespeed.ai";
const IMAGE_POLLING = { intervalMs: 2000, maxAttempts: 300 } as const;
const VIDEO_POLLING = { intervalMs: 5000, maxAttempts: 120 } as const;
const PENDING = new Set(["created", "processing"]);

/** The submit answer. */
const submitted = object({ data: object({ id: string, urls: object({ get: string }) }) });
/** A job answer. */
const job = object({
  data: object({ status: string, outputs: optional(array(string)), error: optional(unknown) }),
});

/** The job URL, on the host (and router path) of the submit request, from the path of WaveSpeed's `urls.get`. */
function jobUrl(requestUrl: string, get: string): string {
  let path = "";
  try {
    path = new URL(get).pathname;
  } catch {
    // Reported below.
  }
  if (!path.startsWith("/") || !isSafeId(path.slice(1))) {
    throw new InferenceOutputError(`Expected a job URL from wavespeed, got ${JSON.stringify(get)}`);
  }
  const request = new URL(requestUrl);
  const prefix = request.host === new URL(HF_ROUTER_URL).host ? "/wavespeed" : "";
  return `${request.origin}${prefix}${path}`;
}

/** WaveSpeed's words for a failed job: its `error`, or its code. */
function failure(data: JsonObject): string {
  if (typeof data.error === "string" && data.error !== "") return `: ${data.error}`;
  if (isObject(data.error) && typeof data.error.message === "string") return `: ${data.error.message}`;
  return typeof data.code === "number" ? ` (code ${data.code})` : "";
}

function waitForOutput(
  answer: { data: { id: string; urls: { get: string } } },
  context: ResponseContext,
  defaults: { intervalMs: number; maxAttempts: number },
): Promise<{ value: { url: string; body: JsonObject }; context: ResponseContext }> {
  return pollJob<{ url: string; body: JsonObject }>(
    "wavespeed",
    jobUrl(context.url, answer.data.urls.get),
    context,
    defaults,
    (body, url) => {
      if (!job(body)) throw new InferencePollingError("Expected { data: { status } } from wavespeed", { url, body });
      const { data } = body;
      if (PENDING.has(data.status)) return { done: false };
      const first = data.outputs?.[0];
      if (data.status === "completed") {
        if (first !== undefined) return { done: true, value: { url: first, body } };
        throw new InferenceOutputError("Expected { data: { outputs: [string] } } from a completed wavespeed job");
      }
      throw new InferencePollingError(`wavespeed ended the job with status ${data.status}${failure(data)}`, {
        url,
        body,
        retryable: false,
      });
    },
  );
}

/** A LoRA mapping runs the adapter's repository on the base model WaveSpeed serves. */
function loras(mapping: InferenceProviderModelMapping | undefined): JsonObject {
  return mapping?.adapter === "lora" ? { loras: [{ path: mapping.hfModelId, scale: 1 }] } : {};
}

/** The body of a prompt task: other arguments, the parameters flattened, the prompt, LoRA adapters. */
function promptPayload({ args, mapping }: BodyParams<{ inputs: string; parameters?: object | undefined }>) {
  return { ...omit(args, ["inputs", "parameters"]), ...args.parameters, prompt: args.inputs, ...loras(mapping) };
}

/**
 * The body of an image task: the prompt from `parameters.prompt`, the image as a data URL under `image`
 * (huggingface_hub 1.28's form; WaveSpeed documents `image` as a URL, and a data URL is one).
 */
function imagePayload({
  args,
  mapping,
}: BodyParams<{ inputs?: string | undefined; parameters?: { prompt?: string | undefined } | undefined }>) {
  return { ...omit(args, ["inputs", "parameters"]), ...args.parameters, image: args.inputs, ...loras(mapping) };
}

type WavespeedSpec<N extends HelperTask> = Pick<HelperSpec<N, unknown>, "task" | "preparePayload" | "prepareInput">;

function wavespeedHelper<N extends HelperTask>(
  spec: WavespeedSpec<N>,
  /** The task's result from the job's output URL; `body` is the job's final status answer (outputType "json"). */
  finish: (
    output: string,
    context: ResponseContext,
    body: JsonObject,
  ) => ReturnType<TaskProviderHelper<N>["getResponse"]>,
  defaults: { intervalMs: number; maxAttempts: number },
): TaskProviderHelper<N> {
  return defineHelper<N, { data: { id: string; urls: { get: string } } }>({
    ...spec,
    provider: "wavespeed",
    baseUrl: WAVESPEED_BASE_URL,
    // LoRA mappings are read (loras), so their weights file is looked up as for every LoRA provider.
    completeMapping: withAdapterWeights,
    makeRoute: ({ model }) => `api/v3/${model}`,
    answer: submitted,
    expected: "Expected { data: { id: string, urls: { get: string } } } from wavespeed",
    async getResponse(answer, context) {
      const done = await waitForOutput(answer, context, defaults);
      return finish(done.value.url, done.context, done.value.body);
    },
    errors: openAiErrors,
  });
}

const wavespeedTasks: ProviderTasks = {
  "text-to-image": wavespeedHelper(
    { task: "text-to-image", preparePayload: promptPayload },
    (output, context, body) => imageFromUrl(output, context.outputType, context, body),
    IMAGE_POLLING,
  ),
  "text-to-video": wavespeedHelper(
    { task: "text-to-video", preparePayload: promptPayload },
    (output, context) => downloadBlob(output, context),
    VIDEO_POLLING,
  ),
  "image-to-image": wavespeedHelper(
    {
      task: "image-to-image",
      // prepareInput has made the image a data URL; a raw body never reaches this helper.
      preparePayload: ({ args, mapping }) =>
        "inputs" in args ? imagePayload({ args, mapping, model: "" }) : { image: undefined },
      prepareInput: fileAsDataUrl({ provider: "wavespeed", what: "the image", acceptUrl: true }),
    },
    (output, context) => downloadBlob(output, context),
    IMAGE_POLLING,
  ),
  "image-to-video": wavespeedHelper(
    { task: "image-to-video", preparePayload: imagePayload },
    (output, context) => downloadBlob(output, context),
    VIDEO_POLLING,
  ),
  // Without an image, the prompt alone: `image` is left out of the body.
  "image-text-to-image": wavespeedHelper(
    { task: "image-text-to-image", preparePayload: imagePayload },
    (output, context) => downloadBlob(output, context),
    IMAGE_POLLING,
  ),
  "image-text-to-video": wavespeedHelper(
    { task: "image-text-to-video", preparePayload: imagePayload },
    (output, context) => downloadBlob(output, context),
    VIDEO_POLLING,
  ),
};

/** WaveSpeedAI for the `providers` option (`@hubkit/inference/providers/wavespeed`). */
export const wavespeed: InferenceProviderModule<"wavespeed"> = { provider: "wavespeed", tasks: wavespeedTasks };

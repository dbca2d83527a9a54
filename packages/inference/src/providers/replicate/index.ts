/**
 * Replicate: predictions API. A provider id "owner/name:version" runs that version through
 * /v1/predictions; a plain "owner/name" runs the model's current version through
 * /v1/models/{owner}/{name}/predictions. `Prefer: wait` makes the call synchronous; outputs are file URLs
 * (speech recognition: the text, or an object naming it).
 *
 * Checked 2026-11-26 against replicate.com/docs/topics/predictions/create-a-prediction and the prediction
 * object of the HTTP API reference, and huggingface.js 4.13.28's replicate provider (image-to-image and speech
 * recognition, which read the image and the audio as data URLs inside `input`). Sync mode holds the request
 * for 60 s; a prediction still `starting` or `processing` then comes back without its output (files are
 * answered as soon as they exist, with the status still `processing`). Such a prediction is followed at its
 * `urls.get` (the path only, on the host the request went to: through the router, its `/replicate` path) every
 * second, at most 600 times, until `succeeded`; `failed`, `canceled`, `aborted` or an unknown status ends the
 * call with Replicate's `error`. Neither huggingface.js nor huggingface_hub follows it (they fail).
 */
import type { AutomaticSpeechRecognitionOutput } from "@hubkit/tasks";
import { HF_ROUTER_URL } from "../../config.js";
import { downloadBlob } from "../../lib/download.js";
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { isSafeId } from "../../lib/ids.js";
import { fileAsDataUrl } from "../../provider-kit/fileInput.js";
import { imageFromUrl } from "../../provider-kit/imageOutput.js";
import { pollJob } from "../../provider-kit/polling.js";
import { defineHelper, type HelperSpec } from "../../provider-kit/providerHelper.js";
import { withAdapterWeights } from "../../lib/getInferenceProviderMapping.js";
import {
  blob,
  either,
  first,
  object,
  optional,
  string,
  unknown,
  url,
  type JsonObject,
  type Schema,
} from "../../utils/schema.js";
import { flatPayload } from "../../provider-kit/shared.js";
import type {
  BodyParams,
  InferenceProviderModule,
  ProviderTasks,
  ResponseContext,
  TaskProviderHelper,
} from "../../spec/index.js";
import { omit } from "../../utils/omit.js";

const REPLICATE_BASE_URL = "https://api.replicate.com";
const REPLICATE_POLLING = { intervalMs: 1000, maxAttempts: 600 } as const;
const PENDING = new Set(["starting", "processing"]);

function replicateRoute(model: string): string {
  return model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`;
}

/** `{ input, version? }`: the version of an "owner/name:version" provider id. */
function prediction(model: string, input: JsonObject): JsonObject {
  const colon = model.indexOf(":");
  return colon === -1 ? { input } : { input, version: model.slice(colon + 1) };
}

/** `{ input: { ...other args, ...parameters, [promptField]: inputs }, version? }`. */
function replicatePayload(promptField: string) {
  return ({ args, model }: BodyParams<{ inputs?: unknown; parameters?: object | undefined }>): JsonObject =>
    prediction(model, flatPayload(args, promptField));
}

/** A prediction that is not done yet, or ended without output. */
const pendingPrediction = object({
  status: string,
  output: optional(unknown),
  error: optional(unknown),
  urls: optional(object({ get: optional(string) })),
});

/** The prediction's URL, on the host (and router path) of the create request, from the path of its `urls.get`. */
function predictionUrl(requestUrl: string, get: unknown): string {
  let path = "";
  try {
    path = typeof get === "string" ? new URL(get).pathname : "";
  } catch {
    // Reported below.
  }
  if (!path.startsWith("/") || !isSafeId(path.slice(1))) {
    throw new InferenceOutputError(`Expected a prediction URL (urls.get) from replicate, got ${JSON.stringify(get)}`);
  }
  const request = new URL(requestUrl);
  const prefix = request.host === new URL(HF_ROUTER_URL).host ? "/replicate" : "";
  return `${request.origin}${prefix}${path}`;
}

/** The end of a prediction that gave no output: Replicate's `error`, or its status. */
function ended(body: { status: string; error?: unknown }, url: string): InferencePollingError {
  const reason = typeof body.error === "string" && body.error !== "" ? `: ${body.error}` : "";
  return new InferencePollingError(`replicate ended the prediction with status ${body.status}${reason}`, {
    url,
    body,
    retryable: false,
  });
}

/** Succeeded, or still processing with its output there (files are answered as soon as they exist). */
function isDone(prediction: { status: string; output?: unknown }): boolean {
  const hasOutput = prediction.output !== undefined && prediction.output !== null;
  return prediction.status === "succeeded" || (hasOutput && PENDING.has(prediction.status));
}

/**
 * The finished prediction: the answer itself when it has its output (or is not a prediction at all, such as
 * audio bytes); otherwise the prediction followed at its `urls.get` until it succeeds, bounded.
 */
async function settled(
  answer: unknown,
  context: ResponseContext,
): Promise<{ answer: unknown; context: ResponseContext }> {
  if (!pendingPrediction(answer) || isDone(answer)) return { answer, context };
  if (!PENDING.has(answer.status)) throw ended(answer, context.url);
  const done = await pollJob<unknown>(
    "replicate",
    predictionUrl(context.url, answer.urls?.get),
    context,
    REPLICATE_POLLING,
    (body, polled) => {
      if (!pendingPrediction(body)) {
        throw new InferencePollingError("Expected a prediction ({ status }) from replicate", { url: polled, body });
      }
      if (isDone(body)) return { done: true, value: body };
      if (PENDING.has(body.status)) return { done: false };
      throw ended(body, polled);
    },
  );
  return { answer: done.value, context: done.context };
}

/** The tasks Replicate serves here. */
type ReplicateTask =
  "text-to-image" | "text-to-speech" | "text-to-video" | "image-to-image" | "automatic-speech-recognition";

type ReplicateSpec<N extends ReplicateTask, Answer> = Pick<HelperSpec<N, Answer>, "expected" | "getResponse"> &
  Partial<Pick<HelperSpec<N, Answer>, "preparePayload" | "prepareInput">> & { answer: Schema<Answer> };

function replicateHelper<N extends ReplicateTask, Answer>(
  task: N,
  promptField: string,
  spec: ReplicateSpec<N, Answer>,
): TaskProviderHelper<N> {
  const { answer, expected, getResponse } = spec;
  return defineHelper<N, unknown>({
    provider: "replicate",
    task,
    baseUrl: REPLICATE_BASE_URL,
    extraHeaders: { Prefer: "wait" },
    // LoRA mappings are read (lora_weights), so their weights file is looked up as for every LoRA provider.
    completeMapping: withAdapterWeights,
    makeRoute: ({ model }) => replicateRoute(model),
    preparePayload: spec.preparePayload ?? replicatePayload(promptField),
    ...(spec.prepareInput && { prepareInput: spec.prepareInput }),
    // The answer is checked once the prediction is done (see settled).
    answer: unknown,
    expected: "Expected a prediction from replicate",
    async getResponse(first, context) {
      const done = await settled(first, context);
      if (!answer(done.answer)) {
        throw new InferenceOutputError(typeof expected === "string" ? expected : expected(done.answer), {
          url: context.url,
        });
      }
      return getResponse(done.answer, done.context);
    },
  });
}

/** A prediction whose `output` is one file URL, or a list whose first item is one. */
const fileOutput = either(object({ output: url }), object({ output: first(url) }));
/** A prediction whose `output` is one file URL. */
const singleFileOutput = object({ output: url });
/** Speech: the audio itself, or a prediction naming its file. */
const speechOutput = either(blob, fileOutput);
/**
 * Speech recognition: the text, a list whose first item is it, or an object with the transcription, the
 * translation or a text file's URL (openai/whisper's output), in that order of preference.
 */
const transcriptOutput = either(
  object({ output: either(string, first(string)) }),
  object({
    output: either(
      either(object({ transcription: string }), object({ translation: string })),
      object({ txt_file: url }),
    ),
  }),
);

function outputUrl(answer: { output: string | [string, ...unknown[]] }): string {
  return typeof answer.output === "string" ? answer.output : answer.output[0];
}

async function transcript(
  answer: typeof transcriptOutput extends Schema<infer T> ? T : never,
  context: ResponseContext,
): Promise<AutomaticSpeechRecognitionOutput> {
  const output = answer.output;
  if (typeof output === "string") return { text: output };
  if (Array.isArray(output)) return { text: output[0] };
  if ("transcription" in output) return { text: output.transcription };
  if ("translation" in output) return { text: output.translation };
  return { text: await (await downloadBlob(output.txt_file, context)).text() };
}

const replicateTasks: ProviderTasks = {
  "text-to-image": replicateHelper("text-to-image", "prompt", {
    answer: fileOutput,
    expected: "Expected Replicate text-to-image response format",
    getResponse: (answer, context) => imageFromUrl(outputUrl(answer), context.outputType, context, answer),
  }),
  "text-to-speech": replicateHelper("text-to-speech", "text", {
    answer: speechOutput,
    expected: "Expected Blob or object with output",
    getResponse: (answer, context) => (answer instanceof Blob ? answer : downloadBlob(outputUrl(answer), context)),
  }),
  "text-to-video": replicateHelper("text-to-video", "prompt", {
    answer: singleFileOutput,
    expected: "Expected { output: string }",
    getResponse: (answer, context) => downloadBlob(answer.output, context),
  }),
  "image-to-image": replicateHelper("image-to-image", "image", {
    prepareInput: fileAsDataUrl({ provider: "replicate", what: "the image of image-to-image" }),
    // Replicate's image models name their input image differently: the data URL goes under each name
    // (huggingface.js 4.13.28 does the same), after the parameters so that none replaces it.
    preparePayload: ({ args, model, mapping }) => {
      // prepareInput has made the image a data URL; a raw body never reaches this helper.
      if (!("inputs" in args)) return prediction(model, {});
      const image = args.inputs;
      return prediction(model, {
        ...omit(args, ["inputs", "parameters"]),
        ...args.parameters,
        ...(mapping?.adapter === "lora" && { lora_weights: `https://huggingface.co/${mapping.hfModelId}` }),
        image,
        images: [image],
        input_image: image,
        input_images: [image],
      });
    },
    answer: fileOutput,
    expected: (response) =>
      `Expected { output: string | string[] } (file URLs) from replicate image-to-image, got: ${JSON.stringify(response)?.slice(0, 300)}`,
    getResponse: (answer, context) => downloadBlob(outputUrl(answer), context),
  }),
  "automatic-speech-recognition": replicateHelper("automatic-speech-recognition", "audio", {
    prepareInput: fileAsDataUrl({
      provider: "replicate",
      what: "the audio of automatic-speech-recognition",
      field: "audio_url",
      fallbackType: "audio/wav",
    }),
    // prepareInput has made the audio a data URL; a raw body never reaches this helper.
    preparePayload: ({ args, model }) =>
      "audio_url" in args
        ? prediction(model, { ...omit(args, ["audio_url", "parameters"]), ...args.parameters, audio: args.audio_url })
        : prediction(model, {}),
    answer: transcriptOutput,
    expected: (response) =>
      `Expected { output: string | { transcription: string } | { translation: string } | { txt_file: string } } from replicate automatic-speech-recognition, got: ${JSON.stringify(response)?.slice(0, 300)}`,
    getResponse: transcript,
  }),
};

/** Replicate for the `providers` option (`@hubkit/inference/providers/replicate`). */
export const replicate: InferenceProviderModule<"replicate"> = { provider: "replicate", tasks: replicateTasks };

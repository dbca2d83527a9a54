/**
 * Replicate: predictions API. A provider id "owner/name:version" runs that version through
 * /v1/predictions; a plain "owner/name" runs the model's current version through
 * /v1/models/{owner}/{name}/predictions. `Prefer: wait` makes the call synchronous; outputs are file URLs.
 */
import { downloadBlob } from "../lib/download.js";
import { imageFromUrl } from "../provider-kit/imageOutput.js";
import {
  defineHelper,
  type HelperSpec,
  type ProviderTasks,
  type TaskProviderHelper,
} from "../provider-kit/providerHelper.js";
import { blob, either, first, object, url, type JsonObject } from "../provider-kit/schema.js";
import { flatPayload } from "../provider-kit/shared.js";
import type { BodyParams, InferenceProviderModule } from "../types.js";

const REPLICATE_BASE_URL = "https://api.replicate.com";

function replicateRoute(model: string): string {
  return model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`;
}

/** `{ input: { ...other args, ...parameters, [promptField]: inputs }, version? }`. */
function replicatePayload(promptField: string) {
  return ({ args, model }: BodyParams<{ inputs?: unknown; parameters?: object | undefined }>): JsonObject => {
    const input = flatPayload(args, promptField);
    const colon = model.indexOf(":");
    return colon === -1 ? { input } : { input, version: model.slice(colon + 1) };
  };
}

/** The tasks Replicate serves here: a prompt in, files out. */
type MediaTask = "text-to-image" | "text-to-speech" | "text-to-video";

function replicateHelper<N extends MediaTask, Answer>(
  task: N,
  promptField: string,
  spec: Pick<HelperSpec<N, Answer>, "answer" | "expected" | "getResponse">,
): TaskProviderHelper<N> {
  return defineHelper<N, Answer>({
    provider: "replicate",
    task,
    baseUrl: REPLICATE_BASE_URL,
    extraHeaders: { Prefer: "wait" },
    makeRoute: ({ model }) => replicateRoute(model),
    preparePayload: replicatePayload(promptField),
    ...spec,
  });
}

/** A prediction whose `output` is one file URL, or a list whose first item is one. */
const fileOutput = either(object({ output: url }), object({ output: first(url) }));
/** A prediction whose `output` is one file URL. */
const singleFileOutput = object({ output: url });
/** Speech: the audio itself, or a prediction naming its file. */
const speechOutput = either(blob, fileOutput);

function outputUrl(answer: { output: string | [string, ...unknown[]] }): string {
  return typeof answer.output === "string" ? answer.output : answer.output[0];
}

const replicateTasks: ProviderTasks = {
  "text-to-image": replicateHelper("text-to-image", "prompt", {
    answer: fileOutput,
    expected: "Expected Replicate text-to-image response format",
    getResponse: (answer, context) => imageFromUrl(outputUrl(answer), context.outputType, context),
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
};

/** Replicate for the `providers` option (`@hubkit/inference/providers/replicate`). */
export const replicate: InferenceProviderModule<"replicate"> = { provider: "replicate", tasks: replicateTasks };

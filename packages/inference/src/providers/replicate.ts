/**
 * Replicate: predictions API. A provider id "owner/name:version" runs that version through
 * /v1/predictions; a plain "owner/name" runs the model's current version through
 * /v1/models/{owner}/{name}/predictions. `Prefer: wait` makes the call synchronous; outputs are file URLs.
 */
import { downloadBlob } from "../lib/download.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString, isUrlString } from "../lib/validate.js";
import { imageFromUrl } from "../provider-kit/imageOutput.js";
import { defineHelper, type HelperSpec, type TaskProviderHelper } from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload } from "../provider-kit/shared.js";
import type { BodyParams, InferenceProviderModule, InferenceTask } from "../types.js";

const REPLICATE_BASE_URL = "https://api.replicate.com";

function replicateRoute(model: string): string {
  return model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`;
}

/** `{ input: { ...other args, ...parameters, [promptField]: inputs }, version? }`. */
function replicatePayload(promptField: string) {
  return ({ args, model }: BodyParams): Record<string, unknown> => {
    const input = flatPayload(args, promptField);
    const colon = model.indexOf(":");
    return colon === -1 ? { input } : { input, version: model.slice(colon + 1) };
  };
}

function replicateHelper<T>(
  task: InferenceTask,
  promptField: string,
  getResponse: HelperSpec<T>["getResponse"],
): TaskProviderHelper<T> {
  return defineHelper<T>({
    provider: "replicate",
    task,
    baseUrl: REPLICATE_BASE_URL,
    extraHeaders: { Prefer: "wait" },
    makeRoute: ({ model }) => replicateRoute(model),
    preparePayload: replicatePayload(promptField),
    getResponse,
  });
}

/** `output` as one URL or a list of URLs: the first URL. */
function firstOutputUrl(response: unknown): string | undefined {
  if (!isObject(response)) return undefined;
  const output = Array.isArray(response.output) ? response.output[0] : response.output;
  return isUrlString(output) ? output : undefined;
}

const replicateTasks: ProviderTasks = {
  "text-to-image": replicateHelper<string | Blob>("text-to-image", "prompt", async (response, context) => {
    const url = firstOutputUrl(response);
    if (url === undefined) throw new InferenceOutputError("Expected Replicate text-to-image response format");
    return imageFromUrl(url, context.outputType, context);
  }),
  "text-to-speech": replicateHelper<Blob>("text-to-speech", "text", async (response, context) => {
    if (response instanceof Blob) return response;
    const url = firstOutputUrl(response);
    if (url === undefined) throw new InferenceOutputError("Expected Blob or object with output");
    return downloadBlob(url, context);
  }),
  "text-to-video": replicateHelper<Blob>("text-to-video", "prompt", async (response, context) => {
    if (isObject(response) && isString(response.output) && isUrlString(response.output)) {
      return downloadBlob(response.output, context);
    }
    throw new InferenceOutputError("Expected { output: string }");
  }),
};

/** Replicate for the `providers` option (`@hubkit/inference/providers/replicate`). */
export const replicate: InferenceProviderModule<"replicate"> = { provider: "replicate", tasks: replicateTasks };

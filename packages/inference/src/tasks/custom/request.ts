import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { innerRequest } from "../../lib/request.js";
import type { InferenceTask, Options, RequestArgs } from "../../types.js";

/**
 * Sends arguments as they are and returns the provider's parsed answer without any shape check.
 * @deprecated Use the task functions (textClassification, chatCompletion, ...) instead.
 */
export async function request<T>(
  args: RequestArgs,
  options?: Options & {
    /** The task, when known: it selects the route and the provider helper. */
    task?: InferenceTask;
  },
): Promise<T> {
  console.warn("request() is deprecated and will be removed in a future version: use the task functions instead.");
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", options?.task);
  const { data } = await innerRequest<T>(args, helper, options);
  return data;
}

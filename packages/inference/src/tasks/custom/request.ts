import { getLogger } from "../../utils/logger.js";
import { runRequest } from "../../lib/request.js";
import { unchecked } from "../../utils/schema.js";
import type { InferenceTask, Options, RequestArgs } from "../../spec/index.js";

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
  getLogger().warn("request() is deprecated and will be removed in a future version: use the task functions instead.");
  return runRequest(args, options, unchecked<T>());
}

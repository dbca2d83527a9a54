import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { innerStreamingRequest } from "../../lib/request.js";
import type { InferenceTask, Options, RequestArgs } from "../../types.js";

/**
 * Sends arguments as they are (with `stream: true`) and yields every server-sent event's JSON value.
 * @deprecated Use chatCompletionStream or textGenerationStream instead.
 */
export function streamingRequest<T>(
  args: RequestArgs,
  options?: Options & {
    /** The task, when known: it selects the route and the provider helper. */
    task?: InferenceTask;
  },
): AsyncGenerator<T> {
  return innerStreamingRequest<T>(
    args,
    () => {
      console.warn(
        "streamingRequest() is deprecated and will be removed in a future version: use chatCompletionStream or textGenerationStream instead.",
      );
      return findProviderHelper(options?.providers, args.provider ?? "hf-inference", options?.task);
    },
    options,
  );
}

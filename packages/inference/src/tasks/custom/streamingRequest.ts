import { getLogger } from "../../utils/logger.js";
import { innerStreamingRequest } from "../../lib/request.js";
import { unchecked } from "../../utils/schema.js";
import type { InferenceTask, Options, RequestArgs } from "../../spec/index.js";

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
  return innerStreamingRequest(undefined, args, unchecked<T>(), options, () =>
    getLogger().warn(
      "streamingRequest() is deprecated and will be removed in a future version: use chatCompletionStream or textGenerationStream instead.",
    ),
  );
}

import type { ChatCompletionInput, ChatCompletionStreamOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { innerStreamingRequest } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * OpenAI-style chat completion, streamed: yields one chunk per server-sent event. Nothing is sent
 * before the first `next()`; errors surface there.
 */
export function chatCompletionStream(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return innerStreamingRequest<ChatCompletionStreamOutput>(
    args,
    () => findProviderHelper(options?.providers, args.provider ?? "hf-inference", "conversational"),
    { ...options, task: "conversational", chatCompletion: true },
  );
}

import type { ChatCompletionInput, ChatCompletionStreamOutput } from "@hubkit/tasks";
import { innerStreamingRequest } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

/** OpenAI-style chat completion, streamed: yields one chunk per server-sent event. */
export async function* chatCompletionStream(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "conversational");
  yield* innerStreamingRequest<ChatCompletionStreamOutput>(args, helper, {
    ...options,
    task: "conversational",
    chatCompletion: true,
  });
}

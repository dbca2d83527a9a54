import type { ChatCompletionInput, ChatCompletionOutput } from "@hubkit/tasks";
import { runTask } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

/** OpenAI-style chat completion, answered in one piece. */
export async function chatCompletion(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): Promise<ChatCompletionOutput> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "conversational");
  return runTask(args, helper, { ...options, task: "conversational", chatCompletion: true });
}

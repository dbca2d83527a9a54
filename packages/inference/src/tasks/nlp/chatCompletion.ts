import type { ChatCompletionInput, ChatCompletionOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

/** OpenAI-style chat completion, answered in one piece. */
export async function chatCompletion(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): Promise<ChatCompletionOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "conversational");
  return runTask(args, helper, { ...options, task: "conversational", chatCompletion: true });
}

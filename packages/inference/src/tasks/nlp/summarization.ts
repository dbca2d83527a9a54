import type { SummarizationInput, SummarizationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type SummarizationArgs = BaseArgs & SummarizationInput;

/** Summarizes a text. Mind the model's maximum input length. Example model: facebook/bart-large-cnn. */
export async function summarization(args: SummarizationArgs, options?: Options): Promise<SummarizationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "summarization");
  return runTask(args, helper, { ...options, task: "summarization" });
}

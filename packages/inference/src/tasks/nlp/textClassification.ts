import type { TextClassificationInput, TextClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TextClassificationArgs = BaseArgs & TextClassificationInput;

/** Scores labels for a text (sentiment and the like). Example model: distilbert-base-uncased-finetuned-sst-2-english. */
export async function textClassification(
  args: TextClassificationArgs,
  options?: Options,
): Promise<TextClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-classification");
  return runTask(args, helper, { ...options, task: "text-classification" });
}

import type { ZeroShotClassificationInput, ZeroShotClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type ZeroShotClassificationArgs = BaseArgs & ZeroShotClassificationInput;

/** Scores a text against labels chosen at call time. Example model: facebook/bart-large-mnli. */
export async function zeroShotClassification(
  args: ZeroShotClassificationArgs,
  options?: Options,
): Promise<ZeroShotClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "zero-shot-classification");
  return runTask(args, helper, { ...options, task: "zero-shot-classification" });
}

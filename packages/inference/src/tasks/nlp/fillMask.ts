import type { FillMaskInput, FillMaskOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type FillMaskArgs = BaseArgs & FillMaskInput;

/** Fills the mask token of a text with the most likely words (BERT-style models). */
export async function fillMask(args: FillMaskArgs, options?: Options): Promise<FillMaskOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "fill-mask");
  return runTask(args, helper, { ...options, task: "fill-mask" });
}

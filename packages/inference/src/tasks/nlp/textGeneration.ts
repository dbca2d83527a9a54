import type { TextGenerationInput, TextGenerationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type { TextGenerationInput, TextGenerationOutput };

/** Continues a prompt. */
export async function textGeneration(
  args: BaseArgs & TextGenerationInput,
  options?: Options,
): Promise<TextGenerationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-generation");
  return runTask(args, helper, { ...options, task: "text-generation" });
}

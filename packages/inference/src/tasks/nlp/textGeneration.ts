import type { TextGenerationInput, TextGenerationOutput } from "@hubkit/tasks";
import { runTask } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

export type { TextGenerationInput, TextGenerationOutput };

/** Continues a prompt. */
export async function textGeneration(
  args: BaseArgs & TextGenerationInput,
  options?: Options,
): Promise<TextGenerationOutput> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "text-generation");
  return runTask(args, helper, { ...options, task: "text-generation" });
}

import type { QuestionAnsweringInput, QuestionAnsweringOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type QuestionAnsweringArgs = BaseArgs & QuestionAnsweringInput;

/** Finds the answer to a question in a context. Example model: deepset/roberta-base-squad2. */
export async function questionAnswering(
  args: QuestionAnsweringArgs,
  options?: Options,
): Promise<QuestionAnsweringOutput[number]> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "question-answering");
  return runTask(args, helper, { ...options, task: "question-answering" });
}

import type { TableQuestionAnsweringInput, TableQuestionAnsweringOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;

/** Answers a question about a table. Example model: google/tapas-base-finetuned-wtq. */
export async function tableQuestionAnswering(
  args: TableQuestionAnsweringArgs,
  options?: Options,
): Promise<TableQuestionAnsweringOutput[number]> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "table-question-answering");
  return runTask(args, helper, { ...options, task: "table-question-answering" });
}

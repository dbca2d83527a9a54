import type { TableQuestionAnsweringInput, TableQuestionAnsweringOutput } from "@hubkit/tasks";
import { runTask } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;

/** Answers a question about a table. Example model: google/tapas-base-finetuned-wtq. */
export async function tableQuestionAnswering(
  args: TableQuestionAnsweringArgs,
  options?: Options,
): Promise<TableQuestionAnsweringOutput[number]> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "table-question-answering");
  return runTask(args, helper, { ...options, task: "table-question-answering" });
}

import type {
  DocumentQuestionAnsweringInput,
  DocumentQuestionAnsweringInputData,
  DocumentQuestionAnsweringOutput,
} from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";
import { base64FromBlob } from "../../utils/base64.js";

export type DocumentQuestionAnsweringArgs = BaseArgs &
  DocumentQuestionAnsweringInput & { inputs: DocumentQuestionAnsweringInputData & { image: Blob } };

/** Answers a question about a document image. Example model: impira/layoutlm-document-qa. */
export async function documentQuestionAnswering(
  args: DocumentQuestionAnsweringArgs,
  options?: Options,
): Promise<DocumentQuestionAnsweringOutput[number]> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "document-question-answering");
  const inputs = { question: args.inputs.question, image: await base64FromBlob(args.inputs.image) };
  return runTask({ ...args, inputs } as RequestArgs, helper, { ...options, task: "document-question-answering" });
}

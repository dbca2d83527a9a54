import type {
  VisualQuestionAnsweringInput,
  VisualQuestionAnsweringInputData,
  VisualQuestionAnsweringOutput,
} from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";
import { base64FromBlob } from "../../utils/base64.js";

export type VisualQuestionAnsweringArgs = BaseArgs &
  VisualQuestionAnsweringInput & { inputs: VisualQuestionAnsweringInputData & { image: Blob } };

/** Answers a question about an image. Example model: dandelin/vilt-b32-finetuned-vqa. */
export async function visualQuestionAnswering(
  args: VisualQuestionAnsweringArgs,
  options?: Options,
): Promise<VisualQuestionAnsweringOutput[number]> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "visual-question-answering");
  const inputs = { question: args.inputs.question, image: await base64FromBlob(args.inputs.image) };
  return runTask({ ...args, inputs } as RequestArgs, helper, { ...options, task: "visual-question-answering" });
}

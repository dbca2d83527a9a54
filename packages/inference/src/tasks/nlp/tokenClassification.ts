import type { TokenClassificationInput, TokenClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TokenClassificationArgs = BaseArgs & TokenClassificationInput;

/** Labels spans of a text (named entities, parts of speech). Example model: dbmdz/bert-large-cased-finetuned-conll03-english. */
export async function tokenClassification(
  args: TokenClassificationArgs,
  options?: Options,
): Promise<TokenClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "token-classification");
  return runTask(args, helper, { ...options, task: "token-classification" });
}

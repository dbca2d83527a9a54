import type { SentenceSimilarityInput, SentenceSimilarityOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type SentenceSimilarityArgs = BaseArgs & SentenceSimilarityInput;

/** Scores how close each sentence is to a source sentence, by comparing their embeddings. */
export async function sentenceSimilarity(
  args: SentenceSimilarityArgs,
  options?: Options,
): Promise<SentenceSimilarityOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "sentence-similarity");
  return runTask(args, helper, { ...options, task: "sentence-similarity" });
}

import type { FeatureExtractionInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type FeatureExtractionArgs = BaseArgs & FeatureExtractionInput;

/**
 * Embeddings: nested arrays of floats whose depth depends on the input (one text or a list) and on
 * whether the model pools token vectors into one (see the model's card).
 */
export type FeatureExtractionOutput = (number | number[] | number[][])[];

/** Turns text into vectors, e.g. for semantic search. */
export async function featureExtraction(
  args: FeatureExtractionArgs,
  options?: Options,
): Promise<FeatureExtractionOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "feature-extraction");
  return runTask(args, helper, { ...options, task: "feature-extraction" });
}

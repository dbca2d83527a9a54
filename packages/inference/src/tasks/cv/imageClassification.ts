import type { ImageClassificationInput, ImageClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyImageInput } from "../binaryInput.js";

export type ImageClassificationArgs = BaseArgs & (ImageClassificationInput | LegacyImageInput);

/** Scores labels for an image. Example model: google/vit-base-patch16-224. */
export async function imageClassification(
  args: ImageClassificationArgs,
  options?: Options,
): Promise<ImageClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "image-classification");
  return runTask(binaryPayload(args), helper, { ...options, task: "image-classification" });
}

import type { ImageSegmentationInput, ImageSegmentationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyImageInput } from "../binaryInput.js";

export type ImageSegmentationArgs = BaseArgs & (ImageSegmentationInput | LegacyImageInput);

/** Segments an image into labelled masks. Example model: facebook/detr-resnet-50-panoptic. */
export async function imageSegmentation(
  args: ImageSegmentationArgs,
  options?: Options,
): Promise<ImageSegmentationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "image-segmentation");
  return runTask(binaryPayload(args), helper, { ...options, task: "image-segmentation" });
}

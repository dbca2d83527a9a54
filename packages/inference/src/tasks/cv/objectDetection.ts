import type { ObjectDetectionInput, ObjectDetectionOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyImageInput } from "../binaryInput.js";

export type ObjectDetectionArgs = BaseArgs & (ObjectDetectionInput | LegacyImageInput);

/** Finds objects in an image, with boxes. Example model: facebook/detr-resnet-50. */
export async function objectDetection(args: ObjectDetectionArgs, options?: Options): Promise<ObjectDetectionOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "object-detection");
  return runTask(binaryPayload(args), helper, { ...options, task: "object-detection" });
}

import type { ZeroShotImageClassificationInput, ZeroShotImageClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";
import { base64FromBlob } from "../../utils/base64.js";

/**
 * @deprecated Pass the image itself as `inputs`.
 */
interface LegacyZeroShotImageClassificationInput {
  inputs: { image: Blob | ArrayBuffer };
}

export type ZeroShotImageClassificationArgs = BaseArgs &
  (ZeroShotImageClassificationInput | LegacyZeroShotImageClassificationInput);

/** Scores an image against labels chosen at call time. Example model: openai/clip-vit-large-patch14-336. */
export async function zeroShotImageClassification(
  args: ZeroShotImageClassificationArgs,
  options?: Options,
): Promise<ZeroShotImageClassificationOutput> {
  const helper = findProviderHelper(
    options?.providers,
    args.provider ?? "hf-inference",
    "zero-shot-image-classification",
  );
  const image = args.inputs instanceof Blob ? args.inputs : args.inputs.image;
  const payload = { ...args, inputs: { image: await base64FromBlob(image) } } as RequestArgs;
  return runTask(payload, helper, { ...options, task: "zero-shot-image-classification" });
}

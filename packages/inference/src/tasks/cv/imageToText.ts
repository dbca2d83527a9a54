import type { ImageToTextInput, ImageToTextOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyImageInput } from "../binaryInput.js";

export type ImageToTextArgs = BaseArgs & (ImageToTextInput | LegacyImageInput);

/** Captions an image. Example model: nlpconnect/vit-gpt2-image-captioning. */
export async function imageToText(args: ImageToTextArgs, options?: Options): Promise<ImageToTextOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "image-to-text");
  return runTask(binaryPayload(args), helper, { ...options, task: "image-to-text" });
}

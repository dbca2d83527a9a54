import type { TextToImageInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TextToImageArgs = BaseArgs & TextToImageInput;

interface TextToImageOptions extends Options {
  /** "url": return the image's URL (or a data: URL) instead of downloading it into a Blob. */
  outputType?: "url" | "blob";
}

/** Generates an image from a prompt. Example model: stabilityai/stable-diffusion-2. */
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType: "url" },
): Promise<string>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType?: undefined | "blob" },
): Promise<Blob>;
export async function textToImage(args: TextToImageArgs, options?: TextToImageOptions): Promise<Blob | string> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-to-image");
  return runTask(args, helper, { ...options, task: "text-to-image" });
}

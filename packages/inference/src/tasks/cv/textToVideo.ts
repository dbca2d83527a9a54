import type { TextToVideoInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TextToVideoArgs = BaseArgs & TextToVideoInput;
export type TextToVideoOutput = Blob;

/** Generates a video from a prompt (fal-ai, replicate). */
export async function textToVideo(args: TextToVideoArgs, options?: Options): Promise<TextToVideoOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-to-video");
  return runTask(args, helper, { ...options, task: "text-to-video" });
}

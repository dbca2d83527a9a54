import type { TextToVideoInput } from "@hubkit/tasks";
import { runTask } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

export type TextToVideoArgs = BaseArgs & TextToVideoInput;
export type TextToVideoOutput = Blob;

/** Generates a video from a prompt (fal-ai, replicate). */
export async function textToVideo(args: TextToVideoArgs, options?: Options): Promise<TextToVideoOutput> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "text-to-video");
  return runTask(args, helper, { ...options, task: "text-to-video" });
}

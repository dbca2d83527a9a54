import type { AudioClassificationInput, AudioClassificationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyAudioInput } from "../binaryInput.js";

export type AudioClassificationArgs = BaseArgs & (AudioClassificationInput | LegacyAudioInput);

/** Scores labels for an audio clip (emotion, speaker, language, ...). Example model: superb/hubert-large-superb-er. */
export async function audioClassification(
  args: AudioClassificationArgs,
  options?: Options,
): Promise<AudioClassificationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "audio-classification");
  return runTask(binaryPayload(args), helper, { ...options, task: "audio-classification" });
}

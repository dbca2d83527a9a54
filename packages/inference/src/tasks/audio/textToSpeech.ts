import type { TextToSpeechInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

type TextToSpeechArgs = BaseArgs & TextToSpeechInput;

/** Speaks a text. Example model: espnet/kan-bayashi_ljspeech_vits. */
export async function textToSpeech(args: TextToSpeechArgs, options?: Options): Promise<Blob> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "text-to-speech");
  return runTask(args, helper, { ...options, task: "text-to-speech" });
}

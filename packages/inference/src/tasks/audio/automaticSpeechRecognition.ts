import type { AutomaticSpeechRecognitionInput, AutomaticSpeechRecognitionOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";
import { binaryPayload, type LegacyAudioInput } from "../binaryInput.js";

export type AutomaticSpeechRecognitionArgs = BaseArgs & (AutomaticSpeechRecognitionInput | LegacyAudioInput);

/** Transcribes speech. Example model: facebook/wav2vec2-large-960h-lv60-self. */
export async function automaticSpeechRecognition(
  args: AutomaticSpeechRecognitionArgs,
  options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
  const helper = findProviderHelper(
    options?.providers,
    args.provider ?? "hf-inference",
    "automatic-speech-recognition",
  );
  // Some providers want the audio inside JSON rather than as the raw body.
  const payload = helper.prepareInput
    ? ((await helper.prepareInput(args as BaseArgs & Record<string, unknown>)) as RequestArgs)
    : binaryPayload(args);
  return runTask(payload, helper, { ...options, task: "automatic-speech-recognition" });
}

import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";
import { binaryPayload, type LegacyAudioInput } from "../binaryInput.js";

export type AudioToAudioArgs =
  | (BaseArgs & {
      /** The audio clip. */
      inputs: Blob;
    })
  | LegacyAudioInput;

export interface AudioToAudioOutputElem {
  /** Label of the produced audio (model specific, e.g. the separated source). */
  label: string;
  audio: Blob;
}

export interface AudioToAudioOutput {
  /** The produced audio, base64-encoded. */
  blob: string;
  "content-type": string;
  label: string;
}

/** Audio in, one or several audio clips out (source separation, enhancement). Example model: speechbrain/sepformer-wham. */
export async function audioToAudio(args: AudioToAudioArgs, options?: Options): Promise<AudioToAudioOutput[]> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "audio-to-audio");
  return runTask(binaryPayload(args), helper, { ...options, task: "audio-to-audio" });
}

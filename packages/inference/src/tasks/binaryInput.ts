import type { BaseArgs, InferenceProvider, RequestArgs } from "../types.js";
import { omit } from "../utils/omit.js";

/**
 * @deprecated Pass the audio as `inputs`.
 */
export interface LegacyAudioInput {
  data: Blob | ArrayBuffer;
  provider?: InferenceProvider;
}

/**
 * @deprecated Pass the image as `inputs`.
 */
export interface LegacyImageInput {
  data: Blob | ArrayBuffer;
}

/** Binary tasks send the file itself as the body: `inputs` becomes the request's `data`. */
export function binaryPayload(args: BaseArgs & ({ inputs: Blob } | { data: Blob | ArrayBuffer })): RequestArgs {
  return "data" in args ? (args as RequestArgs) : ({ ...omit(args, "inputs"), data: args.inputs } as RequestArgs);
}

import type { ImageToImageInput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";
import { base64FromBlob } from "../../utils/base64.js";

export type ImageToImageArgs = BaseArgs & ImageToImageInput;

/**
 * Transforms an image (guided by a prompt and parameters). Without parameters the image is sent as the
 * raw body; with parameters it travels base64-encoded in JSON next to them.
 * Example model: lllyasviel/sd-controlnet-depth.
 */
export async function imageToImage(args: ImageToImageArgs, options?: Options): Promise<Blob> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "image-to-image");
  let payload: RequestArgs;
  if (!args.parameters) {
    const { accessToken, model, endpointUrl, provider } = args;
    payload = { accessToken, model, endpointUrl, provider, data: args.inputs } as RequestArgs;
  } else {
    payload = { ...args, inputs: await base64FromBlob(args.inputs) };
  }
  return runTask(payload, helper, { ...options, task: "image-to-image" });
}

/**
 * Image inputs that travel inside a JSON body: the task function hands over a Blob (or ArrayBuffer, as
 * `inputs` or the legacy `data`), the provider wants a data URL under `inputs` for its payload function.
 */
import { InferenceInputError } from "../lib/errors.js";
import type { TaskBaseArgs } from "../types.js";
import { dataUrlFromBlob } from "../utils/base64.js";
import { omit } from "../utils/omit.js";
import type { JsonObject } from "./schema.js";

/** A helper's prepareInput: the image as a data URL in `inputs` (a string, such as a URL, is left as it is). */
export function imageAsDataUrl(provider: string) {
  return async (args: TaskBaseArgs & JsonObject): Promise<TaskBaseArgs & JsonObject> => {
    const image = "data" in args && args.data !== undefined ? args.data : args.inputs;
    if (typeof image === "string") return args;
    if (!(image instanceof Blob) && !(image instanceof ArrayBuffer)) {
      throw new InferenceInputError(`Provider ${provider} needs the image as a Blob (\`inputs\`).`);
    }
    return { ...omit(args, ["inputs", "data"]), inputs: await dataUrlFromBlob(image, "image/png") };
  };
}

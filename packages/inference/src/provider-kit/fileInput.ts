/**
 * File inputs that travel inside a JSON body as data URLs (fal-ai, replicate, together, wavespeed, zai-org
 * read files from URLs): the task function hands over a Blob, an ArrayBuffer or a view of one such as a Node
 * Buffer (as `inputs`, or the legacy `data`); a helper's prepareInput puts its data URL where the provider's
 * payload function reads it.
 */
import { InferenceInputError } from "../errors.js";
import type { TaskBaseArgs } from "../spec/index.js";
import { dataUrlFromBlob } from "../utils/base64.js";
import { isBinary } from "../utils/binary.js";
import { omit } from "../utils/omit.js";
import type { JsonObject } from "../utils/schema.js";

export interface FileAsDataUrl {
  /** Whose call it is, for the message. */
  provider: string;
  /** What the file is, for the message: "the image of image-to-text". */
  what: string;
  /** The argument the data URL goes under. Default `inputs`. */
  field?: string;
  /** The type of a file that declares none (bytes, a Blob without one or not a MIME type). Default `image/png`. */
  fallbackType?: string;
  /** A string (the URL of a file) passes as it is; otherwise anything but a file is refused. */
  acceptUrl?: boolean;
}

/** A helper's prepareInput: the file as a data URL under `field`, or a clear error naming what was expected. */
export function fileAsDataUrl({
  provider,
  what,
  field = "inputs",
  fallbackType = "image/png",
  acceptUrl,
}: FileAsDataUrl) {
  return async (args: TaskBaseArgs & JsonObject): Promise<TaskBaseArgs & JsonObject> => {
    const file = "data" in args && args.data !== undefined ? args.data : args.inputs;
    if (acceptUrl === true && typeof file === "string") return args;
    if (!isBinary(file)) {
      throw new InferenceInputError(
        `Provider ${provider} takes ${what} as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).`,
      );
    }
    return { ...omit(args, ["inputs", "data"]), [field]: await dataUrlFromBlob(file, fallbackType) };
  };
}

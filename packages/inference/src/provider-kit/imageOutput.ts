/**
 * Turning the image answers of text-to-image providers into the caller's outputType (4.x's four): a Blob
 * (default), the URL ("url"; a data URL when the provider answers base64), a data URL ("dataUrl"), or the
 * provider's JSON answer as it is ("json"; for a polled job, its final status answer).
 */
import { downloadBlob } from "../lib/download.js";
import { bytesFromBase64, dataUrlFromBlob } from "../utils/base64.js";
import type { JsonObject } from "../utils/schema.js";
import type { OutputType, SendOptions } from "../spec/index.js";

/** What textToImage returns, by outputType. */
export type ImageResult = string | Blob | JsonObject;

/** A base64 image as `outputType` asks; `answer` is the provider's JSON answer that carried it. */
export function imageFromBase64(base64: string, outputType: OutputType | undefined, answer: JsonObject): ImageResult {
  if (outputType === "json") return { ...answer };
  if (outputType === "url" || outputType === "dataUrl") return `data:image/jpeg;base64,${base64}`;
  return blobFromBase64Image(base64);
}

/** A base64 image (providers answer JPEG unless asked otherwise) as a Blob. */
export function blobFromBase64Image(base64: string): Blob {
  return new Blob([bytesFromBase64(base64)], { type: "image/jpeg" });
}

/** An image the provider hosts, as `outputType` asks (downloaded within the call's limits); `answer` as above. */
export async function imageFromUrl(
  url: string,
  outputType: OutputType | undefined,
  context: SendOptions,
  answer: JsonObject,
): Promise<ImageResult> {
  if (outputType === "json") return { ...answer };
  if (outputType === "url") return url;
  const blob = await downloadBlob(url, context);
  return outputType === "dataUrl" ? imageDataUrl(blob) : blob;
}

/** An image file as a data URL (JPEG when the file says no type, as the providers' base64 answers are). */
export function imageDataUrl(blob: Blob): Promise<string> {
  return dataUrlFromBlob(blob, "image/jpeg");
}

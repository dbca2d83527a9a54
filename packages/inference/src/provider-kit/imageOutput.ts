/** Turning the image answers of text-to-image providers into the caller's outputType. */
import { downloadBlob } from "../lib/download.js";
import { bytesFromBase64 } from "../utils/base64.js";
import type { SendOptions } from "../spec/index.js";

/** A base64 image: its data URL for outputType "url", else the decoded Blob. */
export function imageFromBase64(base64: string, outputType: "url" | "blob" | undefined): string | Blob {
  return outputType === "url" ? `data:image/jpeg;base64,${base64}` : blobFromBase64Image(base64);
}

/** A base64 image (providers answer JPEG unless asked otherwise) as a Blob. */
export function blobFromBase64Image(base64: string): Blob {
  return new Blob([bytesFromBase64(base64)], { type: "image/jpeg" });
}

/** An image the provider hosts: the URL itself for outputType "url", else the downloaded Blob. */
export async function imageFromUrl(
  url: string,
  outputType: "url" | "blob" | undefined,
  context: SendOptions,
): Promise<string | Blob> {
  return outputType === "url" ? url : downloadBlob(url, context);
}

/**
 * Fetching result files (generated images, audio, video) that providers answer with a URL. Data URLs are
 * decoded in place; other URLs are fetched with the caller's fetch and must answer 2xx.
 */
import { blobFromDataUrl } from "../utils/base64.js";
import { InferenceProviderError } from "./errors.js";

export interface DownloadContext {
  fetch: typeof fetch;
  signal?: AbortSignal;
}

export async function downloadBlob(url: string, context: DownloadContext): Promise<Blob> {
  if (url.startsWith("data:")) {
    const blob = blobFromDataUrl(url);
    if (blob) return blob;
  }
  const response = await context.fetch(url, context.signal ? { signal: context.signal } : undefined);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new InferenceProviderError(`Failed to download the result from ${url}: HTTP ${response.status}`, {
      status: response.status,
      url,
      body: undefined,
    });
  }
  return response.blob();
}

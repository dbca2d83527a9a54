/**
 * Fetching result files (generated images, audio, video) that providers answer with a URL. Data URLs are
 * decoded in place; other URLs are fetched through the HTTP core (the caller's fetch, signal, timeout and
 * a polled call's deadline), must answer 2xx, and are read within `maxDownloadSize` (body.ts).
 */
import { blobFromDataUrl } from "../utils/base64.js";
import { DEFAULT_MAX_DOWNLOAD_SIZE, readBodyBlob } from "./body.js";
import { InferenceOutputError, InferenceProviderError } from "../errors.js";
import { send } from "./http.js";
import type { SendOptions } from "../spec/index.js";

export async function downloadBlob(url: string, context: SendOptions): Promise<Blob> {
  if (url.startsWith("data:")) {
    const blob = blobFromDataUrl(url);
    if (blob) return blob;
  }
  if (!/^https?:\/\//i.test(url)) {
    throw new InferenceOutputError(`Expected an http(s) URL of the result, got ${JSON.stringify(url.slice(0, 200))}`);
  }
  const sent = await send(url, {}, context);
  const { response, timer } = sent;
  try {
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new InferenceProviderError(`Failed to download the result from ${url}: HTTP ${response.status}`, {
        status: response.status,
        url,
        body: undefined,
      });
    }
    return await readBodyBlob(sent, url, "maxDownloadSize", context.maxDownloadSize ?? DEFAULT_MAX_DOWNLOAD_SIZE);
  } finally {
    timer.release();
  }
}

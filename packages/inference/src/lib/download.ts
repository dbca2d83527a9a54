/**
 * Fetching result files (generated images, audio, video) that providers answer with a URL. Data URLs are
 * decoded in place; other URLs are fetched through the HTTP core (the caller's fetch, signal, timeout and
 * a polled call's deadline) and must answer 2xx.
 */
import { blobFromDataUrl } from "../utils/base64.js";
import { InferenceOutputError } from "./InferenceOutputError.js";
import { InferenceProviderError } from "./errors.js";
import { send, type SendOptions } from "./http.js";

export async function downloadBlob(url: string, context: SendOptions): Promise<Blob> {
  if (url.startsWith("data:")) {
    const blob = blobFromDataUrl(url);
    if (blob) return blob;
  }
  if (!/^https?:\/\//i.test(url)) {
    throw new InferenceOutputError(`Expected an http(s) URL of the result, got ${JSON.stringify(url.slice(0, 200))}`);
  }
  const { response, timer } = await send(url, {}, context);
  try {
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new InferenceProviderError(`Failed to download the result from ${url}: HTTP ${response.status}`, {
        status: response.status,
        url,
        body: undefined,
      });
    }
    return await timer.guard(response.blob());
  } catch (error) {
    throw timer.failure(error, (cause) => cause);
  } finally {
    timer.release();
  }
}

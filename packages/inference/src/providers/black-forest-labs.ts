/**
 * Black Forest Labs: text-to-image is asynchronous. The first answer carries a polling URL, requested
 * directly (not through the router, without credentials) until the result is "Ready": at most 5 attempts,
 * 1000 ms apart. The result is the URL of the image.
 */
import { InferencePollingError } from "../lib/errors.js";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isObject, isString } from "../lib/validate.js";
import { imageFromUrl } from "../provider-kit/imageOutput.js";
import { defineHelper, type ResponseContext } from "../provider-kit/providerHelper.js";
import type { ProviderTasks } from "../provider-kit/registryTypes.js";
import { flatPayload } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { delay } from "../utils/delay.js";

const BFL_POLLING = { maxAttempts: 5, intervalMs: 1000 } as const;

const POLL_FAILED = "Failed to fetch result from black forest labs API";

async function pollForImage(pollingUrl: string, context: ResponseContext): Promise<string | Blob> {
  for (let attempt = 0; attempt < BFL_POLLING.maxAttempts; attempt++) {
    await delay(BFL_POLLING.intervalMs, context.signal);
    const url = new URL(pollingUrl);
    url.searchParams.set("attempt", String(attempt));
    const init: RequestInit = { headers: { "Content-Type": "application/json" } };
    if (context.signal) init.signal = context.signal;
    const response = await context.fetch(url.toString(), init);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new InferencePollingError(POLL_FAILED);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (
      isObject(payload) &&
      payload.status === "Ready" &&
      isObject(payload.result) &&
      isString(payload.result.sample)
    ) {
      return imageFromUrl(payload.result.sample, context.outputType, context);
    }
  }
  throw new InferencePollingError(POLL_FAILED);
}

const blackForestLabsTasks: ProviderTasks = {
  "text-to-image": defineHelper<string | Blob>({
    provider: "black-forest-labs",
    task: "text-to-image",
    baseUrl: "https://api.us1.bfl.ai",
    authorization: (token, authMethod) => (authMethod === "provider-key" ? `X-Key ${token}` : `Bearer ${token}`),
    makeRoute: ({ model }) => `v1/${model}`,
    preparePayload: ({ args }) => flatPayload(args, "prompt"),
    async getResponse(response, context) {
      if (isObject(response) && isString(response.polling_url)) return pollForImage(response.polling_url, context);
      throw new InferenceOutputError("Expected { id: string, polling_url: string } from Black Forest Labs");
    },
  }),
};

/** Black Forest Labs for the `providers` option (`@hubkit/inference/providers/black-forest-labs`). */
export const blackForestLabs: InferenceProviderModule<"black-forest-labs"> = {
  provider: "black-forest-labs",
  tasks: blackForestLabsTasks,
};

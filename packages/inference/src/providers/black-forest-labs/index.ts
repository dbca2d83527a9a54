/**
 * Black Forest Labs: text-to-image is asynchronous. The first answer carries a polling URL, requested
 * directly (not through the router, without credentials) through the shared polling helper until the
 * result is "Ready": by default at most 5 attempts, 1000 ms apart (the `polling` option changes both).
 * Every other status BFL documents ("Error", "Request Moderated", "Content Moderated", "Task not found")
 * ends the call with BFL's own words; "Pending" keeps polling. Checked against docs.bfl.ai, "Get Result"
 * (status enum), on 2026-11-25.
 */
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { imageFromUrl, type ImageResult } from "../../provider-kit/imageOutput.js";
import { poll, pollingDeadline, readStatusJson } from "../../provider-kit/polling.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { isObject, object, optional, string, unknown, type JsonObject } from "../../utils/schema.js";
import { flatPayload } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks, ResponseContext } from "../../spec/index.js";

const BFL_POLLING = { intervalMs: 1000, maxAttempts: 5 } as const;

const POLL_FAILED = "Failed to fetch result from black forest labs API";

/** The submit answer: where to ask for the result. */
const submitted = object({ polling_url: string });
/** A result answer: its status, and the image URL once Ready. */
const resultAnswer = object({ status: string, result: optional(unknown), details: optional(unknown) });
const readyResult = object({ sample: string });

function pollingUrl(url: string): URL {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") return parsed;
  } catch {
    // Reported below.
  }
  throw new InferenceOutputError(`Expected an http(s) polling_url from Black Forest Labs, got ${JSON.stringify(url)}`);
}

async function pollForImage(polling: string, context: ResponseContext): Promise<ImageResult> {
  const base = pollingUrl(polling);
  const bounded: ResponseContext = { ...context, deadline: pollingDeadline(context, "black-forest-labs") };
  const ready = await poll<{ sample: string; body: JsonObject }>(
    {
      provider: "black-forest-labs",
      defaults: BFL_POLLING,
      request(attempt) {
        const url = new URL(base);
        url.searchParams.set("attempt", String(attempt));
        return { url: url.toString(), init: { headers: { "Content-Type": "application/json" } } };
      },
      async read(sent, url) {
        if (!sent.response.ok) {
          await sent.response.body?.cancel().catch(() => undefined);
          throw new InferencePollingError(POLL_FAILED, { status: sent.response.status, url });
        }
        const body = await readStatusJson(sent);
        if (!resultAnswer(body)) return { done: false };
        if (body.status === "Pending") return { done: false };
        if (body.status === "Ready") {
          if (readyResult(body.result)) return { done: true, value: { sample: body.result.sample, body } };
          throw new InferenceOutputError(
            "Expected { status: 'Ready', result: { sample: string } } from Black Forest Labs",
          );
        }
        const details =
          isObject(body.details) || typeof body.details === "string" ? `: ${JSON.stringify(body.details)}` : "";
        throw new InferencePollingError(`Black Forest Labs ended the task with status "${body.status}"${details}`, {
          url,
          retryable: false,
        });
      },
      exhausted: () => new InferencePollingError(POLL_FAILED, { url: base.toString() }),
    },
    bounded,
  );
  return imageFromUrl(ready.sample, context.outputType, bounded, ready.body);
}

const blackForestLabsTasks: ProviderTasks = {
  "text-to-image": defineHelper({
    provider: "black-forest-labs",
    task: "text-to-image",
    baseUrl: "https://api.us1.bfl.ai",
    authorization: (token, authMethod) => (authMethod === "provider-key" ? `X-Key ${token}` : `Bearer ${token}`),
    makeRoute: ({ model }) => `v1/${model}`,
    preparePayload: ({ args }) => flatPayload(args, "prompt"),
    answer: submitted,
    expected: "Expected { id: string, polling_url: string } from Black Forest Labs",
    getResponse: (answer, context) => pollForImage(answer.polling_url, context),
  }),
};

/** Black Forest Labs for the `providers` option (`@hubkit/inference/providers/black-forest-labs`). */
export const blackForestLabs: InferenceProviderModule<"black-forest-labs"> = {
  provider: "black-forest-labs",
  tasks: blackForestLabsTasks,
  // Dropped from the hub's router (huggingface_hub #4447 and huggingface.js #2258, merged 2026-07-01,
  // describe it as already gone on 2026-06-29); its own API still answers a provider key.
  retired: { since: "2026-06-29" },
};

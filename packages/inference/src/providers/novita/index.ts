/**
 * Novita: chat completions on its OpenAI route. Text generation posts the plain { inputs, parameters }
 * body to that same route and reads { generated_text } back, as 3.8.1 does.
 *
 * Text-to-video is an asynchronous task (checked 2026-11-26 against novita.ai/docs/api-reference: "Wan 2.1
 * Text to Video" and its siblings, `POST /v3/async/{model}` answering `{ task_id }`, and "Task Result",
 * `GET /v3/async/task-result?task_id=`; huggingface.js 4.13.28's novita provider, which sends
 * `num_inference_steps` as Novita's `steps`). The result is asked for on the host the request went to
 * (through the router, its `/novita` path) every second, at most 600 times, until `task.status` is
 * TASK_STATUS_SUCCEED (`videos[0].video_url` is downloaded); TASK_STATUS_QUEUED and TASK_STATUS_PROCESSING mean
 * "not yet"; TASK_STATUS_FAILED and any other status end the call with `task.reason`. Errors arrive as
 * `{ code, reason, message, metadata }` (novita.ai/docs/api-reference/basic-error-code): a refused submit keeps
 * the reading of 3.8.1's novita (the body's JSON, which carries all three), a refused poll gives `message`.
 */
import { downloadBlob } from "../../lib/download.js";
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { pollJob } from "../../provider-kit/polling.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, object, optional, string, unknown, url } from "../../utils/schema.js";
import { plainTextGenerationHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks, ResponseContext } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { NOVITA_BASE_URL, NOVITA_CHAT_ROUTE, novitaChat } from "./chat.js";

const NOVITA_POLLING = { intervalMs: 1000, maxAttempts: 600 } as const;
const PENDING = new Set(["TASK_STATUS_QUEUED", "TASK_STATUS_PROCESSING"]);

/** The submit answer. */
const submitted = object({ task_id: string });
/** A task result: the task's status (and reason), the videos once it succeeded. */
const taskResult = object({ task: object({ status: string, reason: optional(unknown) }), videos: optional(unknown) });
const videos = first(object({ video_url: url }));

/** Follows task `id` at its task-result URL, on the host and path prefix (the router's `/novita`) of the submit. */
async function pollForVideo(id: string, context: ResponseContext): Promise<Blob> {
  // Novita's task ids are UUIDs: anything else could change the query it goes into.
  if (!/^[\w.-]{1,200}$/.test(id))
    throw new InferenceOutputError(`Expected a task_id from novita, got ${JSON.stringify(id.slice(0, 100))}`);
  const url = context.url.slice(0, context.url.indexOf("/v3/async/"));
  const done = await pollJob<string>(
    "novita",
    `${url}/v3/async/task-result?task_id=${id}`,
    context,
    NOVITA_POLLING,
    (body, polled) => {
      if (!taskResult(body))
        throw new InferencePollingError("Expected { task: { status } } from novita", { url: polled, body });
      const { status, reason } = body.task;
      if (PENDING.has(status)) return { done: false };
      if (status !== "TASK_STATUS_SUCCEED") {
        throw new InferencePollingError(
          `novita ended the task with status ${status}${typeof reason === "string" && reason ? `: ${reason}` : ""}`,
          {
            url: polled,
            body,
            retryable: false,
          },
        );
      }
      if (videos(body.videos)) return { done: true, value: body.videos[0].video_url };
      throw new InferenceOutputError("Expected { videos: [{ video_url: string }] } from novita text-to-video");
    },
  );
  return downloadBlob(done.value, done.context);
}

const novitaTasks: ProviderTasks = {
  conversational: novitaChat,
  "text-generation": plainTextGenerationHelper("novita", NOVITA_BASE_URL, NOVITA_CHAT_ROUTE),
  "text-to-video": defineHelper({
    provider: "novita",
    task: "text-to-video",
    baseUrl: NOVITA_BASE_URL,
    makeRoute: ({ model }) => `v3/async/${model}`,
    // The parameters flattened, `num_inference_steps` under Novita's name `steps`, the prompt last.
    preparePayload: ({ args }) => {
      const { num_inference_steps: steps, ...parameters } = { ...args.parameters };
      return {
        ...omit(args, ["inputs", "parameters"]),
        ...parameters,
        ...(steps !== undefined && { steps }),
        prompt: args.inputs,
      };
    },
    answer: submitted,
    expected: "Expected { task_id: string } from novita text-to-video",
    getResponse: (answer, context) => pollForVideo(answer.task_id, context),
  }),
};

/** Novita for the `providers` option (`@hubkit/inference/providers/novita`). */
export const novita: InferenceProviderModule<"novita"> = { provider: "novita", tasks: novitaTasks };

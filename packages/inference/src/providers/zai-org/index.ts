/**
 * Z.ai: chat completions (OpenAI style) and asynchronous image generation (docs.z.ai, "Generate Image
 * (Async)" and "Retrieve Result"; error codes in "API Code"; checked 2026-11-25). Every request carries
 * `accept-language` (Z.ai's documented default) and the `x-source-channel` attribution both reference
 * clients send.
 *
 * Image generation answers `{ id, task_status }`; the result is asked for at `async-result/{id}` on the
 * same host (the router's `/zai-org` path included) until `task_status` is SUCCESS (`image_result[0].url`)
 * or FAIL. PROCESSING means "not yet"; any other status ends the call. Default: every 5 s, at most 60 times.
 *
 * Image-to-text is GLM-OCR's layout parsing (docs.z.ai, "Layout Parsing" and the GLM-OCR guide; checked
 * 2026-11-25): `POST /api/paas/v4/layout_parsing` with `{ model, file }`, the image as a data URL (JPG, PNG
 * or PDF; an image up to 10 MB), answered with the recognised text as Markdown under `md_results`.
 */
import type { ImageToTextOutput } from "@hubkit/tasks";
import { InferencePollingError, InferenceOutputError } from "../../errors.js";
import { isSafeId } from "../../lib/ids.js";
import { openAiErrors } from "../../provider-kit/errors.js";
import { fileAsDataUrl } from "../../provider-kit/fileInput.js";
import { imageFromUrl, type ImageResult } from "../../provider-kit/imageOutput.js";
import { pollJob } from "../../provider-kit/polling.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, isObject, object, optional, string, unknown, type JsonObject } from "../../utils/schema.js";
import { sizeParameters } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks, ResponseContext } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { zaiOrgChat, ZAI_BASE_URL, ZAI_HEADERS } from "./chat.js";

const ZAI_POLLING = { intervalMs: 5000, maxAttempts: 60 } as const;
const IMAGE_ROUTE = "api/paas/v4/async/images/generations";

/** The submit answer. */
const submitted = object({ id: string, task_status: optional(string) });
/** A result answer. */
const resultAnswer = object({ task_status: string, image_result: optional(unknown), error: optional(unknown) });
const imageResult = first(object({ url: string }));

/** The result URL of job `id`, on the host and path prefix the submit request went to. */
function resultUrl(requestUrl: string, id: string): string {
  if (!isSafeId(id) || id.includes("/")) {
    throw new InferenceOutputError(`Expected a task id from zai-org, got ${JSON.stringify(id)}`);
  }
  const url = new URL(requestUrl);
  const prefix = url.pathname.slice(0, url.pathname.length - IMAGE_ROUTE.length);
  return `${url.origin}${prefix}api/paas/v4/async-result/${id}`;
}

async function pollForImage(id: string, context: ResponseContext): Promise<ImageResult> {
  const done = await pollJob<{ url: string; body: JsonObject }>(
    "zai-org",
    resultUrl(context.url, id),
    context,
    ZAI_POLLING,
    (body, url) => {
      if (!resultAnswer(body)) throw new InferencePollingError("Expected { task_status } from zai-org", { url, body });
      if (body.task_status === "PROCESSING") return { done: false };
      if (body.task_status === "SUCCESS") {
        if (imageResult(body.image_result)) return { done: true, value: { url: body.image_result[0].url, body } };
        throw new InferenceOutputError("Expected { image_result: [{ url: string }] } from zai-org");
      }
      const reason = isObject(body.error) && typeof body.error.message === "string" ? `: ${body.error.message}` : "";
      throw new InferencePollingError(`zai-org ended the task with status ${body.task_status}${reason}`, {
        url,
        body,
        retryable: false,
      });
    },
  );
  return imageFromUrl(done.value.url, context.outputType, done.context, done.value.body);
}

/** The layout parsing answer: the text, as Markdown. */
const layout = object({ md_results: string });

const zaiOrgTasks: ProviderTasks = {
  conversational: zaiOrgChat,
  "text-to-image": defineHelper({
    provider: "zai-org",
    task: "text-to-image",
    baseUrl: ZAI_BASE_URL,
    extraHeaders: ZAI_HEADERS,
    makeRoute: () => IMAGE_ROUTE,
    preparePayload: ({ args, model }) => ({
      ...omit(args, ["inputs", "parameters"]),
      ...sizeParameters({ ...args.parameters }),
      model,
      prompt: args.inputs,
    }),
    answer: submitted,
    expected: "Expected { id: string, task_status: string } from zai-org",
    getResponse: (answer, context) => pollForImage(answer.id, context),
    errors: openAiErrors,
  }),
  "image-to-text": defineHelper({
    provider: "zai-org",
    task: "image-to-text",
    baseUrl: ZAI_BASE_URL,
    extraHeaders: ZAI_HEADERS,
    makeRoute: () => "api/paas/v4/layout_parsing",
    prepareInput: fileAsDataUrl({ provider: "zai-org", what: "the image of image-to-text", field: "file" }),
    // The OCR route takes the model and the file; the captioning parameters of image-to-text do not apply.
    preparePayload: ({ args, model }) => ({ model, file: "file" in args ? args.file : undefined }),
    answer: layout,
    expected: (response) =>
      `Expected { md_results: string } from zai-org image-to-text (layout parsing), got: ${JSON.stringify(response).slice(0, 200)}`,
    // The 3.8.1 result, `generated_text`; `generatedText` is the other name the task's output type declares.
    getResponse: ({ md_results: text }): ImageToTextOutput => ({ generated_text: text, generatedText: text }),
    errors: openAiErrors,
  }),
};

/** Z.ai for the `providers` option (`@hubkit/inference/providers/zai-org`). */
export const zaiOrg: InferenceProviderModule<"zai-org"> = { provider: "zai-org", tasks: zaiOrgTasks };

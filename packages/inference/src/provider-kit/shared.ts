/**
 * Helper builders shared by several providers: the OpenAI-compatible chat completion route most of them
 * expose, the plain text-generation answer shape, and the flat prompt body of the media providers.
 */
import type { ChatCompletionOutput, TextGenerationOutput } from "@hubkit/tasks";
import { InferenceOutputError } from "../lib/InferenceOutputError.js";
import { isNumber, isObject, isString } from "../lib/validate.js";
import type { InferenceProvider } from "../types.js";
import { omit } from "../utils/omit.js";
import { defineHelper, type HelperSpec, type TaskProviderHelper } from "./providerHelper.js";

/** Checks the fields every OpenAI-style chat completion carries. */
export function isChatCompletionOutput(value: unknown): value is ChatCompletionOutput {
  return (
    isObject(value) &&
    Array.isArray(value.choices) &&
    isNumber(value.created) &&
    isString(value.id) &&
    isString(value.model) &&
    isObject(value.usage) &&
    (value.system_fingerprint === undefined || value.system_fingerprint === null || isString(value.system_fingerprint))
  );
}

/** Chat completion on an OpenAI-compatible route: the call's arguments plus `model`. */
export function openAiChatHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route = "v1/chat/completions",
  extra: Partial<HelperSpec<ChatCompletionOutput>> = {},
): TaskProviderHelper<ChatCompletionOutput> {
  return defineHelper<ChatCompletionOutput>({
    provider,
    task: "conversational",
    baseUrl,
    makeRoute: () => route,
    preparePayload: ({ args, model }) => ({ ...args, model }),
    async getResponse(response) {
      if (isChatCompletionOutput(response)) return response;
      throw new InferenceOutputError("Expected ChatCompletionOutput");
    },
    ...extra,
  });
}

/** `{ generated_text }` or an array of them (the first is the result). */
export function firstGeneratedText(response: unknown): TextGenerationOutput {
  const first = Array.isArray(response) ? response[0] : response;
  if (isObject(first) && isString(first.generated_text)) return first as TextGenerationOutput;
  throw new InferenceOutputError("Expected Array<{generated_text: string}>");
}

/** Text generation sent as is (inputs, parameters, ...) plus `model`, answering `{ generated_text }`. */
export function plainTextGenerationHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route: string,
): TaskProviderHelper<TextGenerationOutput> {
  return defineHelper<TextGenerationOutput>({
    provider,
    task: "text-generation",
    baseUrl,
    makeRoute: () => route,
    preparePayload: ({ args, model }) => ({ ...args, model }),
    getResponse: async (response) => firstGeneratedText(response),
  });
}

/** A chat-completion-like answer (`choices` array and `model` string), used to read text generations. */
export function hasChoicesAndModel(value: unknown): value is { choices: unknown[]; model: string } {
  return isObject(value) && Array.isArray(value.choices) && isString(value.model);
}

/**
 * The body most media providers take: the call's other arguments with its `parameters` flattened next to
 * them, then `fixed` (values the provider requires), then the prompt (`inputs`) under `promptField`.
 */
export function flatPayload(
  args: Record<string, unknown>,
  promptField: string,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...omit(args, ["inputs", "parameters"]),
    ...(args.parameters as Record<string, unknown> | undefined),
    ...fixed,
    [promptField]: args.inputs,
  };
}

/**
 * Helper builders shared by several providers: the OpenAI-compatible chat completion route most of them
 * expose, the plain text-generation answer shape, and the flat prompt body of the media providers.
 */
import type { ChatCompletionOutput, TextGenerationOutput } from "@hubkit/tasks";
import type { InferenceProvider } from "../types.js";
import { omit } from "../utils/omit.js";
import { defineHelper, type HelperSpec, type TaskProviderHelper } from "./providerHelper.js";
import {
  anyArray,
  anyObject,
  either,
  first,
  nullable,
  number,
  object,
  optional,
  outputOf,
  string,
  type JsonObject,
} from "./schema.js";

/** An OpenAI-style chat completion: the fields 3.8.1 checks, typed as the task's output. */
export const chatCompletionOutput = outputOf<ChatCompletionOutput>({
  choices: anyArray,
  created: number,
  id: string,
  model: string,
  system_fingerprint: optional(nullable(string)),
  usage: anyObject,
});

type ChatSpec = Partial<Omit<HelperSpec<"conversational", ChatCompletionOutput>, "provider" | "task" | "baseUrl">>;

/** Chat completion on an OpenAI-compatible route: the call's arguments plus `model`. */
export function openAiChatHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route = "v1/chat/completions",
  extra: ChatSpec = {},
): TaskProviderHelper<"conversational"> {
  return defineHelper({
    provider,
    task: "conversational",
    baseUrl,
    makeRoute: () => route,
    preparePayload: ({ args, model }) => ({ ...args, model }),
    answer: chatCompletionOutput,
    expected: "Expected ChatCompletionOutput",
    getResponse: (answer) => answer,
    ...extra,
  });
}

/** `{ generated_text }`, or a list whose first element is one (the first is the result). */
export const generatedText = either(object({ generated_text: string }), first(object({ generated_text: string })));

/** The text generation result of a `generatedText` answer. */
export function firstGeneratedText(answer: { generated_text: string } | [{ generated_text: string }, ...unknown[]]) {
  const output: TextGenerationOutput = Array.isArray(answer) ? answer[0] : answer;
  return output;
}

/** Text generation sent as is (inputs, parameters, ...) plus `model`, answering `{ generated_text }`. */
export function plainTextGenerationHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route: string,
): TaskProviderHelper<"text-generation"> {
  return defineHelper({
    provider,
    task: "text-generation",
    baseUrl,
    makeRoute: () => route,
    preparePayload: ({ args, model }) => ({ ...args, model }),
    answer: generatedText,
    expected: "Expected Array<{generated_text: string}>",
    getResponse: firstGeneratedText,
  });
}

/**
 * The body most media providers take: the call's other arguments with its `parameters` flattened next to
 * them, then `fixed` (values the provider requires), then the prompt (`inputs`) under `promptField`.
 */
export function flatPayload<A extends { inputs?: unknown; parameters?: object | undefined }>(
  args: A,
  promptField: string,
  fixed: JsonObject = {},
): JsonObject {
  return {
    ...omit(args, ["inputs", "parameters"]),
    ...args.parameters,
    ...fixed,
    [promptField]: args.inputs,
  };
}

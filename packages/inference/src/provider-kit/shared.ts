/**
 * Helper builders shared by several providers: the OpenAI-compatible chat completion route most of them
 * expose, the plain text-generation answer shape, and the flat prompt body of the media providers.
 */
import type { ChatCompletionOutput, TextGenerationOutput } from "@hubkit/tasks";
import type { HelperTask, InferenceProvider, InferenceProviderOrPolicy, TaskProviderHelper } from "../spec/index.js";
import { omit } from "../utils/omit.js";
import { defineHelper, type AnySpec, type AsIsSpec, type HelperSpec } from "./providerHelper.js";
import {
  anyArray,
  anyObject,
  array,
  blob,
  either,
  first,
  nullable,
  number,
  object,
  optional,
  outputOf,
  string,
  isObject,
  type JsonObject,
} from "../utils/schema.js";

/** An OpenAI-style chat completion: the fields 3.8.1 checks, typed as the task's output. */
export const chatCompletionOutput = outputOf<ChatCompletionOutput>({
  choices: anyArray,
  created: number,
  id: string,
  model: string,
  system_fingerprint: optional(nullable(string)),
  usage: anyObject,
});

type ChatSpec = Partial<Omit<AsIsSpec<"conversational">, "provider" | "task" | "baseUrl">>;

/** What a builder below writes for its task: the rest of a helper on one fixed route. */
type RouteSpec<N extends HelperTask, Answer> = WithoutRoute<AnySpec<N, Answer>>;
/** A spec without what onRoute fills in (each member of a union on its own). */
type WithoutRoute<Spec> = Spec extends unknown ? Omit<Spec, "provider" | "task" | "baseUrl" | "makeRoute"> : never;

/**
 * The one skeleton of the builders below: task `task` of `provider` on the fixed route `route` of its API
 * (an absent `errors` is the common reading, as in defineHelper).
 */
function onRoute<N extends HelperTask, Answer>(
  provider: InferenceProviderOrPolicy,
  task: N,
  baseUrl: string,
  route: string,
  spec: RouteSpec<N, Answer>,
): TaskProviderHelper<N> {
  return defineHelper({ provider, task, baseUrl, makeRoute: () => route, ...spec });
}

/** Chat completion on an OpenAI-compatible route: the call's arguments plus `model`. */
export function openAiChatHelper(
  provider: InferenceProviderOrPolicy,
  baseUrl: string,
  route = "v1/chat/completions",
  extra: ChatSpec = {},
): TaskProviderHelper<"conversational"> {
  return onRoute(provider, "conversational", baseUrl, route, {
    preparePayload: ({ args, model }) => ({ ...args, model }),
    answer: chatCompletionOutput,
    expected: "Expected ChatCompletionOutput",
    ...extra,
  });
}

/** `{ generated_text }`, or a list whose first element is one (the first is the result). */
// Every call marked: esbuild honours @__NO_SIDE_EFFECTS__ only within a module, and a chat bundle needs none of these.
export const generatedText = /* @__PURE__ */ either(
  /* @__PURE__ */ object({ generated_text: string }),
  /* @__PURE__ */ first(/* @__PURE__ */ object({ generated_text: string })),
);

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
  return onRoute(provider, "text-generation", baseUrl, route, {
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

/** An OpenAI-style completions answer: the text of its first choice. */
const completionAnswer = /* @__PURE__ */ object({
  choices: /* @__PURE__ */ first(/* @__PURE__ */ object({ text: string })),
});

/**
 * Text generation on an OpenAI-style completions route (`/v1/completions`): the prompt under `prompt`,
 * `max_new_tokens` renamed to the API's `max_tokens`, the other parameters next to them; the first choice's
 * text is the generated text.
 */
export function openAiCompletionHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route = "v1/completions",
  errors?: HelperSpec<"text-generation", unknown>["errors"],
): TaskProviderHelper<"text-generation"> {
  return onRoute(provider, "text-generation", baseUrl, route, {
    preparePayload: ({ args, model }) => completionPayload(args, model),
    answer: completionAnswer,
    expected: `Expected { choices: [{ text: string }] } from ${provider} text generation`,
    getResponse: (answer): TextGenerationOutput => ({ generated_text: answer.choices[0].text }),
    errors,
  });
}

/** The completions body of a text generation call (see openAiCompletionHelper). */
export function completionPayload(
  args: { inputs: string; parameters?: object | undefined },
  model: string,
): JsonObject {
  const parameters: JsonObject = { ...args.parameters };
  const { max_new_tokens: maxNewTokens, ...rest } = parameters;
  return {
    model,
    ...omit(args, ["inputs", "parameters"]),
    ...(maxNewTokens !== undefined && { max_tokens: maxNewTokens }),
    ...rest,
    prompt: args.inputs,
  };
}

/** An OpenAI-style embeddings answer: one vector per input, in order. */
const embeddingsAnswer = /* @__PURE__ */ object({
  data: /* @__PURE__ */ array(/* @__PURE__ */ object({ embedding: /* @__PURE__ */ array(number) })),
});

/**
 * Feature extraction on an OpenAI-style embeddings route: `{ ...options, input, model }` (the model last,
 * so an option cannot replace it); the vectors in input order.
 */
export function openAiEmbeddingsHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route = "v1/embeddings",
  errors?: HelperSpec<"feature-extraction", unknown>["errors"],
): TaskProviderHelper<"feature-extraction"> {
  return onRoute(provider, "feature-extraction", baseUrl, route, {
    preparePayload: ({ args, model }) => ({ ...omit(args, ["inputs"]), input: args.inputs, model }),
    answer: embeddingsAnswer,
    expected: `Expected { data: [{ embedding: number[] }] } from ${provider} embeddings`,
    getResponse: (answer) => answer.data.map((item) => item.embedding),
    errors,
  });
}

/**
 * Speech from text on an OpenAI-style `/audio/speech` route: the text under `input`, the parameters flattened
 * beside it (`voice`, `speed`, ...), the model last so a parameter cannot replace it; answered with the audio
 * bytes. `defaults` fills parameters the provider requires when the call leaves them out.
 */
export function openAiSpeechHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route: string,
  options: {
    errors?: HelperSpec<"text-to-speech", unknown>["errors"];
    defaults?: (providerModel: string) => JsonObject;
  } = {},
): TaskProviderHelper<"text-to-speech"> {
  return onRoute(provider, "text-to-speech", baseUrl, route, {
    preparePayload: ({ args, model }) => ({
      ...options.defaults?.(model),
      ...omit(args, ["inputs", "parameters"]),
      ...args.parameters,
      input: args.inputs,
      model,
    }),
    answer: blob,
    expected: `Expected the audio bytes from ${provider} text-to-speech`,
    errors: options.errors,
  });
}

/**
 * `width`/`height` (or `target_size: { width, height }`) as the OpenAI-style `size: "WxH"` that image
 * APIs of this family take, when both are whole numbers; otherwise the parameters are left as they are.
 */
export function sizeParameters(parameters: JsonObject): JsonObject {
  const target = isObject(parameters.target_size) ? parameters.target_size : parameters;
  const { width, height } = target;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return parameters;
  return { ...omit(parameters, ["width", "height", "target_size"]), size: `${String(width)}x${String(height)}` };
}

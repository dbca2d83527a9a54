/**
 * getInferenceSnippets: ready-to-run code for one model on one provider, in python, js and sh, for every
 * client that can serve the model's task on that provider.
 *
 * The request each snippet shows comes from the client's own request builder (see context.ts); this module
 * picks the shape, gathers the inputs and asks each client's printer for its snippet.
 */
import type { ChatCompletionInputMessage, InferenceSnippet, ModelDataMinimal } from "@hubkit/tasks";
import { InferenceInputError } from "../lib/errors.js";
import { getProviderHelper } from "../providers/registry.js";
import type { InferenceProvider, InferenceProviderModelMapping } from "../types.js";
import { SNIPPET_CLIENTS } from "./clients/index.js";
import {
  createContext,
  HF_TOKEN_PLACEHOLDER,
  providerKeyPlaceholder,
  type ChatInput,
  type SampleFile,
} from "./context.js";
import { sampleInput, sampleText, type Sample } from "./sample.js";
import { resolveShape, SHAPE_PARAMETERS, type SnippetShape } from "./shapes.js";

export type InferenceSnippetOptions = {
  /** Chat snippets stream the answer. */
  streaming?: boolean;
  /** Bill the requests to this organization (X-HF-Bill-To header, or the client's bill-to argument). */
  billTo?: string;
} & Record<string, unknown>;

/** max_tokens of chat snippets unless the options set it. */
export const DEFAULT_CHAT_MAX_TOKENS = 512;

const BINARY_SHAPES: ReadonlySet<SnippetShape> = new Set(["basicAudio", "basicImage"]);

/** Content-Type of the sample files binary tasks upload, by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  flac: "audio/flac",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  mp3: "audio/mpeg",
  png: "image/png",
  wav: "audio/wav",
};

/** The call's arguments for a shape, given the input (the sample's value, or its quoted source text). */
type PayloadBuilder = (input: unknown, chat: ChatInput | undefined) => Record<string, unknown>;

const inputsOnly: PayloadBuilder = (input) => ({ inputs: input });

const PAYLOADS: Readonly<Partial<Record<SnippetShape, PayloadBuilder>>> = {
  conversational: (_input, chat) => ({ messages: chat?.messages, ...chat?.config }),
  imageToImage: (input) => {
    const { image, prompt } = input as { image?: unknown; prompt?: unknown };
    return { inputs: image, parameters: { prompt } };
  },
  tabular: (input) => ({ inputs: { data: input } }),
  zeroShotClassification: (input) => ({ inputs: input, parameters: SHAPE_PARAMETERS.zeroShotClassification }),
  zeroShotImageClassification: (input) => ({
    inputs: input,
    parameters: SHAPE_PARAMETERS.zeroShotImageClassification,
  }),
};

/**
 * Snippets for `model` on `provider`, in the order python, js, sh. An empty list when the model's task has
 * no snippets or the provider does not serve it. `accessToken` is printed into the code; without one a
 * placeholder is printed instead. Throws InferenceInputError for malformed arguments, and (as the client
 * does) for a hub token given to a provider that only accepts its own keys.
 */
export function getInferenceSnippets(
  model: ModelDataMinimal,
  accessToken: string,
  provider: InferenceProvider,
  inferenceProviderMapping?: InferenceProviderModelMapping,
  opts?: Record<string, unknown>,
): InferenceSnippet[] {
  checkModel(model);
  const options = checkOptions(opts);
  const resolved = resolveShape(model);
  if (resolved === undefined) return [];
  let helper;
  try {
    helper = getProviderHelper(provider, resolved.task);
  } catch (error) {
    // An unknown provider, or one that does not serve the task: nothing to show, as in 3.8.1.
    if (error instanceof InferenceInputError) return [];
    throw error;
  }
  const token =
    checkToken(accessToken) || (helper.clientSideRoutingOnly ? providerKeyPlaceholder(provider) : HF_TOKEN_PLACEHOLDER);
  const sample = sampleInput(model);
  const chat = resolved.shape === "conversational" ? chatInput(sample, options) : undefined;
  const payload = PAYLOADS[resolved.shape] ?? inputsOnly;
  const ctx = createContext(
    {
      pipeline: resolved.pipeline,
      model,
      provider,
      providerModelId: providerModelId(model, inferenceProviderMapping),
      accessToken: token,
      billTo: options.billTo,
      streaming: options.streaming,
      sample,
      file: BINARY_SHAPES.has(resolved.shape) ? sampleFile(sample) : undefined,
      chat,
    },
    {
      helper,
      task: resolved.task,
      mapping: inferenceProviderMapping && {
        ...inferenceProviderMapping,
        hfModelId: inferenceProviderMapping.hfModelId ?? model.id,
      },
      payload: (input) => payload(input, chat),
    },
  );
  // Build the request once up front: an invalid combination (a hub token for a provider that only takes
  // its own keys) fails here, before any snippet is printed.
  ctx.request();

  const snippets: InferenceSnippet[] = [];
  for (const client of SNIPPET_CLIENTS) {
    const print = client.printers[resolved.shape];
    if (print === undefined) continue;
    if (client.providers !== undefined && !client.providers.includes(provider)) continue;
    if (client.rawHttp && helper.prepareInput !== undefined) continue;
    const content = print(ctx);
    if (content !== undefined) snippets.push({ language: client.language, client: client.client, content });
  }
  return snippets;
}

function fail(message: string): never {
  throw new InferenceInputError(`getInferenceSnippets: ${message}`);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? JSON.stringify(value) : typeof value;
}

function checkModel(model: unknown): asserts model is ModelDataMinimal {
  if (model === null || typeof model !== "object") fail(`model must be a model record, got ${describe(model)}`);
  const record = model as Record<string, unknown>;
  if (typeof record.id !== "string" || record.id === "")
    fail(`model.id must be a non-empty string, got ${describe(record.id)}`);
  if (
    record.tags !== undefined &&
    !(Array.isArray(record.tags) && record.tags.every((tag) => typeof tag === "string"))
  ) {
    fail(`model.tags must be a list of strings, got ${describe(record.tags)}`);
  }
}

function checkToken(accessToken: unknown): string {
  if (accessToken === undefined || accessToken === null) return "";
  if (typeof accessToken !== "string") fail(`accessToken must be a string, got ${describe(accessToken)}`);
  return accessToken;
}

interface CheckedOptions {
  streaming: boolean;
  billTo: string | undefined;
  messages: ChatCompletionInputMessage[] | undefined;
  temperature: number | undefined;
  max_tokens: number | undefined;
  top_p: number | undefined;
}

function checkOptions(opts: unknown): CheckedOptions {
  if (opts === undefined || opts === null) {
    return {
      streaming: false,
      billTo: undefined,
      messages: undefined,
      temperature: undefined,
      max_tokens: undefined,
      top_p: undefined,
    };
  }
  if (typeof opts !== "object" || Array.isArray(opts)) fail(`opts must be an object, got ${describe(opts)}`);
  const o = opts as Record<string, unknown>;
  if (o.streaming !== undefined && typeof o.streaming !== "boolean") {
    fail(`opts.streaming must be a boolean, got ${describe(o.streaming)}`);
  }
  if (o.billTo !== undefined && typeof o.billTo !== "string")
    fail(`opts.billTo must be a string, got ${describe(o.billTo)}`);
  if (
    o.messages !== undefined &&
    !(Array.isArray(o.messages) && o.messages.every((m) => m !== null && typeof m === "object" && !Array.isArray(m)))
  ) {
    fail(`opts.messages must be a list of chat messages (objects), got ${describe(o.messages)}`);
  }
  return {
    streaming: o.streaming === true,
    // An empty organization name bills nobody else, as in 3.8.1.
    billTo: o.billTo === "" ? undefined : (o.billTo as string | undefined),
    messages: o.messages as ChatCompletionInputMessage[] | undefined,
    temperature: generationSetting(o, "temperature"),
    max_tokens: generationSetting(o, "max_tokens"),
    top_p: generationSetting(o, "top_p"),
  };
}

function generationSetting(opts: Record<string, unknown>, name: string): number | undefined {
  const value = opts[name];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value))
    fail(`opts.${name} must be a finite number, got ${describe(value)}`);
  return value;
}

function chatInput(sample: Sample, options: CheckedOptions): ChatInput {
  const messages = options.messages ?? (sample.kind === "messages" ? sample.value : []);
  return {
    messages,
    config: {
      ...(options.temperature !== undefined && { temperature: options.temperature }),
      max_tokens: options.max_tokens ?? DEFAULT_CHAT_MAX_TOKENS,
      ...(options.top_p !== undefined && { top_p: options.top_p }),
    },
  };
}

function sampleFile(sample: Sample): SampleFile {
  const name = sampleText(sample);
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return {
    name,
    contentType: Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : "application/octet-stream",
  };
}

function providerModelId(model: ModelDataMinimal, mapping: InferenceProviderModelMapping | undefined): string {
  if (mapping === undefined || mapping === null) return model.id;
  if (typeof mapping !== "object") fail(`inferenceProviderMapping must be an object, got ${describe(mapping)}`);
  if (mapping.providerId === undefined) return model.id;
  if (typeof mapping.providerId !== "string" || mapping.providerId === "") {
    fail(`inferenceProviderMapping.providerId must be a non-empty string, got ${describe(mapping.providerId)}`);
  }
  return mapping.providerId;
}

/** Checks of getInferenceSnippets' arguments: anything malformed is an InferenceInputError naming it. */
import type { ChatCompletionInputMessage, ModelDataMinimal } from "@hubkit/tasks";
import { InferenceInputError } from "../lib/errors.js";
import type { InferenceProviderModelMapping } from "../types.js";

function fail(message: string): never {
  throw new InferenceInputError(`getInferenceSnippets: ${message}`);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? JSON.stringify(value) : typeof value;
}

export function checkModel(model: unknown): asserts model is ModelDataMinimal {
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

export function checkToken(accessToken: unknown): string {
  if (accessToken === undefined || accessToken === null) return "";
  if (typeof accessToken !== "string") fail(`accessToken must be a string, got ${describe(accessToken)}`);
  return accessToken;
}

export interface CheckedOptions {
  streaming: boolean;
  billTo: string | undefined;
  messages: ChatCompletionInputMessage[] | undefined;
  temperature: number | undefined;
  max_tokens: number | undefined;
  top_p: number | undefined;
}

export function checkOptions(opts: unknown): CheckedOptions {
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

/** The provider-side model id: the mapping's providerId, or the hub id without one. */
export function providerModelId(model: ModelDataMinimal, mapping: InferenceProviderModelMapping | undefined): string {
  if (mapping === undefined || mapping === null) return model.id;
  if (typeof mapping !== "object") fail(`inferenceProviderMapping must be an object, got ${describe(mapping)}`);
  if (mapping.providerId === undefined) return model.id;
  if (typeof mapping.providerId !== "string" || mapping.providerId === "") {
    fail(`inferenceProviderMapping.providerId must be a non-empty string, got ${describe(mapping.providerId)}`);
  }
  return mapping.providerId;
}

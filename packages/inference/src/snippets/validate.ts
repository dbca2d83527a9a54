/**
 * Checks of getInferenceSnippets' arguments: anything malformed is an InferenceInputError naming it. Fields that
 * are printed into the snippets are bounded first (SNIPPET_LIMITS), before any text is built: a model id is
 * printed hundreds of times across the clients, so an unbounded one turns a megabyte of record into hundreds of
 * megabytes of snippets.
 */
import type { ChatCompletionInputMessage, ModelDataMinimal } from "@hubkit/tasks";
import { InferenceInputError } from "../errors.js";
import { INFERENCE_PROVIDERS, type InferenceProvider, type InferenceProviderModelMapping } from "../spec/index.js";
import type { Sample } from "./sample.js";

function fail(message: string): never {
  throw new InferenceInputError(`getInferenceSnippets: ${message}`);
}

/**
 * Lengths, in UTF-16 code units (JavaScript string length), of the fields printed into snippets. A model id
 * follows the hub: huggingface_hub's `validate_repo_id` allows a repository name of at most 96 characters after
 * an optional namespace (https://github.com/huggingface/huggingface_hub/blob/main/src/huggingface_hub/utils/_validators.py,
 * read 2026-11-28); the rule leaves the namespace open, and we bound it at 96 too. The hub publishes no limit
 * for the other fields: theirs are generous bounds of ours, many times the longest value in the catalogue.
 */
export const SNIPPET_LIMITS = {
  /** `model.id` and the mapping's `hfModelId`: a namespace, "/" and a name, 96 characters each. */
  modelId: 96 + 1 + 96,
  /** The mapping's `providerId`, `adapter` and `adapterWeightsPath`, `mask_token`, `opts.billTo`. */
  name: 1024,
  /** The access token or provider key printed into the code (a hub token has 37 characters). */
  accessToken: 4096,
  /** `opts.endpointUrl`: a URL printed into the code (browsers take URLs of about this length). */
  endpointUrl: 2048,
  /**
   * `opts.messages`, and each of `opts.tools` and `opts.response_format`: characters of all its texts (and keys)
   * together, each value counting at least one.
   */
  messages: 65_536,
} as const;

/** Refuses a string field longer than `limit`, without quoting it (it may be megabytes long). */
function checkLength(value: string, field: string, limit: number): void {
  if (value.length > limit) {
    fail(`${field} is ${value.length} characters long; snippets take at most ${limit} characters.`);
  }
}

/**
 * Refuses chat messages whose texts together pass SNIPPET_LIMITS.messages. Every value is counted when it is
 * reached, so the walk stops within the limit whatever the messages hold (a huge list, deep nesting, cycles).
 */
function checkMessagesSize(messages: readonly unknown[], field = "opts.messages"): void {
  const limit = SNIPPET_LIMITS.messages;
  let size = 0;
  const pending: object[] = [];
  const count = (value: unknown, extra = 0): void => {
    size += extra + (typeof value === "string" ? Math.max(1, value.length) : 1);
    if (size > limit) fail(`${field} hold more than ${limit} characters of text; snippets take at most ${limit}.`);
    if (value !== null && typeof value === "object") pending.push(value);
  };
  for (const message of messages) count(message);
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (Array.isArray(value)) {
      for (const item of value) count(item);
    } else {
      for (const key in value) if (Object.hasOwn(value, key)) count(Reflect.get(value, key), key.length);
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value !== "string") return typeof value;
  // A widget's text can be long, a hostile field huge: the start names it well enough.
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

export function checkModel(model: unknown): asserts model is ModelDataMinimal {
  if (model === null || typeof model !== "object") fail(`model must be a model record, got ${describe(model)}`);
  const record = model as Record<string, unknown>;
  if (typeof record.id !== "string" || record.id === "")
    fail(`model.id must be a non-empty string, got ${describe(record.id)}`);
  checkLength(record.id, "model.id", SNIPPET_LIMITS.modelId);
  if (record.mask_token !== undefined && record.mask_token !== null) {
    if (typeof record.mask_token !== "string")
      fail(`model.mask_token must be a string, got ${describe(record.mask_token)}`);
    checkLength(record.mask_token, "model.mask_token", SNIPPET_LIMITS.name);
  }
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
  checkLength(accessToken, "accessToken", SNIPPET_LIMITS.accessToken);
  return accessToken;
}

export interface CheckedOptions {
  streaming: boolean;
  billTo: string | undefined;
  messages: ChatCompletionInputMessage[] | undefined;
  temperature: number | undefined;
  max_tokens: number | undefined;
  top_p: number | undefined;
  /** The `inputs` option (checked to be JSON data), or undefined when not given. */
  inputs: unknown;
  /** 4.x's options: the token to print (undefined: none given), a direct request, a dedicated endpoint. */
  accessToken: string | undefined;
  directRequest: boolean;
  endpointUrl: string | undefined;
  /** Chat: tool calling and structured output, sent as given (see chatFeatures.ts). */
  chatFeatures: ChatFeatures;
  /** The router's word on this model and provider (its `/v1/models` entry), if the caller has it. */
  providerCapabilities: ProviderCapabilities;
  /** Chat on the router's route: let the router pick the provider by this policy (`<id>:fastest`). */
  policy: RoutingPolicy | undefined;
}

/** The chat request's tool calling and structured output fields (OpenAI's chat completion names). */
export interface ChatFeatures {
  tools?: unknown[];
  tool_choice?: unknown;
  response_format?: Record<string, unknown>;
}

/** The fields of a provider's entry in the router's `GET /v1/models` that say what it supports. */
export interface ProviderCapabilities {
  supports_tools?: boolean;
  supports_structured_output?: boolean;
}

/** The router's provider-selection policies, written after the model id (`<id>:fastest`). */
export const ROUTING_POLICIES = ["fastest", "cheapest"] as const;
export type RoutingPolicy = (typeof ROUTING_POLICIES)[number];

export function checkOptions(opts: unknown): CheckedOptions {
  if (opts === undefined || opts === null) {
    return {
      streaming: false,
      billTo: undefined,
      messages: undefined,
      temperature: undefined,
      max_tokens: undefined,
      top_p: undefined,
      inputs: undefined,
      accessToken: undefined,
      directRequest: false,
      endpointUrl: undefined,
      chatFeatures: {},
      providerCapabilities: {},
      policy: undefined,
    };
  }
  if (typeof opts !== "object" || Array.isArray(opts)) fail(`opts must be an object, got ${describe(opts)}`);
  const o = opts as Record<string, unknown>;
  if (o.streaming !== undefined && typeof o.streaming !== "boolean") {
    fail(`opts.streaming must be a boolean, got ${describe(o.streaming)}`);
  }
  if (o.billTo !== undefined && typeof o.billTo !== "string")
    fail(`opts.billTo must be a string, got ${describe(o.billTo)}`);
  if (typeof o.billTo === "string") checkLength(o.billTo, "opts.billTo", SNIPPET_LIMITS.name);
  if (
    o.messages !== undefined &&
    !(Array.isArray(o.messages) && o.messages.every((m) => m !== null && typeof m === "object" && !Array.isArray(m)))
  ) {
    fail(`opts.messages must be a list of chat messages (objects), got ${describe(o.messages)}`);
  }
  if (Array.isArray(o.messages)) checkMessagesSize(o.messages);
  return {
    streaming: o.streaming === true,
    // An empty organization name bills nobody else, as in 3.8.1.
    billTo: o.billTo === "" ? undefined : (o.billTo as string | undefined),
    messages: o.messages as ChatCompletionInputMessage[] | undefined,
    temperature: generationSetting(o, "temperature"),
    max_tokens: generationSetting(o, "max_tokens"),
    top_p: generationSetting(o, "top_p"),
    inputs: o.inputs === undefined ? undefined : checkJsonData(o.inputs, "opts.inputs", new Set(), 0),
    accessToken: optionalToken(o.accessToken),
    directRequest: optionalFlag(o, "directRequest"),
    endpointUrl: optionalEndpointUrl(o.endpointUrl),
    chatFeatures: chatFeatures(o),
    providerCapabilities: providerCapabilities(o.providerCapabilities),
    policy: routingPolicy(o.policy),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * `opts.tools` (a list of tool objects), `opts.tool_choice` (a string or an object) and `opts.response_format`
 * (an object with a `type`): JSON data, bounded like the messages; printed as given in every chat client.
 */
function chatFeatures(o: Record<string, unknown>): ChatFeatures {
  const features: ChatFeatures = {};
  if (o.tools !== undefined) {
    if (!Array.isArray(o.tools) || o.tools.length === 0 || !o.tools.every(isPlainObject)) {
      fail(`opts.tools must be a non-empty list of tool objects, got ${describe(o.tools)}`);
    }
    checkMessagesSize(o.tools, "opts.tools");
    checkJsonData(o.tools, "opts.tools", new Set(), 0);
    features.tools = o.tools;
  }
  if (o.tool_choice !== undefined) {
    if (features.tools === undefined) fail("opts.tool_choice needs opts.tools");
    if (typeof o.tool_choice !== "string" && !isPlainObject(o.tool_choice)) {
      fail(`opts.tool_choice must be a string or an object, got ${describe(o.tool_choice)}`);
    }
    checkMessagesSize([o.tool_choice], "opts.tool_choice");
    features.tool_choice = checkJsonData(o.tool_choice, "opts.tool_choice", new Set(), 0);
  }
  if (o.response_format !== undefined) {
    if (!isPlainObject(o.response_format) || typeof o.response_format.type !== "string") {
      fail(`opts.response_format must be an object with a "type", got ${describe(o.response_format)}`);
    }
    checkMessagesSize([o.response_format], "opts.response_format");
    checkJsonData(o.response_format, "opts.response_format", new Set(), 0);
    features.response_format = o.response_format;
  }
  return features;
}

function providerCapabilities(value: unknown): ProviderCapabilities {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) fail(`opts.providerCapabilities must be an object, got ${describe(value)}`);
  const capabilities: ProviderCapabilities = {};
  for (const field of ["supports_tools", "supports_structured_output"] as const) {
    const flag = value[field];
    if (flag === undefined) continue;
    if (typeof flag !== "boolean") fail(`opts.providerCapabilities.${field} must be a boolean, got ${describe(flag)}`);
    capabilities[field] = flag;
  }
  return capabilities;
}

function routingPolicy(value: unknown): RoutingPolicy | undefined {
  if (value === undefined || value === null) return undefined;
  const policy = ROUTING_POLICIES.find((name) => name === value);
  if (policy === undefined) fail(`opts.policy must be "fastest" or "cheapest", got ${describe(value)}`);
  return policy;
}

/** `opts.accessToken`: a string when given ("" prints the environment's token, as no token does). */
function optionalToken(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") fail(`opts.accessToken must be a string, got ${describe(value)}`);
  checkLength(value, "opts.accessToken", SNIPPET_LIMITS.accessToken);
  return value === "" ? undefined : value;
}

function optionalFlag(opts: Record<string, unknown>, name: string): boolean {
  const value = opts[name];
  if (value !== undefined && typeof value !== "boolean") fail(`opts.${name} must be a boolean, got ${describe(value)}`);
  return value === true;
}

/** `opts.endpointUrl`: an http(s) URL, bounded; printed into the code as the request's URL. */
function optionalEndpointUrl(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") fail(`opts.endpointUrl must be a string, got ${describe(value)}`);
  checkLength(value, "opts.endpointUrl", SNIPPET_LIMITS.endpointUrl);
  let protocol = "";
  try {
    protocol = new URL(value).protocol;
  } catch {
    fail(`opts.endpointUrl must be an absolute URL, got ${describe(value)}`);
  }
  if (protocol !== "https:" && protocol !== "http:") {
    fail(`opts.endpointUrl must be an http or https URL, got ${describe(value)}`);
  }
  return value;
}

/** Deepest nesting of the `inputs` option: a table in an object is three levels; more is no widget's input. */
const MAX_INPUT_DEPTH = 32;

/** `value` when it is JSON data (strings, finite numbers, booleans, null, arrays, plain objects, no cycles). */
function checkJsonData(value: unknown, path: string, ancestors: Set<object>, depth: number): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) fail(`${path} must be a finite number, got ${value}`);
    return value;
  }
  if (typeof value !== "object") fail(`${path} must be JSON data, got ${typeof value}`);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) {
    fail(`${path} must be JSON data (a plain object), got a ${value.constructor?.name ?? "non-plain"} object`);
  }
  if (ancestors.has(value)) fail(`${path} refers to itself`);
  if (depth >= MAX_INPUT_DEPTH) fail(`${path} is nested more than ${MAX_INPUT_DEPTH} levels deep`);
  ancestors.add(value);
  const entries = Array.isArray(value) ? value.map((item, i) => [`[${i}]`, item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = Array.isArray(value) ? `${path}${key}` : `${path}[${JSON.stringify(key)}]`;
    checkJsonData(item, itemPath, ancestors, depth + 1);
  }
  ancestors.delete(value);
  return value;
}

/** How the `inputs` option of a shape looks: see `sampleFromInputs`. */
export type InputsForm = "text" | "file" | "fields" | "table" | "messages";

type ValueKind = "a string" | "an array" | "an object" | "other";

function kindOf(value: unknown): ValueKind {
  if (typeof value === "string") return "a string";
  if (Array.isArray(value)) return "an array";
  return value !== null && typeof value === "object" ? "an object" : "other";
}

/**
 * The `inputs` option as the sample a snippet prints, in place of the task's sample input. It must have that
 * sample's form: text where the sample is text, a file name for the binary shapes, the same fields where the
 * sample is an object (question answering: question and context), any table of columns for the tabular shapes.
 * Chat snippets take `messages` instead.
 */
export function sampleFromInputs(inputs: unknown, fallback: Sample, form: InputsForm): Sample {
  if (form === "messages") fail("opts.inputs: chat snippets send opts.messages, not inputs");
  if (form === "text" || form === "file") {
    if (typeof inputs !== "string") {
      fail(`opts.inputs must be ${form === "file" ? "a file name" : "a string"} here, got ${describe(inputs)}`);
    }
    if (form === "file" && inputs.trim() === "") fail("opts.inputs must be a file name, got an empty string");
    return { kind: "text", value: inputs };
  }
  if (kindOf(inputs) !== "an object") fail(`opts.inputs must be an object here, got ${describe(inputs)}`);
  const value = inputs as Record<string, unknown>;
  if (form === "table") {
    for (const [column, cells] of Object.entries(value)) {
      if (!Array.isArray(cells)) {
        fail(`opts.inputs[${JSON.stringify(column)}] must be a list of cells, got ${describe(cells)}`);
      }
    }
    return { kind: "object", value };
  }
  const expected = fallback.kind === "object" ? fallback.value : {};
  const fields = Object.keys(expected).join(", ");
  for (const [field, sample] of Object.entries(expected)) {
    if (!Object.hasOwn(value, field)) fail(`opts.inputs needs the field "${field}" (fields: ${fields})`);
    if (kindOf(value[field]) !== kindOf(sample)) {
      fail(`opts.inputs.${field} must be ${kindOf(sample)}, got ${describe(value[field])}`);
    }
  }
  for (const field of Object.keys(value)) {
    if (!Object.hasOwn(expected, field)) {
      fail(`opts.inputs has a field ${JSON.stringify(field)} this task does not take (fields: ${fields})`);
    }
  }
  return { kind: "object", value };
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

/** The printed fields of a provider mapping, bounded (SNIPPET_LIMITS); its shape is checked where it is used. */
export function checkMappingSizes(mapping: unknown): void {
  if (mapping === null || typeof mapping !== "object") return;
  const fields: [string, number][] = [
    ["hfModelId", SNIPPET_LIMITS.modelId],
    ["providerId", SNIPPET_LIMITS.name],
    ["adapter", SNIPPET_LIMITS.name],
    ["adapterWeightsPath", SNIPPET_LIMITS.name],
  ];
  for (const [field, limit] of fields) {
    const value: unknown = Reflect.get(mapping, field);
    if (typeof value === "string") checkLength(value, `inferenceProviderMapping.${field}`, limit);
  }
}

/** The mapping argument: an object (its fields are checked where they are used) or nothing. */
export function checkMapping(mapping: unknown): InferenceProviderModelMapping | undefined {
  if (mapping === undefined || mapping === null) return undefined;
  if (!isMappingObject(mapping)) fail(`inferenceProviderMapping must be an object, got ${describe(mapping)}`);
  return mapping;
}

function isMappingObject(value: unknown): value is InferenceProviderModelMapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The provider's name when the client knows it; undefined otherwise (no snippets, as in 3.8.1). */
export function knownProvider(name: unknown): InferenceProvider | undefined {
  if (typeof name !== "string") fail(`provider must be a provider's name, got ${describe(name)}`);
  return INFERENCE_PROVIDERS.find((provider) => provider === name);
}

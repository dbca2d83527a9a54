/**
 * Everything a client printer needs for one snippet, with the request built by the inference client's own
 * request builder (makeRequestOptionsFromResolvedModel): the URL, headers and body a snippet prints are the
 * ones the client would send. Printers never rebuild routes, auth headers or provider payloads.
 */
import type { ChatCompletionInputMessage, ModelDataMinimal } from "@hubkit/tasks";
import { HF_HEADER_X_BILL_TO } from "../config.js";
import { makeRequestOptionsFromResolvedModel, type RequestBuildArgs } from "../lib/makeRequestOptions.js";
import type {
  InferenceProvider,
  InferenceProviderModelMapping,
  InferenceTask,
  TaskProviderHelper,
} from "../spec/index.js";
import type { Sample } from "./sample.js";
import type { SnippetPipeline } from "./shapes.js";
import type { SnippetToken } from "./token.js";
import type { ChatFeatures, RoutingPolicy } from "./validate.js";

/** The request as a snippet shows it. */
export interface SnippetRequest {
  url: string;
  /**
   * Header name and value, in the order the request builder sets them, without User-Agent (each tool
   * sends its own). A binary body gets the Content-Type of its file, as fetch would take it from a Blob.
   */
  headers: [string, string][];
  /** The JSON body, parsed back from what the builder serialized; undefined for a binary body. */
  body: Record<string, unknown> | undefined;
  /**
   * Set when the file goes up as a multipart form (deepinfra's transcription) rather than as the body's
   * bytes: the form's parts in the order the builder appended them.
   */
  form: FormPart[] | undefined;
}

/** One part of a multipart body: a plain field, or the file (under the name and type the client gives it). */
export type FormPart =
  | { name: string; kind: "field"; value: string }
  | { name: string; kind: "file"; fileName: string; contentType: string };

/** The sample file a binary request sends. */
export interface SampleFile {
  name: string;
  contentType: string;
}

/** Chat settings: the messages, then generation settings in the order chat snippets print them. */
export interface ChatInput {
  messages: ChatCompletionInputMessage[];
  config: { temperature?: number; max_tokens: number; top_p?: number };
  /** Tool calling and structured output, printed after the settings in every chat client. */
  features: ChatFeatures;
}

export interface SnippetContext {
  pipeline: SnippetPipeline;
  model: ModelDataMinimal;
  provider: InferenceProvider;
  /** The provider-side model id (the mapping's providerId, or the hub id without a mapping). */
  providerModelId: string;
  /** The token the request is built with: the caller's, or a placeholder that routes as the variable's would. */
  accessToken: string;
  /** How the snippet prints the token: the caller's as a literal, or code reading an environment variable. */
  token: SnippetToken;
  /** A dedicated endpoint the request goes to (the `endpointUrl` option), if any. */
  endpointUrl: string | undefined;
  /** The `directRequest` option: the openai clients call the provider's own URL, not the router's `/v1`. */
  directRequest: boolean;
  /** Chat: the router picks the provider by this policy (`<id>:fastest`); only the openai clients show it. */
  policy: RoutingPolicy | undefined;
  billTo: string | undefined;
  streaming: boolean;
  sample: Sample;
  /** Set for the binary shapes: the request's body is this file. */
  file: SampleFile | undefined;
  /** Set for the chat shape. */
  chat: ChatInput | undefined;
  /** The request, with the sample's value as the input. */
  request(): SnippetRequest;
}

export type ContextFields = Omit<SnippetContext, "request">;

/** What the request builder needs besides the printed fields. */
export interface RequestInput {
  helper: TaskProviderHelper;
  task: InferenceTask;
  mapping: InferenceProviderModelMapping | undefined;
  /** The call's arguments, given the sample's value. */
  payload: (input: unknown) => Record<string, unknown>;
}

/**
 * Binary requests only need to be recognised as binary, so the file is an empty Blob; it carries the
 * sample's type, from which a multipart body names its file part (deepinfra: `audio.flac`).
 */
const emptyFile = (file: SampleFile) => new Blob([], { type: file.contentType });

export function createContext(fields: ContextFields, input: RequestInput): SnippetContext {
  const build = (sampleInput: unknown): SnippetRequest => {
    const args = {
      accessToken: fields.accessToken,
      provider: fields.provider,
      model: fields.model.id,
      ...(fields.endpointUrl !== undefined && { endpointUrl: fields.endpointUrl }),
      ...(fields.file ? { data: emptyFile(fields.file) } : input.payload(sampleInput)),
    } as RequestBuildArgs;
    const { url, info } = makeRequestOptionsFromResolvedModel(
      fields.providerModelId,
      input.helper,
      args,
      input.mapping,
      {
        task: input.task,
        billTo: fields.billTo,
      },
    );
    const form = info.body instanceof FormData ? formParts(info.body) : undefined;
    return {
      url,
      // Each tool sets a form's Content-Type (with its boundary) itself.
      headers: displayHeaders(info.headers as Record<string, string>, form ? undefined : fields.file),
      body: typeof info.body === "string" ? (JSON.parse(info.body) as Record<string, unknown>) : undefined,
      form,
    };
  };
  let built: SnippetRequest | undefined;
  return { ...fields, request: () => (built ??= build(fields.sample.value)) };
}

function formParts(form: FormData): FormPart[] {
  const parts: FormPart[] = [];
  form.forEach((value, name) => {
    parts.push(
      typeof value === "string"
        ? { name, kind: "field", value }
        : { name, kind: "file", fileName: value.name, contentType: value.type },
    );
  });
  return parts;
}

function displayHeaders(headers: Record<string, string>, file: SampleFile | undefined): [string, string][] {
  const fileType = file && !Object.hasOwn(headers, "Content-Type") ? file.contentType : undefined;
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (name === "User-Agent") continue;
    // The builder adds bill-to after the provider's own headers; the file's type belongs with those.
    if (name === HF_HEADER_X_BILL_TO && fileType !== undefined) entries.push(["Content-Type", fileType]);
    entries.push([name, value]);
  }
  if (fileType !== undefined && !Object.hasOwn(headers, HF_HEADER_X_BILL_TO)) entries.push(["Content-Type", fileType]);
  return entries;
}

/** The value of a header of the request, if set. */
export function headerValue(request: SnippetRequest, name: string): string | undefined {
  return request.headers.find(([key]) => key === name)?.[1];
}

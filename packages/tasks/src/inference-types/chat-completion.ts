/**
 * Chat completion in the OpenAI-compatible shape that every chat provider speaks: a list of messages in,
 * one completion (or a stream of chunks) out.
 */
export interface ChatCompletionInput {
  frequency_penalty?: number;
  /** Per-token bias added to the logits before sampling. */
  logit_bias?: number[];
  /** Return the log probability of every output token. */
  logprobs?: boolean;
  /** Upper bound on the number of generated tokens. */
  max_tokens?: number;
  messages: ChatCompletionInputMessage[];
  /** Model name as the provider knows it (filled in by the client). */
  model?: string;
  /** Number of completions to generate. */
  n?: number;
  presence_penalty?: number;
  /** Constrain the output to a JSON schema or a regular expression. */
  response_format?: ChatCompletionInputGrammarType;
  seed?: number;
  /** Generation stops before any of these sequences. */
  stop?: string[];
  stream?: boolean;
  stream_options?: ChatCompletionInputStreamOptions;
  temperature?: number;
  tool_choice?: ChatCompletionInputToolChoice;
  /** Text placed before the tool definitions. */
  tool_prompt?: string;
  tools?: ChatCompletionInputTool[];
  /** How many alternatives to report per position when logprobs is on. */
  top_logprobs?: number;
  top_p?: number;
  [property: string]: unknown;
}

/** One message of a chat conversation. */
export interface ChatCompletionInputMessage {
  content?: ChatCompletionInputMessageContent;
  name?: string;
  role: string;
  tool_calls?: ChatCompletionInputToolCall[];
  [property: string]: unknown;
}

/** Plain text, or a list of text and image parts for vision-language models. */
export type ChatCompletionInputMessageContent = ChatCompletionInputMessageChunk[] | string;

export interface ChatCompletionInputMessageChunk {
  image_url?: ChatCompletionInputURL;
  text?: string;
  type: ChatCompletionInputMessageChunkType;
  [property: string]: unknown;
}

export interface ChatCompletionInputURL {
  url: string;
  [property: string]: unknown;
}

export type ChatCompletionInputMessageChunkType = "text" | "image_url";

export interface ChatCompletionInputToolCall {
  function: ChatCompletionInputFunctionDefinition;
  id: string;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputFunctionDefinition {
  description?: string;
  name: string;
  parameters: unknown;
  [property: string]: unknown;
}

export interface ChatCompletionInputGrammarType {
  type: ChatCompletionInputGrammarTypeType;
  /** A JSON schema or a regular expression, depending on `type`. */
  value: unknown;
  [property: string]: unknown;
}

export type ChatCompletionInputGrammarTypeType = "json" | "regex";

export interface ChatCompletionInputStreamOptions {
  /** Send one extra chunk with the token usage before the stream ends. */
  include_usage?: boolean;
  [property: string]: unknown;
}

export type ChatCompletionInputToolChoice = ChatCompletionInputToolChoiceEnum | ChatCompletionInputToolChoiceObject;

export type ChatCompletionInputToolChoiceEnum = "auto" | "none" | "required";

export interface ChatCompletionInputToolChoiceObject {
  function: ChatCompletionInputFunctionName;
  [property: string]: unknown;
}

export interface ChatCompletionInputFunctionName {
  name: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputTool {
  function: ChatCompletionInputFunctionDefinition;
  type: string;
  [property: string]: unknown;
}

/** A finished (non-streamed) chat completion. */
export interface ChatCompletionOutput {
  choices: ChatCompletionOutputComplete[];
  /** Unix time in seconds. */
  created: number;
  id: string;
  model: string;
  system_fingerprint: string;
  usage: ChatCompletionOutputUsage;
  [property: string]: unknown;
}

export interface ChatCompletionOutputComplete {
  finish_reason: string;
  index: number;
  logprobs?: ChatCompletionOutputLogprobs;
  message: ChatCompletionOutputMessage;
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprobs {
  content: ChatCompletionOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputMessage {
  content?: string;
  role: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionOutputToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputToolCall {
  function: ChatCompletionOutputFunctionDefinition;
  id: string;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputFunctionDefinition {
  arguments: string;
  description?: string;
  name: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

/** One chunk of a streamed chat completion. */
export interface ChatCompletionStreamOutput {
  choices: ChatCompletionStreamOutputChoice[];
  created: number;
  id: string;
  model: string;
  system_fingerprint: string;
  /** Present on the last chunk when stream_options.include_usage was set. */
  usage?: ChatCompletionStreamOutputUsage;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputChoice {
  delta: ChatCompletionStreamOutputDelta;
  finish_reason?: string;
  index: number;
  logprobs?: ChatCompletionStreamOutputLogprobs;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDelta {
  content?: string;
  role: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionStreamOutputDeltaToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDeltaToolCall {
  function: ChatCompletionStreamOutputFunction;
  id: string;
  index: number;
  type: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputFunction {
  arguments: string;
  name?: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprobs {
  content: ChatCompletionStreamOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionStreamOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

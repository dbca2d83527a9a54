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

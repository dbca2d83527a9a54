/** Every snippet client, in the order snippets are returned: python, js, sh, and within each language as listed. */
import { jsFetch } from "./jsFetch.js";
import { jsHuggingface } from "./jsHuggingface.js";
import { jsOpenai } from "./jsOpenai.js";
import { pythonFalClient } from "./pythonFalClient.js";
import { pythonHuggingfaceHub } from "./pythonHuggingfaceHub.js";
import { pythonOpenai } from "./pythonOpenai.js";
import { pythonRequests } from "./pythonRequests.js";
import { shCurl } from "./shCurl.js";
import type { SnippetClient } from "./types.js";

// The openai clients come first in each language, as in huggingface.js 4.x: chat code people copy most.
export const SNIPPET_CLIENTS: readonly SnippetClient[] = [
  pythonOpenai,
  pythonHuggingfaceHub,
  pythonFalClient,
  pythonRequests,
  jsOpenai,
  jsFetch,
  jsHuggingface,
  shCurl,
];

export type { Printer, SnippetClient } from "./types.js";

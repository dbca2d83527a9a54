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

export const SNIPPET_CLIENTS: readonly SnippetClient[] = [
  pythonHuggingfaceHub,
  pythonFalClient,
  pythonRequests,
  pythonOpenai,
  jsFetch,
  jsHuggingface,
  jsOpenai,
  shCurl,
];

export type { Printer, SnippetClient } from "./types.js";

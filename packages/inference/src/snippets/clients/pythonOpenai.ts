/** Python, the openai library pointed at the provider (or the router): the chat request's URL, key and model. */
import { stringifyGenerationConfig } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { pythonSecret } from "../token.js";
import { pythonFeatureArguments } from "./chatFeatures.js";
import type { SnippetClient } from "./types.js";
import { openAiBaseUrl, openAiDefaultHeaders, openAiModel } from "./openaiShared.js";

function conversational(ctx: SnippetContext): string | undefined {
  if (ctx.chat === undefined) return undefined;
  const extra = openAiDefaultHeaders(ctx);
  const defaultHeaders =
    extra.length === 0
      ? ""
      : `    default_headers={\n${extra.map(([name, value]) => `        ${pythonText(name)}: ${pythonSecret(value, ctx.token)}`).join(",\n")}\n    }\n`;
  const messages = literal(ctx.chat.messages, "python", { indent: "    ", baseIndent: "    " });
  const config = stringifyGenerationConfig(ctx.chat.config, { indent: "\n    ", attributeValueConnector: "=" });
  const call =
    `client.chat.completions.create(\n    model=${pythonText(openAiModel(ctx))},\n    messages=${messages},\n    ${config}\n` +
    pythonFeatureArguments(ctx) +
    (ctx.streaming ? "    stream=True,\n" : "") +
    ")";
  const setup =
    "from openai import OpenAI\n\n" +
    "client = OpenAI(\n" +
    `    base_url=${pythonText(openAiBaseUrl(ctx))},\n` +
    `    api_key=${pythonSecret(ctx.accessToken, ctx.token)},\n` +
    defaultHeaders +
    ")\n\n";
  return ctx.streaming
    ? `${setup}stream = ${call}\n\nfor chunk in stream:\n    if chunk.choices and chunk.choices[0].delta.content:\n        print(chunk.choices[0].delta.content, end="")`
    : `${setup}completion = ${call}\n\nprint(completion.choices[0].message)`;
}

export const pythonOpenai: SnippetClient = {
  language: "python",
  client: "openai",
  rawHttp: false,
  printers: { conversational },
};

/** JavaScript, the openai library pointed at the provider (or the router): the chat request's URL, key and model. */
import { jsString, stringifyGenerationConfig } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import { literal } from "../literal.js";
import { openAiBaseUrl, openAiDefaultHeaders, openAiModel } from "./openaiShared.js";
import { jsSecret } from "../token.js";
import { jsFeatureProperties } from "./chatFeatures.js";
import type { SnippetClient } from "./types.js";

function conversational(ctx: SnippetContext): string | undefined {
  if (ctx.chat === undefined) return undefined;
  const extra = openAiDefaultHeaders(ctx);
  const defaultHeaders =
    extra.length === 0
      ? ""
      : `\tdefaultHeaders: {\n${extra.map(([name, value]) => `\t\t${jsString(name)}: ${jsSecret(value, ctx.token)}`).join(",\n")} \n\t}\n`;
  const messages = literal(ctx.chat.messages, "js", { indent: "    ", baseIndent: "    ", trailingComma: "all" });
  const config = stringifyGenerationConfig(ctx.chat.config, { indent: "\n    ", attributeValueConnector: ": " });
  const setup =
    'import { OpenAI } from "openai";\n\n' +
    "const client = new OpenAI({\n" +
    `\tbaseURL: ${jsString(openAiBaseUrl(ctx))},\n` +
    `\tapiKey: ${jsSecret(ctx.accessToken, ctx.token)},\n` +
    defaultHeaders +
    "});\n\n";
  const model = jsString(openAiModel(ctx));
  const features = jsFeatureProperties(ctx);
  return ctx.streaming
    ? `${setup}const stream = await client.chat.completions.create({\n    model: ${model},\n    messages: ${messages},\n    ${config}\n${features}    stream: true,\n});\n\n` +
        "for await (const chunk of stream) {\n" +
        '    process.stdout.write(chunk.choices[0]?.delta?.content || "");\n' +
        "}"
    : `${setup}const chatCompletion = await client.chat.completions.create({\n\tmodel: ${model},\n    messages: ${messages},\n    ${config}\n${features}});\n\n` +
        "console.log(chatCompletion.choices[0].message);";
}

export const jsOpenai: SnippetClient = {
  language: "js",
  client: "openai",
  rawHttp: false,
  printers: { conversational },
};

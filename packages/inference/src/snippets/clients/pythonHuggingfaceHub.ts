/** Python, huggingface_hub's InferenceClient: the hub id and the provider name; the library builds the request. */
import { stringifyGenerationConfig } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { HUGGINGFACE_HUB_METHODS, methodFor } from "../methodNames.js";
import { sampleField, sampleText } from "../sample.js";
import type { SnippetClient } from "./types.js";

function clientSetup(ctx: SnippetContext): string {
  const billTo = ctx.billTo === undefined ? "" : `    bill_to=${pythonText(ctx.billTo)},\n`;
  return (
    "from huggingface_hub import InferenceClient\n\n" +
    "client = InferenceClient(\n" +
    `    provider=${pythonText(ctx.provider)},\n` +
    `    api_key=${pythonText(ctx.accessToken)},\n` +
    billTo +
    ")\n\n"
  );
}

function method(ctx: SnippetContext): string | undefined {
  return methodFor(HUGGINGFACE_HUB_METHODS, ctx.pipeline);
}

const model = (ctx: SnippetContext) => pythonText(ctx.model.id);

function basic(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  const inputs = literal(ctx.sample.value, "python", { indent: "    ", baseIndent: "    " });
  return `${clientSetup(ctx)}result = client.${name}(\n    inputs=${inputs},\n    model=${model(ctx)},\n)`;
}

function binary(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined || ctx.file === undefined) return undefined;
  return `${clientSetup(ctx)}output = client.${name}(${pythonText(ctx.file.name)}, model=${model(ctx)})`;
}

function conversational(ctx: SnippetContext): string | undefined {
  if (ctx.chat === undefined) return undefined;
  const messages = literal(ctx.chat.messages, "python", { indent: "    ", baseIndent: "    " });
  const config = stringifyGenerationConfig(ctx.chat.config, { indent: "\n    ", attributeValueConnector: "=" });
  const call =
    `client.chat.completions.create(\n    model=${model(ctx)},\n    messages=${messages},\n    ${config}\n` +
    (ctx.streaming ? "    stream=True,\n" : "") +
    ")";
  return ctx.streaming
    ? `${clientSetup(ctx)}stream = ${call}\n\nfor chunk in stream:\n    print(chunk.choices[0].delta.content, end="")`
    : `${clientSetup(ctx)}completion = ${call}\n\nprint(completion.choices[0].message)`;
}

function textToImage(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  return (
    `${clientSetup(ctx)}# output is a PIL.Image object\n` +
    `image = client.${name}(\n    ${pythonText(sampleText(ctx.sample))},\n    model=${model(ctx)},\n)`
  );
}

function textToVideo(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  return `${clientSetup(ctx)}video = client.${name}(\n    ${pythonText(sampleText(ctx.sample))},\n    model=${model(ctx)},\n)`;
}

function imageToImage(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  return (
    `${clientSetup(ctx)}# output is a PIL.Image object\n` +
    `image = client.${name}(\n` +
    `    ${pythonText(sampleField(ctx.sample, "image"))},\n` +
    `    prompt=${pythonText(sampleField(ctx.sample, "prompt"))},\n` +
    `    model=${model(ctx)},\n)`
  );
}

function documentQuestionAnswering(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  return (
    `${clientSetup(ctx)}output = client.${name}(\n` +
    `    ${pythonText(sampleField(ctx.sample, "image"))},\n` +
    `    question=${pythonText(sampleField(ctx.sample, "question"))},\n` +
    `    model=${model(ctx)},\n)`
  );
}

export const pythonHuggingfaceHub: SnippetClient = {
  language: "python",
  client: "huggingface_hub",
  rawHttp: false,
  printers: {
    basic,
    basicAudio: binary,
    basicImage: binary,
    conversational,
    textToImage,
    textToVideo,
    imageToImage,
    documentQuestionAnswering,
  },
};

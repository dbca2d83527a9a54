/** Python, huggingface_hub's InferenceClient: the hub id and the provider name; the library builds the request. */
import { stringifyGenerationConfig } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { HUGGINGFACE_HUB_PROVIDERS, huggingfaceHubMethod, huggingfaceHubServes } from "../methodNames.js";
import { sampleField, sampleText } from "../sample.js";
import type { SnippetPipeline } from "../shapes.js";
import { pythonSecret } from "../token.js";
import { pythonFeatureArguments } from "./chatFeatures.js";
import type { SnippetClient } from "./types.js";

/** The client, `provider=` the provider: a snippet is printed only for a provider huggingface_hub knows. */
function clientSetup(ctx: SnippetContext): string {
  const billTo = ctx.billTo === undefined ? "" : `    bill_to=${pythonText(ctx.billTo)},\n`;
  return (
    "from huggingface_hub import InferenceClient\n\n" +
    "client = InferenceClient(\n" +
    `    provider=${pythonText(ctx.provider)},\n` +
    `    api_key=${pythonSecret(ctx.accessToken, ctx.token)},\n` +
    billTo +
    ")\n\n"
  );
}

const knowsProvider = (ctx: SnippetContext) => HUGGINGFACE_HUB_PROVIDERS.includes(ctx.provider);

function method(ctx: SnippetContext): string | undefined {
  if (!knowsProvider(ctx) || !huggingfaceHubServes(ctx.provider, ctx.pipeline)) return undefined;
  return huggingfaceHubMethod(ctx.pipeline);
}

const model = (ctx: SnippetContext) => pythonText(ctx.model.id);

/**
 * How the task methods take an object sample: its fields as keyword arguments, under the method's own
 * parameter names (huggingface_hub 1.28). Text samples are the methods' first positional argument
 * (`text`, `prompt`): no task method has an `inputs` parameter.
 */
const SAMPLE_ARGUMENTS: Readonly<Partial<Record<SnippetPipeline, Readonly<Record<string, string>>>>> = {
  "question-answering": { question: "question", context: "context" },
  "sentence-similarity": { source_sentence: "sentence", sentences: "other_sentences" },
  "table-question-answering": { table: "table", query: "query" },
};

function basic(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  const value = (v: unknown) => literal(v, "python", { indent: "    ", baseIndent: "    " });
  const fields = Object.hasOwn(SAMPLE_ARGUMENTS, ctx.pipeline) ? SAMPLE_ARGUMENTS[ctx.pipeline] : undefined;
  let args: string;
  if (ctx.sample.kind === "text") {
    args = `    ${value(ctx.sample.value)},\n`;
  } else if (ctx.sample.kind === "object" && fields !== undefined) {
    const sample = ctx.sample.value;
    args = Object.entries(fields)
      .map(([field, parameter]) => `    ${parameter}=${value(sample[field])},\n`)
      .join("");
  } else {
    return undefined;
  }
  return `${clientSetup(ctx)}result = client.${name}(\n${args}    model=${model(ctx)},\n)`;
}

function binary(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined || ctx.file === undefined) return undefined;
  return `${clientSetup(ctx)}output = client.${name}(${pythonText(ctx.file.name)}, model=${model(ctx)})`;
}

function conversational(ctx: SnippetContext): string | undefined {
  if (ctx.chat === undefined || !knowsProvider(ctx)) return undefined;
  const messages = literal(ctx.chat.messages, "python", { indent: "    ", baseIndent: "    " });
  const config = stringifyGenerationConfig(ctx.chat.config, { indent: "\n    ", attributeValueConnector: "=" });
  const call =
    `client.chat.completions.create(\n    model=${model(ctx)},\n    messages=${messages},\n    ${config}\n` +
    pythonFeatureArguments(ctx) +
    (ctx.streaming ? "    stream=True,\n" : "") +
    ")";
  return ctx.streaming
    ? `${clientSetup(ctx)}stream = ${call}\n\nfor chunk in stream:\n    if chunk.choices and chunk.choices[0].delta.content:\n        print(chunk.choices[0].delta.content, end="")`
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

/**
 * image-to-video: the image's file name (the method opens it) and the prompt; the answer is the video's bytes.
 * huggingface_hub has no method for the image-text tasks, so they get no snippet here.
 */
function imageWithPrompt(ctx: SnippetContext): string | undefined {
  const name = method(ctx);
  if (name === undefined) return undefined;
  return (
    `${clientSetup(ctx)}# output is the video's bytes
` +
    `video = client.${name}(\n` +
    `    ${pythonText(sampleField(ctx.sample, "image"))},\n` +
    `    prompt=${pythonText(sampleField(ctx.sample, "prompt"))},\n` +
    `    model=${model(ctx)},\n)\n\n` +
    'with open("video.mp4", "wb") as f:\n    f.write(video)'
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
    imageWithPrompt,
    documentQuestionAnswering,
  },
};

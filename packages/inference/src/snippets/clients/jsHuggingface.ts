/**
 * JavaScript, the InferenceClient of huggingface.js: the hub id and the provider name; the library builds
 * the request. The import names the counterpart package, as 3.8.1's snippets do (Hubkit's client has the
 * same API, so the code runs with either).
 */
import { jsString, stringifyGenerationConfig } from "@hubkit/tasks";
import type { SnippetContext } from "../context.js";
import { literal } from "../literal.js";
import { fileAnswer } from "./fileAnswers.js";
import { huggingfaceJsMethod } from "../methodNames.js";
import { SHAPE_PARAMETERS } from "../shapes.js";
import { sampleField, sampleText } from "../sample.js";
import { jsSecret } from "../token.js";
import { jsFeatureProperties } from "./chatFeatures.js";
import type { SnippetClient } from "./types.js";

function clientSetup(ctx: SnippetContext, imports = ""): string {
  return (
    `import { InferenceClient } from "@huggingface/inference";\n${imports}\n` +
    `const client = new InferenceClient(${jsSecret(ctx.accessToken, ctx.token)});\n\n`
  );
}

/** The call's second argument (options) when billing another account. */
function billToOption(ctx: SnippetContext, indent: string): string {
  return ctx.billTo === undefined ? "" : `, {\n${indent}billTo: ${jsString(ctx.billTo)},\n}`;
}

function basic(ctx: SnippetContext): string | undefined {
  const method = huggingfaceJsMethod(ctx.pipeline);
  if (method === undefined) return undefined;
  const inputs = literal(ctx.sample.value, "js", { indent: "\t", baseIndent: "\t", trailingComma: "all" });
  return (
    `${clientSetup(ctx)}const output = await client.${method}({\n` +
    `\tmodel: ${jsString(ctx.model.id)},\n` +
    `\tinputs: ${inputs},\n` +
    `\tprovider: ${jsString(ctx.provider)},\n` +
    `}${billToOption(ctx, "\t")});\n\nconsole.log(output);`
  );
}

function binary(ctx: SnippetContext): string | undefined {
  const method = huggingfaceJsMethod(ctx.pipeline);
  if (method === undefined || ctx.file === undefined) return undefined;
  return (
    // A Blob with the file's type: the client sends that type (and fal-ai refuses input without one).
    `${clientSetup(ctx, 'import fs from "node:fs";\n')}` +
    `const data = new Blob([fs.readFileSync(${jsString(ctx.file.name)})], { type: ${jsString(ctx.file.contentType)} });\n\n` +
    `const output = await client.${method}({\n` +
    "\tdata,\n" +
    `\tmodel: ${jsString(ctx.model.id)},\n` +
    `\tprovider: ${jsString(ctx.provider)},\n` +
    `}${billToOption(ctx, "\t")});\n\nconsole.log(output);`
  );
}

function conversational(ctx: SnippetContext): string | undefined {
  if (ctx.chat === undefined) return undefined;
  const messages = literal(ctx.chat.messages, "js", { indent: "    ", baseIndent: "    ", trailingComma: "all" });
  const config = stringifyGenerationConfig(ctx.chat.config, { indent: "\n    ", attributeValueConnector: ": " });
  const args =
    "({\n" +
    `    provider: ${jsString(ctx.provider)},\n` +
    `    model: ${jsString(ctx.model.id)},\n` +
    `    messages: ${messages},\n` +
    `    ${config}\n` +
    jsFeatureProperties(ctx) +
    `}${billToOption(ctx, "    ")});\n\n`;
  return ctx.streaming
    ? `${clientSetup(ctx)}let out = "";\n\nconst stream = await client.chatCompletionStream${args}` +
        "for await (const chunk of stream) {\n" +
        "\tif (chunk.choices && chunk.choices.length > 0) {\n" +
        // The last chunks of many providers carry no content (`"delta": {}`).
        '\t\tconst newContent = chunk.choices[0].delta.content ?? "";\n' +
        "\t\tout += newContent;\n" +
        "\t\tconsole.log(newContent);\n" +
        "\t}  \n" +
        "}"
    : `${clientSetup(ctx)}const chatCompletion = await client.chatCompletion${args}console.log(chatCompletion.choices[0].message);`;
}

function textToImage(ctx: SnippetContext): string {
  return (
    `${clientSetup(ctx)}const image = await client.textToImage({\n` +
    `    provider: ${jsString(ctx.provider)},\n` +
    `    model: ${jsString(ctx.model.id)},\n` +
    `\tinputs: ${jsString(sampleText(ctx.sample))},\n` +
    `\tparameters: ${literal(SHAPE_PARAMETERS.textToImage, "js")},\n` +
    `}${billToOption(ctx, "    ")});\n/// Use the generated image (it's a Blob)`
  );
}

function textToVideo(ctx: SnippetContext): string {
  return (
    `${clientSetup(ctx)}const image = await client.textToVideo({\n` +
    `    provider: ${jsString(ctx.provider)},\n` +
    `    model: ${jsString(ctx.model.id)},\n` +
    `\tinputs: ${jsString(sampleText(ctx.sample))},\n` +
    `}${billToOption(ctx, "    ")});\n// Use the generated video (it's a Blob)`
  );
}

/**
 * text-to-audio where the raw HTTP snippets cannot show it (fal-ai answers with a queue job, which the
 * client polls); the answer is the sound as a Blob. hf-inference's text-to-audio keeps 3.8.1's snippets
 * (requests and fetch only, its reference output).
 */
function textToAudio(ctx: SnippetContext): string | undefined {
  if (ctx.pipeline !== "text-to-audio" || fileAnswer(ctx.pipeline, ctx.provider) !== undefined) return undefined;
  return (
    `${clientSetup(ctx)}const audio = await client.textToAudio({\n` +
    `\tprovider: ${jsString(ctx.provider)},\n` +
    `\tmodel: ${jsString(ctx.model.id)},\n` +
    `\tinputs: ${jsString(sampleText(ctx.sample))},\n` +
    `}${billToOption(ctx, "\t")});\n// Use the generated audio (it's a Blob)`
  );
}

/**
 * image-to-video and the image-text tasks: the image file as a Blob of its type and the prompt; the answer
 * is the generated image or video as a Blob. (The counterpart's template read the file without importing
 * `fs`: it did not run.)
 */
function imageWithPrompt(ctx: SnippetContext): string | undefined {
  const method = huggingfaceJsMethod(ctx.pipeline);
  if (method === undefined) return undefined;
  const image = sampleField(ctx.sample, "image");
  const output = ctx.pipeline.endsWith("-video") ? "video" : "image";
  return (
    `${clientSetup(ctx, 'import fs from "node:fs";\n')}` +
    `const input = new Blob([fs.readFileSync(${jsString(image)})], { type: ${jsString(imageType(image))} });\n\n` +
    `const ${output} = await client.${method}({\n` +
    `\tprovider: ${jsString(ctx.provider)},\n` +
    `\tmodel: ${jsString(ctx.model.id)},\n` +
    "\tinputs: input,\n" +
    `\tparameters: { prompt: ${jsString(sampleField(ctx.sample, "prompt"))} },\n` +
    `}${billToOption(ctx, "\t")});\n// Use the generated ${output} (it's a Blob)`
  );
}

/** The type of a sample image by its extension (the samples name PNG and JPEG files). */
function imageType(name: string): string {
  return /\.jpe?g$/i.test(name) ? "image/jpeg" : "image/png";
}

export const jsHuggingface: SnippetClient = {
  language: "js",
  client: "huggingface.js",
  rawHttp: false,
  printers: {
    basic,
    basicAudio: binary,
    basicImage: binary,
    conversational,
    textToImage,
    textToVideo,
    textToAudio,
    imageWithPrompt,
  },
};

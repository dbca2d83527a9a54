/** JavaScript, fetch: the request itself (URL, headers, JSON body) as the client builds it. */
import { jsString } from "@hubkit/tasks";
import type { SnippetContext, SnippetRequest } from "../context.js";
import { jsObjectKey as key, literal, objectEntries } from "../literal.js";
import { answersAudioFile } from "./audio.js";
import type { SnippetClient } from "./types.js";

/** `async function query(data) { ... fetch ... }` up to reading the answer. */
function queryFunction(request: SnippetRequest): string {
  const headers = request.headers.map(([name, value]) => `\t\t\t\t${key(name)}: ${jsString(value)},\n`).join("");
  return (
    "async function query(data) {\n" +
    "\tconst response = await fetch(\n" +
    `\t\t${jsString(request.url)},\n` +
    "\t\t{\n" +
    "\t\t\theaders: {\n" +
    headers +
    "\t\t\t},\n" +
    '\t\t\tmethod: "POST",\n' +
    "\t\t\tbody: JSON.stringify(data),\n" +
    "\t\t}\n" +
    "\t);\n"
  );
}

const RETURN_JSON = "\tconst result = await response.json();\n\treturn result;\n}\n\n";
const LOG_RESULT = ".then((response) => {\n    console.log(JSON.stringify(response));\n});";

/** A body of one plain value prints on one line, `{ inputs: "..." }`; larger bodies spread out. */
function bodyArgument(body: Record<string, unknown>): string {
  const values = Object.values(body);
  const short = values.length <= 1 && values.every((value) => value === null || typeof value !== "object");
  return short ? literal(body, "js") : literal(body, "js", { indent: "    ", trailingComma: "all" });
}

function basic(ctx: SnippetContext): string {
  const request = ctx.request();
  return `${queryFunction(request)}${RETURN_JSON}query(${bodyArgument(request.body ?? {})})${LOG_RESULT}`;
}

/** Binary tasks: the file name goes where the file's bytes would (as 3.8.1's snippet shows it). */
function binary(ctx: SnippetContext): string | undefined {
  if (ctx.file === undefined) return undefined;
  const request = ctx.request();
  return `${queryFunction(request)}${RETURN_JSON}query(${literal({ inputs: ctx.file.name }, "js")})${LOG_RESULT}`;
}

function textToImage(ctx: SnippetContext): string {
  const request = ctx.requestWithQuotedSample();
  return (
    queryFunction(request) +
    "\tconst result = await response.blob();\n\treturn result;\n}\n\n\n" +
    `query({ ${objectEntries(request.body ?? {}, "js", "    ")} }).then((response) => {\n    // Use image\n});`
  );
}

function textToAudio(ctx: SnippetContext): string {
  const request = ctx.request();
  const body = bodyArgument(request.body ?? {});
  return answersAudioFile(ctx)
    ? `${queryFunction(request)}    const result = await response.blob();\n    return result;\n}\n\n` +
        `query(${body}).then((response) => {\n    // The audio file, as a Blob\n});`
    : `${queryFunction(request)}    const result = await response.json();\n    return result;\n}\n\nquery(${body})${LOG_RESULT}`;
}

function zeroShotClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  // 3.8.1's layout of this one snippet, spaces and tabs as it prints them.
  const headers = request.headers
    .map(
      ([name, value]) =>
        `${name === "Authorization" ? "\t\t\t\t" : "                "}${key(name)}: ${jsString(value)},\n`,
    )
    .join("");
  const body = literal(request.body ?? {}, "js", { indent: "    ", inlineFrom: 1 });
  return (
    "async function query(data) {\n" +
    "    const response = await fetch(\n" +
    `\t\t${jsString(request.url)},\n` +
    "        {\n" +
    "            headers: {\n" +
    headers +
    "         },\n" +
    '            method: "POST",\n' +
    "            body: JSON.stringify(data),\n" +
    "        }\n" +
    "    );\n" +
    "    const result = await response.json();\n" +
    "    return result;\n" +
    "}\n\n" +
    `query(${body})${LOG_RESULT}`
  );
}

export const jsFetch: SnippetClient = {
  language: "js",
  client: "fetch",
  rawHttp: true,
  printers: {
    basic,
    basicAudio: binary,
    basicImage: binary,
    textToImage,
    textToAudio,
    zeroShotClassification,
  },
};

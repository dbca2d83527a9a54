/** JavaScript, fetch: the request itself (URL, headers, JSON body) as the client builds it. */
import { jsString } from "@hubkit/tasks";
import type { FormPart, SnippetContext, SnippetRequest } from "../context.js";
import { jsObjectKey as key, literal, objectEntries } from "../literal.js";
import { accessPath, fileAnswer, type FileAnswer } from "./fileAnswers.js";
import { jsSecret, type SnippetToken } from "../token.js";
import type { SnippetClient } from "./types.js";

/**
 * `async function query(data) { ... fetch ... }` up to reading the answer. A file upload takes the file's
 * name and sends its bytes, or (`form`) a multipart form of it and the other fields, in the client's order.
 */
function queryFunction(
  request: SnippetRequest,
  token: SnippetToken,
  upload = false,
  form?: readonly FormPart[],
): string {
  const headers = request.headers.map(([name, value]) => `\t\t\t\t${key(name)}: ${jsSecret(value, token)},\n`).join("");
  return (
    (upload
      ? "async function query(filename) {\n" + (form ? formLines(form) : "\tconst data = fs.readFileSync(filename);\n")
      : "async function query(data) {\n") +
    "\tconst response = await fetch(\n" +
    `\t\t${jsString(request.url)},\n` +
    "\t\t{\n" +
    "\t\t\theaders: {\n" +
    headers +
    "\t\t\t},\n" +
    '\t\t\tmethod: "POST",\n' +
    (upload ? "\t\t\tbody: data,\n" : "\t\t\tbody: JSON.stringify(data),\n") +
    "\t\t}\n" +
    "\t);\n"
  );
}

/** Lines that build `data`, a FormData: the file read from `filename` as a typed Blob, and the plain fields. */
function formLines(form: readonly FormPart[]): string {
  const appends = form.map((part) =>
    part.kind === "file"
      ? `\tdata.append(${jsString(part.name)}, new Blob([fs.readFileSync(filename)], { type: ${jsString(part.contentType)} }), ${jsString(part.fileName)});\n`
      : `\tdata.append(${jsString(part.name)}, ${jsString(part.value)});\n`,
  );
  return `\tconst data = new FormData();\n${appends.join("")}`;
}

/** Lines that turn the `response` into the generated file as a Blob, `result`, and return it. */
function readFile(file: FileAnswer, indent: string): string {
  const lines = ((): string[] => {
    switch (file.kind) {
      case "file":
        return ["const result = await response.blob();"];
      case "url":
        return [
          "const answer = await response.json();",
          `const file = await fetch(${accessPath("answer", file.path, "js")});`,
          "const result = await file.blob();",
        ];
      case "prediction":
        return [
          "const prediction = await response.json();",
          "const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;",
          "const file = await fetch(output);",
          "const result = await file.blob();",
        ];
      case "base64":
        return [
          "const answer = await response.json();",
          `const bytes = Uint8Array.from(atob(${accessPath("answer", file.path, "js")}), (c) => c.charCodeAt(0));`,
          "const result = new Blob([bytes]);",
        ];
    }
  })();
  return [...lines, "return result;"].map((line) => `${indent}${line}\n`).join("");
}

const READ_FILES = 'import fs from "node:fs";\n\n';
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
  return `${queryFunction(request, ctx.token)}${RETURN_JSON}query(${bodyArgument(request.body ?? {})})${LOG_RESULT}`;
}

/** Binary tasks: the file is read from disk and its bytes are the body, as the client sends them. */
function binary(ctx: SnippetContext): string | undefined {
  const request = ctx.request();
  if (ctx.file === undefined) return undefined;
  return `${READ_FILES}${queryFunction(request, ctx.token, true, request.form)}${RETURN_JSON}query(${jsString(ctx.file.name)})${LOG_RESULT}`;
}

function textToImage(ctx: SnippetContext): string | undefined {
  const file = fileAnswer(ctx.pipeline, ctx.provider);
  if (file === undefined) return undefined;
  const request = ctx.request();
  return (
    queryFunction(request, ctx.token) +
    `${readFile(file, "\t")}}\n\n\n` +
    `query({ ${objectEntries(request.body ?? {}, "js", "    ")} }).then((response) => {\n    // Use image\n});`
  );
}

function textToAudio(ctx: SnippetContext): string | undefined {
  const file = fileAnswer(ctx.pipeline, ctx.provider);
  if (file === undefined) return undefined;
  const request = ctx.request();
  return (
    `${queryFunction(request, ctx.token)}${readFile(file, "    ")}}\n\n` +
    `query(${bodyArgument(request.body ?? {})}).then((response) => {\n    // The audio file, as a Blob\n});`
  );
}

function zeroShotClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  // 3.8.1's layout of this one snippet, spaces and tabs as it prints them.
  const headers = request.headers
    .map(
      ([name, value]) =>
        `${name === "Authorization" ? "\t\t\t\t" : "                "}${key(name)}: ${jsSecret(value, ctx.token)},\n`,
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

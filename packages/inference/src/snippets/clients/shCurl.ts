/** Shell, curl: the request itself, every argument a quoted shell word. */
import { shellDoubleQuotedSafe, shellSingleQuoted } from "@hubkit/tasks";
import type { FormPart, SnippetContext, SnippetRequest } from "../context.js";
import { literal } from "../literal.js";
import { shellSecret, type SnippetToken } from "../token.js";
import type { SnippetClient } from "./types.js";

// Characters that mean nothing to the shell: a URL made only of these prints bare, as curl examples do.
const PLAIN_SHELL_WORD = /^[A-Za-z0-9_./:@%+=,-]+$/;

function url(request: SnippetRequest): string {
  return PLAIN_SHELL_WORD.test(request.url) ? request.url : shellSingleQuoted(request.url);
}

function headerLines(headers: readonly [string, string][], token: SnippetToken): string {
  return headers.map(([name, value]) => `    -H ${shellSecret(`${name}: ${value}`, token)} \\\n`).join("");
}

/** The JSON body spread over lines under `-d`, in single quotes (nothing inside is expanded). */
function jsonData(body: Record<string, unknown>): string {
  return `    -d ${shellSingleQuoted(JSON.stringify(body, null, 4).replaceAll("\n", "\n    "), { keepNewlines: true })}`;
}

function basic(ctx: SnippetContext): string {
  const request = ctx.request();
  return `curl ${url(request)} \\\n    -X POST \\\n${headerLines(request.headers, ctx.token)}${jsonData(request.body ?? {})}`;
}

/**
 * A multipart form part: the file with `-F` (`@` reads it; its name and type as the client gives them),
 * plain fields with `--form-string`, which takes the value as it is (`-F` would read a value starting
 * with `@` or `<` as a file).
 */
function formLine(part: FormPart, file: string): string {
  const value =
    part.kind === "file"
      ? `-F ${shellSingleQuoted(`${part.name}=@${curlFormWord(file)};filename=${curlFormWord(part.fileName)};type=${part.contentType}`)}`
      : `--form-string ${shellSingleQuoted(`${part.name}=${part.value}`)}`;
  return `    ${value}`;
}

/** A file name inside `-F`: double-quoted (curl's own quoting: `"` and `\\` escaped) so `;` and `,` stay in the name. */
function curlFormWord(name: string): string {
  return `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

function binary(ctx: SnippetContext): string | undefined {
  const request = ctx.request();
  if (ctx.file === undefined) return undefined;
  if (request.form !== undefined) {
    const file = ctx.file.name;
    return (
      `curl ${url(request)} \\\n    -X POST \\\n${headerLines(request.headers, ctx.token)}` +
      request.form.map((part) => formLine(part, file)).join(" \\\n")
    );
  }
  return (
    `curl ${url(request)} \\\n    -X POST \\\n${headerLines(request.headers, ctx.token)}` +
    `    --data-binary @${shellDoubleQuotedSafe(ctx.file.name)}`
  );
}

function conversational(ctx: SnippetContext): string {
  const request = ctx.request();
  // The client sends `stream` only to stream (3.8.1's snippet also sent `"stream": false`).
  const body = ctx.streaming ? { ...request.body, stream: true } : (request.body ?? {});
  return `curl ${url(request)} \\\n${headerLines(request.headers, ctx.token)}${jsonData(body)}`;
}

function zeroShotClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  // 3.8.1's layout of this snippet: the body on one line first, then the headers, Content-Type leading.
  const contentType = request.headers.filter(([name]) => name === "Content-Type");
  const others = request.headers.filter(([name]) => name !== "Content-Type");
  const headers = [...contentType, ...others].map(
    ([name, value]) => `    -H ${shellSecret(`${name}: ${value}`, ctx.token)}`,
  );
  return (
    `curl ${url(request)} \\\n    -X POST \\\n` +
    `    -d ${shellSingleQuoted(literal(request.body ?? {}, "json"))} \\\n` +
    headers.join(" \\\n")
  );
}

export const shCurl: SnippetClient = {
  language: "sh",
  client: "curl",
  rawHttp: true,
  printers: { basic, basicAudio: binary, basicImage: binary, conversational, zeroShotClassification },
};

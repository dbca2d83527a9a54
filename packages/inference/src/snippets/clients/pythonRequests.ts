/** Python, requests: the request itself (URL, headers, JSON body or file upload) as the client builds it. */
import type { FormPart, SnippetContext, SnippetRequest } from "../context.js";
import { headerValue } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { sampleText } from "../sample.js";
import { accessPath, fileAnswer, type FileAnswer } from "./fileAnswers.js";
import { pythonSecret, type SnippetToken } from "../token.js";
import type { SnippetClient } from "./types.js";

type Import = "base64" | "json";

/** Imports, API_URL and the headers dict. Content-Type is left to requests (json=) or set per call (files). */
function setup(request: SnippetRequest, token: SnippetToken, imports: readonly Import[] = []): string {
  const lines = request.headers
    .filter(([name]) => name !== "Content-Type")
    .map(([name, value]) => `    ${pythonText(name)}: ${pythonSecret(value, token)}`);
  // A comma after every entry but the last, and after a lone entry.
  const headers =
    lines.length === 0
      ? "{}"
      : `{\n${lines.map((line, i) => (i < lines.length - 1 || i === 0 ? `${line},` : line)).join("\n")}\n}`;
  const importLines = imports.map((name) => `import ${name}\n`).join("");
  return `${importLines}import requests\n\nAPI_URL = ${pythonText(request.url)}\nheaders = ${headers}\n\n`;
}

const POST_JSON = "    response = requests.post(API_URL, headers=headers, json=payload)\n";

function jsonQuery(result: "json()" | "content"): string {
  return `def query(payload):\n${POST_JSON}    return response.${result}\n\n`;
}

/** The request body as the argument of query(): one entry per line, nested values spread out. */
function bodyArgument(request: SnippetRequest): string {
  return literal(request.body ?? {}, "python", { indent: "    ", trailingComma: "top" });
}

function basic(ctx: SnippetContext): string {
  const request = ctx.request();
  return `${setup(request, ctx.token)}${jsonQuery("json()")}output = query(${bodyArgument(request)})`;
}

/**
 * A multipart upload (deepinfra's transcription): every part through `files=`, in the client's order (with
 * `data=` requests would put the plain fields first), the file under the name and type the client gives it.
 */
function multipart(request: SnippetRequest, token: SnippetToken, form: readonly FormPart[], fileName: string): string {
  const parts = form.map((part) =>
    part.kind === "file"
      ? `            (${pythonText(part.name)}, (${pythonText(part.fileName)}, f, ${pythonText(part.contentType)})),\n`
      : `            (${pythonText(part.name)}, (None, ${pythonText(part.value)})),\n`,
  );
  return (
    setup(request, token) +
    "def query(filename):\n" +
    '    with open(filename, "rb") as f:\n' +
    `        files = [\n${parts.join("")}        ]\n` +
    "        response = requests.post(API_URL, headers=headers, files=files)\n" +
    "    return response.json()\n\n" +
    `output = query(${pythonText(fileName)})`
  );
}

function binary(ctx: SnippetContext): string | undefined {
  const request = ctx.request();
  if (ctx.file === undefined) return undefined;
  if (request.form !== undefined) return multipart(request, ctx.token, request.form, ctx.file.name);
  const contentType = headerValue(request, "Content-Type");
  if (contentType === undefined) return undefined;
  return (
    setup(request, ctx.token) +
    "def query(filename):\n" +
    '    with open(filename, "rb") as f:\n' +
    "        data = f.read()\n" +
    `    response = requests.post(API_URL, headers={"Content-Type": ${pythonText(contentType)}, **headers}, data=data)\n` +
    "    return response.json()\n\n" +
    `output = query(${pythonText(ctx.file.name)})`
  );
}

function conversational(ctx: SnippetContext): string {
  const request = ctx.request();
  if (!ctx.streaming) {
    const body = literal(request.body ?? {}, "python", { indent: "    " });
    return `${setup(request, ctx.token)}${jsonQuery("json()")}response = query(${body})\n\nprint(response["choices"][0]["message"])`;
  }
  const body = literal({ ...request.body, stream: true }, "python", { indent: "    ", trailingComma: "top" });
  return (
    setup(request, ctx.token, ["json"]) +
    "def query(payload):\n" +
    "    response = requests.post(API_URL, headers=headers, json=payload, stream=True)\n" +
    "    for line in response.iter_lines():\n" +
    '        if not line.startswith(b"data:"):\n' +
    "            continue\n" +
    '        if line.strip() == b"data: [DONE]":\n' +
    "            return\n" +
    '        yield json.loads(line.decode("utf-8").removeprefix("data:"))\n\n' +
    `chunks = query(${body})\n\n` +
    // The last chunks of many providers carry no content (`"delta": {}`) or no choice at all.
    "for chunk in chunks:\n" +
    '    for choice in chunk["choices"]:\n' +
    '        print(choice["delta"].get("content") or "", end="")'
  );
}

const SHOW_IMAGE =
  "# You can access the image with PIL.Image for example\n" +
  "import io\n" +
  "from PIL import Image\n" +
  "image = Image.open(io.BytesIO(image_bytes))";

/** Only where the answer is the image itself (hf-inference); the others answer JSON, shown by the other clients. */
function textToImage(ctx: SnippetContext): string | undefined {
  if (fileAnswer(ctx.pipeline, ctx.provider)?.kind !== "file") return undefined;
  const request = ctx.request();
  return `${setup(request, ctx.token)}${jsonQuery("content")}image_bytes = query(${bodyArgument(request)})\n\n${SHOW_IMAGE}`;
}

function imageToImage(ctx: SnippetContext): string {
  const request = ctx.request();
  return (
    setup(request, ctx.token, ["base64"]) +
    "def query(payload):\n" +
    '    with open(payload["inputs"], "rb") as f:\n' +
    "        img = f.read()\n" +
    '        payload["inputs"] = base64.b64encode(img).decode("utf-8")\n' +
    POST_JSON +
    "    return response.content\n\n" +
    `image_bytes = query(${literal(request.body ?? {}, "python", { indent: "    " })})\n\n${SHOW_IMAGE}`
  );
}

const LISTEN = "# You can access the audio with IPython.display for example\nfrom IPython.display import Audio\n";

/** Python lines that read the generated file's bytes into `name` from the answer in `answer`. */
function readFile(file: FileAnswer, answer: string, name: string): string {
  switch (file.kind) {
    case "file":
      return "";
    case "url":
      return `${name} = requests.get(${accessPath(answer, file.path, "python")}).content\n`;
    case "prediction":
      return (
        `output = ${answer}["output"]\n` +
        `${name} = requests.get(output[0] if isinstance(output, list) else output).content\n`
      );
    case "base64":
      return `${name} = base64.b64decode(${accessPath(answer, file.path, "python")})\n`;
  }
}

function textToAudio(ctx: SnippetContext): string | undefined {
  const file = fileAnswer(ctx.pipeline, ctx.provider);
  if (file === undefined) return undefined;
  const request = ctx.request();
  const call = `query(${bodyArgument(request)})`;
  if (file.kind === "file") {
    return `${setup(request, ctx.token)}${jsonQuery("content")}audio_bytes = ${call}\n${LISTEN}Audio(audio_bytes)`;
  }
  return (
    `${setup(request, ctx.token, file.kind === "base64" ? ["base64"] : [])}${jsonQuery("json()")}answer = ${call}\n` +
    `${readFile(file, "answer", "audio_bytes")}${LISTEN}Audio(audio_bytes)`
  );
}

function tabular(ctx: SnippetContext): string {
  const request = ctx.request();
  return `${setup(request, ctx.token)}${jsonQuery("content")}response = query(${bodyArgument(request)})`;
}

function documentQuestionAnswering(ctx: SnippetContext): string {
  const request = ctx.request();
  const body = literal(request.body ?? {}, "python", { indent: "    ", trailingComma: "all" });
  return (
    setup(request, ctx.token, ["base64"]) +
    "def query(payload):\n" +
    '    with open(payload["inputs"]["image"], "rb") as f:\n' +
    "        img = f.read()\n" +
    '        payload["inputs"]["image"] = base64.b64encode(img).decode("utf-8")\n' +
    POST_JSON +
    "    return response.json()\n\n" +
    `output = query(${body})`
  );
}

function zeroShotClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  const body = literal(request.body ?? {}, "python", { indent: "    ", trailingComma: "top", inlineFrom: 1 });
  return `${setup(request, ctx.token)}${jsonQuery("json()")}output = query(${body})`;
}

function zeroShotImageClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  const data = { image_path: sampleText(ctx.sample), parameters: request.body?.parameters };
  return (
    setup(request, ctx.token, ["base64"]) +
    "def query(data):\n" +
    '    with open(data["image_path"], "rb") as f:\n' +
    "        img = f.read()\n" +
    "    payload={\n" +
    '        "parameters": data["parameters"],\n' +
    '        "inputs": {"image": base64.b64encode(img).decode("utf-8")}\n' +
    "    }\n" +
    POST_JSON +
    "    return response.json()\n\n" +
    `output = query(${literal(data, "python", { indent: "    ", trailingComma: "top", inlineFrom: 1 })})`
  );
}

export const pythonRequests: SnippetClient = {
  language: "python",
  client: "requests",
  rawHttp: true,
  printers: {
    basic,
    basicAudio: binary,
    basicImage: binary,
    conversational,
    textToImage,
    imageToImage,
    textToAudio,
    tabular,
    documentQuestionAnswering,
    zeroShotClassification,
    zeroShotImageClassification,
  },
};

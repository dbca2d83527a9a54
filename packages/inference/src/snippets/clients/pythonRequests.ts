/** Python, requests: the request itself (URL, headers, JSON body or file upload) as the client builds it. */
import type { SnippetContext, SnippetRequest } from "../context.js";
import { headerValue } from "../context.js";
import { literal, pythonText } from "../literal.js";
import { sampleText } from "../sample.js";
import { answersAudioFile } from "./audio.js";
import type { SnippetClient } from "./types.js";

type Import = "base64" | "json";

/** Imports, API_URL and the headers dict. Content-Type is left to requests (json=) or set per call (files). */
function setup(request: SnippetRequest, imports: readonly Import[] = []): string {
  const lines = request.headers
    .filter(([name]) => name !== "Content-Type")
    .map(([name, value]) => `    ${pythonText(name)}: ${pythonText(value)}`);
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
  return `${setup(request)}${jsonQuery("json()")}output = query(${bodyArgument(request)})`;
}

function binary(ctx: SnippetContext): string | undefined {
  const request = ctx.request();
  const contentType = headerValue(request, "Content-Type");
  if (ctx.file === undefined || contentType === undefined) return undefined;
  return (
    setup(request) +
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
    return `${setup(request)}${jsonQuery("json()")}response = query(${body})\n\nprint(response["choices"][0]["message"])`;
  }
  const body = literal({ ...request.body, stream: true }, "python", { indent: "    ", trailingComma: "top" });
  return (
    setup(request, ["json"]) +
    "def query(payload):\n" +
    "    response = requests.post(API_URL, headers=headers, json=payload, stream=True)\n" +
    "    for line in response.iter_lines():\n" +
    '        if not line.startswith(b"data:"):\n' +
    "            continue\n" +
    '        if line.strip() == b"data: [DONE]":\n' +
    "            return\n" +
    '        yield json.loads(line.decode("utf-8").lstrip("data:").rstrip("/n"))\n\n' +
    `chunks = query(${body})\n\n` +
    "for chunk in chunks:\n" +
    '    print(chunk["choices"][0]["delta"]["content"], end="")'
  );
}

const SHOW_IMAGE =
  "# You can access the image with PIL.Image for example\n" +
  "import io\n" +
  "from PIL import Image\n" +
  "image = Image.open(io.BytesIO(image_bytes))";

/** Providers whose text-to-image answer is the image itself; the others answer JSON (URLs, base64). */
const IMAGE_BYTES_PROVIDERS: ReadonlySet<string> = new Set(["hf-inference"]);

function textToImage(ctx: SnippetContext): string | undefined {
  if (!IMAGE_BYTES_PROVIDERS.has(ctx.provider)) return undefined;
  const request = ctx.request();
  return `${setup(request)}${jsonQuery("content")}image_bytes = query(${bodyArgument(request)})\n\n${SHOW_IMAGE}`;
}

function imageToImage(ctx: SnippetContext): string {
  const request = ctx.request();
  return (
    setup(request, ["base64"]) +
    "def query(payload):\n" +
    '    with open(payload["inputs"], "rb") as f:\n' +
    "        img = f.read()\n" +
    '        payload["inputs"] = base64.b64encode(img).decode("utf-8")\n' +
    POST_JSON +
    "    return response.content\n\n" +
    `image_bytes = query(${literal(request.body ?? {}, "python", { indent: "    " })})\n\n${SHOW_IMAGE}`
  );
}

function textToAudio(ctx: SnippetContext): string {
  const request = ctx.request();
  const listen = "# You can access the audio with IPython.display for example\nfrom IPython.display import Audio\n";
  return answersAudioFile(ctx)
    ? `${setup(request)}${jsonQuery("content")}audio_bytes = query(${bodyArgument(request)})\n${listen}Audio(audio_bytes)`
    : `${setup(request)}${jsonQuery("json()")}audio, sampling_rate = query(${bodyArgument(request)})\n${listen}Audio(audio, rate=sampling_rate)`;
}

function tabular(ctx: SnippetContext): string {
  const request = ctx.request();
  return `${setup(request)}${jsonQuery("content")}response = query(${bodyArgument(request)})`;
}

function documentQuestionAnswering(ctx: SnippetContext): string {
  const request = ctx.request();
  const body = literal(request.body ?? {}, "python", { indent: "    ", trailingComma: "all" });
  return (
    setup(request, ["base64"]) +
    "def query(payload):\n" +
    '    with open(payload["image"], "rb") as f:\n' +
    "        img = f.read()\n" +
    '        payload["image"] = base64.b64encode(img).decode("utf-8")\n' +
    POST_JSON +
    "    return response.json()\n\n" +
    `output = query(${body})`
  );
}

function zeroShotClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  const body = literal(request.body ?? {}, "python", { indent: "    ", trailingComma: "top", inlineFrom: 1 });
  return `${setup(request)}${jsonQuery("json()")}output = query(${body})`;
}

function zeroShotImageClassification(ctx: SnippetContext): string {
  const request = ctx.request();
  const data = { image_path: sampleText(ctx.sample), parameters: request.body?.parameters };
  return (
    setup(request, ["base64"]) +
    "def query(data):\n" +
    '    with open(data["image_path"], "rb") as f:\n' +
    "        img = f.read()\n" +
    "    payload={\n" +
    '        "parameters": data["parameters"],\n' +
    '        "inputs": base64.b64encode(img).decode("utf-8")\n' +
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

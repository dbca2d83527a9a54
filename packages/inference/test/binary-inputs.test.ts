/**
 * A file given to a task as any binary value is sent as the bytes it holds (issue 33): a Node Buffer (what
 * `fs.readFileSync` returns, and what 3.8.1's README passes as `data`), any other view of memory (a typed
 * array, a DataView, a Buffer that sits at an offset of its memory), an ArrayBuffer or a Blob. One block per
 * way a task carries its file: the raw body, a multipart form, base64 inside JSON, a data URL inside JSON;
 * every task that takes a file has its rows. Real loopback server: the bytes are read as they arrived.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixturePath } from "../../../test-support/fixtures.js";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import type { Loopback, LoopbackRequest } from "./support/loopback.js";
import { sendJson } from "./support/loopback.js";
import { bodyOf, startProviderLoopback } from "./support/providerLoopback.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** 300 bytes, none of them a character JSON would keep as it is for long. */
const BYTES = Uint8Array.from({ length: 300 }, (_, i) => (i * 7 + 3) % 256);

/** The same bytes in every binary form a caller may hold them in. */
const FORMS: ReadonlyArray<readonly [string, () => unknown]> = [
  ["a Node Buffer", () => Buffer.from(BYTES)],
  [
    "a Buffer at an offset of its memory",
    () => {
      const memory = Buffer.alloc(BYTES.length + 24);
      memory.set(BYTES, 11);
      return memory.subarray(11, 11 + BYTES.length);
    },
  ],
  [
    "a Uint8Array at an offset of its memory",
    () => {
      const memory = new Uint8Array(BYTES.length + 16);
      memory.set(BYTES, 8);
      return memory.subarray(8, 8 + BYTES.length);
    },
  ],
  [
    "a DataView",
    () => {
      const memory = new ArrayBuffer(BYTES.length + 10);
      new Uint8Array(memory).set(BYTES, 4);
      return new DataView(memory, 4, BYTES.length);
    },
  ],
  ["a Uint16Array", () => new Uint16Array(BYTES.slice().buffer)],
  ["an ArrayBuffer", () => BYTES.slice().buffer],
  ["a Blob", () => new Blob([BYTES])],
];

type TaskFunction = (args: Record<string, unknown>, options: { fetch: typeof fetch }) => Promise<unknown>;
const task = (name: string): TaskFunction => (hf as unknown as Record<string, TaskFunction>)[name]!;

/** Runs `fn` for `provider` and `hubTask` against a loopback server that refuses every inference request (400). */
async function captured(
  provider: string,
  hubTask: string,
  fn: string,
  args: Record<string, unknown>,
  token = "hf_TOKEN",
): Promise<LoopbackRequest> {
  server = await startProviderLoopback(provider, hubTask, (_req, res) =>
    sendJson(res, 400, { error: "captured", detail: "captured", message: "captured" }),
  );
  await expect(
    task(fn)({ accessToken: token, model: "org/model", provider, ...args }, { fetch: server.fetch }),
  ).rejects.toThrow();
  const [request] = server.inferenceRequests();
  if (request === undefined) throw new Error(`${fn} sent no request`);
  return request;
}

const expectBytes = (actual: Uint8Array) => expect(Buffer.from(actual).equals(Buffer.from(BYTES))).toBe(true);

/** The bytes of a `data:<type>;base64,<payload>` URL, and its type. */
function dataUrl(value: unknown): { type: string; bytes: Uint8Array } {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(String(value));
  if (match === null) throw new Error(`Not a base64 data URL: ${String(value).slice(0, 60)}`);
  return { type: match[1]!, bytes: Buffer.from(match[2]!, "base64") };
}

describe("the raw body (hf-inference): the bytes are the body", () => {
  const RAW_TASKS: ReadonlyArray<readonly [string, string]> = [
    ["audioClassification", "audio-classification"],
    ["audioToAudio", "audio-to-audio"],
    ["automaticSpeechRecognition", "automatic-speech-recognition"],
    ["imageClassification", "image-classification"],
    ["imageSegmentation", "image-segmentation"],
    ["imageToText", "image-to-text"],
    ["objectDetection", "object-detection"],
    ["imageToImage", "image-to-image"],
  ];
  const rows = RAW_TASKS.flatMap(([fn, hubTask]) =>
    FORMS.flatMap(([form, make]) => {
      const asInputs = [`${fn}, inputs: ${form}`, fn, hubTask, "inputs", make] as const;
      // imageToImage takes no legacy `data` argument (3.8.1 neither).
      return fn === "imageToImage"
        ? [asInputs]
        : [asInputs, [`${fn}, data: ${form}`, fn, hubTask, "data", make] as const];
    }),
  );

  it.each(rows)("%s", async (_name, fn, hubTask, field, make) => {
    const request = await captured("hf-inference", hubTask, fn, { [field]: make() });
    expectBytes(request.body);
    // An untyped file gets no type (as in 3.8.1); a JSON body would say application/json.
    expect(request.headers["content-type"]).toBeUndefined();
  });

  it("3.8.1's documented call: automaticSpeechRecognition({ data: fs.readFileSync(file) }) posts the file", async () => {
    const file = readFileSync(fixturePath("provider-tapes/sample1.flac"));
    const request = await captured("hf-inference", "automatic-speech-recognition", "automaticSpeechRecognition", {
      data: file,
    });
    expect(request.body.equals(file)).toBe(true);
    expect(request.headers["content-type"]).toBeUndefined();
  });

  it("request({ data }) with a Buffer posts the bytes", async () => {
    server = await startProviderLoopback("hf-inference", "audio-classification", (_req, res) => sendJson(res, 200, []));
    const original = console.warn;
    console.warn = () => undefined;
    try {
      await hf.request(
        { accessToken: "hf_TOKEN", model: "org/model", data: Buffer.from(BYTES) },
        { fetch: server.fetch, task: "audio-classification" },
      );
    } finally {
      console.warn = original;
    }
    expectBytes(server.inferenceRequests()[0]!.body);
  });

  it("a typed Blob keeps its type (fetch sends it as the Content-Type)", async () => {
    const request = await captured("hf-inference", "image-classification", "imageClassification", {
      inputs: new Blob([BYTES], { type: "image/png" }),
    });
    expectBytes(request.body);
    expect(request.headers["content-type"]).toBe("image/png");
  });
});

describe("a multipart form (deepinfra, together speech recognition): the bytes are the file part", () => {
  const rows = ["deepinfra", "together"].flatMap((provider) =>
    FORMS.map(([form, make]) => [`${provider}, ${form}`, provider, make] as const),
  );

  it.each(rows)("%s", async (_name, provider, make) => {
    const request = await captured(
      provider,
      "automatic-speech-recognition",
      "automaticSpeechRecognition",
      { inputs: make() },
      "provider-key",
    );
    const form = await new Response(new Uint8Array(request.body), {
      headers: { "Content-Type": String(request.headers["content-type"]) },
    }).formData();
    const file = form.get("file");
    if (!(file instanceof Blob)) throw new Error("no file part");
    expectBytes(new Uint8Array(await file.arrayBuffer()));
    expect(form.get("model")).toBe(`${provider}-id`);
  });
});

describe("base64 inside JSON (hf-inference): the bytes are the base64 of the image", () => {
  const CALLS: ReadonlyArray<
    readonly [string, string, (file: unknown) => Record<string, unknown>, (body: Record<string, unknown>) => unknown]
  > = [
    [
      "visualQuestionAnswering",
      "visual-question-answering",
      (file) => ({ inputs: { question: "q", image: file } }),
      (body) => (body.inputs as { image: unknown }).image,
    ],
    [
      "documentQuestionAnswering",
      "document-question-answering",
      (file) => ({ inputs: { question: "q", image: file } }),
      (body) => (body.inputs as { image: unknown }).image,
    ],
    [
      "zeroShotImageClassification",
      "zero-shot-image-classification",
      (file) => ({ inputs: file, parameters: { candidate_labels: ["cat", "dog"] } }),
      (body) => (body.inputs as { image: unknown }).image,
    ],
    [
      "zeroShotImageClassification",
      "zero-shot-image-classification",
      // 3.8.1's deprecated form: the image under inputs.image.
      (file) => ({ inputs: { image: file }, parameters: { candidate_labels: ["cat", "dog"] } }),
      (body) => (body.inputs as { image: unknown }).image,
    ],
    [
      "imageToImage",
      "image-to-image",
      (file) => ({ inputs: file, parameters: { prompt: "a cat" } }),
      (body) => body.inputs,
    ],
  ];
  const rows = CALLS.flatMap(([fn, hubTask, args, read], i) =>
    FORMS.map(([form, make]) => [`${fn} (${i}), ${form}`, fn, hubTask, args, read, make] as const),
  );

  it.each(rows)("%s", async (_name, fn, hubTask, args, read, make) => {
    const request = await captured("hf-inference", hubTask, fn, args(make()));
    expect(request.headers["content-type"]).toBe("application/json");
    expectBytes(Buffer.from(String(read(bodyOf(request))), "base64"));
  });

  it("anything else where the image goes is refused with a message naming it, before any request", async () => {
    server = await startProviderLoopback("hf-inference", "visual-question-answering", (_req, res) =>
      sendJson(res, 200, []),
    );
    await expect(
      hf.visualQuestionAnswering(
        { accessToken: "hf_TOKEN", model: "org/model", inputs: { question: "q", image: "cat.png" as unknown as Blob } },
        { fetch: server.fetch },
      ),
    ).rejects.toThrow(
      "visualQuestionAnswering: inputs.image must be a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array), got a string",
    );
    expect(server.inferenceRequests()).toHaveLength(0);
  });
});

describe("a data URL inside JSON: the bytes are the URL's payload, labelled with the provider's default type", () => {
  const CALLS: ReadonlyArray<
    readonly [
      provider: string,
      fn: string,
      hubTask: string,
      args: (file: unknown) => Record<string, unknown>,
      read: (body: Record<string, unknown>) => unknown,
      fallback: string,
    ]
  > = [
    [
      "fal-ai",
      "imageToImage",
      "image-to-image",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image_url,
      "image/png",
    ],
    ["fal-ai", "imageSegmentation", "image-segmentation", (f) => ({ inputs: f }), (b) => b.image_url, "image/png"],
    [
      "fal-ai",
      "imageToVideo",
      "image-to-video",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image_url,
      "image/png",
    ],
    [
      "fal-ai",
      "imageTextToImage",
      "image-text-to-image",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image_url,
      "image/png",
    ],
    [
      "fal-ai",
      "imageTextToVideo",
      "image-text-to-video",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image_url,
      "image/png",
    ],
    [
      "replicate",
      "imageToImage",
      "image-to-image",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => (b.input as { image: unknown }).image,
      "image/png",
    ],
    [
      "replicate",
      "automaticSpeechRecognition",
      "automatic-speech-recognition",
      (f) => ({ inputs: f }),
      (b) => (b.input as { audio: unknown }).audio,
      "audio/wav",
    ],
    [
      "together",
      "imageToVideo",
      "image-to-video",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => (b.frame_images as Array<{ input_image: unknown }>)[0]!.input_image,
      "image/png",
    ],
    [
      "wavespeed",
      "imageToImage",
      "image-to-image",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image,
      "image/png",
    ],
    [
      "wavespeed",
      "imageTextToVideo",
      "image-text-to-video",
      (f) => ({ inputs: f, parameters: { prompt: "p" } }),
      (b) => b.image,
      "image/png",
    ],
    ["zai-org", "imageToText", "image-to-text", (f) => ({ inputs: f }), (b) => b.file, "image/png"],
  ];
  const rows = CALLS.flatMap((call) =>
    FORMS.filter(([form]) => form !== "a Blob").map(
      ([form, make]) => [`${call[0]} ${call[1]}, ${form}`, ...call, make] as const,
    ),
  );

  it.each(rows)("%s", async (_name, provider, fn, hubTask, args, read, fallback, make) => {
    const request = await captured(provider, hubTask, fn, args(make()));
    const url = dataUrl(read(bodyOf(request)));
    expectBytes(url.bytes);
    // Bytes carry no type: the provider's default label, as for a Blob without one.
    expect(url.type).toBe(fallback);
  });

  it("fal-ai reads the type of the audio: bytes without one get the counterpart's message, and nothing is sent", async () => {
    server = await startProviderLoopback("fal-ai", "automatic-speech-recognition", (_req, res) =>
      sendJson(res, 200, {}),
    );
    await expect(
      hf.automaticSpeechRecognition(
        { accessToken: "hf_TOKEN", model: "org/model", provider: "fal-ai", data: Buffer.from(BYTES) },
        { fetch: server.fetch },
      ),
    ).rejects.toThrow(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
    expect(server.inferenceRequests()).toHaveLength(0);
  });
});

/**
 * The error catalogue (SPEC sections 5 and 8), each row against a real loopback server: validation
 * errors, hub lookup errors, provider HTTP errors, and output shape errors, with their exact messages.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as hf from "../src/index.js";
import { clearDefaultModelCache } from "../src/lib/getDefaultModel.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { expectOnlyDeprecationWarnings } from "./support/deprecations.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";

let server: Loopback | undefined;

async function serve(
  hub: HubFixtures,
  inference: (req: LoopbackRequest, res: ServerResponse) => void = (_req, res) =>
    sendJson(res, 200, [{ label: "POSITIVE", score: 1 }]),
): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    if (!serveHub(req, res, hub)) inference(req, res);
  });
  return server;
}

/** Awaits a rejection and checks its class and exact message. */
async function expectError(promise: Promise<unknown>, kind: abstract new (...args: never[]) => Error, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(message);
}

const hfModel = (task: string, provider = "hf-inference", providerId = "org/model"): HubFixtures => ({
  mappings: { "org/model": { [provider]: { providerId, task, status: "live" } } } as HubFixtures["mappings"],
});

beforeEach(() => {
  clearInferenceProviderMappingCache();
  clearDefaultModelCache();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

describe("argument validation (no request is sent)", () => {
  expectOnlyDeprecationWarnings();
  const cases: Array<[string, () => Promise<unknown>, string]> = [
    [
      "endpointUrl with a third-party provider",
      () => hf.chatCompletion({ provider: "together", endpointUrl: "http://127.0.0.1:9/x", messages: [] }),
      "Cannot use endpointUrl with a third-party provider.",
    ],
    [
      "a model given as a URL",
      () => hf.textClassification({ model: "https://example.com/models/x", inputs: "hi" }),
      "Model URLs are no longer supported. Use endpointUrl instead.",
    ],
    [
      "a model id with a query character",
      () => hf.textClassification({ model: "org/model?admin=1", inputs: "hi" }),
      'Invalid model id "org/model?admin=1": expected a hub model id such as "org/name" (no empty or dot segments, no ?, #, %, backslash or whitespace).',
    ],
    [
      "a model id with dot segments",
      () => hf.textClassification({ model: "org/../../api/whoami-v2", inputs: "hi" }),
      'Invalid model id "org/../../api/whoami-v2": expected a hub model id such as "org/name" (no empty or dot segments, no ?, #, %, backslash or whitespace).',
    ],
    [
      "neither model nor task",
      () => hf.request({ inputs: "hi" }),
      "No model provided, and no task has been specified.",
    ],
    [
      "an hf_ token with a closed-source provider",
      () => hf.chatCompletion({ provider: "openai", model: "openai/gpt-4o", accessToken: "hf_secret", messages: [] }),
      "Provider openai is closed-source and does not support HF tokens.",
    ],
    [
      "an openai model without the provider prefix",
      () => hf.chatCompletion({ provider: "openai", model: "gpt-3.5-turbo", accessToken: "sk-x", messages: [] }),
      'Models from openai must be prefixed by "openai/". Got "gpt-3.5-turbo".',
    ],
    [
      "an external provider without a task",
      () => hf.request({ provider: "together", model: "org/model", inputs: "hi" }),
      "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
    ],
    [
      "an unknown provider",
      () => hf.textClassification({ provider: "nowhere" as hf.InferenceProvider, model: "org/model", inputs: "hi" }),
      "Provider 'nowhere' not supported. Available providers: baseten, black-forest-labs, cerebras, cohere, deepinfra, fal-ai, featherless-ai, fireworks-ai, groq, hf-inference, hyperbolic, nebius, novita, nscale, openai, ovhcloud, publicai, replicate, sambanova, scaleway, together, wavespeed, zai-org",
    ],
    [
      "a task the provider does not serve",
      () => hf.textToImage({ provider: "cerebras", model: "org/model", inputs: "a cat" }),
      "Task 'text-to-image' not supported for provider 'cerebras'. Available tasks: conversational",
    ],
    [
      "text-to-video on hf-inference (no provider serves it there)",
      () => hf.textToVideo({ provider: "hf-inference", model: "org/model", inputs: "a cat" }),
      "Task 'text-to-video' not supported for provider 'hf-inference'. Available tasks: text-to-image, conversational, text-generation, text-classification, question-answering, audio-classification, automatic-speech-recognition, fill-mask, feature-extraction, image-classification, image-segmentation, document-question-answering, image-to-text, object-detection, audio-to-audio, zero-shot-image-classification, zero-shot-classification, image-to-image, sentence-similarity, table-question-answering, tabular-classification, text-to-speech, token-classification, translation, summarization, visual-question-answering, tabular-regression, text-to-audio",
    ],
    [
      "fal-ai speech input without a content type",
      () =>
        hf.automaticSpeechRecognition({
          provider: "fal-ai",
          model: "org/model",
          inputs: new Blob([new Uint8Array([1, 2, 3])]),
        }),
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    ],
    [
      "fal-ai speech input of an unsupported type",
      () =>
        hf.automaticSpeechRecognition({
          provider: "fal-ai",
          model: "org/model",
          inputs: new Blob([new Uint8Array([1, 2, 3])], { type: "audio/flac" }),
        }),
      "Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp4, audio/wav, audio/x-wav",
    ],
  ];

  it.each(cases)("%s", async (_name, call, message) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect((error as Error).message).toBe(message);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("accepts each supported fal-ai audio type and sends it as a data URL", async () => {
    const hub = hfModel("automatic-speech-recognition", "fal-ai", "fal-ai/whisper");
    const loop = await serve(hub, (_req, res) => sendJson(res, 200, { text: "ok" }));
    for (const type of ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"]) {
      const result = await hf.automaticSpeechRecognition(
        {
          provider: "fal-ai",
          model: "org/model",
          accessToken: "key",
          inputs: new Blob([new Uint8Array([1, 2, 3])], { type }),
        },
        { fetch: loop.fetch },
      );
      expect(result).toEqual({ text: "ok" });
      const sent = loop.inferenceRequests().at(-1) as LoopbackRequest;
      expect(sent.path).toBe("/fal.run/fal-ai/whisper");
      // fal refuses the audio/wav label and takes the same bytes as audio/x-wav (see fal-ai.ts).
      const label = type === "audio/wav" ? "audio/x-wav" : type;
      expect(JSON.parse(sent.body.toString())).toEqual({ audio_url: `data:${label};base64,AQID` });
      expect(sent.headers["content-type"]).toBe("application/json");
    }
  });
});

describe("hub lookups", () => {
  it("404 on the model: 'Model {id} does not exist'", async () => {
    const loop = await serve({ mappings: {} });
    await expectError(
      hf.textClassification({ model: "org/missing", inputs: "hi" }, { fetch: loop.fetch }),
      hf.InferenceHubError,
      "Model org/missing does not exist",
    );
    expect(loop.inferenceRequests()).toHaveLength(0);
  });

  it("a mapping without this provider, or no mapping at all: no provider information", async () => {
    const loop = await serve(hfModel("text-classification", "together"));
    const call = { provider: "hf-inference" as const, model: "org/model", inputs: "hi" };
    await expect(hf.textClassification(call, { fetch: loop.fetch })).rejects.toThrow(
      "We have not been able to find inference provider information for model org/model.",
    );

    await loop.close();
    server = await startLoopback((_req, res) => sendJson(res, 200, { id: "org/model" }));
    await expect(hf.textClassification(call, { fetch: server.fetch })).rejects.toThrow(
      "We have not been able to find inference provider information for model org/model.",
    );
  });

  it("a model mapped to another task: names the supported task", async () => {
    const loop = await serve(hfModel("text-generation", "together", "prov/model"));
    await expect(
      hf.chatCompletion({ provider: "together", model: "org/model", messages: [] }, { fetch: loop.fetch }),
    ).rejects.toThrow(
      "Model org/model is not supported for task conversational and provider together. Supported task: text-generation.",
    );
  });

  it("feature-extraction and sentence-similarity are interchangeable on hf-inference only", async () => {
    const loop = await serve(hfModel("sentence-similarity"), (_req, res) => sendJson(res, 200, [0.1, 0.2]));
    await expect(hf.featureExtraction({ model: "org/model", inputs: "hi" }, { fetch: loop.fetch })).resolves.toEqual([
      0.1, 0.2,
    ]);
    expect(loop.inferenceRequests()[0]?.path).toBe(
      "/router.huggingface.co/hf-inference/pipeline/feature-extraction/org/model",
    );
  });

  it("a staging model logs a console warning and the call proceeds", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const loop = await serve({
      mappings: {
        "org/model": { "hf-inference": { providerId: "org/model", task: "text-classification", status: "staging" } },
      },
    });
    const call = { provider: "hf-inference" as const, model: "org/model", inputs: "hi" };
    await expect(hf.textClassification(call, { fetch: loop.fetch })).resolves.toEqual([
      { label: "POSITIVE", score: 1 },
    ]);
    expect(warn).toHaveBeenCalledWith(
      "Model org/model is in staging mode for provider hf-inference. Meant for test purposes only.",
    );
  });

  it("the staging warning goes to the logger setLogger names (4.x's Logger), console again after", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const logged: unknown[][] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    hf.setLogger({ debug: record, info: record, warn: record, error: record, log: record });
    try {
      const loop = await serve({
        mappings: {
          "org/model": { "hf-inference": { providerId: "org/model", task: "text-classification", status: "staging" } },
        },
      });
      await hf.textClassification(
        { provider: "hf-inference", model: "org/model", inputs: "hi" },
        { fetch: loop.fetch },
      );
    } finally {
      hf.setLogger(console);
    }
    expect(logged).toEqual([
      ["Model org/model is in staging mode for provider hf-inference. Meant for test purposes only."],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("the mapping is cached per model: one hub lookup for many calls", async () => {
    const loop = await serve(hfModel("text-classification"));
    for (let i = 0; i < 3; i++)
      await hf.textClassification({ model: "org/model", inputs: "hi" }, { fetch: loop.fetch });
    const lookups = loop.requests.filter((r) => r.path.includes("expand[]=inferenceProviderMapping"));
    expect(lookups).toHaveLength(1);
    expect(loop.inferenceRequests()).toHaveLength(3);
  });

  it("hub tokens reach the hub; provider keys never do", async () => {
    const loop = await serve(hfModel("text-classification"));
    await hf.textClassification({ model: "org/model", inputs: "hi", accessToken: "hf_abc" }, { fetch: loop.fetch });
    clearInferenceProviderMappingCache();
    await hf.textClassification({ model: "org/model", inputs: "hi", accessToken: "sk-abc" }, { fetch: loop.fetch });
    const lookups = loop.requests.filter((r) => r.path.includes("inferenceProviderMapping"));
    expect(lookups.map((r) => r.headers.authorization)).toEqual(["Bearer hf_abc", undefined]);
  });

  describe("LoRA adapters", () => {
    const lora = (files: Array<{ type: string; path: string }> | undefined): HubFixtures => ({
      mappings: {
        "org/lora": {
          "fal-ai": { providerId: "fal-ai/lora", task: "text-to-image", status: "live", adapter: "lora" },
        },
      } as HubFixtures["mappings"],
      trees: files ? { "org/lora": files } : {},
    });

    it("uses the first .safetensors file of the tree", async () => {
      const loop = await serve(
        lora([
          { type: "directory", path: "x.safetensors" },
          { type: "file", path: "README.md" },
          { type: "file", path: "first.safetensors" },
          { type: "file", path: "second.safetensors" },
        ]),
        (_req, res) => sendJson(res, 200, { images: [{ url: "https://cdn.example/image.png" }] }),
      );
      const url = await hf.textToImage(
        { provider: "fal-ai", model: "org/lora", inputs: "a corgi", accessToken: "k" },
        { fetch: loop.fetch, outputType: "url" },
      );
      expect(url).toBe("https://cdn.example/image.png");
      const body = JSON.parse(loop.inferenceRequests()[0]?.body.toString() ?? "");
      expect(body).toEqual({
        sync_mode: true,
        prompt: "a corgi",
        loras: [{ path: "https://huggingface.co/org/lora/resolve/main/first.safetensors", scale: 1 }],
        model_name: "stabilityai/stable-diffusion-xl-base-1.0",
      });
    });

    it("reads the tree with the hub token (private adapters), never a provider key, cached per credential", async () => {
      const loop = await serve(lora([{ type: "file", path: "w.safetensors" }]), (_req, res) =>
        sendJson(res, 200, { images: [{ url: "https://cdn.example/image.png" }] }),
      );
      const run = (accessToken: string) =>
        hf.textToImage(
          { provider: "fal-ai", model: "org/lora", inputs: "a corgi", accessToken },
          { fetch: loop.fetch, outputType: "url" },
        );
      await run("hf_owner");
      await run("hf_owner");
      await run("hf_someone_else");
      await run("fal-key");
      const trees = loop.requests.filter((r) => r.path.endsWith("/tree/main"));
      expect(trees.map((r) => r.headers.authorization)).toEqual([
        "Bearer hf_owner",
        "Bearer hf_someone_else",
        undefined,
      ]);
    });

    it("no .safetensors file: 'No .safetensors file found in the model tree for {id}.'", async () => {
      const loop = await serve(lora([{ type: "file", path: "model.bin" }]));
      await expect(
        hf.textToImage({ provider: "fal-ai", model: "org/lora", inputs: "a corgi" }, { fetch: loop.fetch }),
      ).rejects.toThrow("No .safetensors file found in the model tree for org/lora.");
    });

    it("tree listing fails: 'Unable to fetch the model tree for {id}.'", async () => {
      const loop = await serve(lora(undefined));
      await expect(
        hf.textToImage({ provider: "fal-ai", model: "org/lora", inputs: "a corgi" }, { fetch: loop.fetch }),
      ).rejects.toThrow("Unable to fetch the model tree for org/lora.");
    });

    it("replicate and wavespeed, which read LoRA mappings too, still look the weights file up (and fail without one)", async () => {
      for (const provider of ["replicate", "wavespeed"] as const) {
        clearInferenceProviderMappingCache();
        const loop = await serve({
          mappings: {
            "org/lora": {
              [provider]: { providerId: "org/base", task: "text-to-image", status: "live", adapter: "lora" },
            },
          } as HubFixtures["mappings"],
          trees: { "org/lora": [{ type: "file", path: "model.bin" }] },
        });
        await expect(
          hf.textToImage({ provider, model: "org/lora", inputs: "a corgi" }, { fetch: loop.fetch }),
          provider,
        ).rejects.toThrow("No .safetensors file found in the model tree for org/lora.");
        expect(loop.inferenceRequests(), provider).toHaveLength(0);
      }
    });

    it("a chat call on a LoRA-mapped model lists no file tree: no chat helper reads the weights file", async () => {
      const loop = await serve(
        {
          mappings: {
            "org/lora": {
              together: { providerId: "together/lora", task: "conversational", status: "live", adapter: "lora" },
            },
          } as HubFixtures["mappings"],
          // No tree at all: before, the call failed on it ("Unable to fetch the model tree for org/lora.").
          trees: {},
        },
        (_req, res) => sendJson(res, 200, { choices: [], created: 1, id: "c", model: "together/lora", usage: {} }),
      );
      await hf.chatCompletion(
        { provider: "together", model: "org/lora", messages: [{ role: "user", content: "hi" }] },
        { fetch: loop.fetch },
      );
      expect(loop.requests.filter((r) => r.path.endsWith("/tree/main"))).toEqual([]);
      expect(JSON.parse(loop.inferenceRequests()[0]?.body.toString() ?? "").model).toBe("together/lora");
    });
  });

  describe("default model of a task", () => {
    it("uses the first model listed for the task", async () => {
      const loop = await serve({
        tasks: { "text-classification": { models: [{ id: "org/model" }, { id: "org/other" }] } },
        ...hfModel("text-classification"),
      });
      await hf.textClassification({ inputs: "hi" }, { fetch: loop.fetch });
      expect(loop.inferenceRequests()[0]?.path).toBe("/router.huggingface.co/hf-inference/models/org/model");
    });

    it("no model listed: 'No default model defined for task {task}, please define the model explicitly.'", async () => {
      const loop = await serve({ tasks: { "text-classification": { models: [] } } });
      await expect(hf.textClassification({ inputs: "hi" }, { fetch: loop.fetch })).rejects.toThrow(
        "No default model defined for task text-classification, please define the model explicitly.",
      );
    });

    it("/api/tasks failing: 'Failed to load tasks definitions from Hugging Face Hub.' (and the next call asks again)", async () => {
      const loop = await serve({});
      await expect(hf.textClassification({ inputs: "hi" }, { fetch: loop.fetch })).rejects.toThrow(
        "Failed to load tasks definitions from Hugging Face Hub.",
      );
      await expect(hf.textClassification({ inputs: "hi" }, { fetch: loop.fetch })).rejects.toThrow(
        "Failed to load tasks definitions from Hugging Face Hub.",
      );
      expect(loop.requests.filter((r) => r.path.endsWith("/api/tasks"))).toHaveLength(2);
    });

    it("a closed-source provider still needs an explicit model (checked after the default-model lookup)", async () => {
      const loop = await serve({ tasks: { conversational: { models: [{ id: "org/chat" }] } } });
      await expect(
        hf.chatCompletion({ provider: "openai", accessToken: "sk-x", messages: [] }, { fetch: loop.fetch }),
      ).rejects.toThrow("Provider openai requires a model ID to be passed directly.");
    });
  });
});

describe("provider answers with an error status", () => {
  const call = (loop: Loopback, options: hf.Options = {}) =>
    hf.textClassification({ model: "org/model", inputs: "hi" }, { fetch: loop.fetch, ...options });

  it("JSON `error` (a string keeps its JSON quotes, as in 3.8.1)", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) => sendJson(res, 400, { error: "bad thing" }));
    const error = await call(loop).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect((error as Error).message).toBe('"bad thing"');
    expect((error as hf.InferenceProviderError).status).toBe(400);
    expect((error as hf.InferenceProviderError).body).toEqual({ error: "bad thing" });
  });

  it("JSON `detail`, and application/problem+json", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) =>
      sendJson(
        res,
        422,
        { detail: [{ loc: ["body"], msg: "Field required" }] },
        { "Content-Type": "application/problem+json" },
      ),
    );
    await expect(call(loop)).rejects.toThrow('[{"loc":["body"],"msg":"Field required"}]');
  });

  it("JSON with neither field: the whole body", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) => sendJson(res, 401, { message: "No key" }));
    await expect(call(loop)).rejects.toThrow('{"message":"No key"}');
  });

  it("text/plain: the text", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) => {
      res.writeHead(422, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Failed to deserialize the JSON body");
    });
    await expectError(call(loop), hf.InferenceProviderError, "Failed to deserialize the JSON body");
  });

  it("anything else: 'An error occurred while fetching the blob'", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) => {
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end("<html>Bad gateway</html>");
    });
    await expectError(call(loop), hf.InferenceProviderError, "An error occurred while fetching the blob");
  });

  it.each([400, 404, 422, 500])(
    "chat completion with status %i: 'Server {model} does not seem to support chat completion.'",
    async (status) => {
      const loop = await serve(hfModel("conversational"), (_req, res) =>
        sendJson(res, status, { error: "Template error: template not found" }),
      );
      await expect(
        hf.chatCompletion(
          { provider: "hf-inference", model: "org/model", messages: [{ role: "user", content: "hi" }] },
          { fetch: loop.fetch },
        ),
      ).rejects.toThrow(
        'Server org/model does not seem to support chat completion. Error: "Template error: template not found"',
      );
    },
  );

  it("chat completion with another status keeps the generic message", async () => {
    const loop = await serve(hfModel("conversational"), (_req, res) => sendJson(res, 401, { error: "unauthorized" }));
    await expectError(
      hf.chatCompletion({ provider: "hf-inference", model: "org/model", messages: [] }, { fetch: loop.fetch }),
      hf.InferenceProviderError,
      '"unauthorized"',
    );
  });

  it("an OK answer that is not valid JSON", async () => {
    const loop = await serve(hfModel("text-classification"), (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{not json");
    });
    await expect(call(loop)).rejects.toThrow("The server answered invalid JSON: {not json");
  });
});

describe("answers of the wrong shape: InferenceOutputError naming the expected shape", () => {
  const cases: Array<[string, (o: hf.Options) => Promise<unknown>, string, unknown]> = [
    [
      "textClassification",
      (o) => hf.textClassification({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{label: string, score: number}>",
      { label: 1 },
    ],
    [
      "fillMask",
      (o) => hf.fillMask({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{score: number, sequence: string, token: number, token_str: string}>",
      [{ score: 1 }],
    ],
    [
      "questionAnswering",
      (o) => hf.questionAnswering({ model: "org/model", inputs: { question: "q", context: "c" } }, o),
      "Expected Array<{answer: string, end: number, score: number, start: number}>",
      { answer: 3 },
    ],
    [
      "summarization",
      (o) => hf.summarization({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{summary_text: string}>",
      [{}],
    ],
    [
      "translation",
      (o) => hf.translation({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{translation_text: string}>",
      "nope",
    ],
    [
      "textGeneration",
      (o) => hf.textGeneration({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{generated_text: string}>",
      [{ text: "x" }],
    ],
    [
      "featureExtraction",
      (o) => hf.featureExtraction({ model: "org/model", inputs: "x" }, o),
      "Expected Array<number[][][] | number[][] | number[] | number>",
      [["a"]],
    ],
    [
      "sentenceSimilarity",
      (o) => hf.sentenceSimilarity({ model: "org/model", inputs: { source_sentence: "a", sentences: [] } }, o),
      "Expected Array<number>",
      ["0.5"],
    ],
    [
      "tokenClassification",
      (o) => hf.tokenClassification({ model: "org/model", inputs: "x" }, o),
      "Expected Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
      [{ word: "x" }],
    ],
    [
      "tableQuestionAnswering",
      (o) => hf.tableQuestionAnswering({ model: "org/model", inputs: { question: "q", table: {} } }, o),
      "Expected {aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
      { answer: "x" },
    ],
    [
      "zeroShotClassification",
      (o) => hf.zeroShotClassification({ model: "org/model", inputs: "x", parameters: { candidate_labels: ["a"] } }, o),
      "Expected Array<{labels: string[], scores: number[], sequence: string}>",
      [{ labels: "a" }],
    ],
    [
      "tabularRegression",
      (o) => hf.tabularRegression({ model: "org/model", inputs: { data: {} } }, o),
      "Expected Array<number>",
      { value: 1 },
    ],
    [
      "chatCompletion (hf-inference)",
      (o) => hf.chatCompletion({ provider: "hf-inference", model: "org/model", messages: [] }, o),
      "Expected ChatCompletionOutput",
      { text: "hi" },
    ],
  ];

  it.each(cases)("%s", async (name, run, expected, answer) => {
    const task = {
      textClassification: "text-classification",
      fillMask: "fill-mask",
      questionAnswering: "question-answering",
      summarization: "summarization",
      translation: "translation",
      textGeneration: "text-generation",
      featureExtraction: "feature-extraction",
      sentenceSimilarity: "sentence-similarity",
      tokenClassification: "token-classification",
      tableQuestionAnswering: "table-question-answering",
      zeroShotClassification: "zero-shot-classification",
      tabularRegression: "tabular-regression",
      "chatCompletion (hf-inference)": "conversational",
    }[name] as string;
    const loop = await serve(hfModel(task), (_req, res) => sendJson(res, 200, answer));
    const error = await run({ fetch: loop.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      `Invalid inference output: ${expected}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
    );
  });

  it("a chat completion from a third-party provider missing its fields", async () => {
    const loop = await serve(hfModel("conversational", "together", "prov/model"), (_req, res) =>
      sendJson(res, 200, { choices: [], created: "yesterday", id: "x", model: "m", usage: {} }),
    );
    await expect(
      hf.chatCompletion(
        { provider: "together", model: "org/model", accessToken: "k", messages: [] },
        { fetch: loop.fetch },
      ),
    ).rejects.toThrow("Invalid inference output: Expected ChatCompletionOutput.");
  });
});

/**
 * The InferenceClient classes, the headers every request carries, and the request builder the snippet
 * generator reuses (pure, no network).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { makeRequestOptionsFromResolvedModel } from "../src/lib/makeRequestOptions.js";
import { getProviderHelper } from "../src/registry/registry.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback } from "./support/loopback.js";

const TASK_FUNCTIONS = [
  "request",
  "streamingRequest",
  "audioClassification",
  "audioToAudio",
  "automaticSpeechRecognition",
  "textToSpeech",
  "imageClassification",
  "imageSegmentation",
  "imageToImage",
  "imageToText",
  "objectDetection",
  "textToImage",
  "textToVideo",
  "zeroShotImageClassification",
  "chatCompletion",
  "chatCompletionStream",
  "featureExtraction",
  "fillMask",
  "questionAnswering",
  "sentenceSimilarity",
  "summarization",
  "tableQuestionAnswering",
  "textClassification",
  "textGeneration",
  "textGenerationStream",
  "tokenClassification",
  "translation",
  "zeroShotClassification",
  "documentQuestionAnswering",
  "visualQuestionAnswering",
  "tabularClassification",
  "tabularRegression",
];

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HUB: HubFixtures = {
  mappings: {
    "org/model": { "hf-inference": { providerId: "org/model", task: "text-classification", status: "live" } },
  },
};

async function classificationServer(): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    if (!serveHub(req, res, HUB)) sendJson(res, 200, [[{ label: "POSITIVE", score: 0.99 }]]);
  });
  return server;
}

describe("exports (drop-in for @huggingface/inference 3.8.1)", () => {
  it("exports every task function, the client classes, the output error and the provider list", () => {
    for (const name of TASK_FUNCTIONS) expect(typeof (hf as Record<string, unknown>)[name], name).toBe("function");
    expect(typeof hf.InferenceClient).toBe("function");
    expect(typeof hf.InferenceClientEndpoint).toBe("function");
    expect(typeof hf.HfInference).toBe("function");
    expect(typeof hf.InferenceOutputError).toBe("function");
    expect(typeof hf.snippets).toBe("object");
    // 3.8.1's providers, in its (alphabetical) order; test/provider-registry.test.ts checks the list against
    // the registry.
    const providersOf381 = [
      "black-forest-labs",
      "cerebras",
      "cohere",
      "fal-ai",
      "fireworks-ai",
      "hf-inference",
      "hyperbolic",
      "nebius",
      "novita",
      "openai",
      "replicate",
      "sambanova",
      "together",
    ];
    expect(hf.INFERENCE_PROVIDERS).toEqual(expect.arrayContaining(providersOf381));
    expect(hf.INFERENCE_PROVIDERS).toEqual([...hf.INFERENCE_PROVIDERS].sort());
  });
});

describe("InferenceClient", () => {
  it("has one non-enumerable method per task function; token and options stay ordinary properties", () => {
    const client = new hf.InferenceClient("hf_token", { billTo: "org" });
    for (const name of TASK_FUNCTIONS)
      expect(typeof (client as unknown as Record<string, unknown>)[name], name).toBe("function");
    expect(Object.keys(client).sort()).toEqual(["accessToken", "defaultOptions"]);
    expect(new hf.HfInference("x")).toBeInstanceOf(hf.InferenceClient);
  });

  it("injects the token and merges default options under per-call options", async () => {
    const loop = await classificationServer();
    const client = new hf.InferenceClient("hf_token", { fetch: loop.fetch, billTo: "default-org" });
    await client.textClassification({ model: "org/model", inputs: "hi" });
    await client.textClassification({ model: "org/model", inputs: "hi" }, { billTo: "other-org" });
    const [first, second] = loop.inferenceRequests();
    expect(first?.headers.authorization).toBe("Bearer hf_token");
    expect(first?.headers["x-hf-bill-to"]).toBe("default-org");
    expect(second?.headers["x-hf-bill-to"]).toBe("other-org");
  });

  it("endpoint(url) sends every call to that URL, with the client's token", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, [{ generated_text: "two" }]));
    const client = new hf.InferenceClient("hf_token", { fetch: server.fetch });
    const endpoint = client.endpoint(`${server.origin}/my-endpoint`);
    expect(endpoint).toBeInstanceOf(hf.InferenceClientEndpoint);
    await expect(endpoint.textGeneration({ inputs: "one plus one is" })).resolves.toEqual({ generated_text: "two" });
    expect(server.requests[0]?.path).toBe("/my-endpoint");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("new InferenceClient(token, { endpointUrl }) (4.x's option) sends every call to that URL", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, [{ generated_text: "two" }]));
    const client = new hf.InferenceClient("hf_token", { fetch: server.fetch, endpointUrl: `${server.origin}/mine` });
    await expect(client.textGeneration({ inputs: "one plus one is" })).resolves.toEqual({ generated_text: "two" });
    await client.textGeneration({ inputs: "again", model: "org/ignored" });
    expect(server.requests.map((request) => request.path)).toEqual(["/mine", "/mine"]);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("textToImage's outputType: 4.x's dataUrl and json besides url and blob", async () => {
    const b64 = Buffer.from("jpeg bytes").toString("base64");
    const answer = { data: [{ b64_json: b64 }] };
    const hub: HubFixtures = {
      mappings: { "org/image": { together: { providerId: "t/image", task: "text-to-image", status: "live" } } },
    };
    server = await startLoopback((req, res) => {
      if (!serveHub(req, res, hub)) sendJson(res, 200, answer);
    });
    const args = { provider: "together" as const, model: "org/image", inputs: "a cat", accessToken: "hf_token" };
    const options = { fetch: server.fetch };
    await expect(hf.textToImage(args, { ...options, outputType: "dataUrl" })).resolves.toBe(
      `data:image/jpeg;base64,${b64}`,
    );
    await expect(hf.textToImage(args, { ...options, outputType: "json" })).resolves.toEqual(answer);
    const blob = await hf.textToImage(args, options);
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe("jpeg bytes");
  });

  it("a same-origin endpoint path ('/proxy/...') is used as the URL, not read as a model id", async () => {
    const urls: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      urls.push(String(input));
      return input.toString().endsWith("/chat/completions")
        ? Response.json({ choices: [{ message: { role: "assistant", content: "hi" } }] })
        : Response.json([{ generated_text: "two" }]);
    };
    const endpoint = new hf.InferenceClient("hf_token", { fetch: fetchSpy }).endpoint("/proxy/my-model");
    await endpoint.textGeneration({ inputs: "one plus one is" });
    await endpoint.chatCompletion({ messages: [{ role: "user", content: "hello" }] });
    expect(urls).toEqual(["/proxy/my-model", "/proxy/my-model/v1/chat/completions"]);
  });
});

describe("headers", () => {
  it("Authorization, Content-Type, X-HF-Bill-To and a User-Agent naming this client and 3.8.1", async () => {
    const loop = await classificationServer();
    await hf.textClassification(
      { model: "org/model", inputs: "hi", accessToken: "hf_abc" },
      { fetch: loop.fetch, billTo: "my-org" },
    );
    const headers = loop.inferenceRequests()[0]?.headers;
    expect(headers?.authorization).toBe("Bearer hf_abc");
    expect(headers?.["content-type"]).toBe("application/json");
    expect(headers?.["x-hf-bill-to"]).toBe("my-org");
    expect(headers?.["user-agent"]).toBe("@hubkit/inference/3.8.1");
  });

  it("adds the browser's user agent when a navigator exists", async () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 Test" });
    try {
      const { info } = makeRequestOptionsFromResolvedModel(
        "org/model",
        getProviderHelper("hf-inference", "text-classification"),
        { inputs: "hi" },
        undefined,
        { task: "text-classification" },
      );
      expect((info.headers as Record<string, string>)["User-Agent"]).toBe("@hubkit/inference/3.8.1 Mozilla/5.0 Test");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("no token: no Authorization header; includeCredentials sets fetch credentials", () => {
    const helper = getProviderHelper("hf-inference", "text-classification");
    const anonymous = makeRequestOptionsFromResolvedModel("org/model", helper, { inputs: "hi" }, undefined, {});
    expect(anonymous.info.headers).not.toHaveProperty("Authorization");
    expect(anonymous.info.credentials).toBeUndefined();
    const withCookies = makeRequestOptionsFromResolvedModel("org/model", helper, { inputs: "hi" }, undefined, {
      includeCredentials: true,
    });
    expect(withCookies.info.credentials).toBe("include");
    const sameOrigin = makeRequestOptionsFromResolvedModel("org/model", helper, { inputs: "hi" }, undefined, {
      includeCredentials: "same-origin",
    });
    expect(sameOrigin.info.credentials).toBe("same-origin");
  });

  it("raw binary bodies carry no JSON Content-Type", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, [{ label: "cat", score: 1 }]));
    await hf.imageClassification(
      {
        endpointUrl: `${server.origin}/vit`,
        data: new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
      },
      { fetch: server.fetch },
    );
    const sent = server.requests[0];
    expect(sent?.headers["content-type"]).toBe("image/png");
    expect([...(sent?.body ?? [])]).toEqual([137, 80, 78, 71]);
  });
});

describe("makeRequestOptionsFromResolvedModel: the request, without network", () => {
  const chat = { messages: [{ role: "user", content: "hi" }], max_tokens: 512 };

  it.each([
    ["together", "hf_t", "https://router.huggingface.co/together/v1/chat/completions", "Bearer hf_t"],
    ["together", "tg-key", "https://api.together.xyz/v1/chat/completions", "Bearer tg-key"],
    [
      "hf-inference",
      "hf_t",
      "https://router.huggingface.co/hf-inference/models/prov/model/v1/chat/completions",
      "Bearer hf_t",
    ],
    ["fireworks-ai", "hf_t", "https://router.huggingface.co/fireworks-ai/inference/v1/chat/completions", "Bearer hf_t"],
    ["novita", "nv-key", "https://api.novita.ai/v3/openai/chat/completions", "Bearer nv-key"],
  ] as const)("%s chat with token %s", (provider, token, url, authorization) => {
    const helper = getProviderHelper(provider, "conversational");
    const request = makeRequestOptionsFromResolvedModel(
      "prov/model",
      helper,
      { ...chat, provider, accessToken: token, model: "org/model" },
      { providerId: "prov/model", hfModelId: "org/model", status: "live", task: "conversational" },
      { task: "conversational", billTo: "org" },
    );
    expect(request.url).toBe(url);
    expect(request.info.method).toBe("POST");
    expect(request.info.headers).toMatchObject({
      Authorization: authorization,
      "Content-Type": "application/json",
      "X-HF-Bill-To": "org",
    });
    expect(JSON.parse(request.info.body as string)).toEqual({ ...chat, model: "prov/model" });
  });

  it("endpoint URLs for chat: /v1 and /chat/completions endings are completed, not doubled", () => {
    const helper = getProviderHelper("hf-inference", "conversational");
    const urlFor = (endpointUrl: string) =>
      makeRequestOptionsFromResolvedModel("tgi", helper, { ...chat, endpointUrl }, undefined, {
        task: "conversational",
      }).url;
    expect(urlFor("https://x.example")).toBe("https://x.example/v1/chat/completions");
    expect(urlFor("https://x.example/")).toBe("https://x.example/v1/chat/completions");
    expect(urlFor("https://x.example/v1")).toBe("https://x.example/v1/chat/completions");
    expect(urlFor("https://x.example/v1/chat/completions")).toBe("https://x.example/v1/chat/completions");
  });

  it("non-chat endpoint URLs are used as they are", () => {
    const helper = getProviderHelper("hf-inference", "text-classification");
    const { url } = makeRequestOptionsFromResolvedModel(
      "https://x.example/custom",
      helper,
      { inputs: "hi", endpointUrl: "https://x.example/custom" },
      undefined,
      { task: "text-classification" },
    );
    expect(url).toBe("https://x.example/custom");
  });
});

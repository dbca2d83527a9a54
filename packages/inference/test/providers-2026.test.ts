/**
 * The providers of today's router that are new since 3.8.1 (issue 20), and the retired ones, against a
 * loopback server answering in each provider's documented shapes: routes through the router and with the
 * provider's own key, bodies, answers, error bodies, and the job statuses of the providers that poll
 * (wavespeed, zai-org). Shapes from the provider pages listed in the package README's provider table.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const COMPLETION = {
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1764000000,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "Bonjour" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
};
const TEXT_COMPLETION = {
  id: "cmpl-1",
  object: "text_completion",
  created: 1764000000,
  model: "m",
  choices: [{ index: 0, text: " a sunny day.", finish_reason: "length" }],
  usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
};
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const MP4 = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50]);

type Route = (req: LoopbackRequest, res: ServerResponse) => void;

/** A hub mapping `model` to `provider` for `task`, and the provider answering with `route`. */
async function serve(provider: string, task: string, route: Route, providerId = `${provider}-id`): Promise<Loopback> {
  const hub: HubFixtures = {
    mappings: { "org/model": { [provider]: { providerId, task, status: "live" } } } as HubFixtures["mappings"],
  };
  server = await startLoopback((req, res) => {
    if (serveHub(req, res, hub)) return;
    route(req, res);
  });
  return server;
}

const bodyOf = (req: LoopbackRequest | undefined): Record<string, unknown> => JSON.parse(req!.body.toString());

describe("OpenAI-compatible chat: route, model, key, error message", () => {
  const cases = [
    ["baseten", "/inference.baseten.co/v1/chat/completions", "/router.huggingface.co/baseten/v1/chat/completions"],
    [
      "deepinfra",
      "/api.deepinfra.com/v1/openai/chat/completions",
      "/router.huggingface.co/deepinfra/v1/openai/chat/completions",
    ],
    [
      "featherless-ai",
      "/api.featherless.ai/v1/chat/completions",
      "/router.huggingface.co/featherless-ai/v1/chat/completions",
    ],
    ["groq", "/api.groq.com/openai/v1/chat/completions", "/router.huggingface.co/groq/openai/v1/chat/completions"],
    ["nscale", "/inference.api.nscale.com/v1/chat/completions", "/router.huggingface.co/nscale/v1/chat/completions"],
    [
      "ovhcloud",
      "/oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions",
      "/router.huggingface.co/ovhcloud/v1/chat/completions",
    ],
    ["publicai", "/api.publicai.co/v1/chat/completions", "/router.huggingface.co/publicai/v1/chat/completions"],
    ["scaleway", "/api.scaleway.ai/v1/chat/completions", "/router.huggingface.co/scaleway/v1/chat/completions"],
    [
      "zai-org",
      "/api.z.ai/api/paas/v4/chat/completions",
      "/router.huggingface.co/zai-org/api/paas/v4/chat/completions",
    ],
  ] as const;

  for (const [provider, direct, routed] of cases) {
    it(provider, async () => {
      const loop = await serve(provider, "conversational", (_req, res) => sendJson(res, 200, COMPLETION));
      const args = { provider, model: "org/model", messages: [{ role: "user", content: "Hi" }], max_tokens: 8 };
      const viaRouter = await hf.chatCompletion({ ...args, accessToken: "hf_token" }, { fetch: loop.fetch });
      expect(viaRouter.choices[0]?.message.content).toBe("Bonjour");
      await hf.chatCompletion({ ...args, accessToken: "own-key" }, { fetch: loop.fetch });
      const [first, second] = loop.inferenceRequests();
      expect(first?.path).toBe(routed);
      expect(first?.headers.authorization).toBe("Bearer hf_token");
      expect(second?.path).toBe(direct);
      expect(second?.headers.authorization).toBe("Bearer own-key");
      expect(bodyOf(first)).toEqual({
        messages: [{ role: "user", content: "Hi" }],
        max_tokens: 8,
        model: `${provider}-id`,
      });
      if (provider === "zai-org") {
        expect(first?.headers["x-source-channel"]).toBe("hugging_face");
        expect(first?.headers["accept-language"]).toBe("en-US,en");
      }
    });
  }

  it("an OpenAI-style error body gives the provider's own message (groq's documented shape)", async () => {
    const loop = await serve("groq", "conversational", (_req, res) =>
      sendJson(res, 429, {
        error: { message: "Rate limit reached for model", type: "tokens", code: "rate_limit_exceeded" },
      }),
    );
    const error = await failure(
      hf.chatCompletion(
        { provider: "groq", model: "org/model", messages: [], accessToken: "hf_token" },
        { fetch: loop.fetch, retry_on_error: false },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Rate limit reached for model");
  });

  it("a z.ai business error ({ error: { code, message } }) reads the same way", async () => {
    const loop = await serve("zai-org", "conversational", (_req, res) =>
      sendJson(res, 400, { error: { code: "1211", message: "Model does not exist" } }),
    );
    const error = await failure(
      hf.chatCompletion(
        { provider: "zai-org", model: "org/model", messages: [], accessToken: "hf_token" },
        { fetch: loop.fetch },
      ),
    );
    expect(error.message).toContain("Model does not exist");
  });
});

describe("text generation", () => {
  const completions = [
    ["featherless-ai", "/router.huggingface.co/featherless-ai/v1/completions"],
    ["ovhcloud", "/router.huggingface.co/ovhcloud/v1/completions"],
    ["deepinfra", "/router.huggingface.co/deepinfra/v1/openai/completions"],
  ] as const;
  for (const [provider, routed] of completions) {
    it(`${provider}: a completions request, the first choice's text`, async () => {
      const loop = await serve(provider, "text-generation", (_req, res) => sendJson(res, 200, TEXT_COMPLETION));
      const output = await hf.textGeneration(
        {
          provider,
          model: "org/model",
          accessToken: "hf_token",
          inputs: "Tomorrow will be",
          parameters: { max_new_tokens: 4, temperature: 0.5 },
        },
        { fetch: loop.fetch },
      );
      expect(output).toEqual({ generated_text: " a sunny day." });
      const [request] = loop.inferenceRequests();
      expect(request?.path).toBe(routed);
      expect(bodyOf(request)).toEqual({
        model: `${provider}-id`,
        max_tokens: 4,
        temperature: 0.5,
        prompt: "Tomorrow will be",
      });
    });
  }

  it("groq: the prompt as one user message on the chat route", async () => {
    const loop = await serve("groq", "text-generation", (_req, res) => sendJson(res, 200, COMPLETION));
    const output = await hf.textGeneration(
      {
        provider: "groq",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Say hi",
        parameters: { max_new_tokens: 3 },
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ generated_text: "Bonjour" });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/groq/openai/v1/chat/completions");
    expect(bodyOf(request)).toEqual({
      model: "groq-id",
      messages: [{ role: "user", content: "Say hi" }],
      max_tokens: 3,
    });
  });

  it("an answer without choices is an InferenceOutputError", async () => {
    const loop = await serve("featherless-ai", "text-generation", (_req, res) => sendJson(res, 200, { id: "x" }));
    const error = await failure(
      hf.textGeneration({ provider: "featherless-ai", model: "org/model", inputs: "x" }, { fetch: loop.fetch }),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
  });

  it("scaleway does not offer text generation (its API lists no completions route)", async () => {
    const loop = await serve("scaleway", "text-generation", (_req, res) => sendJson(res, 200, TEXT_COMPLETION));
    const error = await failure(
      hf.textGeneration({ provider: "scaleway", model: "org/model", inputs: "x" }, { fetch: loop.fetch }),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(loop.inferenceRequests()).toHaveLength(0);
  });
});

describe("embeddings and speech", () => {
  for (const [provider, routed] of [
    ["scaleway", "/router.huggingface.co/scaleway/v1/embeddings"],
    ["deepinfra", "/router.huggingface.co/deepinfra/v1/openai/embeddings"],
  ] as const) {
    it(`${provider}: one vector per input, in order`, async () => {
      const loop = await serve(provider, "feature-extraction", (_req, res) =>
        sendJson(res, 200, {
          object: "list",
          data: [
            { object: "embedding", index: 0, embedding: [0.1, 0.2] },
            { object: "embedding", index: 1, embedding: [0.3, 0.4] },
          ],
          model: "m",
        }),
      );
      const output = await hf.featureExtraction(
        { provider, model: "org/model", accessToken: "hf_token", inputs: ["a", "b"], dimensions: 2 },
        { fetch: loop.fetch },
      );
      expect(output).toEqual([
        [0.1, 0.2],
        [0.3, 0.4],
      ]);
      const [request] = loop.inferenceRequests();
      expect(request?.path).toBe(routed);
      expect(bodyOf(request)).toEqual({ dimensions: 2, input: ["a", "b"], model: `${provider}-id` });
    });
  }

  it("deepinfra text-to-speech: OpenAI's speech body, the audio bytes back", async () => {
    const loop = await serve("deepinfra", "text-to-speech", (_req, res) => {
      res.writeHead(200, { "Content-Type": "audio/mpeg" });
      res.end(Buffer.from([73, 68, 51, 4]));
    });
    const audio = await hf.textToSpeech(
      {
        provider: "deepinfra",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Hello",
        parameters: { voice: "af_bella" },
      },
      { fetch: loop.fetch },
    );
    expect(audio).toBeInstanceOf(Blob);
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(new Uint8Array([73, 68, 51, 4]));
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/deepinfra/v1/openai/audio/speech");
    expect(bodyOf(request)).toEqual({ voice: "af_bella", input: "Hello", model: "deepinfra-id" });
  });
});

describe("nscale text-to-image", () => {
  it("width and height as its documented size; base64 back as a Blob or a data URL", async () => {
    const b64 = Buffer.from(PNG).toString("base64");
    const loop = await serve("nscale", "text-to-image", (_req, res) =>
      sendJson(res, 200, { created: 1764000000, data: [{ b64_json: b64 }] }),
    );
    const args = {
      provider: "nscale" as const,
      model: "org/model",
      accessToken: "hf_token",
      inputs: "A lighthouse",
      parameters: { width: 768, height: 512, num_inference_steps: 4 },
    };
    const image = await hf.textToImage(args, { fetch: loop.fetch });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const url = await hf.textToImage(args, { fetch: loop.fetch, outputType: "url" });
    expect(url).toBe(`data:image/jpeg;base64,${b64}`);
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/nscale/v1/images/generations");
    expect(bodyOf(request)).toEqual({
      num_inference_steps: 4,
      size: "768x512",
      prompt: "A lighthouse",
      model: "nscale-id",
    });
  });
});

describe("zai-org text-to-image: an asynchronous job", () => {
  function zaiJob(statuses: Array<Record<string, unknown>>): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST")
        return sendJson(res, 200, { model: "glm-image", id: "task-42", request_id: "r", task_status: "PROCESSING" });
      if (req.path.endsWith("/image.png")) {
        res.writeHead(200, { "Content-Type": "image/png" });
        return res.end(Buffer.from(PNG));
      }
      const status = statuses[Math.min(polls++, statuses.length - 1)];
      sendJson(res, 200, status);
    };
  }

  it("PROCESSING, then SUCCESS: the image, polled on the router's async-result route with the same headers", async () => {
    const loop = await serve(
      "zai-org",
      "text-to-image",
      zaiJob([
        { task_status: "PROCESSING" },
        { task_status: "SUCCESS", image_result: [{ url: "https://mfile.z.ai/x/image.png" }] },
      ]),
    );
    const image = await hf.textToImage(
      {
        provider: "zai-org",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "A fox",
        parameters: { width: 1280, height: 1280 },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const paths = loop.inferenceRequests().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      "POST /router.huggingface.co/zai-org/api/paas/v4/async/images/generations",
      "GET /router.huggingface.co/zai-org/api/paas/v4/async-result/task-42",
      "GET /router.huggingface.co/zai-org/api/paas/v4/async-result/task-42",
      "GET /mfile.z.ai/x/image.png",
    ]);
    expect(bodyOf(loop.inferenceRequests()[0])).toEqual({ size: "1280x1280", model: "zai-org-id", prompt: "A fox" });
    expect(loop.inferenceRequests()[1]?.headers["x-source-channel"]).toBe("hugging_face");
    expect(loop.inferenceRequests()[1]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("with its own key, the job is asked for on api.z.ai", async () => {
    const loop = await serve(
      "zai-org",
      "text-to-image",
      zaiJob([{ task_status: "SUCCESS", image_result: [{ url: "https://mfile.z.ai/x/image.png" }] }]),
    );
    const url = await hf.textToImage(
      { provider: "zai-org", model: "org/model", accessToken: "zai-key", inputs: "A fox" },
      { fetch: loop.fetch, polling: { intervalMs: 0 }, outputType: "url" },
    );
    expect(url).toBe("https://mfile.z.ai/x/image.png");
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual([
      "/api.z.ai/api/paas/v4/async/images/generations",
      "/api.z.ai/api/paas/v4/async-result/task-42",
    ]);
  });

  it("FAIL ends the call with Z.ai's message; an unknown status ends it too", async () => {
    let loop = await serve(
      "zai-org",
      "text-to-image",
      zaiJob([{ task_status: "FAIL", error: { code: "1301", message: "unsafe content" } }]),
    );
    let error = await failure(
      hf.textToImage(
        { provider: "zai-org", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe("zai-org ended the task with status FAIL: unsafe content");
    await server?.close();
    loop = await serve("zai-org", "text-to-image", zaiJob([{ task_status: "QUEUED_SOMEWHERE" }]));
    error = await failure(
      hf.textToImage(
        { provider: "zai-org", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error.message).toBe("zai-org ended the task with status QUEUED_SOMEWHERE");
  });

  it("a job that stays PROCESSING ends after polling.maxAttempts", async () => {
    const loop = await serve("zai-org", "text-to-image", zaiJob([{ task_status: "PROCESSING" }]));
    const error = await failure(
      hf.textToImage(
        { provider: "zai-org", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0, maxAttempts: 3 } },
      ),
    );
    expect(error.message).toBe(
      "zai-org did not finish the job after 3 status requests (the polling.maxAttempts option)",
    );
    expect(loop.inferenceRequests()).toHaveLength(4);
  });
});

describe("wavespeed: every task a job", () => {
  const submitted = {
    code: 200,
    message: "success",
    data: { id: "job-7", urls: { get: "https://api.wavespeed.ai/api/v3/predictions/job-7/result" }, status: "created" },
  };
  function wavespeedJob(states: Array<Record<string, unknown>>): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") return sendJson(res, 200, submitted);
      if (req.path.endsWith(".png") || req.path.endsWith(".mp4")) {
        res.writeHead(200, { "Content-Type": req.path.endsWith(".png") ? "image/png" : "video/mp4" });
        return res.end(Buffer.from(req.path.endsWith(".png") ? PNG : MP4));
      }
      const data = states[Math.min(polls++, states.length - 1)];
      sendJson(res, 200, { code: 200, message: "success", data: { id: "job-7", ...data } });
    };
  }

  it("text-to-image: created, processing, completed; polled on the router with the submit headers", async () => {
    const loop = await serve(
      "wavespeed",
      "text-to-image",
      wavespeedJob([
        { status: "processing", outputs: [] },
        { status: "completed", outputs: ["https://cdn.wavespeed.ai/out/1.png"], has_nsfw_contents: [false] },
      ]),
      "wavespeed-ai/flux-dev",
    );
    const image = await hf.textToImage(
      { provider: "wavespeed", model: "org/model", accessToken: "hf_token", inputs: "A cat", parameters: { seed: 1 } },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const requests = loop.inferenceRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev",
      "GET /router.huggingface.co/wavespeed/api/v3/predictions/job-7/result",
      "GET /router.huggingface.co/wavespeed/api/v3/predictions/job-7/result",
      "GET /cdn.wavespeed.ai/out/1.png",
    ]);
    expect(bodyOf(requests[0])).toEqual({ seed: 1, prompt: "A cat" });
    expect(requests[1]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("text-to-video with its own key: the job on api.wavespeed.ai; a LoRA mapping names the adapter", async () => {
    const hub: HubFixtures = {
      mappings: {
        "org/lora": {
          wavespeed: {
            providerId: "wavespeed-ai/minimax/text-to-video-lora",
            task: "text-to-video",
            status: "live",
            adapter: "lora",
            adapterWeightsPath: "lora.safetensors",
          },
        },
      } as HubFixtures["mappings"],
      trees: { "org/lora": [{ type: "file", path: "lora.safetensors" }] },
    };
    const job = wavespeedJob([{ status: "completed", outputs: ["https://cdn.wavespeed.ai/out/1.mp4"] }]);
    server = await startLoopback((req, res) => {
      if (serveHub(req, res, hub)) return;
      job(req, res);
    });
    const video = await hf.textToVideo(
      { provider: "wavespeed", model: "org/lora", accessToken: "ws-key", inputs: "Waves" },
      { fetch: server.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);
    const requests = server.inferenceRequests();
    expect(requests[0]?.path).toBe("/api.wavespeed.ai/api/v3/wavespeed-ai/minimax/text-to-video-lora");
    expect(bodyOf(requests[0])).toEqual({ prompt: "Waves", loras: [{ path: "org/lora", scale: 1 }] });
    expect(requests[1]?.path).toBe("/api.wavespeed.ai/api/v3/predictions/job-7/result");
  });

  it("failed ends the call with WaveSpeed's error; an unknown status ends it too", async () => {
    let loop = await serve(
      "wavespeed",
      "text-to-image",
      wavespeedJob([{ status: "failed", code: 1200, error: "content moderation" }]),
    );
    let error = await failure(
      hf.textToImage(
        { provider: "wavespeed", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe("wavespeed ended the job with status failed: content moderation");
    await server?.close();
    loop = await serve("wavespeed", "text-to-image", wavespeedJob([{ status: "paused" }]));
    error = await failure(
      hf.textToImage(
        { provider: "wavespeed", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error.message).toBe("wavespeed ended the job with status paused");
  });

  it("an error envelope ({ code, message }) on submit is a provider error with WaveSpeed's message", async () => {
    const loop = await serve("wavespeed", "text-to-image", (_req, res) =>
      sendJson(res, 401, { code: 401, message: "Invalid API key" }),
    );
    const error = await failure(
      hf.textToImage({ provider: "wavespeed", model: "org/model", inputs: "x" }, { fetch: loop.fetch }),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Invalid API key");
  });

  it("a job URL that is not a plain path is refused before any request", async () => {
    const loop = await serve("wavespeed", "text-to-image", (req, res) =>
      req.method === "POST"
        ? sendJson(res, 200, {
            ...submitted,
            data: { ...submitted.data, urls: { get: "https://api.wavespeed.ai/api/v3/predictions/a%2F..%2Fx" } },
          })
        : sendJson(res, 500, {}),
    );
    const error = await failure(
      hf.textToImage(
        { provider: "wavespeed", model: "org/model", inputs: "x" },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(loop.inferenceRequests()).toHaveLength(1);
  });
});

describe("the retired providers", () => {
  const RETIRED = ["black-forest-labs", "hyperbolic", "nebius", "sambanova"] as const;

  it("keep their names in INFERENCE_PROVIDERS", () => {
    for (const name of RETIRED) expect(hf.INFERENCE_PROVIDERS).toContain(name);
  });

  for (const provider of RETIRED) {
    it(`${provider}: through the router, an error naming it and the date, before any request`, async () => {
      const task = provider === "black-forest-labs" ? "text-to-image" : "conversational";
      const loop = await serve(provider, task, (_req, res) => sendJson(res, 500, {}));
      const base = { provider, model: "org/model", accessToken: "hf_token" };
      const error = await failure(
        task === "text-to-image"
          ? hf.textToImage({ ...base, inputs: "x" }, { fetch: loop.fetch })
          : hf.chatCompletion({ ...base, messages: [] }, { fetch: loop.fetch }),
      );
      expect(error).toBeInstanceOf(hf.InferenceInputError);
      expect(error.message).toBe(
        `Provider ${provider} was retired from the router on 2026-06-29: call it with its own API key, or choose another provider.`,
      );
      expect(loop.requests).toHaveLength(0);
    });
  }

  it("sambanova with its own key still reaches api.sambanova.ai", async () => {
    const loop = await serve("sambanova", "conversational", (_req, res) => sendJson(res, 200, COMPLETION));
    await hf.chatCompletion(
      { provider: "sambanova", model: "org/model", accessToken: "samba-key", messages: [] },
      { fetch: loop.fetch },
    );
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual(["/api.sambanova.ai/v1/chat/completions"]);
  });

  it('"auto" passes over a live mapping to a retired provider', async () => {
    const hub: HubFixtures = {
      mappings: {
        "org/model": {
          sambanova: { providerId: "s", task: "conversational", status: "live" },
          groq: { providerId: "g", task: "conversational", status: "live" },
        },
      } as HubFixtures["mappings"],
    };
    server = await startLoopback((req, res) => {
      if (serveHub(req, res, hub)) return;
      sendJson(res, 200, COMPLETION);
    });
    await hf.chatCompletion(
      { provider: "auto", model: "org/model", accessToken: "hf_token", messages: [] },
      { fetch: server.fetch },
    );
    expect(server.inferenceRequests().map((r) => r.path)).toEqual([
      "/router.huggingface.co/groq/openai/v1/chat/completions",
    ]);
  });

  it("get no snippets", () => {
    const model = {
      id: "org/model",
      pipeline_tag: "text-generation" as const,
      tags: ["conversational"],
      inference: "",
    };
    for (const provider of RETIRED) expect(hf.snippets.getInferenceSnippets(model, "hf_x", provider)).toEqual([]);
    expect(hf.snippets.getInferenceSnippets(model, "hf_x", "groq").length).toBeGreaterThan(0);
  });
});

describe("image-to-video and wavespeed image-to-image: the image inside JSON as a data URL", () => {
  const image = new Blob([PNG], { type: "image/png" });
  const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

  it("fal-ai image-to-video: the queue, the image under image_url", async () => {
    const loop = await serve(
      "fal-ai",
      "image-to-video",
      (req, res) => {
        if (req.method === "POST") {
          return sendJson(res, 200, {
            request_id: "r1",
            status: "IN_QUEUE",
            response_url: "https://queue.fal.run/fal-ai/wan-i2v/requests/r1",
            status_url: "https://queue.fal.run/fal-ai/wan-i2v/requests/r1/status",
          });
        }
        if (req.path.endsWith("/status?_subdomain=queue")) return sendJson(res, 200, { status: "COMPLETED" });
        if (req.path.endsWith(".mp4")) {
          res.writeHead(200, { "Content-Type": "video/mp4" });
          return res.end(Buffer.from(MP4));
        }
        sendJson(res, 200, { video: { url: "https://v3.fal.media/files/x/out.mp4" } });
      },
      "fal-ai/wan-i2v",
    );
    const video = await hf.imageToVideo(
      {
        provider: "fal-ai",
        model: "org/model",
        accessToken: "hf_token",
        inputs: image,
        parameters: { prompt: "Pan left" },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);
    const requests = loop.inferenceRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /router.huggingface.co/fal-ai/fal-ai/wan-i2v?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/wan-i2v/requests/r1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/wan-i2v/requests/r1?_subdomain=queue",
      "GET /v3.fal.media/files/x/out.mp4",
    ]);
    expect(bodyOf(requests[0])).toEqual({ prompt: "Pan left", image_url: dataUrl });
  });

  for (const [task, call] of [
    ["image-to-video", () => hf.imageToVideo],
    ["image-to-image", () => hf.imageToImage],
  ] as const) {
    it(`wavespeed ${task}: the image under image, the prompt from the parameters`, async () => {
      let polls = 0;
      const loop = await serve(
        "wavespeed",
        task,
        (req, res) => {
          if (req.method === "POST") {
            return sendJson(res, 200, {
              code: 200,
              message: "success",
              data: {
                id: "j",
                urls: { get: "https://api.wavespeed.ai/api/v3/predictions/j/result" },
                status: "created",
              },
            });
          }
          if (req.path.endsWith("/out")) {
            res.writeHead(200, { "Content-Type": "application/octet-stream" });
            return res.end(Buffer.from(PNG));
          }
          polls++;
          sendJson(res, 200, {
            code: 200,
            data: { id: "j", status: "completed", outputs: ["https://cdn.wavespeed.ai/out"] },
          });
        },
        "wavespeed-ai/model",
      );
      const fn = call() as (args: object, options: object) => Promise<Blob>;
      const output = await fn(
        {
          provider: "wavespeed",
          model: "org/model",
          accessToken: "ws-key",
          inputs: image,
          parameters: { prompt: "Sunset" },
        },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      );
      expect(output).toBeInstanceOf(Blob);
      expect(polls).toBe(1);
      const [submit] = loop.inferenceRequests();
      expect(submit?.path).toBe("/api.wavespeed.ai/api/v3/wavespeed-ai/model");
      expect(submit?.headers.authorization).toBe("Bearer ws-key");
      expect(bodyOf(submit)).toEqual({ prompt: "Sunset", image: dataUrl });
    });
  }
});

describe("image-text-to-image and image-text-to-video: an optional image", () => {
  const image = new Blob([PNG], { type: "image/png" });
  const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

  function falQueue(result: unknown): Route {
    return (req, res) => {
      if (req.method === "POST") {
        return sendJson(res, 200, {
          request_id: "r2",
          response_url: "https://queue.fal.run/fal-ai/flux-2/requests/r2",
          status: "IN_QUEUE",
        });
      }
      if (req.path.includes("/status")) return sendJson(res, 200, { status: "COMPLETED" });
      if (req.path.startsWith("/v3.fal.media/")) {
        res.writeHead(200, { "Content-Type": "application/octet-stream" });
        return res.end(Buffer.from(PNG));
      }
      sendJson(res, 200, result);
    };
  }

  it("fal-ai image-text-to-image: the image under image_url and image_urls, the first image of the result", async () => {
    const loop = await serve(
      "fal-ai",
      "image-text-to-image",
      falQueue({ images: [{ url: "https://v3.fal.media/files/out.png" }] }),
      "fal-ai/flux-2/edit",
    );
    const output = await hf.imageTextToImage(
      {
        provider: "fal-ai",
        model: "org/model",
        accessToken: "hf_token",
        inputs: image,
        parameters: { prompt: "Add a hat" },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await output.arrayBuffer())).toEqual(PNG);
    const [submit] = loop.inferenceRequests();
    expect(submit?.path).toBe("/router.huggingface.co/fal-ai/fal-ai/flux-2/edit?_subdomain=queue");
    expect(bodyOf(submit)).toEqual({ prompt: "Add a hat", image_url: dataUrl, image_urls: [dataUrl] });
  });

  it("fal-ai image-text-to-video without an image: the prompt alone", async () => {
    const loop = await serve(
      "fal-ai",
      "image-text-to-video",
      falQueue({ video: { url: "https://v3.fal.media/files/out.mp4" } }),
      "fal-ai/wan/v2.2-5b",
    );
    const output = await hf.imageTextToVideo(
      {
        provider: "fal-ai",
        model: "org/model",
        accessToken: "hf_token",
        parameters: { prompt: "A river", num_frames: 81 },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(output).toBeInstanceOf(Blob);
    expect(bodyOf(loop.inferenceRequests()[0])).toEqual({ prompt: "A river", num_frames: 81 });
  });

  it("an image result that is not one is an InferenceOutputError", async () => {
    const loop = await serve(
      "fal-ai",
      "image-text-to-image",
      falQueue({ video: { url: "https://v3.fal.media/x.mp4" } }),
    );
    const error = await failure(
      hf.imageTextToImage(
        { provider: "fal-ai", model: "org/model", parameters: { prompt: "x" } },
        { fetch: loop.fetch, polling: { intervalMs: 0 } },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
  });

  it("wavespeed image-text-to-video with and without an image", async () => {
    const loop = await serve(
      "wavespeed",
      "image-text-to-video",
      (req, res) => {
        if (req.method === "POST") {
          return sendJson(res, 200, {
            code: 200,
            data: { id: "k", urls: { get: "https://api.wavespeed.ai/api/v3/predictions/k/result" }, status: "created" },
          });
        }
        if (req.path.endsWith(".mp4")) {
          res.writeHead(200, { "Content-Type": "video/mp4" });
          return res.end(Buffer.from(MP4));
        }
        sendJson(res, 200, {
          code: 200,
          data: { id: "k", status: "completed", outputs: ["https://cdn.wavespeed.ai/k.mp4"] },
        });
      },
      "wavespeed-ai/wan-2.2/i2v",
    );
    const args = {
      provider: "wavespeed" as const,
      model: "org/model",
      accessToken: "hf_token",
      parameters: { prompt: "Rain" },
    };
    await hf.imageTextToVideo({ ...args, inputs: image }, { fetch: loop.fetch, polling: { intervalMs: 0 } });
    await hf.imageTextToVideo(args, { fetch: loop.fetch, polling: { intervalMs: 0 } });
    const submits = loop.inferenceRequests().filter((r) => r.method === "POST");
    expect(submits.map(bodyOf)).toEqual([{ prompt: "Rain", image: dataUrl }, { prompt: "Rain" }]);
  });
});

/**
 * The providers of today's router that are new since 3.8.1 (issue 20), and the retired ones, against a
 * loopback server answering in each provider's documented shapes: routes through the router and with the
 * provider's own key, bodies, answers, error bodies, and the job statuses of the providers that poll
 * (wavespeed, zai-org). Shapes from the provider pages listed in the package README's provider table.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { falAi } from "../src/providers/fal-ai/index.js";
import { replicate } from "../src/providers/replicate/index.js";
import { together } from "../src/providers/together/index.js";
import { wavespeed } from "../src/providers/wavespeed/index.js";
import { zaiOrg } from "../src/providers/zai-org/index.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { bodyOf, MP4, PNG, startProviderLoopback, type Route } from "./support/providerLoopback.js";
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
/** The hub and `provider` on a loopback server (see support/providerLoopback.ts), closed after the test. */
async function serve(provider: string, task: string, route: Route, providerId?: string): Promise<Loopback> {
  server = await startProviderLoopback(provider, task, route, providerId);
  return server;
}

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

describe("fal-ai image segmentation, audio-to-audio and text-to-audio: queue jobs whose result is a file URL", () => {
  const image = new Blob([PNG], { type: "image/png" });
  const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;
  const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0, 87, 65, 86, 69]);
  const wavBase64 = Buffer.from(WAV).toString("base64");
  const audio = new Blob([WAV], { type: "audio/wav" });

  /** fal's queue for `model`: the given statuses in turn (then COMPLETED), then `result`, files from v3.fal.media. */
  function falJob(model: string, statuses: unknown[], result: unknown, resultStatus = 200): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") {
        return sendJson(res, 200, {
          request_id: "job1",
          status: "IN_QUEUE",
          response_url: `https://queue.fal.run/${model}/requests/job1`,
          status_url: `https://queue.fal.run/${model}/requests/job1/status`,
          cancel_url: `https://queue.fal.run/${model}/requests/job1/cancel`,
          queue_position: 0,
        });
      }
      if (req.path.includes("/status")) return sendJson(res, 200, statuses[polls++] ?? { status: "COMPLETED" });
      if (req.path.startsWith("/v3.fal.media/")) {
        const wav = req.path.endsWith(".wav");
        res.writeHead(200, { "Content-Type": wav ? "audio/wav" : "image/png" });
        return res.end(Buffer.from(wav ? WAV : PNG));
      }
      sendJson(res, resultStatus, result);
    };
  }

  const polling = { polling: { intervalMs: 0 } };

  it("image-segmentation: IN_QUEUE, IN_PROGRESS, COMPLETED; the mask image as base64, the image under image_url", async () => {
    const loop = await serve(
      "fal-ai",
      "image-segmentation",
      falJob(
        "fal-ai/bria",
        [
          { status: "IN_QUEUE", queue_position: 1 },
          { status: "IN_PROGRESS", logs: [] },
        ],
        {
          image: { url: "https://v3.fal.media/files/mask.png", content_type: "image/png", width: 2, height: 2 },
        },
      ),
      "fal-ai/bria/background/remove",
    );
    const segments = await hf.imageSegmentation(
      {
        provider: "fal-ai",
        model: "org/model",
        accessToken: "hf_token",
        inputs: image,
        parameters: { threshold: 0.5 },
      },
      { fetch: loop.fetch, ...polling },
    );
    expect(segments).toEqual([{ label: "mask", mask: Buffer.from(PNG).toString("base64") }]);
    const requests = loop.inferenceRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /router.huggingface.co/fal-ai/fal-ai/bria/background/remove?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/bria/requests/job1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/bria/requests/job1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/bria/requests/job1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/bria/requests/job1?_subdomain=queue",
      "GET /v3.fal.media/files/mask.png",
    ]);
    expect(requests[0]?.headers["content-type"]).toBe("application/json");
    expect(bodyOf(requests[0])).toEqual({ threshold: 0.5, sync_mode: true, image_url: pngDataUrl });
    // The status and result requests carry the submit's credentials; the file download carries none.
    expect(requests[1]?.headers.authorization).toBe("Bearer hf_token");
    expect(requests[5]?.headers.authorization).toBeUndefined();
  });

  it("image-segmentation in sync mode: a data URL mask is decoded, nothing is downloaded", async () => {
    const loop = await serve(
      "fal-ai",
      "image-segmentation",
      falJob("fal-ai/sam2", [], { image: { url: pngDataUrl } }),
      "fal-ai/sam2/image",
    );
    const segments = await hf.imageSegmentation(
      { provider: "fal-ai", model: "org/model", accessToken: "fal-key", inputs: image },
      { fetch: loop.fetch, ...polling },
    );
    expect(segments[0]?.mask).toBe(Buffer.from(PNG).toString("base64"));
    const requests = loop.inferenceRequests();
    expect(requests[0]?.path).toBe("/queue.fal.run/fal-ai/sam2/image");
    expect(requests[0]?.headers.authorization).toBe("Key fal-key");
    expect(requests.some((r) => r.path.startsWith("/v3.fal.media/"))).toBe(false);
  });

  it("image-segmentation: a result without the mask, or a mask URL that is not http(s), is an InferenceOutputError", async () => {
    for (const [result, message] of [
      [
        { images: [{ url: "https://v3.fal.media/files/mask.png" }] },
        "{ image: { url: string } } from fal-ai image-segmentation",
      ],
      [{ image: { url: "file:///etc/passwd" } }, "Expected an http(s) URL of the result"],
      [{ image: { url: "not a url" } }, "from fal-ai image-segmentation"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("fal-ai", "image-segmentation", falJob("fal-ai/sam2", [], result), "fal-ai/sam2/image");
      const error = await failure(
        hf.imageSegmentation(
          { provider: "fal-ai", model: "org/model", accessToken: "hf_token", inputs: image },
          { fetch: loop.fetch, ...polling },
        ),
      );
      expect(error).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain(message);
      expect(loop.inferenceRequests().filter((r) => !r.path.includes("fal-ai/"))).toEqual([]);
      await loop.close();
      server = undefined;
    }
  });

  it("audio-to-audio with fal's own key: the audio as a data URL, the clip base64 with fal's type and text", async () => {
    const loop = await serve(
      "fal-ai",
      "audio-to-audio",
      falJob("fal-ai/demucs", [{ status: "IN_PROGRESS" }], {
        audio: { url: "https://v3.fal.media/files/vocals.wav", content_type: "audio/x-wav" },
        text: "vocals",
      }),
      "fal-ai/demucs",
    );
    const clips = await hf.audioToAudio(
      { provider: "fal-ai", model: "org/model", accessToken: "fal-key", inputs: audio },
      { fetch: loop.fetch, ...polling },
    );
    expect(clips).toEqual([{ blob: wavBase64, "content-type": "audio/x-wav", label: "vocals" }]);
    const requests = loop.inferenceRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /queue.fal.run/fal-ai/demucs",
      "GET /queue.fal.run/fal-ai/demucs/requests/job1/status",
      "GET /queue.fal.run/fal-ai/demucs/requests/job1/status",
      "GET /queue.fal.run/fal-ai/demucs/requests/job1",
      "GET /v3.fal.media/files/vocals.wav",
    ]);
    expect(requests[0]?.headers.authorization).toBe("Key fal-key");
    // fal refuses `audio/wav` in a data URL and takes the same bytes labelled `audio/x-wav`.
    expect(bodyOf(requests[0])).toEqual({ audio_url: `data:audio/x-wav;base64,${wavBase64}` });
  });

  it("audio-to-audio: without a type from fal, the download's; without a text, the label is speech", async () => {
    const loop = await serve(
      "fal-ai",
      "audio-to-audio",
      falJob("fal-ai/enhance", [], { audio: { url: "https://v3.fal.media/files/out.wav" } }),
    );
    const clips = await hf.audioToAudio(
      { provider: "fal-ai", model: "org/model", accessToken: "hf_token", inputs: audio },
      { fetch: loop.fetch, ...polling },
    );
    expect(clips).toEqual([{ blob: wavBase64, "content-type": "audio/wav", label: "speech" }]);
  });

  it("audio-to-audio: an audio type fal refuses is an InferenceInputError before any request", async () => {
    const loop = await serve("fal-ai", "audio-to-audio", falJob("fal-ai/demucs", [], {}));
    const error = await failure(
      hf.audioToAudio(
        {
          provider: "fal-ai",
          model: "org/model",
          accessToken: "hf_token",
          inputs: new Blob([WAV], { type: "audio/ogg" }),
        },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toContain("audio/ogg");
    expect(loop.inferenceRequests()).toEqual([]);
  });

  it("a job that fails: COMPLETED with an error in the status ends the call with fal's message", async () => {
    const loop = await serve(
      "fal-ai",
      "audio-to-audio",
      falJob("fal-ai/demucs", [{ status: "COMPLETED", error: "Audio too long", error_type: "bad_request" }], {}),
    );
    const error = await failure(
      hf.audioToAudio(
        { provider: "fal-ai", model: "org/model", accessToken: "hf_token", inputs: audio },
        { fetch: loop.fetch, ...polling },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe("fal-ai ended the request with status COMPLETED: Audio too long");
  });

  it("a job whose result is fal's validation error ({ detail: [{ msg }] }) is a provider error with its messages", async () => {
    const loop = await serve(
      "fal-ai",
      "text-to-audio",
      falJob(
        "fal-ai/stable-audio",
        [],
        {
          detail: [
            {
              loc: ["body", "seconds_total"],
              msg: "Input should be less than or equal to 47",
              type: "less_than_equal",
            },
          ],
        },
        422,
      ),
    );
    const error = await failure(
      hf.textToAudio(
        {
          provider: "fal-ai",
          model: "org/model",
          accessToken: "hf_token",
          inputs: "rain",
          parameters: { seconds_total: 90 },
        },
        { fetch: loop.fetch, ...polling },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Input should be less than or equal to 47");
  });

  it("an unknown queue status ends the call", async () => {
    const loop = await serve("fal-ai", "text-to-audio", falJob("fal-ai/stable-audio", [{ status: "CANCELLED" }], {}));
    const error = await failure(
      hf.textToAudio(
        { provider: "fal-ai", model: "org/model", accessToken: "hf_token", inputs: "rain" },
        { fetch: loop.fetch, ...polling },
      ),
    );
    expect(error.message).toContain("status CANCELLED");
  });

  it("a submit refused with fal's error body ({ detail }) is a provider error with fal's message", async () => {
    const loop = await serve("fal-ai", "text-to-audio", (_req, res) => sendJson(res, 401, { detail: "Unauthorized" }));
    const error = await failure(
      hf.textToAudio(
        { provider: "fal-ai", model: "org/model", accessToken: "bad-key", inputs: "rain" },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Unauthorized");
  });

  it("text-to-audio: the prompt and the parameters, the file under audio_file or audio", async () => {
    for (const result of [
      { audio_file: { url: "https://v3.fal.media/files/rain.wav", content_type: "audio/wav" } },
      { audio: { url: "https://v3.fal.media/files/rain.wav" } },
    ]) {
      clearInferenceProviderMappingCache();
      const loop = await serve(
        "fal-ai",
        "text-to-audio",
        falJob("fal-ai/stable-audio", [{ status: "IN_QUEUE" }], result),
        "fal-ai/stable-audio",
      );
      const sound = await hf.textToAudio(
        {
          provider: "fal-ai",
          model: "org/model",
          accessToken: "hf_token",
          inputs: "rain",
          parameters: { seconds_total: 5 },
        },
        { fetch: loop.fetch, ...polling },
      );
      expect(new Uint8Array(await sound.arrayBuffer())).toEqual(WAV);
      const [submit] = loop.inferenceRequests();
      expect(submit?.path).toBe("/router.huggingface.co/fal-ai/fal-ai/stable-audio?_subdomain=queue");
      expect(bodyOf(submit)).toEqual({ seconds_total: 5, prompt: "rain" });
      await loop.close();
      server = undefined;
    }
  });

  it("text-to-audio: a result without an audio file names the fields it expected", async () => {
    const loop = await serve("fal-ai", "text-to-audio", falJob("fal-ai/stable-audio", [], { audio_file: "rain.wav" }));
    const error = await failure(
      hf.textToAudio(
        { provider: "fal-ai", model: "org/model", accessToken: "hf_token", inputs: "rain" },
        { fetch: loop.fetch, ...polling },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(error.message).toContain(
      "{ audio_file: { url: string } } or { audio: { url: string } } from fal-ai text-to-audio",
    );
  });

  it("the client has textToAudio as a method", async () => {
    const loop = await serve(
      "fal-ai",
      "text-to-audio",
      falJob("fal-ai/stable-audio", [], { audio_file: { url: "https://v3.fal.media/files/rain.wav" } }),
    );
    const client = new hf.InferenceClient("hf_token", { fetch: loop.fetch, ...polling });
    const sound = await client.textToAudio({ provider: "fal-ai", model: "org/model", inputs: "rain" });
    expect(sound).toBeInstanceOf(Blob);
  });
});

/** The multipart body the server received, read by the platform's own parser. */
async function formOf(req: LoopbackRequest | undefined): Promise<FormData> {
  return new Request("http://loopback/", {
    method: "POST",
    headers: { "content-type": String(req?.headers["content-type"]) },
    body: new Uint8Array(req?.body ?? []),
  }).formData();
}

/** The file part `name` of a form. */
function fileOf(form: FormData, name: string): File {
  const part = form.get(name);
  if (!(part instanceof File)) throw new Error(`expected a file under ${name}, got ${String(part)}`);
  return part;
}
describe("deepinfra speech recognition: OpenAI's transcription route, a multipart upload", () => {
  const MP3 = new Uint8Array([73, 68, 51, 4, 0, 0, 0, 0, 0, 0]);

  it("through the router: the audio under file (named by its type), the model and parameters as fields", async () => {
    const loop = await serve(
      "deepinfra",
      "automatic-speech-recognition",
      (_req, res) =>
        sendJson(res, 200, {
          text: "Hello world",
          segments: [
            { id: 0, start: 0, end: 1.5, text: "Hello" },
            { id: 1, start: 1.5, end: 2.25, text: " world" },
          ],
          language: "en",
        }),
      "openai/whisper-large-v3",
    );
    const output = await hf.automaticSpeechRecognition(
      {
        provider: "deepinfra",
        model: "org/model",
        accessToken: "hf_token",
        inputs: new Blob([MP3], { type: "audio/mpeg" }),
        parameters: { response_format: "verbose_json", temperature: 0, timestamp_granularities: ["segment"] },
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({
      text: "Hello world",
      chunks: [
        { text: "Hello", timestamp: [0, 1.5] },
        { text: " world", timestamp: [1.5, 2.25] },
      ],
    });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/deepinfra/v1/openai/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer hf_token");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    const file = fileOf(form, "file");
    expect(file.name).toBe("audio.mp3");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(MP3);
    expect(form.get("model")).toBe("openai/whisper-large-v3");
    expect(form.get("response_format")).toBe("verbose_json");
    expect(form.get("temperature")).toBe("0");
    expect(form.getAll("timestamp_granularities[]")).toEqual(["segment"]);
    expect([...form.keys()].sort()).toEqual([
      "file",
      "model",
      "response_format",
      "temperature",
      "timestamp_granularities[]",
    ]);
  });

  it("with its own key, on api.deepinfra.com; the legacy data form and an untyped file (audio.wav); plain text back", async () => {
    const loop = await serve(
      "deepinfra",
      "automatic-speech-recognition",
      (_req, res) => sendJson(res, 200, { text: "Bonjour" }),
      "openai/whisper-large-v3-turbo",
    );
    const output = await hf.automaticSpeechRecognition(
      { provider: "deepinfra", model: "org/model", accessToken: "di-key", data: MP3.buffer },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ text: "Bonjour" });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/api.deepinfra.com/v1/openai/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer di-key");
    const form = await formOf(request);
    expect(fileOf(form, "file").name).toBe("audio.wav");
    expect(form.get("model")).toBe("openai/whisper-large-v3-turbo");
  });

  it("an OpenAI-style error body gives DeepInfra's message", async () => {
    const loop = await serve("deepinfra", "automatic-speech-recognition", (_req, res) =>
      sendJson(res, 400, { error: { message: "Invalid file format.", type: "invalid_request_error", code: null } }),
    );
    const error = await failure(
      hf.automaticSpeechRecognition(
        { provider: "deepinfra", model: "org/model", accessToken: "hf_token", inputs: new Blob([MP3]) },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Invalid file format.");
  });

  it("an answer without text, or with malformed segments, is an InferenceOutputError naming deepinfra", async () => {
    for (const answer of [{ transcript: "x" }, { text: "x", segments: [{ start: "0", end: 1, text: "x" }] }]) {
      clearInferenceProviderMappingCache();
      const loop = await serve("deepinfra", "automatic-speech-recognition", (_req, res) => sendJson(res, 200, answer));
      const error = await failure(
        hf.automaticSpeechRecognition(
          { provider: "deepinfra", model: "org/model", accessToken: "hf_token", inputs: new Blob([MP3]) },
          { fetch: loop.fetch },
        ),
      );
      expect(error).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain("from deepinfra speech recognition");
      expect(error.message).toContain("segments?");
      await loop.close();
      server = undefined;
    }
  });
});

describe("zai-org image-to-text: GLM-OCR's layout parsing", () => {
  const image = new Blob([PNG], { type: "image/png" });
  const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

  it("the image as a data URL under file, the Markdown back as generated_text", async () => {
    const loop = await serve(
      "zai-org",
      "image-to-text",
      (_req, res) =>
        sendJson(res, 200, {
          id: "task_1",
          created: 1764000000,
          model: "GLM-OCR",
          md_results: "# Invoice\n\nTotal: 42",
          layout_details: [],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          request_id: "req_1",
        }),
      "glm-ocr",
    );
    const output = await hf.imageToText(
      { provider: "zai-org", model: "org/model", accessToken: "hf_token", inputs: image },
      { fetch: loop.fetch },
    );
    expect(output.generated_text).toBe("# Invoice\n\nTotal: 42");
    expect(output).toEqual({ generated_text: "# Invoice\n\nTotal: 42", generatedText: "# Invoice\n\nTotal: 42" });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/zai-org/api/paas/v4/layout_parsing");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["x-source-channel"]).toBe("hugging_face");
    expect(request?.headers["accept-language"]).toBe("en-US,en");
    expect(bodyOf(request)).toEqual({ model: "glm-ocr", file: pngDataUrl });
  });

  it("with its own key on api.z.ai; the legacy data form", async () => {
    const loop = await serve(
      "zai-org",
      "image-to-text",
      (_req, res) => sendJson(res, 200, { md_results: "ok" }),
      "glm-ocr",
    );
    await hf.imageToText(
      { provider: "zai-org", model: "org/model", accessToken: "zai-key", data: PNG.buffer },
      { fetch: loop.fetch },
    );
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/api.z.ai/api/paas/v4/layout_parsing");
    expect(request?.headers.authorization).toBe("Bearer zai-key");
    expect(bodyOf(request)).toEqual({ model: "glm-ocr", file: pngDataUrl });
  });

  it("a Z.ai business error gives its message", async () => {
    const loop = await serve("zai-org", "image-to-text", (_req, res) =>
      sendJson(res, 400, { error: { code: "1214", message: "Unsupported file type" } }),
    );
    const error = await failure(
      hf.imageToText(
        { provider: "zai-org", model: "org/model", accessToken: "hf_token", inputs: image },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Unsupported file type");
  });

  it("an answer without md_results text is an InferenceOutputError naming zai-org and the field", async () => {
    const loop = await serve("zai-org", "image-to-text", (_req, res) => sendJson(res, 200, { md_results: ["# x"] }));
    const error = await failure(
      hf.imageToText(
        { provider: "zai-org", model: "org/model", accessToken: "hf_token", inputs: image },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(error.message).toContain("{ md_results: string } from zai-org image-to-text");
  });
});

describe("image inputs that travel inside JSON: anything but a file is refused before any request", () => {
  for (const [helper, message] of [
    [
      falAi.tasks["image-segmentation"],
      "Provider fal-ai takes the image of image-segmentation as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).",
    ],
    [
      zaiOrg.tasks["image-to-text"],
      "Provider zai-org takes the image of image-to-text as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).",
    ],
    [
      falAi.tasks["image-to-image"],
      "Provider fal-ai takes the image of image-to-image as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).",
    ],
    [
      replicate.tasks["image-to-image"],
      "Provider replicate takes the image of image-to-image as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).",
    ],
    [
      replicate.tasks["automatic-speech-recognition"],
      "Provider replicate takes the audio of automatic-speech-recognition as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).",
    ],
  ] as const) {
    it(message, async () => {
      // A URL is not fetched by the client: input text never chooses what the client downloads.
      for (const inputs of ["https://example.com/cat.png", { image: "x" }, undefined]) {
        const error = await failure(helper!.prepareInput!({ model: "org/model", inputs }));
        expect(error).toBeInstanceOf(hf.InferenceInputError);
        expect(error.message).toBe(message);
      }
    });
  }

  it("together and wavespeed image-to-image also take the image's URL as it is (their APIs fetch it); nothing else", async () => {
    for (const helper of [together.tasks["image-to-image"], wavespeed.tasks["image-to-image"]]) {
      const args = { model: "org/model", inputs: "https://example.com/cat.png" };
      expect(await helper!.prepareInput!(args)).toEqual(args);
      const error = await failure(helper!.prepareInput!({ model: "org/model", inputs: { image: "x" } }));
      expect(error).toBeInstanceOf(hf.InferenceInputError);
      expect(error.message).toBe(
        `Provider ${helper!.provider} takes the image as a file (inputs): a Blob, an ArrayBuffer or a view of one (a Buffer, a typed array).`,
      );
    }
  });
});

describe("together embeddings and speech", () => {
  it("v1/audio/speech: a Kokoro model gets Kokoro's default voice; a voice the call names wins", async () => {
    const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0]);
    const loop = await serve(
      "together",
      "text-to-speech",
      (req, res) => {
        res.writeHead(200, { "Content-Type": "audio/wav" });
        res.end(Buffer.from(WAV));
      },
      "hexgrad/Kokoro-82M",
    );
    const audio = await hf.textToSpeech(
      { provider: "together", model: "org/model", accessToken: "hf_token", inputs: "Hello" },
      { fetch: loop.fetch },
    );
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(WAV);
    await hf.textToSpeech(
      {
        provider: "together",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Hello",
        parameters: { voice: "af_heart" } as Record<string, unknown>,
      },
      { fetch: loop.fetch },
    );
    const requests = loop.inferenceRequests();
    expect(requests[0]?.path).toBe("/router.huggingface.co/together/v1/audio/speech");
    expect(bodyOf(requests[0])).toEqual({ voice: "af_alloy", input: "Hello", model: "hexgrad/Kokoro-82M" });
    expect(bodyOf(requests[1])).toEqual({ voice: "af_heart", input: "Hello", model: "hexgrad/Kokoro-82M" });
  });

  it("v1/embeddings: the text under input, the vectors in order", async () => {
    const loop = await serve("together", "feature-extraction", (req, res) =>
      sendJson(res, 200, { object: "list", data: [{ object: "embedding", index: 0, embedding: [0.5, -0.25] }] }),
    );
    const vectors = await hf.featureExtraction(
      { provider: "together", model: "org/model", accessToken: "hf_token", inputs: "Hello" },
      { fetch: loop.fetch },
    );
    expect(vectors).toEqual([[0.5, -0.25]]);
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/together/v1/embeddings");
    expect(bodyOf(request)).toEqual({ input: "Hello", model: "together-id" });
  });
});

describe("together videos: a job at /v2/videos", () => {
  function togetherJob(states: Array<Record<string, unknown>>): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") return sendJson(res, 200, { id: "video-9", object: "video", status: "queued" });
      if (req.path.endsWith(".mp4")) {
        res.writeHead(200, { "Content-Type": "video/mp4" });
        return res.end(Buffer.from(MP4));
      }
      sendJson(res, 200, { id: "video-9", object: "video", ...states[Math.min(polls++, states.length - 1)] });
    };
  }

  it("text-to-video: queued, in_progress, completed; polled on the router; steps and size in Together's names", async () => {
    const loop = await serve(
      "together",
      "text-to-video",
      togetherJob([
        { status: "in_progress" },
        { status: "completed", outputs: { cost: 0.1, video_url: "https://api.together.ai/shrt/out.mp4" } },
      ]),
      "Wan-AI/Wan2.2-T2V-A14B",
    );
    const video = await hf.textToVideo(
      {
        provider: "together",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Waves",
        parameters: { num_inference_steps: 20, target_size: { width: 832, height: 480 }, seed: 3 },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);
    const requests = loop.inferenceRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /router.huggingface.co/together/v2/videos",
      "GET /router.huggingface.co/together/v2/videos/video-9",
      "GET /router.huggingface.co/together/v2/videos/video-9",
      "GET /api.together.ai/shrt/out.mp4",
    ]);
    expect(bodyOf(requests[0])).toEqual({
      seed: 3,
      steps: 20,
      width: 832,
      height: 480,
      prompt: "Waves",
      model: "Wan-AI/Wan2.2-T2V-A14B",
    });
    expect(requests[1]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("image-to-video with Together's own key: the image is the first frame, the prompt from the parameters", async () => {
    const loop = await serve(
      "together",
      "image-to-video",
      togetherJob([{ status: "completed", outputs: { video_url: "https://api.together.ai/shrt/out.mp4" } }]),
    );
    const video = await hf.imageToVideo(
      {
        provider: "together",
        model: "org/model",
        accessToken: "together-key",
        inputs: new Blob([PNG], { type: "image/png" }),
        parameters: { prompt: "The cat turns" },
      },
      { fetch: loop.fetch, polling: { intervalMs: 0 } },
    );
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);
    const requests = loop.inferenceRequests();
    expect(requests[0]?.path).toBe("/api.together.xyz/v2/videos");
    expect(requests[0]?.headers.authorization).toBe("Bearer together-key");
    expect(bodyOf(requests[0])).toEqual({
      prompt: "The cat turns",
      frame_images: [{ input_image: `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`, frame: "first" }],
      model: "together-id",
    });
    expect(requests[1]?.path).toBe("/api.together.xyz/v2/videos/video-9");
  });

  it("failed ends the call with Together's message; cancelled and a hostile job id end it too", async () => {
    let loop = await serve(
      "together",
      "text-to-video",
      togetherJob([{ status: "failed", error: { code: "invalid_request", message: "prompt rejected" } }]),
    );
    const args = { provider: "together" as const, model: "org/model", accessToken: "hf_token", inputs: "Waves" };
    let error = await failure(hf.textToVideo(args, { fetch: loop.fetch, polling: { intervalMs: 0 } }));
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe("together ended the video job with status failed: prompt rejected");

    await server?.close();
    loop = await serve(
      "together",
      "text-to-video",
      togetherJob([{ status: "cancelled", info: { errors: [{ message: "cancelled by user" }] } }]),
    );
    error = await failure(hf.textToVideo(args, { fetch: loop.fetch, polling: { intervalMs: 0 } }));
    expect(error.message).toBe("together ended the video job with status cancelled: cancelled by user");

    await server?.close();
    loop = await serve("together", "text-to-video", (req, res) => sendJson(res, 200, { id: "../admin" }));
    error = await failure(hf.textToVideo(args, { fetch: loop.fetch, polling: { intervalMs: 0 } }));
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(error.message).toContain('Expected a video job id from together, got "../admin"');
    expect(loop.inferenceRequests()).toHaveLength(1);
  });

  it("a job that never ends stops after polling.maxAttempts status requests", async () => {
    const loop = await serve("together", "text-to-video", togetherJob([{ status: "in_progress" }]));
    const error = await failure(
      hf.textToVideo(
        { provider: "together", model: "org/model", accessToken: "hf_token", inputs: "Waves" },
        { fetch: loop.fetch, polling: { intervalMs: 0, maxAttempts: 3 } },
      ),
    );
    expect(error.message).toBe(
      "together did not finish the job after 3 status requests (the polling.maxAttempts option)",
    );
    expect(loop.inferenceRequests()).toHaveLength(4);
  });
});

describe("together image-to-image: the images API with the image as a data URL", () => {
  const JPEG = new Uint8Array([255, 216, 255, 224, 0, 16, 74, 70]);
  const answer: Route = (req, res) =>
    sendJson(res, 200, {
      id: "img-1",
      model: "m",
      object: "list",
      data: [{ index: 0, b64_json: Buffer.from(JPEG).toString("base64") }],
    });
  const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

  it("FLUX.1 Kontext: the image under image_url, the prompt and steps from the parameters", async () => {
    const loop = await serve("together", "image-to-image", answer, "black-forest-labs/FLUX.1-kontext-pro");
    const image = await hf.imageToImage(
      {
        provider: "together",
        model: "org/model",
        accessToken: "hf_token",
        inputs: new Blob([PNG], { type: "image/png" }),
        parameters: { prompt: "Make it night", num_inference_steps: 28, guidance_scale: 3 },
      },
      { fetch: loop.fetch },
    );
    expect(image.type).toBe("image/jpeg");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG);
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/together/v1/images/generations");
    expect(bodyOf(request)).toEqual({
      guidance_scale: 3,
      steps: 28,
      prompt: "Make it night",
      image_url: dataUrl,
      response_format: "base64",
      model: "black-forest-labs/FLUX.1-kontext-pro",
    });
  });

  it("other editing models (FLUX.2, Google's): the image under reference_images; no prompt is an empty one", async () => {
    const loop = await serve("together", "image-to-image", answer, "black-forest-labs/FLUX.2-dev");
    await hf.imageToImage(
      {
        provider: "together",
        model: "org/model",
        accessToken: "hf_token",
        inputs: new Blob([PNG], { type: "image/png" }),
      },
      { fetch: loop.fetch },
    );
    expect(bodyOf(loop.inferenceRequests()[0])).toEqual({
      prompt: "",
      reference_images: [dataUrl],
      response_format: "base64",
      model: "black-forest-labs/FLUX.2-dev",
    });
  });

  it("an answer without data[0].b64_json names together and what it expected; Together's error body is its message", async () => {
    let loop = await serve("together", "image-to-image", (req, res) => sendJson(res, 200, { data: [{ url: 42 }] }));
    const args = {
      provider: "together" as const,
      model: "org/model",
      accessToken: "hf_token",
      inputs: new Blob([PNG]),
    };
    let error = await failure(hf.imageToImage(args, { fetch: loop.fetch }));
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(error.message).toContain("Expected Together image-to-image response format");

    await server?.close();
    loop = await serve("together", "image-to-image", (req, res) =>
      sendJson(res, 400, { error: { message: "Input image too large", type: "invalid_request_error" } }),
    );
    error = await failure(hf.imageToImage(args, { fetch: loop.fetch }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Input image too large");
  });
});

describe("together speech recognition: OpenAI's transcription route, a multipart upload", () => {
  const FLAC = new Uint8Array([102, 76, 97, 67, 0, 0, 0, 34]);

  it("with Together's own key: the audio under file (named by its type), the parameters and the model as fields", async () => {
    const loop = await serve("together", "automatic-speech-recognition", (req, res) =>
      sendJson(res, 200, { text: "Hello", segments: [{ id: 0, start: 0, end: 1.5, text: "Hello" }] }),
    );
    const output = await hf.automaticSpeechRecognition(
      {
        provider: "together",
        model: "org/model",
        accessToken: "together-key",
        inputs: new Blob([FLAC], { type: "audio/flac" }),
        parameters: { language: "en", response_format: "verbose_json" } as Record<string, unknown>,
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ text: "Hello", chunks: [{ text: "Hello", timestamp: [0, 1.5] }] });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/api.together.xyz/v1/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer together-key");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    const file = fileOf(form, "file");
    expect(file.name).toBe("audio.flac");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FLAC);
    expect([...form.keys()]).toEqual(["file", "language", "response_format", "model"]);
    expect(form.get("model")).toBe("together-id");
  });

  it("through the router; Together's refusal (as huggingface.js #2225 saw it) is its message", async () => {
    const loop = await serve("together", "automatic-speech-recognition", (req, res) =>
      sendJson(res, 400, { error: "Model not supported by provider together" }),
    );
    const error = await failure(
      hf.automaticSpeechRecognition(
        {
          provider: "together",
          model: "org/model",
          accessToken: "hf_token",
          inputs: new Blob([FLAC], { type: "audio/flac" }),
        },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Model not supported by provider together");
    expect(loop.inferenceRequests()[0]?.path).toBe("/router.huggingface.co/together/v1/audio/transcriptions");
  });
});

/**
 * wavespeed, where every task is a job, against a loopback server answering in WaveSpeed's documented shapes: routes
 * with either key, the job statuses, answers, error envelopes, job URLs that are not plain paths.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import type { HubFixtures } from "../support/hubFixtures.js";
import { sendJson, serveHub, startLoopback } from "../support/loopback.js";
import { bodyOf, MP4, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve, track } = loopbackPerTest();

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
    const server = track(
      await startLoopback((req, res) => {
        if (serveHub(req, res, hub)) return;
        job(req, res);
      }),
    );
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
    await loop.close();
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

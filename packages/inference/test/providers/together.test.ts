/**
 * together's embeddings, speech, videos (a job at /v2/videos) and image-to-image (the images API), against a loopback
 * server answering in Together's documented shapes.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, MP4, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

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

    await loop.close();
    loop = await serve(
      "together",
      "text-to-video",
      togetherJob([{ status: "cancelled", info: { errors: [{ message: "cancelled by user" }] } }]),
    );
    error = await failure(hf.textToVideo(args, { fetch: loop.fetch, polling: { intervalMs: 0 } }));
    expect(error.message).toBe("together ended the video job with status cancelled: cancelled by user");

    await loop.close();
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

    await loop.close();
    loop = await serve("together", "image-to-image", (req, res) =>
      sendJson(res, 400, { error: { message: "Input image too large", type: "invalid_request_error" } }),
    );
    error = await failure(hf.imageToImage(args, { fetch: loop.fetch }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Input image too large");
  });
});

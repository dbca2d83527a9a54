/**
 * The last tasks of issue 20 that huggingface.js 4.13.28 serves and Hubkit lacked: fal-ai image-to-image (fal's
 * queue), novita text-to-video (an asynchronous task and its task-result), replicate image-to-image and speech
 * recognition (predictions), against a loopback server answering in each provider's documented shapes: routes
 * through the router and with the provider's own key, bodies, answers, error bodies, every status of the jobs
 * that poll, the attempt bound, and job ids or URLs that would move the polls elsewhere.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { sendJson, type Loopback } from "./support/loopback.js";
import { bodyOf, MP4, PNG, startProviderLoopback, type Route } from "./support/providerLoopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0, 87, 65, 86, 69]);
const image = new Blob([PNG], { type: "image/png" });
const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;
const fast = { polling: { intervalMs: 0 } };

/** The hub and `provider` on a loopback server (see support/providerLoopback.ts), closed after the test. */
async function serve(
  provider: string,
  task: string,
  route: Route,
  providerId: string,
  extra: Record<string, string> = {},
): Promise<Loopback> {
  server = await startProviderLoopback(provider, task, route, providerId, extra);
  return server;
}
const lines = (loop: Loopback) => loop.inferenceRequests().map((r) => `${r.method} ${r.path}`);

function sendFile(res: ServerResponse, bytes: Uint8Array, type: string): void {
  res.writeHead(200, { "Content-Type": type });
  res.end(Buffer.from(bytes));
}

describe("fal-ai image-to-image: fal's queue", () => {
  /** fal's queue for `model`: the given statuses in turn (then COMPLETED), then `result`; files from v3.fal.media. */
  function falJob(
    model: string,
    statuses: unknown[],
    result: unknown,
    options: { resultStatus?: number; responseUrl?: string } = {},
  ): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") {
        return sendJson(res, 200, {
          request_id: "req-1",
          status: "IN_QUEUE",
          response_url: options.responseUrl ?? `https://queue.fal.run/${model}/requests/req-1`,
          status_url: `https://queue.fal.run/${model}/requests/req-1/status`,
          cancel_url: `https://queue.fal.run/${model}/requests/req-1/cancel`,
          queue_position: 0,
        });
      }
      if (req.path.includes("/status")) return sendJson(res, 200, statuses[polls++] ?? { status: "COMPLETED" });
      if (req.path.startsWith("/v3.fal.media/")) return sendFile(res, PNG, "image/png");
      sendJson(res, options.resultStatus ?? 200, result);
    };
  }
  const edited = { images: [{ url: "https://v3.fal.media/files/edited.png", width: 2, height: 2 }], seed: 7 };
  const args = (accessToken: string) => ({
    provider: "fal-ai" as const,
    model: "org/model",
    accessToken,
    inputs: image,
    parameters: { prompt: "Make it snow" },
  });

  it("through the router: IN_QUEUE, IN_PROGRESS, COMPLETED; the image as a data URL, target_size as image_size, the LoRA", async () => {
    const loop = await serve(
      "fal-ai",
      "image-to-image",
      falJob(
        "fal-ai/flux-lora",
        [
          { status: "IN_QUEUE", queue_position: 2 },
          { status: "IN_PROGRESS", logs: [] },
        ],
        edited,
      ),
      "fal-ai/flux-lora/image-to-image",
      { adapter: "lora", adapterWeightsPath: "lora.safetensors" },
    );
    const output = await hf.imageToImage(
      {
        ...args("hf_token"),
        parameters: { prompt: "Make it snow", strength: 0.8, target_size: { width: 512, height: 768 } },
      },
      { fetch: loop.fetch, ...fast },
    );
    expect(new Uint8Array(await output.arrayBuffer())).toEqual(PNG);
    expect(lines(loop)).toEqual([
      "POST /router.huggingface.co/fal-ai/fal-ai/flux-lora/image-to-image?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/flux-lora/requests/req-1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/flux-lora/requests/req-1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/flux-lora/requests/req-1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/flux-lora/requests/req-1?_subdomain=queue",
      "GET /v3.fal.media/files/edited.png",
    ]);
    const requests = loop.inferenceRequests();
    expect(requests[0]?.headers.authorization).toBe("Bearer hf_token");
    expect(requests[0]?.headers["content-type"]).toBe("application/json");
    expect(bodyOf(requests[0])).toEqual({
      prompt: "Make it snow",
      strength: 0.8,
      image_size: { width: 512, height: 768 },
      loras: [{ path: "https://huggingface.co/org/model/resolve/main/lora.safetensors", scale: 1 }],
      image_url: pngDataUrl,
      image_urls: [pngDataUrl],
    });
    // The status and result requests carry the submit's credentials; the file download carries none.
    expect(requests[1]?.headers.authorization).toBe("Bearer hf_token");
    expect(requests[5]?.headers.authorization).toBeUndefined();
  });

  it("with fal's own key: queue.fal.run, `Key` auth; the legacy data form; an untyped file is sent as PNG", async () => {
    const loop = await serve(
      "fal-ai",
      "image-to-image",
      falJob("fal-ai/flux", [], edited),
      "fal-ai/flux/dev/image-to-image",
    );
    const client = new hf.InferenceClient("fal-key", { fetch: loop.fetch, ...fast });
    const output = await client.imageToImage({
      provider: "fal-ai",
      model: "org/model",
      inputs: new Blob([PNG]),
      parameters: { prompt: "Make it snow" },
    });
    expect(output).toBeInstanceOf(Blob);
    expect(lines(loop)).toEqual([
      "POST /queue.fal.run/fal-ai/flux/dev/image-to-image",
      "GET /queue.fal.run/fal-ai/flux/requests/req-1/status",
      "GET /queue.fal.run/fal-ai/flux/requests/req-1",
      "GET /v3.fal.media/files/edited.png",
    ]);
    expect(loop.inferenceRequests()[0]?.headers.authorization).toBe("Key fal-key");
    expect(bodyOf(loop.inferenceRequests()[0])).toEqual({
      prompt: "Make it snow",
      image_url: pngDataUrl,
      image_urls: [pngDataUrl],
    });
  });

  it("a job that fails: COMPLETED with an error, or another status, ends the call with fal's words", async () => {
    for (const [status, message] of [
      [
        { status: "COMPLETED", error: "Image too large", error_type: "bad_request" },
        "status COMPLETED: Image too large",
      ],
      [{ status: "FAILED" }, "status FAILED"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("fal-ai", "image-to-image", falJob("fal-ai/flux", [status], edited), "fal-ai/flux/dev");
      const error = await failure(hf.imageToImage(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error).toBeInstanceOf(hf.InferencePollingError);
      expect(error.message).toBe(`fal-ai ended the request with ${message}`);
      // Nothing after the status that ended it: no result request, no download.
      expect(lines(loop)).toHaveLength(2);
      await loop.close();
      server = undefined;
    }
  });

  it("a result that is fal's error body ({ detail: [{ msg }] } or { detail, error_type }) is a provider error with fal's message", async () => {
    for (const [status, body, message] of [
      [
        422,
        {
          detail: [
            { loc: ["body", "strength"], msg: "Input should be less than or equal to 1", type: "less_than_equal" },
          ],
        },
        "Input should be less than or equal to 1",
      ],
      [504, { detail: "Request timed out", error_type: "request_timeout" }, "Request timed out"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve(
        "fal-ai",
        "image-to-image",
        falJob("fal-ai/flux", [], body, { resultStatus: status }),
        "fal-ai/flux/dev",
      );
      const error = await failure(hf.imageToImage(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error).toBeInstanceOf(hf.InferenceProviderError);
      expect(error.message).toBe(message);
      await loop.close();
      server = undefined;
    }
  });

  it("a submit refused with fal's error body is a provider error with fal's message", async () => {
    const loop = await serve(
      "fal-ai",
      "image-to-image",
      (_req, res) => sendJson(res, 401, { detail: "Unauthorized" }),
      "fal-ai/flux/dev",
    );
    const error = await failure(hf.imageToImage(args("bad-key"), { fetch: loop.fetch, ...fast }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Unauthorized");
  });

  it("a job still IN_PROGRESS after polling.maxAttempts status requests ends the call", async () => {
    const loop = await serve(
      "fal-ai",
      "image-to-image",
      falJob(
        "fal-ai/flux",
        Array.from({ length: 10 }, () => ({ status: "IN_PROGRESS" })),
        edited,
      ),
      "fal-ai/flux/dev",
    );
    const error = await failure(
      hf.imageToImage(args("hf_token"), { fetch: loop.fetch, polling: { intervalMs: 0, maxAttempts: 3 } }),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe(
      "fal-ai did not finish the request after 3 status requests (the polling.maxAttempts option)",
    );
    expect(lines(loop).filter((line) => line.startsWith("GET"))).toHaveLength(3);
  });

  it("a response_url with escapes in its path is refused before any poll; its host and query are never used", async () => {
    for (const responseUrl of ["https://queue.fal.run/fal-ai/flux/requests/..%2F..%2Fadmin", "not a url"]) {
      clearInferenceProviderMappingCache();
      const loop = await serve(
        "fal-ai",
        "image-to-image",
        falJob("fal-ai/flux", [], edited, { responseUrl }),
        "fal-ai/flux/dev",
      );
      const error = await failure(hf.imageToImage(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error, responseUrl).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain("Expected a queue response_url from fal-ai");
      expect(lines(loop)).toHaveLength(1);
      await loop.close();
      server = undefined;
    }
    clearInferenceProviderMappingCache();
    const loop = await serve(
      "fal-ai",
      "image-to-image",
      falJob("fal-ai/flux", [], edited, { responseUrl: "https://evil.example/fal-ai/flux/requests/req-1?to=evil" }),
      "fal-ai/flux/dev",
    );
    await hf.imageToImage(args("hf_token"), { fetch: loop.fetch, ...fast });
    expect(lines(loop).slice(1, 3)).toEqual([
      "GET /router.huggingface.co/fal-ai/fal-ai/flux/requests/req-1/status?_subdomain=queue",
      "GET /router.huggingface.co/fal-ai/fal-ai/flux/requests/req-1?_subdomain=queue",
    ]);
  });

  it("a result without an image names the provider, the task and the field; a non-http(s) image URL is refused", async () => {
    for (const [result, message] of [
      [
        { image: { url: "https://v3.fal.media/files/x.png" } },
        "Expected { images: [{ url: string }] } from fal-ai image-to-image",
      ],
      [{ images: [{ url: "file:///etc/passwd" }] }, "Expected an http(s) URL of the result"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("fal-ai", "image-to-image", falJob("fal-ai/flux", [], result), "fal-ai/flux/dev");
      const error = await failure(hf.imageToImage(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain(message);
      await loop.close();
      server = undefined;
    }
  });

  it("an image that is not a file is refused before any request", async () => {
    const loop = await serve("fal-ai", "image-to-image", falJob("fal-ai/flux", [], edited), "fal-ai/flux/dev");
    const error = await failure(
      hf.imageToImage(
        { ...args("hf_token"), inputs: "https://example.com/cat.png" as unknown as Blob },
        { fetch: loop.fetch, ...fast },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(loop.inferenceRequests()).toEqual([]);
  });
});

describe("replicate image-to-image and speech recognition: predictions", () => {
  const wavDataUrl = `data:audio/wav;base64,${Buffer.from(WAV).toString("base64")}`;
  const TRANSCRIPT = "He has grave doubts whether Sir Frederick Leighton's work is really Greek after all.";

  /** A prediction as Replicate's API reference shows it. */
  function predictionOf(id: string, status: string, output: unknown, error: unknown = null) {
    return {
      id,
      model: "owner/model",
      version: "v1",
      input: {},
      logs: "",
      output,
      error,
      status,
      created_at: "2026-11-26T07:00:00.000Z",
      urls: {
        get: `https://api.replicate.com/v1/predictions/${id}`,
        cancel: `https://api.replicate.com/v1/predictions/${id}/cancel`,
        stream: `https://stream.replicate.com/v1/files/${id}`,
      },
    };
  }

  /** Replicate: the create answer, then the prediction's states in turn (the last repeats); files from replicate.delivery. */
  function predictions(created: unknown, states: unknown[] = [], createStatus = 201): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") return sendJson(res, createStatus, created);
      if (req.path.startsWith("/replicate.delivery/")) {
        if (req.path.endsWith(".txt")) {
          res.writeHead(200, { "Content-Type": "text/plain" });
          return res.end(TRANSCRIPT);
        }
        return sendFile(res, PNG, "image/png");
      }
      sendJson(res, 200, states[Math.min(polls++, states.length - 1)]);
    };
  }

  const i2iArgs = (accessToken: string) => ({
    provider: "replicate" as const,
    model: "org/model",
    accessToken,
    inputs: image,
    parameters: { prompt: "Make it snow" },
  });
  const asrArgs = (accessToken: string) => ({
    provider: "replicate" as const,
    model: "org/model",
    accessToken,
    inputs: new Blob([WAV], { type: "audio/wav" }),
  });

  it("image-to-image through the router: the image as a data URL under each name models use, the first output downloaded", async () => {
    const loop = await serve(
      "replicate",
      "image-to-image",
      predictions(predictionOf("p1", "processing", ["https://replicate.delivery/xezq/p1/out-0.png"])),
      "black-forest-labs/flux-kontext-dev",
      { adapter: "lora", adapterWeightsPath: "lora.safetensors" },
    );
    const output = await hf.imageToImage(
      { ...i2iArgs("hf_token"), parameters: { prompt: "Make it snow", go_fast: true } },
      { fetch: loop.fetch },
    );
    expect(new Uint8Array(await output.arrayBuffer())).toEqual(PNG);
    expect(lines(loop)).toEqual([
      "POST /router.huggingface.co/replicate/v1/models/black-forest-labs/flux-kontext-dev/predictions",
      "GET /replicate.delivery/xezq/p1/out-0.png",
    ]);
    const [create] = loop.inferenceRequests();
    expect(create?.headers.authorization).toBe("Bearer hf_token");
    expect(create?.headers.prefer).toBe("wait");
    expect(create?.headers["content-type"]).toBe("application/json");
    expect(bodyOf(create)).toEqual({
      input: {
        prompt: "Make it snow",
        go_fast: true,
        lora_weights: "https://huggingface.co/org/model",
        image: pngDataUrl,
        images: [pngDataUrl],
        input_image: pngDataUrl,
        input_images: [pngDataUrl],
      },
    });
  });

  it("speech recognition with Replicate's own key: owner/name:version on v1/predictions, the audio as a data URL", async () => {
    const loop = await serve(
      "replicate",
      "automatic-speech-recognition",
      predictions(
        predictionOf("p2", "succeeded", {
          segments: [{ id: 0, start: 0, end: 4.5, text: TRANSCRIPT }],
          transcription: TRANSCRIPT,
          translation: null,
          txt_file: "https://replicate.delivery/xezq/p2/transcription.txt",
          detected_language: "english",
        }),
      ),
      "openai/whisper:8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e",
    );
    const client = new hf.InferenceClient("r8_key", { fetch: loop.fetch });
    const output = await client.automaticSpeechRecognition({
      ...asrArgs("r8_key"),
      parameters: { return_timestamps: true },
    });
    expect(output).toEqual({ text: TRANSCRIPT });
    expect(lines(loop)).toEqual(["POST /api.replicate.com/v1/predictions"]);
    const [create] = loop.inferenceRequests();
    expect(create?.headers.authorization).toBe("Bearer r8_key");
    expect(bodyOf(create)).toEqual({
      input: { return_timestamps: true, audio: wavDataUrl },
      version: "8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e",
    });
  });

  it("speech recognition reads a plain text, a list, a translation, or the text file the output names", async () => {
    for (const [output, downloads] of [
      [TRANSCRIPT, 0],
      [[TRANSCRIPT, "second"], 0],
      [{ translation: TRANSCRIPT }, 0],
      [{ txt_file: "https://replicate.delivery/xezq/p3/transcription.txt" }, 1],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve(
        "replicate",
        "automatic-speech-recognition",
        predictions(predictionOf("p3", "succeeded", output)),
        "owner/asr",
      );
      expect(await hf.automaticSpeechRecognition(asrArgs("hf_token"), { fetch: loop.fetch })).toEqual({
        text: TRANSCRIPT,
      });
      expect(loop.inferenceRequests().filter((r) => r.method === "GET")).toHaveLength(downloads);
      await loop.close();
      server = undefined;
    }
  });

  it("a prediction still starting after Prefer: wait is followed at urls.get (on the router) until it succeeds", async () => {
    const loop = await serve(
      "replicate",
      "automatic-speech-recognition",
      predictions(predictionOf("p4", "starting", null), [
        predictionOf("p4", "starting", null),
        predictionOf("p4", "processing", null),
        predictionOf("p4", "succeeded", { transcription: TRANSCRIPT }),
      ]),
      "owner/asr",
    );
    const output = await hf.automaticSpeechRecognition(asrArgs("hf_token"), { fetch: loop.fetch, ...fast });
    expect(output).toEqual({ text: TRANSCRIPT });
    expect(lines(loop)).toEqual([
      "POST /router.huggingface.co/replicate/v1/models/owner/asr/predictions",
      "GET /router.huggingface.co/replicate/v1/predictions/p4",
      "GET /router.huggingface.co/replicate/v1/predictions/p4",
      "GET /router.huggingface.co/replicate/v1/predictions/p4",
    ]);
    // The polls carry the create request's credentials.
    expect(loop.inferenceRequests()[1]?.headers.authorization).toBe("Bearer hf_token");
  });

  it("with Replicate's own key, the prediction is followed on api.replicate.com; files already there are used at once", async () => {
    const loop = await serve(
      "replicate",
      "image-to-image",
      predictions(predictionOf("p5", "processing", null), [
        predictionOf("p5", "processing", ["https://replicate.delivery/xezq/p5/out-0.png"]),
      ]),
      "owner/edit",
    );
    await hf.imageToImage(i2iArgs("r8_key"), { fetch: loop.fetch, ...fast });
    expect(lines(loop)).toEqual([
      "POST /api.replicate.com/v1/models/owner/edit/predictions",
      "GET /api.replicate.com/v1/predictions/p5",
      "GET /replicate.delivery/xezq/p5/out-0.png",
    ]);
  });

  it("failed, canceled, aborted or an unknown status ends the call with Replicate's error, at once or while followed", async () => {
    for (const [created, states, message] of [
      [predictionOf("p6", "failed", null, "CUDA out of memory"), [], "status failed: CUDA out of memory"],
      [predictionOf("p6", "starting", null), [predictionOf("p6", "canceled", null)], "status canceled"],
      [predictionOf("p6", "processing", null), [predictionOf("p6", "aborted", null)], "status aborted"],
      [predictionOf("p6", "starting", null), [predictionOf("p6", "paused", null)], "status paused"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("replicate", "image-to-image", predictions(created, [...states]), "owner/edit");
      const error = await failure(hf.imageToImage(i2iArgs("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error).toBeInstanceOf(hf.InferencePollingError);
      expect(error.message).toBe(`replicate ended the prediction with ${message}`);
      await loop.close();
      server = undefined;
    }
  });

  it("a prediction that stays processing ends after polling.maxAttempts", async () => {
    const loop = await serve(
      "replicate",
      "automatic-speech-recognition",
      predictions(predictionOf("p7", "starting", null), [predictionOf("p7", "processing", null)]),
      "owner/asr",
    );
    const error = await failure(
      hf.automaticSpeechRecognition(asrArgs("hf_token"), {
        fetch: loop.fetch,
        polling: { intervalMs: 0, maxAttempts: 4 },
      }),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe(
      "replicate did not finish the job after 4 status requests (the polling.maxAttempts option)",
    );
    expect(loop.inferenceRequests().filter((r) => r.method === "GET")).toHaveLength(4);
  });

  it("a urls.get with escapes, or none, is refused before any poll; its host is never used", async () => {
    for (const get of [
      "https://api.replicate.com/v1/predictions/..%2F..%2Faccount",
      "javascript:alert(1)",
      undefined,
    ]) {
      clearInferenceProviderMappingCache();
      const created = { ...predictionOf("p8", "starting", null), urls: { get } };
      const loop = await serve("replicate", "image-to-image", predictions(created), "owner/edit");
      const error = await failure(hf.imageToImage(i2iArgs("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error, String(get)).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain("Expected a prediction URL (urls.get) from replicate");
      expect(lines(loop)).toHaveLength(1);
      await loop.close();
      server = undefined;
    }
    clearInferenceProviderMappingCache();
    const created = {
      ...predictionOf("p8", "starting", null),
      urls: { get: "https://evil.example/v1/predictions/p8" },
    };
    const loop = await serve(
      "replicate",
      "image-to-image",
      predictions(created, [predictionOf("p8", "succeeded", "https://replicate.delivery/xezq/p8/out.png")]),
      "owner/edit",
    );
    await hf.imageToImage(i2iArgs("hf_token"), { fetch: loop.fetch, ...fast });
    expect(lines(loop)[1]).toBe("GET /router.huggingface.co/replicate/v1/predictions/p8");
  });

  it("Replicate's error bodies: a 422 with invalid_fields, a 401", async () => {
    for (const [status, body, message] of [
      [
        422,
        {
          detail: "- input: audio is required\n",
          status: 422,
          title: "Input validation failed",
          invalid_fields: [{ type: "required", field: "input", description: "audio is required" }],
        },
        "- input: audio is required",
      ],
      [
        401,
        { title: "Unauthenticated", detail: "You did not pass a valid authentication token", status: 401 },
        "You did not pass a valid authentication token",
      ],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("replicate", "automatic-speech-recognition", predictions(body, [], status), "owner/asr");
      const error = await failure(
        hf.automaticSpeechRecognition(asrArgs("hf_token"), { fetch: loop.fetch, retry_on_error: false }),
      );
      expect(error).toBeInstanceOf(hf.InferenceProviderError);
      expect(error.message).toContain(message);
      await loop.close();
      server = undefined;
    }
  });

  it("an answer of the wrong shape names the provider, the task and the field", async () => {
    for (const [task, output, message] of [
      [
        "image-to-image",
        { images: ["https://replicate.delivery/x.png"] },
        "Expected { output: string | string[] } (file URLs) from replicate image-to-image",
      ],
      ["automatic-speech-recognition", { segments: [] }, "from replicate automatic-speech-recognition"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const again = await serve("replicate", task, predictions(predictionOf("p9", "succeeded", output)), "owner/m");
      const call =
        task === "image-to-image"
          ? hf.imageToImage(i2iArgs("hf_token"), { fetch: again.fetch })
          : hf.automaticSpeechRecognition(asrArgs("hf_token"), { fetch: again.fetch });
      const error = await failure(call);
      expect(error).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain(message);
      await again.close();
      server = undefined;
    }
  });

  it("input that is not a file is refused before any request", async () => {
    const loop = await serve("replicate", "automatic-speech-recognition", predictions({}), "owner/asr");
    const error = await failure(
      hf.automaticSpeechRecognition(
        { ...asrArgs("hf_token"), inputs: "https://example.com/a.wav" as unknown as Blob },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(loop.inferenceRequests()).toEqual([]);
  });
});

describe("novita text-to-video: an asynchronous task and its task-result", () => {
  /** A task result as Novita's "Task Result" page shows it. */
  function taskResult(status: string, extra: Record<string, unknown> = {}) {
    return {
      extra: { seed: "158881667", debug_info: {} },
      task: {
        task_id: "830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f",
        task_type: "TXT_TO_VIDEO",
        status,
        reason: "",
        eta: 0,
        progress_percent: 0,
      },
      images: [],
      videos: [],
      audios: [],
      ...extra,
    };
  }
  const succeeded = taskResult("TASK_STATUS_SUCCEED", {
    videos: [
      {
        video_url: "https://faas-output-video.s3.ap-southeast-1.amazonaws.com/prod/out.mp4",
        video_url_ttl: "3600",
        video_type: "mp4",
      },
    ],
  });

  /** Novita: the submit answers `created`, the task-result answers `states` in turn (the last repeats); the video from S3. */
  function novitaTask(
    states: unknown[],
    created: unknown = { task_id: "830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f" },
    createStatus = 200,
  ): Route {
    let polls = 0;
    return (req, res) => {
      if (req.method === "POST") return sendJson(res, createStatus, created);
      if (req.path.endsWith(".mp4")) return sendFile(res, MP4, "video/mp4");
      sendJson(res, 200, states[Math.min(polls++, states.length - 1)]);
    };
  }
  const args = (accessToken: string) => ({
    provider: "novita" as const,
    model: "org/model",
    accessToken,
    inputs: "A fox in the snow",
    parameters: { num_inference_steps: 30, guidance_scale: 5, seed: 42 },
  });

  it("through the router: QUEUED, PROCESSING, SUCCEED; steps for num_inference_steps; the video downloaded", async () => {
    const loop = await serve(
      "novita",
      "text-to-video",
      novitaTask([taskResult("TASK_STATUS_QUEUED"), taskResult("TASK_STATUS_PROCESSING"), succeeded]),
      "wan-t2v",
    );
    const video = await hf.textToVideo(args("hf_token"), { fetch: loop.fetch, ...fast });
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);
    expect(lines(loop)).toEqual([
      "POST /router.huggingface.co/novita/v3/async/wan-t2v",
      "GET /router.huggingface.co/novita/v3/async/task-result?task_id=830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f",
      "GET /router.huggingface.co/novita/v3/async/task-result?task_id=830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f",
      "GET /router.huggingface.co/novita/v3/async/task-result?task_id=830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f",
      "GET /faas-output-video.s3.ap-southeast-1.amazonaws.com/prod/out.mp4",
    ]);
    const requests = loop.inferenceRequests();
    expect(requests[0]?.headers.authorization).toBe("Bearer hf_token");
    expect(bodyOf(requests[0])).toEqual({
      guidance_scale: 5,
      seed: 42,
      steps: 30,
      prompt: "A fox in the snow",
    });
    // The task-result requests carry the submit's credentials; the download carries none.
    expect(requests[1]?.headers.authorization).toBe("Bearer hf_token");
    expect(requests[4]?.headers.authorization).toBeUndefined();
  });

  it("with Novita's own key: api.novita.ai; without num_inference_steps, no steps", async () => {
    const loop = await serve("novita", "text-to-video", novitaTask([succeeded]), "wan-2.2-t2v");
    const client = new hf.InferenceClient("nv-key", { fetch: loop.fetch, ...fast });
    await client.textToVideo({ provider: "novita", model: "org/model", inputs: "A fox" });
    expect(lines(loop).slice(0, 2)).toEqual([
      "POST /api.novita.ai/v3/async/wan-2.2-t2v",
      "GET /api.novita.ai/v3/async/task-result?task_id=830d9c90-d53f-4c5a-8009-4a5e1c2d3b4f",
    ]);
    expect(loop.inferenceRequests()[0]?.headers.authorization).toBe("Bearer nv-key");
    expect(bodyOf(loop.inferenceRequests()[0])).toEqual({ prompt: "A fox" });
  });

  it("TASK_STATUS_FAILED ends the call with Novita's reason; an unknown status ends it too", async () => {
    for (const [state, message] of [
      [
        {
          ...taskResult("TASK_STATUS_FAILED"),
          task: { status: "TASK_STATUS_FAILED", reason: "prompt blocked by moderation" },
        },
        "status TASK_STATUS_FAILED: prompt blocked by moderation",
      ],
      [taskResult("TASK_STATUS_CANCELED"), "status TASK_STATUS_CANCELED"],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve(
        "novita",
        "text-to-video",
        novitaTask([taskResult("TASK_STATUS_QUEUED"), state]),
        "wan-t2v",
      );
      const error = await failure(hf.textToVideo(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error).toBeInstanceOf(hf.InferencePollingError);
      expect(error.message).toBe(`novita ended the task with ${message}`);
      expect(lines(loop)).toHaveLength(3);
      await loop.close();
      server = undefined;
    }
  });

  it("a task that stays PROCESSING ends after polling.maxAttempts", async () => {
    const loop = await serve("novita", "text-to-video", novitaTask([taskResult("TASK_STATUS_PROCESSING")]), "wan-t2v");
    const error = await failure(
      hf.textToVideo(args("hf_token"), { fetch: loop.fetch, polling: { intervalMs: 0, maxAttempts: 5 } }),
    );
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe(
      "novita did not finish the job after 5 status requests (the polling.maxAttempts option)",
    );
    expect(lines(loop).filter((line) => line.startsWith("GET"))).toHaveLength(5);
  });

  it("a task_id that could change the result query or path is refused before any poll", async () => {
    for (const id of ["x&task_id=other", "../../v3/openai/models", "a#b", "a b", ""]) {
      clearInferenceProviderMappingCache();
      const loop = await serve("novita", "text-to-video", novitaTask([succeeded], { task_id: id }), "wan-t2v");
      const error = await failure(hf.textToVideo(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error, id).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain("Expected a task_id from novita");
      expect(lines(loop)).toHaveLength(1);
      await loop.close();
      server = undefined;
    }
  });

  it("Novita's error bodies: a refused submit, and a task-result that answers TASK_NOT_FOUND", async () => {
    const refused = await serve(
      "novita",
      "text-to-video",
      novitaTask([], { code: 403, reason: "INVALID_API_KEY", message: "invalid api key", metadata: {} }, 403),
      "wan-t2v",
    );
    const error = await failure(hf.textToVideo(args("bad-key"), { fetch: refused.fetch, ...fast }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("invalid api key");
    expect(error.message).toContain("INVALID_API_KEY");
    await refused.close();
    server = undefined;

    clearInferenceProviderMappingCache();
    const lost = await serve(
      "novita",
      "text-to-video",
      (req, res) =>
        req.method === "POST"
          ? sendJson(res, 200, { task_id: "t-1" })
          : sendJson(res, 404, { code: 404, reason: "TASK_NOT_FOUND", message: "task not found", metadata: {} }),
      "wan-t2v",
    );
    const notFound = await failure(hf.textToVideo(args("hf_token"), { fetch: lost.fetch, ...fast }));
    expect(notFound).toBeInstanceOf(hf.InferencePollingError);
    expect(notFound.message).toBe("novita could not report the job (HTTP 404): task not found");
  });

  it("answers of the wrong shape name the provider, the task and the field", async () => {
    for (const [created, states, message] of [
      [{ id: "x" }, [succeeded], "Expected { task_id: string } from novita text-to-video"],
      [undefined, [{ status: "TASK_STATUS_SUCCEED" }], "Expected { task: { status } } from novita"],
      [
        undefined,
        [taskResult("TASK_STATUS_SUCCEED")],
        "Expected { videos: [{ video_url: string }] } from novita text-to-video",
      ],
      [
        undefined,
        [taskResult("TASK_STATUS_SUCCEED", { videos: [{ video_url: "file:///etc/passwd" }] })],
        "Expected an http(s) URL of the result",
      ],
    ] as const) {
      clearInferenceProviderMappingCache();
      const loop = await serve("novita", "text-to-video", novitaTask([...states], created), "wan-t2v");
      const error = await failure(hf.textToVideo(args("hf_token"), { fetch: loop.fetch, ...fast }));
      expect(error.message).toContain(message);
      await loop.close();
      server = undefined;
    }
  });
});

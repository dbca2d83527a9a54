/**
 * replicate image-to-image and speech recognition (predictions), against a loopback server answering in Replicate's
 * documented shapes: routes with either key, bodies, every status of a prediction, the attempt bound, prediction URLs
 * that would move the polls elsewhere.
 */
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { sendJson, type Loopback } from "../support/loopback.js";
import { bodyOf, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0, 87, 65, 86, 69]);

const image = new Blob([PNG], { type: "image/png" });

const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

const fast = { polling: { intervalMs: 0 } };

const lines = (loop: Loopback) => loop.inferenceRequests().map((r) => `${r.method} ${r.path}`);

function sendFile(res: ServerResponse, bytes: Uint8Array, type: string): void {
  res.writeHead(200, { "Content-Type": type });
  res.end(Buffer.from(bytes));
}

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

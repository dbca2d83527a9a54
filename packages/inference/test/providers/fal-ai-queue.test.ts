/**
 * fal-ai image segmentation, audio-to-audio and text-to-audio: queue jobs whose result is a file URL, against a
 * loopback server answering in fal's documented shapes: statuses, sync mode, results, validation and submit errors.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

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

/**
 * Tasks whose image travels inside JSON (image-to-video, image-to-image on wavespeed and together, image-text-to-image
 * and -video with an optional image), against a loopback server answering in each provider's documented shapes; and
 * anything but a file refused before any request.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { falAi } from "../../src/providers/fal-ai/index.js";
import { replicate } from "../../src/providers/replicate/index.js";
import { together } from "../../src/providers/together/index.js";
import { wavespeed } from "../../src/providers/wavespeed/index.js";
import { zaiOrg } from "../../src/providers/zai-org/index.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, MP4, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

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

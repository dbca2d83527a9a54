/**
 * fal-ai image-to-image through fal's queue, against a loopback server answering in fal's documented shapes: routes
 * with either key, bodies, every status of the job, the attempt bound, job URLs that would move the polls elsewhere.
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

const image = new Blob([PNG], { type: "image/png" });

const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

const fast = { polling: { intervalMs: 0 } };

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

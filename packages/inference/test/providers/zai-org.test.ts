/**
 * zai-org's image generation (an asynchronous job) and image-to-text (GLM-OCR's layout parsing), against a loopback
 * server answering in Z.ai's documented shapes: routes with either key, the job statuses, answers, business errors.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, PNG, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

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
    await loop.close();
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

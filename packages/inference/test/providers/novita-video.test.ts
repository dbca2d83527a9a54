/**
 * novita text-to-video: an asynchronous task and its task-result, against a loopback server answering in Novita's
 * documented shapes: routes with either key, bodies, every status, the attempt bound, task ids that would move the
 * polls elsewhere.
 */
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { sendJson, type Loopback } from "../support/loopback.js";
import { bodyOf, MP4, loopbackPerTest, type Route } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

const fast = { polling: { intervalMs: 0 } };

const lines = (loop: Loopback) => loop.inferenceRequests().map((r) => `${r.method} ${r.path}`);

function sendFile(res: ServerResponse, bytes: Uint8Array, type: string): void {
  res.writeHead(200, { "Content-Type": type });
  res.end(Buffer.from(bytes));
}

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
    }
  });
});

/**
 * Everything outside is bounded and checked, against real loopback servers: fal-ai and black-forest-labs
 * polling (every terminal status, attempts, deadline, options), the size of one server-sent event, ids the
 * hub answers, the LoRA file tree's credential, endpointUrl, request timeouts.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(
  hub: HubFixtures,
  handler: (req: LoopbackRequest, res: ServerResponse) => unknown,
): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    if (!serveHub(req, res, hub)) return handler(req, res);
  });
  return server;
}

const mapped = (provider: string, task: string, providerId = "provider-org/provider-model"): HubFixtures => ({
  mappings: { "org/model": { [provider]: { providerId, task, status: "live" } } } as HubFixtures["mappings"],
});

describe("fal-ai queue: bounded, every terminal status recognised", () => {
  const RESPONSE_URL = "https://queue.fal.run/fal-ai/provider-model/requests/rid";
  const video = (loop: Loopback, options: hf.Options = {}) =>
    hf.textToVideo(
      { provider: "fal-ai", model: "org/model", accessToken: "fal-key", inputs: "a cat" },
      { fetch: loop.fetch, ...options },
    );
  /** A queue whose status answers are `statuses` in turn (the last one repeated), then `result` for the result. */
  function queue(statuses: unknown[], result: (res: ServerResponse) => void = (res) => sendJson(res, 200, {})) {
    let polled = 0;
    return serve(mapped("fal-ai", "text-to-video"), (req, res) => {
      if (req.path.endsWith("/status")) {
        const status = statuses[Math.min(polled++, statuses.length - 1)];
        return sendJson(res, 200, status);
      }
      if (req.path.includes("/requests/rid")) return result(res);
      if (req.path.startsWith("/v3.fal.media/")) {
        res.writeHead(200, { "Content-Type": "video/mp4" });
        return res.end("mp4");
      }
      return sendJson(res, 200, { request_id: "rid", status: "IN_QUEUE", response_url: RESPONSE_URL });
    });
  }
  const statusPolls = (loop: Loopback) => loop.requests.filter((r) => r.path.endsWith("/status")).length;

  it("a request that stays IN_QUEUE ends after polling.maxAttempts status requests", async () => {
    const loop = await queue([{ status: "IN_QUEUE" }]);
    const error = await failure(video(loop, { polling: { intervalMs: 5, maxAttempts: 4 } }));
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe(
      "fal-ai did not finish the request after 4 status requests (the polling.maxAttempts option)",
    );
    expect(statusPolls(loop)).toBe(4);
  });

  it("…and after the overall deadline (polling.timeout) whatever the attempts left: InferenceTimeoutError", async () => {
    const loop = await queue([{ status: "IN_PROGRESS" }]);
    const started = Date.now();
    // The deadline counts from the call's start (the hub lookup and the submission are within it).
    const error = await failure(video(loop, { polling: { intervalMs: 20, timeout: 1500 } }));
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
    expect(error).toBeInstanceOf(hf.InferenceClientError);
    expect(error.message).toBe("The fal-ai task did not finish within 1500 ms");
    expect((error as hf.InferenceTimeoutError).timeoutMs).toBe(1500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(statusPolls(loop)).toBeGreaterThan(3);
  });

  it.each([
    [
      "FAILED",
      { status: "FAILED", error: "Out of GPU memory" },
      "fal-ai ended the request with status FAILED: Out of GPU memory",
    ],
    ["CANCELED", { status: "CANCELED" }, "fal-ai ended the request with status CANCELED"],
    [
      "a status fal may add later",
      { status: "EXPIRED", detail: "gone" },
      "fal-ai ended the request with status EXPIRED: gone",
    ],
    [
      "COMPLETED with an error",
      { status: "COMPLETED", error: "Internal error", error_type: "runner_server_error" },
      "fal-ai ended the request with status COMPLETED: Internal error",
    ],
  ])("%s ends the call at once with fal's message", async (_name, status, message) => {
    const loop = await queue([{ status: "IN_QUEUE" }, status]);
    const error = await failure(video(loop, { polling: { intervalMs: 5 } }));
    expect(error).toBeInstanceOf(hf.InferencePollingError);
    expect(error.message).toBe(message);
    expect((error as hf.InferencePollingError).isRetryable).toBe(false);
    expect(statusPolls(loop)).toBe(2);
  });

  it("COMPLETED, but the result is the job's error (fal's `detail` list): raised with fal's message", async () => {
    const loop = await queue([{ status: "COMPLETED" }], (res) =>
      sendJson(res, 422, {
        detail: [{ loc: ["body", "prompt"], msg: "Prompt violates the content policy", type: "x" }],
      }),
    );
    const error = await failure(video(loop));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toBe("Prompt violates the content policy");
    expect((error as hf.InferenceProviderError).status).toBe(422);
    expect((error as hf.InferenceProviderError).isRetryable).toBe(false);
  });

  it("a status answer without a status is an error, not a poll forever", async () => {
    const loop = await queue([{ queue_position: 3 }]);
    const error = await failure(video(loop, { polling: { intervalMs: 5 } }));
    expect(error.message).toBe("Failed to parse status response from fal-ai API");
    expect(statusPolls(loop)).toBe(1);
  });

  it("the default interval (500 ms) and the happy path still hold", async () => {
    const loop = await queue([{ status: "IN_PROGRESS" }, { status: "COMPLETED" }], (res) =>
      sendJson(res, 200, { video: { url: "https://v3.fal.media/out.mp4" } }),
    );
    const started = Date.now();
    const blob = await video(loop);
    expect(blob.type).toBe("video/mp4");
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(statusPolls(loop)).toBe(2);
  });

  it("a response_url whose path could move the polls elsewhere is refused", async () => {
    await serve(mapped("fal-ai", "text-to-video"), (_req, res) =>
      sendJson(res, 200, {
        request_id: "rid",
        status: "IN_QUEUE",
        response_url: "https://queue.fal.run/a%2F..%2F..%2Fb/requests/rid",
      }),
    );
    const error = await failure(video(server!));
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(server!.inferenceRequests()).toHaveLength(1);
  });

  it("invalid polling options are said at once", async () => {
    const loop = await queue([{ status: "IN_QUEUE" }]);
    const error = await failure(video(loop, { polling: { maxAttempts: 0 } }));
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe("Invalid polling.maxAttempts: 0. Expected a whole number of at least 1.");
  });
});

describe("black-forest-labs: the same polling helper", () => {
  const POLL = "https://api.us1.bfl.ai/v1/get_result?id=j";
  const image = (loop: Loopback, options: hf.Options = {}) =>
    hf.textToImage(
      { provider: "black-forest-labs", model: "org/model", accessToken: "bfl-key", inputs: "a cat" },
      { fetch: loop.fetch, outputType: "url", ...options },
    );
  function results(answers: unknown[]) {
    let polled = 0;
    return serve(mapped("black-forest-labs", "text-to-image"), (req, res) => {
      if (req.method === "POST") return sendJson(res, 200, { id: "j", polling_url: POLL });
      return sendJson(res, 200, answers[Math.min(polled++, answers.length - 1)]);
    });
  }

  it.each([["Content Moderated"], ["Request Moderated"], ["Error"], ["Task not found"]])(
    "%s ends the call with BFL's status",
    async (status) => {
      const loop = await results([{ status: "Pending" }, { id: "j", status, details: { reason: "policy" } }]);
      const error = await failure(image(loop, { polling: { intervalMs: 5 } }));
      expect(error).toBeInstanceOf(hf.InferencePollingError);
      expect(error.message).toBe(`Black Forest Labs ended the task with status "${status}": {"reason":"policy"}`);
      expect(loop.inferenceRequests().filter((r) => r.method === "GET")).toHaveLength(2);
    },
  );

  it("polling options change BFL's defaults (5 attempts, 1000 ms)", async () => {
    const loop = await results([
      { status: "Pending" },
      { status: "Pending" },
      { status: "Pending" },
      { status: "Ready", result: { sample: "https://x.example/i.jpeg" } },
    ]);
    await expect(image(loop, { polling: { intervalMs: 5, maxAttempts: 10 } })).resolves.toBe(
      "https://x.example/i.jpeg",
    );
    expect(
      loop
        .inferenceRequests()
        .filter((r) => r.method === "GET")
        .map((r) => r.path),
    ).toEqual([0, 1, 2, 3].map((n) => `/api.us1.bfl.ai/v1/get_result?id=j&attempt=${n}`));
  });

  it("a polling_url that is not an http(s) URL is refused, not fetched", async () => {
    await serve(mapped("black-forest-labs", "text-to-image"), (_req, res) =>
      sendJson(res, 200, { id: "j", polling_url: "file:///etc/passwd" }),
    );
    const error = await failure(image(server!));
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
    expect(server!.inferenceRequests()).toHaveLength(1);
  });
});

describe("one server-sent event is bounded", () => {
  it("an endless data line stops the stream with an InferenceStreamError (default cap 16 MiB) and cancels the body", async () => {
    let written = 0;
    let closed = false;
    const line = Buffer.alloc(1024 * 1024, "x");
    await serve({}, async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.on("close", () => {
        closed = true;
      });
      res.write('data: {"choices":[]}\n\ndata: "');
      // 64 MiB of one line, never ended: the client must stop long before.
      for (let i = 0; i < 64 && !res.destroyed; i++) {
        written += line.length;
        if (!res.write(line)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
    });
    const seen: unknown[] = [];
    const error = await failure(
      (async () => {
        for await (const chunk of hf.chatCompletionStream(
          { endpointUrl: `${server!.origin}/v1`, messages: [] },
          { fetch: server!.fetch },
        )) {
          seen.push(chunk);
        }
      })(),
    );
    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toBe(
      "An event of the stream is larger than 16777216 characters (the maxEventSize option); reading stopped.",
    );
    await expect.poll(() => closed).toBe(true);
    // Stopped within a few chunks of the cap (what the sockets buffered), not at the end of the 64 MiB.
    expect(written).toBeLessThan(40 * 1024 * 1024);
  });

  it("maxEventSize sets the cap; the data lines of one event count together", async () => {
    // One event of 202 data lines that join into one JSON object: 2,021 characters.
    await serve({}, (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.end(`data: {"choices": [\n${"data: 1234567,\n".repeat(200)}data: 0]}\n\n`);
    });
    const read = async (maxEventSize: number) => {
      const events: unknown[] = [];
      for await (const event of hf.chatCompletionStream(
        { endpointUrl: `${server!.origin}/v1`, messages: [] },
        { fetch: server!.fetch, maxEventSize },
      )) {
        events.push(event);
      }
      return events;
    };
    const error = await failure(read(1000));
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toContain("larger than 1000 characters");
    expect(await read(4000)).toHaveLength(1);
  });
});

describe("ids from the hub are checked like the caller's", () => {
  const EVIL = "../../../evil/x?steal=1#";

  it.each([
    [
      "hf-inference",
      "text-classification",
      (o: hf.Options) => hf.textClassification({ model: "org/model", inputs: "hi", accessToken: "hf_secret" }, o),
    ],
    [
      "fal-ai",
      "text-to-image",
      (o: hf.Options) =>
        hf.textToImage({ provider: "fal-ai", model: "org/model", inputs: "a cat", accessToken: "hf_secret" }, o),
    ],
    [
      "together",
      "conversational",
      (o: hf.Options) =>
        hf.chatCompletion({ provider: "together", model: "org/model", messages: [], accessToken: "hf_secret" }, o),
    ],
    [
      "replicate",
      "text-to-image",
      (o: hf.Options) =>
        hf.textToImage({ provider: "replicate", model: "org/model", inputs: "a cat", accessToken: "hf_secret" }, o),
    ],
  ])(
    "%s: a providerId that would change the path or query is refused; nothing is sent",
    async (provider, task, call) => {
      await serve(mapped(provider, task, EVIL), (_req, res) => sendJson(res, 200, {}));
      const error = await failure(call({ fetch: server!.fetch }));
      expect(error).toBeInstanceOf(hf.InferenceHubError);
      expect(error.message).toBe(
        `Invalid provider id in the hub's mapping of model org/model for provider ${provider}: "../../../evil/x?steal=1#" (no empty or dot segments, no ?, #, %, backslash or whitespace); it was not used.`,
      );
      expect(server!.inferenceRequests()).toHaveLength(0);
    },
  );

  it("a LoRA weights path from the hub's tree is checked the same way", async () => {
    await serve(
      {
        mappings: {
          "org/lora": {
            "fal-ai": { providerId: "fal-ai/lora", task: "text-to-image", status: "live", adapter: "lora" },
          },
        },
        trees: { "org/lora": [{ type: "file", path: "../../x.safetensors" }] },
      } as HubFixtures,
      (_req, res) => sendJson(res, 200, {}),
    );
    const error = await failure(
      hf.textToImage(
        { provider: "fal-ai", model: "org/lora", inputs: "x", accessToken: "hf_t" },
        { fetch: server!.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceHubError);
    expect(error.message).toContain(
      'Invalid LoRA weights path in the hub\'s file tree of org/lora: "../../x.safetensors"',
    );
    expect(server!.inferenceRequests()).toHaveLength(0);
  });

  it("the default model of a task (from /api/tasks) is checked too", async () => {
    const { clearDefaultModelCache } = await import("../src/lib/getDefaultModel.js");
    clearDefaultModelCache();
    await serve({ tasks: { "text-classification": { models: [{ id: "x/../../api/whoami" }] } } }, (_req, res) =>
      sendJson(res, 200, []),
    );
    const error = await failure(hf.textClassification({ inputs: "hi" }, { fetch: server!.fetch }));
    expect(error).toBeInstanceOf(hf.InferenceHubError);
    expect(error.message).toContain("Invalid default model of task text-classification");
    expect(server!.inferenceRequests()).toHaveLength(0);
    clearDefaultModelCache();
  });

  it("the LoRA file tree is read with the caller's hub token (private adapters)", async () => {
    await serve(
      {
        mappings: {
          "org/lora": {
            "fal-ai": { providerId: "fal-ai/lora", task: "text-to-image", status: "live", adapter: "lora" },
          },
        },
        trees: { "org/lora": [{ type: "file", path: "weights.safetensors" }] },
      } as HubFixtures,
      (_req, res) => sendJson(res, 200, { images: [{ url: "https://cdn.example/i.png" }] }),
    );
    await hf.textToImage(
      { provider: "fal-ai", model: "org/lora", inputs: "x", accessToken: "hf_private" },
      { fetch: server!.fetch, outputType: "url" },
    );
    const tree = server!.requests.find((r) => r.path.endsWith("/tree/main"));
    expect(tree?.headers.authorization).toBe("Bearer hf_private");
  });
});

describe("endpointUrl", () => {
  it.each([
    ["proxy/model"],
    ["./model"],
    ["../model"],
    ["//evil.example/model"],
    ["ftp://host/model"],
    ["javascript:alert(1)"],
    ["https://"],
  ])("%s is refused clearly; nothing is sent", async (endpointUrl) => {
    await serve({}, (_req, res) => sendJson(res, 200, []));
    const error = await failure(hf.textClassification({ endpointUrl, inputs: "hi" }, { fetch: server!.fetch }));
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe(
      `Invalid endpointUrl ${JSON.stringify(endpointUrl)}: expected an absolute http(s) URL such as "https://my-endpoint.example/models/x", or a path on the current origin such as "/proxy/model".`,
    );
    expect(server!.requests).toHaveLength(0);
  });

  it("an absolute URL and a path on the current origin are used as the URL", async () => {
    const sent: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      sent.push(String(input));
      return Response.json([{ label: "A", score: 1 }]);
    };
    await hf.textClassification({ endpointUrl: "https://e.example/m", inputs: "hi" }, { fetch: fetchFn });
    await hf.textClassification({ endpointUrl: "/proxy/m", inputs: "hi" }, { fetch: fetchFn });
    expect(sent).toEqual(["https://e.example/m", "/proxy/m"]);
  });
});

describe("timeout", () => {
  it("a request without an answer ends with InferenceTimeoutError after `timeout` ms", async () => {
    await serve({}, () => {
      // Never answers.
    });
    const started = Date.now();
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server!.origin}/m`, inputs: "hi" },
        { fetch: server!.fetch, timeout: 150 },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
    expect(error.message).toBe(`The request to ${server!.origin}/m got no answer within 150 ms (the timeout option)`);
    expect((error as hf.InferenceTimeoutError).isRetryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("it covers the reading of the body: headers then silence is a timeout too", async () => {
    await serve({}, (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write("[");
    });
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server!.origin}/m`, inputs: "hi" },
        { fetch: server!.fetch, timeout: 150 },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
  });

  it("for a stream it is the longest silence: a slow stream that keeps sending is not cut", async () => {
    await serve({}, async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      for (let i = 0; i < 6; i++) {
        res.write(`data: {"choices":[],"n":${i}}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      res.write('data: {"choices":[],"n":6}\n\n');
      // Then silence.
    });
    const seen: number[] = [];
    const error = await failure(
      (async () => {
        for await (const chunk of hf.chatCompletionStream(
          { endpointUrl: `${server!.origin}/v1`, messages: [] },
          { fetch: server!.fetch, timeout: 200 },
        )) {
          seen.push((chunk as unknown as { n: number }).n);
        }
      })(),
    );
    // 6 x 60 ms = 360 ms in total, over the timeout: never cut while chunks came; cut after 200 ms of silence.
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
    expect(error.message).toBe(
      `The event stream from ${server!.origin}/v1/chat/completions sent nothing for 200 ms (the timeout option)`,
    );
  });

  it("an invalid timeout is said at once", async () => {
    const error = await failure(
      hf.textClassification({ endpointUrl: "https://e.example/m", inputs: "hi" }, { timeout: -1 }),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe(
      "Invalid timeout: -1. Expected a positive number of milliseconds (Infinity for no limit).",
    );
  });

  it("the caller's signal still ends a call during a timed request, with its own reason", async () => {
    await serve({}, () => {
      // Never answers.
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("closed")), 50);
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server!.origin}/m`, inputs: "hi" },
        { fetch: server!.fetch, timeout: 10_000, signal: controller.signal },
      ),
    );
    expect(error.message).toBe("closed");
  });
});

/**
 * 503 retries (count, backoff, Retry-After, retry_on_error: false) and aborts (before the call, during
 * the request, during a retry wait, during a stream), against a real loopback server; the long retry
 * sequences run on fake timers with an in-memory fetch so they take no wall time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { RETRY_POLICY } from "../src/utils/retry.js";
import { sendJson, startLoopback, type Loopback } from "./support/loopback.js";
import { failure as errorOf } from "./support/rejection.js";

let server: Loopback | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});
beforeEach(() => clearInferenceProviderMappingCache());

const LABELS = [{ label: "POSITIVE", score: 0.9 }];

/** textClassification against a dedicated endpoint (no hub lookup involved). */
function classify(endpointUrl: string, options: hf.Options) {
  return hf.textClassification({ endpointUrl, inputs: "hi" }, options);
}

describe("503: the request is sent again", () => {
  it("retries with exponential backoff until the answer is not 503", async () => {
    let calls = 0;
    server = await startLoopback((_req, res) => {
      calls += 1;
      if (calls <= 2) sendJson(res, 503, { error: "Model is loading", estimated_time: 20 });
      else sendJson(res, 200, LABELS);
    });
    const result = await classify(`${server.origin}/model`, { fetch: server.fetch });
    expect(result).toEqual(LABELS);
    const times = server.requests.map((r) => r.at);
    expect(times).toHaveLength(3);
    // Waits of 50-100 then 100-200 ms: the backoff, half of it random (timer granularity tolerated).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_POLICY.baseDelayMs / 2 - 5);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(RETRY_POLICY.baseDelayMs - 5);
    // Every attempt is the same request.
    expect(new Set(server.requests.map((r) => r.body.toString()))).toEqual(new Set(['{"inputs":"hi"}']));
  });

  it("retry_on_error: false returns the 503 as an error at once", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 503, { error: "Model is loading" }));
    const error = await errorOf(classify(`${server.origin}/model`, { fetch: server.fetch, retry_on_error: false }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toBe('"Model is loading"');
    expect((error as hf.InferenceProviderError).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it("stops after the bounded number of retries, waiting 100, 200, 400, 800, 1600 ms, of which half is random", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.spyOn(Math, "random").mockReturnValue(0.999999);
    const sentAt: number[] = [];
    const fetchFn: typeof fetch = async () => {
      sentAt.push(Date.now());
      return Response.json({ error: "overloaded" }, { status: 503 });
    };
    const pending = errorOf(classify("https://endpoint.example/model", { fetch: fetchFn }));
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(error.message).toBe('"overloaded"');
    expect(sentAt).toHaveLength(RETRY_POLICY.maxRetries + 1);
    const waits = sentAt.slice(1).map((t, i) => t - (sentAt[i] as number));
    expect(waits).toEqual([100, 200, 400, 800, 1600]);
    vi.restoreAllMocks();
  });

  it("honours Retry-After (seconds), capped by the policy", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sentAt: number[] = [];
    const retryAfter = ["2", "600"];
    const fetchFn: typeof fetch = async () => {
      sentAt.push(Date.now());
      const header = retryAfter.shift();
      return header === undefined
        ? Response.json(LABELS)
        : Response.json({ error: "busy" }, { status: 503, headers: { "Retry-After": header } });
    };
    const pending = classify("https://endpoint.example/model", { fetch: fetchFn });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual(LABELS);
    expect(sentAt.slice(1).map((t, i) => t - (sentAt[i] as number))).toEqual([2000, RETRY_POLICY.maxDelayMs]);
  });

  it("retries streaming requests as well", async () => {
    let calls = 0;
    server = await startLoopback((_req, res) => {
      calls += 1;
      if (calls === 1) return sendJson(res, 503, { error: "loading" });
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.end('data: {"token":{"id":1,"text":"a"},"generated_text":"a","details":null}\n\n');
    });
    const events = [];
    for await (const event of hf.textGenerationStream(
      { endpointUrl: `${server.origin}/m`, inputs: "x" },
      { fetch: server.fetch },
    )) {
      events.push(event);
    }
    expect(events).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });
});

describe("abort", () => {
  it("an already aborted signal sends nothing", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, LABELS));
    const controller = new AbortController();
    controller.abort();
    const error = await errorOf(classify(`${server.origin}/m`, { fetch: server.fetch, signal: controller.signal }));
    expect(error.name).toBe("AbortError");
    expect(server.requests).toHaveLength(0);
  });

  it("during the request: the pending fetch rejects with AbortError", async () => {
    server = await startLoopback(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    const error = await errorOf(classify(`${server.origin}/m`, { fetch: server.fetch, signal: controller.signal }));
    expect(error.name).toBe("AbortError");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("during a retry wait: no further request, rejects at once", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 503, { error: "busy" }, { "Retry-After": "5" }));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const error = await errorOf(classify(`${server.origin}/m`, { fetch: server.fetch, signal: controller.signal }));
    expect(error.name).toBe("AbortError");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(1);
  });

  it("with a custom abort reason: that reason is thrown", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 503, { error: "busy" }, { "Retry-After": "5" }));
    const controller = new AbortController();
    const reason = new Error("user closed the tab");
    setTimeout(() => controller.abort(reason), 50);
    const error = await errorOf(classify(`${server.origin}/m`, { fetch: server.fetch, signal: controller.signal }));
    expect(error).toBe(reason);
  });

  it("during a stream: the next read rejects and the connection is released", async () => {
    let closed = false;
    server = await startLoopback((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write('data: {"n":1}\n\n');
      res.on("close", () => {
        closed = true;
      });
      // Keeps the stream open.
    });
    const controller = new AbortController();
    const stream = hf.streamingRequest<{ n: number }>(
      { endpointUrl: `${server.origin}/m`, inputs: "x" },
      { fetch: server.fetch, signal: controller.signal },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(stream.next()).resolves.toEqual({ done: false, value: { n: 1 } });
    const next = stream.next();
    controller.abort();
    const error = await next.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.name).toBe("AbortError");
    await vi.waitFor(() => expect(closed).toBe(true));
    warn.mockRestore();
  });

  it("breaking out of a stream early cancels the response body", async () => {
    let closed = false;
    server = await startLoopback((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.on("close", () => {
        closed = true;
      });
      let n = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        res.write(`data: {"choices":[],"n":${n++}}\n\n`);
      }, 5);
    });
    let seen = 0;
    for await (const _chunk of hf.chatCompletionStream(
      { endpointUrl: `${server.origin}/m`, messages: [{ role: "user", content: "hi" }] },
      { fetch: server.fetch },
    )) {
      seen += 1;
      if (seen === 3) break;
    }
    expect(seen).toBe(3);
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});

/**
 * Streaming calls against a real loopback server: how the stream is written on the wire (byte by byte,
 * CRLF, comments, multi-line data), how it ends ([DONE], no [DONE], torn), error events, and the errors
 * before the stream starts.
 */
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as hf from "../src/index.js";
import { readEventStream } from "../src/lib/request.js";
import { sendJson, startLoopback, type Loopback } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chunk = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "c",
    created: 1,
    model: "m",
    choices: [{ index: 0, delta: { role: "assistant", content } }],
    ...extra,
  });

/** Starts a server that answers with `body` as text/event-stream (written by `write`). */
async function streamServer(write: (res: ServerResponse) => unknown): Promise<Loopback> {
  server = await startLoopback(async (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" });
    await write(res);
  });
  return server;
}

async function chat(loop: Loopback): Promise<string[]> {
  const out: string[] = [];
  for await (const c of hf.chatCompletionStream(
    { endpointUrl: `${loop.origin}/v1`, model: "m", messages: [{ role: "user", content: "hi" }] },
    { fetch: loop.fetch },
  )) {
    out.push(c.choices[0]?.delta.content ?? "");
  }
  return out;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the stream on the wire", () => {
  it("sends stream: true and reads events written one byte at a time (UTF-8 split inside characters)", async () => {
    const body = Buffer.from(`data: ${chunk("héllo 🙂")}\n\ndata: ${chunk(" wörld")}\n\ndata: [DONE]\n\n`);
    const loop = await streamServer(async (res) => {
      for (const byte of body) {
        res.write(Buffer.from([byte]));
        await tick();
      }
      res.end();
    });
    expect(await chat(loop)).toEqual(["héllo 🙂", " wörld"]);
    expect(loop.requests[0]?.path).toBe("/v1/chat/completions");
    expect(JSON.parse(loop.requests[0]?.body.toString() ?? "")).toEqual({
      model: "m",
      messages: [{ role: "user", content: "hi" }],
      stream: true,
    });
  });

  it("CRLF line endings, comments, multi-line data and extra fields", async () => {
    const loop = await streamServer((res) => {
      res.write(": connected\r\n\r\n");
      res.write(`event: message\r\nid: 1\r\ndata: ${chunk("a")}\r\n\r\n`);
      // One JSON value spread over several data lines.
      res.write(
        `data: {"id":"c","created":1,"model":"m",\r\ndata: "choices":[{"index":0,"delta":{"role":"assistant","content":"b"}}]}\r\n\r\n`,
      );
      res.write(": keep-alive\r\n\r\ndata: [DONE]\r\n\r\n");
      res.end();
    });
    expect(await chat(loop)).toEqual(["a", "b"]);
  });

  it("stops at [DONE] even when more follows", async () => {
    const loop = await streamServer((res) => {
      res.end(`data: ${chunk("a")}\n\ndata: [DONE]\n\ndata: ${chunk("ignored")}\n\n`);
    });
    expect(await chat(loop)).toEqual(["a"]);
  });

  it("a stream that ends without [DONE] ends the generator normally", async () => {
    const loop = await streamServer((res) => res.end(`data: ${chunk("a")}\n\ndata: ${chunk("b")}\n\n`));
    expect(await chat(loop)).toEqual(["a", "b"]);
  });

  it("a last event without its closing blank line is kept when whole; a torn one is an InferenceStreamError after the events before it", async () => {
    const whole = await streamServer((res) => res.end(`data: ${chunk("a")}\n\ndata: ${chunk("b")}`));
    expect(await chat(whole)).toEqual(["a", "b"]);
    await whole.close();
    const torn = await streamServer((res) => res.end(`data: ${chunk("a")}\n\ndata: {"id":"c","choi`));
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const c of hf.chatCompletionStream(
          { endpointUrl: `${torn.origin}/v1`, model: "m", messages: [] },
          { fetch: torn.fetch },
        )) {
          received.push(c.choices[0]?.delta.content ?? "");
        }
      })(),
    );
    expect(received).toEqual(["a"]);
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error).toBeInstanceOf(hf.InferenceClientError);
    expect(error.message).toBe('The event stream ended in the middle of an event: {"id":"c","choi');
  });

  it("a last event that is a whole value followed by stray characters is dropped, as 3.8.1 drops it", async () => {
    // One recorded Cerebras stream ends this way (fixtures/provider-tapes): its last event is not torn.
    const loop = await streamServer((res) => res.end(`data: ${chunk("a")}\n\ndata: ${chunk("b")}"`));
    expect(await chat(loop)).toEqual(["a"]);
  });

  it("empty data events are skipped", async () => {
    const loop = await streamServer((res) => res.end(`data:\n\ndata: ${chunk("a")}\n\n`));
    expect(await chat(loop)).toEqual(["a"]);
  });

  it("an empty body yields nothing", async () => {
    const loop = await streamServer((res) => res.end());
    expect(await chat(loop)).toEqual([]);
  });

  it("an abrupt close in the middle of the stream is an InferenceStreamError, after the events already received", async () => {
    const loop = await streamServer(async (res) => {
      res.write(`data: ${chunk("a")}\n\ndata: {"id":"c","cho`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.socket?.destroy();
    });
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const c of hf.chatCompletionStream(
          { endpointUrl: `${loop.origin}/v1`, model: "m", messages: [] },
          { fetch: loop.fetch },
        )) {
          received.push(c.choices[0]?.delta.content ?? "");
        }
      })(),
    );
    expect(received).toEqual(["a"]);
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toMatch(/^The event stream was interrupted before it ended: /);
  });

  it("an event that is not JSON is an InferenceStreamError naming it", async () => {
    const loop = await streamServer((res) => res.end("data: not json\n\n"));
    const error = await failure(chat(loop));
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toBe("An event of the stream is not JSON: not json");
  });
});

describe("error events", () => {
  it.each([
    ['{"error":"Input validation error: too long"}', "Error forwarded from backend: Input validation error: too long"],
    ['{"error":{"message":"rate limited","type":"requests"}}', "Error forwarded from backend: rate limited"],
    ['{"error":{"code":42}}', 'Error forwarded from backend: {"code":42}'],
  ])("%s", async (event, message) => {
    const loop = await streamServer((res) => res.end(`data: ${chunk("a")}\n\ndata: ${event}\n\n`));
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const c of hf.chatCompletionStream(
          { endpointUrl: `${loop.origin}/v1`, messages: [] },
          { fetch: loop.fetch },
        )) {
          received.push(c.choices[0]?.delta.content ?? "");
        }
      })(),
    );
    expect(received).toEqual(["a"]);
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toBe(message);
  });
});

describe("before the stream starts", () => {
  const run = (loop: Loopback, chatCompletion = false) =>
    chatCompletion
      ? chat(loop)
      : (async () => {
          for await (const _ of hf.textGenerationStream(
            { endpointUrl: `${loop.origin}/m`, inputs: "x" },
            { fetch: loop.fetch },
          )) {
            // drain
          }
        })();

  it("an OK answer that is not an event stream: 'Server does not support event stream content type, it returned ...'", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, { generated_text: "x" }));
    const error = await failure(run(server));
    expect(error).toBeInstanceOf(hf.InferenceStreamError);
    expect(error.message).toBe("Server does not support event stream content type, it returned application/json");
  });

  it.each([
    [{ error: "Model is overloaded" }, 429, "Model is overloaded"],
    [{ error: { message: "Invalid API key", type: "auth" } }, 401, "Invalid API key"],
    [{ message: "Only some models are allowed" }, 400, "Only some models are allowed"],
    [{ detail: "nothing usable" }, 400, "Server response contains error: 400"],
  ])("JSON error %j (%i)", async (body, status, message) => {
    server = await startLoopback((_req, res) => sendJson(res, status, body));
    const error = await failure(run(server));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toBe(message);
    expect((error as hf.InferenceProviderError).status).toBe(status);
  });

  it("a chat stream refused with 422: the chat completion message", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 422, { error: "Template error: template not found" }));
    const error = await failure(run(server, true));
    expect(error.message).toBe(
      "Server m does not seem to support chat completion. Error: Template error: template not found",
    );
  });

  it("a non-JSON error answer: 'Server response contains error: {status}'", async () => {
    server = await startLoopback((_req, res) => {
      res.writeHead(500, { "Content-Type": "text/html" });
      res.end("<h1>oops</h1>");
    });
    expect((await failure(run(server))).message).toBe("Server response contains error: 500");
  });
});

describe("readEventStream with a hand-made body", () => {
  it("one byte per chunk", async () => {
    const text = 'data: {"a":1}\r\n\r\n: c\n\ndata: {"a":\ndata: 2}\n\ndata: [DONE]\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const out: unknown[] = [];
    for await (const value of readEventStream(body)) out.push(value);
    expect(out).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it("releases the body when the consumer stops early", async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"a":1}\n\n'));
      },
      cancel,
    });
    for await (const _ of readEventStream(body)) break;
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe("the stream object behaves like an async generator", () => {
  /**
   * A body that hands out `texts` one chunk per pull, then stays open without data (so a cancel is
   * seen by the source), and records whether it was cancelled.
   */
  function body(texts: string[]) {
    const cancel = vi.fn();
    let i = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < texts.length) controller.enqueue(new TextEncoder().encode(texts[i++]));
      },
      cancel,
    });
    return { stream, cancel };
  }
  const events = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => `data: {"n":${from + k}}\n\n`).join("");

  it("is its own async iterator", () => {
    const stream = readEventStream(new ReadableStream<Uint8Array>());
    expect(stream[Symbol.asyncIterator]()).toBe(stream);
  });

  it("answers calls made without awaiting in order, across chunks, then done", async () => {
    const { stream, cancel } = body([events(0, 2), events(2, 3) + "data: [DO", "NE]\n\n"]);
    const iterator = readEventStream<{ n: number }>(stream);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => iterator.next()));
    expect(results).toEqual([
      { value: { n: 0 }, done: false },
      { value: { n: 1 }, done: false },
      { value: { n: 2 }, done: false },
      { value: undefined, done: true },
      { value: undefined, done: true },
    ]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it("return() before the first next() sends nothing and ends the iteration", async () => {
    server = await startLoopback((_req, res) => res.end());
    const stream = hf.chatCompletionStream(
      { endpointUrl: `${server.origin}/v1`, messages: [] },
      { fetch: server.fetch },
    );
    await expect(stream.return(undefined)).resolves.toEqual({ value: undefined, done: true });
    await expect(stream.next()).resolves.toEqual({ value: undefined, done: true });
    expect(server.requests).toHaveLength(0);
  });

  it("return(value) mid-stream cancels the body and resolves with the value", async () => {
    const { stream, cancel } = body([events(0, 3), events(3, 6)]);
    const iterator = readEventStream<{ n: number }>(stream);
    await expect(iterator.next()).resolves.toEqual({ value: { n: 0 }, done: false });
    await expect(iterator.return("bye")).resolves.toEqual({ value: "bye", done: true });
    expect(cancel).toHaveBeenCalledOnce();
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it("a return() queued behind a pending next() waits for it", async () => {
    const { stream, cancel } = body([events(0, 1), events(1, 2)]);
    const iterator = readEventStream<{ n: number }>(stream);
    const first = iterator.next();
    const returned = iterator.return(undefined);
    expect(await first).toEqual({ value: { n: 0 }, done: false });
    expect(await returned).toEqual({ value: undefined, done: true });
    expect(cancel).toHaveBeenCalledOnce();
  });

  it("throw() cancels the body and rejects with the error; the iteration is then over", async () => {
    const { stream, cancel } = body([events(0, 3)]);
    const iterator = readEventStream<{ n: number }>(stream);
    await iterator.next();
    const error = new Error("stop");
    await expect(iterator.throw(error)).rejects.toBe(error);
    expect(cancel).toHaveBeenCalledOnce();
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it("after an error event the values before it arrive, then the error, then done", async () => {
    const { stream, cancel } = body([events(0, 2) + 'data: {"error":"boom"}\n\n' + events(2, 3)]);
    const iterator = readEventStream<{ n: number }>(stream);
    await expect(iterator.next()).resolves.toEqual({ value: { n: 0 }, done: false });
    await expect(iterator.next()).resolves.toEqual({ value: { n: 1 }, done: false });
    await expect(iterator.next()).rejects.toThrow("Error forwarded from backend: boom");
    expect(cancel).toHaveBeenCalledOnce();
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it("disposing it (`await using`, where the runtime has Symbol.asyncDispose) cancels the body", async () => {
    const asyncDispose = (Symbol as { asyncDispose?: symbol }).asyncDispose;
    expect(asyncDispose).toBeDefined(); // Node 20+ defines the symbol
    const { stream, cancel } = body([events(0, 3)]);
    const iterator = readEventStream<{ n: number }>(stream);
    await iterator.next();
    const dispose = (iterator as unknown as Record<symbol, () => Promise<void>>)[asyncDispose as symbol];
    await expect(dispose?.()).resolves.toBeUndefined();
    expect(cancel).toHaveBeenCalledOnce();
  });
});

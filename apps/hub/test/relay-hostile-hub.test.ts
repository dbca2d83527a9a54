import type { IncomingMessage, ServerResponse } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { brotliCompressSync, constants, createGzip, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_RELAYED_BODY_BYTES } from "../server/limits.js";
import { eventually, leavingBrowser, rawUpstream, writeRepeatedly, type RawUpstream } from "./attack.js";
import { listen, testApp, type Listening } from "./support.js";

const MiB = 1024 * 1024;
/** What a browser sends with every request. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** 64 MiB of zeros as one gzip member (about 64 KB); members back to back are one gzip stream to a reader. */
const BOMB_MEMBER = gzipSync(Buffer.alloc(64 * MiB));

/** A JSON answer that starts and never ends: a little more every 100 ms, gzipped and flushed, or plain. */
function neverEnding(encoding: "gzip" | "identity") {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {
      "content-type": "application/json",
      ...(encoding === "gzip" && { "content-encoding": "gzip" }),
    });
    const gzip = encoding === "gzip" ? createGzip() : undefined;
    gzip?.pipe(response);
    const send = (text: string) => {
      if (gzip === undefined) response.write(text);
      else gzip.write(text, () => gzip.flush(constants.Z_SYNC_FLUSH));
    };
    send("[");
    const timer = setInterval(() => send('{"id":"a"},'), 100);
    response.on("close", () => clearInterval(timer));
  };
}

describe("real mode: the relay's deadline and size bound hold for every encoding", () => {
  let hub: RawUpstream;
  let server: Listening | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await hub.close();
  });

  it("refuses a gzip bomb with a 502 once its decoded size passes the bound, well within the deadline", async () => {
    // 2 GiB of zeros in 2 MiB, sent at once.
    hub = await rawUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      void writeRepeatedly(response, BOMB_MEMBER, 32);
    });
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 60_000 }));
    const controller = new AbortController();
    try {
      const response = await fetch(`${server.origin}/api/models/attacker/bomb`, {
        headers: BROWSER,
        signal: controller.signal,
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error:
          `The hub at ${hub.origin} answered with more than ${MAX_RELAYED_BODY_BYTES / MiB} MiB ` +
          "(decoded from gzip), the most the relay takes; it was not relayed",
      });
    } finally {
      controller.abort();
    }
  });

  for (const encoding of ["gzip", "identity"] as const) {
    it(`answers 504 when a ${encoding} answer does not end within the deadline, and closes the hub connection`, async () => {
      hub = await rawUpstream(neverEnding(encoding));
      server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 1000 }));
      const controller = new AbortController();
      try {
        const started = Date.now();
        const response = await fetch(`${server.origin}/api/models`, { headers: BROWSER, signal: controller.signal });
        expect(response.status).toBe(504);
        expect(await response.json()).toEqual({
          error: `The hub at ${hub.origin} did not send its whole answer within 1 s; it was not relayed`,
        });
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        controller.abort();
      }
      await eventually(
        () => hub.open() === 0,
        () => `${hub.open()} hub connections still open`,
      );
    });
  }

  it("keeps its deadline through garbage collections (a decoding relay makes garbage)", async () => {
    // Node 20's AbortSignal.any holds its sources weakly: an AbortSignal.timeout in it was collected by the first
    // full GC, and the deadline never came (the gzip bomb of issue 28 ran 104 s against 3 s).
    setFlagsFromString("--expose-gc");
    const collect: unknown = runInNewContext("gc");
    if (typeof collect !== "function") throw new Error("no gc() to call");
    hub = await rawUpstream(() => undefined);
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 500 }));
    const collector = setInterval(() => collect(), 50);
    try {
      const response = await fetch(`${server.origin}/api/models`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: `The hub at ${hub.origin} did not answer within 0.5 s` });
    } finally {
      clearInterval(collector);
    }
  });

  it("refuses an answer whose undecoded size passes the bound (bytes that decode to nothing)", async () => {
    // A gzip stream of empty flushes: megabytes on the wire, nothing decoded.
    const header = gzipSync(Buffer.alloc(0)).subarray(0, 10);
    const emptyStoredBlock = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);
    const flushes = Buffer.concat(Array.from({ length: 200_000 }, () => emptyStoredBlock));
    hub = await rawUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      response.write(header);
      void writeRepeatedly(response, flushes, Math.ceil((MAX_RELAYED_BODY_BYTES * 2) / flushes.length));
    });
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 20_000 }));
    const response = await fetch(`${server.origin}/api/models`, { headers: BROWSER });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toBe(
      `The hub at ${hub.origin} answered with more than ${MAX_RELAYED_BODY_BYTES / MiB} MiB ` +
        "(as sent, gzip), the most the relay takes; it was not relayed",
    );
  });

  it("relays gzip and brotli answers decoded, and refuses an encoding it cannot decode or a body that does not decode", async () => {
    const models = JSON.stringify([{ id: "org/model", likes: 3 }]);
    hub = await rawUpstream((request, response) => {
      const encoding = /\/(gzip|br|zstd|gzip-twice|broken|truncated)$/.exec(request.url ?? "")?.[1] ?? "";
      const body = encoding === "br" ? brotliCompressSync(models) : gzipSync(models);
      const name =
        encoding === "gzip-twice"
          ? "gzip, gzip"
          : encoding === "broken" || encoding === "truncated"
            ? "gzip"
            : encoding;
      response.writeHead(200, { "content-type": "application/json", "content-encoding": name });
      if (encoding === "broken") response.end(models);
      else if (encoding === "truncated") response.end(body.subarray(0, body.length - 6));
      else response.end(encoding === "gzip-twice" ? gzipSync(body) : body);
    });
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin }));
    for (const encoding of ["gzip", "br"]) {
      const response = await fetch(`${server.origin}/api/models/${encoding}`, { headers: BROWSER });
      expect(response.status, encoding).toBe(200);
      expect(await response.json(), encoding).toEqual(JSON.parse(models));
    }
    for (const [path, named] of [
      ["zstd", "zstd"],
      ["gzip-twice", "gzip, gzip"],
    ]) {
      const response = await fetch(`${server.origin}/api/models/${path}`, { headers: BROWSER });
      expect(response.status, path).toBe(502);
      expect(await response.json()).toEqual({
        error: `The hub at ${hub.origin} answered in the encoding "${named}", which the relay does not decode; it was not relayed`,
      });
    }
    for (const [path, reason] of [
      ["broken", "incorrect header check"],
      ["truncated", "unexpected end of file"],
    ]) {
      const response = await fetch(`${server.origin}/api/models/${path}`, { headers: BROWSER });
      expect(response.status, path).toBe(502);
      expect(await response.json()).toEqual({
        error: `The hub at ${hub.origin} sent a gzip body that does not decode (${reason}); it was not relayed`,
      });
    }
  });
});

describe("real mode: the relay lets go of the hub when the browser leaves", () => {
  let hub: RawUpstream;
  let server: Listening | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await hub.close();
  });

  const hubs: Array<[string, (request: IncomingMessage, response: ServerResponse) => void]> = [
    ["never answers", () => undefined],
    ["is in the middle of a plain answer", neverEnding("identity")],
    ["is in the middle of a gzip answer", neverEnding("gzip")],
  ];
  for (const [what, handler] of hubs) {
    it(`closes every hub connection of ten browsers that leave while the hub ${what}, and opens none again`, async () => {
      let received = 0;
      hub = await rawUpstream((request, response) => {
        received += 1;
        handler(request, response);
      });
      server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 60_000 }));
      const browsers = Array.from({ length: 10 }, (_, i) => leavingBrowser(server!.origin, `/api/models/m${i}`));
      await eventually(
        () => received === 10,
        () => `the hub received ${received} of 10 requests`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const browser of browsers) browser.leave();
      await eventually(
        () => hub.open() === 0,
        () => `${hub.open()} of ${hub.opened()} hub connections still open`,
      );
      // And it stays so: no connection is opened in place of a closed one.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(hub.open()).toBe(0);
      expect(hub.opened()).toBe(10);
    });
  }

  it("keeps one connection to the hub for the answers it read whole, plain or gzip", async () => {
    hub = await rawUpstream((request, response) => {
      const gzip = request.url?.endsWith("/gzip") === true;
      response.writeHead(200, { "content-type": "application/json", ...(gzip && { "content-encoding": "gzip" }) });
      response.end(gzip ? gzipSync("[1]") : "[1]");
    });
    const app = testApp({ mode: "real", hubUrl: hub.origin });
    for (const path of ["/api/models/a", "/api/models/gzip", "/api/models/b", "/api/models/gzip"]) {
      const response = await app.request(path);
      expect(await response.json(), path).toEqual([1]);
    }
    expect(hub.opened()).toBe(1);
  });

  it("answers 504 when the hub does not answer in time, and closes the hub connection", async () => {
    hub = await rawUpstream(() => undefined);
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin, upstreamTimeoutMs: 300 }));
    const started = Date.now();
    const response = await fetch(`${server.origin}/api/models`);
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await response.json()).toEqual({ error: `The hub at ${hub.origin} did not answer within 0.3 s` });
    await eventually(
      () => hub.open() === 0,
      () => `${hub.open()} of ${hub.opened()} hub connections still open`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hub.opened()).toBe(1);
  });
});

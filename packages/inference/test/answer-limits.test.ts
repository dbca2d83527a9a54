/**
 * Bodies are bounded in memory and in time (issue 28), against a real loopback server that counts what it
 * sends and the answers it still has open:
 * - a 2xx answer read whole (`maxResponseSize`) and a downloaded result file (`maxDownloadSize`) stop at their
 *   limit with an InferenceResponseTooLargeError; the memory blow-ups (gzip bombs) run in a child process with a
 *   256 MiB heap, where the old client ended in a plain `Cannot create a string longer than ...` after taking
 *   gigabytes, or aborted;
 * - the `timeout` cancels a body being read: the connection is closed and the server stops sending;
 * - error answers and event streams stay bounded too (checks of what already held).
 */
import { execFile } from "node:child_process";
import type { ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

const MiB = 1024 * 1024;
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const CAPPED_CLIENT = fileURLToPath(new URL("support/cappedClient.ts", import.meta.url));

/** 64 MiB of spaces, gzipped (about 64 KB): 24 of these members unpack to 1.5 GiB. */
let BOMB_MEMBER: Buffer;
const BOMB_MEMBERS = 24;
beforeAll(() => {
  BOMB_MEMBER = gzipSync(Buffer.alloc(64 * MiB, 0x20));
});

/** What the server sent (bytes handed to the socket) and how many answers it still has open. */
interface Traffic {
  sent: number;
  open: number;
}

/** Writes `next()` until it gives undefined or the client goes away, as fast as the client reads. */
function pump(res: ServerResponse, traffic: Traffic, next: () => Buffer | undefined): void {
  traffic.open++;
  let closed = false;
  res.on("close", () => {
    closed = true;
    traffic.open--;
  });
  const write = () => {
    while (!closed) {
      const chunk = next();
      if (chunk === undefined) {
        res.end();
        return;
      }
      traffic.sent += chunk.length;
      if (!res.write(chunk)) {
        res.once("drain", write);
        return;
      }
    }
  };
  write();
}

const ENDLESS_CHUNK = Buffer.alloc(64 * 1024, 0x20);

const HUB: HubFixtures = {
  mappings: { "org/model": { "fal-ai": { providerId: "fal-ai/flux/schnell", task: "text-to-image", status: "live" } } },
};
/** The image fal-ai's answer names for a prompt: the prompt says which body it has (bomb, endless, announced). */
const falImage = (prompt: string) => `https://v3.fal.media/files/${prompt}.png`;

let server: Loopback;
let traffic: Traffic;

/** A body of `kind`: a gzip bomb (1.5 GiB unpacked), endless, or announcing 600 MiB (Content-Length) it never sends. */
function serveBody(res: ServerResponse, kind: string, status: number, type: string): void {
  if (kind === "bomb") {
    res.writeHead(status, { "Content-Type": type, "Content-Encoding": "gzip" });
    let members = 0;
    pump(res, traffic, () => (members++ < BOMB_MEMBERS ? BOMB_MEMBER : undefined));
    return;
  }
  const announced = kind === "announced" ? { "Content-Length": String(600 * MiB) } : {};
  res.writeHead(status, { "Content-Type": type, ...announced });
  pump(res, traffic, () => ENDLESS_CHUNK);
}

/** A chat stream of `count` events of about 200 bytes, then [DONE]. */
function serveLongStream(res: ServerResponse, count: number): void {
  const event = (i: number) =>
    `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: ` token ${i} ${"x".repeat(120)}` } }] })}\n\n`;
  let i = 0;
  let done = false;
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  pump(res, traffic, () => {
    if (i >= count) {
      if (done) return undefined;
      done = true;
      return Buffer.from("data: [DONE]\n\n");
    }
    const batch: string[] = [];
    for (let j = 0; j < 100 && i < count; j++) batch.push(event(i++));
    return Buffer.from(batch.join(""));
  });
}

/** One line that never ends: a comment, or an `event:`, `id:` or `data:` field. */
function serveEndlessLine(res: ServerResponse, field: string): void {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  let first = true;
  pump(res, traffic, () => {
    if (!first) return ENDLESS_CHUNK;
    first = false;
    return Buffer.from(field === "comment" ? ": " : `${field}: `);
  });
}

const TYPES: Record<string, string> = { json: "application/json", png: "image/png" };

function handle(req: LoopbackRequest, res: ServerResponse): void {
  const path = req.path.split("?")[0] ?? "";
  const parts = path.split("/");
  if (path.startsWith("/fal.run/")) {
    const { prompt } = JSON.parse(req.body.toString()) as { prompt: string };
    sendJson(res, 200, { images: [{ url: falImage(prompt) }] });
  } else if (path.startsWith("/v3.fal.media/files/")) {
    serveBody(res, (parts[3] ?? "").replace(".png", ""), 200, "image/png");
  } else if (["bomb", "endless", "announced"].includes(parts[1] ?? "")) {
    serveBody(res, parts[1] ?? "", 200, TYPES[parts[2] ?? ""] ?? "application/json");
  } else if (parts[1] === "error-bomb") {
    serveBody(res, "bomb", 500, "application/json");
  } else if (parts[1] === "long-stream") {
    serveLongStream(res, 300_000);
  } else if (parts[1] === "endless-line") {
    serveEndlessLine(res, parts[2] ?? "");
  } else {
    // `/sized/<n>`: a classification answer of about n bytes.
    const size = Number(parts[2] ?? 0);
    sendJson(res, 200, [[{ label: "x".repeat(Math.max(0, size - 30)), score: 1 }]]);
  }
}

beforeEach(async () => {
  clearInferenceProviderMappingCache();
  traffic = { sent: 0, open: 0 };
  server = await startLoopback((req, res) => {
    if (!serveHub(req, res, HUB)) handle(req, res);
  });
});
afterEach(() => server.close());
afterAll(() => {
  BOMB_MEMBER = Buffer.alloc(0);
});

/** Waits until the server has no answer open (the client closed them), at most `ms`. */
async function closedWithin(ms: number): Promise<number> {
  const until = Date.now() + ms;
  while (traffic.open > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return traffic.open;
}

interface CappedOutcome {
  error?: string;
  message?: string;
  limit?: number;
  size?: number;
  option?: string;
  url?: string;
  result?: unknown;
  peakRss: number;
}

/** Runs a scenario of support/cappedClient.ts in a child process with a `heapMiB` heap. */
async function runCapped(scenario: string, heapMiB = 256): Promise<CappedOutcome> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      `--max-old-space-size=${heapMiB}`,
      "--conditions=@hubkit/source",
      "--import",
      "tsx",
      CAPPED_CLIENT,
      server.origin,
      scenario,
    ],
    { cwd: PACKAGE_DIR, maxBuffer: MiB },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as CappedOutcome;
}

describe("a 2xx answer is read within maxResponseSize, a result file within maxDownloadSize", () => {
  it.each([
    ["JSON", "json", `/bomb/json?api_key=[redacted]`],
    ["a file answered as the body", "file", "/bomb/png"],
  ])(
    "a gzip bomb as %s stops at the default 128 MiB in a 256 MiB heap: InferenceResponseTooLargeError",
    async (_what, scenario, path) => {
      const outcome = await runCapped(scenario);
      expect(outcome).toMatchObject({ error: "InferenceResponseTooLargeError", option: "maxResponseSize" });
      expect(outcome.limit).toBe(128 * MiB);
      // Stopped at the first chunk past the limit (fetch unpacks 16 KiB at a time), not kept.
      expect(outcome.size).toBeGreaterThan(128 * MiB);
      expect(outcome.size).toBeLessThanOrEqual(128 * MiB + 64 * 1024);
      expect(outcome.url).toBe(`${server.origin}${path}`);
      expect(outcome.message).toBe(
        `The answer from ${server.origin}${path} is larger than the maxResponseSize option allows (134217728 bytes); reading stopped at ${outcome.size} bytes.`,
      );
      expect(outcome.message).not.toContain("SECRET");
      // The old client held the whole answer (3.2 GB for a 1.5 MB bomb).
      expect(outcome.peakRss).toBeLessThan(768 * MiB);
      expect(await closedWithin(2000)).toBe(0);
    },
    180_000,
  );

  it("a downloaded result file stops at the client's maxDownloadSize (32 MiB) in a 256 MiB heap", async () => {
    const outcome = await runCapped("download");
    expect(outcome).toMatchObject({
      error: "InferenceResponseTooLargeError",
      option: "maxDownloadSize",
      limit: 32 * MiB,
      url: falImage("bomb"),
    });
    expect(outcome.size).toBeGreaterThan(32 * MiB);
    expect(outcome.size).toBeLessThanOrEqual(32 * MiB + 64 * 1024);
    expect(outcome.message).toBe(
      `The result file from ${falImage("bomb")} is larger than the maxDownloadSize option allows (33554432 bytes); reading stopped at ${outcome.size} bytes.`,
    );
    expect(await closedWithin(2000)).toBe(0);
  }, 180_000);

  it("a body whose Content-Length is past the limit is refused before reading (the defaults: 128 MiB, 512 MiB)", async () => {
    const answer = await failure(
      hf.textClassification({ endpointUrl: `${server.origin}/announced/json`, inputs: "x" }, { retry_on_error: false }),
    );
    expect(answer).toBeInstanceOf(hf.InferenceResponseTooLargeError);
    expect(answer).toBeInstanceOf(hf.InferenceClientError);
    expect(answer).toMatchObject({ limit: 128 * MiB, size: 600 * MiB, option: "maxResponseSize", isRetryable: false });
    expect(answer.message).toBe(
      `The answer from ${server.origin}/announced/json announces 629145600 bytes, more than the maxResponseSize option allows (134217728 bytes); it was not read.`,
    );
    expect(await closedWithin(2000)).toBe(0);

    const client = new hf.InferenceClient("fal-key", { fetch: server.fetch });
    const download = await failure(client.textToImage({ provider: "fal-ai", model: "org/model", inputs: "announced" }));
    expect(download).toMatchObject({ limit: 512 * MiB, size: 600 * MiB, option: "maxDownloadSize" });
    expect(download.message).toBe(
      `The result file from ${falImage("announced")} announces 629145600 bytes, more than the maxDownloadSize option allows (536870912 bytes); it was not read.`,
    );
    expect(await closedWithin(2000)).toBe(0);
  });

  it("per client and per call: maxResponseSize and maxDownloadSize follow the options", async () => {
    const client = new hf.InferenceClient("hf_token", { fetch: server.fetch, maxResponseSize: 1000 });
    const endpoint = client.endpoint(`${server.origin}/sized/2000`);
    const error = await failure(endpoint.textClassification({ inputs: "x" }));
    expect(error).toMatchObject({ name: "InferenceResponseTooLargeError", limit: 1000, option: "maxResponseSize" });
    // The call's own option wins over the client's.
    await expect(endpoint.textClassification({ inputs: "x" }, { maxResponseSize: 4096 })).resolves.toHaveLength(1);
    await expect(endpoint.textClassification({ inputs: "x" }, { maxResponseSize: Infinity })).resolves.toHaveLength(1);
  });

  it.each([[0], [-1], [Number.NaN], ["1024"]])(
    "an invalid size option (%s) is an InferenceInputError",
    async (value) => {
      for (const option of ["maxResponseSize", "maxDownloadSize"]) {
        const error = await failure(
          hf.textClassification({ endpointUrl: `${server.origin}/sized/10`, inputs: "x" }, { [option]: value }),
        );
        expect(error).toBeInstanceOf(hf.InferenceInputError);
        expect(error.message).toBe(
          `Invalid ${option}: ${String(value)}. Expected a positive number of bytes (Infinity for no limit).`,
        );
      }
      expect(server.requests).toHaveLength(0);
    },
  );
});

describe("the timeout cancels a body being read: the connection is closed, nothing more arrives", () => {
  it.each([
    [
      "a JSON answer",
      () => hf.textClassification({ endpointUrl: `${server.origin}/endless/json`, inputs: "x" }, { timeout: 300 }),
    ],
    [
      "a file answered as the body",
      () => hf.textToImage({ endpointUrl: `${server.origin}/endless/png`, inputs: "a cat" }, { timeout: 300 }),
    ],
    [
      "a downloaded result file",
      () =>
        hf.textToImage(
          { provider: "fal-ai", model: "org/model", accessToken: "fal-key", inputs: "endless" },
          { fetch: server.fetch, timeout: 300 },
        ),
    ],
  ])("%s", async (_what, call) => {
    const error = await failure(call());
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
    const sentAtTimeout = traffic.sent;
    // Generous for a loaded machine: the old client never closed it at all.
    expect(await closedWithin(5000)).toBe(0);
    const sentAtClose = traffic.sent;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(traffic.sent).toBe(sentAtClose);
    // What was in flight when the reader was cancelled (the old client read on: 420 MiB more in 12 s).
    expect(sentAtClose - sentAtTimeout).toBeLessThan(16 * MiB);
  });
});

describe("error answers and event streams stay bounded (checks)", () => {
  it("a gzip bomb as an error answer: 64 KiB of it is read (unpacked), the connection closed", async () => {
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server.origin}/error-bomb/json`, inputs: "x" },
        { retry_on_error: false },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect((error as hf.InferenceProviderError).status).toBe(500);
    expect(await closedWithin(2000)).toBe(0);
  });

  it("a stream's gzip-bomb error answer too", async () => {
    const stream = hf.chatCompletionStream(
      { endpointUrl: `${server.origin}/error-bomb/json`, messages: [{ role: "user", content: "hi" }] },
      { retry_on_error: false },
    );
    const error = await failure(stream.next());
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(await closedWithin(2000)).toBe(0);
  });

  it("a whole stream of 300,000 events (about 60 MB) is read in a 96 MiB heap: nothing accumulates", async () => {
    const outcome = await runCapped("stream", 96);
    expect(outcome.result).toEqual({ events: 300_000 });
  }, 180_000);

  it.each([["comment"], ["event"], ["id"], ["data"]])(
    "an endless %s line stops at maxEventSize and closes the connection",
    async (field) => {
      const stream = hf.chatCompletionStream(
        { endpointUrl: `${server.origin}/endless-line/${field}`, messages: [{ role: "user", content: "hi" }] },
        { maxEventSize: 4 * MiB },
      );
      const error = await failure(stream.next());
      expect(error).toBeInstanceOf(hf.InferenceStreamError);
      expect(error.message).toBe(
        "An event of the stream is larger than 4194304 characters (the maxEventSize option); reading stopped.",
      );
      expect(await closedWithin(2000)).toBe(0);
      expect(traffic.sent).toBeLessThan(12 * MiB);
    },
  );
});

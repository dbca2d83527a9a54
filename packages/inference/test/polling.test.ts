/**
 * Asynchronous providers. black-forest-labs: the polling URL, at most 5 attempts 1000 ms apart.
 * fal-ai text-to-video: the queue's status URL every 500 ms until COMPLETED, then the result.
 * Timing runs on fake timers with an in-memory fetch; one short run of each goes over a real socket.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { hubResponse, type HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback } from "./support/loopback.js";

interface Sent {
  url: string;
  init: RequestInit | undefined;
  at: number;
}

/** An in-memory fetch: hub answers from fixtures, everything else from `answer`. */
function memoryFetch(
  hub: HubFixtures,
  answer: (url: string, init: RequestInit | undefined) => Response,
  sent: Sent[],
): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const fromHub = hubResponse(url, hub);
    if (fromHub) return fromHub;
    sent.push({ url, init, at: Date.now() });
    return answer(url, init);
  };
}

const mapping = (provider: string, task: string): HubFixtures => ({
  mappings: {
    "org/model": { [provider]: { providerId: "provider-org/provider-model", task, status: "live" } },
  } as HubFixtures["mappings"],
});

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

async function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: Error }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as Error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe("black-forest-labs", () => {
  const POLL = "https://api.us1.bfl.ai/v1/get_result?id=job-1";
  const submit = (options: hf.Options & { outputType?: "url" | "blob" }) =>
    hf.textToImage(
      { provider: "black-forest-labs", model: "org/model", accessToken: "bfl-key", inputs: "a cat" },
      options as hf.Options & { outputType?: undefined },
    );

  it("polls at most 5 times, 1000 ms apart, then fails", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sent: Sent[] = [];
    const fetchFn = memoryFetch(
      mapping("black-forest-labs", "text-to-image"),
      (url) =>
        url.startsWith("https://api.us1.bfl.ai/v1/provider-org")
          ? Response.json({ id: "job-1", polling_url: POLL })
          : Response.json({ id: "job-1", status: "Pending", result: null }),
      sent,
    );
    const outcome = await settle(submit({ fetch: fetchFn }));
    expect("error" in outcome && outcome.error).toBeInstanceOf(hf.InferencePollingError);
    expect("error" in outcome && outcome.error.message).toBe("Failed to fetch result from black forest labs API");

    const [first, ...polls] = sent;
    expect(first?.url).toBe("https://api.us1.bfl.ai/v1/provider-org/provider-model");
    expect(new Headers(first?.init?.headers).get("Authorization")).toBe("X-Key bfl-key");
    expect(polls.map((p) => p.url)).toEqual([0, 1, 2, 3, 4].map((n) => `${POLL}&attempt=${n}`));
    expect(polls.map((p, i) => p.at - (sent[i] as Sent).at)).toEqual([1000, 1000, 1000, 1000, 1000]);
    for (const poll of polls) {
      // Polled directly, without credentials and without a method (a plain GET).
      expect(Object.fromEntries(new Headers(poll.init?.headers))).toEqual({ "content-type": "application/json" });
      expect(poll.init?.method).toBeUndefined();
    }
  });

  it("returns the image once Ready: downloaded as a Blob, or its URL with outputType 'url'", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sample = "https://delivery.bfl.example/sample.jpeg?sig=1";
    const answer = (url: string) => {
      if (url.includes("/v1/provider-org")) return Response.json({ id: "job-1", polling_url: POLL });
      if (url === sample)
        return new Response(new Uint8Array([255, 216, 255]), { headers: { "Content-Type": "image/jpeg" } });
      return url.endsWith("attempt=2")
        ? Response.json({ status: "Ready", result: { sample } })
        : Response.json({ status: "Pending", result: null });
    };
    const sent: Sent[] = [];
    const blob = await settle(
      submit({ fetch: memoryFetch(mapping("black-forest-labs", "text-to-image"), answer, sent) }),
    );
    expect("value" in blob && blob.value).toBeInstanceOf(Blob);
    expect("value" in blob && (blob.value as Blob).type).toBe("image/jpeg");
    expect(sent.map((s) => s.url).at(-1)).toBe(sample);

    clearInferenceProviderMappingCache();
    const url = await settle(
      submit({ fetch: memoryFetch(mapping("black-forest-labs", "text-to-image"), answer, []), outputType: "url" }),
    );
    expect("value" in url && url.value).toBe(sample);
  });

  it("a failed poll ends the call", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const answer = (url: string) =>
      url.includes("/v1/provider-org") ? Response.json({ polling_url: POLL }) : new Response("gone", { status: 404 });
    const outcome = await settle(
      submit({ fetch: memoryFetch(mapping("black-forest-labs", "text-to-image"), answer, []) }),
    );
    expect("error" in outcome && outcome.error.message).toBe("Failed to fetch result from black forest labs API");
  });

  it("over a real socket, with its own key (the router retired it)", async () => {
    server = await startLoopback((req, res) => {
      if (serveHub(req, res, mapping("black-forest-labs", "text-to-image"))) return;
      if (req.method === "POST")
        return sendJson(res, 200, { id: "j", polling_url: "https://api.us1.bfl.ai/v1/get_result?id=j" });
      return sendJson(res, 200, { status: "Ready", result: { sample: "https://delivery.bfl.example/x.jpeg" } });
    });
    const started = Date.now();
    const url = await hf.textToImage(
      { provider: "black-forest-labs", model: "org/model", accessToken: "bfl-key", inputs: "a cat" },
      { fetch: server.fetch, outputType: "url" },
    );
    expect(url).toBe("https://delivery.bfl.example/x.jpeg");
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    const [submitted, polled] = server.inferenceRequests();
    expect(submitted?.path).toBe("/api.us1.bfl.ai/v1/provider-org/provider-model");
    expect(submitted?.headers.authorization).toBe("X-Key bfl-key");
    expect(polled?.path).toBe("/api.us1.bfl.ai/v1/get_result?id=j&attempt=0");
    expect(polled?.headers.authorization).toBeUndefined();
  });
});

describe("fal-ai text-to-video", () => {
  const RESPONSE_URL = "https://queue.fal.run/fal-ai/provider-model/requests/rid";

  function queueAnswer(statuses: string[]) {
    const remaining = [...statuses];
    return (url: string) => {
      if (url.includes("/status")) return Response.json({ status: remaining.shift() ?? "COMPLETED" });
      if (url === "https://v3.fal.media/video.mp4") {
        return new Response(new Uint8Array([0, 0, 0, 24]), { headers: { "Content-Type": "video/mp4" } });
      }
      if (url.includes("/requests/rid")) return Response.json({ video: { url: "https://v3.fal.media/video.mp4" } });
      return Response.json({ request_id: "rid", status: "IN_QUEUE", response_url: RESPONSE_URL });
    };
  }

  it("through the router: polls the status every 500 ms until COMPLETED, then fetches the result and the video", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sent: Sent[] = [];
    const outcome = await settle(
      hf.textToVideo(
        {
          provider: "fal-ai",
          model: "org/model",
          accessToken: "hf_token",
          inputs: "a cat",
          parameters: { num_frames: 8 },
        },
        {
          fetch: memoryFetch(
            mapping("fal-ai", "text-to-video"),
            queueAnswer(["IN_QUEUE", "IN_PROGRESS", "COMPLETED"]),
            sent,
          ),
        },
      ),
    );
    expect("value" in outcome && outcome.value).toBeInstanceOf(Blob);
    expect("value" in outcome && (outcome.value as Blob).type).toBe("video/mp4");
    const status = "https://router.huggingface.co/fal-ai/fal-ai/provider-model/requests/rid/status?_subdomain=queue";
    expect(sent.map((s) => s.url)).toEqual([
      "https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue",
      status,
      status,
      status,
      "https://router.huggingface.co/fal-ai/fal-ai/provider-model/requests/rid?_subdomain=queue",
      "https://v3.fal.media/video.mp4",
    ]);
    expect(sent.slice(1, 4).map((s, i) => s.at - (sent[i] as Sent).at)).toEqual([500, 500, 500]);
    // Status and result requests carry the original headers (credentials included).
    expect(new Headers(sent[1]?.init?.headers).get("Authorization")).toBe("Bearer hf_token");
    expect(new Headers(sent[4]?.init?.headers).get("Authorization")).toBe("Bearer hf_token");
    expect(JSON.parse(sent[0]?.init?.body as string)).toEqual({ num_frames: 8, prompt: "a cat" });
  });

  it("with a fal key: straight to queue.fal.run, `Key` authorization", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sent: Sent[] = [];
    await settle(
      hf.textToVideo(
        { provider: "fal-ai", model: "org/model", accessToken: "fal-key", inputs: "a cat" },
        { fetch: memoryFetch(mapping("fal-ai", "text-to-video"), queueAnswer(["COMPLETED"]), sent) },
      ),
    );
    expect(sent.map((s) => s.url).slice(0, 3)).toEqual([
      "https://queue.fal.run/provider-org/provider-model",
      "https://queue.fal.run/fal-ai/provider-model/requests/rid/status",
      "https://queue.fal.run/fal-ai/provider-model/requests/rid",
    ]);
    expect(new Headers(sent[0]?.init?.headers).get("Authorization")).toBe("Key fal-key");
  });

  it.each([["no request id", { status: "IN_QUEUE" }, "No request ID found in the response"]])(
    "%s",
    async (_name, first, message) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      const outcome = await settle(
        hf.textToVideo(
          { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "a cat" },
          { fetch: memoryFetch(mapping("fal-ai", "text-to-video"), () => Response.json(first), []) },
        ),
      );
      expect("error" in outcome && outcome.error.message).toBe(message);
    },
  );

  it("a failing status request, and a result without a video", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const failing = (url: string) =>
      url.includes("/status")
        ? new Response("nope", { status: 500 })
        : Response.json({ request_id: "rid", status: "IN_QUEUE", response_url: RESPONSE_URL });
    const first = await settle(
      hf.textToVideo(
        { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "a cat" },
        { fetch: memoryFetch(mapping("fal-ai", "text-to-video"), failing, []) },
      ),
    );
    expect("error" in first && first.error.message).toBe("Failed to fetch response status from fal-ai API");

    clearInferenceProviderMappingCache();
    const noVideo = (url: string) =>
      url.includes("/status")
        ? Response.json({ status: "COMPLETED" })
        : url.includes("/requests/rid")
          ? Response.json({ images: [] })
          : Response.json({ request_id: "rid", status: "IN_QUEUE", response_url: RESPONSE_URL });
    const second = await settle(
      hf.textToVideo(
        { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "a cat" },
        { fetch: memoryFetch(mapping("fal-ai", "text-to-video"), noVideo, []) },
      ),
    );
    expect("error" in second && second.error.message).toBe(
      "Invalid inference output: Expected { video: { url: string } } result format, got instead: {\"images\":[]}. Use the 'request' method with the same parameters to do a custom call with no type checking.",
    );
  });

  it("an abort during polling stops it", async () => {
    server = await startLoopback((req, res) => {
      if (serveHub(req, res, mapping("fal-ai", "text-to-video"))) return;
      if (req.path.includes("/status")) return sendJson(res, 200, { status: "IN_PROGRESS" });
      return sendJson(res, 200, { request_id: "rid", status: "IN_QUEUE", response_url: RESPONSE_URL });
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 1200);
    const error = await hf
      .textToVideo(
        { provider: "fal-ai", model: "org/model", accessToken: "k", inputs: "a cat" },
        { fetch: server.fetch, signal: controller.signal },
      )
      .catch((e: unknown) => e as Error);
    expect((error as Error).name).toBe("AbortError");
    const polls = server.inferenceRequests().filter((r) => r.path.includes("/status"));
    expect(polls.length).toBe(2);
  });
});

describe("replicate files", () => {
  it("text-to-video downloads the output URL; text-to-speech accepts a list of outputs", async () => {
    const hub: HubFixtures = {
      mappings: {
        "org/video": { replicate: { providerId: "owner/video", task: "text-to-video", status: "live" } },
        "org/voice": { replicate: { providerId: "owner/voice:v1", task: "text-to-speech", status: "live" } },
      } as HubFixtures["mappings"],
    };
    server = await startLoopback((req, res) => {
      if (serveHub(req, res, hub)) return;
      if (req.path.startsWith("/files.example/")) {
        res.writeHead(200, { "Content-Type": req.path.endsWith(".mp4") ? "video/mp4" : "audio/wav" });
        return res.end("bytes");
      }
      if (req.path.includes("/v1/models/owner/video/predictions"))
        return sendJson(res, 201, { output: "https://files.example/out.mp4" });
      return sendJson(res, 201, { output: ["https://files.example/out.wav"] });
    });
    const video = await hf.textToVideo(
      { provider: "replicate", model: "org/video", accessToken: "r8", inputs: "x" },
      { fetch: server.fetch },
    );
    expect(video.type).toBe("video/mp4");
    const speech = await hf.textToSpeech(
      { provider: "replicate", model: "org/voice", accessToken: "r8", inputs: "x" },
      { fetch: server.fetch },
    );
    expect(speech.type).toBe("audio/wav");
    const posts = server.requests.filter((r) => r.method === "POST");
    const [videoPost, speechPost] = posts;
    expect(videoPost?.path).toBe("/api.replicate.com/v1/models/owner/video/predictions");
    expect(videoPost?.headers.prefer).toBe("wait");
    expect(speechPost?.path).toBe("/api.replicate.com/v1/predictions");
    expect(JSON.parse(speechPost?.body.toString() ?? "")).toEqual({ input: { text: "x" }, version: "v1" });
  });

  it("a download that fails is an error naming the URL", async () => {
    server = await startLoopback((req, res) => {
      if (
        serveHub(req, res, {
          mappings: {
            "org/video": { replicate: { providerId: "o/v", task: "text-to-video", status: "live" } },
          } as HubFixtures["mappings"],
        })
      )
        return;
      if (req.path.startsWith("/files.example/")) return sendJson(res, 403, { error: "expired" });
      return sendJson(res, 201, { output: "https://files.example/out.mp4" });
    });
    await expect(
      hf.textToVideo(
        { provider: "replicate", model: "org/video", accessToken: "r8", inputs: "x" },
        { fetch: server.fetch },
      ),
    ).rejects.toThrow("Failed to download the result from https://files.example/out.mp4: HTTP 403");
  });
});

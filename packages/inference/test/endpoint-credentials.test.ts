/**
 * Credentials in an endpoint's URL (`user:password@`, `?api_key=`, `?token=`, a signed URL's signature) never
 * reach an error's message, `url`, cause or stack (issue 28): they are "[redacted]" as credential headers are,
 * while the request itself still goes to the URL as written. Against a real loopback server.
 */
import type { ServerResponse } from "node:http";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

const SECRET = "S3CR3T-value";

let server: Loopback;

const HUB: HubFixtures = {
  mappings: {
    "org/model": {
      "fal-ai": { providerId: "fal-ai/flux/schnell", task: "text-to-image", status: "live" },
      "black-forest-labs": { providerId: "flux-dev", task: "text-to-image", status: "live" },
    },
  },
};

/** `/<status>/...`: answers that status; `/endless/...`: a JSON body that never ends; `/shape/...`: a wrong shape. */
function handle(req: LoopbackRequest, res: ServerResponse): void {
  const path = req.path.split("?")[0] ?? "";
  const parts = path.split("/");
  if (path.startsWith("/fal.run/")) {
    sendJson(res, 200, { images: [{ url: `https://v3.fal.media/files/x.png?X-Amz-Signature=${SECRET}&w=1` }] });
  } else if (path.startsWith("/v3.fal.media/")) {
    sendJson(res, 403, { error: "expired" });
  } else if (path.startsWith("/api.us1.bfl.ai/")) {
    sendJson(res, 200, { id: "job", polling_url: `ftp://bfl.example/poll?sig=${SECRET}` });
  } else if (parts[1] === "endless") {
    res.writeHead(200, { "Content-Type": "application/json" });
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const timer = setInterval(() => res.write(chunk), 5);
    res.on("close", () => clearInterval(timer));
  } else if (parts[1] === "shape") {
    sendJson(res, 200, { not: "a classification" });
  } else if (parts[1] === "html") {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<p>not a stream</p>");
  } else if (parts[1] === "invalid-json") {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("{nope");
  } else {
    sendJson(res, Number(parts[1]) || 500, { error: "refused" });
  }
}

beforeEach(async () => {
  clearInferenceProviderMappingCache();
  server = await startLoopback((req, res) => {
    if (!serveHub(req, res, HUB)) handle(req, res);
  });
});
afterEach(() => server.close());

/** Everything an error shows: its message, fields, cause and stack, as `console.log(error)` prints them. */
function shown(error: Error): string {
  return inspect(error, { depth: 6, showHidden: false }) + JSON.stringify({ ...error, message: error.message });
}

const chat = { messages: [{ role: "user" as const, content: "hi" }] };

describe("an endpoint's credentials are redacted in every error, as headers are", () => {
  it.each([
    ["api_key", `?api_key=${SECRET}&wait=1`, "?api_key=[redacted]&wait=1"],
    ["token", `?token=${SECRET}`, "?token=[redacted]"],
    ["key", `?x=1&key=${SECRET}`, "?x=1&key=[redacted]"],
    ["access_token", `?access_token=${SECRET}`, "?access_token=[redacted]"],
    ["hf_token, escaped", `?hf%5Ftoken=${SECRET}`, "?hf%5Ftoken=[redacted]"],
    ["apiKey", `?apiKey=${SECRET}`, "?apiKey=[redacted]"],
    ["X-Amz-Signature", `?X-Amz-Signature=${SECRET}&X-Amz-Expires=60`, "?X-Amz-Signature=[redacted]&X-Amz-Expires=60"],
    ["a fragment", `#access_token=${SECRET}`, "#access_token=[redacted]"],
  ])("a query parameter %s: a provider error (HTTP 401)", async (_name, query, redacted) => {
    const endpointUrl = `${server.origin}/401/models/x${query}`;
    const error = await failure(hf.textClassification({ endpointUrl, inputs: "x", accessToken: "hf_secret_token" }));
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(shown(error)).not.toContain(SECRET);
    expect(shown(error)).not.toContain("hf_secret_token");
    const url = `${server.origin}/401/models/x${redacted}`;
    expect((error as hf.InferenceProviderError).url).toBe(url);
    expect((error as hf.InferenceProviderError).requestHeaders?.authorization).toBe("[redacted]");
    // The request went where the caller said, credentials included (the fragment is never sent).
    if (!query.startsWith("#")) expect(server.inferenceRequests()[0]?.path).toBe(`/401/models/x${query}`);
  });

  it("parameters that are not credentials are kept, in a URL and in a same-origin path", async () => {
    const kept = "wait_for_model=true&top_k=3&keyword=a&monkey=1&tokens=12";
    const error = await failure(
      hf.textClassification({ endpointUrl: `${server.origin}/401/m?${kept}&api-key=${SECRET}`, inputs: "x" }),
    );
    expect((error as hf.InferenceProviderError).url).toBe(`${server.origin}/401/m?${kept}&api-key=[redacted]`);
    // A path on the current origin (a proxy): fetch resolves it there; here a fetch that refuses it.
    const refusing: typeof fetch = () => Promise.reject(new TypeError("no origin"));
    const relative = await failure(
      hf.textClassification({ endpointUrl: `/proxy/m?${kept}&token=${SECRET}`, inputs: "x" }, { fetch: refusing }),
    );
    expect((relative as hf.InferenceNetworkError).url).toBe(`/proxy/m?${kept}&token=[redacted]`);
    expect(shown(relative)).not.toContain(SECRET);
  });

  it("user:password@ is refused before sending, without showing the password", async () => {
    const endpointUrl = `http://alice:${SECRET}@127.0.0.1:1/models/x`;
    const error = await failure(hf.textClassification({ endpointUrl, inputs: "x" }));
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe(
      'Invalid endpointUrl "http://[redacted]@127.0.0.1:1/models/x": fetch refuses a URL with credentials in it (user:password@); send them in a header, through the fetch option.',
    );
    expect(shown(error)).not.toContain(SECRET);
    expect(shown(error)).not.toContain("alice");
  });

  it("a network error (nothing listens): message, url and cause", async () => {
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `http://127.0.0.1:1/m?token=${SECRET}`, inputs: "x" },
        { retry_on_error: false },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceNetworkError);
    expect((error as hf.InferenceNetworkError).url).toBe("http://127.0.0.1:1/m?token=[redacted]");
    expect(error.message).toContain("The request to http://127.0.0.1:1/m?token=[redacted] failed before any answer");
    expect(shown(error)).not.toContain(SECRET);
  });

  it("a custom fetch that quotes the URL in its own error: the cause is redacted too", async () => {
    const quoting: typeof fetch = (input) => Promise.reject(new TypeError(`cannot reach ${String(input)}`));
    const error = await failure(
      hf.textClassification({ endpointUrl: `https://e.example/m?api_key=${SECRET}`, inputs: "x" }, { fetch: quoting }),
    );
    expect(error.message).toBe(
      "The request to https://e.example/m?api_key=[redacted] failed before any answer: cannot reach https://e.example/m?api_key=[redacted]",
    );
    expect(shown(error)).not.toContain(SECRET);
  });

  it("a timeout while the body is read", async () => {
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server.origin}/endless/m?api_key=${SECRET}`, inputs: "x" },
        { timeout: 200 },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceTimeoutError);
    expect(error.message).toBe(
      `The request to ${server.origin}/endless/m?api_key=[redacted] got no answer within 200 ms (the timeout option)`,
    );
    expect(shown(error)).not.toContain(SECRET);
  });

  it("an answer too large, invalid JSON, or of the wrong shape", async () => {
    const endpointUrl = (path: string) => `${server.origin}/${path}/m?api_key=${SECRET}`;
    const tooLarge = await failure(
      hf.textClassification({ endpointUrl: endpointUrl("shape"), inputs: "x" }, { maxResponseSize: 4 }),
    );
    expect(tooLarge).toBeInstanceOf(hf.InferenceResponseTooLargeError);
    const invalid = await failure(hf.textClassification({ endpointUrl: endpointUrl("invalid-json"), inputs: "x" }));
    expect(invalid).toBeInstanceOf(hf.InferenceProviderError);
    const shape = await failure(hf.textClassification({ endpointUrl: endpointUrl("shape"), inputs: "x" }));
    expect(shape).toBeInstanceOf(hf.InferenceOutputError);
    for (const error of [tooLarge, invalid, shape]) {
      expect(shown(error)).toContain("api_key=[redacted]");
      expect(shown(error)).not.toContain(SECRET);
    }
  });

  it("a chat stream (through hf-inference's chat route: the query stays after the path)", async () => {
    for (const path of ["500", "html"]) {
      const stream = hf.chatCompletionStream(
        { endpointUrl: `${server.origin}/${path}/m?api_key=${SECRET}`, ...chat },
        { retry_on_error: false },
      );
      const error = await failure(stream.next());
      expect(error).toBeInstanceOf(hf.InferenceClientError);
      expect(shown(error)).not.toContain(SECRET);
    }
    expect(server.inferenceRequests().map((r) => r.path)).toEqual([
      `/500/m/v1/chat/completions?api_key=${SECRET}`,
      `/html/m/v1/chat/completions?api_key=${SECRET}`,
    ]);
  });

  it("URLs a provider answers: a signed result file, a polling URL", async () => {
    const fal = new hf.InferenceClient("fal-key", { fetch: server.fetch });
    const download = await failure(fal.textToImage({ provider: "fal-ai", model: "org/model", inputs: "x" }));
    expect(download).toBeInstanceOf(hf.InferenceProviderError);
    expect(download.message).toBe(
      "Failed to download the result from https://v3.fal.media/files/x.png?X-Amz-Signature=[redacted]&w=1: HTTP 403",
    );
    const bfl = new hf.InferenceClient("bfl-key", { fetch: server.fetch });
    const polling = await failure(bfl.textToImage({ provider: "black-forest-labs", model: "org/model", inputs: "x" }));
    expect(polling).toBeInstanceOf(hf.InferenceOutputError);
    expect(polling.message).toContain('"ftp://bfl.example/poll?sig=[redacted]"');
    for (const error of [download, polling]) expect(shown(error)).not.toContain(SECRET);
  });
});

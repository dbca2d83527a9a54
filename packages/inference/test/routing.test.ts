/**
 * Choosing providers and what a call says when they fail, against real loopback servers: `provider: "auto"`,
 * ordered lists with fallback on retryable failures only, 429 handled like 503, the common error base class
 * (isRetryable, status, URL, request id, credentials redacted), retired providers.
 */
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as core from "../src/core.js";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache, normalizeMapping } from "../src/lib/getInferenceProviderMapping.js";
import { pickAutoProvider } from "../src/lib/providerPolicy.js";
import { ALL_PROVIDERS } from "../src/registry/registry.js";
import { together } from "../src/providers/together/index.js";
import { retryDelayMs, RETRY_POLICY } from "../src/utils/retry.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback, type LoopbackRequest } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

const COMPLETION = {
  id: "c",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

/** A chat model served by several providers, in this order on the hub. */
const CHAT_HUB: HubFixtures = {
  mappings: {
    "meta/llama": {
      nebius: { providerId: "llama-nebius", task: "conversational", status: "staging" },
      "fal-ai": { providerId: "llama-fal", task: "text-to-image", status: "live" },
      together: { providerId: "llama-together", task: "conversational", status: "live" },
      cohere: { providerId: "llama-cohere", task: "conversational", status: "live" },
    },
    // The same for text generation ("auto" for chat is the router's own route: the mapping is for other tasks).
    "meta/llama-text": {
      nebius: { providerId: "llama-nebius", task: "text-generation", status: "staging" },
      "fal-ai": { providerId: "llama-fal", task: "text-to-image", status: "live" },
      together: { providerId: "llama-together", task: "text-generation", status: "live" },
      "featherless-ai": { providerId: "llama-featherless", task: "text-generation", status: "live" },
    },
  } as HubFixtures["mappings"],
};

/** Which provider a router request went to: /router.huggingface.co/{provider}/... */
const providerOf = (req: LoopbackRequest) => req.path.split("/")[2];

async function chatServer(answer: (provider: string, res: ServerResponse) => void): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    if (serveHub(req, res, CHAT_HUB)) return;
    answer(providerOf(req) ?? "", res);
  });
  return server;
}

const chat = (provider: hf.ProviderChoice, options: hf.Options) =>
  hf.chatCompletion({ accessToken: "hf_token", provider, model: "meta/llama", messages: [] }, options);

/** An OpenAI-style text completion (together and featherless-ai text generation). */
const TEXT_COMPLETION = { id: "t", object: "text_completion", created: 1, model: "m", choices: [{ text: "hi" }] };

const generate = (provider: hf.ProviderChoice | undefined, options: hf.Options) =>
  hf.textGeneration({ accessToken: "hf_token", provider, model: "meta/llama-text", inputs: "x" }, options);

describe('provider: "auto"', () => {
  it("picks the first live provider of the model's mapping that serves the task, in the hub's order", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, TEXT_COMPLETION));
    await expect(generate("auto", { fetch: loop.fetch })).resolves.toMatchObject({ generated_text: "hi" });
    // No provider is "auto" too (4.x's default).
    await expect(generate(undefined, { fetch: loop.fetch })).resolves.toMatchObject({ generated_text: "hi" });
    // nebius is staging, fal-ai maps the model to another task: together, then nothing else.
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["together", "together"]);
    expect(JSON.parse(loop.inferenceRequests()[0]!.body.toString()).model).toBe("llama-together");
    // One hub lookup for the choice and the request (cached for the second call).
    expect(loop.requests.filter((r) => r.path.includes("inferenceProviderMapping"))).toHaveLength(1);
  });

  it('for chat, no provider and "auto" are the router\'s own route with the bare model id: no hub lookup', async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    await expect(chat("auto", { fetch: loop.fetch })).resolves.toMatchObject({
      choices: [{ message: { content: "hi" } }],
    });
    await hf.chatCompletion({ accessToken: "hf_token", model: "meta/llama", messages: [] }, { fetch: loop.fetch });
    const events = hf.chatCompletionStream(
      { accessToken: "hf_token", model: "meta/llama", messages: [] },
      { fetch: loop.fetch },
    );
    await events.next().catch(() => undefined);
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual([
      "/router.huggingface.co/v1/chat/completions",
      "/router.huggingface.co/v1/chat/completions",
      "/router.huggingface.co/v1/chat/completions",
    ]);
    expect(loop.inferenceRequests().map((r) => JSON.parse(r.body.toString()).model)).toEqual([
      "meta/llama",
      "meta/llama",
      "meta/llama",
    ]);
    expect(loop.requests.filter((r) => r.path.includes("inferenceProviderMapping"))).toHaveLength(0);
    // The core entry with no provider registered can chat there too.
    await core.chatCompletion({ accessToken: "hf_token", model: "meta/llama", messages: [] }, { fetch: loop.fetch });
    expect(loop.inferenceRequests()).toHaveLength(4);
  });

  it("for chat without a hub token: InferenceRoutingError (4.x's InferenceClientRoutingError), nothing sent", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    for (const accessToken of ["provider-key", undefined]) {
      const error = await failure(
        hf.chatCompletion({ accessToken, model: "meta/llama", messages: [] }, { fetch: loop.fetch }),
      );
      expect(error).toBeInstanceOf(hf.InferenceClientRoutingError);
      expect(error).toBeInstanceOf(hf.InferenceRoutingError);
      expect(error.message).toBe("Cannot select auto-router when using non-Hugging Face API key.");
    }
    expect(loop.requests).toHaveLength(0);
  });

  it("only among the providers the call may use (core entry: those registered)", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, TEXT_COMPLETION));
    const { featherlessAi } = await import("../src/providers/featherless-ai/index.js");
    await core.textGeneration(
      { accessToken: "hf_token", provider: "auto", model: "meta/llama-text", inputs: "x" },
      { fetch: loop.fetch, providers: [featherlessAi] },
    );
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["featherless-ai"]);
  });

  it("reads the hub's newer list form of the mapping, in its order", () => {
    const entries = normalizeMapping([
      { provider: "cohere", providerId: "c", status: "live", task: "conversational" },
      { provider: "together", providerId: "t", status: "live", task: "conversational" },
      { provider: "bad", providerId: 42 },
    ]);
    expect(entries.map((entry) => entry.provider)).toEqual(["cohere", "together"]);
    expect(pickAutoProvider(entries, "conversational", ALL_PROVIDERS)).toBe("cohere");
    expect(pickAutoProvider(entries, "text-to-image", ALL_PROVIDERS)).toBeUndefined();
  });

  it("says which providers the hub lists when none serves the call", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    const error = await failure(
      hf.textToSpeech(
        { accessToken: "hf_token", provider: "auto", model: "meta/llama", inputs: "x" },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe(
      'No provider of this call serves model meta/llama for task text-to-speech with provider "auto": the hub lists ' +
        "nebius (staging, conversational), fal-ai (live, text-to-image), together (live, conversational), cohere (live, conversational); " +
        "the call may use " +
        hf.INFERENCE_PROVIDERS.join(", ") +
        ".",
    );
    expect(loop.inferenceRequests()).toHaveLength(0);
  });

  it("with endpointUrl it is the endpoint (hf-inference)", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    await hf.chatCompletion(
      { provider: "auto", endpointUrl: `${loop.origin}/tgi`, messages: [] },
      { fetch: loop.fetch },
    );
    expect(loop.requests.map((r) => r.path)).toEqual(["/tgi/v1/chat/completions"]);
  });
});

describe("an ordered list of providers", () => {
  it("falls back on a 5xx, a 429 and a network failure; the first success is the result", async () => {
    const answers: Record<string, (res: ServerResponse) => void> = {
      together: (res) => sendJson(res, 502, { error: "bad gateway" }),
      cohere: (res) => sendJson(res, 429, { error: "slow down" }),
      "fireworks-ai": (res) => sendJson(res, 200, COMPLETION),
    };
    const hub: HubFixtures = {
      mappings: {
        "meta/llama": {
          together: { providerId: "t", task: "conversational", status: "live" },
          cohere: { providerId: "c", task: "conversational", status: "live" },
          "fireworks-ai": { providerId: "f", task: "conversational", status: "live" },
        },
      } as HubFixtures["mappings"],
    };
    server = await startLoopback((req, res) => {
      if (!serveHub(req, res, hub)) answers[providerOf(req) ?? ""]?.(res);
    });
    const result = await chat(["together", "cohere", "fireworks-ai"], { fetch: server.fetch, retry_on_error: false });
    expect(result.id).toBe("c");
    expect(server.inferenceRequests().map(providerOf)).toEqual(["together", "cohere", "fireworks-ai"]);
  });

  it("never falls back after a 4xx: the call ends there, saying what each provider answered", async () => {
    const loop = await chatServer((provider, res) =>
      provider === "together"
        ? sendJson(res, 503, { error: "overloaded" })
        : sendJson(res, 400, { error: { message: "bad request" } }),
    );
    const error = await failure(chat(["together", "cohere", "nebius"], { fetch: loop.fetch, retry_on_error: false }));
    expect(error).toBeInstanceOf(hf.InferenceRoutingError);
    expect(error).toBeInstanceOf(hf.InferenceClientError);
    expect(error.message).toBe(
      'No provider could serve the call. together: HTTP 503: "overloaded"; cohere: HTTP 400: Server meta/llama does not seem to support chat completion. Error: {"message":"bad request"}',
    );
    const routing = error as hf.InferenceRoutingError;
    expect(routing.attempts.map((attempt) => attempt.provider)).toEqual(["together", "cohere"]);
    expect(routing.status).toBe(400);
    expect(routing.isRetryable).toBe(false);
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["together", "cohere"]);
  });

  it("skips, before sending anything, a provider that does not serve the model or the task", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    // hyperbolic is not mapped for the model; fal-ai serves it for another task.
    await chat(["hyperbolic", "fal-ai", "cohere"], { fetch: loop.fetch });
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["cohere"]);
  });

  it("a network failure falls back too (InferenceNetworkError, retryable)", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    const fetchFn: typeof fetch = (input, init) => {
      if (String(input).includes("/together/")) return Promise.reject(new TypeError("fetch failed"));
      return loop.fetch(input, init);
    };
    await chat(["together", "cohere"], { fetch: fetchFn });
    const error = await failure(chat(["together"], { fetch: fetchFn }));
    expect(error).toBeInstanceOf(hf.InferenceNetworkError);
    expect((error as hf.InferenceNetworkError).isRetryable).toBe(true);
    expect(error.message).toBe(
      "The request to https://router.huggingface.co/together/v1/chat/completions failed before any answer: fetch failed",
    );
  });

  it("streams fall back until one provider answers with a stream", async () => {
    const loop = await chatServer((provider, res) => {
      if (provider === "together") return sendJson(res, 500, { error: "down" });
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.end('data: {"choices":[{"delta":{"content":"ok"}}]}\n\ndata: [DONE]\n\n');
    });
    const chunks = [];
    for await (const chunk of hf.chatCompletionStream(
      { accessToken: "hf_token", provider: ["together", "cohere"], model: "meta/llama", messages: [] },
      { fetch: loop.fetch },
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toHaveLength(1);
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["together", "cohere"]);
  });

  it("an empty list, or a name that is not a provider, is the caller's mistake", async () => {
    await expect(chat([], {})).rejects.toThrow(
      'Invalid provider list []: expected provider names, e.g. ["together", "fireworks-ai"].',
    );
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    await expect(chat(["nowhere" as hf.InferenceProvider, "together"], { fetch: loop.fetch })).rejects.toThrow(
      "Provider 'nowhere' not supported.",
    );
  });
});

describe("429 is retried like 503", () => {
  it("with backoff and Retry-After, then succeeds", async () => {
    let calls = 0;
    server = await startLoopback((_req, res) => {
      calls += 1;
      if (calls === 1) return sendJson(res, 429, { error: "rate limited" }, { "Retry-After": "0.2" });
      sendJson(res, 200, [{ label: "A", score: 1 }]);
    });
    await hf.textClassification({ endpointUrl: `${server.origin}/m`, inputs: "hi" }, { fetch: server.fetch });
    const [first, second] = server.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(190);
  });

  it("retry_on_error: false returns the 429 at once, retryable for the caller", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 429, { error: "rate limited" }));
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server.origin}/m`, inputs: "hi" },
        { fetch: server.fetch, retry_on_error: false },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect((error as hf.InferenceProviderError).status).toBe(429);
    expect((error as hf.InferenceProviderError).isRetryable).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it("the wait: exponential, half of it random, at least Retry-After, never more than the cap", () => {
    expect(retryDelayMs(0, null, 0)).toBe(50);
    expect(retryDelayMs(0, null, 0.999)).toBe(100);
    expect(retryDelayMs(3, null, 0.5)).toBe(600);
    expect(retryDelayMs(0, "3", 0)).toBe(3000);
    expect(retryDelayMs(0, "3600", 0)).toBe(RETRY_POLICY.maxDelayMs);
    expect(retryDelayMs(0, new Date(Date.now() + 60_000).toUTCString(), 0)).toBe(RETRY_POLICY.maxDelayMs);
    expect(retryDelayMs(0, "soon", 0)).toBe(50);
  });
});

describe("errors: one base class, the exchange's details, credentials redacted", () => {
  it("a provider error carries status, URL, the provider's request id and the request headers without the token", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 500, { error: "boom" }, { "x-request-id": "req-123" }));
    const error = await failure(
      hf.textClassification(
        { endpointUrl: `${server.origin}/m`, inputs: "hi", accessToken: "hf_very_secret" },
        { fetch: server.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error).toBeInstanceOf(hf.InferenceClientError);
    const provider = error as hf.InferenceProviderError;
    expect(provider.message).toBe('"boom"');
    expect(provider.status).toBe(500);
    expect(provider.url).toBe(`${server.origin}/m`);
    expect(provider.requestId).toBe("req-123");
    expect(provider.isRetryable).toBe(true);
    expect(provider.requestHeaders).toMatchObject({ authorization: "[redacted]", "content-type": "application/json" });
    expect(JSON.stringify(provider)).not.toContain("hf_very_secret");
    expect(String(provider.stack)).not.toContain("hf_very_secret");
  });

  it("every kind of failure is an InferenceClientError; InferenceOutputError is still a TypeError", async () => {
    server = await startLoopback((_req, res) => sendJson(res, 200, { not: "labels" }));
    const output = await failure(
      hf.textClassification({ endpointUrl: `${server.origin}/m`, inputs: "hi" }, { fetch: server.fetch }),
    );
    expect(output).toBeInstanceOf(hf.InferenceOutputError);
    expect(output).toBeInstanceOf(TypeError);
    expect(output).toBeInstanceOf(hf.InferenceClientError);
    expect((output as hf.InferenceOutputError).isRetryable).toBe(false);
    const input = await failure(hf.textClassification({ model: "a/../b", inputs: "hi" }));
    expect(input).toBeInstanceOf(hf.InferenceClientError);
    expect((input as hf.InferenceInputError).isRetryable).toBe(false);
    // Subclasses keep their own instanceof.
    expect(input).not.toBeInstanceOf(hf.InferenceProviderError);
    expect(new Error("x")).not.toBeInstanceOf(hf.InferenceClientError);
  });

  it("the hub's failures are retryable when the hub is (5xx), not when the model does not exist", async () => {
    server = await startLoopback((req, res) =>
      req.path.includes("org/down") ? sendJson(res, 502, { error: "x" }) : sendJson(res, 404, { error: "x" }),
    );
    const down = await failure(hf.textClassification({ model: "org/down", inputs: "hi" }, { fetch: server.fetch }));
    expect(down).toBeInstanceOf(hf.InferenceHubError);
    expect((down as hf.InferenceHubError).isRetryable).toBe(true);
    const missing = await failure(
      hf.textClassification({ model: "org/missing", inputs: "hi" }, { fetch: server.fetch }),
    );
    expect(missing.message).toBe("Model org/missing does not exist");
    expect((missing as hf.InferenceHubError).isRetryable).toBe(false);
  });
});

describe("a retired provider", () => {
  const retired: hf.InferenceProviderModule<"together"> = { ...together, retired: { since: "2026-07-01" } };

  it("through the router fails at once, without a request; with its own key goes to its API", async () => {
    const loop = await chatServer((_provider, res) => sendJson(res, 200, COMPLETION));
    const args = { provider: "together" as const, model: "meta/llama", messages: [] };
    const error = await failure(
      core.chatCompletion({ ...args, accessToken: "hf_token" }, { fetch: loop.fetch, providers: [retired] }),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(error.message).toBe(
      "Provider together was retired from the router on 2026-07-01: call it with its own API key, or choose another provider.",
    );
    expect(loop.requests).toHaveLength(0);
    await core.chatCompletion({ ...args, accessToken: "together-key" }, { fetch: loop.fetch, providers: [retired] });
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual(["/api.together.xyz/v1/chat/completions"]);
  });

  it('"auto" never picks it; a list skips it', async () => {
    const loop = await chatServer((provider, res) =>
      sendJson(res, 200, provider === "featherless-ai" ? TEXT_COMPLETION : COMPLETION),
    );
    const { featherlessAi } = await import("../src/providers/featherless-ai/index.js");
    await core.textGeneration(
      { accessToken: "hf_token", provider: "auto", model: "meta/llama-text", inputs: "x" },
      { fetch: loop.fetch, providers: [retired, featherlessAi] },
    );
    const { cohere } = await import("../src/providers/cohere/index.js");
    await core.chatCompletion(
      { accessToken: "hf_token", provider: ["together", "cohere"], model: "meta/llama", messages: [] },
      { fetch: loop.fetch, providers: [retired, cohere] },
    );
    expect(loop.inferenceRequests().map(providerOf)).toEqual(["featherless-ai", "cohere"]);
  });
});

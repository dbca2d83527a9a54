/**
 * The OpenAI-compatible providers of today's router that are new since 3.8.1 (issue 20): chat, text generation,
 * embeddings and speech, against a loopback server answering in each provider's documented shapes (the package
 * README's provider table): routes through the router and with the provider's own key, bodies, answers, error bodies.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, loopbackPerTest, COMPLETION } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

const TEXT_COMPLETION = {
  id: "cmpl-1",
  object: "text_completion",
  created: 1764000000,
  model: "m",
  choices: [{ index: 0, text: " a sunny day.", finish_reason: "length" }],
  usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
};

describe("OpenAI-compatible chat: route, model, key, error message", () => {
  const cases = [
    ["baseten", "/inference.baseten.co/v1/chat/completions", "/router.huggingface.co/baseten/v1/chat/completions"],
    [
      "deepinfra",
      "/api.deepinfra.com/v1/openai/chat/completions",
      "/router.huggingface.co/deepinfra/v1/openai/chat/completions",
    ],
    [
      "featherless-ai",
      "/api.featherless.ai/v1/chat/completions",
      "/router.huggingface.co/featherless-ai/v1/chat/completions",
    ],
    ["groq", "/api.groq.com/openai/v1/chat/completions", "/router.huggingface.co/groq/openai/v1/chat/completions"],
    ["nscale", "/inference.api.nscale.com/v1/chat/completions", "/router.huggingface.co/nscale/v1/chat/completions"],
    [
      "ovhcloud",
      "/oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions",
      "/router.huggingface.co/ovhcloud/v1/chat/completions",
    ],
    ["publicai", "/api.publicai.co/v1/chat/completions", "/router.huggingface.co/publicai/v1/chat/completions"],
    ["scaleway", "/api.scaleway.ai/v1/chat/completions", "/router.huggingface.co/scaleway/v1/chat/completions"],
    [
      "zai-org",
      "/api.z.ai/api/paas/v4/chat/completions",
      "/router.huggingface.co/zai-org/api/paas/v4/chat/completions",
    ],
  ] as const;

  for (const [provider, direct, routed] of cases) {
    it(provider, async () => {
      const loop = await serve(provider, "conversational", (_req, res) => sendJson(res, 200, COMPLETION));
      const args = { provider, model: "org/model", messages: [{ role: "user", content: "Hi" }], max_tokens: 8 };
      const viaRouter = await hf.chatCompletion({ ...args, accessToken: "hf_token" }, { fetch: loop.fetch });
      expect(viaRouter.choices[0]?.message.content).toBe("Bonjour");
      await hf.chatCompletion({ ...args, accessToken: "own-key" }, { fetch: loop.fetch });
      const [first, second] = loop.inferenceRequests();
      expect(first?.path).toBe(routed);
      expect(first?.headers.authorization).toBe("Bearer hf_token");
      expect(second?.path).toBe(direct);
      expect(second?.headers.authorization).toBe("Bearer own-key");
      expect(bodyOf(first)).toEqual({
        messages: [{ role: "user", content: "Hi" }],
        max_tokens: 8,
        model: `${provider}-id`,
      });
      if (provider === "zai-org") {
        expect(first?.headers["x-source-channel"]).toBe("hugging_face");
        expect(first?.headers["accept-language"]).toBe("en-US,en");
      }
    });
  }

  it("an OpenAI-style error body gives the provider's own message (groq's documented shape)", async () => {
    const loop = await serve("groq", "conversational", (_req, res) =>
      sendJson(res, 429, {
        error: { message: "Rate limit reached for model", type: "tokens", code: "rate_limit_exceeded" },
      }),
    );
    const error = await failure(
      hf.chatCompletion(
        { provider: "groq", model: "org/model", messages: [], accessToken: "hf_token" },
        { fetch: loop.fetch, retry_on_error: false },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Rate limit reached for model");
  });

  it("a z.ai business error ({ error: { code, message } }) reads the same way", async () => {
    const loop = await serve("zai-org", "conversational", (_req, res) =>
      sendJson(res, 400, { error: { code: "1211", message: "Model does not exist" } }),
    );
    const error = await failure(
      hf.chatCompletion(
        { provider: "zai-org", model: "org/model", messages: [], accessToken: "hf_token" },
        { fetch: loop.fetch },
      ),
    );
    expect(error.message).toContain("Model does not exist");
  });
});

describe("text generation", () => {
  const completions = [
    ["featherless-ai", "/router.huggingface.co/featherless-ai/v1/completions"],
    ["ovhcloud", "/router.huggingface.co/ovhcloud/v1/completions"],
    ["deepinfra", "/router.huggingface.co/deepinfra/v1/openai/completions"],
  ] as const;
  for (const [provider, routed] of completions) {
    it(`${provider}: a completions request, the first choice's text`, async () => {
      const loop = await serve(provider, "text-generation", (_req, res) => sendJson(res, 200, TEXT_COMPLETION));
      const output = await hf.textGeneration(
        {
          provider,
          model: "org/model",
          accessToken: "hf_token",
          inputs: "Tomorrow will be",
          parameters: { max_new_tokens: 4, temperature: 0.5 },
        },
        { fetch: loop.fetch },
      );
      expect(output).toEqual({ generated_text: " a sunny day." });
      const [request] = loop.inferenceRequests();
      expect(request?.path).toBe(routed);
      expect(bodyOf(request)).toEqual({
        model: `${provider}-id`,
        max_tokens: 4,
        temperature: 0.5,
        prompt: "Tomorrow will be",
      });
    });
  }

  it("groq: the prompt as one user message on the chat route", async () => {
    const loop = await serve("groq", "text-generation", (_req, res) => sendJson(res, 200, COMPLETION));
    const output = await hf.textGeneration(
      {
        provider: "groq",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Say hi",
        parameters: { max_new_tokens: 3 },
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ generated_text: "Bonjour" });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/groq/openai/v1/chat/completions");
    expect(bodyOf(request)).toEqual({
      model: "groq-id",
      messages: [{ role: "user", content: "Say hi" }],
      max_tokens: 3,
    });
  });

  it("an answer without choices is an InferenceOutputError", async () => {
    const loop = await serve("featherless-ai", "text-generation", (_req, res) => sendJson(res, 200, { id: "x" }));
    const error = await failure(
      hf.textGeneration({ provider: "featherless-ai", model: "org/model", inputs: "x" }, { fetch: loop.fetch }),
    );
    expect(error).toBeInstanceOf(hf.InferenceOutputError);
  });

  it("scaleway does not offer text generation (its API lists no completions route)", async () => {
    const loop = await serve("scaleway", "text-generation", (_req, res) => sendJson(res, 200, TEXT_COMPLETION));
    const error = await failure(
      hf.textGeneration({ provider: "scaleway", model: "org/model", inputs: "x" }, { fetch: loop.fetch }),
    );
    expect(error).toBeInstanceOf(hf.InferenceInputError);
    expect(loop.inferenceRequests()).toHaveLength(0);
  });
});

describe("embeddings and speech", () => {
  for (const [provider, routed] of [
    ["scaleway", "/router.huggingface.co/scaleway/v1/embeddings"],
    ["deepinfra", "/router.huggingface.co/deepinfra/v1/openai/embeddings"],
  ] as const) {
    it(`${provider}: one vector per input, in order`, async () => {
      const loop = await serve(provider, "feature-extraction", (_req, res) =>
        sendJson(res, 200, {
          object: "list",
          data: [
            { object: "embedding", index: 0, embedding: [0.1, 0.2] },
            { object: "embedding", index: 1, embedding: [0.3, 0.4] },
          ],
          model: "m",
        }),
      );
      const output = await hf.featureExtraction(
        { provider, model: "org/model", accessToken: "hf_token", inputs: ["a", "b"], dimensions: 2 },
        { fetch: loop.fetch },
      );
      expect(output).toEqual([
        [0.1, 0.2],
        [0.3, 0.4],
      ]);
      const [request] = loop.inferenceRequests();
      expect(request?.path).toBe(routed);
      expect(bodyOf(request)).toEqual({ dimensions: 2, input: ["a", "b"], model: `${provider}-id` });
    });
  }

  it("deepinfra text-to-speech: OpenAI's speech body, the audio bytes back", async () => {
    const loop = await serve("deepinfra", "text-to-speech", (_req, res) => {
      res.writeHead(200, { "Content-Type": "audio/mpeg" });
      res.end(Buffer.from([73, 68, 51, 4]));
    });
    const audio = await hf.textToSpeech(
      {
        provider: "deepinfra",
        model: "org/model",
        accessToken: "hf_token",
        inputs: "Hello",
        parameters: { voice: "af_bella" },
      },
      { fetch: loop.fetch },
    );
    expect(audio).toBeInstanceOf(Blob);
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(new Uint8Array([73, 68, 51, 4]));
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/deepinfra/v1/openai/audio/speech");
    expect(bodyOf(request)).toEqual({ voice: "af_bella", input: "Hello", model: "deepinfra-id" });
  });
});

/**
 * The providers the router no longer serves: refused through the router before any request, reachable with their own
 * key, passed over by "auto", given no snippets (every retired provider's every task: contract.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import type { HubFixtures } from "../support/hubFixtures.js";
import { sendJson, serveHub, startLoopback } from "../support/loopback.js";
import { loopbackPerTest, COMPLETION } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve, track } = loopbackPerTest();

describe("the retired providers", () => {
  const RETIRED = ["black-forest-labs", "hyperbolic", "nebius", "sambanova"] as const;

  it("keep their names in INFERENCE_PROVIDERS", () => {
    for (const name of RETIRED) expect(hf.INFERENCE_PROVIDERS).toContain(name);
  });

  for (const provider of RETIRED) {
    it(`${provider}: through the router, an error naming it and the date, before any request`, async () => {
      const task = provider === "black-forest-labs" ? "text-to-image" : "conversational";
      const loop = await serve(provider, task, (_req, res) => sendJson(res, 500, {}));
      const base = { provider, model: "org/model", accessToken: "hf_token" };
      const error = await failure(
        task === "text-to-image"
          ? hf.textToImage({ ...base, inputs: "x" }, { fetch: loop.fetch })
          : hf.chatCompletion({ ...base, messages: [] }, { fetch: loop.fetch }),
      );
      expect(error).toBeInstanceOf(hf.InferenceInputError);
      expect(error.message).toBe(
        `Provider ${provider} was retired from the router on 2026-06-29: call it with its own API key, or choose another provider.`,
      );
      expect(loop.requests).toHaveLength(0);
    });
  }

  it("sambanova with its own key still reaches api.sambanova.ai", async () => {
    const loop = await serve("sambanova", "conversational", (_req, res) => sendJson(res, 200, COMPLETION));
    await hf.chatCompletion(
      { provider: "sambanova", model: "org/model", accessToken: "samba-key", messages: [] },
      { fetch: loop.fetch },
    );
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual(["/api.sambanova.ai/v1/chat/completions"]);
  });

  // Chat's "auto" is the router's own route (issue 31); a list passes over the retired provider the same way.
  it("a list passes over a live mapping to a retired provider", async () => {
    const hub: HubFixtures = {
      mappings: {
        "org/model": {
          sambanova: { providerId: "s", task: "conversational", status: "live" },
          groq: { providerId: "g", task: "conversational", status: "live" },
        },
      } as HubFixtures["mappings"],
    };
    const server = track(
      await startLoopback((req, res) => {
        if (serveHub(req, res, hub)) return;
        sendJson(res, 200, COMPLETION);
      }),
    );
    await hf.chatCompletion(
      { provider: ["sambanova", "groq"], model: "org/model", accessToken: "hf_token", messages: [] },
      { fetch: server.fetch },
    );
    expect(server.inferenceRequests().map((r) => r.path)).toEqual([
      "/router.huggingface.co/groq/openai/v1/chat/completions",
    ]);
  });

  it("get no snippets", () => {
    const model = {
      id: "org/model",
      pipeline_tag: "text-generation" as const,
      tags: ["conversational"],
      inference: "",
    };
    for (const provider of RETIRED) expect(hf.snippets.getInferenceSnippets(model, "hf_x", provider)).toEqual([]);
    expect(hf.snippets.getInferenceSnippets(model, "hf_x", "groq").length).toBeGreaterThan(0);
  });
});

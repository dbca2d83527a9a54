/**
 * The provider-free core entry (`@hubkit/inference/core`) and the per-provider modules
 * (`@hubkit/inference/providers/<name>`): calls use exactly the providers they are given, errors name
 * those, and the main entry keeps every provider by default. Requests go to a real loopback server.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as core from "../src/core.js";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { cohere } from "../src/providers/cohere/index.js";
import { hfInference } from "../src/providers/hf-inference/index.js";
import { together } from "../src/providers/together/index.js";
import { together as togetherChat } from "../src/providers/together/chat.js";
import { expectOnlyDeprecationWarnings } from "./support/deprecations.js";
import type { HubFixtures } from "./support/hubFixtures.js";
import { sendJson, serveHub, startLoopback, type Loopback } from "./support/loopback.js";
import { failure } from "./support/rejection.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HUB: HubFixtures = {
  mappings: {
    "meta/llama": {
      together: { providerId: "meta-llama/Llama-Turbo", task: "conversational", status: "live" },
      cohere: { providerId: "command-r", task: "conversational", status: "live" },
    },
    "org/classifier": { "hf-inference": { providerId: "org/classifier", task: "text-classification", status: "live" } },
  },
};

const COMPLETION = {
  id: "c",
  object: "chat.completion",
  created: 1,
  model: "meta-llama/Llama-Turbo",
  choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

async function chatServer(): Promise<Loopback> {
  server = await startLoopback((req, res) => {
    if (serveHub(req, res, HUB)) return;
    if (req.path.endsWith("/chat/completions")) sendJson(res, 200, COMPLETION);
    else sendJson(res, 200, [[{ label: "POSITIVE", score: 0.9 }]]);
  });
  return server;
}

const chatArgs = { accessToken: "hf_token", provider: "together" as const, model: "meta/llama", messages: [] };

describe("@hubkit/inference/core", () => {
  expectOnlyDeprecationWarnings();
  it("exports the same task functions and client classes as the main entry (not the snippets)", () => {
    // retiredProviderSince and getProviderHelper read every provider module: the main entry's alone.
    const functions = (entry: object) =>
      Object.entries(entry)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => name)
        .filter((name) => !["HfInference", "retiredProviderSince", "getProviderHelper"].includes(name))
        .sort();
    expect(functions(core)).toEqual(functions(hf));
    expect("snippets" in core).toBe(false);
  });

  it("a call with the provider registered works like the main entry's", async () => {
    const loop = await chatServer();
    const out = await core.chatCompletion(chatArgs, { fetch: loop.fetch, providers: [together] });
    expect(out.choices[0]?.message.content).toBe("hi");
    expect(loop.inferenceRequests()[0]?.path).toBe("/router.huggingface.co/together/v1/chat/completions");
  });

  it("a client takes the providers as a default option; a call may pass others", async () => {
    const loop = await chatServer();
    const client = new core.InferenceClient("hf_token", { fetch: loop.fetch, providers: [together] });
    await client.chatCompletion({ provider: "together", model: "meta/llama", messages: [] });
    await client.chatCompletion({ provider: "cohere", model: "meta/llama", messages: [] }, { providers: [cohere] });
    expect(loop.inferenceRequests().map((r) => r.path)).toEqual([
      "/router.huggingface.co/together/v1/chat/completions",
      "/router.huggingface.co/cohere/compatibility/v1/chat/completions",
    ]);
    const endpoint = client.endpoint(`${loop.origin}/my-endpoint`);
    expect(endpoint).toBeInstanceOf(core.InferenceClientEndpoint);
  });

  it("without any provider: a clear error, nothing sent", async () => {
    const loop = await chatServer();
    const error = await failure(core.chatCompletion(chatArgs, { fetch: loop.fetch }));
    expect(error).toBeInstanceOf(core.InferenceInputError);
    expect(error.message).toBe(
      'No inference provider is registered: pass them in the `providers` option, e.g. `{ providers: [together] }` with `import { together } from "@hubkit/inference/providers/together"`.',
    );
    await expect(core.chatCompletion(chatArgs, { fetch: loop.fetch, providers: [] })).rejects.toThrow(error.message);
    expect(loop.requests).toHaveLength(0);
  });

  it("an unregistered provider: the error lists the providers of that registry", async () => {
    const loop = await chatServer();
    const args = { ...chatArgs, provider: "cohere" as const };
    await expect(core.chatCompletion(args, { fetch: loop.fetch, providers: [together] })).rejects.toThrow(
      "Provider 'cohere' not supported. Available providers: together",
    );
    // hf-inference must be registered too.
    await expect(
      core.textClassification(
        { provider: "hf-inference", model: "org/classifier", inputs: "x" },
        { fetch: loop.fetch, providers: [together] },
      ),
    ).rejects.toThrow("Provider 'hf-inference' not supported. Available providers: together");
    const stream = core.chatCompletionStream(args, { fetch: loop.fetch, providers: [hfInference, together] });
    await expect(stream.next()).rejects.toThrow(
      "Provider 'cohere' not supported. Available providers: hf-inference, together",
    );
    expect(loop.requests).toHaveLength(0);
  });

  it("a task the registered provider does not serve lists its tasks (a chat entry serves chat only)", async () => {
    await expect(
      core.textToVideo({ provider: "together", model: "x/y", inputs: "a cat" }, { providers: [togetherChat] }),
    ).rejects.toThrow("Task 'text-to-video' not supported for provider 'together'. Available tasks: conversational");
    await expect(
      core.imageSegmentation(
        { provider: "together", model: "x/y", inputs: new Blob([new Uint8Array([1])]) },
        { providers: [together] },
      ),
    ).rejects.toThrow(
      "Task 'image-segmentation' not supported for provider 'together'. Available tasks: conversational, text-generation, text-to-image, image-to-image, feature-extraction, automatic-speech-recognition, text-to-speech, text-to-video, image-to-video",
    );
  });

  it("request() without a task: hf-inference's task-less helper when registered", async () => {
    const loop = await chatServer();
    const out = await core.request(
      { model: "org/classifier", inputs: "x" },
      { fetch: loop.fetch, providers: [hfInference] },
    );
    expect(out).toEqual([[{ label: "POSITIVE", score: 0.9 }]]);
    await expect(
      core.request({ provider: "together", model: "meta/llama", inputs: "x" }, { providers: [together] }),
    ).rejects.toThrow("you need to provide a task name when using an external provider, e.g. 'text-to-image'");
  });

  it("a `providers` option that is not an array is refused by name", async () => {
    await expect(
      core.chatCompletion(chatArgs, { providers: together as unknown as readonly core.InferenceProviderModule[] }),
    ).rejects.toThrow("The `providers` option must be an array of providers from @hubkit/inference/providers/<name>.");
  });
});

describe("the main entry keeps every provider", () => {
  it("by default, and a `providers` option narrows the choice", async () => {
    const loop = await chatServer();
    await hf.chatCompletion({ ...chatArgs, provider: "cohere" }, { fetch: loop.fetch });
    expect(loop.inferenceRequests()).toHaveLength(1);
    await expect(
      hf.chatCompletion({ ...chatArgs, provider: "cohere" }, { fetch: loop.fetch, providers: [together] }),
    ).rejects.toThrow("Provider 'cohere' not supported. Available providers: together");
    const client = new hf.InferenceClient("hf_token", { fetch: loop.fetch, providers: [together] });
    await expect(client.chatCompletion({ provider: "cohere", model: "meta/llama", messages: [] })).rejects.toThrow(
      "Available providers: together",
    );
  });

  it("an unknown provider lists all thirteen", async () => {
    await expect(
      hf.chatCompletion({ ...chatArgs, provider: "nope" as unknown as "together" }, { fetch: () => Promise.reject() }),
    ).rejects.toThrow(`Provider 'nope' not supported. Available providers: ${hf.INFERENCE_PROVIDERS.join(", ")}`);
  });

  it("its functions keep their names, its client classes their identity", () => {
    expect(hf.chatCompletion.name).toBe("chatCompletion");
    expect(hf.textToImage.name).toBe("textToImage");
    const client = new hf.HfInference("hf_token");
    expect(client).toBeInstanceOf(hf.InferenceClient);
    expect(client.endpoint("http://127.0.0.1:1/x")).toBeInstanceOf(hf.InferenceClientEndpoint);
    expect(Object.keys(client).sort()).toEqual(["accessToken", "defaultOptions"]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { InferenceClient } from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayFetch } from "../src/lib/replay-fetch.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { testRecords } from "./fixtures/test-records.js";
import { listen, testApp } from "./support.js";

/**
 * The real @hubkit/inference client, given the page's replaying fetch, against the real local server: the hub
 * lookups come from the local hub API and the provider answers from the recordings.
 */
describe("@hubkit/inference through the local router", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let client: InferenceClient;
  beforeAll(async () => {
    // With the test records: one of them has no provider mapping.
    server = await listen(testApp(testRecords()));
    client = new InferenceClient("", { fetch: createReplayFetch(fetch, { origin: server.origin }) });
  });
  afterAll(() => server.close());

  it("text classification on hf-inference (mapping from the local hub API)", async () => {
    const output = await client.textClassification({
      model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      provider: "hf-inference",
      inputs: "I like you. I love you.",
    });
    expect(output[0]?.label).toBe("POSITIVE");
  });

  it("a streamed chat completion routed to cerebras, replayed from the direct-URL recording", async () => {
    let reply = "";
    for await (const chunk of client.chatCompletionStream({
      model: "meta-llama/Llama-3.1-8B-Instruct",
      provider: "cerebras",
      messages: [{ role: "user", content: "Say 'this is a test'" }],
    })) {
      reply += chunk.choices[0]?.delta?.content ?? "";
    }
    expect(reply).toBe("This is a test.");
  });

  it("a LoRA text-to-image on fal-ai: the weights path comes from tree/main, the image inline", async () => {
    const image = await client.textToImage({
      model: "openfree/flux-chatgpt-ghibli-lora",
      provider: "fal-ai",
      inputs:
        "Ghibli style sky whale transport ship, its metallic skin adorned with traditional Japanese patterns, gliding through cotton candy clouds at sunrise. Small floating gardens hang from its sides, where workers in futuristic kimonos tend to glowing plants. Rainbow auroras shimmer in the background. [trigger]",
    });
    expect(image.type).toBe("image/jpeg");
    expect(image.size).toBeGreaterThan(100_000);
  });

  it("document question answering with the recorded image as base64 inside JSON", async () => {
    const invoice = new Blob([readFileSync(join(dataPath(DATA_DIR, "media"), "invoice.png"))], { type: "image/png" });
    const output = await client.documentQuestionAnswering({
      model: "impira/layoutlm-document-qa",
      provider: "hf-inference",
      inputs: { question: "Invoice number?", image: invoice },
    });
    expect(output.answer).toBe("us-001");
  });

  it("the largest request a page sends (sample2.wav, 5 MB of base64 for fal-ai) passes the body limit", async () => {
    const wav = new Blob([readFileSync(join(dataPath(DATA_DIR, "media"), "sample2.wav"))], { type: "audio/x-wav" });
    const output = await client.automaticSpeechRecognition({
      model: "openai/whisper-large-v3-turbo",
      provider: "fal-ai",
      data: wav,
    });
    expect(output.text).toMatch(/he has grave doubts whether sir frederick leighton/);
  });

  it("an unrecorded input fails with the local router's message", async () => {
    await expect(
      client.fillMask({
        model: "google-bert/bert-base-uncased",
        provider: "hf-inference",
        inputs: "Not [MASK] recorded.",
      }),
    ).rejects.toThrow(
      /No recorded exchange for POST https:\/\/router\.huggingface\.co\/hf-inference\/models\/google-bert\/bert-base-uncased/,
    );
  });

  it("a model without provider mapping fails with the client's own message", async () => {
    await expect(
      client.textClassification({
        model: "hubkit-demo/transformers-without-type",
        provider: "hf-inference",
        inputs: "x",
      }),
    ).rejects.toThrow(
      "We have not been able to find inference provider information for model hubkit-demo/transformers-without-type.",
    );
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { InferenceClient } from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayFetch } from "../src/lib/replay-fetch.js";
import { NOTHING_RECORDED } from "../shared/replay-protocol.js";
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
    ).rejects.toThrow(NOTHING_RECORDED);
  });

  /** The eight recordings on the router that keyed a binary body as {}, each with the sample its test sent. */
  const media = (name: string, type: string) =>
    new Blob([readFileSync(join(dataPath(DATA_DIR, "media"), name))], { type });
  const binaryCalls: Array<[model: string, sample: string, call: (data: Blob) => Promise<unknown>, answer: RegExp]> = [
    [
      "google/vit-base-patch16-224",
      "cheetah.png",
      (data) => client.imageClassification({ model: "google/vit-base-patch16-224", provider: "hf-inference", data }),
      /"label":"cheetah, chetah, Acinonyx jubatus"/,
    ],
    [
      "nlpconnect/vit-gpt2-image-captioning",
      "cheetah.png",
      (data) => client.imageToText({ model: "nlpconnect/vit-gpt2-image-captioning", provider: "hf-inference", data }),
      /giraffe/,
    ],
    [
      "facebook/detr-resnet-50",
      "cats.png",
      (data) => client.objectDetection({ model: "facebook/detr-resnet-50", provider: "hf-inference", data }),
      /^\[\{"score":0\.99\d+,"label":"cat","box"/,
    ],
    [
      "facebook/detr-resnet-50-panoptic",
      "cats.png",
      (data) => client.imageSegmentation({ model: "facebook/detr-resnet-50-panoptic", provider: "hf-inference", data }),
      /"label":"LABEL_199"/,
    ],
    [
      "lllyasviel/sd-controlnet-canny",
      "bird_canny.png",
      (data) =>
        client.imageToImage({ model: "lllyasviel/sd-controlnet-canny", provider: "hf-inference", inputs: data }),
      /^image\/svg\+xml$/,
    ],
    [
      "facebook/wav2vec2-large-960h-lv60-self",
      "sample1.flac",
      (data) =>
        client.automaticSpeechRecognition({
          model: "facebook/wav2vec2-large-960h-lv60-self",
          provider: "hf-inference",
          data,
        }),
      /GOING ALONG SLUSHY COUNTRY ROADS/,
    ],
    [
      "superb/hubert-large-superb-er",
      "sample1.flac",
      (data) => client.audioClassification({ model: "superb/hubert-large-superb-er", provider: "hf-inference", data }),
      /^\[\{"score":0\.59\d+,"label":"neu"\}/,
    ],
    [
      "speechbrain/sepformer-wham",
      "sample1.flac",
      (data) => client.audioToAudio({ model: "speechbrain/sepformer-wham", provider: "hf-inference", data }),
      /"label":"label_0"/,
    ],
  ];

  it.each(binaryCalls)("%s answers the client for %s, its recorded sample", async (_, sample, call, answer) => {
    const type = sample.endsWith(".flac") ? "audio/flac" : "image/png";
    const output = await call(media(sample, type));
    // A binary answer was recorded by its type only: the stand-in's type shows it came through.
    expect(output instanceof Blob ? output.type : JSON.stringify(output)).toMatch(answer);
  });

  it.each(binaryCalls)("%s has no answer for a sample it did not record", async (_, sample, call) => {
    const other = sample.endsWith(".flac") ? media("sample2.wav", "audio/x-wav") : media("invoice.png", "image/png");
    await expect(call(other)).rejects.toThrow(NOTHING_RECORDED);
  });

  it("the image classification the issue names: the cheetah is a cheetah, the six cats get no answer", async () => {
    const classify = (data: Blob) =>
      client.imageClassification({ model: "google/vit-base-patch16-224", provider: "hf-inference", data });
    expect((await classify(media("cheetah.png", "image/png")))[0]?.label).toMatch(/^cheetah/);
    await expect(classify(media("cats.png", "image/png"))).rejects.toThrow(NOTHING_RECORDED);
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

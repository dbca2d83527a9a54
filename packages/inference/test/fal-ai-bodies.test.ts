/**
 * Each fal-ai task's request body, as fal's input schemas read it (checked 2026-11-28; sources in the
 * package README, "Deliberate differences from 3.8.1", and in src/providers/fal-ai.ts): the fields a fal
 * model reads are top-level, named as fal names them. A loopback server plays the hub and fal, and refuses
 * the request once it has it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as hf from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { sendJson, type Loopback } from "./support/loopback.js";
import { bodyOf, PNG, startProviderLoopback } from "./support/providerLoopback.js";

let server: Loopback | undefined;
beforeEach(() => clearInferenceProviderMappingCache());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type TaskFunction = (args: Record<string, unknown>, options: { fetch: typeof fetch }) => Promise<unknown>;
const task = (name: string): TaskFunction => (hf as unknown as Record<string, TaskFunction>)[name]!;

/** The body fal-ai receives for `fn` on `hubTask` (mapped to `providerId`, with `extra` mapping fields). */
async function falBody(
  hubTask: string,
  fn: string,
  args: Record<string, unknown>,
  providerId = "fal-ai/model",
  extra: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  server = await startProviderLoopback(
    "fal-ai",
    hubTask,
    (_req, res) => sendJson(res, 422, { detail: "captured" }),
    providerId,
    extra,
  );
  await expect(
    task(fn)({ accessToken: "hf_TOKEN", model: "org/model", provider: "fal-ai", ...args }, { fetch: server.fetch }),
  ).rejects.toThrow("captured");
  return bodyOf(server.inferenceRequests()[0]);
}

const LORA = { adapter: "lora" };
const LORA_WEIGHTS = [{ path: "https://huggingface.co/org/model/resolve/main/lora.safetensors", scale: 1 }];

describe("text-to-speech: the text under `text` (fal's dia-tts, chatterbox and orpheus-tts schemas)", () => {
  it("sends the text as `text`, never `lyrics`", async () => {
    const body = await falBody("text-to-speech", "textToSpeech", { inputs: "Hello" }, "fal-ai/dia-tts");
    expect(body).toEqual({ text: "Hello" });
  });

  it("passes the parameters next to it, the text last so none replaces it", async () => {
    const body = await falBody("text-to-speech", "textToSpeech", {
      inputs: "Hello",
      parameters: { voice: "tara", text: "not this" },
    });
    expect(body).toEqual({ voice: "tara", text: "Hello" });
  });
});

describe("text-to-image: `width` and `height` as `image_size` (fal's image schemas have no width or height)", () => {
  it("sends both as image_size: { width, height }", async () => {
    const body = await falBody("text-to-image", "textToImage", {
      inputs: "a cat",
      parameters: { width: 512, height: 768, num_inference_steps: 4 },
    });
    expect(body).toEqual({
      num_inference_steps: 4,
      image_size: { width: 512, height: 768 },
      sync_mode: true,
      prompt: "a cat",
    });
  });

  it("keeps an image_size the call names", async () => {
    const body = await falBody("text-to-image", "textToImage", {
      inputs: "a cat",
      parameters: { width: 512, height: 768, image_size: "square_hd" },
    });
    expect(body).toMatchObject({ image_size: "square_hd", width: 512, height: 768 });
  });

  it("leaves a lone width as it is (no size to make)", async () => {
    const body = await falBody("text-to-image", "textToImage", { inputs: "a cat", parameters: { width: 512 } });
    expect(body).toEqual({ width: 512, sync_mode: true, prompt: "a cat" });
  });
});

describe("automatic-speech-recognition: the options next to `audio_url` (fal's whisper and wizper schemas)", () => {
  it("sends the parameters at the top level, the audio last", async () => {
    const body = await falBody("automatic-speech-recognition", "automaticSpeechRecognition", {
      inputs: new Blob([new Uint8Array([1, 2, 3])], { type: "audio/mpeg" }),
      parameters: { task: "translate", language: "fr", chunk_level: "word" },
    });
    expect(body).toEqual({
      task: "translate",
      language: "fr",
      chunk_level: "word",
      audio_url: "data:audio/mpeg;base64,AQID",
    });
  });
});

describe("a LoRA mapping's weights as `loras` on the video and image-text tasks (fal's LoRA schemas)", () => {
  const image = () => new Blob([PNG], { type: "image/png" });
  it.each([
    ["text-to-video", "textToVideo", () => ({ inputs: "a cat" })],
    ["image-to-video", "imageToVideo", () => ({ inputs: image(), parameters: { prompt: "p" } })],
    ["image-text-to-image", "imageTextToImage", () => ({ inputs: image(), parameters: { prompt: "p" } })],
    ["image-text-to-video", "imageTextToVideo", () => ({ parameters: { prompt: "p" } })],
  ] as const)("%s", async (hubTask, fn, args) => {
    const body = await falBody(hubTask, fn, args(), "fal-ai/model/lora", LORA);
    expect(body.loras).toEqual(LORA_WEIGHTS);
  });

  it("no `loras` without an adapter", async () => {
    const body = await falBody("text-to-video", "textToVideo", { inputs: "a cat" });
    expect(body).toEqual({ prompt: "a cat" });
  });
});

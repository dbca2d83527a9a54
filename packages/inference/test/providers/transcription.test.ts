/**
 * Speech recognition on OpenAI's transcription route (deepinfra, together), a multipart upload, against a loopback
 * server answering in each provider's documented shapes: the parts, routes with either key, answers, error bodies.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { sendJson, type LoopbackRequest } from "../support/loopback.js";
import { loopbackPerTest } from "../support/providerLoopback.js";
import { failure } from "../support/rejection.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

/** The multipart body the server received, read by the platform's own parser. */
async function formOf(req: LoopbackRequest | undefined): Promise<FormData> {
  return new Request("http://loopback/", {
    method: "POST",
    headers: { "content-type": String(req?.headers["content-type"]) },
    body: new Uint8Array(req?.body ?? []),
  }).formData();
}

/** The file part `name` of a form. */
function fileOf(form: FormData, name: string): File {
  const part = form.get(name);
  if (!(part instanceof File)) throw new Error(`expected a file under ${name}, got ${String(part)}`);
  return part;
}

describe("deepinfra speech recognition: OpenAI's transcription route, a multipart upload", () => {
  const MP3 = new Uint8Array([73, 68, 51, 4, 0, 0, 0, 0, 0, 0]);

  it("through the router: the audio under file (named by its type), the model and parameters as fields", async () => {
    const loop = await serve(
      "deepinfra",
      "automatic-speech-recognition",
      (_req, res) =>
        sendJson(res, 200, {
          text: "Hello world",
          segments: [
            { id: 0, start: 0, end: 1.5, text: "Hello" },
            { id: 1, start: 1.5, end: 2.25, text: " world" },
          ],
          language: "en",
        }),
      "openai/whisper-large-v3",
    );
    const output = await hf.automaticSpeechRecognition(
      {
        provider: "deepinfra",
        model: "org/model",
        accessToken: "hf_token",
        inputs: new Blob([MP3], { type: "audio/mpeg" }),
        parameters: { response_format: "verbose_json", temperature: 0, timestamp_granularities: ["segment"] },
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({
      text: "Hello world",
      chunks: [
        { text: "Hello", timestamp: [0, 1.5] },
        { text: " world", timestamp: [1.5, 2.25] },
      ],
    });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/deepinfra/v1/openai/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer hf_token");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    const file = fileOf(form, "file");
    expect(file.name).toBe("audio.mp3");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(MP3);
    expect(form.get("model")).toBe("openai/whisper-large-v3");
    expect(form.get("response_format")).toBe("verbose_json");
    expect(form.get("temperature")).toBe("0");
    expect(form.getAll("timestamp_granularities[]")).toEqual(["segment"]);
    expect([...form.keys()].sort()).toEqual([
      "file",
      "model",
      "response_format",
      "temperature",
      "timestamp_granularities[]",
    ]);
  });

  it("with its own key, on api.deepinfra.com; the legacy data form and an untyped file (audio.wav); plain text back", async () => {
    const loop = await serve(
      "deepinfra",
      "automatic-speech-recognition",
      (_req, res) => sendJson(res, 200, { text: "Bonjour" }),
      "openai/whisper-large-v3-turbo",
    );
    const output = await hf.automaticSpeechRecognition(
      { provider: "deepinfra", model: "org/model", accessToken: "di-key", data: MP3.buffer },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ text: "Bonjour" });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/api.deepinfra.com/v1/openai/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer di-key");
    const form = await formOf(request);
    expect(fileOf(form, "file").name).toBe("audio.wav");
    expect(form.get("model")).toBe("openai/whisper-large-v3-turbo");
  });

  it("an OpenAI-style error body gives DeepInfra's message", async () => {
    const loop = await serve("deepinfra", "automatic-speech-recognition", (_req, res) =>
      sendJson(res, 400, { error: { message: "Invalid file format.", type: "invalid_request_error", code: null } }),
    );
    const error = await failure(
      hf.automaticSpeechRecognition(
        { provider: "deepinfra", model: "org/model", accessToken: "hf_token", inputs: new Blob([MP3]) },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Invalid file format.");
  });

  it("an answer without text, or with malformed segments, is an InferenceOutputError naming deepinfra", async () => {
    for (const answer of [{ transcript: "x" }, { text: "x", segments: [{ start: "0", end: 1, text: "x" }] }]) {
      clearInferenceProviderMappingCache();
      const loop = await serve("deepinfra", "automatic-speech-recognition", (_req, res) => sendJson(res, 200, answer));
      const error = await failure(
        hf.automaticSpeechRecognition(
          { provider: "deepinfra", model: "org/model", accessToken: "hf_token", inputs: new Blob([MP3]) },
          { fetch: loop.fetch },
        ),
      );
      expect(error).toBeInstanceOf(hf.InferenceOutputError);
      expect(error.message).toContain("from deepinfra speech recognition");
      expect(error.message).toContain("segments?");
      await loop.close();
    }
  });
});

describe("together speech recognition: OpenAI's transcription route, a multipart upload", () => {
  const FLAC = new Uint8Array([102, 76, 97, 67, 0, 0, 0, 34]);

  it("with Together's own key: the audio under file (named by its type), the parameters and the model as fields", async () => {
    const loop = await serve("together", "automatic-speech-recognition", (req, res) =>
      sendJson(res, 200, { text: "Hello", segments: [{ id: 0, start: 0, end: 1.5, text: "Hello" }] }),
    );
    const output = await hf.automaticSpeechRecognition(
      {
        provider: "together",
        model: "org/model",
        accessToken: "together-key",
        inputs: new Blob([FLAC], { type: "audio/flac" }),
        parameters: { language: "en", response_format: "verbose_json" } as Record<string, unknown>,
      },
      { fetch: loop.fetch },
    );
    expect(output).toEqual({ text: "Hello", chunks: [{ text: "Hello", timestamp: [0, 1.5] }] });
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/api.together.xyz/v1/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer together-key");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    const file = fileOf(form, "file");
    expect(file.name).toBe("audio.flac");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FLAC);
    expect([...form.keys()]).toEqual(["file", "language", "response_format", "model"]);
    expect(form.get("model")).toBe("together-id");
  });

  it("through the router; Together's refusal (as huggingface.js #2225 saw it) is its message", async () => {
    const loop = await serve("together", "automatic-speech-recognition", (req, res) =>
      sendJson(res, 400, { error: "Model not supported by provider together" }),
    );
    const error = await failure(
      hf.automaticSpeechRecognition(
        {
          provider: "together",
          model: "org/model",
          accessToken: "hf_token",
          inputs: new Blob([FLAC], { type: "audio/flac" }),
        },
        { fetch: loop.fetch },
      ),
    );
    expect(error).toBeInstanceOf(hf.InferenceProviderError);
    expect(error.message).toContain("Model not supported by provider together");
    expect(loop.inferenceRequests()[0]?.path).toBe("/router.huggingface.co/together/v1/audio/transcriptions");
  });
});

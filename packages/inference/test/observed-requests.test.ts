/**
 * The requests the published 3.8.1 client sends (captured against a mocked network, providers.json
 * "observedRequests"): for every provider, task and auth kind our client must send the same URL, method,
 * headers and body.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import * as hubkit from "../src/index.js";
import { clearInferenceProviderMappingCache } from "../src/lib/getInferenceProviderMapping.js";
import { headersOf, hubResponse, type HubFixtures } from "./support/hubFixtures.js";

interface ObservedRequest {
  provider: hubkit.InferenceProvider;
  task: string;
  auth: "hf-token" | "provider-key";
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  hubMappingLookups: number;
}

const observed = readFixtureJson<{ observedRequests: { requests: ObservedRequest[] } }>("providers.json")
  .observedRequests.requests;

const bytes = () => new Blob([new Uint8Array([1, 2, 3])], { type: "audio/wav" });

/** The call that produced each observed request: task function name and arguments (without model/provider). */
const CALLS: Record<string, { fn: string; args: () => Record<string, unknown> }> = {
  "text-to-image": { fn: "textToImage", args: () => ({ inputs: "a cat", parameters: { num_inference_steps: 4 } }) },
  conversational: {
    fn: "chatCompletion",
    args: () => ({ messages: [{ role: "user", content: "hi" }], max_tokens: 8 }),
  },
  "text-generation": {
    fn: "textGeneration",
    args: () => ({ inputs: "hi", parameters: { max_new_tokens: 8, temperature: 0.5 } }),
  },
  "text-to-speech": { fn: "textToSpeech", args: () => ({ inputs: "hello" }) },
  "text-to-video": { fn: "textToVideo", args: () => ({ inputs: "a cat", parameters: { num_frames: 8 } }) },
  "automatic-speech-recognition": { fn: "automaticSpeechRecognition", args: () => ({ inputs: bytes() }) },
  "text-classification": { fn: "textClassification", args: () => ({ inputs: "hi" }) },
  "question-answering": { fn: "questionAnswering", args: () => ({ inputs: { question: "q", context: "c" } }) },
  "audio-classification": { fn: "audioClassification", args: () => ({ inputs: bytes() }) },
  "fill-mask": { fn: "fillMask", args: () => ({ inputs: "a [MASK]" }) },
  "feature-extraction": { fn: "featureExtraction", args: () => ({ inputs: "hi" }) },
  "image-classification": { fn: "imageClassification", args: () => ({ inputs: bytes() }) },
  "image-segmentation": { fn: "imageSegmentation", args: () => ({ inputs: bytes() }) },
  "document-question-answering": {
    fn: "documentQuestionAnswering",
    args: () => ({ inputs: { question: "q", image: bytes() } }),
  },
  "image-to-text": { fn: "imageToText", args: () => ({ inputs: bytes() }) },
  "object-detection": { fn: "objectDetection", args: () => ({ inputs: bytes() }) },
  "audio-to-audio": { fn: "audioToAudio", args: () => ({ inputs: bytes() }) },
  "zero-shot-image-classification": {
    fn: "zeroShotImageClassification",
    args: () => ({ inputs: bytes(), parameters: { candidate_labels: ["cat", "dog"] } }),
  },
  "zero-shot-classification": {
    fn: "zeroShotClassification",
    args: () => ({ inputs: "hi", parameters: { candidate_labels: ["a", "b"] } }),
  },
  "image-to-image": { fn: "imageToImage", args: () => ({ inputs: bytes() }) },
  "sentence-similarity": {
    fn: "sentenceSimilarity",
    args: () => ({ inputs: { source_sentence: "a", sentences: ["b", "c"] } }),
  },
  "table-question-answering": {
    fn: "tableQuestionAnswering",
    args: () => ({ inputs: { query: "q", table: { a: ["1"] } } }),
  },
  "tabular-classification": { fn: "tabularClassification", args: () => ({ inputs: { data: { a: ["1"] } } }) },
  "tabular-regression": { fn: "tabularRegression", args: () => ({ inputs: { data: { a: ["1"] } } }) },
  "token-classification": { fn: "tokenClassification", args: () => ({ inputs: "hi" }) },
  translation: { fn: "translation", args: () => ({ inputs: "hi" }) },
  summarization: { fn: "summarization", args: () => ({ inputs: "hi" }) },
  "visual-question-answering": {
    fn: "visualQuestionAnswering",
    args: () => ({ inputs: { question: "q", image: bytes() } }),
  },
};

interface Captured {
  url: string;
  init: RequestInit | undefined;
}

/**
 * Runs a call (the row's, or `args` in the same function) against a fetch that answers the hub from fixtures
 * and captures the first inference request.
 */
async function capture(
  row: ObservedRequest,
  args?: Record<string, unknown>,
): Promise<{ request: Captured; hubCalls: string[] }> {
  const call = CALLS[row.task];
  if (!call) throw new Error(`no call for task ${row.task}`);
  const providerId = row.provider === "hf-inference" ? "org/model" : "provider-org/provider-model";
  const fixtures: HubFixtures = {
    mappings: { "org/model": { [row.provider]: { providerId, task: row.task, status: "live" } } },
  };
  const hubCalls: string[] = [];
  let request: Captured | undefined;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input);
    const hub = hubResponse(url, fixtures);
    if (hub) {
      hubCalls.push(url);
      return hub;
    }
    request ??= { url, init };
    // Stop the call here: the request is what this test is about.
    return Response.json({ error: "captured" }, { status: 418 });
  };
  const token = row.auth === "hf-token" ? "hf_TOKEN" : "sk-TOKEN";
  const model = row.provider === "openai" ? "openai/gpt-4o-mini" : "org/model";
  const fn = (hubkit as unknown as Record<string, (a: unknown, o: unknown) => Promise<unknown>>)[call.fn];
  await expect(
    fn!({ ...(args ?? call.args()), model, provider: row.provider, accessToken: token }, { fetch: fetchFn }),
  ).rejects.toThrow('"captured"');
  if (!request) throw new Error("no inference request was sent");
  return { request, hubCalls };
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body === "string") return JSON.parse(init.body);
  if (init?.body instanceof Blob) return "<binary Blob>";
  return init?.body;
}

/**
 * Bodies Hubkit sends on purpose other than 3.8.1 did (README, "Deliberate differences from 3.8.1"): fal
 * refuses a WAV data URL labelled audio/wav and takes the same bytes labelled audio/x-wav; fal's speech
 * models read the text from `text`, where 3.8.1 sent `lyrics`; Together's image API takes the step count as `steps`,
 * where 3.8.1 sent `num_inference_steps`.
 */
const DELIBERATE_BODY_CHANGES: Readonly<Record<string, (body: unknown) => unknown>> = {
  "fal-ai automatic-speech-recognition": (body) =>
    JSON.parse(JSON.stringify(body).replace('"data:audio/wav;', '"data:audio/x-wav;')) as unknown,
  "fal-ai text-to-speech": (body) => JSON.parse(JSON.stringify(body).replace('{"lyrics":', '{"text":')) as unknown,
  "together text-to-image": (body) =>
    JSON.parse(JSON.stringify(body).replace('"num_inference_steps":', '"steps":')) as unknown,
};

describe("requests match the 3.8.1 client's observed requests", () => {
  beforeEach(() => clearInferenceProviderMappingCache());

  it("covers every observed request", () => {
    expect(observed.length).toBeGreaterThan(90);
    for (const row of observed) expect(CALLS[row.task], row.task).toBeDefined();
  });

  it.each(observed.map((row) => [`${row.provider} ${row.task} (${row.auth})`, row] as const))(
    "%s",
    async (_name, row) => {
      if (row.auth === "hf-token" && hubkit.retiredProviderSince(row.provider) !== undefined) {
        // Retired from the router (README, provider table): the routed call fails before any request.
        const call = CALLS[row.task]!;
        const fn = (hubkit as unknown as Record<string, (a: unknown, o: unknown) => Promise<unknown>>)[call.fn];
        let sent = 0;
        const fetchFn: typeof fetch = async () => {
          sent++;
          return Response.json({}, { status: 500 });
        };
        await expect(
          fn!(
            { ...call.args(), model: "org/model", provider: row.provider, accessToken: "hf_TOKEN" },
            { fetch: fetchFn },
          ),
        ).rejects.toThrow(`Provider ${row.provider} was retired from the router on 2026-06-29`);
        expect(sent).toBe(0);
        return;
      }
      const { request, hubCalls } = await capture(row);
      expect(request.url).toBe(row.url);
      expect(request.init?.method).toBe(row.method);
      const expectedHeaders = Object.fromEntries(
        Object.entries(row.headers).map(([name, value]) => [
          name.toLowerCase(),
          name === "User-Agent" ? value.replace("@huggingface/inference", "@hubkit/inference") : value,
        ]),
      );
      expect(headersOf(request.init)).toEqual(expectedHeaders);
      // Same body, same key order (providers hash and log bodies; snippets print them), but for the
      // deliberate differences of the README.
      const body = await bodyOf(request.init);
      expect(JSON.stringify(body)).toBe(
        JSON.stringify(DELIBERATE_BODY_CHANGES[`${row.provider} ${row.task}`]?.(row.body) ?? row.body),
      );
      // The mapping is looked up once per call (3.8.1 did it twice for text-to-image/video).
      expect(hubCalls.length).toBe(Math.min(row.hubMappingLookups, 1));
    },
  );
});

/**
 * 3.8.1's README call for Node, `automaticSpeechRecognition({ data: fs.readFileSync(file), ... })`: the
 * same calls with a Buffer where the rows above pass a Blob. 3.8.1 sent any `data` as the body, so the
 * request is the observed one, with the Buffer's bytes as the body; the image tasks that send base64 (3.8.1
 * read the image with `.arrayBuffer()`, a TypeError for a Buffer) send the observed JSON.
 */
const BUFFER_CALLS: Readonly<Record<string, (file: Buffer) => Record<string, unknown>>> = {
  "audio-classification": (file) => ({ data: file }),
  "audio-to-audio": (file) => ({ data: file }),
  "automatic-speech-recognition": (file) => ({ data: file }),
  "image-classification": (file) => ({ data: file }),
  "image-segmentation": (file) => ({ data: file }),
  "image-to-text": (file) => ({ data: file }),
  "object-detection": (file) => ({ data: file }),
  "image-to-image": (file) => ({ inputs: file }),
  "document-question-answering": (file) => ({ inputs: { question: "q", image: file } }),
  "visual-question-answering": (file) => ({ inputs: { question: "q", image: file } }),
  "zero-shot-image-classification": (file) => ({ inputs: file, parameters: { candidate_labels: ["cat", "dog"] } }),
};

describe("the same requests when the file is a Node Buffer (3.8.1's documented call for Node)", () => {
  beforeEach(() => clearInferenceProviderMappingCache());
  const rows = observed.filter((row) => row.provider === "hf-inference" && BUFFER_CALLS[row.task] !== undefined);

  it("covers every observed hf-inference call that takes a file", () => {
    expect(new Set(rows.map((row) => row.task))).toEqual(new Set(Object.keys(BUFFER_CALLS)));
  });

  it.each(rows.map((row) => [`${row.task} (${row.auth})`, row] as const))("%s", async (_name, row) => {
    const file = Buffer.from([1, 2, 3]);
    const { request } = await capture(row, BUFFER_CALLS[row.task]!(file));
    expect(request.url).toBe(row.url);
    expect(headersOf(request.init)).toEqual(
      Object.fromEntries(
        Object.entries(row.headers).map(([name, value]) => [
          name.toLowerCase(),
          value.replace("@huggingface/inference", "@hubkit/inference"),
        ]),
      ),
    );
    const body = request.init?.body;
    if (row.body === "<binary Blob>") {
      // The bytes themselves, whatever view of them fetch is handed.
      expect(ArrayBuffer.isView(body)).toBe(true);
      if (ArrayBuffer.isView(body)) {
        expect([...new Uint8Array(body.buffer, body.byteOffset, body.byteLength)]).toEqual([1, 2, 3]);
      }
    } else {
      expect(JSON.parse(String(body))).toEqual(row.body);
    }
  });
});

/**
 * The client against @huggingface/inference 4.13.30 itself (a dev dependency of benchmarks/, as
 * `@huggingface/inference-4`): for every provider and task both serve, the same 4.x call makes the same request
 * (method, URL, headers but the User-Agent, body) through the router with a hub token and straight to the provider
 * with its key; the default provider ("auto") and its router chat route; the same error class for the same failure.
 * Both clients get a recording fetch: the hub's mapping is answered, the first inference request is recorded and
 * refused (nothing is answered, so only the request is compared). The differences packages/inference/README.md
 * documents are named below with their row; any other difference fails.
 */
import * as official from "@huggingface/inference-4";
import { describe, expect, it } from "vitest";
import * as hubkit from "../../packages/inference/src/index.js";

/** Thrown by the recording fetch once it has the inference request: both clients stop there. */
class Recorded extends Error {}

interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

async function bodyOf(body: unknown): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof Blob) return { bytes: [...new Uint8Array(await body.arrayBuffer())] };
  if (body instanceof ArrayBuffer) return { bytes: [...new Uint8Array(body)] };
  if (ArrayBuffer.isView(body)) return { bytes: [...new Uint8Array(body.buffer, body.byteOffset, body.byteLength)] };
  if (body instanceof FormData) {
    const parts: Array<[string, unknown]> = [];
    for (const [name, value] of body.entries()) parts.push([name, await bodyOf(value)]);
    return { form: parts };
  }
  return { unknown: String(body) };
}

/** A fetch that answers the hub's mapping of `mapping` and records the first other request, then throws. */
function recorder(mapping: Record<string, unknown> | unknown[], hubStatus = 200, answer?: () => Response) {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("https://huggingface.co/api/models/")) {
      return new Response(
        JSON.stringify(hubStatus === 200 ? { inferenceProviderMapping: mapping } : { error: "nope" }),
        {
          status: hubStatus,
          headers: { "Content-Type": "application/json" },
        },
      );
    }
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (name !== "user-agent") headers[name] = value;
    });
    seen.push({ method: init?.method ?? "GET", url, headers, body: await bodyOf(init?.body) });
    if (answer) return answer();
    throw new Recorded("recorded");
  };
  return { seen, fetch: fetchFn };
}

const PNG = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], { type: "image/png" });
const WAV = new Blob([new Uint8Array([82, 73, 70, 70, 4, 5, 6])], { type: "audio/wav" });

/** A typical 4.x call per task: its function's name and its arguments (model, provider, token added per case). */
const CALLS: Record<string, [string, Record<string, unknown>]> = {
  conversational: ["chatCompletion", { messages: [{ role: "user", content: "Hello" }], max_tokens: 16 }],
  "text-generation": ["textGeneration", { inputs: "Once upon a time", parameters: { max_new_tokens: 8 } }],
  "feature-extraction": ["featureExtraction", { inputs: "Hello" }],
  "text-to-image": ["textToImage", { inputs: "a cat", parameters: { num_inference_steps: 4 } }],
  "text-to-speech": ["textToSpeech", { inputs: "Hello" }],
  "text-to-audio": ["textToAudio", { inputs: "a drum loop" }],
  "text-to-video": ["textToVideo", { inputs: "a cat" }],
  "automatic-speech-recognition": ["automaticSpeechRecognition", { inputs: WAV }],
  "audio-classification": ["audioClassification", { inputs: WAV }],
  "audio-to-audio": ["audioToAudio", { inputs: WAV }],
  "image-classification": ["imageClassification", { inputs: PNG }],
  "image-segmentation": ["imageSegmentation", { inputs: PNG }],
  "object-detection": ["objectDetection", { inputs: PNG }],
  "image-to-text": ["imageToText", { inputs: PNG }],
  "image-to-image": ["imageToImage", { inputs: PNG, parameters: { prompt: "make it blue" } }],
  "image-to-video": ["imageToVideo", { inputs: PNG, parameters: { prompt: "make it move" } }],
  "image-text-to-image": ["imageTextToImage", { inputs: PNG, parameters: { prompt: "make it blue" } }],
  "image-text-to-video": ["imageTextToVideo", { inputs: PNG, parameters: { prompt: "make it move" } }],
  "zero-shot-image-classification": [
    "zeroShotImageClassification",
    { inputs: PNG, parameters: { candidate_labels: ["cat", "dog"] } },
  ],
  "document-question-answering": ["documentQuestionAnswering", { inputs: { image: PNG, question: "Total?" } }],
  "visual-question-answering": ["visualQuestionAnswering", { inputs: { image: PNG, question: "What?" } }],
  "text-classification": ["textClassification", { inputs: "I like you" }],
  "token-classification": ["tokenClassification", { inputs: "My name is Sarah" }],
  "question-answering": ["questionAnswering", { inputs: { question: "Who?", context: "Sarah lives here" } }],
  "fill-mask": ["fillMask", { inputs: "Paris is the [MASK] of France." }],
  summarization: ["summarization", { inputs: "A long text." }],
  translation: ["translation", { inputs: "Hello" }],
  "zero-shot-classification": [
    "zeroShotClassification",
    { inputs: "I like you", parameters: { candidate_labels: ["positive", "negative"] } },
  ],
  "sentence-similarity": [
    "sentenceSimilarity",
    { inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog"] } },
  ],
  "table-question-answering": [
    "tableQuestionAnswering",
    { inputs: { query: "How many?", table: { Repository: ["a", "b"], Stars: ["1", "2"] } } },
  ],
  "tabular-classification": ["tabularClassification", { inputs: { data: { a: ["1", "2"] } } }],
  "tabular-regression": ["tabularRegression", { inputs: { data: { a: ["1", "2"] } } }],
};

/**
 * The pairs where Hubkit's request differs, each with the row of packages/inference/README.md that says why
 * ("Deliberate differences from 3.8.1", "Compared with 4.13.30"). Key: "provider:task". The test fails when one
 * no longer differs, so a difference that is gone leaves the list.
 */
const DOCUMENTED: Record<string, string> = {
  "groq:text-generation": "one user message on groq's chat route (Groq refuses { inputs, parameters })",
  "wavespeed:image-to-image": "the image as a data URL under `image`, as WaveSpeed documents",
  "wavespeed:image-text-to-image": "the image as a data URL under `image`, as WaveSpeed documents",
  "wavespeed:image-to-video": "the image as a data URL under `image`, as WaveSpeed documents",
  "wavespeed:image-text-to-video": "the image as a data URL under `image`, as WaveSpeed documents",
  // Changed in huggingface.js after 4.13.28 (the version the providers were last compared with), not yet followed:
  "fal-ai:text-to-image": "4.13.30 queues it (?_subdomain=queue, no sync_mode); Hubkit sends it synchronously",
  "hf-inference:text-generation": "4.13.30 posts to the model's v1/completions; Hubkit to the pipeline route",
  "hf-inference:feature-extraction": "4.13.30: models/{id}/pipeline/{task}; Hubkit: pipeline/{task}/{id}",
  "hf-inference:sentence-similarity": "4.13.30: models/{id}/pipeline/{task}; Hubkit: pipeline/{task}/{id}",
  "hf-inference:image-segmentation": "4.13.30 sends the image as base64 JSON; Hubkit the file as the body",
  "nscale:text-to-image": "4.13.30 adds response_format: b64_json; Hubkit leaves nscale's default",
};

/** Closed-source providers take their own model ids, prefixed with their name. */
function modelFor(provider: string, task: string): string {
  return provider === "openai" ? `openai/served-${task}` : `test-org/${provider}-${task}`;
}

/** The 4.x class an error is an instance of, read the same way for both clients (our classes under 4.x's names). */
function classOf(error: unknown): string {
  if (error instanceof Recorded) return "recorded";
  const pairs: Array<[string, unknown, unknown]> = [
    ["InferenceClientInputError", official.InferenceClientInputError, hubkit.InferenceClientInputError],
    [
      "InferenceClientProviderApiError",
      official.InferenceClientProviderApiError,
      hubkit.InferenceClientProviderApiError,
    ],
    ["InferenceClientHubApiError", official.InferenceClientHubApiError, hubkit.InferenceClientHubApiError],
    [
      "InferenceClientProviderOutputError",
      official.InferenceClientProviderOutputError,
      hubkit.InferenceClientProviderOutputError,
    ],
    ["InferenceClientRoutingError", official.InferenceClientRoutingError, hubkit.InferenceClientRoutingError],
  ];
  for (const [name, theirs, ours] of pairs) {
    if (typeof theirs === "function" && error instanceof theirs) return name;
    if (typeof ours === "function" && error instanceof ours) return name;
  }
  return error instanceof Error ? `other ${error.name}: ${error.message}` : String(error);
}

type AnyCall = (args: Record<string, unknown>, options?: Record<string, unknown>) => unknown;

function functionOf(module: object, name: string): AnyCall {
  const fn: unknown = Reflect.get(module, name);
  if (typeof fn !== "function") throw new Error(`${name} is not a function of the module`);
  return (args, options) => Reflect.apply(fn, undefined, [args, options]);
}

/** Runs the call and returns the request it made (and the error it ended with). */
async function requestOf(
  module: object,
  name: string,
  args: Record<string, unknown>,
  mapping: Record<string, unknown> | unknown[],
  hubStatus = 200,
  answer?: () => Response,
): Promise<{ request: SeenRequest | undefined; error: unknown }> {
  const { seen, fetch } = recorder(mapping, hubStatus, answer);
  let error: unknown;
  try {
    const result = functionOf(module, name)(args, { fetch, retry_on_error: false });
    // A stream's request is made on the first next().
    if (typeof result === "object" && result !== null && Symbol.asyncIterator in result) {
      for await (const _event of result as AsyncIterable<unknown>) break;
    } else {
      await result;
    }
  } catch (caught) {
    error = caught;
  }
  return { request: seen[0], error };
}

/** The provider/task pairs both clients serve. */
function sharedPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [provider, tasks] of Object.entries(official.PROVIDERS)) {
    const ours: unknown = Reflect.get(hubkit.PROVIDERS, provider);
    for (const task of Object.keys(tasks)) {
      if (typeof ours === "object" && ours !== null && task in ours) pairs.push([provider, task]);
    }
  }
  return pairs;
}

const PAIRS = sharedPairs();

describe("the same request as 4.13.30 for every provider and task both serve", () => {
  it("covers every pair 4.13.30 serves but three Hubkit does not", () => {
    const all = Object.entries(official.PROVIDERS).flatMap(([provider, tasks]) =>
      Object.keys(tasks).map((task) => `${provider}:${task}`),
    );
    const shared = PAIRS.map(([provider, task]) => `${provider}:${task}`);
    // deepinfra text-to-image and novita image-text-to-video are 4.x's newer tasks not yet here; scaleway text
    // generation is left out on purpose (README: its API lists no completions route).
    expect(all.filter((pair) => !shared.includes(pair)).sort()).toEqual([
      "deepinfra:text-to-image",
      "novita:image-text-to-video",
      "scaleway:text-generation",
    ]);
    expect(shared.length).toBe(86);
  });

  for (const token of ["hf_test_token", "provider_test_key"]) {
    describe(
      token.startsWith("hf_") ? "through the router, with a hub token" : "straight to the provider, with its key",
      () => {
        it.each(PAIRS)("%s %s", async (provider, task) => {
          const call = CALLS[task];
          if (call === undefined) throw new Error(`No sample call for task ${task}`);
          const [name, sample] = call;
          const model = modelFor(provider, task);
          const mapping = { [provider]: { providerId: `${provider}/served-${task}`, status: "live", task } };
          const args = { ...sample, model, provider, accessToken: token };
          const theirs = await requestOf(official, name, args, mapping);
          const ours = await requestOf(hubkit, name, args, mapping);
          const key = `${provider}:${task}`;
          if (DOCUMENTED[key] !== undefined) {
            expect(ours.request, `${key}: ${DOCUMENTED[key]}`).not.toEqual(theirs.request);
            return;
          }
          if (theirs.request === undefined) {
            // Refused before sending (openai with a hub token): refused here too, with 4.x's class.
            expect(ours.request).toBeUndefined();
            expect(classOf(ours.error)).toBe(classOf(theirs.error));
            return;
          }
          expect(ours.request, String(ours.error)).toEqual(theirs.request);
        });
      },
    );
  }
});

const MESSAGES = [{ role: "user", content: "Hello" }];

/** The same call to both clients: their requests and the 4.x class of the errors they end with. */
async function both(
  name: string,
  args: Record<string, unknown>,
  mapping: Record<string, unknown> | unknown[] = {},
  hubStatus = 200,
  answer?: () => Response,
) {
  const theirs = await requestOf(official, name, args, mapping, hubStatus, answer);
  const ours = await requestOf(hubkit, name, args, mapping, hubStatus, answer);
  return { theirs, ours };
}

describe('no provider means "auto", as in 4.13.30', () => {
  it("chat goes to the router's own OpenAI-compatible route with the bare model id (no hub lookup)", async () => {
    for (const name of ["chatCompletion", "chatCompletionStream"]) {
      for (const provider of [undefined, "auto"]) {
        const args = {
          model: "meta-llama/Llama-3.3-70B-Instruct",
          messages: MESSAGES,
          accessToken: "hf_test",
          provider,
        };
        const { theirs, ours } = await both(name, args);
        expect(theirs.request?.url).toBe("https://router.huggingface.co/v1/chat/completions");
        expect(ours.request).toEqual(theirs.request);
      }
    }
  });

  it("chat without a hub token cannot use the router's route: InferenceClientRoutingError, nothing sent", async () => {
    for (const accessToken of ["sk-provider-key", undefined]) {
      const { theirs, ours } = await both("chatCompletion", { model: "m/x", messages: MESSAGES, accessToken });
      expect(classOf(theirs.error)).toBe("InferenceClientRoutingError");
      expect(classOf(ours.error)).toBe("InferenceClientRoutingError");
      expect(ours.request).toBeUndefined();
      expect(ours.error).toBeInstanceOf(hubkit.InferenceRoutingError);
    }
  });

  it("another task goes to the first provider of the model's mapping", async () => {
    const mapping = [
      { provider: "replicate", providerId: "owner/image-model", status: "live", task: "text-to-image" },
      { provider: "together", providerId: "together/image-model", status: "live", task: "text-to-image" },
    ];
    const args = { model: "test-org/auto-image", inputs: "a cat", accessToken: "hf_test" };
    const { theirs, ours } = await both("textToImage", args, mapping);
    expect(theirs.request?.url).toContain("/replicate/");
    expect(ours.request).toEqual(theirs.request);
  });
});

describe("the same error class as 4.13.30 for the same failure", () => {
  const chat = { model: "test-org/errors", provider: "together", messages: MESSAGES, accessToken: "hf_test" };
  const mapping = { together: { providerId: "together/errors", status: "live", task: "conversational" } };
  const json = (status: number, body: unknown) => () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "x-request-id": "r-1" },
    });

  it("the provider answers an error: InferenceClientProviderApiError, with 4.x's httpRequest and httpResponse", async () => {
    const { theirs, ours } = await both("chatCompletion", chat, mapping, 200, json(500, { error: "boom" }));
    expect(classOf(theirs.error)).toBe("InferenceClientProviderApiError");
    expect(classOf(ours.error)).toBe("InferenceClientProviderApiError");
    if (!(ours.error instanceof hubkit.InferenceClientProviderApiError)) throw new Error("not a provider error");
    if (!(theirs.error instanceof official.InferenceClientProviderApiError)) throw new Error("not a provider error");
    expect(ours.error).toBeInstanceOf(hubkit.InferenceProviderError);
    const { httpRequest, httpResponse } = ours.error;
    expect({ url: httpRequest.url, method: httpRequest.method, body: httpRequest.body }).toEqual({
      url: theirs.error.httpRequest.url,
      method: theirs.error.httpRequest.method,
      body: theirs.error.httpRequest.body,
    });
    expect(httpResponse).toEqual(theirs.error.httpResponse);
    // The token never stays in an error (4.x writes "Bearer [redacted]", Hubkit "[redacted]").
    expect(JSON.stringify(httpRequest)).not.toContain("hf_test");
    expect(JSON.stringify(theirs.error.httpRequest)).not.toContain("hf_test");
  });

  it("the hub does not know the model: InferenceClientHubApiError", async () => {
    const { theirs, ours } = await both("chatCompletion", { ...chat, model: "test-org/missing" }, {}, 404);
    expect(classOf(theirs.error)).toBe("InferenceClientHubApiError");
    expect(classOf(ours.error)).toBe("InferenceClientHubApiError");
  });

  it("the answer has the wrong shape: InferenceClientProviderOutputError", async () => {
    const { theirs, ours } = await both("chatCompletion", chat, mapping, 200, json(200, { nothing: true }));
    expect(classOf(theirs.error)).toBe("InferenceClientProviderOutputError");
    expect(classOf(ours.error)).toBe("InferenceClientProviderOutputError");
  });

  it("bad arguments: InferenceClientInputError, nothing sent", async () => {
    for (const args of [
      { ...chat, model: "https://example.com/model" },
      { ...chat, provider: "no-such-provider" },
      { ...chat, provider: "openai", model: "gpt-test" },
    ]) {
      const { theirs, ours } = await both("chatCompletion", args, mapping);
      expect(classOf(theirs.error)).toBe("InferenceClientInputError");
      expect(classOf(ours.error)).toBe("InferenceClientInputError");
      expect(ours.request).toBeUndefined();
    }
  });
});

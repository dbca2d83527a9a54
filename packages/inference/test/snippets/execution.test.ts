/**
 * Every snippet that can run here runs, and sends the request InferenceClient sends.
 *
 * For each record of the sample catalogue (and one record for each task a provider serves that no sample
 * record maps it to), each provider of its mapping (hf-inference when it has none),
 * the hub token read from the environment and given with bill-to, a provider key, chat streamed and not (see
 * run/catalogue.ts),
 * the python `requests`, js `fetch`, js `openai`, js huggingface.js and curl snippets are executed by
 * python3, node and bash against a loopback capture server that answers in the provider's recorded
 * response shape. Only base URLs are rewritten. Each run must exit 0, and its request (method, URL,
 * Authorization, Content-Type, X-HF-Bill-To, body) must equal the one the client sends for the same call,
 * captured the same way. The client is called as people call it: with the sample file as a typed Blob, and
 * where the bytes are all the request carries, also with the Buffer Node's `fs.readFileSync` returns (its
 * request must then be the snippet's too, its Content-Type aside on a raw body). Corrupted snippets prove
 * that a broken one is reported.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { InferenceClient, InferenceOutputError } from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { Answers, type CapturedRequest } from "./run/answers.js";
import { startCapture, type Capture } from "./run/capture.js";
import { catalogueCalls, catalogueRecords, clientToken, coverageRecords, jobsOf, type Job } from "./run/catalogue.js";
import { hasRawBody, inferenceRequest, problems, requestProblems } from "./run/compare.js";
import { executeAll, type Execution, type Outcome } from "./run/execute.js";
import { expectedCall, takesBuffer, type FileForm } from "./run/expected.js";
import { createSandbox, type Sandbox } from "./run/sandbox.js";

const catalogue = catalogueRecords();
const records = [...catalogue, ...coverageRecords(catalogue)];
const jobs = jobsOf(catalogueCalls(records));

/** Deliberately broken snippets: each must be reported. */
const CORRUPTIONS: Array<{ name: string; client: Job["client"]; corrupt: (content: string) => string }> = [
  {
    name: "a syntax error",
    client: "python/requests",
    corrupt: (content) => content.replace("def query(", "def query(:"),
  },
  {
    name: "a changed body value",
    client: "js/fetch",
    corrupt: (content) => content.replace(/inputs: "/, 'inputs: "changed '),
  },
  {
    name: "a dropped token",
    client: "sh/curl",
    corrupt: (content) => content.replace(/-H 'Authorization: [^']*' \\\n/, ""),
  },
  {
    name: "another route",
    client: "js/huggingface.js",
    corrupt: (content) =>
      content.replace(
        /provider: "hf-inference"/,
        'provider: "hf-inference", endpointUrl: "https://router.huggingface.co/hf-inference/models/other/model"',
      ),
  },
  { name: "a missing import", client: "js/openai", corrupt: (content) => content.replace(/^import .*\n/, "") },
  {
    // The multipart bodies are compared byte for byte (boundary aside): a renamed file part must show.
    name: "another file name in a multipart form",
    client: "sh/curl",
    corrupt: (content) => content.replace(';filename="audio.', ';filename="other.'),
  },
];

let sandbox: Sandbox;
let capture: Capture;
/** The client's request for each job's call, or why the client could not send it. */
/**
 * Provider answers the client itself cannot read: 3.8.1's text generation on novita sends `inputs` to its
 * OpenAI-style chat route and expects `[{ generated_text }]` back, and huggingface.js 4.13.28 does the same
 * (read 2026-11-25). The request is still the one the snippets must show; the huggingface.js snippet fails
 * as the client does. (nebius did the same; it is retired and gets no snippets.) Its recorded exchanges
 * keep it as it is here.
 */
const CLIENT_CANNOT_READ: ReadonlySet<string> = new Set(["novita text-generation"]);
const combination = (job: Job) => `${job.call.provider} ${job.call.resolved.task}`;

/** The client's request for each job's call, the error the client raised on the answer, or why it sent none. */
const expected = new Map<string, { request?: CapturedRequest; answerError?: string; error?: string }>();
/** The same, for the jobs whose call also runs with the sample file as a Buffer (see takesBuffer). */
const expectedWithBuffer = new Map<string, { request?: CapturedRequest; error?: string }>();
const outcomes = new Map<string, Outcome>();
const corrupted: Array<{ name: string; job: Job; runId: string }> = [];

/** The request the client sends for the call behind `job` (its file held as `form`), through the same capture server. */
async function clientRequest(
  job: Job,
  form: FileForm = "typed Blob",
): Promise<{ request?: CapturedRequest; answerError?: string }> {
  const runId = `${form === "Buffer" ? "b" : "e"}${job.id}`;
  capture.register(runId, job);
  const prefix = capture.prefix(runId);
  const viaCapture: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const target = url.protocol === "https:" ? `${prefix}/${url.host}${url.pathname}${url.search}` : url.href;
    return fetch(target, init);
  };
  const { method, args } = expectedCall(job.call, job.client, form);
  const client = new InferenceClient(clientToken(job.call));
  const options = {
    fetch: viaCapture,
    // The capture server answers a job at once: waiting between polls only costs time, never changes a request.
    polling: { intervalMs: 0 },
    ...(job.call.billTo !== undefined && { billTo: job.call.billTo }),
  };
  // Records share ids (the demo records repeat public ones with other mappings): no mapping is reused.
  clearInferenceProviderMappingCache();
  let answerError: string | undefined;
  try {
    const call = (client[method] as (a: unknown, o: unknown) => unknown).call(client, args, options);
    if (typeof call === "object" && call !== null && Symbol.asyncIterator in call) {
      for await (const _ of call as AsyncIterable<unknown>) void _;
    } else {
      await call;
    }
  } catch (error) {
    // An error after the request was sent is about the answer; the request still counts.
    if (!(error instanceof InferenceOutputError)) throw error;
    answerError = error.message;
  }
  const request = inferenceRequest(capture.requests(runId));
  return { request: job.client === "js/openai" ? onRouterChatRoute(request, job) : request, answerError };
}

const ROUTER = "https://router.huggingface.co/";

/**
 * The openai client's request for a chat call the client sends through the router: the same, on the router's
 * OpenAI-compatible route with the model named `<hub id>:<provider>` (huggingface.js 4.x's snippets; row S17).
 */
function onRouterChatRoute(request: CapturedRequest | undefined, job: Job): CapturedRequest | undefined {
  if (request === undefined || !request.url.startsWith(ROUTER)) {
    if (job.call.policy !== undefined) throw new Error(`A policy run reached ${request?.url ?? "nothing"}`);
    return request;
  }
  const body: unknown = JSON.parse(request.body.toString("utf8"));
  if (body === null || typeof body !== "object") throw new Error(`A chat request without a JSON body: ${request.url}`);
  const model = `${job.call.record.id}:${job.call.policy ?? job.call.provider}`;
  return {
    ...request,
    url: `${ROUTER}v1/chat/completions`,
    body: Buffer.from(JSON.stringify({ ...body, model })),
  };
}

beforeAll(async () => {
  sandbox = await createSandbox();
  capture = await startCapture(new Answers(records));
  // The client warns about models in staging (some sample mappings are); nothing else may be printed.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  for (const job of jobs) {
    try {
      expected.set(job.id, await clientRequest(job));
    } catch (error) {
      expected.set(job.id, { error: `the client's own call failed: ${String(error)}` });
    }
    if (!takesBuffer(job.call)) continue;
    try {
      expectedWithBuffer.set(job.id, await clientRequest(job, "Buffer"));
    } catch (error) {
      expectedWithBuffer.set(job.id, { error: `the client's own call with a Buffer failed: ${String(error)}` });
    }
  }
  for (const [message] of warn.mock.calls) {
    expect(String(message)).toMatch(/is in staging mode for provider/);
  }
  warn.mockRestore();

  const execution = (job: Job, runId: string, content: string): Execution => {
    capture.register(runId, job);
    const request = expected.get(job.id)?.request;
    return {
      runId,
      client: job.client,
      content,
      origin: request === undefined ? "https://router.huggingface.co" : new URL(request.url).origin,
      prefix: capture.prefix(runId),
    };
  };
  const runs = jobs.map((job) => execution(job, job.id, job.content));
  for (const { name, client, corrupt } of CORRUPTIONS) {
    const job = jobs.find((j) => j.client === client && corrupt(j.content) !== j.content);
    if (job === undefined) throw new Error(`No ${client} snippet to corrupt with ${name}`);
    const runId = `c${corrupted.length}`;
    corrupted.push({ name, job, runId });
    runs.push(execution(job, runId, corrupt(job.content)));
  }
  const results = await executeAll(runs, sandbox);
  runs.forEach((run, i) => outcomes.set(run.runId, results[i]!));
}, 900_000);

afterAll(async () => {
  await capture?.close();
  sandbox?.close();
});

function verdict(job: Job, runId: string): string[] {
  const outcome = outcomes.get(runId);
  if (outcome === undefined) return ["did not run"];
  const client = expected.get(job.id);
  if (client?.error !== undefined) return [client.error];
  const found = [...problems(outcome, capture.requests(runId), client?.request), ...bufferProblems(job, runId)];
  // The huggingface.js snippet runs the client: where the client cannot read the answer, neither can it.
  const known = client?.answerError;
  if (known !== undefined && job.client === "js/huggingface.js" && CLIENT_CANNOT_READ.has(combination(job))) {
    // The whole output, not the problem's tail: the error's own fields can push its message out of the tail.
    const raisedKnown = outcome.exitCode === 1 && outcome.stderr.includes(known);
    return found.filter((problem) => !(raisedKnown && problem.startsWith("exited with 1")));
  }
  return found;
}

/** Where the run's request differs from the one the client sends given the sample file as a Buffer. */
function bufferProblems(job: Job, runId: string): string[] {
  const withBuffer = expectedWithBuffer.get(job.id);
  if (withBuffer === undefined) return [];
  if (withBuffer.error !== undefined) return [withBuffer.error];
  // Bytes have no type: on a raw body the client sends none, where the snippet names the file's.
  const blobRequest = expected.get(job.id)?.request;
  const ignore = new Set(blobRequest !== undefined && hasRawBody(blobRequest) ? (["contentType"] as const) : []);
  return requestProblems(capture.requests(runId), withBuffer.request, ignore).map(
    (problem) => `against the client given a Buffer: ${problem}`,
  );
}

describe("every runnable snippet of the sample catalogue runs and sends the client's request", () => {
  it("covers every runnable client, hundreds of snippets", () => {
    expect(new Set(jobs.map((job) => job.client))).toEqual(
      new Set(["python/requests", "js/fetch", "js/openai", "js/huggingface.js", "sh/curl"]),
    );
    expect(jobs.length).toBeGreaterThan(800);
  });

  it("also calls the client with a Buffer wherever the bytes are all the request carries (hf-inference files)", () => {
    const withBuffer = new Set(jobs.filter((job) => expectedWithBuffer.has(job.id)).map(combination));
    for (const task of [
      "automatic-speech-recognition",
      "audio-classification",
      "image-classification",
      "object-detection",
      "document-question-answering",
      "zero-shot-image-classification",
    ]) {
      expect(withBuffer).toContain(`hf-inference ${task}`);
    }
    // The providers that read a file's type get a typed Blob only (fal-ai's audio, data URLs, multipart names).
    expect([...withBuffer].filter((combo) => !combo.startsWith("hf-inference "))).toEqual([]);
  });

  it("runs the image-with-prompt tasks on every provider that serves them (huggingface.js)", () => {
    const ran = new Set(
      jobs
        .filter((job) => job.call.resolved.shape === "imageWithPrompt")
        .map((job) => `${combination(job)} ${job.client}`),
    );
    for (const combo of [
      "fal-ai image-to-video",
      "fal-ai image-text-to-image",
      "fal-ai image-text-to-video",
      "wavespeed image-to-video",
      "wavespeed image-text-to-image",
      "wavespeed image-text-to-video",
    ]) {
      expect(ran).toContain(`${combo} js/huggingface.js`);
    }
  });

  it("the client reads every answer but the known ones it cannot (a fixed one must leave the list)", () => {
    const unread = new Set(jobs.filter((job) => expected.get(job.id)?.answerError !== undefined).map(combination));
    expect([...unread].sort()).toEqual([...CLIENT_CANNOT_READ].sort());
  });

  it.each(jobs.map((job) => [job.label, job] as const))("%s", (_label, job) => {
    expect(verdict(job, job.id)).toEqual([]);
  });
});

describe("a broken snippet is reported", () => {
  it.each(CORRUPTIONS.map((c) => c.name))("%s", (name) => {
    const run = corrupted.find((c) => c.name === name);
    expect(run).toBeDefined();
    if (run !== undefined) expect(verdict(run.job, run.runId)).not.toEqual([]);
  });
});

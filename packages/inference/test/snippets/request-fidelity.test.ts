/**
 * The request a snippet shows is the request the client sends. For each scenario the real task function
 * of @hubkit/inference runs with a fetch that answers the hub lookups and records the inference request
 * (no network); the python/requests, js/fetch and curl snippets of the same model and provider are then
 * read back (python3 `ast`, acorn, bash with a recording curl) and must show that URL, those headers and
 * that body.
 */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as hubkit from "../../src/index.js";
import { clearInferenceProviderMappingCache } from "../../src/lib/getInferenceProviderMapping.js";
import { checkJs, checkPython, checkShell, type CodeReport, type ShellReport } from "./support/codeChecks.js";
import { publicModels } from "./support/generate.js";

interface Captured {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type TaskFn = (
  args: Record<string, unknown>,
  options: { fetch: typeof fetch },
) => Promise<unknown> | AsyncIterable<unknown>;

interface Scenario {
  name: string;
  model: ModelDataMinimal;
  provider: hubkit.InferenceProvider;
  entry: { providerId: string; task: string; adapter?: string };
  fn: keyof typeof hubkit;
  /** The arguments a person would pass to the task function for the snippet's sample input. */
  args: Record<string, unknown>;
  streaming?: boolean;
  /** The tree listing of a LoRA repository. */
  weights?: string;
}

const CHAT = [{ role: "user", content: "What is the capital of France?" }];
const byId = new Map(publicModels().map((m) => [m.id, m]));
const model = (id: string): ModelDataMinimal => {
  const found = byId.get(id);
  if (!found) throw new Error(`${id} is not in models-public.json`);
  return found;
};
const mappingOf = (id: string, provider: string) => {
  const entry = (byId.get(id) as { inferenceProviderMapping?: Record<string, Scenario["entry"]> })
    .inferenceProviderMapping?.[provider];
  if (!entry) throw new Error(`${id} has no ${provider} mapping`);
  return entry;
};

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const chatScenarios: Scenario[] = [
  "hf-inference",
  "together",
  "cerebras",
  "fireworks-ai",
  "novita",
  "sambanova",
].flatMap((provider) =>
  [false, true].map((streaming) => ({
    name: `chat ${provider}${streaming ? " (stream)" : ""}`,
    model: model(LLAMA),
    provider: provider as hubkit.InferenceProvider,
    entry: mappingOf(LLAMA, provider),
    fn: streaming ? ("chatCompletionStream" as const) : ("chatCompletion" as const),
    args: { messages: CHAT, max_tokens: 512 },
    streaming,
  })),
);

const textGenerationModel: ModelDataMinimal = {
  id: "org/base-model",
  pipeline_tag: "text-generation",
  tags: [],
  inference: "",
};
const SD3 = "stabilityai/stable-diffusion-3-medium-diffusers";
const LORA = "openfree/flux-chatgpt-ghibli-lora";

const scenarios: Scenario[] = [
  ...chatScenarios,
  {
    name: "chat cohere",
    model: model("CohereForAI/c4ai-command-a-03-2025"),
    provider: "cohere",
    entry: mappingOf("CohereForAI/c4ai-command-a-03-2025", "cohere"),
    fn: "chatCompletion",
    args: { messages: CHAT, max_tokens: 512 },
  },
  {
    name: "text classification",
    model: model("distilbert/distilbert-base-uncased-finetuned-sst-2-english"),
    provider: "hf-inference",
    entry: { providerId: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", task: "text-classification" },
    fn: "textClassification",
    args: { inputs: "I like you. I love you" },
  },
  {
    name: "question answering",
    model: model("distilbert/distilbert-base-cased-distilled-squad"),
    provider: "hf-inference",
    entry: { providerId: "distilbert/distilbert-base-cased-distilled-squad", task: "question-answering" },
    fn: "questionAnswering",
    args: { inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." } },
  },
  {
    name: "sentence similarity",
    model: model("sentence-transformers/all-mpnet-base-v2"),
    provider: "hf-inference",
    entry: { providerId: "sentence-transformers/all-mpnet-base-v2", task: "sentence-similarity" },
    fn: "sentenceSimilarity",
    args: {
      inputs: {
        source_sentence: "That is a happy person",
        sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
      },
    },
  },
  {
    name: "zero-shot classification",
    model: model("facebook/bart-large-mnli"),
    provider: "hf-inference",
    entry: { providerId: "facebook/bart-large-mnli", task: "zero-shot-classification" },
    fn: "zeroShotClassification",
    args: {
      inputs:
        "Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
      parameters: { candidate_labels: ["refund", "legal", "faq"] },
    },
  },
  ...(["together", "hyperbolic", "nebius", "novita"] as const).map((provider): Scenario => ({
    name: `text generation ${provider}`,
    model: textGenerationModel,
    provider,
    entry: { providerId: `${provider}-org/base-model`, task: "text-generation" },
    fn: "textGeneration",
    args: { inputs: "Can you please let us know more details about your " },
  })),
  ...(["hf-inference", "fal-ai", "replicate"] as const).map((provider): Scenario => ({
    name: `text to image ${provider}`,
    model: model(SD3),
    provider,
    entry: mappingOf(SD3, provider),
    fn: "textToImage",
    args: { inputs: "Astronaut riding a horse" },
  })),
  {
    name: "text to image, LoRA on fal-ai",
    model: model(LORA),
    provider: "fal-ai",
    entry: mappingOf(LORA, "fal-ai"),
    fn: "textToImage",
    args: { inputs: "Astronaut riding a horse" },
    weights: "lora.safetensors",
  },
  {
    name: "text to speech replicate",
    model: model("myshell-ai/MeloTTS-English"),
    provider: "replicate",
    entry: mappingOf("myshell-ai/MeloTTS-English", "replicate"),
    fn: "textToSpeech",
    args: { inputs: "The answer to the universe is 42" },
  },
  {
    name: "tabular classification",
    model: model("scikit-learn/iris-knn"),
    provider: "hf-inference",
    entry: { providerId: "scikit-learn/iris-knn", task: "tabular-classification" },
    fn: "tabularClassification",
    args: {
      inputs: {
        data: '{"Height":[11.52,12.48],"Length1":[23.2,24.0],"Length2":[25.4,26.3],"Species": ["Bream","Bream"]}',
      },
    },
  },
];

/** Runs the task function; returns the inference request it sent. */
async function clientRequest(s: Scenario, accessToken: string, args: Record<string, unknown>): Promise<Captured> {
  let captured: Captured | undefined;
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes("?expand[]=inferenceProviderMapping")) {
      return Response.json({ inferenceProviderMapping: { [s.provider]: { status: "live", ...s.entry } } });
    }
    if (url.endsWith("/tree/main")) return Response.json([{ type: "file", path: s.weights }]);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    captured = { url, headers, body: JSON.parse(String(init?.body)) };
    return new Response("stop here", { status: 400, headers: { "Content-Type": "text/plain" } });
  };
  const fn = hubkit[s.fn] as unknown as TaskFn;
  const call = fn(
    { ...args, accessToken, model: s.model.id, provider: s.provider },
    { fetch: fakeFetch as typeof fetch },
  );
  try {
    if (Symbol.asyncIterator in call) for await (const _ of call);
    else await call;
  } catch {
    // The recorded request is what matters; the stand-in server refuses every call.
  }
  if (!captured) throw new Error(`${s.name}: the client sent no inference request`);
  return captured;
}

/** Header names as fetch reports them (lower case), without the client's own User-Agent. */
function normalizeHeaders(headers: Record<string, unknown>, drop: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), String(value)] as const)
      .filter(([name]) => name !== "user-agent" && !drop.includes(name)),
  );
}

afterEach(() => clearInferenceProviderMappingCache());

interface Prepared {
  sent: Captured;
  /** The client's request when given the sample text with its quotes (what 3.8.1's curl and fetch text-to-image show). */
  sentQuoted: Captured | undefined;
  python?: CodeReport;
  fetch?: CodeReport;
  curl?: ShellReport;
}

const TOKENS = ["hf_fidelitytoken", "provider-key-fidelity"];
const prepared = new Map<string, Prepared>();

// Everything is generated and sent first, so that python3 and bash run once for all scenarios.
beforeAll(async () => {
  const pending: { key: string; python?: string; fetch?: string; curl?: string }[] = [];
  for (const token of TOKENS) {
    for (const s of scenarios) {
      const mapping = {
        hfModelId: s.model.id,
        status: "live" as const,
        ...s.entry,
      } as hubkit.InferenceProviderModelMapping;
      if (s.weights) mapping.adapterWeightsPath = s.weights;
      const generated = hubkit.snippets.getInferenceSnippets(s.model, token, s.provider, mapping, {
        streaming: s.streaming ?? false,
      });
      const sent = await clientRequest(s, token, s.args);
      clearInferenceProviderMappingCache();
      const sentQuoted =
        typeof s.args.inputs === "string"
          ? await clientRequest(s, token, { ...s.args, inputs: JSON.stringify(s.args.inputs) })
          : undefined;
      clearInferenceProviderMappingCache();
      const key = `${token} ${s.name}`;
      const fetchSnippet = generated.find((g) => g.client === "fetch")?.content;
      prepared.set(key, { sent, sentQuoted, ...(fetchSnippet !== undefined && { fetch: checkJs(fetchSnippet) }) });
      pending.push({
        key,
        python: generated.find((g) => g.client === "requests")?.content,
        curl: generated.find((g) => g.client === "curl")?.content,
      });
    }
  }
  const withPython = pending.filter((p) => p.python !== undefined);
  checkPython(withPython.map((p) => p.python!)).forEach((report, i) => {
    prepared.get(withPython[i]!.key)!.python = report;
  });
  const withCurl = pending.filter((p) => p.curl !== undefined);
  checkShell(withCurl.map((p) => p.curl!)).forEach((report, i) => {
    prepared.get(withCurl[i]!.key)!.curl = report;
  });
}, 120_000);

describe.each(TOKENS)("with token %s", (token) => {
  it.each(scenarios.map((s) => [s.name, s] as const))("%s", (_name, s) => {
    const { sent, sentQuoted, python, fetch: fetchReport, curl } = prepared.get(`${token} ${s.name}`)!;
    const sentHeaders = normalizeHeaders(sent.headers);
    let checked = 0;

    if (python) {
      expect(python.ok, python.error).toBe(true);
      expect(python.url).toBe(sent.url);
      expect(normalizeHeaders(python.headers as Record<string, unknown>)).toEqual(
        normalizeHeaders(sent.headers, ["content-type"]),
      );
      expect(python.payload).toEqual(sent.body);
      checked++;
    }

    if (fetchReport) {
      expect(fetchReport.ok, fetchReport.error).toBe(true);
      expect(fetchReport.url).toBe(sent.url);
      expect(normalizeHeaders(fetchReport.headers as Record<string, unknown>)).toEqual(sentHeaders);
      // 3.8.1's text-to-image fetch snippet sends the sample text with its quotes: the client sends that
      // too when given that text.
      expect(fetchReport.payload).toEqual(s.fn === "textToImage" ? sentQuoted!.body : sent.body);
      checked++;
    }

    if (curl) {
      expect(curl.ok, curl.error).toBe(true);
      const argv = curl.argv!;
      expect(argv[0]).toBe(sent.url);
      const headers = argv.flatMap((arg, i) => (argv[i - 1] === "-H" ? [arg.split(/: (.*)/s).slice(0, 2)] : []));
      expect(normalizeHeaders(Object.fromEntries(headers))).toEqual(sentHeaders);
      const data = JSON.parse(argv[argv.indexOf("-d") + 1]!) as Record<string, unknown>;
      // curl snippets say `stream` explicitly; 3.8.1's basic curl snippets send text samples quoted.
      const quoted = sentQuoted !== undefined && s.fn !== "zeroShotClassification";
      const expected = quoted
        ? sentQuoted.body
        : {
            ...(sent.body as Record<string, unknown>),
            ...(s.fn.startsWith("chat") && { stream: s.streaming ?? false }),
          };
      expect(data).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

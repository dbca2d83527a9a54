/**
 * What the execution suite runs: every record of the sample catalogue (models-public.json and the hub's
 * offline demo records), every provider of its mapping (hf-inference when it has none), the hub token read from
 * the environment (as the page's snippets do) and given with bill-to, a provider key, streaming on and off for
 * chat; and of the snippets generated for each, the ones a tool on this machine can run.
 */
import type { InferenceSnippet, ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import { readFixtureJson } from "../../../../../test-support/fixtures.js";
import {
  snippets,
  type InferenceProvider,
  type InferenceProviderModelMapping,
  type InferenceTask,
} from "../../../src/index.js";
import { ALL_PROVIDERS, getProviderHelper } from "../../../src/registry/registry.js";
import { resolveShape, type ResolvedShape } from "../../../src/snippets/shapes.js";

export interface CatalogueRecord extends ModelDataMinimal {
  inferenceProviderMapping?: Record<string, Omit<InferenceProviderModelMapping, "hfModelId">>;
}

/** The clients whose snippets run here, as `language/client`. */
export const RUNNABLE_CLIENTS = ["python/requests", "js/fetch", "js/openai", "js/huggingface.js", "sh/curl"] as const;
export type RunnableClient = (typeof RUNNABLE_CLIENTS)[number];

export const TOKENS = {
  hub: "hf_snippetRunToken0123456789abcdefghij",
  "provider key": "provider-key-snippet-run-0123456789",
} as const;
/** A token given to the generator, or none: then the snippet reads the environment's (RUN_ENVIRONMENT). */
export type TokenKind = keyof typeof TOKENS | "environment";

/**
 * The variables a snippet without a token reads: HF_TOKEN (and API_TOKEN) hold the hub token, every provider's
 * `<PROVIDER>_API_KEY` the provider key (closed-source providers are called with their own key).
 */
export const RUN_ENVIRONMENT: Readonly<Record<string, string>> = {
  HF_TOKEN: TOKENS.hub,
  // A dedicated endpoint's (opts.endpointUrl), as huggingface.js 4.x names it.
  API_TOKEN: TOKENS.hub,
  ...Object.fromEntries(
    ALL_PROVIDERS.map(({ provider }) => [
      `${provider.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_API_KEY`,
      TOKENS["provider key"],
    ]),
  ),
};

/** The token the snippet is generated with ("" for none). */
export function snippetToken(call: RunCall): string {
  return call.tokenKind === "environment" ? "" : TOKENS[call.tokenKind];
}

/** The token the client is called with for the same request: the one the snippet's variable holds. */
export function clientToken(call: RunCall): string {
  if (call.tokenKind !== "environment") return TOKENS[call.tokenKind];
  return getProviderHelper(call.provider, call.resolved.task).clientSideRoutingOnly
    ? TOKENS["provider key"]
    : TOKENS.hub;
}

export const BILL_TO = "hubkit-test-org";

export interface RunCall {
  label: string;
  record: CatalogueRecord;
  provider: InferenceProvider;
  mapping: InferenceProviderModelMapping | undefined;
  tokenKind: TokenKind;
  streaming: boolean;
  billTo: string | undefined;
  resolved: ResolvedShape;
  /** Chat: tool calling and structured output sent with the messages (CHAT_FEATURES), where set. */
  features?: typeof CHAT_FEATURES;
  /** Chat: the router's provider-selection policy, where set (only the openai clients show it). */
  policy?: "fastest" | "cheapest";
}

/** The tools, tool choice and JSON schema the feature runs send (the router's guides' weather example, reworded). */
export const CHAT_FEATURES = {
  tools: [
    {
      type: "function",
      function: {
        name: "get_current_weather",
        description: "The current weather in a city",
        parameters: {
          type: "object",
          properties: { city: { type: "string", description: "The city's name" } },
          required: ["city"],
        },
      },
    },
  ],
  tool_choice: "auto",
  response_format: {
    type: "json_schema",
    json_schema: {
      name: "CityWeather",
      schema: {
        type: "object",
        properties: { city: { type: "string" }, celsius: { type: "number" } },
        required: ["city", "celsius"],
      },
      strict: true,
    },
  },
} as const;

export interface Job {
  /** Unique, URL-safe: the first segment of every URL the run reaches. */
  id: string;
  label: string;
  call: RunCall;
  client: RunnableClient;
  content: string;
}

export function catalogueRecords(): CatalogueRecord[] {
  return [
    ...readFixtureJson<{ models: CatalogueRecord[] }>("models-public.json").models,
    ...readFixtureJson<{ models: CatalogueRecord[] }>("hub/offline-demo-models.json").models,
  ];
}

/**
 * One record for every task a provider serves that no record of `records` maps it to (together's text
 * generation, nebius's text-to-image, ...), so every printer runs for every provider that can use it.
 */
export function coverageRecords(records: readonly CatalogueRecord[]): CatalogueRecord[] {
  const covered = new Set<string>();
  for (const record of records) {
    const shape = resolveShape(record);
    for (const provider of Object.keys(record.inferenceProviderMapping ?? {})) {
      if (shape !== undefined) covered.add(`${provider} ${shape.task}`);
    }
  }
  const extra: CatalogueRecord[] = [];
  for (const { provider, tasks } of ALL_PROVIDERS) {
    for (const task of Object.keys(tasks) as InferenceTask[]) {
      const pipeline = task === "conversational" ? "text-generation" : task;
      const record: CatalogueRecord = {
        // openai names its own models: the hub id is "openai/<its id>".
        id: provider === "openai" ? `openai/coverage-${task}` : `hubkit-coverage/${provider}-${task}`,
        // The router's newer tasks are tags of hub records, not of the 0.18 type: the generator reads any string.
        pipeline_tag: pipeline as PipelineType,
        tags: task === "conversational" ? ["conversational"] : [],
        inference: "",
        inferenceProviderMapping: {
          [provider]: { providerId: `${provider}-org/${task}-model`, status: "live", task },
        },
      };
      if (covered.has(`${provider} ${task}`) || resolveShape(record) === undefined) continue;
      covered.add(`${provider} ${task}`);
      extra.push(record);
    }
  }
  return extra;
}

/** The provider targets of a record: its mapping's entries, or hf-inference without a mapping. */
function targets(record: CatalogueRecord): Array<[InferenceProvider, InferenceProviderModelMapping | undefined]> {
  const entries = Object.entries(record.inferenceProviderMapping ?? {});
  if (entries.length === 0) return [["hf-inference", undefined]];
  // The mapping's keys are provider names as the hub lists them; the generator says which it serves.
  return entries.map(([provider, entry]) => [provider as InferenceProvider, { hfModelId: record.id, ...entry }]);
}

/**
 * The token runs of a provider and task. Through the router the hub token is read from the environment (what the
 * page prints) and given to the generator with bill-to, a router feature (the given token's own run: both print
 * the same request, so a separate given-token run would add nothing but time). hf-inference is reached through the
 * router whatever the token; other providers also directly with their key; closed-source providers (openai) only
 * with their own key, given and read from the environment once per task.
 */
function tokenRunsFor(provider: InferenceProvider, task: InferenceTask, firstOfTask: boolean): TokenRun[] {
  const routed: TokenRun[] = [
    { tokenKind: "environment", billTo: undefined },
    { tokenKind: "hub", billTo: BILL_TO },
  ];
  if (provider === "hf-inference") return routed;
  if (getProviderHelper(provider, task).clientSideRoutingOnly) {
    const key: TokenRun = { tokenKind: "provider key", billTo: undefined };
    return firstOfTask ? [key, { tokenKind: "environment", billTo: undefined }] : [key];
  }
  return [...routed, { tokenKind: "provider key", billTo: undefined }];
}

interface TokenRun {
  tokenKind: TokenKind;
  billTo: string | undefined;
}

export function catalogueCalls(records: readonly CatalogueRecord[] = catalogueRecords()): RunCall[] {
  const calls: RunCall[] = [];
  const seen = new Set<string>();
  const tasksRun = new Set<string>();
  for (const record of records) {
    const resolved = resolveShape(record);
    if (resolved === undefined) continue;
    for (const [provider, mapping] of targets(record)) {
      // The demo records repeat some public ones: one run per distinct record, provider and mapping.
      const identity = JSON.stringify([record.id, record.pipeline_tag, record.tags, provider, mapping]);
      if (seen.has(identity)) continue;
      seen.add(identity);
      const task = `${provider} ${resolved.task}`;
      const firstOfTask = !tasksRun.has(task);
      tasksRun.add(task);
      for (const { tokenKind, billTo } of tokenRunsFor(provider, resolved.task, firstOfTask)) {
        for (const streaming of resolved.shape === "conversational" ? [false, true] : [false]) {
          const flags = [tokenKind, streaming && "stream", billTo && "bill-to"].filter(Boolean).join(", ");
          calls.push({
            label: `${record.id} @${provider} (${flags})`,
            record,
            provider,
            mapping,
            tokenKind,
            streaming,
            billTo,
            resolved,
          });
        }
      }
    }
  }
  return [...calls, ...chatFeatureCalls(calls)];
}

/**
 * For every provider that chats: its first chat call again with tools and a JSON schema (the router's word that
 * the provider supports them is the caller's; the runs check the code and the request). And the first chat call
 * with each routing policy (the openai clients on the router's `/v1`).
 */
function chatFeatureCalls(calls: readonly RunCall[]): RunCall[] {
  const extra: RunCall[] = [];
  const seen = new Set<string>();
  for (const call of calls) {
    if (call.resolved.shape !== "conversational" || call.tokenKind !== "environment" || call.streaming) continue;
    if (seen.has(call.provider)) continue;
    seen.add(call.provider);
    extra.push({ ...call, label: `${call.label.slice(0, -1)}, tools and response_format)`, features: CHAT_FEATURES });
    if (extra.length === 1) {
      for (const policy of ["fastest", "cheapest"] as const) {
        extra.push({ ...call, label: `${call.label.slice(0, -1)}, policy ${policy})`, policy });
      }
    }
  }
  return extra;
}

export function snippetsOf(call: RunCall): InferenceSnippet[] {
  return snippets.getInferenceSnippets(call.record, snippetToken(call), call.provider, call.mapping, {
    ...call.features,
    ...(call.features !== undefined && {
      providerCapabilities: { supports_tools: true, supports_structured_output: true },
    }),
    ...(call.policy !== undefined && { policy: call.policy }),
    streaming: call.streaming,
    ...(call.billTo !== undefined && { billTo: call.billTo }),
  });
}

function isRunnable(name: string): name is RunnableClient {
  return (RUNNABLE_CLIENTS as readonly string[]).includes(name);
}

/** Every runnable snippet of `calls`, each a job with its own id. */
export function jobsOf(calls: readonly RunCall[]): Job[] {
  const jobs: Job[] = [];
  for (const call of calls) {
    for (const snippet of snippetsOf(call)) {
      const client = `${snippet.language}/${snippet.client}`;
      if (!isRunnable(client)) continue;
      jobs.push({
        id: `j${jobs.length}`,
        label: `${call.label} ${client}`,
        call,
        client,
        content: snippet.content,
      });
    }
  }
  return jobs;
}

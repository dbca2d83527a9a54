/**
 * Which providers serve a hub model, in which order, and under which ids: the model's
 * `inferenceProviderMapping`, read from `GET {hub}/api/models/{id}?expand[]=inferenceProviderMapping` and
 * cached per model and per credential. The hub answers it as an object (provider name to entry, in its
 * order) or, in its newer form, as a list of entries naming their provider; both read the same. For LoRA
 * adapters, on the providers that read them (withAdapterWeights), the weights file is found in
 * `GET {hub}/api/models/{id}/tree/main`, read with the same
 * credential (a private adapter's tree is only visible to its owners) and cached the same way.
 *
 * Everything here comes from the hub and is checked before use: entries of the wrong shape are left out,
 * and the ids that go into URLs (provider id, weights path) are refused when they could change the URL.
 */
import { getLogger } from "../utils/logger.js";
import type { HubLookup, InferenceProviderModelMapping, ModelId, HubTask } from "../spec/index.js";
import { InferenceHubError, notServed } from "../errors.js";
import { hubGet, hubToken, type HubRequestOptions } from "./hub.js";
import { fnv1a64 } from "../utils/fnv1a64.js";
import { isObject, literal, object, optional, string, type Infer } from "../utils/schema.js";
import { assertHubId } from "./ids.js";

/** How long a model's mapping is reused, and how many models are kept (oldest dropped first). */
export const MAPPING_CACHE_POLICY = { ttlMs: 10 * 60 * 1000, maxEntries: 1000 } as const;

/**
 * A mapping entry's task: any string, read as the hub's task name. The hub's own task names are widget types;
 * the client has no run-time list of them to check against (it takes only types from @hubkit/tasks), and a name it
 * does not know only ever fails to match the task of a call.
 */
const hubTaskName = (value: unknown): value is HubTask => typeof value === "string";

/** One entry of a model's mapping, as the hub lists it (checked shape). */
const mappingEntry = object({
  providerId: string,
  status: literal("live", "staging"),
  task: hubTaskName,
  adapter: optional(string),
  adapterWeightsPath: optional(string),
});

/** One provider's entry of a model's mapping, with the provider's name, in the hub's order. */
export type MappingEntry = Infer<typeof mappingEntry> & { provider: string };

interface CacheEntry<T> {
  value: T;
  expires: number;
}

/**
 * (credential, model id) -> the model's whole mapping (every provider, in the hub's order); see mappingKey.
 * A lookup made with one user's token (which may see a private model) is never served to another.
 */
export const inferenceProviderMappingCache = new Map<string, CacheEntry<readonly MappingEntry[]>>();
/** (credential, model id) -> path of the first .safetensors file of a LoRA adapter; keyed as the mappings are. */
const adapterWeightsCache = new Map<string, CacheEntry<string>>();

/** Forgets every cached mapping and adapter file (tests, or after changing a model's providers). */
export function clearInferenceProviderMappingCache(): void {
  inferenceProviderMappingCache.clear();
  adapterWeightsCache.clear();
}

function cached<T>(cache: Map<string, CacheEntry<T>>, key: string): T | undefined {
  const entry = cache.get(key);
  if (entry === undefined) return undefined;
  if (entry.expires <= Date.now()) {
    cache.delete(key);
    return undefined;
  }
  return entry.value;
}

function remember<T>(cache: Map<string, CacheEntry<T>>, key: string, value: T): void {
  cache.delete(key);
  cache.set(key, { value, expires: Date.now() + MAPPING_CACHE_POLICY.ttlMs });
  if (cache.size > MAPPING_CACHE_POLICY.maxEntries) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/**
 * The cache key of a mapping lookup: the credential the hub saw, then the model id. Lookups without a
 * hub token are anonymous and share one key. The token itself is not kept: it is replaced by a 64-bit
 * FNV-1a hash. Why not SHA-256 (crypto.subtle): it is asynchronous, costs about 13 µs per call in Node 20
 * (against well under 1 µs), which would be most of the client's own cost on a cached call, and browsers
 * only offer it on secure origins. A cryptographic hash buys nothing here: the key never leaves the
 * process, so there is no hash to invert or to aim a collision at, and an accidental collision between
 * the at most 1000 cached credentials has a probability around 1000^2 / 2^65, below 10^-13.
 */
function mappingKey(modelId: ModelId, accessToken: string | undefined): string {
  const token = hubToken(accessToken);
  return `${token === undefined ? "anonymous" : fnv1a64(token)}:${modelId}`;
}

/** The hub's mapping in either form (object by provider, or list of entries), as checked entries in order. */
export function normalizeMapping(mapping: unknown): MappingEntry[] {
  const entries: MappingEntry[] = [];
  const add = (provider: unknown, entry: unknown) => {
    if (typeof provider === "string" && mappingEntry(entry)) entries.push({ ...entry, provider });
  };
  if (Array.isArray(mapping)) for (const entry of mapping) add(isObject(entry) ? entry.provider : undefined, entry);
  else if (isObject(mapping)) for (const [provider, entry] of Object.entries(mapping)) add(provider, entry);
  return entries;
}

/** The model's mapping, every provider, in the hub's order (cached). */
export async function fetchMappingEntries(
  modelId: ModelId,
  accessToken: string | undefined,
  options: HubRequestOptions,
): Promise<readonly MappingEntry[]> {
  const key = mappingKey(modelId, accessToken);
  const hit = cached(inferenceProviderMappingCache, key);
  if (hit) return hit;
  const answer = await hubGet(`models/${modelId}?expand[]=inferenceProviderMapping`, options, accessToken);
  if (answer.status === 404) throw new InferenceHubError(`Model ${modelId} does not exist`, 404);
  const mapping = isObject(answer.json) ? answer.json.inferenceProviderMapping : undefined;
  if (!answer.ok || !(isObject(mapping) || Array.isArray(mapping))) {
    throw new InferenceHubError(
      `We have not been able to find inference provider information for model ${modelId}.`,
      answer.status,
    );
  }
  const entries = normalizeMapping(mapping);
  remember(inferenceProviderMappingCache, key, entries);
  return entries;
}

async function findAdapterWeights(
  modelId: ModelId,
  accessToken: string | undefined,
  options: HubRequestOptions,
): Promise<string> {
  const key = mappingKey(modelId, accessToken);
  const hit = cached(adapterWeightsCache, key);
  if (hit) return hit;
  const answer = await hubGet(`models/${modelId}/tree/main`, options, accessToken);
  if (!answer.ok) throw new InferenceHubError(`Unable to fetch the model tree for ${modelId}.`, answer.status);
  const files = answer.json;
  const weights = Array.isArray(files)
    ? files.find(
        (file): file is { path: string } =>
          isObject(file) && file.type === "file" && typeof file.path === "string" && file.path.endsWith(".safetensors"),
      )
    : undefined;
  if (!weights) throw new InferenceHubError(`No .safetensors file found in the model tree for ${modelId}.`);
  assertHubId(weights.path, `LoRA weights path in the hub's file tree of ${modelId}`);
  remember(adapterWeightsCache, key, weights.path);
  return weights.path;
}

/**
 * The provider's entry for this model, or null when the model has no entry for that provider. Throws
 * when the model does not exist, has no mapping at all, is mapped to another task than `task` and its
 * `equivalentTasks` (the provider helper's), or when the entry's provider id could change the request's
 * URL. Without a task (a bare `request()` call) any mapped task is accepted.
 */
export async function getInferenceProviderMapping(
  params: {
    accessToken?: string | undefined;
    modelId: ModelId;
    provider: string;
    task: HubTask | undefined;
    equivalentTasks?: readonly HubTask[] | undefined;
  },
  options: HubRequestOptions = {},
): Promise<InferenceProviderModelMapping | null> {
  const { accessToken, modelId, provider, task, equivalentTasks } = params;
  const entries = await fetchMappingEntries(modelId, accessToken, options);
  const entry = entries.find((candidate) => candidate.provider === provider);
  if (!entry) return null;
  if (task !== undefined && entry.task !== task && !equivalentTasks?.some((equivalent) => equivalent === entry.task)) {
    throw notServed(
      new InferenceHubError(
        `Model ${modelId} is not supported for task ${task} and provider ${provider}. Supported task: ${entry.task}.`,
      ),
    );
  }
  assertHubId(entry.providerId, `provider id in the hub's mapping of model ${modelId} for provider ${provider}`);
  if (entry.status === "staging") {
    getLogger().warn(`Model ${modelId} is in staging mode for provider ${provider}. Meant for test purposes only.`);
  }
  const resolved: InferenceProviderModelMapping = {
    providerId: entry.providerId,
    hfModelId: modelId,
    status: entry.status,
    task: entry.task,
  };
  if (entry.adapter !== undefined) resolved.adapter = entry.adapter;
  return resolved;
}

/**
 * A LoRA adapter's mapping with its weights file (`adapterWeightsPath`, found in the model's file tree): the
 * completeMapping of the helpers whose bodies read LoRA mappings (fal-ai, replicate, wavespeed). Other
 * helpers (every chat helper among them) read no adapter, so their calls look nothing up.
 */
export async function withAdapterWeights(
  mapping: InferenceProviderModelMapping,
  { accessToken, options }: HubLookup,
): Promise<InferenceProviderModelMapping> {
  if (mapping.adapter !== "lora") return mapping;
  return { ...mapping, adapterWeightsPath: await findAdapterWeights(mapping.hfModelId, accessToken, options) };
}

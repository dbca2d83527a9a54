/**
 * Which providers a call tries, in order, from its `provider` argument (a ProviderChoice):
 * - a name: that provider;
 * - "auto", or absent (as in 4.x; 3.8.1 meant hf-inference): for a task with a route of the router's own
 *   (chat), that route (lib/request.ts, before this module); with `endpointUrl`, hf-inference; else the first live provider of the model's hub mapping, in the hub's order, among the call's
 *   providers that serve the task and are not retired (pickAutoProvider, also used by the snippets);
 * - a list: those providers, in order (request.ts falls back along it).
 * This is the one place that turns a choice into candidates: a new policy (e.g. the router's own chat
 * route for "auto") is a branch here.
 */
import type { HelperTask } from "../spec/tasks.js";
import type { InferenceProvider, InferenceProviderModule, ProviderChoice } from "../spec/index.js";
import { InferenceInputError } from "../errors.js";
import { getDefaultModel } from "./getDefaultModel.js";
import { fetchMappingEntries, type MappingEntry } from "./getInferenceProviderMapping.js";
import type { HubRequestOptions } from "./hub.js";
import { assertModelId } from "./ids.js";
import { isUrl } from "./isUrl.js";

/** The provider of a dedicated endpoint (`endpointUrl`), and of the raw calls (`request()`) that name none. */
export const ENDPOINT_PROVIDER = "hf-inference";

/**
 * The provider "auto" picks for `task` from a model's mapping entries (in the hub's order): the first one
 * that is live, registered among `providers`, not retired, whose module serves `task` and whose mapping names
 * that task (or one its helper runs as well). Undefined when none does. Pure: the snippet generator can show
 * the request "auto" makes from a mapping it already has.
 */
export function pickAutoProvider(
  entries: readonly MappingEntry[],
  task: HelperTask,
  providers: readonly InferenceProviderModule[],
): InferenceProvider | undefined {
  for (const entry of entries) {
    if (entry.status !== "live") continue;
    const module = providers.find((candidate) => candidate.provider === entry.provider);
    if (module === undefined || module.retired !== undefined || !Object.hasOwn(module.tasks, task)) continue;
    const helper = module.tasks[task];
    if (entry.task === task || helper?.equivalentTasks?.some((equivalent) => equivalent === entry.task)) {
      return module.provider;
    }
  }
  return undefined;
}

function isProviderList(choice: ProviderChoice): choice is readonly InferenceProvider[] {
  return Array.isArray(choice);
}

/** The call's candidate providers, in order (see the module comment). */
export async function candidateProviders(
  choice: ProviderChoice | undefined,
  call: { model: string | undefined; endpointUrl: string | undefined; accessToken: string | undefined },
  task: HelperTask,
  providers: readonly InferenceProviderModule[] | undefined,
  hubOptions: HubRequestOptions,
): Promise<readonly string[]> {
  if (choice !== undefined && isProviderList(choice)) {
    if (choice.length === 0 || !choice.every((name) => typeof name === "string")) {
      throw new InferenceInputError(
        `Invalid provider list ${JSON.stringify(choice)}: expected provider names, e.g. ["together", "fireworks-ai"].`,
      );
    }
    return choice;
  }
  if (choice !== undefined && choice !== "auto") return [choice];
  // A dedicated endpoint is hf-inference's; it has no mapping to choose from.
  if (call.endpointUrl !== undefined) return [ENDPOINT_PROVIDER];
  if (call.model !== undefined) {
    // 3.8.1's (and 4.x's) words for a URL, before the id check that would refuse it too.
    if (isUrl(call.model))
      throw new InferenceInputError("Model URLs are no longer supported. Use endpointUrl instead.");
    assertModelId(call.model);
  }
  const model = call.model ?? (await getDefaultModel(task, hubOptions));
  const entries = await fetchMappingEntries(model, call.accessToken, hubOptions);
  const picked = pickAutoProvider(entries, task, providers ?? []);
  if (picked === undefined) {
    const listed = entries.map((entry) => `${entry.provider} (${entry.status}, ${entry.task})`).join(", ");
    throw new InferenceInputError(
      `No provider of this call serves model ${model} for task ${task} with provider "auto": ` +
        `the hub lists ${listed === "" ? "no provider" : listed}; the call may use ${
          (providers ?? []).map((module) => module.provider).join(", ") || "no provider"
        }.`,
    );
  }
  return [picked];
}

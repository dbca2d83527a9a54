/**
 * Which providers a call tries, in order, from its `provider` argument (a ProviderChoice):
 * - a name: that provider;
 * - a list: those providers, in order (request.ts falls back along it): `listedProviders`;
 * - "auto", or absent (as in 4.x; 3.8.1 meant hf-inference): with `endpointUrl`, hf-inference; for a task with
 *   a route of the router's own (chat), that route; else the first live provider of the model's hub mapping, in
 *   the hub's order, among the call's providers that serve the task and are not retired: `pickFromMapping`
 *   (lib/request.ts decides which; pickAutoProvider is its pure half, also used by the snippets).
 * A task hands its meaning of "auto" to the request (tasks/define.ts), so a task with a route of its own
 * (chat) does not bundle the mapping's pick. A new policy is a function here, handed in the same way.
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

/** The providers a named choice means (one name, or a list checked to hold names), in the order to try them. */
export function listedProviders(choice: Exclude<ProviderChoice, "auto">): readonly string[] {
  if (!isProviderList(choice)) return [choice];
  if (choice.length === 0 || !choice.every((name) => typeof name === "string")) {
    throw new InferenceInputError(
      `Invalid provider list ${JSON.stringify(choice)}: expected provider names, e.g. ["together", "fireworks-ai"].`,
    );
  }
  return choice;
}

/** What a call tells "auto" about itself (a dedicated endpoint never gets here: it is hf-inference's). */
export interface AutoCall {
  model: string | undefined;
  accessToken: string | undefined;
}

/** How a task resolves "auto" to one provider when it has no route of the router's own. */
export type PickAuto = (
  call: AutoCall,
  task: HelperTask,
  providers: readonly InferenceProviderModule[] | undefined,
  hubOptions: HubRequestOptions,
) => Promise<string>;

/** "auto" for a task without a route of the router's own: the model's (or the task's default model's) mapping. */
export const pickFromMapping: PickAuto = async (call, task, providers, hubOptions) => {
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
  return picked;
};

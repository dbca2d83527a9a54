/**
 * Every provider: the registry. A provider is one module in src/providers/ (which is also its
 * `@hubkit/inference/providers/<name>` entry) exporting an `InferenceProviderModule<"<name>">`; the list of
 * them (allProviders.ts) and their names (providerNames.ts) are generated from that folder by
 * test/generated.test.ts. The InferenceProvider type is read from the list, and so is the type of
 * INFERENCE_PROVIDERS. The core entry imports this file for types only; calls there use the providers they
 * are given.
 */
import { findProviderHelper } from "../lib/findProviderHelper.js";
import { ALL_PROVIDERS } from "./allProviders.js";
import type { HelperTask } from "../tasks/table.js";
import type { InferenceProvider, InferenceProviderModule, InferenceTask } from "../types.js";
import type { RequestHelper, TaskProviderHelper } from "./providerHelper.js";

export { ALL_PROVIDERS };

/** The `provider` of each module of a list, in its order (a tuple type for a tuple of modules). */
type NamesOf<Modules extends readonly InferenceProviderModule<string>[]> = {
  readonly [K in keyof Modules]: Modules[K] extends InferenceProviderModule<infer Name> ? Name : never;
};

/** The registry's provider names in its order: the type of INFERENCE_PROVIDERS (providerNames.ts). */
export type ProviderNames = NamesOf<typeof ALL_PROVIDERS>;

/** A provider's task table, looked up by any task name (a task it does not serve is absent). */
export type TaskTable = Readonly<Partial<Record<InferenceTask, TaskProviderHelper>>>;

/** Provider name -> the helper of every task it serves. */
export const PROVIDERS = /* @__PURE__ */ Object.fromEntries(
  ALL_PROVIDERS.map((module): [string, TaskTable] => [module.provider, module.tasks]),
) as Record<InferenceProvider, TaskTable>;

/**
 * The helper that serves `task` on `provider`, among all providers (see findProviderHelper). The snippet
 * generator builds its requests with it: for a task a helper serves, the result is a TaskProviderHelper
 * (typed by the task when the task is a literal); otherwise the call throws InferenceInputError.
 */
export function getProviderHelper<N extends HelperTask>(provider: InferenceProvider, task: N): TaskProviderHelper<N>;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask): TaskProviderHelper;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): RequestHelper;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): RequestHelper {
  return findProviderHelper(ALL_PROVIDERS, provider, task);
}

/**
 * When the router stopped serving `provider` ("2026-06-29"), or undefined for a provider it serves and for
 * unknown names. Pages use it to leave retired providers out and say why.
 */
export function retiredProviderSince(provider: string): string | undefined {
  const module: InferenceProviderModule<string> | undefined = ALL_PROVIDERS.find(
    (candidate) => candidate.provider === provider,
  );
  return module?.retired?.since;
}

/** Whether the router no longer serves `provider`; unknown names are not retired. */
export function isRetiredProvider(provider: string): boolean {
  return retiredProviderSince(provider) !== undefined;
}

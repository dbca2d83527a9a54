/**
 * Every provider: the registry. A provider is one module in src/providers/ (which is also its
 * `@hubkit/inference/providers/<name>` entry) exporting an `InferenceProviderModule<"<name>">`; the list of
 * them (allProviders.ts) is generated from that folder by `npm run generate`. The names are the vocabulary's
 * (spec/providers.ts): the list must name exactly those, in that order, or this file does not compile.
 * Only the main entry and the snippet generator import it; calls of the core entry use the providers they
 * are given.
 */
import { InferenceInputError } from "../errors.js";
import { findProviderHelper } from "../lib/findProviderHelper.js";
import { routerChat } from "../provider-kit/routerChat.js";
import { ALL_PROVIDERS } from "./allProviders.js";
import type { HelperTask } from "../spec/tasks.js";
import type {
  INFERENCE_PROVIDERS,
  InferenceProvider,
  InferenceProviderModule,
  InferenceProviderOrPolicy,
  InferenceTask,
  RequestHelper,
  TaskProviderHelper,
} from "../spec/index.js";

export { ALL_PROVIDERS };

/** The `provider` of each module of a list, in its order (a tuple type for a tuple of modules). */
type NamesOf<Modules extends readonly InferenceProviderModule<string>[]> = {
  readonly [K in keyof Modules]: Modules[K] extends InferenceProviderModule<infer Name> ? Name : never;
};

/** The registry's provider names in its order. */
export type ProviderNames = NamesOf<typeof ALL_PROVIDERS>;

/** Whether A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only for `true`. */
type Holds<T extends true> = T;

/**
 * The registry names exactly the vocabulary's providers, in its order: a module added to src/providers/
 * without its name in spec/providers.ts (or the reverse) fails the typecheck here.
 */
export type RegistryMatchesNames = Holds<Same<ProviderNames, typeof INFERENCE_PROVIDERS>>;

/** A provider's task table, looked up by any task name (a task it does not serve is absent). */
export type TaskTable = Readonly<Partial<Record<InferenceTask, TaskProviderHelper>>>;

/** Provider name -> the helper of every task it serves. */
export const PROVIDERS = /* @__PURE__ */ Object.fromEntries(
  ALL_PROVIDERS.map((module): [string, TaskTable] => [module.provider, module.tasks]),
) as Record<InferenceProvider, TaskTable>;

/**
 * The helper that serves `task` on `provider`, among all providers (see findProviderHelper). The snippet
 * generator builds its requests with it, and the main entry exports it (4.x's name and arguments): for a task
 * a helper serves, the result is a TaskProviderHelper (typed by the task when the task is a literal);
 * otherwise the call throws InferenceInputError. "auto" with chat is the router's own chat route, as
 * chatCompletion sends it; "auto" with another task needs the model's mapping, so only a task function can
 * resolve it (4.x answers hf-inference's helper there, which would send the call to the wrong provider).
 */
export function getProviderHelper<N extends HelperTask>(
  provider: InferenceProviderOrPolicy,
  task: N,
): TaskProviderHelper<N>;
export function getProviderHelper(provider: InferenceProviderOrPolicy, task: InferenceTask): TaskProviderHelper;
export function getProviderHelper(provider: InferenceProviderOrPolicy, task: InferenceTask | undefined): RequestHelper;
export function getProviderHelper(provider: InferenceProviderOrPolicy, task: InferenceTask | undefined): RequestHelper {
  if (provider !== "auto") return findProviderHelper(ALL_PROVIDERS, provider, task);
  if (task === "conversational") return routerChat;
  throw new InferenceInputError(
    `Provider "auto" picks a provider from the model's mapping for task ${String(task)}: call the task function, or name a provider.`,
  );
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

/**
 * Choosing a call's provider helper among the providers it may use (the `providers` option). Nothing
 * here imports a provider: the main entry passes all of them (provider-kit/registry.ts), the core entry
 * only those the caller names, so a bundle carries only those.
 */
import type { HelperTask } from "../spec/tasks.js";
import type { InferenceProviderModule, InferenceTask, RequestHelper, TaskProviderHelper } from "../spec/index.js";
import { InferenceInputError } from "../errors.js";

const NO_PROVIDERS =
  "No inference provider is registered: pass them in the `providers` option, e.g. " +
  '`{ providers: [together] }` with `import { together } from "@hubkit/inference/providers/together"`.';

/** The module of `provider` among the call's `providers`. */
export function findProviderModule(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: string,
): InferenceProviderModule {
  if (providers !== undefined && !Array.isArray(providers)) {
    throw new InferenceInputError(
      "The `providers` option must be an array of providers from @hubkit/inference/providers/<name>.",
    );
  }
  if (providers === undefined || providers.length === 0) throw new InferenceInputError(NO_PROVIDERS);
  const module = providers.find((candidate) => candidate.provider === provider);
  if (module === undefined) {
    const available = providers.map((candidate) => candidate.provider).join(", ");
    throw new InferenceInputError(`Provider '${String(provider)}' not supported. Available providers: ${available}`);
  }
  return module;
}

function hasTask(tasks: InferenceProviderModule["tasks"], task: string): task is HelperTask {
  return Object.hasOwn(tasks, task);
}

/** The module's helper for `task`, or the InferenceInputError that says which tasks it serves. */
export function helperOf<N extends HelperTask>(module: InferenceProviderModule, task: N): TaskProviderHelper<N>;
export function helperOf(module: InferenceProviderModule, task: InferenceTask): RequestHelper;
export function helperOf(module: InferenceProviderModule, task: InferenceTask): RequestHelper {
  const helper = hasTask(module.tasks, task) ? module.tasks[task] : undefined;
  if (!helper) {
    throw new InferenceInputError(
      `Task '${task}' not supported for provider '${module.provider}'. Available tasks: ${(module.servedTasks ?? Object.keys(module.tasks)).join(", ")}`,
    );
  }
  return helper;
}

/**
 * The helper of a call that may name no task (`request()`, `streamingRequest()`): its task's, or without one
 * the module's task-less helper (hf-inference). Apart from helperOf, so a task function's bundle leaves it out.
 */
export function requestHelperOf(module: InferenceProviderModule, task: InferenceTask | undefined): RequestHelper {
  if (task !== undefined) return helperOf(module, task);
  if (module.withoutTask) return module.withoutTask;
  throw new InferenceInputError(
    "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
  );
}

/**
 * The helper that serves `task` on `provider`, among `providers`. Without a task only a provider with a
 * task-less helper (hf-inference, for `request()`) has an answer; every other provider needs to know the
 * task to build its request.
 */
export function findProviderHelper<N extends HelperTask>(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: string,
  task: N,
): TaskProviderHelper<N>;
export function findProviderHelper(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: string,
  task: InferenceTask | undefined,
): RequestHelper;
export function findProviderHelper(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: string,
  task: InferenceTask | undefined,
): RequestHelper {
  return requestHelperOf(findProviderModule(providers, provider), task);
}

/**
 * Choosing a call's provider helper among the providers it may use (the `providers` option). Nothing
 * here imports a provider: the main entry passes all of them (provider-kit/registry.ts), the core entry
 * only those the caller names, so a bundle carries only those.
 */
import type { TaskProviderHelper } from "../provider-kit/providerHelper.js";
import type { TaskOutputs } from "../provider-kit/taskOutputs.js";
import type { InferenceProvider, InferenceProviderModule, InferenceTask } from "../types.js";
import { InferenceInputError } from "./errors.js";

const NO_PROVIDERS =
  "No inference provider is registered: pass them in the `providers` option, e.g. " +
  '`{ providers: [together] }` with `import { together } from "@hubkit/inference/providers/together"`.';

/**
 * The helper that serves `task` on `provider`, among `providers`. Without a task only a provider with a
 * task-less helper (hf-inference, for `request()`) has an answer; every other provider needs to know the
 * task to build its request.
 */
export function findProviderHelper<T extends keyof TaskOutputs>(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: InferenceProvider,
  task: T,
): TaskProviderHelper<TaskOutputs[T]>;
export function findProviderHelper(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: InferenceProvider,
  task: InferenceTask | undefined,
): TaskProviderHelper;
export function findProviderHelper(
  providers: readonly InferenceProviderModule[] | undefined,
  provider: InferenceProvider,
  task: InferenceTask | undefined,
): TaskProviderHelper {
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
  if (task === undefined) {
    if (module.withoutTask) return module.withoutTask;
    throw new InferenceInputError(
      "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
    );
  }
  const helper = Object.hasOwn(module.tasks, task) ? module.tasks[task] : undefined;
  if (!helper) {
    throw new InferenceInputError(
      `Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(module.tasks).join(", ")}`,
    );
  }
  return helper;
}

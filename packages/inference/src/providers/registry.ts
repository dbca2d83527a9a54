/**
 * The provider registry: provider -> task -> helper. Adding a provider is one module in this folder and
 * one line here.
 */
import { InferenceInputError } from "../lib/errors.js";
import type { InferenceProvider, InferenceTask } from "../types.js";
import { blackForestLabsTasks } from "./black-forest-labs.js";
import { cerebrasTasks } from "./cerebras.js";
import { cohereTasks } from "./cohere.js";
import { falAiTasks } from "./fal-ai.js";
import { fireworksAiTasks } from "./fireworks-ai.js";
import { hfInferenceGenericHelper, hfInferenceTasks } from "./hf-inference.js";
import { hyperbolicTasks } from "./hyperbolic.js";
import { nebiusTasks } from "./nebius.js";
import { novitaTasks } from "./novita.js";
import { openaiTasks } from "./openai.js";
import type { TaskProviderHelper } from "./providerHelper.js";
import type { ProviderTasks } from "./registryTypes.js";
import { replicateTasks } from "./replicate.js";
import { sambanovaTasks } from "./sambanova.js";
import { togetherTasks } from "./together.js";
import type { TaskOutputs } from "./taskOutputs.js";

export const PROVIDERS: Record<InferenceProvider, ProviderTasks> = {
  "black-forest-labs": blackForestLabsTasks,
  cerebras: cerebrasTasks,
  cohere: cohereTasks,
  "fal-ai": falAiTasks,
  "fireworks-ai": fireworksAiTasks,
  "hf-inference": hfInferenceTasks,
  hyperbolic: hyperbolicTasks,
  nebius: nebiusTasks,
  novita: novitaTasks,
  openai: openaiTasks,
  replicate: replicateTasks,
  sambanova: sambanovaTasks,
  together: togetherTasks,
};

/**
 * The helper that serves `task` on `provider`. Without a task only hf-inference has an answer (a generic
 * helper for `request()`); every other provider needs to know the task to build its request.
 */
export function getProviderHelper<T extends keyof TaskOutputs>(
  provider: InferenceProvider,
  task: T,
): TaskProviderHelper<TaskOutputs[T]>;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): TaskProviderHelper;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): TaskProviderHelper {
  if (!Object.hasOwn(PROVIDERS, provider)) {
    throw new InferenceInputError(
      `Provider '${String(provider)}' not supported. Available providers: ${Object.keys(PROVIDERS).join(", ")}`,
    );
  }
  if (task === undefined) {
    if (provider === "hf-inference") return hfInferenceGenericHelper;
    throw new InferenceInputError(
      "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
    );
  }
  const tasks = PROVIDERS[provider];
  const helper = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
  if (!helper) {
    throw new InferenceInputError(
      `Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(tasks).join(", ")}`,
    );
  }
  return helper;
}

/**
 * Every provider: the registry of the main entry. Adding a provider is one module in src/providers/ (which is
 * also its `@hubkit/inference/providers/<name>` entry), one line here and its name in INFERENCE_PROVIDERS
 * (types.ts: the public list and the InferenceProvider type).
 * The core entry never imports this file; calls there use the providers they are given.
 */
import { findProviderHelper } from "../lib/findProviderHelper.js";
import { blackForestLabs } from "../providers/black-forest-labs.js";
import { cerebras } from "../providers/cerebras.js";
import { cohere } from "../providers/cohere.js";
import { falAi } from "../providers/fal-ai.js";
import { fireworksAi } from "../providers/fireworks-ai.js";
import { hfInference } from "../providers/hf-inference.js";
import { hyperbolic } from "../providers/hyperbolic.js";
import { nebius } from "../providers/nebius.js";
import { novita } from "../providers/novita.js";
import { openai } from "../providers/openai.js";
import { replicate } from "../providers/replicate.js";
import { sambanova } from "../providers/sambanova.js";
import { together } from "../providers/together.js";
import type { InferenceProvider, InferenceProviderModule, InferenceTask } from "../types.js";
import type { TaskProviderHelper } from "./providerHelper.js";
import type { ProviderTasks } from "./registryTypes.js";
import type { TaskOutputs } from "./taskOutputs.js";

/** All providers, in the order the unknown-provider error lists them. */
export const ALL_PROVIDERS: readonly InferenceProviderModule[] = [
  blackForestLabs,
  cerebras,
  cohere,
  falAi,
  fireworksAi,
  hfInference,
  hyperbolic,
  nebius,
  novita,
  openai,
  replicate,
  sambanova,
  together,
];

/** Provider name -> the helper of every task it serves. */
export const PROVIDERS = /* @__PURE__ */ Object.fromEntries(
  ALL_PROVIDERS.map((module) => [module.provider, module.tasks]),
) as Record<InferenceProvider, ProviderTasks>;

/** The helper that serves `task` on `provider`, among all providers (see findProviderHelper). */
export function getProviderHelper<T extends keyof TaskOutputs>(
  provider: InferenceProvider,
  task: T,
): TaskProviderHelper<TaskOutputs[T]>;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): TaskProviderHelper;
export function getProviderHelper(provider: InferenceProvider, task: InferenceTask | undefined): TaskProviderHelper {
  return findProviderHelper(ALL_PROVIDERS, provider, task);
}

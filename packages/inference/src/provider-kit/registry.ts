/**
 * Every provider: the registry. Adding a provider is one module in src/providers/ (which is also its
 * `@hubkit/inference/providers/<name>` entry) exporting an `InferenceProviderModule<"<name>">`, and one line
 * in ALL_PROVIDERS below (with its import). The InferenceProvider type is read from this list, and so is the
 * type of INFERENCE_PROVIDERS (providerNames.ts): the compiler then asks for the new name there.
 * The core entry imports this file for types only; calls there use the providers they are given.
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

/** All providers, in alphabetical order: the order of INFERENCE_PROVIDERS and of the unknown-provider error. */
export const ALL_PROVIDERS = [
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
] as const;

/** The `provider` of each module of a list, in its order (a tuple type for a tuple of modules). */
type NamesOf<Modules extends readonly InferenceProviderModule<string>[]> = {
  readonly [K in keyof Modules]: Modules[K] extends InferenceProviderModule<infer Name> ? Name : never;
};

/** The registry's provider names in its order: the type of INFERENCE_PROVIDERS (providerNames.ts). */
export type ProviderNames = NamesOf<typeof ALL_PROVIDERS>;

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

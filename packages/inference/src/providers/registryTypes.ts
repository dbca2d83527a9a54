import type { InferenceTask } from "../types.js";
import type { TaskProviderHelper } from "./providerHelper.js";

/** What one provider module exports: the helper of every task it supports. */
export type ProviderTasks = Partial<Record<InferenceTask, TaskProviderHelper>>;

import type { InferenceProviderModule } from "../types.js";

/** What one provider module exports: the helper of every task it supports. */
export type ProviderTasks = InferenceProviderModule["tasks"];

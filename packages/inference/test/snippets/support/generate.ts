/** Runs the generator over many inputs and groups the snippets by language, with a label for each. */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { readFixtureJson } from "../../../../../test-support/fixtures.js";
import { snippets, type InferenceProvider, type InferenceProviderModelMapping } from "../../../src/index.js";

export interface PublicModel extends ModelDataMinimal {
  inferenceProviderMapping?: Record<string, Omit<InferenceProviderModelMapping, "hfModelId">>;
}

export function publicModels(): PublicModel[] {
  return readFixtureJson<{ models: PublicModel[] }>("models-public.json").models;
}

export interface Call {
  label: string;
  model: ModelDataMinimal;
  token: string;
  provider: InferenceProvider;
  mapping: InferenceProviderModelMapping | undefined;
  opts: Record<string, unknown>;
}

export interface LabelledSnippet {
  label: string;
  language: string;
  client: string;
  content: string;
}

export function generate(call: Call): LabelledSnippet[] {
  return snippets
    .getInferenceSnippets(call.model, call.token, call.provider, call.mapping, call.opts)
    .map((s) => ({ ...s, label: `${call.label} ${s.language}/${s.client}` }));
}

/** Snippets of one language with identical contents kept once (with the first label). */
export function uniqueByContent(list: readonly LabelledSnippet[], language: string): LabelledSnippet[] {
  const seen = new Map<string, LabelledSnippet>();
  for (const s of list) if (s.language === language && !seen.has(s.content)) seen.set(s.content, s);
  return [...seen.values()];
}

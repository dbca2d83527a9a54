/**
 * The code for the page's one request (request-choice.ts), written by the inference client's snippet generator:
 * what the "Inference Providers" panel shows and what the widget's request preview copies. The generator arrives
 * with the client (`import("@hubkit/inference")`); this module only imports its types.
 */
import type { snippets } from "@hubkit/inference";
import type { InferenceSnippet } from "@hubkit/tasks";
import type { HubModel, ProviderMapping } from "./hub-types.js";
import type { WidgetRequest } from "./request-choice.js";

/** The token the offline widget's client sends (the page's own token never reaches copyable code). */
export const TOKEN_PLACEHOLDER = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

/** The snippet languages as the tabs name them. */
export const LANGUAGE_LABELS: Readonly<Record<string, string>> = { python: "Python", js: "JavaScript", sh: "cURL" };

export type SnippetGenerator = typeof snippets.getInferenceSnippets;
type ProviderName = Parameters<SnippetGenerator>[2];
type MappingEntry = NonNullable<Parameters<SnippetGenerator>[3]>;

export interface SnippetTools {
  generate: SnippetGenerator;
  /** The provider names the client knows. */
  providers: readonly string[];
}

/** The snippet generator and the providers it knows; loaded with the client, after the page. */
export async function loadSnippetTools(): Promise<SnippetTools> {
  const module = await import("@hubkit/inference");
  return { generate: module.snippets.getInferenceSnippets, providers: module.INFERENCE_PROVIDERS };
}

export interface RequestCode {
  model: HubModel;
  mapping: ProviderMapping;
  provider: string;
  streaming: boolean;
  billTo?: string;
  /** The widget's input; while it is waiting or there is none, the task's sample. */
  request: WidgetRequest;
}

function isProvider(name: string, known: readonly string[]): name is ProviderName {
  return known.includes(name);
}

/** Every snippet of the request, or why there is none (a reason in words). */
export function requestSnippets(
  tools: SnippetTools,
  code: RequestCode,
): { snippets: InferenceSnippet[] } | { failure: string } {
  const entry = code.mapping[code.provider];
  if (entry === undefined) return { failure: `${code.provider} does not serve this model.` };
  if (!isProvider(code.provider, tools.providers)) {
    return { failure: `The inference client does not know the provider "${code.provider}".` };
  }
  if (code.request.status === "invalid") {
    return { failure: `The widget's input cannot be sent as it is: ${code.request.message}` };
  }
  const billTo = code.billTo?.trim() ?? "";
  const options = {
    streaming: code.streaming,
    ...(billTo !== "" && { billTo }),
    ...(code.request.status === "ready" && code.request.input),
  };
  // The hub's entry names its task as a string; the generator checks it against the tasks it knows.
  const mapping = { hfModelId: code.model.id, ...entry } as MappingEntry;
  // No token: the code reads HF_TOKEN from the environment and runs as copied (the person's token never appears).
  try {
    return { snippets: tools.generate(code.model, "", code.provider, mapping, options) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The first "Inference Providers" snippets of a model page, made on the server (server/first-snippets.ts) for the
 * request the page starts with, carried in the page data: the request they were made for, and the snippets (or
 * why there are none).
 */
export interface FirstSnippets {
  provider: string;
  streaming: boolean;
  /** The widget's first input as the snippets take it ("none": the page has no widget to try, the task's sample). */
  request: WidgetRequest;
  built: ReturnType<typeof requestSnippets>;
}

/** The snippet of a language and client, else that language's first client. */
export function pickSnippet(
  list: readonly InferenceSnippet[],
  language: string,
  client: string,
): InferenceSnippet | undefined {
  const ofLanguage = list.filter((snippet) => snippet.language === language);
  return ofLanguage.find((snippet) => snippet.client === client) ?? ofLanguage[0];
}

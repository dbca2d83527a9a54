/**
 * The code for the page's one request (request-choice.ts), written by the inference client's snippet generator:
 * what the "Inference Providers" panel shows and what the widget's request preview copies. The generator arrives
 * with the client (`import("@hubkit/inference")`); this module only imports its types.
 */
import type { snippets } from "@hubkit/inference";
import type { InferenceSnippet } from "@hubkit/tasks";
import type { HubModel, ProviderMapping } from "./hub-types.js";
import type { CapabilityAnswer, featureCode } from "./provider-capabilities.js";
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
  /** Whether the code may show tools and a response schema (provider-capabilities.ts), loaded with the generator. */
  featureCode: typeof featureCode;
}

/** The snippet generator and the providers it knows; loaded with the client, after the page. */
export async function loadSnippetTools(): Promise<SnippetTools> {
  const [module, capabilities] = await Promise.all([import("@hubkit/inference"), import("./provider-capabilities.js")]);
  return {
    generate: module.snippets.getInferenceSnippets,
    providers: module.INFERENCE_PROVIDERS,
    featureCode: capabilities.featureCode,
  };
}

export interface RequestCode {
  model: HubModel;
  mapping: ProviderMapping;
  provider: string;
  streaming: boolean;
  billTo?: string;
  /** The widget's input; while it is waiting or there is none, the task's sample. */
  request: WidgetRequest;
  /**
   * What the router says the model's providers support, for a request with tools or a response schema (undefined:
   * not asked yet, or not needed).
   */
  capabilities?: CapabilityAnswer | { error: string } | undefined;
}

/** The request asks for tool calling or structured output, which the code shows only where the router allows. */
export function asksForChatFeatures(request: WidgetRequest): request is Extract<WidgetRequest, { status: "ready" }> {
  return (
    request.status === "ready" && (request.input.tools !== undefined || request.input.response_format !== undefined)
  );
}

function isProvider(name: string, known: readonly string[]): name is ProviderName {
  return known.includes(name);
}

/** Every snippet of the request, or why there is none (a reason in words). */
export function requestSnippets(
  tools: SnippetTools,
  code: RequestCode,
): { snippets: InferenceSnippet[] } | { failure: string } | { note: string } {
  const entry = code.mapping[code.provider];
  if (entry === undefined) return { failure: `${code.provider} does not serve this model.` };
  if (!isProvider(code.provider, tools.providers)) {
    return { failure: `The inference client does not know the provider "${code.provider}".` };
  }
  if (code.request.status === "invalid") {
    return { failure: `The widget's input cannot be sent as it is: ${code.request.message}` };
  }
  const features = asksForChatFeatures(code.request)
    ? tools.featureCode(code.capabilities, code.provider, code.request.input)
    : { flags: undefined };
  if (!("flags" in features)) return features;
  const billTo = code.billTo?.trim() ?? "";
  const options = {
    streaming: code.streaming,
    ...(features.flags !== undefined && { providerCapabilities: features.flags }),
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

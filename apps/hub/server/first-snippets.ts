/**
 * The first "Inference Providers" snippets of a model page, made on the server: the code for the request the page
 * starts with (the provider and streaming mode the page's request choice starts with, the widget's first input, no
 * bill-to), in every language and client. They travel in the page data, so the page shows them without loading the
 * inference client's snippet generator; it loads the generator only when the request changes.
 */
import { INFERENCE_PROVIDERS, snippets } from "@hubkit/inference";
import { featureCode } from "../shared/provider-capabilities.js";
import type { HubModel, ProviderMapping } from "../shared/hub-types.js";
import { createRequestChoice } from "../shared/request-choice.js";
import { requestSnippets, type FirstSnippets, type SnippetTools } from "../shared/request-snippets.js";
import { firstWidgetRequest } from "../shared/widget/first-request.js";

const TOOLS: SnippetTools = { generate: snippets.getInferenceSnippets, providers: INFERENCE_PROVIDERS, featureCode };

/** The first snippets of model `model`'s page, or undefined when no provider serves it (the page shows none). */
export function firstSnippets(model: HubModel, mapping: ProviderMapping): FirstSnippets | undefined {
  const choice = createRequestChoice(model, mapping);
  if (choice.providers.length === 0) return undefined;
  const { provider, streaming } = choice.get();
  const request = firstWidgetRequest(model, choice.providers, streaming);
  return {
    provider,
    streaming,
    request,
    built: requestSnippets(TOOLS, { model, mapping, provider, streaming, request }),
  };
}

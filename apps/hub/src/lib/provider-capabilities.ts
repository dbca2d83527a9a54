import type { CapabilityAnswer } from "../../shared/provider-capabilities.js";
import { asksForChatFeatures } from "../../shared/request-snippets.js";
import type { WidgetRequest } from "../../shared/request-choice.js";
import { useAsync } from "./use-async.js";

/**
 * What the router says the model's providers support (the server's `/_hubkit/provider-capabilities`), asked only
 * for a request with tools or a response schema (the question and its check load then); undefined while asking or
 * when not needed.
 */
export function useProviderCapabilities(
  modelId: string,
  request: WidgetRequest,
): CapabilityAnswer | { error: string } | undefined {
  const wanted = asksForChatFeatures(request);
  const state = useAsync(
    async () => (wanted ? (await import("./capability-question.js")).providerCapabilities(modelId) : undefined),
    wanted ? modelId : "",
  );
  if (state.status === "error") return { error: state.error.message };
  return state.status === "done" ? state.value : undefined;
}

import type { CapabilityAnswer } from "../../shared/provider-capabilities.js";
import { asksForChatFeatures } from "../../shared/request-snippets.js";
import type { WidgetRequest } from "../../shared/request-choice.js";
import { getProviderCapabilities } from "../api.js";
import { useAsync } from "./use-async.js";

/** One question per model and page view: the snippets and the widget's preview share it. */
const asked = new Map<string, Promise<CapabilityAnswer>>();

function providerCapabilities(modelId: string): Promise<CapabilityAnswer> {
  let answer = asked.get(modelId);
  if (answer === undefined) {
    // The answer's check loads with the question (only a request with tools or a schema asks).
    answer = Promise.all([getProviderCapabilities(modelId), import("../../shared/provider-capabilities.js")]).then(
      ([body, { asCapabilityAnswer }]) => asCapabilityAnswer(body),
    );
    // A failure is not kept: the next request asks again.
    answer.catch(() => asked.delete(modelId));
    asked.set(modelId, answer);
  }
  return answer;
}

/**
 * What the router says the model's providers support (the server's `/_hubkit/provider-capabilities`), asked only
 * for a request with tools or a response schema; undefined while asking or when not needed.
 */
export function useProviderCapabilities(
  modelId: string,
  request: WidgetRequest,
): CapabilityAnswer | { error: string } | undefined {
  const wanted = asksForChatFeatures(request);
  const state = useAsync(async () => (wanted ? providerCapabilities(modelId) : undefined), wanted ? modelId : "");
  if (state.status === "error") return { error: state.error.message };
  return state.status === "done" ? state.value : undefined;
}

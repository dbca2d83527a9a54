import { asCapabilityAnswer, type CapabilityAnswer } from "../../shared/provider-capabilities.js";
import { getProviderCapabilities } from "../api.js";

/** One question per model and page view: the snippets and the widget's preview share it. */
const asked = new Map<string, Promise<CapabilityAnswer>>();

/** What the router says the model's providers support, as the server relays it, checked. */
export function providerCapabilities(modelId: string): Promise<CapabilityAnswer> {
  let answer = asked.get(modelId);
  if (answer === undefined) {
    answer = getProviderCapabilities(modelId).then(asCapabilityAnswer);
    // A failure is not kept: the next request asks again.
    answer.catch(() => asked.delete(modelId));
    asked.set(modelId, answer);
  }
  return answer;
}

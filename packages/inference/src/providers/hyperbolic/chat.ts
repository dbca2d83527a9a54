/**
 * hyperbolic's chat alone (`@hubkit/inference/providers/hyperbolic/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const HYPERBOLIC_BASE_URL = "https://api.hyperbolic.xyz";

export const hyperbolicChat = openAiChatHelper("hyperbolic", HYPERBOLIC_BASE_URL);

export const hyperbolic: InferenceProviderModule<"hyperbolic"> = {
  provider: "hyperbolic",
  tasks: { conversational: hyperbolicChat },
  // Dropped from the hub's router (huggingface_hub #4447 and huggingface.js #2258, merged 2026-07-01,
  // describe it as already gone on 2026-06-29); its own API still answers a provider key.
  retired: { since: "2026-06-29" },
};

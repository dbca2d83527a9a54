/**
 * zai-org's chat alone (`@hubkit/inference/providers/zai-org/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const ZAI_BASE_URL = "https://api.z.ai";
export const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" } as const;

export const zaiOrgChat = openAiChatHelper("zai-org", ZAI_BASE_URL, "api/paas/v4/chat/completions", {
  extraHeaders: ZAI_HEADERS,
  errors: openAiErrors,
});

export const zaiOrg: InferenceProviderModule<"zai-org"> = {
  provider: "zai-org",
  tasks: { conversational: zaiOrgChat },
};

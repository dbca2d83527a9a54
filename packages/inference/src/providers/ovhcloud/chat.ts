/**
 * ovhcloud's chat alone (`@hubkit/inference/providers/ovhcloud/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const OVHCLOUD_BASE_URL = "https://oai.endpoints.kepler.ai.cloud.ovh.net";

export const ovhcloudChat = openAiChatHelper("ovhcloud", OVHCLOUD_BASE_URL, "v1/chat/completions", {
  errors: openAiErrors,
});

export const ovhcloud: InferenceProviderModule<"ovhcloud"> = {
  provider: "ovhcloud",
  tasks: { conversational: ovhcloudChat },
};

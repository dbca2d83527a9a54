/**
 * OpenAI: closed source, so requests always go straight to api.openai.com with the caller's OpenAI key
 * (clientSideRoutingOnly: the auth method is always "provider-key", there is no hub lookup) and model ids
 * carry an "openai/" prefix that the request builder removes.
 */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";

const openaiTasks: ProviderTasks = {
  conversational: openAiChatHelper("openai", "https://api.openai.com", "v1/chat/completions", {
    clientSideRoutingOnly: true,
  }),
};

/** OpenAI for the `providers` option (`@hubkit/inference/providers/openai`). */
export const openai: InferenceProviderModule<"openai"> = { provider: "openai", tasks: openaiTasks };

/**
 * groq's chat alone (`@hubkit/inference/providers/groq/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const GROQ_BASE_URL = "https://api.groq.com";
export const GROQ_CHAT_ROUTE = "openai/v1/chat/completions";

export const groqChat = openAiChatHelper("groq", GROQ_BASE_URL, GROQ_CHAT_ROUTE, { errors: openAiErrors });

export const groq: InferenceProviderModule<"groq"> = { provider: "groq", tasks: { conversational: groqChat } };

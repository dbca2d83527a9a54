/**
 * novita's chat alone (`@hubkit/inference/providers/novita/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const NOVITA_BASE_URL = "https://api.novita.ai";
export const NOVITA_CHAT_ROUTE = "v3/openai/chat/completions";

export const novitaChat = openAiChatHelper("novita", NOVITA_BASE_URL, NOVITA_CHAT_ROUTE);

export const novita: InferenceProviderModule<"novita"> = { provider: "novita", tasks: { conversational: novitaChat } };

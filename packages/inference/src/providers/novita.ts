/**
 * Novita: chat completions on its OpenAI route. Text generation posts the plain { inputs, parameters }
 * body to that same route and reads { generated_text } back, as 3.8.1 does.
 */
import type { ProviderTasks } from "../provider-kit/providerHelper.js";
import { plainTextGenerationHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { NOVITA_BASE_URL, NOVITA_CHAT_ROUTE, novitaChat } from "./novita/chat.js";

const novitaTasks: ProviderTasks = {
  conversational: novitaChat,
  "text-generation": plainTextGenerationHelper("novita", NOVITA_BASE_URL, NOVITA_CHAT_ROUTE),
};

/** Novita for the `providers` option (`@hubkit/inference/providers/novita`). */
export const novita: InferenceProviderModule<"novita"> = { provider: "novita", tasks: novitaTasks };

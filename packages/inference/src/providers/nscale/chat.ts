/**
 * nscale's chat alone (`@hubkit/inference/providers/nscale/chat`): the whole module's chat, for an app that
 * only chats and should not carry the provider's other tasks.
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiChatHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule } from "../../spec/index.js";

export const NSCALE_BASE_URL = "https://inference.api.nscale.com";

export const nscaleChat = openAiChatHelper("nscale", NSCALE_BASE_URL, "v1/chat/completions", { errors: openAiErrors });

export const nscale: InferenceProviderModule<"nscale"> = { provider: "nscale", tasks: { conversational: nscaleChat } };

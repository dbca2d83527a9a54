/**
 * OVHcloud AI Endpoints: the "unified endpoint" speaks the OpenAI API, chat completions and text
 * completions (OVHcloud AI Endpoints catalogue pages, https://oai.endpoints.kepler.ai.cloud.ovh.net/v1,
 * Bearer access token; checked 2026-11-25).
 */
import { openAiErrors } from "../provider-kit/errors.js";
import type { ProviderTasks } from "../provider-kit/providerHelper.js";
import { openAiChatHelper, openAiCompletionHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";

const OVHCLOUD_BASE_URL = "https://oai.endpoints.kepler.ai.cloud.ovh.net";

const ovhcloudTasks: ProviderTasks = {
  conversational: openAiChatHelper("ovhcloud", OVHCLOUD_BASE_URL, "v1/chat/completions", { errors: openAiErrors }),
  "text-generation": openAiCompletionHelper("ovhcloud", OVHCLOUD_BASE_URL, "v1/completions", openAiErrors),
};

/** OVHcloud AI Endpoints for the `providers` option (`@hubkit/inference/providers/ovhcloud`). */
export const ovhcloud: InferenceProviderModule<"ovhcloud"> = { provider: "ovhcloud", tasks: ovhcloudTasks };

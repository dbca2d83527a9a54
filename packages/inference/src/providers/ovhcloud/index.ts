/**
 * OVHcloud AI Endpoints: the "unified endpoint" speaks the OpenAI API, chat completions and text
 * completions (OVHcloud AI Endpoints catalogue pages, https://oai.endpoints.kepler.ai.cloud.ovh.net/v1,
 * Bearer access token; checked 2026-11-25).
 */
import { openAiErrors } from "../../provider-kit/errors.js";
import { openAiCompletionHelper } from "../../provider-kit/shared.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { ovhcloudChat, OVHCLOUD_BASE_URL } from "./chat.js";

const ovhcloudTasks: ProviderTasks = {
  conversational: ovhcloudChat,
  "text-generation": openAiCompletionHelper("ovhcloud", OVHCLOUD_BASE_URL, "v1/completions", openAiErrors),
};

/** OVHcloud AI Endpoints for the `providers` option (`@hubkit/inference/providers/ovhcloud`). */
export const ovhcloud: InferenceProviderModule<"ovhcloud"> = { provider: "ovhcloud", tasks: ovhcloudTasks };

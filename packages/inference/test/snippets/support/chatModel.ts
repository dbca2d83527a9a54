/** The chat model and its together mapping that the snippet contract tests write code for. */
import type { ModelDataMinimal } from "@hubkit/tasks";
import type { InferenceProviderModelMapping } from "../../../src/index.js";

export const chatModel: ModelDataMinimal = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  pipeline_tag: "text-generation",
  tags: ["conversational"],
  inference: "",
};

export const together: InferenceProviderModelMapping = {
  hfModelId: chatModel.id,
  providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
  status: "live",
  task: "conversational",
};

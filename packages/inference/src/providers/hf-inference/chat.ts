/**
 * hf-inference's chat alone (`@hubkit/inference/providers/hf-inference/chat`): the whole module's chat, for an
 * app that only chats and should not carry the other pipelines.
 */
import type { ChatCompletionOutput } from "@hubkit/tasks";
import { anyArray, outputOf } from "../../utils/schema.js";
import type { InferenceProviderModule } from "../../spec/index.js";
import { hfHelper } from "./helper.js";

/** TGI's chat route answers the OpenAI shape; it is returned as the server sent it. */
const chatAnswer = outputOf<ChatCompletionOutput>({ choices: anyArray });

export const hfInferenceChat = hfHelper("conversational", {
  answer: chatAnswer,
  expected: "Expected ChatCompletionOutput",
});

export const hfInference: InferenceProviderModule<"hf-inference"> = {
  provider: "hf-inference",
  tasks: { conversational: hfInferenceChat },
};

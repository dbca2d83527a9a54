/**
 * Groq: OpenAI-compatible chat completions on /openai/v1 (console.groq.com/docs, "API Reference" and
 * "Errors": Bearer key, errors `{ error: { message, type, code } }`; checked 2026-11-25).
 *
 * Groq has no text completions route. huggingface.js 4.13.28 sends text generation's `{ inputs,
 * parameters }` to the chat route as is, which Groq refuses (no `messages`); here the prompt becomes one
 * user message, `max_new_tokens` becomes `max_tokens`, and the answer's first message is the generated
 * text (a deliberate difference, see the package README).
 */
import type { TextGenerationOutput } from "@hubkit/tasks";
import { openAiErrors } from "../../provider-kit/errors.js";
import { defineHelper } from "../../provider-kit/providerHelper.js";
import { first, object, string } from "../../utils/schema.js";
import type { InferenceProviderModule, ProviderTasks } from "../../spec/index.js";
import { omit } from "../../utils/omit.js";
import { groqChat, GROQ_BASE_URL, GROQ_CHAT_ROUTE } from "./chat.js";

/** A chat completion's first message text. */
const chatText = object({ choices: first(object({ message: object({ content: string }) })) });

const groqTasks: ProviderTasks = {
  conversational: groqChat,
  "text-generation": defineHelper({
    provider: "groq",
    task: "text-generation",
    baseUrl: GROQ_BASE_URL,
    makeRoute: () => GROQ_CHAT_ROUTE,
    preparePayload: ({ args, model }) => {
      const { max_new_tokens: maxNewTokens, ...parameters }: Record<string, unknown> = { ...args.parameters };
      return {
        model,
        ...omit(args, ["inputs", "parameters"]),
        messages: [{ role: "user", content: args.inputs }],
        ...(maxNewTokens !== undefined && { max_tokens: maxNewTokens }),
        ...parameters,
      };
    },
    answer: chatText,
    expected: "Expected { choices: [{ message: { content: string } }] } from groq",
    getResponse: (answer): TextGenerationOutput => ({ generated_text: answer.choices[0].message.content }),
    errors: openAiErrors,
  }),
};

/** Groq for the `providers` option (`@hubkit/inference/providers/groq`). */
export const groq: InferenceProviderModule<"groq"> = { provider: "groq", tasks: groqTasks };

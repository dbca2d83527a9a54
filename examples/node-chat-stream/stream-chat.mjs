// Stream a chat completion from an inference provider, token by token.
//
//   HF_TOKEN=hf_... node stream-chat.mjs ["your prompt"]
//
// HF_TOKEN is a Hugging Face access token (https://huggingface.co/settings/tokens) allowed to call Inference
// Providers: the request goes through the router, which bills your account. A provider's own key works too (the
// request then goes straight to that provider).
import { InferenceClient } from "@hubkit/inference";

const token = process.env.HF_TOKEN;
if (!token) {
  console.error("Set HF_TOKEN to your access token, e.g. HF_TOKEN=hf_... node stream-chat.mjs");
  process.exit(1);
}

const client = new InferenceClient(token);
const prompt = process.argv[2] ?? "Say 'this is a test'";

try {
  const stream = client.chatCompletionStream({
    provider: "cerebras",
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: prompt }],
  });
  for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta.content ?? "");
  }
  process.stdout.write("\n");
} catch (error) {
  // The error's class says what failed (InferenceInputError: the arguments, InferenceHubError: the model lookup,
  // InferenceProviderError: the provider's answer, with .status and .body); its message says why.
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
}

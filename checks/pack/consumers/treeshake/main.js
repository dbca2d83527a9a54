// The smallest useful bundle: chatCompletion through @hubkit/inference/core with one provider registered. The check
// measures what Vite emits for it (gzipped) and runs it against the recorded exchanges.
import { chatCompletion } from "@hubkit/inference/core";
import { cerebras } from "@hubkit/inference/providers/cerebras";

const output = document.getElementById("result");

chatCompletion(
  {
    accessToken: "hf_browser_check",
    provider: "cerebras",
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: "Complete this sentence with words, one plus one is equal " }],
  },
  { providers: [cerebras] },
).then(
  (completion) => {
    output.textContent = completion.choices[0]?.message.content ?? "";
    output.dataset.done = "ok";
  },
  (error) => {
    output.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    output.dataset.done = "error";
  },
);

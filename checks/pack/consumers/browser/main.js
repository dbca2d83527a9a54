// The three packages' main entry points in a browser page bundled by Vite. The check reads the JSON this page writes
// into #result; the chat call is answered from the recorded provider exchanges.
import { Template } from "@hubkit/jinja";
import { PIPELINE_TYPES, getModelInputSnippet, parseGGUFQuantLabel } from "@hubkit/tasks";
import { INFERENCE_PROVIDERS, InferenceClient, snippets } from "@hubkit/inference";

const output = document.getElementById("result");

async function main() {
  const template = new Template("{% for m in messages %}[{{ m.role }}] {{ m.content }}\n{% endfor %}");
  const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
  const mapping = { hfModelId: model.id, providerId: "llama3.1-8b", status: "live", task: "conversational" };
  const client = new InferenceClient("hf_browser_check");
  const completion = await client.chatCompletion({
    provider: "cerebras",
    model: model.id,
    messages: [{ role: "user", content: "Complete this sentence with words, one plus one is equal " }],
  });
  return {
    rendered: template.render({ messages: [{ role: "user", content: "Hi" }] }),
    pipelines: PIPELINE_TYPES.length,
    sampleInput: getModelInputSnippet(model),
    quant: parseGGUFQuantLabel("model-Q4_K_M.gguf"),
    providers: INFERENCE_PROVIDERS.length,
    snippetLanguages: [
      ...new Set(snippets.getInferenceSnippets(model, "hf_xxx", "cerebras", mapping).map((s) => s.language)),
    ].sort(),
    completion: completion.choices[0]?.message.content,
  };
}

main().then(
  (result) => {
    output.textContent = JSON.stringify(result);
    output.dataset.done = "ok";
  },
  (error) => {
    output.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    output.dataset.done = "error";
  },
);

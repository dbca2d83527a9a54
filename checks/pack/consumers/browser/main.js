// The four packages' main entry points in a browser page bundled by Vite. The check reads the JSON this page writes
// into #result; the chat call is answered from the recorded provider exchanges.
import { Template } from "@hubkit/jinja";
import { PIPELINE_TYPES, getModelInputSnippet, parseGGUFQuantLabel } from "@hubkit/tasks";
import { INFERENCE_PROVIDERS, InferenceClient, snippets } from "@hubkit/inference";
import {
  GGMLQuantizationType,
  GGUFValueType,
  estimateGgufMemory,
  gguf,
  ggufTensorLayout,
  serializeGgufHeader,
} from "@hubkit/gguf";

const output = document.getElementById("result");

/** A GGUF header written in the page and read back from a Blob, as a page reads a file the visitor picks. */
async function ggufInThePage() {
  const pairs = {
    "general.architecture": { value: "llama", type: GGUFValueType.STRING },
    "llama.block_count": { value: 1, type: GGUFValueType.UINT32 },
    "llama.embedding_length": { value: 64, type: GGUFValueType.UINT32 },
    "llama.attention.head_count": { value: 4, type: GGUFValueType.UINT32 },
  };
  const metadata = {
    version: { value: 3, type: GGUFValueType.UINT32 },
    tensor_count: { value: 0n, type: GGUFValueType.UINT64 },
    kv_count: { value: BigInt(Object.keys(pairs).length), type: GGUFValueType.UINT64 },
    ...pairs,
  };
  const layout = ggufTensorLayout(
    [{ name: "token_embd.weight", shape: [64, 32], dtype: GGMLQuantizationType.Q8_0 }],
    32,
  );
  const header = serializeGgufHeader(metadata, layout.tensorInfos, { littleEndian: true });
  const file = new Blob([header, new Uint8Array(Number(layout.dataSize))]);
  const parsed = await gguf(file, { computeParametersCount: true });
  return {
    architecture: parsed.metadata["general.architecture"],
    parameterCount: parsed.parameterCount,
    kvCacheBytes: estimateGgufMemory(parsed, { contextLength: 256 }).kvCache.bytes,
  };
}

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
    gguf: await ggufInThePage(),
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

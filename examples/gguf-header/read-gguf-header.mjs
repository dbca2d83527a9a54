// Read a GGUF file's header (no tensor data is downloaded) and say how much memory llama.cpp needs to run it.
//
//   node read-gguf-header.mjs <file.gguf | https://.../file.gguf> [context length]
//
// A URL is read by HTTP range requests, a few megabytes at most; for instance
//   node read-gguf-header.mjs https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/qwen2.5-0.5b-instruct-q4_k_m.gguf 32768
// HF_TOKEN, when set, is sent with the requests (gated repositories need it).
import { openAsBlob } from "node:fs";
import { GGMLQuantizationType, estimateGgufMemory, gguf } from "@hubkit/gguf";

const [source, contextArgument = "4096"] = process.argv.slice(2);
if (source === undefined) {
  console.error("Usage: node read-gguf-header.mjs <file.gguf | https://.../file.gguf> [context length]");
  process.exit(1);
}
const contextLength = Number(contextArgument);
if (!Number.isSafeInteger(contextLength) || contextLength < 1) {
  console.error(`The context length must be a whole number of tokens, not ${JSON.stringify(contextArgument)}`);
  process.exit(1);
}

const isUrl = /^https?:\/\//.test(source);
const headers = process.env.HF_TOKEN ? { Authorization: `Bearer ${process.env.HF_TOKEN}` } : {};
let header;
try {
  header = await gguf(isUrl ? source : await openAsBlob(source), {
    computeParametersCount: true,
    additionalFetchHeaders: headers,
  });
} catch (error) {
  // A refused file says which field is wrong (GGUFFormatError's message names it); so does a failed request.
  console.error(`${source}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { metadata, tensorInfos, parameterCount } = header;

// A file can hold anything under any key: print what is there, as it is.
const architecture = metadata["general.architecture"];
const text = (value) => (typeof value === "string" || typeof value === "number" ? String(value) : "(not given)");
const count = (value) => value.toLocaleString("en-US");
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;

const types = new Map();
for (const tensor of tensorInfos) {
  const name = GGMLQuantizationType[tensor.dtype] ?? String(tensor.dtype);
  types.set(name, (types.get(name) ?? 0) + 1);
}

console.log(`architecture    ${text(architecture)}`);
console.log(`name            ${text(metadata["general.name"])}`);
console.log(`context length  ${text(metadata[`${architecture}.context_length`])}`);
console.log(
  `tensors         ${count(tensorInfos.length)} (${[...types].map(([type, n]) => `${type} ${n}`).join(", ")})`,
);
console.log(`parameters      ${parameterCount === undefined ? "(unknown)" : count(parameterCount)}`);

const estimate = estimateGgufMemory({ metadata, tensorInfos }, { contextLength });
console.log(`memory at ${count(contextLength)} tokens (llama.cpp's defaults: f16 KV cache, one sequence)`);
console.log(`  weights         ${mib(estimate.weightsBytes)}`);
console.log(`  KV cache        ${mib(estimate.kvCache.bytes)}`);
if (estimate.recurrentState.bytes > 0) console.log(`  recurrent state ${mib(estimate.recurrentState.bytes)}`);
console.log(
  `  total           ${estimate.totalBytes === undefined ? "(unknown: the header does not give the vocabulary)" : mib(estimate.totalBytes)}`,
);

/**
 * @hubkit/gguf against @huggingface/gguf 0.4.6: the time to read a header with about a thousand tensors from a
 * loopback server with Range support, and the bytes each fetches. Two headers: the thousand tensors with a few keys
 * (tensor infos dominate), and the same with a 128k-token vocabulary and its merges (what real files carry). The two
 * readers take turns, run after run; the table gives the median of BENCH_GGUF_RUNS runs (15) after 3 warm-up runs
 * each. Writes results/gguf.md. Run after `npm run build`: `npm run bench:gguf -w benchmarks`.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as official from "@huggingface/gguf";
import {
  gguf,
  GGMLQuantizationType as T,
  ggufTensorLayout,
  GGUFValueType as V,
  serializeGgufHeader,
} from "../../packages/gguf/dist/index.js";
import type { GGUFTensorSpec, GGUFTypedMetadata, GGUFTypedValue } from "../../packages/gguf/dist/index.js";
import { startRangeServer } from "../../test-support/gguf-range-server.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_GGUF_RUNS ?? 15);
const WARMUP = 3;

/** A llama-shaped model of 111 blocks of 9 tensors: 1002 tensors. */
function thousandTensors(): GGUFTensorSpec[] {
  const tensors: GGUFTensorSpec[] = [{ name: "token_embd.weight", shape: [4096, 128256], dtype: T.Q4_K }];
  for (let i = 0; i < 111; i++) {
    const b = `blk.${i}`;
    tensors.push(
      { name: `${b}.attn_norm.weight`, shape: [4096], dtype: T.F32 },
      { name: `${b}.attn_q.weight`, shape: [4096, 4096], dtype: T.Q4_K },
      { name: `${b}.attn_k.weight`, shape: [4096, 1024], dtype: T.Q4_K },
      { name: `${b}.attn_v.weight`, shape: [4096, 1024], dtype: T.Q6_K },
      { name: `${b}.attn_output.weight`, shape: [4096, 4096], dtype: T.Q4_K },
      { name: `${b}.ffn_norm.weight`, shape: [4096], dtype: T.F32 },
      { name: `${b}.ffn_gate.weight`, shape: [4096, 14336], dtype: T.Q4_K },
      { name: `${b}.ffn_up.weight`, shape: [4096, 14336], dtype: T.Q4_K },
      { name: `${b}.ffn_down.weight`, shape: [14336, 4096], dtype: T.Q6_K },
    );
  }
  tensors.push({ name: "output_norm.weight", shape: [4096], dtype: T.F32 });
  return tensors;
}

function metadata(withVocabulary: boolean): GGUFTypedMetadata {
  const pairs: Record<string, GGUFTypedValue> = {
    "general.architecture": { value: "llama", type: V.STRING },
    "general.name": { value: "bench", type: V.STRING },
    "llama.block_count": { value: 111, type: V.UINT32 },
    "llama.context_length": { value: 131072, type: V.UINT32 },
    "llama.embedding_length": { value: 4096, type: V.UINT32 },
    "llama.attention.head_count": { value: 32, type: V.UINT32 },
    "llama.attention.head_count_kv": { value: 8, type: V.UINT32 },
  };
  if (withVocabulary) {
    const tokens = Array.from({ length: 128256 }, (_, i) => `token${i}`);
    pairs["tokenizer.ggml.model"] = { value: "gpt2", type: V.STRING };
    pairs["tokenizer.ggml.tokens"] = { value: tokens, type: V.ARRAY, subType: V.STRING };
    pairs["tokenizer.ggml.token_type"] = { value: tokens.map(() => 1), type: V.ARRAY, subType: V.INT32 };
    pairs["tokenizer.ggml.merges"] = {
      value: Array.from({ length: 280000 }, (_, i) => `t${i % 997} k${i}`),
      type: V.ARRAY,
      subType: V.STRING,
    };
  }
  return {
    version: { value: 3, type: V.UINT32 },
    tensor_count: { value: 0n, type: V.UINT64 },
    kv_count: { value: BigInt(Object.keys(pairs).length), type: V.UINT64 },
    ...pairs,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const server = await startRangeServer();
const rows: string[] = [];
for (const [label, withVocabulary, headerOnly] of [
  // The header alone (no tensor data, no parameter count): the body is the 60 KB header, so parsing dominates.
  ["1002 tensors, 7 keys, header alone", false, true],
  ["1002 tensors, 7 keys, with its tensor data (parameter count)", false, false],
  ["1002 tensors, 128k-token vocabulary and 280k merges (parameter count)", true, false],
] as const) {
  const { tensorInfos, dataSize } = ggufTensorLayout(thousandTensors());
  const header = serializeGgufHeader(metadata(withVocabulary), tensorInfos);
  const path = `/${rows.length}.gguf`;
  server.serve(path, { header, size: header.length + (headerOnly ? 0 : Number(dataSize)) });
  const params = { computeParametersCount: !headerOnly };
  const readers = {
    hubkit: () => gguf(server.url(path), params),
    official: () => official.gguf(server.url(path), params),
  };
  const times: Record<keyof typeof readers, number[]> = { hubkit: [], official: [] };
  const bytes: Record<keyof typeof readers, number> = { hubkit: 0, official: 0 };
  for (let run = 0; run < WARMUP + RUNS; run++) {
    for (const name of ["hubkit", "official"] as const) {
      server.reset();
      const started = performance.now();
      await readers[name]();
      const elapsed = performance.now() - started;
      if (run >= WARMUP) times[name].push(elapsed);
      bytes[name] = server.bytesSent(path);
    }
  }
  const ours = median(times.hubkit);
  const theirs = median(times.official);
  rows.push(
    `| ${label} | ${(header.length / 1e6).toFixed(2)} MB | ${ours.toFixed(1)} ms | ${theirs.toFixed(1)} ms | ` +
      `${(theirs / ours).toFixed(2)}x | ${bytes.hubkit} | ${bytes.official} |`,
  );
  console.log(rows.at(-1));
}
await server.close();

const table = [
  `# @hubkit/gguf vs @huggingface/gguf 0.4.6`,
  "",
  `Reading a header from a loopback server with Range support (Node ${process.version}); median of ${RUNS} runs after ${WARMUP} warm-up runs, the readers taking turns.`,
  "",
  "| header | size | @hubkit/gguf | @huggingface/gguf 0.4.6 | speed-up | bytes fetched (Hubkit) | bytes fetched (0.4.6) |",
  "| ------ | ---: | -----------: | ----------------------: | -------: | ---------------------: | --------------------: |",
  ...rows,
  "",
].join("\n");
writeFileSync(join(HERE, "../results/gguf.md"), table);

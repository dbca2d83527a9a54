/**
 * GGUF headers of six architectures, for comparing readers: each with the keys llama.cpp reads for that
 * architecture and its tensor list by llama.cpp's tensor names (src/llama-arch.cpp), dimensions like those of a
 * model of that family (named below). The tokenizer arrays have the vocabulary's length with made-up tokens. These
 * are inputs for tests and benchmarks, never facts shown on a page; the tensor data is left out (a server serves
 * zeros for it).
 */
import {
  GGMLQuantizationType as T,
  ggufTensorLayout,
  GGUFValueType as V,
  serializeGgufHeader,
} from "../packages/gguf/src/index.js";
import type { GGUFTensorSpec, GGUFTypedMetadata, GGUFTypedValue } from "../packages/gguf/src/index.js";

export interface GeneratedGguf {
  architecture: string;
  /** The family the dimensions are like. */
  likeModel: string;
  typedMetadata: GGUFTypedMetadata;
  tensors: GGUFTensorSpec[];
}

const u32 = (value: number): GGUFTypedValue => ({ value, type: V.UINT32 });
const f32 = (value: number): GGUFTypedValue => ({ value, type: V.FLOAT32 });
const str = (value: string): GGUFTypedValue => ({ value, type: V.STRING });
const bool = (value: boolean): GGUFTypedValue => ({ value, type: V.BOOL });
const array = (value: (string | number)[], subType: V): GGUFTypedValue => ({ value, type: V.ARRAY, subType });

/** A short template in the usual chat-template style (written for these tests). */
const CHAT_TEMPLATE =
  "{% for message in messages %}<|{{ message.role }}|>\n{{ message.content }}<|end|>\n{% endfor %}" +
  "{% if add_generation_prompt %}<|assistant|>\n{% endif %}";

function tokenizer(model: "gpt2" | "llama", vocab: number, merges: number): Record<string, GGUFTypedValue> {
  const tokens = Array.from({ length: vocab }, (_, i) =>
    i < 256 ? `<0x${i.toString(16).padStart(2, "0")}>` : `tok${i}`,
  );
  const pairs: Record<string, GGUFTypedValue> = {
    "tokenizer.ggml.model": str(model),
    "tokenizer.ggml.tokens": array(tokens, V.STRING),
    "tokenizer.ggml.token_type": array(
      tokens.map((_, i) => (i < 256 ? 6 : 1)),
      V.INT32,
    ),
    "tokenizer.ggml.bos_token_id": u32(1),
    "tokenizer.ggml.eos_token_id": u32(2),
    "tokenizer.chat_template": str(CHAT_TEMPLATE),
  };
  if (model === "llama")
    pairs["tokenizer.ggml.scores"] = array(
      tokens.map((_, i) => -i / 1000),
      V.FLOAT32,
    );
  if (merges > 0)
    pairs["tokenizer.ggml.merges"] = array(
      Array.from({ length: merges }, (_, i) => `t${i % 997} k${i}`),
      V.STRING,
    );
  return pairs;
}

function header(architecture: string, name: string, pairs: Record<string, GGUFTypedValue>): GGUFTypedMetadata {
  const all: Record<string, GGUFTypedValue> = {
    "general.architecture": str(architecture),
    "general.name": str(name),
    "general.file_type": u32(15),
    "general.quantization_version": u32(2),
    ...pairs,
  };
  return {
    version: { value: 3, type: V.UINT32 },
    tensor_count: { value: 0n, type: V.UINT64 },
    kv_count: { value: BigInt(Object.keys(all).length), type: V.UINT64 },
    ...all,
  };
}

const norm = (name: string, size: number): GGUFTensorSpec => ({ name, shape: [size], dtype: T.F32 });
const matrix = (name: string, rows: number, columns: number, dtype: T = T.Q4_K): GGUFTensorSpec => ({
  name,
  shape: [rows, columns],
  dtype,
});

/** Attention of a GQA block: q, k, v, output, with the q/k norms some architectures have. */
function attention(block: string, embd: number, heads: number, kvHeads: number, headDim: number, qkNorm: boolean) {
  return [
    norm(`${block}.attn_norm.weight`, embd),
    matrix(`${block}.attn_q.weight`, embd, heads * headDim),
    matrix(`${block}.attn_k.weight`, embd, kvHeads * headDim),
    matrix(`${block}.attn_v.weight`, embd, kvHeads * headDim, T.Q6_K),
    matrix(`${block}.attn_output.weight`, heads * headDim, embd),
    ...(qkNorm ? [norm(`${block}.attn_q_norm.weight`, headDim), norm(`${block}.attn_k_norm.weight`, headDim)] : []),
  ];
}

function denseFfn(block: string, embd: number, ff: number, downType: T = T.Q6_K) {
  return [
    norm(`${block}.ffn_norm.weight`, embd),
    matrix(`${block}.ffn_gate.weight`, embd, ff),
    matrix(`${block}.ffn_up.weight`, embd, ff),
    matrix(`${block}.ffn_down.weight`, ff, embd, downType),
  ];
}

function blocks(count: number, make: (block: string, index: number) => GGUFTensorSpec[]): GGUFTensorSpec[] {
  return Array.from({ length: count }, (_, i) => make(`blk.${i}`, i)).flat();
}

function llama(): GeneratedGguf {
  const [embd, layers, ff, heads, kvHeads, vocab] = [4096, 32, 14336, 32, 8, 128256];
  return {
    architecture: "llama",
    likeModel: "Llama 3.1 8B",
    typedMetadata: header("llama", "Llama like 8B", {
      "llama.block_count": u32(layers),
      "llama.context_length": u32(131072),
      "llama.embedding_length": u32(embd),
      "llama.feed_forward_length": u32(ff),
      "llama.attention.head_count": u32(heads),
      "llama.attention.head_count_kv": u32(kvHeads),
      "llama.rope.freq_base": f32(500000),
      "llama.attention.layer_norm_rms_epsilon": f32(1e-5),
      "llama.rope.dimension_count": u32(128),
      "llama.vocab_size": u32(vocab),
      ...tokenizer("gpt2", vocab, 280_000),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab),
      norm("rope_freqs.weight", 64),
      ...blocks(layers, (b) => [...attention(b, embd, heads, kvHeads, 128, false), ...denseFfn(b, embd, ff)]),
      norm("output_norm.weight", embd),
      matrix("output.weight", embd, vocab, T.Q6_K),
    ],
  };
}

function qwen3(): GeneratedGguf {
  const [embd, layers, ff, heads, kvHeads, vocab] = [4096, 36, 12288, 32, 8, 151936];
  return {
    architecture: "qwen3",
    likeModel: "Qwen3 8B",
    typedMetadata: header("qwen3", "Qwen3 like 8B", {
      "qwen3.block_count": u32(layers),
      "qwen3.context_length": u32(40960),
      "qwen3.embedding_length": u32(embd),
      "qwen3.feed_forward_length": u32(ff),
      "qwen3.attention.head_count": u32(heads),
      "qwen3.attention.head_count_kv": u32(kvHeads),
      "qwen3.attention.key_length": u32(128),
      "qwen3.attention.value_length": u32(128),
      "qwen3.rope.freq_base": f32(1000000),
      "qwen3.attention.layer_norm_rms_epsilon": f32(1e-6),
      ...tokenizer("gpt2", vocab, 151_387),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab),
      ...blocks(layers, (b) => [...attention(b, embd, heads, kvHeads, 128, true), ...denseFfn(b, embd, ff)]),
      norm("output_norm.weight", embd),
      matrix("output.weight", embd, vocab, T.Q6_K),
    ],
  };
}

function gemma3(): GeneratedGguf {
  const [embd, layers, ff, heads, kvHeads, headDim, vocab] = [2560, 34, 10240, 8, 4, 256, 262144];
  return {
    architecture: "gemma3",
    likeModel: "Gemma 3 4B",
    typedMetadata: header("gemma3", "Gemma3 like 4B", {
      "gemma3.block_count": u32(layers),
      "gemma3.context_length": u32(131072),
      "gemma3.embedding_length": u32(embd),
      "gemma3.feed_forward_length": u32(ff),
      "gemma3.attention.head_count": u32(heads),
      "gemma3.attention.head_count_kv": u32(kvHeads),
      "gemma3.attention.key_length": u32(headDim),
      "gemma3.attention.value_length": u32(headDim),
      "gemma3.attention.sliding_window": u32(1024),
      "gemma3.rope.freq_base": f32(1000000),
      "gemma3.rope.scaling.type": str("linear"),
      "gemma3.rope.scaling.factor": f32(8),
      "gemma3.attention.layer_norm_rms_epsilon": f32(1e-6),
      ...tokenizer("llama", vocab, 0),
      "tokenizer.ggml.add_bos_token": bool(true),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab, T.Q6_K),
      ...blocks(layers, (b) => [
        ...attention(b, embd, heads, kvHeads, headDim, true),
        norm(`${b}.post_attention_norm.weight`, embd),
        ...denseFfn(b, embd, ff),
        norm(`${b}.post_ffw_norm.weight`, embd),
      ]),
      norm("output_norm.weight", embd),
    ],
  };
}

function qwen3moe(): GeneratedGguf {
  const [embd, layers, heads, kvHeads, experts, expertFf, vocab] = [2048, 48, 32, 4, 128, 768, 151936];
  return {
    architecture: "qwen3moe",
    likeModel: "Qwen3 30B-A3B",
    typedMetadata: header("qwen3moe", "Qwen3 MoE like 30B-A3B", {
      "qwen3moe.block_count": u32(layers),
      "qwen3moe.context_length": u32(40960),
      "qwen3moe.embedding_length": u32(embd),
      "qwen3moe.feed_forward_length": u32(6144),
      "qwen3moe.attention.head_count": u32(heads),
      "qwen3moe.attention.head_count_kv": u32(kvHeads),
      "qwen3moe.attention.key_length": u32(128),
      "qwen3moe.attention.value_length": u32(128),
      "qwen3moe.expert_count": u32(experts),
      "qwen3moe.expert_used_count": u32(8),
      "qwen3moe.expert_feed_forward_length": u32(expertFf),
      "qwen3moe.rope.freq_base": f32(1000000),
      "qwen3moe.attention.layer_norm_rms_epsilon": f32(1e-6),
      ...tokenizer("gpt2", vocab, 151_387),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab),
      ...blocks(layers, (b) => [
        ...attention(b, embd, heads, kvHeads, 128, true),
        norm(`${b}.ffn_norm.weight`, embd),
        matrix(`${b}.ffn_gate_inp.weight`, embd, experts, T.F32),
        { name: `${b}.ffn_gate_exps.weight`, shape: [embd, expertFf, experts], dtype: T.MXFP4 },
        { name: `${b}.ffn_up_exps.weight`, shape: [embd, expertFf, experts], dtype: T.MXFP4 },
        { name: `${b}.ffn_down_exps.weight`, shape: [expertFf, embd, experts], dtype: T.NVFP4 },
      ]),
      norm("output_norm.weight", embd),
      matrix("output.weight", embd, vocab, T.Q6_K),
    ],
  };
}

function deepseek2(): GeneratedGguf {
  const [embd, layers, heads, kvRank, ropeDim, nopeDim, valueDim, experts, expertFf, vocab] = [
    2048, 27, 16, 512, 64, 128, 128, 64, 1408, 102400,
  ];
  return {
    architecture: "deepseek2",
    likeModel: "DeepSeek-V2-Lite",
    typedMetadata: header("deepseek2", "DeepSeek V2 like Lite", {
      "deepseek2.block_count": u32(layers),
      "deepseek2.context_length": u32(163840),
      "deepseek2.embedding_length": u32(embd),
      "deepseek2.feed_forward_length": u32(10944),
      "deepseek2.attention.head_count": u32(heads),
      "deepseek2.attention.head_count_kv": u32(heads),
      "deepseek2.attention.key_length": u32(nopeDim + ropeDim),
      "deepseek2.attention.value_length": u32(valueDim),
      "deepseek2.attention.kv_lora_rank": u32(kvRank),
      "deepseek2.rope.dimension_count": u32(ropeDim),
      "deepseek2.leading_dense_block_count": u32(1),
      "deepseek2.expert_count": u32(experts),
      "deepseek2.expert_used_count": u32(6),
      "deepseek2.expert_shared_count": u32(2),
      "deepseek2.expert_feed_forward_length": u32(expertFf),
      "deepseek2.expert_weights_scale": f32(1),
      "deepseek2.rope.scaling.type": str("yarn"),
      "deepseek2.rope.scaling.factor": f32(40),
      "deepseek2.rope.scaling.original_context_length": u32(4096),
      "deepseek2.attention.layer_norm_rms_epsilon": f32(1e-6),
      ...tokenizer("gpt2", vocab, 99_757),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab),
      ...blocks(layers, (b, i) => [
        norm(`${b}.attn_norm.weight`, embd),
        matrix(`${b}.attn_q.weight`, embd, heads * (nopeDim + ropeDim)),
        matrix(`${b}.attn_kv_a_mqa.weight`, embd, kvRank + ropeDim, T.Q8_0),
        norm(`${b}.attn_kv_a_norm.weight`, kvRank),
        matrix(`${b}.attn_kv_b.weight`, kvRank, heads * (nopeDim + valueDim)),
        matrix(`${b}.attn_output.weight`, heads * valueDim, embd),
        ...(i === 0
          ? denseFfn(b, embd, 10944, T.Q8_0).map((t) =>
              t.name.endsWith("ffn_gate.weight") || t.name.endsWith("ffn_up.weight") ? { ...t, dtype: T.Q4_K } : t,
            )
          : [
              norm(`${b}.ffn_norm.weight`, embd),
              matrix(`${b}.ffn_gate_inp.weight`, embd, experts, T.F32),
              { name: `${b}.ffn_gate_exps.weight`, shape: [embd, expertFf, experts], dtype: T.Q4_K },
              { name: `${b}.ffn_up_exps.weight`, shape: [embd, expertFf, experts], dtype: T.Q4_K },
              { name: `${b}.ffn_down_exps.weight`, shape: [expertFf, embd, experts], dtype: T.Q8_0 },
              matrix(`${b}.ffn_gate_shexp.weight`, embd, 2 * expertFf),
              matrix(`${b}.ffn_up_shexp.weight`, embd, 2 * expertFf),
              matrix(`${b}.ffn_down_shexp.weight`, 2 * expertFf, embd),
            ]),
      ]),
      norm("output_norm.weight", embd),
      matrix("output.weight", embd, vocab, T.Q6_K),
    ],
  };
}

function lfm2(): GeneratedGguf {
  const [embd, layers, ff, heads, kvHeads, vocab] = [2048, 16, 8192, 32, 8, 65536];
  const attentionLayers = new Set([2, 5, 8, 10, 12, 14]);
  return {
    architecture: "lfm2",
    likeModel: "LFM2 1.2B",
    typedMetadata: header("lfm2", "LFM2 like 1.2B", {
      "lfm2.block_count": u32(layers),
      "lfm2.context_length": u32(128000),
      "lfm2.embedding_length": u32(embd),
      "lfm2.feed_forward_length": u32(ff),
      "lfm2.attention.head_count": u32(heads),
      // Per layer: the short-convolution layers keep no KV cache (0 KV heads).
      "lfm2.attention.head_count_kv": array(
        Array.from({ length: layers }, (_, i) => (attentionLayers.has(i) ? kvHeads : 0)),
        V.UINT32,
      ),
      "lfm2.shortconv.l_cache": u32(3),
      "lfm2.rope.freq_base": f32(1000000),
      "lfm2.attention.layer_norm_rms_epsilon": f32(1e-5),
      ...tokenizer("gpt2", vocab, 63_683),
    }),
    tensors: [
      matrix("token_embd.weight", embd, vocab, T.Q6_K),
      norm("token_embd_norm.weight", embd),
      ...blocks(layers, (b, i) => [
        ...(attentionLayers.has(i)
          ? attention(b, embd, heads, kvHeads, embd / heads, true)
          : [
              norm(`${b}.attn_norm.weight`, embd),
              { name: `${b}.shortconv.conv.weight`, shape: [3, embd], dtype: T.F32 },
              matrix(`${b}.shortconv.in_proj.weight`, embd, 3 * embd),
              matrix(`${b}.shortconv.out_proj.weight`, embd, embd),
            ]),
        ...denseFfn(b, embd, ff),
      ]),
    ],
  };
}

/** The six architectures: dense GQA, dense with q/k norms, sliding window, MoE, latent attention, hybrid. */
export const GENERATED_ARCHITECTURES: (() => GeneratedGguf)[] = [llama, qwen3, gemma3, qwen3moe, deepseek2, lfm2];

/** A generated model's header bytes and the size of the whole file (header and tensor data). */
export function writeGenerated(model: GeneratedGguf): { header: Uint8Array<ArrayBuffer>; size: number } {
  const { tensorInfos, dataSize } = ggufTensorLayout(model.tensors);
  const header = serializeGgufHeader(model.typedMetadata, tensorInfos);
  return { header, size: header.length + Number(dataSize) };
}

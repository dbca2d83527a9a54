/**
 * Quantization facts of the GGUF format: the tensor types a file's tensors are stored in, the file types a whole
 * file is quantized as (the label people put in file names), their order from biggest to smallest, and the label
 * of a file name. Numbers are llama.cpp's (`enum ggml_type` in ggml.h, `enum llama_ftype` in llama.h) as
 * `@huggingface/tasks` 0.21.54 carries them (read 2026-11-28; fixtures/README.md).
 */

/**
 * GGML tensor types, numbered as in the GGUF format. The gaps are types llama.cpp removed (4, 5: Q4_2 and Q4_3;
 * 31-33: the Q4_0_N_M repacks; 36-38: the IQ4_NL_N_M repacks).
 */
export enum GGMLQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q8_1 = 9,
  Q2_K = 10,
  Q3_K = 11,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,
  IQ2_XXS = 16,
  IQ2_XS = 17,
  IQ3_XXS = 18,
  IQ1_S = 19,
  IQ4_NL = 20,
  IQ3_S = 21,
  IQ2_S = 22,
  IQ4_XS = 23,
  I8 = 24,
  I16 = 25,
  I32 = 26,
  I64 = 27,
  F64 = 28,
  IQ1_M = 29,
  BF16 = 30,
  TQ1_0 = 34,
  TQ2_0 = 35,
  MXFP4 = 39,
  NVFP4 = 40,
  Q1_0 = 41,
  Q2_0 = 42,
}

/**
 * File quantization types: how a whole file is quantized (`general.file_type`), which is what a file name's label
 * names. One file type mixes tensor types (a Q4_K_M file holds Q4_K and Q6_K tensors). Every value llama.cpp ever
 * numbered is kept, retired ones included, so old files still get a name. Unsloth's `_XL` mixes have no number in
 * llama.cpp; they get 1000 and up, for naming and ordering only.
 */
export enum GGMLFileQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q4_1_SOME_F16 = 4,
  Q4_2 = 5,
  Q4_3 = 6,
  Q8_0 = 7,
  Q5_0 = 8,
  Q5_1 = 9,
  Q2_K = 10,
  Q3_K_S = 11,
  Q3_K_M = 12,
  Q3_K_L = 13,
  Q4_K_S = 14,
  Q4_K_M = 15,
  Q5_K_S = 16,
  Q5_K_M = 17,
  Q6_K = 18,
  IQ2_XXS = 19,
  IQ2_XS = 20,
  Q2_K_S = 21,
  IQ3_XS = 22,
  IQ3_XXS = 23,
  IQ1_S = 24,
  IQ4_NL = 25,
  IQ3_S = 26,
  IQ3_M = 27,
  IQ2_S = 28,
  IQ2_M = 29,
  IQ4_XS = 30,
  IQ1_M = 31,
  BF16 = 32,
  Q4_0_4_4 = 33,
  Q4_0_4_8 = 34,
  Q4_0_8_8 = 35,
  TQ1_0 = 36,
  TQ2_0 = 37,
  MXFP4_MOE = 38,
  NVFP4 = 39,
  Q1_0 = 40,
  Q2_0 = 41,
  Q2_K_XL = 1000,
  Q3_K_XL = 1001,
  Q4_K_XL = 1002,
  Q5_K_XL = 1003,
  Q6_K_XL = 1004,
  Q8_K_XL = 1005,
}

/** Member names of a numeric enum, in declaration order (the enum also maps numbers back to names: skipped). */
function memberNames(enumeration: Record<string, string | number>): string[] {
  return Object.keys(enumeration).filter((key) => Number.isNaN(Number(key)));
}

/**
 * Labels file names carry that are no file type, last in the alternation so that a file type is read whole first:
 * - gpt-oss's files are named after the tensor type of their experts (`gpt-oss-20b-MXFP4.gguf`) while their file
 *   type is MXFP4_MOE (`MXFP4_MOE` still reads whole, not as `MXFP4` with a size variation `MOE`);
 * - K-quant mixes published with a size letter no file type has, such as bartowski's `Q4_K_L` and `Q5_K_L` (Q4_K_M
 *   and Q5_K_M with Q8_0 embeddings): the tensor type's name with its size variation, as 0.18 read them. 0.21.54
 *   gives such files no label, and a page would then drop the tag and fetch another file (a deliberate difference).
 */
const LABEL_ALIASES = ["MXFP4", "Q4_K", "Q5_K"];

const QUANT_PATTERN =
  "(?<prefix>UD-)?" +
  `(?<quant>${[...memberNames(GGMLFileQuantizationType), ...LABEL_ALIASES].join("|")})` +
  "(_(?<sizeVariation>[A-Z]+))?";

/**
 * Finds the first quantization label in an upper-cased file name. Groups: `prefix` (Unsloth's `UD-` for its dynamic
 * quants), `quant` (a file type name) and `sizeVariation` (a letter suffix no file type name covers).
 */
export const GGUF_QUANT_RE = new RegExp(QUANT_PATTERN);
/** Same pattern with the global flag, to list every label in a name. */
export const GGUF_QUANT_RE_GLOBAL = new RegExp(GGUF_QUANT_RE, "g");

// A private copy, so the search never depends on state (lastIndex) that users of the exported one leave behind.
const EVERY_QUANT = new RegExp(GGUF_QUANT_RE, "g");

/**
 * The quantization label of a GGUF file name (`llama-7b.Q4_K_M.gguf` -> `Q4_K_M`, `Qwen3-8B-UD-Q4_K_XL.gguf` ->
 * `UD-Q4_K_XL`), case-insensitive, upper-cased. When a name holds several labels (a folder and a file), the last
 * one wins. The label is what llama.cpp's `-hf repo:TAG` and Ollama's `hf.co/repo:TAG` select a file by.
 */
export function parseGGUFQuantLabel(fileName: string): string | undefined {
  if (typeof fileName !== "string") {
    throw new TypeError(
      `parseGGUFQuantLabel: expected a file name string, got ${fileName === null ? "null" : typeof fileName}`,
    );
  }
  return fileName.toUpperCase().match(EVERY_QUANT)?.at(-1);
}

const F = GGMLFileQuantizationType;

/**
 * File types from the biggest (most bits per weight) to the smallest, in the hub's order: which file a page
 * offers first, and which smaller one stands in for a missing quant (`findNearestQuantType`).
 */
export const GGUF_QUANT_ORDER: GGMLFileQuantizationType[] = [
  ...[F.F32, F.BF16, F.F16, F.Q8_K_XL, F.Q8_0],
  ...[F.Q6_K_XL, F.Q6_K],
  ...[F.Q5_K_XL, F.Q5_K_M, F.Q5_K_S, F.Q5_0, F.Q5_1],
  ...[F.Q4_K_XL, F.Q4_K_M, F.Q4_K_S, F.IQ4_NL, F.IQ4_XS, F.Q4_0_4_4, F.Q4_0_4_8, F.Q4_0_8_8],
  ...[F.Q4_1_SOME_F16, F.Q4_0, F.Q4_1, F.Q4_2, F.Q4_3, F.MXFP4_MOE, F.NVFP4],
  ...[F.Q3_K_XL, F.Q3_K_L, F.Q3_K_M, F.Q3_K_S, F.IQ3_M, F.IQ3_S, F.IQ3_XS, F.IQ3_XXS],
  ...[F.Q2_K_XL, F.Q2_K, F.Q2_K_S, F.IQ2_M, F.IQ2_S, F.IQ2_XS, F.IQ2_XXS, F.Q2_0],
  ...[F.IQ1_S, F.IQ1_M, F.TQ1_0, F.TQ2_0, F.Q1_0],
];

const ORDER_INDEX = new Map(GGUF_QUANT_ORDER.map((type, index) => [type, index]));

/**
 * Among `availableQuants`, the biggest one that is not bigger than `quant` (`quant` itself when it is there); when
 * every available one is bigger, the smallest of them. Types outside `GGUF_QUANT_ORDER` are ignored; undefined when
 * none is left. The hub asks it for Q4_K_M to choose a repository's default file.
 */
export function findNearestQuantType(
  quant: GGMLFileQuantizationType,
  availableQuants: GGMLFileQuantizationType[],
): GGMLFileQuantizationType | undefined {
  if (!Array.isArray(availableQuants)) {
    throw new TypeError(
      `findNearestQuantType: expected the available quantization types as an array, got ${availableQuants === null ? "null" : typeof availableQuants}`,
    );
  }
  // A type the order does not know ranks as the biggest, so every available type is at most as big.
  const target = ORDER_INDEX.get(quant) ?? 0;
  let nearest: { type: GGMLFileQuantizationType; index: number } | undefined;
  let smallestBigger: { type: GGMLFileQuantizationType; index: number } | undefined;
  for (const type of availableQuants) {
    const index = ORDER_INDEX.get(type);
    if (index === undefined) continue;
    if (index >= target) {
      if (nearest === undefined || index < nearest.index) nearest = { type, index };
    } else if (smallestBigger === undefined || index > smallestBigger.index) {
      smallestBigger = { type, index };
    }
  }
  return (nearest ?? smallestBigger)?.type;
}

/**
 * The file type a label names, for ordering and choosing files: `UD-Q4_K_XL` is Unsloth's dynamic Q4_K_XL, and
 * gpt-oss's `MXFP4` files are MXFP4_MOE. Undefined for a label no file type covers (`Q4_K_L`) or no label.
 */
export function ggufFileQuantizationType(label: string | undefined): GGMLFileQuantizationType | undefined {
  if (label === undefined) return undefined;
  const name = label.toUpperCase().replace(/^UD-/, "");
  return name === "MXFP4" ? GGMLFileQuantizationType.MXFP4_MOE : FILE_TYPE_BY_NAME.get(name);
}

// Every file type is in the order (a test checks it); the enum's reverse mapping names each.
const FILE_TYPE_BY_NAME = new Map(GGUF_QUANT_ORDER.map((type) => [GGMLFileQuantizationType[type], type]));

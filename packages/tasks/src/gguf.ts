/**
 * GGML tensor quantization types, as numbered in the GGUF file format.
 * Values 4 and 5 belonged to formats that were removed upstream, hence the gap.
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
}

// Member names in numeric order; a numeric enum also maps numbers back to names, which we skip.
const QUANT_NAMES = Object.keys(GGMLQuantizationType).filter((key) => Number.isNaN(Number(key)));

const QUANT_PATTERN = `(?<quant>${QUANT_NAMES.join("|")})(_(?<sizeVariation>[A-Z]+))?`;

/** Finds the first quantization label in an upper-cased file name. */
export const GGUF_QUANT_RE = new RegExp(QUANT_PATTERN);
/** Same pattern with the global flag, to list every label in a name. */
export const GGUF_QUANT_RE_GLOBAL = new RegExp(GGUF_QUANT_RE, "g");

// A private copy, so the search never depends on state (lastIndex) that users of the exported one leave behind.
const EVERY_QUANT = new RegExp(GGUF_QUANT_RE, "g");

/**
 * The quantization label of a GGUF file name (`llama-7b.Q4_K_M.gguf` -> `Q4_K_M`), case-insensitive.
 * When a name holds several labels (a folder and a file, or a mixed quant), the last one wins.
 */
export function parseGGUFQuantLabel(fileName: string): string | undefined {
  if (typeof fileName !== "string") {
    throw new TypeError(
      `parseGGUFQuantLabel: expected a file name string, got ${fileName === null ? "null" : typeof fileName}`,
    );
  }
  return fileName.toUpperCase().match(EVERY_QUANT)?.at(-1);
}

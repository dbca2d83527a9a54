/**
 * Bytes of a row of each ggml tensor type: values are stored in blocks of `blockSize` values taking `typeSize`
 * bytes. Numbers from llama.cpp's gguf-py `GGML_QUANT_SIZES` (gguf-py/gguf/constants.py) and the block structs of
 * ggml/src/ggml-common.h, read 2026-11-28; Q8_1 is 36 bytes there (two f16 scales), not gguf-py's old 40.
 */
import { GGMLQuantizationType as T } from "@hubkit/tasks";

export interface GgmlTypeSize {
  blockSize: number;
  typeSize: number;
}

const QK_K = 256;

export const GGML_TYPE_SIZES: Readonly<Record<T, GgmlTypeSize>> = {
  [T.F32]: { blockSize: 1, typeSize: 4 },
  [T.F16]: { blockSize: 1, typeSize: 2 },
  [T.Q4_0]: { blockSize: 32, typeSize: 2 + 16 },
  [T.Q4_1]: { blockSize: 32, typeSize: 2 + 2 + 16 },
  [T.Q5_0]: { blockSize: 32, typeSize: 2 + 4 + 16 },
  [T.Q5_1]: { blockSize: 32, typeSize: 2 + 2 + 4 + 16 },
  [T.Q8_0]: { blockSize: 32, typeSize: 2 + 32 },
  [T.Q8_1]: { blockSize: 32, typeSize: 2 + 2 + 32 },
  [T.Q2_K]: { blockSize: QK_K, typeSize: 2 + 2 + QK_K / 16 + QK_K / 4 },
  [T.Q3_K]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 8 + 12 },
  [T.Q4_K]: { blockSize: QK_K, typeSize: 2 + 2 + QK_K / 2 + 12 },
  [T.Q5_K]: { blockSize: QK_K, typeSize: 2 + 2 + QK_K / 2 + QK_K / 8 + 12 },
  [T.Q6_K]: { blockSize: QK_K, typeSize: 2 + QK_K / 2 + QK_K / 4 + QK_K / 16 },
  [T.Q8_K]: { blockSize: QK_K, typeSize: 4 + QK_K + QK_K / 8 },
  [T.IQ2_XXS]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 },
  [T.IQ2_XS]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 32 },
  [T.IQ3_XXS]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 8 },
  [T.IQ1_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 8 + QK_K / 16 },
  [T.IQ4_NL]: { blockSize: 32, typeSize: 2 + 16 },
  [T.IQ3_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 8 + QK_K / 32 + 4 },
  [T.IQ2_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 16 },
  [T.IQ4_XS]: { blockSize: QK_K, typeSize: 2 + 2 + QK_K / 2 + QK_K / 64 },
  [T.I8]: { blockSize: 1, typeSize: 1 },
  [T.I16]: { blockSize: 1, typeSize: 2 },
  [T.I32]: { blockSize: 1, typeSize: 4 },
  [T.I64]: { blockSize: 1, typeSize: 8 },
  [T.F64]: { blockSize: 1, typeSize: 8 },
  [T.IQ1_M]: { blockSize: QK_K, typeSize: QK_K / 8 + QK_K / 16 + QK_K / 32 },
  [T.BF16]: { blockSize: 1, typeSize: 2 },
  [T.TQ1_0]: { blockSize: QK_K, typeSize: 2 + 4 * 13 },
  [T.TQ2_0]: { blockSize: QK_K, typeSize: 2 + 64 },
  [T.MXFP4]: { blockSize: 32, typeSize: 1 + 16 },
  [T.NVFP4]: { blockSize: 64, typeSize: 4 + 32 },
  [T.Q1_0]: { blockSize: 128, typeSize: 2 + 16 },
  [T.Q2_0]: { blockSize: 64, typeSize: 2 + 16 },
};

const BY_NUMBER = new Map<number, GgmlTypeSize>(
  Object.entries(GGML_TYPE_SIZES).map(([type, size]) => [Number(type), size]),
);

/** The size entry of a type number read from a file, or undefined for a number ggml does not define. */
export function ggmlTypeSize(type: number): GgmlTypeSize | undefined {
  return BY_NUMBER.get(type);
}

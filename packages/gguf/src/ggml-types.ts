/**
 * The storage of every ggml tensor type: how many elements a block holds and how many bytes it takes, from the block
 * structs of ggml/src/ggml-common.h and the type_traits table of ggml/src/ggml.c (ggml-org/llama.cpp, read
 * 2026-11-28; see the README's sources). A tensor's rows are whole blocks, so its bytes are
 * (elements / blockSize) * typeSize.
 */
import { GGMLQuantizationType as T } from "@hubkit/tasks";
import { GGUFFormatError } from "./errors.js";

export interface GGMLTypeLayout {
  blockSize: number;
  typeSize: number;
}

const QK_K = 256;

export const GGML_TYPE_LAYOUTS: Readonly<Record<T, GGMLTypeLayout>> = {
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
  [T.Q4_K]: { blockSize: QK_K, typeSize: 2 + 2 + 12 + QK_K / 2 },
  [T.Q5_K]: { blockSize: QK_K, typeSize: 2 + 2 + 12 + QK_K / 2 + QK_K / 8 },
  [T.Q6_K]: { blockSize: QK_K, typeSize: 2 + QK_K / 16 + (3 * QK_K) / 4 },
  [T.Q8_K]: { blockSize: QK_K, typeSize: 4 + QK_K + (QK_K / 16) * 2 },
  [T.IQ2_XXS]: { blockSize: QK_K, typeSize: 2 + (QK_K / 8) * 2 },
  [T.IQ2_XS]: { blockSize: QK_K, typeSize: 2 + (QK_K / 8) * 2 + QK_K / 32 },
  [T.IQ3_XXS]: { blockSize: QK_K, typeSize: 2 + (3 * QK_K) / 8 },
  [T.IQ1_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 8 + QK_K / 16 },
  [T.IQ4_NL]: { blockSize: 32, typeSize: 2 + 16 },
  [T.IQ3_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 32 + QK_K / 8 + QK_K / 64 },
  [T.IQ2_S]: { blockSize: QK_K, typeSize: 2 + QK_K / 4 + QK_K / 16 },
  [T.IQ4_XS]: { blockSize: QK_K, typeSize: 2 + 2 + QK_K / 64 + QK_K / 2 },
  [T.I8]: { blockSize: 1, typeSize: 1 },
  [T.I16]: { blockSize: 1, typeSize: 2 },
  [T.I32]: { blockSize: 1, typeSize: 4 },
  [T.I64]: { blockSize: 1, typeSize: 8 },
  [T.F64]: { blockSize: 1, typeSize: 8 },
  [T.IQ1_M]: { blockSize: QK_K, typeSize: QK_K / 8 + QK_K / 16 + QK_K / 32 },
  [T.BF16]: { blockSize: 1, typeSize: 2 },
  [T.TQ1_0]: { blockSize: QK_K, typeSize: (QK_K - (4 * QK_K) / 64) / 5 + QK_K / 64 + 2 },
  [T.TQ2_0]: { blockSize: QK_K, typeSize: QK_K / 4 + 2 },
  [T.MXFP4]: { blockSize: 32, typeSize: 1 + 16 },
  [T.NVFP4]: { blockSize: 64, typeSize: 64 / 16 + 64 / 2 },
  [T.Q1_0]: { blockSize: 128, typeSize: 2 + 128 / 8 },
  [T.Q2_0]: { blockSize: 64, typeSize: 2 + 64 / 4 },
};

const LAYOUT_BY_NUMBER = new Map<number, GGMLTypeLayout>(
  Object.entries(GGML_TYPE_LAYOUTS).map(([dtype, layout]) => [Number(dtype), layout]),
);

/** The layout of a tensor type, or undefined for a number ggml does not define (or no longer reads). */
export function ggmlTypeLayout(dtype: number): GGMLTypeLayout | undefined {
  return LAYOUT_BY_NUMBER.get(dtype);
}

/**
 * Bytes a tensor's data takes, in bigint (a crafted shape overflows any number). `elements` is the product of the
 * shape, `rowLength` its first dimension, which must be whole blocks.
 */
export function tensorByteSize(field: string, dtype: number, rowLength: bigint, elements: bigint): bigint {
  const layout = ggmlTypeLayout(dtype);
  if (layout === undefined) throw new GGUFFormatError(field, "tensor-type", `unknown ggml tensor type ${dtype}`);
  const blockSize = BigInt(layout.blockSize);
  if (rowLength % blockSize !== 0n) {
    throw new GGUFFormatError(
      field,
      "tensor-size",
      `rows of ${rowLength} elements are not whole blocks of ${layout.blockSize} (type ${T[dtype] ?? dtype})`,
    );
  }
  return (elements / blockSize) * BigInt(layout.typeSize);
}

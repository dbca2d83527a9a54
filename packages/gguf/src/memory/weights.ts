/**
 * The weights: each tensor's real size in the file, from its shape and its ggml type's blocks (the reader's
 * `tensorByteSize`, the one table of type sizes in the package), summed in bigint so a crafted shape cannot
 * overflow.
 */
import { tensorByteSize } from "../ggml-types.js";
import type { GGUFTensorInfo } from "../types.js";
import { GGUFMemoryEstimateError } from "./errors.js";

type TensorShape = Pick<GGUFTensorInfo, "name" | "shape" | "dtype">;

/** Bytes of one tensor; throws the reader's `GGUFFormatError` for an unknown type or rows that are not whole blocks. */
export function tensorBytes(tensor: TensorShape): bigint {
  const elements = tensor.shape.reduce((product, dimension) => product * dimension, 1n);
  if (elements < 0n) throw new GGUFMemoryEstimateError(`tensor ${tensor.name}`, "has a negative dimension");
  return tensorByteSize(`tensor ${tensor.name}`, tensor.dtype, tensor.shape[0] ?? 1n, elements);
}

/** Bytes of all the tensors, as a number (exact: a real model is far below 2^53 bytes; larger sums are refused). */
export function weightsBytes(tensors: readonly TensorShape[]): number {
  let total = 0n;
  for (const tensor of tensors) total += tensorBytes(tensor);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new GGUFMemoryEstimateError("tensorInfos", `the tensors add up to ${total} bytes, beyond any real model`);
  }
  return Number(total);
}

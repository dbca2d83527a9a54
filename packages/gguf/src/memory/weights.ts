/**
 * The weights: each tensor's real size in the file, from its shape and its ggml type's block size
 * (ggml_nbytes = elements / block size x block bytes). Summed in bigint so a crafted shape cannot overflow.
 */
import type { GGUFTensorInfo } from "../types.js";
import { GGUFMemoryEstimateError } from "./errors.js";
import { ggmlTypeSize } from "./ggml-type-size.js";

export function tensorBytes(tensor: Pick<GGUFTensorInfo, "name" | "shape" | "dtype">): bigint {
  const size = ggmlTypeSize(tensor.dtype);
  if (size === undefined) {
    throw new GGUFMemoryEstimateError(`tensor ${tensor.name}`, `unknown ggml type ${String(tensor.dtype)}`);
  }
  const innermost = tensor.shape[0] ?? 1n;
  const block = BigInt(size.blockSize);
  if (innermost % block !== 0n) {
    throw new GGUFMemoryEstimateError(
      `tensor ${tensor.name}`,
      `its rows of ${innermost} values are not a whole number of ${size.blockSize}-value blocks`,
    );
  }
  let elements = 1n;
  for (const dimension of tensor.shape) {
    if (dimension < 0n) throw new GGUFMemoryEstimateError(`tensor ${tensor.name}`, "has a negative dimension");
    elements *= dimension;
  }
  return (elements / block) * BigInt(size.typeSize);
}

/** Bytes of all the tensors, as a number (exact: a real model is far below 2^53 bytes; larger sums are refused). */
export function weightsBytes(tensors: readonly Pick<GGUFTensorInfo, "name" | "shape" | "dtype">[]): number {
  let total = 0n;
  for (const tensor of tensors) total += tensorBytes(tensor);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new GGUFMemoryEstimateError("tensorInfos", `the tensors add up to ${total} bytes, beyond any real model`);
  }
  return Number(total);
}

/**
 * The per-layer formula most estimators use, kept here only to measure how far it is from llama.cpp:
 * block_count x context x 2 (K and V) x head_count_kv x head size x bytes per value, every layer at full context,
 * no recurrent state. head_count_kv is the largest of a per-layer array; the head size is key_length, or
 * embedding_length / head_count.
 */
import type { MetadataValue } from "../../src/types.js";

function numberOf(value: MetadataValue | undefined): number | undefined {
  if (Array.isArray(value)) return Math.max(...value.map((item) => numberOf(item) ?? 0));
  return typeof value === "number" ? value : typeof value === "bigint" ? Number(value) : undefined;
}

export function simpleFormulaBytes(
  keys: Record<string, MetadataValue>,
  contextLength: number,
  bytesPerValue: number,
): number {
  const architecture = keys["general.architecture"];
  const get = (name: string) => numberOf(keys[`${String(architecture)}.${name}`]);
  const layers = get("block_count") ?? 0;
  const heads = get("attention.head_count") ?? 0;
  const kvHeads = get("attention.head_count_kv") ?? heads;
  const headSize = get("attention.key_length") ?? (get("embedding_length") ?? 0) / heads;
  return layers * contextLength * 2 * kvHeads * headSize * bytesPerValue;
}

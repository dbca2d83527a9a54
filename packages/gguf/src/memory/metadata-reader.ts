/**
 * Bounded reads of the header keys the estimate needs. A header is hostile input: every value is checked for its
 * kind and range, and a bad one is refused with the key's name rather than turned into a wrong figure.
 */
import type { MetadataValue } from "../types.js";
import { GGUFMemoryEstimateError } from "./errors.js";

/** The header as the reader returns it with `strict: false`: every key readable, absent ones undefined. */
export type HeaderMetadata = { readonly [key: string]: MetadataValue | undefined };

/**
 * Largest count or length read from a header: 2^24 is above any real model's layers, heads, head sizes, state
 * sizes, windows and vocabularies (262,144 tokens is the largest vocabulary in the catalogue), and keeps every
 * product the estimate forms far below 2^53.
 */
export const MAX_HEADER_COUNT = 2 ** 24;

function describe(value: MetadataValue): string {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return typeof value === "string" ? "a string" : `${typeof value} ${String(value)}`;
}

function toCount(key: string, value: MetadataValue): number {
  const n = typeof value === "bigint" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > MAX_HEADER_COUNT) {
    throw new GGUFMemoryEstimateError(
      key,
      `expected a whole number from 0 to ${MAX_HEADER_COUNT}, got ${describe(value)}`,
    );
  }
  return n;
}

/** A whole-number key, or undefined when the header lacks it. */
export function readCount(metadata: HeaderMetadata, key: string): number | undefined {
  const value = metadata[key];
  return value === undefined ? undefined : toCount(key, value);
}

/** A whole-number key the model cannot be described without. */
export function readRequiredCount(metadata: HeaderMetadata, key: string): number {
  const value = readCount(metadata, key);
  if (value === undefined) throw new GGUFMemoryEstimateError(key, "missing from the header");
  return value;
}

/**
 * A key that is either one number for every layer or an array with one number per layer (llama.cpp's
 * `get_key_or_arr`), as `head_count_kv` is in hybrid models.
 */
export function readCountPerLayer(metadata: HeaderMetadata, key: string, layerCount: number): number[] | undefined {
  const value = metadata[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return new Array<number>(layerCount).fill(toCount(key, value));
  if (value.length !== layerCount) {
    throw new GGUFMemoryEstimateError(key, `has ${value.length} values for ${layerCount} layers`);
  }
  return value.map((item) => toCount(key, item));
}

/** An array of one boolean per layer, as `attention.sliding_window_pattern` is in Gemma 4. */
export function readFlagPerLayer(metadata: HeaderMetadata, key: string, layerCount: number): boolean[] | undefined {
  const value = metadata[key];
  if (value === undefined || !Array.isArray(value)) return undefined;
  if (value.length !== layerCount) {
    throw new GGUFMemoryEstimateError(key, `has ${value.length} values for ${layerCount} layers`);
  }
  return value.map((item) => {
    if (typeof item !== "boolean") throw new GGUFMemoryEstimateError(key, `expected booleans, got ${describe(item)}`);
    return item;
  });
}

/** The length of an array key (the tokenizer's token list), or undefined. */
export function readArrayLength(metadata: HeaderMetadata, key: string): number | undefined {
  const value = metadata[key];
  return Array.isArray(value) ? value.length : undefined;
}

/** A string key, or undefined. */
export function readString(metadata: HeaderMetadata, key: string): string | undefined {
  const value = metadata[key];
  return typeof value === "string" ? value : undefined;
}

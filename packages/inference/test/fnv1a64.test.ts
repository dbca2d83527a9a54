/** The 64-bit FNV-1a hash behind the credential part of the provider-mapping cache key. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fnv1a64 } from "../src/utils/fnv1a64.js";

/** The definition, with BigInt arithmetic modulo 2^64 (slow, obviously right). */
function reference(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

describe("fnv1a64", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("the published test vector of %j", (text, hash) => {
    expect(fnv1a64(text)).toBe(hash);
  });

  it("equals the BigInt definition for any string (code units up to 0xFFFF)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 64 }), (text) => {
        expect(fnv1a64(text)).toBe(reference(text));
      }),
      { numRuns: 1000 },
    );
  });

  it("tells apart tokens that differ in one character", () => {
    const base = "hf_abcdefghijklmnopqrstuvwxyz012345678";
    const hashes = new Set<string>();
    for (let i = 3; i < base.length; i++) hashes.add(fnv1a64(`${base.slice(0, i)}X${base.slice(i + 1)}`));
    expect(hashes.size).toBe(base.length - 3);
    expect(hashes.has(fnv1a64(base))).toBe(false);
  });
});

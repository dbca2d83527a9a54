/**
 * The chunk-by-chunk UTF-8 decoder of the event-stream reader: whatever the cuts, its output is the
 * output of one TextDecoder over the whole stream (replacement characters and byte order mark included).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Utf8ChunkDecoder } from "../src/utils/utf8.js";

function decodeInChunks(bytes: Uint8Array, cuts: number[]): string {
  const points = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  const decoder = new Utf8ChunkDecoder();
  let text = "";
  let last = 0;
  for (const point of points) {
    text += decoder.decode(bytes.subarray(last, point));
    last = point;
  }
  text += decoder.decode(bytes.subarray(last));
  return text + decoder.end();
}

const reference = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 16 });
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("Utf8ChunkDecoder", () => {
  it("valid text, any cut points (1- to 4-byte characters)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), cuts, (text, at) => {
        expect(decodeInChunks(utf8(text), at)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("any bytes, valid or not, any cut points: the same replacement characters as one TextDecoder", () => {
    // Bytes biased towards lead and continuation bytes, where cutting matters.
    const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xf7 }));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), cuts, (values, at) => {
        const bytes = Uint8Array.from(values);
        expect(decodeInChunks(bytes, at)).toBe(reference(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it("every cut position of text with torn and stray sequences", () => {
    const bytes = Uint8Array.from([
      0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x99, 0x82, 0xe2, 0x82, 0x41, 0x80, 0xc3, 0xf0, 0x9f, 0xc3, 0xa9, 0xed, 0xa0,
      0x80, 0xf4, 0x90, 0x80, 0x80, 0xe2,
    ]);
    for (let i = 0; i <= bytes.length; i++) {
      for (let j = i; j <= bytes.length; j++) {
        const decoder = new Utf8ChunkDecoder();
        const text =
          decoder.decode(bytes.subarray(0, i)) +
          decoder.decode(bytes.subarray(i, j)) +
          decoder.decode(bytes.subarray(j)) +
          decoder.end();
        expect(text, `cut at ${i} and ${j}`).toBe(reference(bytes));
      }
    }
  });

  it("removes a byte order mark at the start of the stream only, even when it is cut", () => {
    const bytes = utf8("\uFEFFdata: a\uFEFF\n");
    for (let i = 0; i <= bytes.length; i++) {
      const decoder = new Utf8ChunkDecoder();
      const text = decoder.decode(bytes.subarray(0, i)) + decoder.decode(bytes.subarray(i)) + decoder.end();
      expect(text, `cut at ${i}`).toBe("data: a\uFEFF\n");
    }
    const later = new Utf8ChunkDecoder();
    expect(later.decode(utf8("a")) + later.decode(utf8("\uFEFFb"))).toBe("a\uFEFFb");
  });

  it("a character torn by the end of the stream becomes one replacement character", () => {
    const decoder = new Utf8ChunkDecoder();
    expect(decoder.decode(Uint8Array.from([0x61, 0xf0, 0x9f, 0x99]))).toBe("a");
    expect(decoder.end()).toBe("\uFFFD");
    expect(decoder.end()).toBe("");
  });
});

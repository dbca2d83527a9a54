/**
 * FNV-1a, 64-bit, over the UTF-16 code units of a string, as 16 hex digits. A fast, synchronous,
 * non-cryptographic hash: for in-process cache keys that must not hold the hashed text itself.
 *
 * The 64-bit product is computed on two 32-bit halves: the FNV prime is 2^40 + 0x1b3, so
 * `h * prime = h * 0x1b3 + (h << 40)`, where only the low half of `h` reaches the high half through
 * the shift.
 */
const PRIME_LOW = 0x1b3;

export function fnv1a64(text: string): string {
  // The offset basis 0xcbf29ce484222325, as two halves.
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    low ^= text.charCodeAt(i);
    const lowProduct = (low >>> 0) * PRIME_LOW; // below 2^41: exact in a double
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, PRIME_LOW) + carry + (low << 8)) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, "0") + (low >>> 0).toString(16).padStart(8, "0");
}

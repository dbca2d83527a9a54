/**
 * UTF-8 decoding of a byte stream, chunk by chunk, with the same output as one streaming TextDecoder.
 *
 * Why not `decoder.decode(chunk, { stream: true })`: engines take a slower path for streaming decodes
 * (Node's fast UTF-8 path is switched off for good by the first `stream: true` call, about 6x slower on an
 * event stream). Here every decode is a complete one: the bytes of a character cut by the end of a chunk
 * (at most 3) are held back and put in front of the next chunk, so no decode ever starts or ends inside a
 * character and the concatenated output equals a single decode of the whole stream, replacement
 * characters for invalid bytes included.
 */
export class Utf8ChunkDecoder {
  // The byte order mark is removed by hand at the start of the stream only: a decoder that removes it
  // would do so at the start of every chunk.
  private readonly decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  /** Leading bytes of a character whose remaining bytes have not arrived yet. */
  private carry: Uint8Array | undefined = undefined;
  private atStart = true;

  /** The text of `chunk`, up to its last complete character. */
  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.carry !== undefined) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    const complete = completeLength(bytes);
    if (complete < bytes.length) {
      this.carry = bytes.slice(complete);
      bytes = bytes.subarray(0, complete);
    }
    return this.withoutBom(this.decoder.decode(bytes));
  }

  /** Call once the stream is over: the held-back bytes of a torn last character (replacement characters). */
  end(): string {
    const carry = this.carry;
    this.carry = undefined;
    return carry === undefined ? "" : this.withoutBom(this.decoder.decode(carry));
  }

  private withoutBom(text: string): string {
    if (!this.atStart || text === "") return text;
    this.atStart = false;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
}

/**
 * Length of the longest prefix of `bytes` that does not end inside a multi-byte character: the bytes
 * from the last lead byte on are left out when fewer than that lead announces have arrived.
 */
function completeLength(bytes: Uint8Array): number {
  const length = bytes.length;
  // A character is at most 4 bytes, so its lead byte is within the last 3 when the character is torn.
  for (let i = length - 1; i >= 0 && i >= length - 3; i--) {
    const byte = bytes[i] as number;
    if (byte < 0x80) return length; // ASCII: complete
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length - i < needed ? i : length;
    }
    // A continuation byte (10xxxxxx): keep looking for its lead byte.
  }
  return length;
}

/**
 * Synchronous reads over the header bytes read so far. A read past them throws `NeedMoreBytes` (the parser fetches
 * and reads the item again) or, once the file has ended, a `truncated` refusal naming the field.
 */
import { GGUFFormatError } from "./errors.js";

/** Thrown when the bytes read so far end inside an item; `end` is the offset the item needs. */
export class NeedMoreBytes {
  constructor(readonly end: number) {}
}

const utf8 = new TextDecoder();

export class Cursor {
  view: DataView;
  bytes: Uint8Array;
  length: number;
  ended: boolean;
  pos = 0;
  /** Counts and lengths are 32-bit in version 1, 64-bit after. */
  wideSizes = true;
  littleEndian = true;

  constructor(bytes: Uint8Array, length: number, ended: boolean) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.length = length;
    this.ended = ended;
  }

  /** Points the cursor at a grown buffer (the position stays). */
  refresh(bytes: Uint8Array, length: number, ended: boolean): void {
    if (bytes !== this.bytes) {
      this.bytes = bytes;
      this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    this.length = length;
    this.ended = ended;
  }

  /** Makes sure `count` bytes follow the position. */
  need(count: number, field: string): void {
    const end = this.pos + count;
    if (end <= this.length) return;
    if (this.ended) {
      throw new GGUFFormatError(field, "truncated", `the file ends at byte ${this.length}, inside this field`);
    }
    throw new NeedMoreBytes(end);
  }

  u8(field: string): number {
    this.need(1, field);
    return this.view.getUint8(this.pos++);
  }

  u32(field: string): number {
    this.need(4, field);
    const value = this.view.getUint32(this.pos, this.littleEndian);
    this.pos += 4;
    return value;
  }

  u64(field: string): bigint {
    this.need(8, field);
    const value = this.view.getBigUint64(this.pos, this.littleEndian);
    this.pos += 8;
    return value;
  }

  /** The bool at `at` (whose byte is known to be there): 0 or 1, anything else refused as the format says. */
  readBool(at: number): boolean {
    const byte = this.view.getUint8(at);
    if (byte > 1) throw new GGUFFormatError("", "bool-value", `a bool must be 0 or 1, not ${byte}`);
    return byte === 1;
  }

  /** A count or length: uint32 in version 1, uint64 after. */
  size(field: string): bigint {
    return this.wideSizes ? this.u64(field) : BigInt(this.u32(field));
  }

  /** The byte size of a count or length field. */
  get sizeBytes(): number {
    return this.wideSizes ? 8 : 4;
  }

  /** `length` bytes of UTF-8 (invalid sequences become U+FFFD, as TextDecoder does by default). */
  text(length: number, field: string): string {
    this.need(length, field);
    const start = this.pos;
    this.pos += length;
    // Keys, tensor names and most tokens are short ASCII: building them directly beats a decoder call.
    if (length <= 48) {
      let out = "";
      for (let i = start; i < start + length; i++) {
        const byte = this.bytes[i] ?? 0;
        if (byte >= 0x80) return utf8.decode(this.bytes.subarray(start, start + length));
        out += String.fromCharCode(byte);
      }
      return out;
    }
    return utf8.decode(this.bytes.subarray(start, start + length));
  }
}

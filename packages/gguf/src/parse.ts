/**
 * The header parser: magic, version, counts, key-value pairs and tensor infos, read from a growing byte source.
 * Items are read synchronously; when the bytes read so far end inside one, it is read again once the source has
 * grown to the end it needs (the item's effects are committed only when it is whole). Every bound of limits.ts is
 * checked before anything is allocated for what a count or length claims.
 */
import type { ByteSource } from "./byte-source.js";
import { Cursor, NeedMoreBytes } from "./cursor.js";
import { GGUFFormatError } from "./errors.js";
import { tensorByteSize } from "./ggml-types.js";
import { GGUF_DEFAULT_ALIGNMENT, GGUF_MAGIC, LIMITS } from "./limits.js";
import type {
  GGUFMetadata,
  GGUFTensorInfo,
  GGUFTypedMetadata,
  GGUFTypedValue,
  MetadataBaseValue,
  MetadataValue,
} from "./types.js";
import { GGUFValueType as V } from "./types.js";

export interface ParseOptions {
  typedMetadata: boolean;
  computeParametersCount: boolean;
}

export interface ParsedHeader {
  metadata: GGUFMetadata<{ strict: false }>;
  typedMetadata: GGUFTypedMetadata | undefined;
  tensorInfos: GGUFTensorInfo[];
  tensorDataOffset: bigint;
  littleEndian: boolean;
  tensorInfoByteRange: [number, number];
  parameterCount: number | undefined;
}

/** Header fields a key-value pair may not overwrite. */
const RESERVED_KEYS = new Set(["version", "tensor_count", "kv_count"]);

/** How a key appears in a field path: quoted, and cut short (a crafted key may be 64 KiB). */
function keyPath(key: string): string {
  return `metadata[${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}…` : key)}]`;
}

function isValueType(type: number): boolean {
  return Number.isInteger(type) && type >= V.UINT8 && type <= V.FLOAT64;
}

class HeaderParser {
  private readonly cursor: Cursor;
  /** Array elements read so far in the whole header. */
  private arrayElements = 0;

  constructor(private readonly source: ByteSource) {
    this.cursor = new Cursor(source.bytes, source.length, source.ended);
  }

  async parse(options: ParseOptions): Promise<ParsedHeader> {
    const c = this.cursor;
    await this.source.grow(24);
    this.refresh();

    for (let i = 0; i < GGUF_MAGIC.length; i++) {
      if (c.u8("magic") !== GGUF_MAGIC[i]) {
        throw new GGUFFormatError("magic", "magic", "the file does not start with GGUF");
      }
    }
    // Version 3 allows big-endian files: a version read the wrong way round has its low bytes zero.
    const versionLittle = c.u32("version");
    c.littleEndian = (versionLittle & 0xffff) !== 0;
    c.pos -= 4;
    const version = c.u32("version");
    if (version !== 1 && version !== 2 && version !== 3) {
      throw new GGUFFormatError("version", "version", `unsupported version ${version} (1, 2 and 3 are known)`);
    }
    c.wideSizes = version !== 1;
    const tensorCount = c.size("tensor_count");
    const kvCount = c.size("kv_count");
    this.checkCounts(tensorCount, kvCount);

    const metadata: GGUFMetadata<{ strict: false }> = { version, tensor_count: tensorCount, kv_count: kvCount };
    const countType = version === 1 ? V.UINT32 : V.UINT64;
    const typedMetadata: GGUFTypedMetadata | undefined = options.typedMetadata
      ? {
          version: { value: version, type: V.UINT32 },
          tensor_count: { value: tensorCount, type: countType },
          kv_count: { value: kvCount, type: countType },
        }
      : undefined;
    const seenKeys = new Set<string>();

    await this.eachItem(
      Number(kvCount),
      (i) => `metadata[${i}]`,
      (i) => {
        const key = this.readKey(`metadata[${i}].key`);
        const path = keyPath(key);
        if (RESERVED_KEYS.has(key)) {
          throw new GGUFFormatError(path, "reserved-key", "a key-value pair may not take the name of a header field");
        }
        if (seenKeys.has(key)) throw new GGUFFormatError(path, "duplicate-key", "the key appears twice");
        const type = c.u32(`${path}.type`);
        if (!isValueType(type)) throw new GGUFFormatError(`${path}.type`, "value-type", `unknown value type ${type}`);
        const valueStart = c.pos;
        let value: MetadataValue;
        try {
          value = this.readValue(type, 0);
        } catch (error) {
          throw error instanceof GGUFFormatError ? error.within(path) : error;
        }
        // An array's element type: its first four bytes, read (and checked) by readArray.
        const subType = type === V.ARRAY ? c.view.getUint32(valueStart, c.littleEndian) : undefined;
        seenKeys.add(key);
        setOwn(metadata, key, value);
        if (typedMetadata !== undefined) {
          const entry: GGUFTypedValue = subType === undefined ? { value, type } : { value, type, subType };
          setOwn(typedMetadata, key, entry);
        }
      },
    );

    const tensorInfoStart = c.pos;
    const tensorInfos: GGUFTensorInfo[] = [];
    const elementCounts: bigint[] = [];
    await this.eachItem(
      Number(tensorCount),
      (i) => `tensor_infos[${i}]`,
      (i) => {
        const path = `tensor_infos[${i}]`;
        const name = this.readKey(`${path}.name`);
        const nDims = c.u32(`${path}.n_dims`);
        if (nDims > LIMITS.tensorDims) {
          throw new GGUFFormatError(`${path}.n_dims`, "dims", `${nDims} dimensions (at most ${LIMITS.tensorDims})`);
        }
        const shape: bigint[] = [];
        let elements = 1n;
        for (let d = 0; d < nDims; d++) {
          const dim = c.size(`${path}.shape[${d}]`);
          elements *= dim;
          if (elements > LIMITS.elements) {
            throw new GGUFFormatError(
              `${path}.shape[${d}]`,
              "dim-too-large",
              `the shape's product passes ${LIMITS.elements} elements`,
            );
          }
          shape.push(dim);
        }
        const dtype = c.u32(`${path}.dtype`);
        const offset = c.u64(`${path}.offset`);
        tensorInfos.push({ name, n_dims: nDims, shape, dtype, offset });
        elementCounts.push(elements);
      },
    );
    const tensorInfoEnd = c.pos;

    const alignment = readAlignment(metadata["general.alignment"]);
    const tensorDataOffset = pad(BigInt(tensorInfoEnd), BigInt(alignment));
    const dataEnd = checkTensorLayout(tensorInfos, elementCounts, BigInt(alignment));

    let parameterCount: number | undefined;
    if (options.computeParametersCount) {
      // The count stands only on tensors the file really holds: their bytes must lie inside it.
      if (this.source.size === undefined) {
        throw new GGUFFormatError(
          "file size",
          "file-size-unknown",
          "the server did not say how big the file is, so the tensors' sizes cannot be checked to count parameters",
        );
      }
      if (tensorDataOffset + dataEnd.end > BigInt(this.source.size)) {
        throw new GGUFFormatError(
          `tensor_infos[${dataEnd.index}]`,
          "tensor-beyond-file",
          `its data ends at byte ${tensorDataOffset + dataEnd.end}, past the file's ${this.source.size} bytes`,
        );
      }
      let total = 0n;
      for (const count of elementCounts) total += count;
      if (total > LIMITS.elements) {
        throw new GGUFFormatError("tensor_infos", "tensor-size", `${total} parameters is not a safe integer`);
      }
      parameterCount = Number(total);
    }

    return {
      metadata,
      typedMetadata,
      tensorInfos,
      tensorDataOffset,
      littleEndian: c.littleEndian,
      tensorInfoByteRange: [tensorInfoStart, tensorInfoEnd],
      parameterCount,
    };
  }

  private checkCounts(tensorCount: bigint, kvCount: bigint): void {
    if (kvCount > BigInt(LIMITS.kvCount)) {
      throw new GGUFFormatError(
        "kv_count",
        "count-too-large",
        `${kvCount} key-value pairs (at most ${LIMITS.kvCount})`,
      );
    }
    if (tensorCount > BigInt(LIMITS.tensorCount)) {
      throw new GGUFFormatError(
        "tensor_count",
        "count-too-large",
        `${tensorCount} tensors (at most ${LIMITS.tensorCount})`,
      );
    }
  }

  private refresh(): void {
    this.cursor.refresh(this.source.bytes, this.source.length, this.source.ended);
  }

  /**
   * Reads `count` items; an item cut by the end of the bytes read so far is read again from its start once the
   * source has grown (the shared counters are rolled back with it).
   */
  private async eachItem(count: number, where: (i: number) => string, read: (i: number) => void): Promise<void> {
    const c = this.cursor;
    let i = 0;
    while (i < count) {
      const itemStart = c.pos;
      const elementsBefore = this.arrayElements;
      try {
        read(i);
        i++;
        continue;
      } catch (error) {
        if (!(error instanceof NeedMoreBytes)) throw error;
        c.pos = itemStart;
        this.arrayElements = elementsBefore;
        if (error.end > LIMITS.headerBytes) {
          throw new GGUFFormatError(
            where(i),
            "header-too-large",
            `the header passes the ${LIMITS.headerBytes}-byte cap (this item needs bytes up to ${error.end})`,
          );
        }
        await this.source.grow(error.end);
        this.refresh();
      }
    }
  }

  /** A key or a tensor name: a string of at most LIMITS.keyLength bytes. */
  private readKey(field: string): string {
    const c = this.cursor;
    const length = c.size(field);
    if (length > BigInt(LIMITS.keyLength)) {
      throw new GGUFFormatError(field, "length-too-large", `${length} bytes (at most ${LIMITS.keyLength})`);
    }
    return c.text(Number(length), field);
  }

  /** Bytes a header may still take from the position: to the cap, or to the end of the file when its size is known. */
  private room(): number {
    const end = Math.min(LIMITS.headerBytes, this.source.size ?? Infinity);
    return end - this.cursor.pos;
  }

  private readString(): string {
    const c = this.cursor;
    const length = c.size("");
    if (length > BigInt(this.room())) {
      throw new GGUFFormatError("", "length-too-large", `a string of ${length} bytes does not fit in the header`);
    }
    return c.text(Number(length), "");
  }

  private readValue(type: number, depth: number): MetadataValue {
    switch (type) {
      case V.STRING:
        return this.readString();
      case V.ARRAY:
        return this.readArray(depth);
      default:
        return this.readScalar(type);
    }
  }

  private readScalar(type: number): MetadataBaseValue {
    const c = this.cursor;
    const view = c.view;
    const at = c.pos;
    const size = SCALAR_BYTES[type] ?? 0;
    c.need(size, "");
    c.pos += size;
    switch (type) {
      case V.UINT8:
        return view.getUint8(at);
      case V.INT8:
        return view.getInt8(at);
      case V.UINT16:
        return view.getUint16(at, c.littleEndian);
      case V.INT16:
        return view.getInt16(at, c.littleEndian);
      case V.UINT32:
        return view.getUint32(at, c.littleEndian);
      case V.INT32:
        return view.getInt32(at, c.littleEndian);
      case V.FLOAT32:
        return view.getFloat32(at, c.littleEndian);
      case V.BOOL:
        return c.readBool(at);
      case V.UINT64:
        return view.getBigUint64(at, c.littleEndian);
      case V.INT64:
        return view.getBigInt64(at, c.littleEndian);
      case V.FLOAT64:
        return view.getFloat64(at, c.littleEndian);
      default:
        throw new GGUFFormatError("", "value-type", `unknown value type ${type}`);
    }
  }

  private readArray(depth: number): MetadataValue[] {
    const c = this.cursor;
    if (depth >= LIMITS.arrayDepth) {
      throw new GGUFFormatError("", "array-too-deep", `arrays nested deeper than ${LIMITS.arrayDepth}`);
    }
    const subType = c.u32("");
    if (!isValueType(subType)) throw new GGUFFormatError("", "value-type", `unknown array element type ${subType}`);
    const length = c.size("");
    if (length > BigInt(LIMITS.arrayLength)) {
      throw new GGUFFormatError(
        "",
        "length-too-large",
        `an array of ${length} elements (at most ${LIMITS.arrayLength})`,
      );
    }
    const count = Number(length);
    if (this.arrayElements + count > LIMITS.totalArrayElements) {
      throw new GGUFFormatError(
        "",
        "too-many-array-elements",
        `the header's arrays pass ${LIMITS.totalArrayElements} elements in all`,
      );
    }
    const smallest = subType === V.STRING ? c.sizeBytes : subType === V.ARRAY ? 4 + c.sizeBytes : SCALAR_BYTES[subType];
    if (count * (smallest ?? 1) > this.room()) {
      throw new GGUFFormatError("", "length-too-large", `an array of ${count} elements does not fit in the header`);
    }
    this.arrayElements += count;
    // The length is bounded above (by the caps and by the bytes the file has), so the array is allocated whole:
    // filling by index is several times faster than pushing.
    const values = new Array<MetadataValue>(count);
    if (subType !== V.STRING && subType !== V.ARRAY) {
      // Fixed-size elements: one bounds check for the whole array, then a tight loop per type.
      c.need(count * (SCALAR_BYTES[subType] ?? 1), "");
      readScalars(c, subType, count, values);
      return values;
    }
    for (let i = 0; i < count; i++) {
      try {
        values[i] = this.readValue(subType, depth + 1);
      } catch (error) {
        throw error instanceof GGUFFormatError ? error.within(`[${i}]`) : error;
      }
    }
    return values;
  }
}

/** Reads `count` fixed-size values of `type` (their bytes are known to be there) into `out`. */
function readScalars(c: Cursor, type: number, count: number, out: MetadataValue[]): void {
  const view = c.view;
  const le = c.littleEndian;
  let at = c.pos;
  const step = SCALAR_BYTES[type] ?? 1;
  const end = at + count * step;
  let i = 0;
  switch (type) {
    case V.UINT8:
      for (const bytes = c.bytes; at < end; at++) out[i++] = bytes[at] ?? 0;
      break;
    case V.INT8:
      for (; at < end; at++) out[i++] = view.getInt8(at);
      break;
    case V.UINT16:
      for (; at < end; at += 2) out[i++] = view.getUint16(at, le);
      break;
    case V.INT16:
      for (; at < end; at += 2) out[i++] = view.getInt16(at, le);
      break;
    case V.UINT32:
      for (; at < end; at += 4) out[i++] = view.getUint32(at, le);
      break;
    case V.INT32:
      for (; at < end; at += 4) out[i++] = view.getInt32(at, le);
      break;
    case V.FLOAT32:
      for (; at < end; at += 4) out[i++] = view.getFloat32(at, le);
      break;
    case V.UINT64:
      for (; at < end; at += 8) out[i++] = view.getBigUint64(at, le);
      break;
    case V.INT64:
      for (; at < end; at += 8) out[i++] = view.getBigInt64(at, le);
      break;
    case V.FLOAT64:
      for (; at < end; at += 8) out[i++] = view.getFloat64(at, le);
      break;
    default:
      // BOOL: each byte is checked.
      for (; i < count; i++) {
        try {
          out[i] = c.readBool(at + i);
        } catch (error) {
          throw error instanceof GGUFFormatError ? error.within(`[${i}]`) : error;
        }
      }
  }
  c.pos = end;
}

/** Bytes of each fixed-size value type. */
const SCALAR_BYTES: Partial<Record<number, number>> = {
  [V.UINT8]: 1,
  [V.INT8]: 1,
  [V.UINT16]: 2,
  [V.INT16]: 2,
  [V.UINT32]: 4,
  [V.INT32]: 4,
  [V.FLOAT32]: 4,
  [V.BOOL]: 1,
  [V.UINT64]: 8,
  [V.INT64]: 8,
  [V.FLOAT64]: 8,
};

/** Sets a property as data even when the key is `__proto__` (a crafted key must not reach the prototype). */
function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function pad(offset: bigint, alignment: bigint): bigint {
  return ((offset + alignment - 1n) / alignment) * alignment;
}

/** `general.alignment`: 32 when absent, else a power of two up to LIMITS.alignment. */
function readAlignment(value: MetadataValue | undefined): number {
  if (value === undefined) return GGUF_DEFAULT_ALIGNMENT;
  const alignment = typeof value === "bigint" ? Number(value) : value;
  if (
    typeof alignment !== "number" ||
    !Number.isInteger(alignment) ||
    alignment < 1 ||
    alignment > LIMITS.alignment ||
    (alignment & (alignment - 1)) !== 0
  ) {
    throw new GGUFFormatError(
      'metadata["general.alignment"]',
      "alignment",
      `must be a power of two up to ${LIMITS.alignment}, not ${String(value)}`,
    );
  }
  return alignment;
}

/**
 * Checks that the tensors lie one after the other in the data section, each at the offset the ones before it lead
 * to (what llama.cpp's gguf.cpp requires of a file it loads), and returns where the last one's data ends.
 */
function checkTensorLayout(
  tensorInfos: GGUFTensorInfo[],
  elementCounts: bigint[],
  alignment: bigint,
): { end: bigint; index: number } {
  let expected = 0n;
  let end = 0n;
  let index = -1;
  tensorInfos.forEach((tensor, i) => {
    const path = `tensor_infos[${i}]`;
    const bytes = tensorByteSize(`${path}.dtype`, tensor.dtype, tensor.shape[0] ?? 1n, elementCounts[i] ?? 0n);
    if (tensor.offset !== expected) {
      throw new GGUFFormatError(
        `${path}.offset`,
        "tensor-offset",
        `is ${tensor.offset}, where the tensors before it end at ${expected}`,
      );
    }
    end = tensor.offset + bytes;
    index = i;
    expected = pad(end, alignment);
  });
  return { end, index };
}

export function parseHeader(source: ByteSource, options: ParseOptions): Promise<ParsedHeader> {
  return new HeaderParser(source).parse(options);
}

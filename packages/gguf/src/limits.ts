/**
 * The bounds a header must keep. Real files stay far below each (the biggest vocabularies are ~262k tokens, the
 * biggest headers some 20 MB, the most tensors in one file a few thousand); a crafted file that claims more is
 * refused before anything is allocated for it. See the package README ("Limits").
 */
export const LIMITS = {
  /** Bytes of header (key-value pairs and tensor infos) read at most. */
  headerBytes: 64 * 1024 * 1024,
  /** Key-value pairs (real files have tens). */
  kvCount: 100_000,
  /** Tensors in one file (real files have a few thousand; each read costs a few hundred bytes of memory). */
  tensorCount: 100_000,
  /** Bytes of a key or a tensor name (the format's limit for keys: 2^16 - 1). */
  keyLength: 65_535,
  /** Elements of one array (the biggest vocabularies hold ~262k tokens, merge lists ~500k). */
  arrayLength: 2_097_152,
  /** Elements of all arrays of a header together (bounds the memory the values take). */
  totalArrayElements: 4_194_304,
  /** Nesting of arrays in arrays. */
  arrayDepth: 4,
  /** Dimensions of a tensor (GGML_MAX_DIMS). */
  tensorDims: 4,
  /** Elements of one tensor, and parameters of a file: a JavaScript safe integer. */
  elements: BigInt(Number.MAX_SAFE_INTEGER),
  /** `general.alignment`: a power of two up to this. */
  alignment: 1 << 20,
} as const;

/** The first request's size and the step requests grow by: the counterpart's chunk, so no more bytes are fetched. */
export const CHUNK_BYTES = 2_000_000;

export const GGUF_MAGIC = [0x47, 0x47, 0x55, 0x46] as const;
export const GGUF_DEFAULT_ALIGNMENT = 32;

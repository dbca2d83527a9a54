/**
 * `gguf()` and `ggufAllShards()`: a GGUF file's header read from a URL (range requests) or a Blob, with the
 * call shapes and results of `@huggingface/gguf` 0.4.
 */
import { BlobSource, type ByteSource, HttpSource } from "./byte-source.js";
import { GGUFFormatError } from "./errors.js";
import { parseHeader } from "./parse.js";
import { inParallel, parseGgufShardFilename, shardUrls } from "./shards.js";
import type { GGUFParseOutput, GGUFTypedMetadata } from "./types.js";

export interface GGUFFetchParams {
  /** Fetch to use instead of the global one (a proxy, a cache, a test server). */
  fetch?: typeof fetch;
  /** Headers added to every range request (an Authorization for gated repositories). */
  additionalFetchHeaders?: Record<string, string>;
  /**
   * The counterpart reads local paths in Node with this flag. Here pass a Blob instead (`fs.openAsBlob(path)`),
   * which keeps Node's file system out of the browser build; a path is refused with that advice.
   */
  allowLocalFile?: boolean;
}

/** What `gguf()` reads: an http(s) URL, or a Blob (a File, `fs.openAsBlob(path)`, a `new Blob([bytes])`). */
export type GGUFSource = string | URL | Blob;

export function gguf(
  source: GGUFSource,
  params: GGUFFetchParams & { typedMetadata: true; computeParametersCount: true },
): Promise<GGUFParseOutput & { parameterCount: number; typedMetadata: GGUFTypedMetadata }>;
export function gguf(
  source: GGUFSource,
  params: GGUFFetchParams & { typedMetadata: true; computeParametersCount?: false },
): Promise<GGUFParseOutput & { typedMetadata: GGUFTypedMetadata }>;
export function gguf(
  source: GGUFSource,
  params: GGUFFetchParams & { computeParametersCount: true; typedMetadata?: false },
): Promise<GGUFParseOutput & { parameterCount: number }>;
export function gguf(
  source: GGUFSource,
  params?: GGUFFetchParams & { typedMetadata?: boolean; computeParametersCount?: boolean },
): Promise<GGUFParseOutput & { parameterCount?: number; typedMetadata?: GGUFTypedMetadata }>;
/**
 * Reads a GGUF file's header: its metadata, tensor infos, where the tensor data starts, and on request the
 * metadata with each value's type (`typedMetadata`) and the parameter count (`computeParametersCount`). A URL is read
 * by range requests of 2 MB, as many as the header needs; a crafted file is refused with a `GGUFFormatError` that
 * names the field.
 */
export async function gguf(
  source: GGUFSource,
  params: GGUFFetchParams & { typedMetadata?: boolean; computeParametersCount?: boolean } = {},
): Promise<GGUFParseOutput & { parameterCount?: number; typedMetadata?: GGUFTypedMetadata }> {
  const header = await parseHeader(openSource(source, params), {
    typedMetadata: params.typedMetadata === true,
    computeParametersCount: params.computeParametersCount === true,
  });
  const result: GGUFParseOutput & { parameterCount?: number; typedMetadata?: GGUFTypedMetadata } = {
    metadata: header.metadata,
    tensorInfos: header.tensorInfos,
    tensorDataOffset: header.tensorDataOffset,
    littleEndian: header.littleEndian,
    tensorInfoByteRange: header.tensorInfoByteRange,
  };
  if (header.parameterCount !== undefined) result.parameterCount = header.parameterCount;
  if (header.typedMetadata !== undefined) result.typedMetadata = header.typedMetadata;
  return result;
}

function openSource(source: GGUFSource, params: GGUFFetchParams): ByteSource {
  if (typeof Blob !== "undefined" && source instanceof Blob) return new BlobSource(source);
  const text = source instanceof URL ? source.href : source;
  if (typeof text !== "string") throw new TypeError("gguf: expected a URL string, a URL or a Blob");
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError(
      `gguf: ${JSON.stringify(text.slice(0, 200))} is not an http(s) URL; to read a local file, pass a Blob ` +
        "(in Node: `await fs.openAsBlob(path)`)",
    );
  }
  return new HttpSource(url, params);
}

const PARALLEL_DOWNLOADS = 20;

/**
 * Reads every shard of a split file (`...-00001-of-00003.gguf`; any shard's URL names them all), or the one file
 * of an unsplit one, and adds up their parameters.
 */
export async function ggufAllShards(
  url: string,
  params: GGUFFetchParams & { parallelDownloads?: number } = {},
): Promise<{ shards: GGUFParseOutput[]; parameterCount: number; urls: string[] }> {
  const parallelDownloads = params.parallelDownloads ?? PARALLEL_DOWNLOADS;
  if (!Number.isInteger(parallelDownloads) || parallelDownloads < 1) {
    throw new TypeError("ggufAllShards: parallelDownloads must be a whole number greater than 0");
  }
  const info = parseGgufShardFilename(url);
  const urls = info === null ? [url] : shardUrls(info);
  const read = await inParallel(
    urls.map((shardUrl) => () => gguf(shardUrl, { ...params, computeParametersCount: true })),
    parallelDownloads,
  );
  let total = 0;
  for (const shard of read) total += shard.parameterCount;
  // As the counterpart answers: a split file's shards keep their own counts, an unsplit file's result does not.
  const shards: GGUFParseOutput[] = info === null ? read.map(({ parameterCount: _count, ...shard }) => shard) : read;
  if (!Number.isSafeInteger(total)) {
    throw new GGUFFormatError("tensor_infos", "tensor-size", `${total} parameters in all is not a safe integer`);
  }
  return { shards, parameterCount: total, urls };
}

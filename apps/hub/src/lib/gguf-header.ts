import {
  gguf,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  type GGUFParseOutput,
  type MetadataValue,
} from "@hubkit/gguf";
import { hubFileHref } from "../../shared/links.js";

/** A GGUF file's header as read by range from this app's origin (offline: the local hub; real mode: the relay). */
export type GgufHeader = GGUFParseOutput & { parameterCount?: number };

/** Where this app serves a repository's file by range; undefined for an id or path that is not one. */
export function ggufFileUrl(origin: string, id: string, path: string): string | undefined {
  return hubFileHref(origin, id, path, { view: "resolve" })?.replace(/\?download=true$/, "");
}

/** Reads a file's header (never its tensor data), counting its parameters from the tensors it really holds. */
export async function readGgufHeader(id: string, path: string, signal: AbortSignal): Promise<GgufHeader> {
  const url = ggufFileUrl(window.location.origin, id, path);
  if (url === undefined) throw new Error(`${id}/${path} is not a file of a repository`);
  return await gguf(url, {
    computeParametersCount: true,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal }),
  });
}

/** The file's facts the page shows, each only when the header holds it with the right type. */
export interface GgufSummary {
  architecture: string | undefined;
  contextLength: number | undefined;
  parameterCount: number | undefined;
  /** `general.file_type` by llama.cpp's name (Q4_K_M), or the number when the name is unknown. */
  fileType: string | undefined;
  /** The tensor types and how many tensors of each, most first. */
  tensorTypes: { type: string; count: number }[];
  tokenizerModel: string | undefined;
  vocabularySize: number | undefined;
  /** Special tokens by role (bos, eos, pad, unk, ...): the id and, when the vocabulary holds it, the token's text. */
  specialTokens: { role: string; id: number; text: string | undefined }[];
  chatTemplate: string | undefined;
}

const str = (value: MetadataValue | undefined): string | undefined => (typeof value === "string" ? value : undefined);
const int = (value: MetadataValue | undefined): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0
    ? value
    : typeof value === "bigint" && value >= 0n && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : undefined;

/** `GGMLQuantizationType`'s name of a tensor type, or its number. */
export function tensorTypeName(dtype: number): string {
  return GGMLQuantizationType[dtype] ?? `type ${dtype}`;
}

/** Special tokens by role, as transformers names them, and the key llama.cpp writes each under (its spelling). */
const SPECIAL_TOKEN_KEYS: readonly [role: string, key: string][] = [
  ["bos", "tokenizer.ggml.bos_token_id"],
  ["eos", "tokenizer.ggml.eos_token_id"],
  ["eot", "tokenizer.ggml.eot_token_id"],
  ["eom", "tokenizer.ggml.eom_token_id"],
  ["pad", "tokenizer.ggml.padding_token_id"],
  ["unk", "tokenizer.ggml.unknown_token_id"],
  ["sep", "tokenizer.ggml.seperator_token_id"],
  ["cls", "tokenizer.ggml.cls_token_id"],
  ["mask", "tokenizer.ggml.mask_token_id"],
];

export function summarizeGguf(header: GgufHeader): GgufSummary {
  const { metadata } = header;
  const architecture = str(metadata["general.architecture"]);
  const fileTypeNumber = int(metadata["general.file_type"]);
  const tokens = metadata["tokenizer.ggml.tokens"];
  const vocabulary = Array.isArray(tokens) ? tokens : undefined;
  const counts = new Map<string, number>();
  for (const tensor of header.tensorInfos) {
    const name = tensorTypeName(tensor.dtype);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const specialTokens: GgufSummary["specialTokens"] = [];
  for (const [role, key] of SPECIAL_TOKEN_KEYS) {
    const id = int(metadata[key]);
    if (id !== undefined) specialTokens.push({ role, id, text: str(vocabulary?.[id]) });
  }
  return {
    architecture,
    contextLength: architecture === undefined ? undefined : int(metadata[`${architecture}.context_length`]),
    parameterCount: header.parameterCount,
    fileType:
      fileTypeNumber === undefined
        ? undefined
        : (GGMLFileQuantizationType[fileTypeNumber] ?? `file type ${fileTypeNumber}`),
    tensorTypes: [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    tokenizerModel: str(metadata["tokenizer.ggml.model"]),
    vocabularySize: vocabulary?.length,
    specialTokens,
    chatTemplate: str(metadata["tokenizer.chat_template"]),
  };
}

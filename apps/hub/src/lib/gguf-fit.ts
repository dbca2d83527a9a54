import {
  GGUFMemoryEstimateError,
  ggufMemoryModel,
  type GgufMemoryModel,
  type MemoryEstimate,
  type MemoryEstimateInput,
} from "@hubkit/gguf";

/**
 * Whether a file's estimated memory fits the memory the person has. "tight" leaves less than a tenth of the memory
 * free: what the operating system, the driver and other programs take is not in any header, so a file that needs
 * almost all of it may or may not load. The tenth is our margin, said on the page, not a measured figure.
 */
export type FitVerdict = "fits" | "tight" | "does-not-fit";

export const TIGHT_MARGIN = 0.1;

export function fitVerdict(totalBytes: number, memoryBytes: number): FitVerdict {
  if (!(memoryBytes > 0) || !Number.isFinite(memoryBytes))
    throw new RangeError(`memory must be a positive number of bytes, not ${memoryBytes}`);
  if (totalBytes > memoryBytes) return "does-not-fit";
  return totalBytes > memoryBytes * (1 - TIGHT_MARGIN) ? "tight" : "fits";
}

/** The hardware tables' memory sizes are in GB as vendors print them, which for VRAM and unified memory are GiB. */
export const bytesOfGb = (gb: number): number => gb * 1024 ** 3;

/** A file's fit at one context length: the estimate's parts and the verdict, or why there is none. */
export type FileFit =
  | { kind: "estimated"; estimate: MemoryEstimate; totalBytes: number; verdict: FitVerdict }
  | { kind: "no-total"; estimate: MemoryEstimate } // a part is unknown (e.g. the vocabulary): no total, no verdict
  | { kind: "refused"; field: string; message: string }; // the header cannot be priced

type Refusal = Extract<FileFit, { kind: "refused" }>;

/** Context lengths priced per header at most: the page offers a handful; a longer history is dropped oldest first. */
const ESTIMATES_PER_HEADER = 16;

interface PricedHeader {
  model: GgufMemoryModel | Refusal;
  estimates: Map<number, MemoryEstimate | Refusal>;
}

/**
 * Each header read once into its memory model (its shape, and its weights summed over every tensor), and each
 * context length priced once: the page asks again on every render, for every file, and when only the memory amount
 * changes nothing needs pricing again. Keyed by the parsed header itself, so a header the page drops is forgotten.
 */
const priced = new WeakMap<MemoryEstimateInput, PricedHeader>();

function refusalOf(error: unknown): Refusal {
  if (error instanceof GGUFMemoryEstimateError) return { kind: "refused", field: error.field, message: error.message };
  throw error;
}

/** The header's estimate at a context length (computed once per header and length), or why it has none. */
export function fileEstimate(header: MemoryEstimateInput, contextLength: number): MemoryEstimate | Refusal {
  let entry = priced.get(header);
  if (entry === undefined) {
    let model: GgufMemoryModel | Refusal;
    try {
      model = ggufMemoryModel(header);
    } catch (error) {
      model = refusalOf(error);
    }
    entry = { model, estimates: new Map() };
    priced.set(header, entry);
  }
  const { model, estimates } = entry;
  if ("kind" in model) return model;
  const known = estimates.get(contextLength);
  if (known !== undefined) return known;
  let estimate: MemoryEstimate | Refusal;
  try {
    estimate = model.estimate({ contextLength });
  } catch (error) {
    estimate = refusalOf(error);
  }
  if (estimates.size >= ESTIMATES_PER_HEADER) estimates.delete(estimates.keys().next().value ?? contextLength);
  estimates.set(contextLength, estimate);
  return estimate;
}

export function fileFit(header: MemoryEstimateInput, contextLength: number, memoryBytes: number): FileFit {
  const estimate = fileEstimate(header, contextLength);
  if ("kind" in estimate) return estimate;
  const { totalBytes } = estimate;
  if (totalBytes === undefined) return { kind: "no-total", estimate };
  return { kind: "estimated", estimate, totalBytes, verdict: fitVerdict(totalBytes, memoryBytes) };
}

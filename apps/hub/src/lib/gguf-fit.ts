import { GGUFMemoryEstimateError, ggufMemoryModel, type MemoryEstimate, type MemoryEstimateInput } from "@hubkit/gguf";

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

export function fileFit(header: MemoryEstimateInput, contextLength: number, memoryBytes: number): FileFit {
  let estimate: MemoryEstimate;
  try {
    estimate = ggufMemoryModel(header).estimate({ contextLength });
  } catch (error) {
    if (error instanceof GGUFMemoryEstimateError)
      return { kind: "refused", field: error.field, message: error.message };
    throw error;
  }
  const { totalBytes } = estimate;
  if (totalBytes === undefined) return { kind: "no-total", estimate };
  return { kind: "estimated", estimate, totalBytes, verdict: fitVerdict(totalBytes, memoryBytes) };
}

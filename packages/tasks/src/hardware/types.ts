/**
 * One hardware model (a GPU, CPU family or system-on-chip) as the hub's hardware tables describe it, for estimating
 * what fits and how fast. The figures are approximate, as the counterpart's table states them.
 */
export interface HardwareSpec {
  /** Peak throughput in TFLOPS: FP16 where known for GPUs, FP32 for CPUs. */
  tflops: number;
  /** The memory sizes it comes with, in GB (VRAM, or unified memory); absent for CPUs, whose RAM varies. */
  memory?: number[];
  /** Launch price in US dollars (for a range of memory sizes: the largest; for a chip sold only in machines: one such machine). */
  msrp: number;
  /** Highest sustained power draw in watts. */
  power: number;
  /** Year it became available. */
  releaseYear: number;
  /** Other names it is searched by (a product built on it, a code name). */
  aliases?: string[];
}

/** An NVIDIA GPU: also its CUDA compute capability (e.g. 8.9 for Ada Lovelace). */
export interface NvidiaHardwareSpec extends HardwareSpec {
  computeCapability: number;
}

/** An AMD GPU: also its LLVM target (e.g. "gfx1100"). */
export interface AmdGpuHardwareSpec extends HardwareSpec {
  gfxVersion: string;
}

import { APPLE_SILICON } from "./apple-silicon.js";
import { AMD_CPUS } from "./cpu-amd.js";
import { INTEL_CPUS } from "./cpu-intel.js";
import { AMD_GPUS } from "./gpu-amd.js";
import { NVIDIA_GPUS } from "./gpu-nvidia.js";
import { INTEL_GPUS } from "./gpu-intel.js";
import { QUALCOMM_SOCS } from "./gpu-qualcomm.js";
import type { HardwareSpec } from "./types.js";

/**
 * The hardware the hub knows, by kind and vendor, each table keyed by model name. Apple Silicon has a single
 * vendor group, "-". Each table is its own module, so code that needs one vendor can import just that one.
 */
export const SKUS = {
  GPU: {
    NVIDIA: NVIDIA_GPUS,
    AMD: AMD_GPUS,
    INTEL: INTEL_GPUS,
    QUALCOMM: QUALCOMM_SOCS,
  },
  CPU: {
    Intel: INTEL_CPUS,
    AMD: AMD_CPUS,
  },
  "Apple Silicon": {
    "-": APPLE_SILICON,
  },
} satisfies Record<string, Record<string, Record<string, HardwareSpec>>>;

/** A kind of hardware: "GPU", "CPU" or "Apple Silicon". */
export type SkuType = keyof typeof SKUS;

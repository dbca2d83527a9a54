import type { HardwareSpec } from "./types.js";

/**
 * Intel Arc GPUs: throughput, memory options, launch price, power and year, as @huggingface/tasks
 * 0.21.54 lists them (fixtures/hardware.json).
 */
export const INTEL_GPUS = {
  "Arc A380": {
    tflops: 8.4,
    memory: [6],
    msrp: 139,
    power: 75,
    releaseYear: 2022,
  },
  "Arc A750": {
    tflops: 34.41,
    memory: [8],
    msrp: 250,
    power: 225,
    releaseYear: 2022,
  },
  "Arc A770": {
    tflops: 39.32,
    memory: [8, 16],
    msrp: 350,
    power: 225,
    releaseYear: 2022,
  },
  "Arc B570": {
    tflops: 23.04,
    memory: [10],
    msrp: 200,
    power: 150,
    releaseYear: 2025,
  },
  "Arc B580": {
    tflops: 27.34,
    memory: [12],
    msrp: 250,
    power: 190,
    releaseYear: 2024,
  },
  "Arc B50": {
    tflops: 21.3,
    memory: [16],
    msrp: 350,
    power: 70,
    releaseYear: 2025,
  },
  "Arc B60": {
    tflops: 24.58,
    memory: [24, 48],
    msrp: 1200,
    power: 200,
    releaseYear: 2025,
  },
  "Arc Pro B70": {
    tflops: 45.88,
    memory: [32],
    msrp: 949,
    power: 230,
    releaseYear: 2026,
  },
} satisfies Record<string, HardwareSpec>;

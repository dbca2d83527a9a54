import type { HardwareSpec } from "./types.js";

/**
 * Qualcomm Snapdragon X chips: throughput, memory options, launch price, power and year, as @huggingface/tasks
 * 0.21.54 lists them (fixtures/hardware.json).
 */
export const QUALCOMM_SOCS = {
  "Snapdragon X Elite X1E-00-1DE": {
    tflops: 4.6,
    msrp: 900,
    power: 80,
    releaseYear: 2024,
  },
  "Snapdragon X Elite X1E-84-100": {
    tflops: 4.6,
    msrp: 1700,
    power: 30,
    releaseYear: 2024,
  },
  "Snapdragon X Elite X1E-80-100": {
    tflops: 3.8,
    msrp: 1300,
    power: 23,
    releaseYear: 2024,
  },
  "Snapdragon X Elite X1E-78-100": {
    tflops: 3.8,
    msrp: 1200,
    power: 23,
    releaseYear: 2024,
  },
  "Snapdragon X Plus X1P-64-100": {
    tflops: 3.8,
    msrp: 1000,
    power: 23,
    releaseYear: 2024,
  },
} satisfies Record<string, HardwareSpec>;

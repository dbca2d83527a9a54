import type { HardwareSpec } from "./types.js";

/**
 * Intel CPU families (Xeon, Core): throughput, launch price, power and year, as @huggingface/tasks
 * 0.21.54 lists them (fixtures/hardware.json).
 */
export const INTEL_CPUS = {
  "Xeon 4th Generation (Sapphire Rapids)": {
    tflops: 1.3,
    msrp: 10500,
    power: 350,
    releaseYear: 2023,
  },
  "Xeon 3th Generation (Ice Lake)": {
    tflops: 0.8,
    msrp: 8000,
    power: 270,
    releaseYear: 2021,
  },
  "Xeon 2th Generation (Cascade Lake)": {
    tflops: 0.55,
    msrp: 10000,
    power: 205,
    releaseYear: 2019,
  },
  "Xeon E5v4 (Broadwell)": {
    tflops: 0.25,
    msrp: 4000,
    power: 145,
    releaseYear: 2016,
  },
  "Xeon E5v3 (Haswell)": {
    tflops: 0.2,
    msrp: 4000,
    power: 145,
    releaseYear: 2014,
  },
  "Xeon E5v2 (Ivy Bridge)": {
    tflops: 0.15,
    msrp: 2500,
    power: 130,
    releaseYear: 2013,
  },
  "Intel Core Ultra 9 275HX": {
    tflops: 1.89,
    msrp: 700,
    power: 160,
    releaseYear: 2025,
  },
  "Intel Core Ultra 7 255HX": {
    tflops: 1.62,
    msrp: 583,
    power: 160,
    releaseYear: 2025,
  },
  "Intel Core Ultra 7 265KF": {
    tflops: 1.53,
    msrp: 400,
    power: 250,
    releaseYear: 2024,
  },
  "Intel Core 14th Generation (i7)": {
    tflops: 0.8,
    msrp: 400,
    power: 253,
    releaseYear: 2023,
  },
  "Intel Core 13th Generation (i9)": {
    tflops: 0.85,
    msrp: 600,
    power: 253,
    releaseYear: 2022,
  },
  "Intel Core 13th Generation (i7)": {
    tflops: 0.82,
    msrp: 400,
    power: 253,
    releaseYear: 2022,
  },
  "Intel Core 13th Generation (i5)": {
    tflops: 0.68,
    msrp: 300,
    power: 181,
    releaseYear: 2022,
  },
  "Intel Core 13th Generation (i3)": {
    tflops: 0.57,
    msrp: 150,
    power: 89,
    releaseYear: 2023,
  },
  "Intel Core 12th Generation (i9)": {
    tflops: 0.79,
    msrp: 600,
    power: 241,
    releaseYear: 2021,
  },
  "Intel Core 12th Generation (i7)": {
    tflops: 0.77,
    msrp: 400,
    power: 190,
    releaseYear: 2021,
  },
  "Intel Core 12th Generation (i5)": {
    tflops: 0.65,
    msrp: 300,
    power: 150,
    releaseYear: 2021,
  },
  "Intel Core 12th Generation (i3)": {
    tflops: 0.53,
    msrp: 150,
    power: 89,
    releaseYear: 2022,
  },
  "Intel Core 11th Generation (i9)": {
    tflops: 0.7,
    msrp: 550,
    power: 251,
    releaseYear: 2021,
  },
  "Intel Core 11th Generation (i7)": {
    tflops: 0.6,
    msrp: 400,
    power: 251,
    releaseYear: 2021,
  },
  "Intel Core 11th Generation (i5)": {
    tflops: 0.5,
    msrp: 250,
    power: 251,
    releaseYear: 2021,
  },
  "Intel Core 11th Generation (i3)": {
    tflops: 0.35,
    msrp: 150,
    power: 90,
    releaseYear: 2021,
  },
  "Intel Core 10th Generation (i9)": {
    tflops: 0.46,
    msrp: 500,
    power: 250,
    releaseYear: 2020,
  },
  "Intel Core 10th Generation (i7)": {
    tflops: 0.46,
    msrp: 400,
    power: 215,
    releaseYear: 2020,
  },
  "Intel Core 10th Generation (i5)": {
    tflops: 0.46,
    msrp: 250,
    power: 182,
    releaseYear: 2020,
  },
  "Intel Core 10th Generation (i3)": {
    tflops: 0.44,
    msrp: 150,
    power: 90,
    releaseYear: 2020,
  },
} satisfies Record<string, HardwareSpec>;
